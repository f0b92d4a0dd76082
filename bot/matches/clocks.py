"""Per-move time limits: the presets `/kitty start time:` offers, the clock of one turn
(stored in the match's meta with the commit that starts the turn) and the queue of
deadlines the clock check pops.

A clock is data, never a timer: the deadline is a time since the epoch stored with the
match, so a restart only reloads it. Pure: no I/O; the time is always passed in.
"""

from __future__ import annotations

import heapq
import itertools
from dataclasses import dataclass, replace
from typing import Any

from bot.core.protocol import State
from bot.matches.models import TIME_KEY, Match
from data.rows import MatchStatus

#: The option holding the table's time per move in seconds (a bot key: not the game's).
#: The meta key holding the clock of the current turn.
CLOCK = "clock"
#: (choice value, words, seconds per move); "none" switches the clock off.
PRESETS: tuple[tuple[str, str, float], ...] = (
    ("2m", "2 minutes", 120.0),
    ("10m", "10 minutes", 600.0),
    ("1h", "1 hour", 3600.0),
    ("1d", "1 day", 86400.0),
    ("3d", "3 days", 3 * 86400.0),
    ("none", "no limit", 0.0),
)
#: The share of the time after which the player to move is reminded once.
REMIND_SHARE = 0.75
#: After a restart, a player whose deadline passed (or is close) while the bot was away
#: gets at least this long — or the whole time per move, when that is shorter.
GRACE = 15 * 60.0
#: What the other players may do when a seat ran out of time. `win` (claim the win) is
#: offered in competitive two-player games; `remove` replaces it at larger tables (an AI
#: plays the seat, the game goes on); `skip` lets the AI play one move for the seat; `ai`
#: lets an AI take over the seat for the rest of the game.
CHOICES = ("win", "skip", "ai", "remove")
#: A member's setting for how reminders reach them, and its values (`channel` by default;
#: a DM that cannot be delivered falls back to the channel).
REMINDERS_SETTING = "reminders"
REMINDERS = ("channel", "dm", "off")
#: Kinds of due entries in the queue.
REMIND, TIMEOUT = "remind", "timeout"


def preset_seconds(value: str | None) -> float:
    """The seconds per move of a preset value ("10m" → 600); 0 for none or unknown."""
    for key, _words, seconds in PRESETS:
        if key == value:
            return seconds
    return 0.0


def limit_of(m: Match) -> float:
    """The match's time per move in seconds (0: untimed; a damaged value reads as 0)."""
    raw = m.options.get(TIME_KEY)
    if isinstance(raw, bool) or not isinstance(raw, (int, float)) or raw <= 0:
        return 0.0
    return float(raw)


@dataclass(frozen=True)
class TurnClock:
    """The clock of the turn that started at `ply`: the human `seats` to act must have
    acted by `deadline`. `reminded`: the reminder went out; `posted`: the time-out
    choices are shown; `autoplay`: seats the AI plays one move for (a skipped turn)."""

    ply: int
    seats: tuple[int, ...]
    started: float
    deadline: float
    reminded: bool = False
    posted: bool = False
    autoplay: tuple[int, ...] = ()

    @property
    def remind_at(self) -> float:
        return self.started + REMIND_SHARE * (self.deadline - self.started)

    def to_json(self) -> dict[str, Any]:
        return {
            "ply": self.ply,
            "seats": list(self.seats),
            "started": self.started,
            "deadline": self.deadline,
            "reminded": self.reminded,
            "posted": self.posted,
            "autoplay": list(self.autoplay),
        }

    @classmethod
    def from_json(cls, data: Any) -> TurnClock | None:
        """The stored clock, or None when it is missing or damaged."""
        if not isinstance(data, dict):
            return None
        try:
            return cls(
                ply=int(data["ply"]),
                seats=tuple(int(s) for s in data["seats"]),
                started=float(data["started"]),
                deadline=float(data["deadline"]),
                reminded=bool(data.get("reminded", False)),
                posted=bool(data.get("posted", False)),
                autoplay=tuple(int(s) for s in data.get("autoplay", [])),
            )
        except (KeyError, TypeError, ValueError):
            return None


def timed_seats(m: Match, state: State[Any]) -> tuple[int, ...]:
    """The seats the clock runs for in `state`: people to act, at a table of at least two
    people (AI seats are never timed; nobody could claim against a lone player)."""
    if sum(1 for s in m.seats if not s.is_ai) < 2 or state.outcome() is not None:
        return ()
    return tuple(sorted(s for s in state.actors() if s < len(m.seats) and not m.seats[s].is_ai))


def new_clock(m: Match, state: State[Any], ply: int, now: float) -> TurnClock | None:
    """The clock of the turn starting at `ply` in `state` (None: nobody is timed)."""
    limit = limit_of(m)
    seats = timed_seats(m, state) if limit else ()
    if not seats:
        return None
    return TurnClock(ply, seats, now, now + limit)


def with_clock(
    meta: dict[str, Any], m: Match, state: State[Any], ply: int, now: float
) -> dict[str, Any]:
    """`meta` with the clock of the turn starting at `ply` (or without one)."""
    out = {k: v for k, v in meta.items() if k != CLOCK}
    c = new_clock(m, state, ply, now)
    if c is not None:
        out[CLOCK] = c.to_json()
    return out


def clock_of(m: Match) -> TurnClock | None:
    """The clock of `m`'s current turn: the stored one for this ply, else (a start or a
    change that did not store one) one counted from the last change, `m.active_at`."""
    if m.status != MatchStatus.ACTIVE or m.state is None or m.damaged or not limit_of(m):
        return None
    stored = TurnClock.from_json(m.meta.get(CLOCK))
    if stored is not None and stored.ply == m.ply:
        return stored
    return new_clock(m, m.state, m.ply, m.active_at)


def late_seats(m: Match, c: TurnClock) -> tuple[int, ...]:
    """The clock's seats that still have to act and are still played by people."""
    if m.state is None:
        return ()
    actors = m.state.actors()
    return tuple(s for s in c.seats if s in actors and not m.seats[s].is_ai)


def choices_for(m: Match) -> tuple[str, ...]:
    """The time-out choices a table offers (see `CHOICES`)."""
    coop = m.state is not None and m.game.is_cooperative(m.state)
    if len(m.seats) == 2 and not coop:
        return ("win", "skip", "ai")
    return ("skip", "remove")


def resumed(c: TurnClock, limit: float, now: float) -> TurnClock | None:
    """After a restart at `now`: the clock restarted at `now` with its deadline giving at
    least the grace period (`GRACE`, or `limit` when shorter), or None when it needs no change (its
    time-out choices were already shown, or enough time is left)."""
    floor = now + min(GRACE, limit)
    if c.posted or c.deadline >= floor:
        return None
    return replace(c, started=now, deadline=floor)  # the reminder comes within the grace


class DeadlineQueue:
    """The upcoming reminders and deadlines of every timed match, earliest first. Entries
    are never removed: one that no longer fits its match (moved on, done) is skipped by
    the caller when popped, so scheduling is O(log n) and a check pops only what is due."""

    def __init__(self) -> None:
        self._heap: list[tuple[float, int, int, int, str]] = []
        self._seq = itertools.count()

    def __len__(self) -> int:
        return len(self._heap)

    def push(self, when: float, match_id: int, ply: int, kind: str) -> None:
        heapq.heappush(self._heap, (when, next(self._seq), match_id, ply, kind))

    def schedule(self, match_id: int, c: TurnClock) -> None:
        """Queue the clock's reminder (unless sent) and its deadline (unless shown)."""
        if not c.reminded:
            self.push(c.remind_at, match_id, c.ply, REMIND)
        if not c.posted:
            self.push(c.deadline, match_id, c.ply, TIMEOUT)

    def due(self, now: float) -> list[tuple[float, int, int, str]]:
        """Pop every entry due at `now`: (when, match id, ply, kind), earliest first."""
        out = []
        heap = self._heap
        while heap and heap[0][0] <= now:
            when, _seq, mid, ply, kind = heapq.heappop(heap)
            out.append((when, mid, ply, kind))
        return out

    def next_due(self) -> float | None:
        return self._heap[0][0] if self._heap else None
