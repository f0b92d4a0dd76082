"""The store's errors (the same whatever the backend), their texts, and a database target
as it may be shown (a URL without its password)."""

from __future__ import annotations

from bot.core.errors import GameError


class ChannelBusyError(GameError):
    """The channel already has an open match."""


class StoreBusyError(GameError):
    """The database stayed locked (or unreachable) for a moment; nothing was written."""


class StoreOpenError(RuntimeError):
    """The database cannot be used. The message is a paragraph for the operator."""


class StoreDataError(RuntimeError):
    """The database refused a value that does not fit its column (PostgreSQL keeps column
    types; SQLite stores what it is given)."""


class StoreIntegrityError(RuntimeError):
    """The database refused a write that breaks one of its rules (a unique index, the
    append-only log). Backends raise it in place of their driver's error."""


BUSY_TEXT = (
    "The game database is busy (another program holds it locked). Nothing changed — "
    "try again in a moment."
)
CHANNEL_BUSY_TEXT = "This channel already has a game. Finish or cancel it first."


def safe_target(url: str) -> str:
    """The URL without its password (for logs and messages)."""
    head, sep, tail = url.partition("@")
    if not sep or ":" not in head.split("//", 1)[-1]:
        return url
    scheme, _, user = head.partition("//")
    return f"{scheme}//{user.split(':', 1)[0]}:***@{tail}"
