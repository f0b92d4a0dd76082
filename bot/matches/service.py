"""The match service: the one place where an engine, the store and the AI meet.

It keeps every open match in memory (loaded from the store at start-up), serialises the
actions on each match with a lock, and commits every accepted action (with the forced moves
the bot plays after it) before returning, so a reply is never sent for a move that is not
saved. Memory changes only after the store's write committed: a failed write leaves the
match exactly as the database has it. Discord is not imported here: the cogs turn the
reports into messages.

`MatchService` is assembled from one part per concern, each over `Tables` (the matches in
memory, their lookups and the commit): `loading` (with `foreign`: matches another cluster
process changed), `lobby`, `turns`, `endings`, `lifecycle`, `notices`, `takeback`
(takebacks with consent), `rematch` and `timeouts` (time limits per move).
"""

from __future__ import annotations

from bot.matches.endings import Endings
from bot.matches.errors import LimitError, MoveFailedError, NotSeatedError
from bot.matches.foreign import Foreign
from bot.matches.lifecycle import Lifecycle
from bot.matches.lobby import Lobby
from bot.matches.models import Match
from bot.matches.notices import Notices
from bot.matches.rematch import Rematches
from bot.matches.tables import DAMAGED_TEXT
from bot.matches.takeback import Takebacks
from bot.matches.timeouts import Timeouts
from bot.matches.turns import Turns


class MatchService(
    Foreign, Rematches, Lobby, Turns, Endings, Takebacks, Lifecycle, Notices, Timeouts
):
    """Lobbies, seats, turns. Every public coroutine raises a `GameError` subclass with a
    message for the user when the request cannot be honoured, and then changes nothing."""

    async def load_all(self) -> list[Match]:
        """Load the open matches (`Loading.load_all`), then resume their clocks
        (`Timeouts.resume_clocks`: a restart never times anyone out by itself)."""
        loaded = await super().load_all()
        await self.resume_clocks()
        return loaded


__all__ = ["DAMAGED_TEXT", "LimitError", "MatchService", "MoveFailedError", "NotSeatedError"]
