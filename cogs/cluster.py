"""The Discord side of clusters (`bot.matches.ownership`, `bot.matches.foreign`).

- `cogs.dm_answers`: the offer's direct message carries the answers as a menu; Discord
  delivers that click on shard 0, whichever cluster serves the match
  (`cogs.controller.foreign`).
- `ClusterPoll`: every `POLL_SECONDS` the owner takes in the moves other processes
  committed on its matches, then posts their boards, sends secrets and wakes the AI —
  announcements of a match stay in the one process that serves it.
"""

from __future__ import annotations

import logging

from discord.ext import commands, tasks

from bot.matches import Match
from cogs.host import KittyHost
from cogs.publisher import Publisher

log = logging.getLogger(__name__)

#: How often a cluster process looks for moves other processes committed on its matches.
POLL_SECONDS = 2.0


class ClusterPoll(commands.Cog):
    """The owner's poll for changes other cluster processes committed."""

    def __init__(self, host: KittyHost, publisher: Publisher) -> None:
        self.host = host
        self.publisher = publisher

    async def cog_load(self) -> None:
        self.poll.start()

    async def cog_unload(self) -> None:
        self.poll.cancel()

    @tasks.loop(seconds=POLL_SECONDS)
    async def poll(self) -> None:
        try:
            await self.take_in()
        except Exception:  # the poll must outlive any one failure (a busy database…)
            log.exception("the cluster poll failed; it runs again in %s s", POLL_SECONDS)

    async def take_in(self) -> list[Match]:
        """Refresh every owned match another process moved, then announce it (the board,
        then secrets and the AI, as after a move made here). Returns the matches."""
        changed = await self.host.service.foreign.refresh_changed()
        for m in changed:
            self.publisher.ensure_announced(m)
        return changed
