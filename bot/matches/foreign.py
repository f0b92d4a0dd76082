"""Matches served by another cluster process (see `bot.matches.ownership`).

A process holds in memory only the matches of its own shards. An interaction that Discord
delivers elsewhere — a button in a direct message arrives on shard 0 — is served from
the shared store: the match is read fresh, the move is decided and committed under the
store's per-match lock with the ply guard (so two processes never commit the same ply),
and nothing of it stays in memory. The owner notices such a change by a version check
(`refresh`: the stored ply is ahead of memory) — before a move, and in a periodic poll
(`refresh_changed`), after which it posts the board and wakes the AI as for its own moves.
"""

from __future__ import annotations

import logging

from bot.core.errors import GameError, StaleMoveError
from bot.i18n import said
from bot.matches.loading import damaged_match, load_row
from bot.matches.models import Match, TurnReport
from bot.matches.ownership import owns
from bot.matches.tables import Tables
from bot.matches.turns import Turns
from data.rows import MatchStatus
from data.store import DamagedRow

log = logging.getLogger(__name__)


class Foreign:
    """Serving and noticing changes made by other cluster processes (over the shared
    `Tables`; a move in a foreign match is checked and applied by `Turns`)."""

    def __init__(self, tables: Tables, turns: Turns) -> None:
        self.tables = tables
        self.turns = turns

    def owns_match(self, m: Match) -> bool:
        """This process serves `m` (always, without a cluster)."""
        return owns(self.tables.ownership, m.guild_id)

    def owns_id(self, match_id: int) -> bool:
        """`match_id` is a match this process holds in memory and serves."""
        m = self.tables.matches.get(match_id)
        return m is not None and self.owns_match(m)

    async def load_fresh(self, match_id: int) -> Match:
        """The match as the store has it now, not kept in memory. A damaged row comes
        back as a damaged match (every action on it is refused with the reason)."""
        row = await self.tables.store.load_match(match_id)
        if row is None:
            raise StaleMoveError(said("match-gone"))
        if isinstance(row, DamagedRow):
            return damaged_match(row)
        return await load_row(self.tables.store, row)

    async def play_foreign(
        self, match_id: int, user_id: int, text: str, *, expected_ply: int
    ) -> TurnReport:
        """The user's move in a match another process serves, committed from the store's
        current copy (under the store's match lock, guarded by `expected_ply`). The owner
        shows the board; the caller only answers the user."""
        async with self.tables.store.match_lock(match_id):
            m = await self.load_fresh(match_id)
            if m.status != MatchStatus.ACTIVE:
                self.tables.require_intact(m)
                raise StaleMoveError(said("match-over"))
            if m.ply != expected_ply:
                raise StaleMoveError(said("match-moved-on-since-message"))
            seat, move = self.turns.check_move(m, user_id, text)
            return await self.turns.play_checked(m, seat, move)

    async def refresh(self, m: Match) -> bool:
        """Version check of an owned match: when another process committed a newer ply,
        take the stored match into memory (same `Match` object). True when it changed."""
        if self.tables.ownership is None or m.damaged:
            return False
        async with m.lock:
            return await self._refresh_locked(m)

    async def refresh_changed(self) -> list[Match]:
        """Every owned match whose stored ply is ahead of memory, refreshed (the periodic
        poll: another process committed a move on it)."""
        cluster = self.tables.ownership
        if cluster is None:
            return []
        out = []
        plies = await self.tables.store.moved_since_shown(cluster.shard_count, cluster.shard_ids)
        for match_id, ply in plies:
            m = self.tables.matches.get(match_id)
            if m is not None and ply > m.ply and await self.refresh(m):
                out.append(m)
        return out

    async def _refresh_locked(self, m: Match) -> bool:
        row = await self.tables.store.load_match(m.id)
        if row is None or isinstance(row, DamagedRow) or row.ply <= m.ply:
            return False
        try:
            fresh = await load_row(self.tables.store, row)
        except GameError:  # load_row marks a bad row damaged; this is belt and braces
            log.exception("match %s: the newer stored copy could not be loaded", m.id)
            return False
        log.info("match %s: ply %s → %s committed by another process", m.id, m.ply, fresh.ply)
        m.state, m.ply, m.status, m.meta = fresh.state, fresh.ply, fresh.status, fresh.meta
        m.damaged, m.announced_ply = fresh.damaged, max(m.announced_ply, fresh.announced_ply)
        m.board_message_id = fresh.board_message_id or m.board_message_id
        m.old_boards = list(fresh.old_boards)
        m.active_at = fresh.active_at
        if m.status != MatchStatus.ACTIVE:
            self.tables.close(m, forget=False)
        else:
            self.tables.schedule_clock(m)  # the other process stored the new turn's deadline
        return True
