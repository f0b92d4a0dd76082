"""Refusals of the match service (each a `GameError` whose message is for the user)."""

from __future__ import annotations

from bot.core.errors import GameError


class NotSeatedError(GameError):
    """The user has no seat in this match."""


class LimitError(GameError):
    """A fair-use limit would be exceeded."""


class MoveFailedError(GameError):
    """Applying an accepted kind of move raised unexpectedly; nothing changed."""
