"""The open tables in memory: every match by id and by channel, the lookups and guards
every part of the service uses, the one way a change of a match is committed (`Tables`),
and what the channel and the players were shown of it (`Notices`).

Memory follows the store: each method here changes a `Match` only after its write to the
store committed, so a failed write leaves the match exactly as the database has it — with
one exception: a replaced board's removal is known in memory first and stored with the
next board (`Notices.boards_removed`).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import random
import time
from collections.abc import Callable
from concurrent.futures import Executor
from typing import Any, TypedDict

from bot.core.errors import GameError, StaleMoveError
from bot.core.protocol import Ended, MoveChoice, State
from bot.core.registry import AnyGame
from bot.i18n import said
from bot.matches.clocks import DeadlineQueue, clock_of, with_clock
from bot.matches.errors import NotSeatedError
from bot.matches.limits import Limits
from bot.matches.models import Match, Seat
from bot.matches.ownership import Cluster
from bot.records.finish import recorder
from bot.records.record import result_of
from data.records import SeatResult
from data.rows import OPEN_STATUSES, MatchStatus
from data.store import Store

#: A log entry about to be written: (seat, kind, move notation).
Entry = tuple[int | None, str, str]

#: Meta keys of open requests that lapse when the game changes (an end offer, a takeback).
LAPSING_META = ("end_offer", "takeback")

#: The refusal of every action on a damaged match (`reason`: the technical cause).
DAMAGED_TEXT = "match-damaged"
#: The version of the stored snapshot's format (`snapshot_of`; read back by
#: `bot.matches.replay.trusted_snapshot`).
SNAPSHOT_VERSION = 2


def snapshot_of(
    game: AnyGame, state: State[Any], ply: int, last: tuple[str, str] | None
) -> dict[str, Any]:
    """The stored snapshot of `state` after `ply` log entries, the last of which is `last`
    (kind, move), written with every commit. A game ended from outside the rules
    (resignation, agreement) stores the position it ended in; the outcome goes in the
    result column."""
    inner = state.inner if isinstance(state, Ended) else state
    return {
        "v": SNAPSHOT_VERSION,
        "ply": ply,
        "last": None if last is None else list(last),
        "state": game.encode_state(inner),
    }


class TableSettings(TypedDict, total=False):
    """The settings `Tables` (and so `MatchService`) takes besides its store."""

    seed_factory: Callable[[], int] | None
    apply_executor: Executor | None
    limits: Limits | None
    clock: Callable[[], float]


class Tables:
    """The matches held in memory, over the store that holds their durable copy. Every
    part of the service holds the same `Tables` (see `Part`)."""

    def __init__(
        self,
        store: Store,
        *,
        seed_factory: Callable[[], int] | None = None,
        apply_executor: Executor | None = None,
        limits: Limits | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self.matches: dict[int, Match] = {}
        self.by_channel: dict[int, int] = {}
        self.seed_factory = seed_factory or (lambda: random.SystemRandom().randrange(1, 2**31))
        #: Where heavy games apply their moves and replay their logs (None: the default).
        self.apply_executor = apply_executor
        #: The shards this process serves (`bot.matches.ownership`); None: every match.
        self.ownership: Cluster | None = None
        self.limits = limits or Limits()
        #: Seconds since the epoch (tests inject their own clock).
        self.clock = clock
        #: Lobby creation: the limits are checked and used at once.
        self.open_lock = asyncio.Lock()
        #: Legal moves offered per (match, ply, seat) (see `Turns.move_choices`).
        self.choices_cache: dict[tuple[int, int, int], list[MoveChoice]] = {}
        #: Upcoming reminders and deadlines of the timed matches (`bot.matches.clocks`).
        self.deadlines = DeadlineQueue()

    # ----- lookups ------------------------------------------------------------------
    def in_channel(self, channel_id: int) -> Match | None:
        """The open (lobby or running) match of a channel, if any."""
        mid = self.by_channel.get(channel_id)
        return None if mid is None else self.matches.get(mid)

    def get(self, match_id: int) -> Match:
        """The match `match_id`; `StaleMoveError` once it is closed and forgotten."""
        m = self.matches.get(match_id)
        if m is None:
            raise StaleMoveError(said("match-gone"))
        return m

    def require_channel_match(self, channel_id: int) -> Match:
        m = self.in_channel(channel_id)
        if m is None:
            raise GameError(said("match-no-game-here"))
        return m

    def require_intact(self, m: Match) -> None:
        """Refuse a damaged match (with the reason and what a moderator can do)."""
        if m.damaged:
            raise GameError(said(DAMAGED_TEXT, reason=m.damaged))

    def require_playable(self, m: Match) -> State[Any]:
        """The running state of an intact, started, unfinished match; else `GameError`."""
        self.require_intact(m)
        if m.status == MatchStatus.LOBBY:
            raise GameError(said("match-not-started"))
        if m.status != MatchStatus.ACTIVE or m.state is None:
            raise GameError(said("match-over"))
        return m.state

    def seat_for(self, m: Match, user_id: int) -> int:
        """The user's seat; `NotSeatedError` when they do not play in `m`."""
        seat = m.seat_of(user_id)
        if seat is None:
            raise NotSeatedError(said("match-not-playing"))
        return seat

    def holds_channel(self, m: Match) -> bool:
        """`m` is the open match of its channel."""
        return self.by_channel.get(m.channel_id) == m.id

    def open(self, m: Match) -> None:
        """Take a loaded or new match into memory (an open one also holds its channel)."""
        self.matches[m.id] = m
        if m.status in OPEN_STATUSES:
            self.by_channel[m.channel_id] = m.id

    def close(self, m: Match, *, forget: bool = True) -> None:
        """Free the channel for a new match; `forget` also drops the match from memory."""
        if self.holds_channel(m):
            del self.by_channel[m.channel_id]
        if forget:
            self.matches.pop(m.id, None)

    def schedule_clock(self, m: Match) -> None:
        """Queue the reminder and deadline of `m`'s current turn (if it is timed) — only
        for a match this process holds (a move committed for another cluster process's
        match leaves its clock to that process)."""
        c = clock_of(m) if m.timed else None
        if c is not None and self.matches.get(m.id) is m:
            self.deadlines.schedule(m.id, c)

    # ----- writes -------------------------------------------------------------------
    async def change_seats(self, m: Match, seats: list[Seat]) -> Match:
        """Write the new seat list (guarded: still a lobby), then take it into memory."""
        await self.store.update_match(
            m.id, expect_status=MatchStatus.LOBBY, seats=[s.to_json() for s in seats]
        )
        m.seats = seats
        return m

    async def set_meta(self, m: Match, meta: dict[str, Any]) -> None:
        await self.store.update_match(m.id, meta=meta)
        m.meta = meta

    async def commit(self, m: Match, entries: list[Entry], state: State[Any]) -> list[SeatResult]:
        """Append `entries` to the log and store the snapshot of `state` in one transaction
        guarded by the match's ply, then take the new state into memory. A finishing commit
        also writes each seat's result and rating in the same transaction (returned; empty
        while the game goes on). An open end offer or takeback request lapses with any
        commit."""
        outcome = state.outcome()
        status = MatchStatus.ACTIVE if outcome is None else MatchStatus.FINISHED
        now = self.clock()
        new_ply = m.ply + len(entries)
        kept = {k: v for k, v in m.meta.items() if k not in LAPSING_META}
        meta = with_clock(kept, m, state, new_ply, now) if m.timed else kept
        _seat, kind, text = entries[-1]
        snapshot = snapshot_of(m.game, state, new_ply, (kind, text))
        rated: list[SeatResult] = []
        extra = None
        if outcome is not None and m.guild_id is not None:
            seats = [(s.user_id, s.ai_level, s.name) for s in m.seats]
            extra = recorder(m.id, m.guild_id, m.game, state, outcome, seats, rated)
        await self.store.record_moves(
            m.id,
            m.ply,
            entries,
            snapshot,
            status=status,
            result=None if outcome is None else result_of(outcome),
            meta=meta,
            extra=extra,
        )
        m.ply, m.state, m.status, m.meta = new_ply, state, status, meta
        m.active_at = now
        self.schedule_clock(m)
        if status == MatchStatus.FINISHED:
            self.close(m, forget=False)  # old buttons still answer until the bot restarts
        return rated


class Part:
    """One concern of the match service, over the service's shared `Tables`."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables


class Notices(Part):
    """What the channel and the players were shown (stored with the match): the lobby and
    board messages, the newest announced ply, the replaced boards still to remove, and each
    seat's secret as last sent by DM. The Discord layer sends; this remembers, so every
    committed change is announced once and a closed DM is not retried."""

    def unannounced(self) -> list[Match]:
        """Matches whose newest committed ply has no board in the channel yet."""
        return [
            m
            for m in self.tables.matches.values()
            if not m.damaged and m.state is not None and m.announced_ply < m.ply
        ]

    def secrets_to_send(self, m: Match) -> list[tuple[int, Any]]:
        """(seat, secret) for every human seat whose secret changed since it was last sent
        and whose DMs are not closed."""
        if m.state is None or m.damaged:
            return []
        sent = m.meta.get("secret_sent", {})
        failed = set(m.meta.get("dm_failed", []))
        out = []
        for seat, s in enumerate(m.seats):
            if s.is_ai or seat in failed:
                continue
            secret = m.game.view(m.state, seat).get("secret")
            if secret and sent.get(str(seat)) != digest(secret):
                out.append((seat, secret))
        return out

    async def mark_secret(self, m: Match, seat: int, secret: Any, *, closed: bool = False) -> None:
        """Remember that `secret` reached `seat` — or, with `closed`, that the seat does not
        accept DMs (it is not tried again; `/kitty cards` shows the cards)."""
        sent = dict(m.meta.get("secret_sent", {}))
        sent[str(seat)] = digest(secret)
        meta = {**m.meta, "secret_sent": sent}
        if closed:
            meta["dm_failed"] = sorted(set(m.meta.get("dm_failed", [])) | {seat})
        await self.tables.set_meta(m, meta)

    async def add_old_boards(self, m: Match, message_ids: list[int]) -> None:
        """Boards of `m` found in the channel that are not its current one (e.g. posted just
        before a crash, never recorded): they are to be removed like any replaced board."""
        old = sorted(set(m.old_boards) | set(message_ids) - {m.board_message_id})
        if old != m.old_boards:
            await self.tables.store.update_match(m.id, old_boards=old)
            m.old_boards = old

    async def boards_removed(self, m: Match, message_ids: list[int], *, store: bool) -> None:
        """These old boards no longer show live buttons (deleted, gone, or stripped): they
        leave `m.old_boards` at once. With `store` the list is written now; without, the
        store learns it with the next board (`mark_announced` writes `old_boards` in its
        one statement anyway), so a move costs no write for its replaced board. Until then
        the stored list may still name a removed board: removing it again after a restart
        finds it gone (harmless)."""
        left = [i for i in m.old_boards if i not in set(message_ids)]
        if left != m.old_boards:
            if store:
                await self.tables.store.update_match(m.id, old_boards=left)
            m.old_boards = left

    async def set_lobby_message(self, m: Match, message_id: int) -> None:
        await self.tables.store.update_match(m.id, lobby_message_id=message_id)
        m.lobby_message_id = message_id

    async def mark_announced(self, m: Match, ply: int, message_id: int | None) -> None:
        """The board of `ply` is now shown as `message_id` (the mark never goes back). A new
        board message replaces the previous one, which joins `old_boards` (stored in the
        same statement) until the channel no longer shows it (`boards_removed`); a new
        message for a ply older than the shown one is itself an old board. The stored list
        is `m.old_boards` as it is now (without the boards removed since the last write)
        plus the retired board."""
        retired: int | None = None
        if message_id is not None:
            if ply < m.announced_ply:
                retired = message_id
            elif m.board_message_id != message_id:
                retired = m.board_message_id
        old = None if retired is None else sorted({*m.old_boards, retired})
        await self.tables.store.mark_announced(m.id, ply, message_id, old)
        if old is not None:
            m.old_boards = old
        if ply >= m.announced_ply:
            m.announced_ply = ply
            if message_id is not None:
                m.board_message_id = message_id
        if m.status == MatchStatus.FINISHED and m.announced_ply >= m.ply:
            self.tables.close(m, forget=False)


def digest(secret: Any) -> str:
    """A short fingerprint of a secret (JSON), to tell whether it changed."""
    return hashlib.sha256(json.dumps(secret, sort_keys=True).encode()).hexdigest()[:16]
