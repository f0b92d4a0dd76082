"""The compiled copies of hot modules (`bot/core/compiled.py`): built by mypyc for exactly
the current source, never used when stale or damaged, and the same results as the
interpreted source.

The tests that build use a small module of their own in a temporary tree (a real mypyc
build, a few seconds); the Kitty move generator is compared with its interpreted source
on positions from random games."""

from __future__ import annotations

import hashlib
import importlib.util
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from bot.core import compiled
from bot.core.registry import get_game
from bot.games.kitty import tables as T

needs_compiler = pytest.mark.skipif(
    compiled.can_build() is not None or not compiled.enabled(),
    reason=f"no compiled copies here: {compiled.can_build() or 'KITTY_COMPILED=0'}",
)

DEP = "SCALE: int = 3\n"
FAST = (
    "from pkg import (  # the scale\n    dep,\n)\n"
    "from bot.core import compiled\n\n"
    "def triple(xs: list[int]) -> int:\n"
    "    total = 0\n"
    "    for x in xs:\n"
    "        total += x * dep.SCALE\n"
    "    return total\n\n"
    "globals().update(compiled.members(__name__, __file__))\n"
)


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A project tree with `pkg.fast` (importing `pkg.dep`), its own cache folder, on the
    path; `bot` stays importable from the real tree (the module imports `compiled`)."""
    root = tmp_path / "src"
    (root / "pkg").mkdir(parents=True)
    (root / "pkg" / "__init__.py").write_text("")
    (root / "pkg" / "dep.py").write_text(DEP)
    (root / "pkg" / "fast.py").write_text(FAST)
    (root / "pkg" / "other.py").write_text("X = 1\n")
    (root / "bot").symlink_to(compiled.ROOT / "bot")
    monkeypatch.setattr(compiled, "ROOT", root)
    monkeypatch.setenv("KITTY_COMPILED_DIR", str(tmp_path / "cache"))
    monkeypatch.syspath_prepend(str(root))
    yield root
    for name in [m for m in sys.modules if m == "pkg" or m.startswith(("pkg.", "pkg_"))]:
        del sys.modules[name]


def fresh_import(name: str) -> ModuleType:
    """`name` imported anew (as a process that starts now would)."""
    sys.modules.pop(name, None)
    return importlib.import_module(name)


def test_the_key_covers_the_module_and_the_project_modules_it_imports(tree: Path) -> None:
    first = compiled.copy_name("pkg.fast")
    assert first.startswith("pkg_fast_")
    assert {p.name for p in compiled.sources("pkg.fast")} >= {"fast.py", "dep.py"}
    (tree / "pkg" / "other.py").write_text("X = 2\n")  # not imported: same key
    assert compiled.copy_name("pkg.fast") == first
    (tree / "pkg" / "dep.py").write_text("SCALE: int = 4\n")  # imported: a new key
    second = compiled.copy_name("pkg.fast")
    assert second != first
    (tree / "pkg" / "fast.py").write_text(FAST + "\n# an edit\n")
    assert compiled.copy_name("pkg.fast") not in (first, second)


@needs_compiler
def test_a_built_copy_is_used_for_its_source_and_never_once_the_source_changed(
    tree: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert fresh_import("pkg.fast").triple.__module__ == "pkg.fast"  # nothing built yet
    assert compiled.build("pkg.fast") == (True, "pkg.fast: compiled")
    assert compiled.build("pkg.fast") == (False, "pkg.fast: compiled copy ready")  # once
    fast = fresh_import("pkg.fast")
    assert fast.triple.__module__ == compiled.copy_name("pkg.fast")  # the copy's function
    assert fast.triple([1, 2, 3]) == 18
    assert compiled.LOADED["pkg.fast"] == compiled.copy_name("pkg.fast")
    # An edit of a module it imports: the old copy is not used, the source runs as it is.
    (tree / "pkg" / "dep.py").write_text("SCALE: int = 10\n")
    fresh_import("pkg.dep")
    fast = fresh_import("pkg.fast")
    assert fast.triple.__module__ == "pkg.fast"
    assert fast.triple([1, 2, 3]) == 60
    # Turned off: the source, even with a copy for it.
    assert compiled.build("pkg.fast").news  # the new version's copy
    monkeypatch.setenv("KITTY_COMPILED", "0")
    assert fresh_import("pkg.fast").triple.__module__ == "pkg.fast"
    monkeypatch.delenv("KITTY_COMPILED")
    assert fresh_import("pkg.fast").triple.__module__ != "pkg.fast"


@needs_compiler
def test_a_failed_build_is_remembered_and_the_source_runs(tree: Path) -> None:
    (tree / "pkg" / "fast.py").write_text(FAST + "\nBAD: int = 'not an int'\n")
    said = compiled.build("pkg.fast").text
    assert said.startswith("pkg.fast: runs interpreted (the build failed, see ")
    marker = compiled.cache_dir() / f"{compiled.copy_name('pkg.fast')}.failed"
    assert "Incompatible types" in marker.read_text()  # mypyc's message, kept
    assert "failed before" in compiled.build("pkg.fast").text  # not tried again
    fast = fresh_import("pkg.fast")
    assert fast.triple.__module__ == "pkg.fast" and fast.triple([1]) == 3


def test_a_damaged_copy_is_not_used(tree: Path, caplog: pytest.LogCaptureFixture) -> None:
    folder = compiled.cache_dir() / compiled.copy_name("pkg.fast")
    folder.mkdir(parents=True)
    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    (folder / f"{compiled.copy_name('pkg.fast')}{suffix}").write_bytes(b"not a library")
    fast = fresh_import("pkg.fast")
    assert fast.triple.__module__ == "pkg.fast" and fast.triple([2]) == 6
    assert str(folder) not in sys.path
    assert "delete that folder" in caplog.text  # said once, with what to do


@needs_compiler
def test_a_build_killed_halfway_is_cleared_later(tree: Path) -> None:
    cache = compiled.cache_dir()
    old, recent = cache / ".pkg_fast_0-abc", cache / ".pkg_fast_1-def"
    for left in (old, recent):
        (left / "build").mkdir(parents=True)
    os.utime(old, (0, 0))
    assert compiled.build("pkg.fast").news
    assert not old.exists() and recent.exists()  # a recent one may still be building


def test_without_a_compiler_nothing_is_built(tree: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CC", "no-such-compiler")
    monkeypatch.setattr(compiled.shutil, "which", lambda name: None)
    assert (
        compiled.build("pkg.fast").text
        == "pkg.fast: runs interpreted (no C compiler (cc) was found)"
    )
    assert not compiled.cache_dir().exists() or not any(compiled.cache_dir().iterdir())
    assert fresh_import("pkg.fast").triple([1]) == 3


def test_builds_at_the_same_moment_leave_one_working_copy(tree: Path) -> None:
    if compiled.can_build() is not None:
        pytest.skip(f"no compiled copies here: {compiled.can_build()}")
    code = (
        "import sys; from bot.core import compiled; from pathlib import Path;"
        f"compiled.ROOT = Path({str(tree)!r}); print(compiled.build('pkg.fast').text)"
    )
    env = {**os.environ, "PYTHONPATH": f"{tree}{os.pathsep}{compiled.ROOT}"}
    runs = [
        subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE, text=True)
        for _ in range(3)
    ]
    said = [run.communicate(timeout=300)[0].strip() for run in runs]
    assert all(run.returncode == 0 for run in runs), said
    assert set(said) <= {"pkg.fast: compiled", "pkg.fast: compiled copy ready"}, said
    leftovers = [p.name for p in compiled.cache_dir().iterdir()]
    assert leftovers == [compiled.copy_name("pkg.fast")]  # no half-built folder left
    fast = fresh_import("pkg.fast")
    assert fast.triple.__module__ == compiled.copy_name("pkg.fast")
    assert fast.triple([1, 1]) == 6


# ----- the Kitty move generator ---------------------------------------------------------
@needs_compiler
def test_the_kitty_move_generator_runs_compiled_here() -> None:
    """On a machine that can build (as CI's), the suite runs what the bot runs."""
    assert compiled.LOADED.get("bot.games.kitty.tables") == compiled.copy_name(
        "bot.games.kitty.tables"
    )
    assert T.owned_moves.__module__ == compiled.LOADED["bot.games.kitty.tables"]


def interpreted_tables(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """A second, interpreted instance of `bot.games.kitty.tables`."""
    monkeypatch.setenv("KITTY_COMPILED", "0")
    spec = importlib.util.spec_from_file_location("kitty_tables_interpreted", T.__file__)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_compiled_and_interpreted_move_generators_agree(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Move lists, moves played, table updates and score sums on every position of random games
    (2–4 players, radius 3–5): the module in use against its interpreted source."""
    slow = interpreted_tables(monkeypatch)
    assert slow.owned_moves.__module__ == "kitty_tables_interpreted"
    game = get_game("kitty")
    checked = 0
    for seed in range(24):
        players, radius = 2 + seed % 3, 3 + seed % 3
        opts = game.validate_options(players, {"setup": "random", "radius": radius})
        state = game.new_state(players, seed, opts)
        rng = random.Random(seed)
        while state.outcome() is None:
            seat = state.to_move
            assert seat is not None
            cells, colours = state.cells, state.colours
            fast_t, slow_t = T.Tables.of(cells, colours), slow.Tables.of(cells, colours)
            assert tuple(fast_t) == tuple(slow_t)
            sums = T.heights_and_own(cells, fast_t.owned, colours)
            assert sums == slow.heights_and_own(cells, slow_t.owned, colours)
            look = T.lookups(state.geo.neighbours)
            slow_look = slow.lookups(state.geo.neighbours)
            for s in range(players):
                assert T.owned_moves(cells, fast_t, look, s, colours[s]) == slow.owned_moves(
                    cells, slow_t, slow_look, s, colours[s]
                )
            moves = state.legal_moves(seat)
            move = moves[rng.randrange(len(moves))]
            if move.kind in ("stack", "flip", "disassemble"):  # what it does to the board
                args = (state.geo.neighbours, colours, move.kind, move.cell, move.direction)
                fast_after = T.play_action(cells, fast_t, *args, seat)
                slow_after = slow.play_action(cells, slow_t, *args, seat)
                assert fast_after == slow_after
            state = state.apply(move, seat)
            if state._tables is not None and state.outcome() is None:  # the updated tables
                assert tuple(state._tables) == tuple(slow.Tables.of(state.cells, colours))
            checked += 1
    assert checked > 500


@needs_compiler
def test_interpreted_and_compiled_games_end_the_same() -> None:
    """Random games through the public API in a process without the copies and in this
    one (with them): the same moves, the same ends."""
    code = (
        "import hashlib, random, sys\n"
        "from bot.core import compiled\n"
        "from bot.core.registry import get_game\n"
        "g = get_game('kitty'); h = hashlib.sha256()\n"
        "for seed in range(12):\n"
        "    p = 2 + seed % 3\n"
        "    s = g.new_state(p, seed, g.validate_options(p, {'setup': 'random'}))\n"
        "    rng = random.Random(seed)\n"
        "    while s.outcome() is None:\n"
        "        seat = s.to_move if s.to_move is not None else min(s.actors())\n"
        "        ms = s.legal_moves(seat); m = ms[rng.randrange(len(ms))]\n"
        "        h.update(repr((seat, m)).encode()); s = s.apply(m, seat)\n"
        "    h.update(repr(s.outcome()).encode())\n"
        "print(sorted(compiled.LOADED), h.hexdigest())\n"
    )

    def run(env: dict[str, str]) -> str:
        done = subprocess.run(
            [sys.executable, "-c", code],
            env={**os.environ, **env},
            capture_output=True,
            text=True,
            timeout=300,
            check=True,
        )
        return done.stdout.strip()

    interpreted, with_copies = run({"KITTY_COMPILED": "0"}), run({})
    assert interpreted.startswith("[] ")
    assert with_copies.startswith("['bot.games.kitty.tables'] ")
    assert interpreted.split()[-1] == with_copies.split()[-1]
    assert len(hashlib.sha256().hexdigest()) == len(with_copies.split()[-1])
