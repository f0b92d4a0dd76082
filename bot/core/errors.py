"""The errors a game or a match can raise, as precise `ValueError` subclasses.

Every one of them carries a message written for the player: a `Said` (a catalogue key and
its arguments, see `bot.i18n`) that the cogs say in the reader's language, ephemerally, and
nothing changes. `str(error)` is the English text (logs, the command-line tools).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from bot.i18n import Said

T = TypeVar("T")


class GameError(ValueError):
    """Base class of every error a player can cause.

    Raise it with a `Said` (`IllegalMoveError(said("towers-no-stack", cell=name))`);
    a plain string is kept for texts no player reads (a damaged row in the logs)."""

    def __init__(self, message: Said | str = "", *args: object) -> None:
        self.said: Said | None = message if isinstance(message, Said) else None
        super().__init__(str(message), *args)

    def text(self, lang: str) -> str:
        """This error's message in `lang` (as written when it was raised with a string)."""
        return self.said.text(lang) if self.said is not None else str(self)


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
