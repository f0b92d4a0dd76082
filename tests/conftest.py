"""Suite-wide switches: the tiers of the suite.

- `pytest` (what CI and the README run) runs everything but the sweeps, on two worker
  processes (pytest-xdist, `-n 2` in pyproject's `addopts`; `-n 0` runs in one process).
- `pytest -m "not slow"` is the quick tier for the edit-test loop: it leaves out the tests
  marked `slow` — every test of the folders in `SLOW_FOLDERS` (the real bot against
  SimCord, several bot processes) and long single tests marked by hand.
- Tests marked `@pytest.mark.sweep` (long seeded sweeps, minutes of CPU) are skipped unless
  asked for: `pytest --sweeps` or `KITTY_SWEEPS=1 pytest`."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

#: Folders whose every test is `slow` (left out of the quick tier).
SLOW_FOLDERS = ("e2e", "cluster")

_TESTS = Path(__file__).resolve().parent


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--sweeps",
        action="store_true",
        default=False,
        help="also run the long seeded sweeps, marked sweep (or set KITTY_SWEEPS=1)",
    )


def sweeps_enabled(config: pytest.Config) -> bool:
    """Whether the sweeps run in this session."""
    return bool(config.getoption("--sweeps")) or os.environ.get("KITTY_SWEEPS", "") not in (
        "",
        "0",
    )


def in_slow_folder(path: Path) -> bool:
    """Whether the test file `path` lies in one of `SLOW_FOLDERS`."""
    try:
        parts = path.resolve().relative_to(_TESTS).parts
    except ValueError:
        return False
    return bool(parts) and parts[0] in SLOW_FOLDERS


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark the tests of `SLOW_FOLDERS` slow, skip the sweeps unless asked for, and put the
    files holding slow tests first (each keeps its order): the two workers start on the
    longest files and the short ones fill in at the end, instead of one long file running
    alone last."""
    skip = pytest.mark.skip(reason="sweep: run with --sweeps or KITTY_SWEEPS=1")
    sweeps = sweeps_enabled(config)
    slow_files: set[Path] = set()
    for item in items:
        if in_slow_folder(item.path):
            item.add_marker(pytest.mark.slow)
        if not sweeps and "sweep" in item.keywords:
            item.add_marker(skip)
        elif "slow" in item.keywords:
            slow_files.add(item.path)
    items.sort(key=lambda item: item.path not in slow_files)


@pytest.fixture
def pseudo_german() -> Iterator[str]:
    """German is the wrapped pseudo-language for this test (bot/i18n/pseudo.py): a member
    with Discord locale "de" (tests/locales.py `speak`) or a server set to "de" reads
    English wrapped in ⟦ ⟧, and `pseudo.leftover` shows any text code wrote itself."""
    from bot.i18n import pseudo

    yield pseudo.install("de")
    pseudo.uninstall("de")
