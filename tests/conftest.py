"""Suite-wide switches.

Tests marked `@pytest.mark.slow` (long seeded sweeps) are skipped unless asked for, so the
default run stays short: run them with `pytest --runslow` or `KITTY_SLOW=1 pytest`."""

from __future__ import annotations

import os

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--runslow",
        action="store_true",
        default=False,
        help="also run the tests marked slow (or set KITTY_SLOW=1)",
    )


def slow_enabled(config: pytest.Config) -> bool:
    """Whether the slow tests run in this session."""
    return bool(config.getoption("--runslow")) or os.environ.get("KITTY_SLOW", "") not in ("", "0")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if slow_enabled(config):
        return
    skip = pytest.mark.skip(reason="slow: run with --runslow or KITTY_SLOW=1")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
