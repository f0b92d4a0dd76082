"""Shared helpers for the AI tests."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.registry import get_game


def needs_engine(key: str) -> Any:
    """Marks a test that needs the engine `key`; an engine that cannot start a game fails
    at collection (every engine is in the tree: a broken one must not hide its tests)."""
    game = get_game(key)
    game.new_state(game.min_players, 1, game.validate_options(game.min_players, {}))
    return pytest.mark.engine(key)
