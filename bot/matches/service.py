"""The match service: the one place where an engine, the store and the AI meet.

It keeps every open match in memory (loaded from the store at start-up), serialises the
actions on each match with a lock, and commits every accepted action (with the forced moves
the bot plays after it) before returning, so a reply is never sent for a move that is not
saved. Memory changes only after the store's write committed: a failed write leaves the
match exactly as the database has it. Discord is not imported here: the cogs turn the
reports into messages.

`MatchService` holds one part per concern, each over the same `Tables` (the matches in
memory, their lookups and guards, and the commit), and is called through them:
`service.lobby.join(...)`, `service.turns.play(...)`. The parts: `tables`, `loading`
(start-up), `foreign` (matches another cluster process changed), `lobby`, `rematches`,
`turns`, `endings`, `takebacks` (takebacks with consent), `lifecycle` (cancel, expiry),
`notices` (what was announced) and `timeouts` (time limits per move).
"""

from __future__ import annotations

from typing import Unpack

from bot.matches.endings import Endings
from bot.matches.errors import LimitError, MoveFailedError, NotSeatedError
from bot.matches.foreign import Foreign
from bot.matches.lifecycle import Lifecycle
from bot.matches.loading import Loading
from bot.matches.lobby import Lobby
from bot.matches.models import Match
from bot.matches.rematch import Rematches
from bot.matches.tables import DAMAGED_TEXT, Notices, Tables, TableSettings
from bot.matches.takeback import Takebacks
from bot.matches.timeouts import Timeouts
from bot.matches.turns import Turns
from data.store import Store


class MatchService:
    """Lobbies, seats, turns — through its parts (see the module). Every public coroutine
    of a part raises a `GameError` subclass with a message for the user when the request
    cannot be honoured, and then changes nothing."""

    def __init__(self, store: Store, **settings: Unpack[TableSettings]) -> None:
        """The service over `store`; `settings` are those of `Tables`."""
        tables = Tables(store, **settings)
        self.tables = tables
        #: The store (the same as `tables.store`).
        self.store = store
        #: Every match in memory by id (the same dict as `tables.matches`).
        self.matches = tables.matches
        self.loading = Loading(tables)
        self.lobby = Lobby(tables)
        self.rematches = Rematches(self.lobby)
        self.turns = Turns(tables)
        self.foreign = Foreign(tables, self.turns)
        self.endings = Endings(tables)
        self.takebacks = Takebacks(tables)
        self.lifecycle = Lifecycle(tables)
        self.notices = Notices(tables)
        self.timeouts = Timeouts(tables)

    def get(self, match_id: int) -> Match:
        """The match `match_id` (`Tables.get`)."""
        return self.tables.get(match_id)

    def in_channel(self, channel_id: int) -> Match | None:
        """The open match of a channel, if any (`Tables.in_channel`)."""
        return self.tables.in_channel(channel_id)

    async def load_all(self) -> list[Match]:
        """Load the open matches (`Loading.load_all`), then resume their clocks
        (`Timeouts.resume_clocks`: a restart never times anyone out by itself)."""
        loaded = await self.loading.load_all()
        await self.timeouts.resume_clocks()
        return loaded


__all__ = ["DAMAGED_TEXT", "LimitError", "MatchService", "MoveFailedError", "NotSeatedError"]
