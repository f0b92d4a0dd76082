"""No compiler at run time: the installed bot needs no mypy(c), setuptools or C compiler,
and Kitty's hot module runs as the Python source a reader sees (issue 28)."""

from __future__ import annotations

import inspect
import re
import tomllib
from pathlib import Path

from bot.games.kitty import movegen

ROOT = Path(__file__).resolve().parents[2]


def _names(requirements: list[str]) -> set[str]:
    """The distribution names of PEP 508 requirement strings, lower case."""
    found = set()
    for req in requirements:
        match = re.match(r"[A-Za-z0-9._-]+", req)
        assert match is not None, req
        found.add(match.group(0).lower())
    return found


def test_runtime_dependencies_hold_no_compiler_and_ci_still_gets_mypy() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    runtime = _names(project["dependencies"])
    assert not runtime & {"mypy", "mypyc", "setuptools"}, runtime
    # CI runs `mypy --strict` (.ci/checks) from the `test` extra (.ci/run installs it)
    assert "mypy==2.4.1" in project["optional-dependencies"]["test"]
    assert '".[test]"' in (ROOT / ".ci" / "run").read_text("utf-8")


def test_kitty_tables_run_from_their_source() -> None:
    """Every hot function and class of movegen.py is the one defined in movegen.py (not a
    compiled copy swapped in at import)."""
    source = Path(movegen.__file__).resolve()
    for name in (
        "owned_moves",
        "play_action",
        "heights_and_own",
        "after_stack",
        "after_flip",
        "after_disassemble",
        "lookups",
        "top_colours",
    ):
        func = getattr(movegen, name)
        assert inspect.isfunction(func), name
        assert Path(func.__code__.co_filename).resolve() == source, name
    for cls in (movegen.Tables, movegen.Lookups):
        assert cls.__module__ == "bot.games.kitty.movegen", cls
        assert Path(inspect.getfile(cls)).resolve() == source, cls
