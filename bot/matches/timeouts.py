"""Time limits on a running match: the clock check (which reminders and time-outs are
due), the resumption of the clocks after a restart, and the other players' choice once a
seat ran out of time — claim the win, skip the turn (the AI plays one move for the
seat), or let an AI take over the seat (at larger tables: remove the player).

Every change is written under the match's lock before memory follows, like every other
part of the service; the first valid choice wins, a later one is refused as stale.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from typing import Any

from bot.core.errors import GameError, StaleMoveError
from bot.core.play import TIMEOUT as TIMEOUT_ENTRY
from bot.core.play import timed_out
from bot.i18n import said
from bot.matches.clocks import (
    CLOCK,
    REMIND,
    TIMEOUT,
    choices_for,
    clock_of,
    late_seats,
    limit_of,
    resumed,
)
from bot.matches.models import Applied, Match, TurnReport
from bot.matches.tables import Part
from data.rows import MatchStatus

log = logging.getLogger(__name__)

#: Seconds before the clock check tries again to show time-out choices it could not post.
REPOST_AFTER = 60.0


@dataclass(frozen=True)
class Due:
    """A reminder or a time-out the clock check found due: `kind` is `clocks.REMIND` or
    `clocks.TIMEOUT`, for the turn at `ply`, whose late `seats` are named. `late` is how
    many seconds after its time it was found (what the benchmark measures)."""

    match: Match
    ply: int
    kind: str
    seats: tuple[int, ...]
    late: float
    #: When the turn's time runs out.
    deadline: float


@dataclass
class Resolved:
    """What a time-out choice did: the final report of a claimed win, or the seats the
    AI now plays (for one move, or for good)."""

    choice: str
    seats: tuple[int, ...]
    report: TurnReport | None = None


class Timeouts(Part):
    """The clock check and the time-out choices."""

    async def resume_clocks(self) -> int:
        """After loading: queue every timed match's clock; a deadline that passed (or is
        close) while the bot was away moves to give the grace period — a restart never
        times anyone out by itself. The moved deadlines are stored in one transaction
        (should that fail, they still hold in memory: every restart moves them again).
        Returns how many deadlines moved."""
        now = self.tables.clock()
        moved: list[tuple[Match, dict[str, Any]]] = []
        for m in list(self.tables.matches.values()):
            c = clock_of(m)
            later = None if c is None else resumed(c, limit_of(m), now)
            if later is not None:
                moved.append((m, {**m.meta, CLOCK: later.to_json()}))
        try:
            await self.tables.store.update_metas([(m.id, meta) for m, meta in moved])
        except GameError:
            log.warning("%s extended deadlines were not stored; kept in memory", len(moved))
        for m, meta in moved:
            m.meta = meta
        for m in self.tables.matches.values():
            self.tables.schedule_clock(m)
        return len(moved)

    def due_clocks(self) -> list[Due]:
        """Pop the reminders and time-outs due now, each still fitting its match (the
        turn has not moved on, nothing was sent yet, its seats are still late)."""
        now = self.tables.clock()
        out: list[Due] = []
        seen: set[tuple[int, int, str]] = set()
        for when, mid, ply, kind in self.tables.deadlines.due(now):
            if (mid, ply, kind) in seen:
                continue
            seen.add((mid, ply, kind))
            m = self.tables.matches.get(mid)
            if m is None or m.ply != ply or not self.tables.holds_channel(m):
                continue
            c = clock_of(m)
            if c is None or c.ply != ply:
                continue
            if kind == REMIND and (c.reminded or c.posted or now >= c.deadline):
                continue
            if kind == TIMEOUT and (c.posted or now < c.deadline):
                continue  # shown already, or the deadline moved (its own entry is queued)
            seats = late_seats(m, c)
            if seats:
                out.append(Due(m, ply, kind, seats, now - when, c.deadline))
        return out

    async def mark_clock(self, due: Due) -> bool:
        """Remember that `due`'s reminder or time-out choices were shown (so they are not
        shown again). False when the turn moved on meanwhile (nothing written)."""
        m = due.match
        async with m.lock:
            c = clock_of(m)
            if c is None or m.ply != due.ply:
                return False
            done = (
                replace(c, reminded=True)
                if due.kind == REMIND
                else replace(c, reminded=True, posted=True)
            )
            await self.tables.set_meta(m, {**m.meta, CLOCK: done.to_json()})
            return True

    def retry_later(self, due: Due) -> None:
        """Show `due` again at a later check (posting it failed)."""
        self.tables.deadlines.push(
            self.tables.clock() + REPOST_AFTER, due.match.id, due.ply, due.kind
        )

    async def resolve_timeout(self, match_id: int, user_id: int, ply: int, choice: str) -> Resolved:
        """Another player's choice after a time-out at `ply` (`clocks.CHOICES`). Refused
        (changing nothing) when the turn moved on, the time is not up, the clicker does
        not play here or is the late player, or the table does not offer `choice`."""
        m = self.tables.get(match_id)
        async with m.lock:
            state = self.tables.require_playable(m)
            c = clock_of(m)
            if c is None or c.ply != ply or m.ply != ply:
                raise StaleMoveError(said("match-timeout-over"))
            seat = self.tables.seat_for(m, user_id)
            late = late_seats(m, c)
            if not late:
                raise StaleMoveError(said("match-timeout-over"))
            if seat in late:
                raise GameError(said("match-timeout-yours"))
            if m.seats[seat].is_ai:
                raise GameError(said("match-timeout-ai-plays"))
            if self.tables.clock() < c.deadline:
                raise GameError(said("match-timeout-not-yet"))
            if choice not in choices_for(m):
                raise GameError(said("match-timeout-no-choice"))
            if c.autoplay:
                raise StaleMoveError(said("match-timeout-already-chosen"))
            if choice == "win":
                return Resolved(choice, late, await self._claim(m, state, late[0]))
            if choice == "skip":
                skipped = replace(c, posted=True, autoplay=late)
                await self.tables.set_meta(m, {**m.meta, CLOCK: skipped.to_json()})
                return Resolved(choice, late)
            await self._hand_to_ai(m, late)
            return Resolved(choice, late)

    async def _claim(self, m: Match, state: Any, seat: int) -> TurnReport:
        """The win on time: every other seat wins, rated, the reason "time-out"."""
        after = timed_out(state, seat)
        who = m.seat_label(seat)
        text = said("match-timeout-claimed", who=who)
        report = TurnReport(m, [Applied(seat, "time-out", [text], who=who)], state, after)
        report.results = await self.tables.commit(m, [(seat, TIMEOUT_ENTRY, "")], after)
        report.after_ply = m.ply
        return report

    async def _hand_to_ai(self, m: Match, seats: tuple[int, ...]) -> None:
        """The seats become AIs of the table's level for the rest of the game (they keep
        their player's name; the result is then the AI's, not the player's)."""
        level = m.table_level()
        new = list(m.seats)
        for s in seats:
            new[s] = replace(new[s], ai_level=level)
        meta = {k: v for k, v in m.meta.items() if k != CLOCK}  # AI seats are not timed
        await self.tables.store.update_match(
            m.id, expect_status=MatchStatus.ACTIVE, seats=[s.to_json() for s in new], meta=meta
        )
        m.seats, m.meta = new, meta
