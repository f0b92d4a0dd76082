"""Shared helpers for the AI tests."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.registry import get_game


def engine_ready(key: str) -> bool:
    """True when the engine `key` is in the tree and can start a game."""
    try:
        game = get_game(key)
        game.new_state(game.min_players, 1, game.validate_options(game.min_players, {}))
    except Exception:  # an engine still being written counts as absent
        return False
    return True


def needs_engine(key: str) -> Any:
    """Marks a test that needs the engine `key`. Every engine is in the tree now, so this
    no longer skips: a broken engine must fail these tests, not hide them."""
    assert engine_ready(key), f"the {key} engine cannot start a game"
    return pytest.mark.engine(key)
