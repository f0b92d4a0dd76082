"""Start-up checks of every registered game's data (e.g. Cat and the Tower's card TOML)."""

from __future__ import annotations

from bot.core.registry import all_games


def validate_all_games() -> None:
    """Load every game and run its `validate_data()` if it has one; raises on bad data."""
    for game in all_games():
        check = getattr(game, "validate_data", None)
        if callable(check):
            check()
