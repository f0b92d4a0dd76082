"""The match service: the one place where an engine, the store and the AI meet.

It keeps every open match in memory (loaded from the store at start-up), serialises the
actions on each match with a lock, and commits every accepted action (with the forced moves
the bot plays after it) before returning, so a reply is never sent for a move that is not
saved. Memory changes only after the store's write committed: a failed write leaves the
match exactly as the database has it. Discord is not imported here: the cogs turn the
reports into messages.

`MatchService` is assembled from one part per concern, each over `Tables` (the matches in
memory, their lookups and the commit): `loading` (with `foreign`: clusters), `lobby`, `turns`, `endings`,
`lifecycle` and `notices`.
"""

from __future__ import annotations

from bot.matches.endings import Endings
from bot.matches.errors import LimitError, MoveFailedError, NotSeatedError
from bot.matches.foreign import Foreign
from bot.matches.lifecycle import Lifecycle
from bot.matches.lobby import Lobby
from bot.matches.notices import Notices
from bot.matches.tables import DAMAGED_TEXT
from bot.matches.turns import Turns


class MatchService(Foreign, Lobby, Turns, Endings, Lifecycle, Notices):
    """Lobbies, seats, turns. Every public coroutine raises a `GameError` subclass with a
    message for the user when the request cannot be honoured, and then changes nothing."""


__all__ = ["DAMAGED_TEXT", "LimitError", "MatchService", "MoveFailedError", "NotSeatedError"]
