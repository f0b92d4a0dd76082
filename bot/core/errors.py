"""The errors a game or a match can raise, as precise `ValueError` subclasses.

Every one of them carries a message written for the player: the cogs show it as it is,
ephemerally, and nothing changes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


class GameError(ValueError):
    """Base class of every error a player can cause."""


class InvalidMoveError(GameError):
    """The move text cannot be parsed at all."""


class IllegalMoveError(GameError):
    """The move parses but is not legal in the current position."""


class NotYourTurnError(GameError):
    """A seated player tried to act while it is someone else's turn."""


class StaleMoveError(GameError):
    """The action refers to a position that has already moved on (an old board's button)."""


class PositionError(GameError):
    """A position (JSON) or a stored snapshot is malformed or impossible."""


class OptionError(GameError):
    """A match option is unknown or out of range."""


def decoded(decode: Callable[[], T], malformed: str, errors: tuple[type[Exception], ...]) -> T:
    """What `decode()` returns. A `PositionError` it raises goes on unchanged; one of
    `errors` (a malformed field that a reader did not name) becomes
    `PositionError(f"{malformed}: {exc}")`, without the traceback; anything else goes on."""
    try:
        return decode()
    except PositionError:
        raise
    except errors as exc:
        raise PositionError(f"{malformed}: {exc}") from None
