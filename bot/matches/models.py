"""Value types of the match service: seats, matches and what a turn did; and how pictures
name the seats (`picture_name`, `with_players`): the application's words, never a game's."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.core.protocol import Outcome, State
from bot.core.registry import AnyGame
from bot.core.views import View
from bot.i18n import Said, said
from data.records import SeatResult
from data.rows import MatchStatus

AI_LEVELS = ("easy", "medium", "hard")
#: The stored option holding a table's time per move in seconds (`bot.matches.clocks`).
TIME_KEY = "_time"
#: The one seat option stored before games declared their seat options (Cat and the
#: Tower's hand): a seat stored with it at the top level keeps it as the seat option of
#: this name.
LEGACY_SEAT_OPTION = "difficulty"


@dataclass
class Seat:
    """A seat at the table: a Discord user, or an AI at a level. `options` holds the
    seat's picks of the game's declared seat options (`GameCaps.seat_options`), by name."""

    name: str
    user_id: int | None = None
    ai_level: str | None = None
    options: dict[str, str] = field(default_factory=dict)

    @property
    def is_ai(self) -> bool:
        return self.ai_level is not None

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "user_id": self.user_id,
            "ai": self.ai_level,
            "options": dict(self.options),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Seat:
        """The seat stored as `data`. A seat stored before seat options were declared
        keeps its hand: the old top-level key becomes that seat option."""
        raw = data.get("options")
        if raw is None:
            old = data.get(LEGACY_SEAT_OPTION)
            raw = {} if old is None else {LEGACY_SEAT_OPTION: old}
        if not isinstance(raw, dict):
            raise TypeError("a seat's options are not an object")
        return cls(
            name=str(data["name"]),
            user_id=None if data.get("user_id") is None else int(data["user_id"]),
            ai_level=None if data.get("ai") is None else str(data["ai"]),
            options={str(k): str(v) for k, v in raw.items()},
        )


@dataclass
class Match:
    """An open or finished match held in memory (the store holds the durable copy)."""

    id: int
    game: AnyGame
    guild_id: int | None
    channel_id: int
    host_id: int
    seed: int
    options: dict[str, Any]
    requested_players: int | None
    status: MatchStatus
    seats: list[Seat]
    state: State[Any] | None = None
    ply: int = 0
    lobby_message_id: int | None = None
    board_message_id: int | None = None
    meta: dict[str, Any] = field(default_factory=dict)
    damaged: str | None = None
    #: The ply of the newest board shown in the channel (behind `ply` until it is posted).
    announced_ply: int = 0
    #: Board messages this match replaced whose removal is not confirmed yet (stored).
    old_boards: list[int] = field(default_factory=list)
    #: Seconds since the epoch: when the table opened, and when it last changed by a move
    #: (or was started).
    opened_at: float = 0.0
    active_at: float = 0.0
    lock: asyncio.Lock = field(default_factory=asyncio.Lock, repr=False)
    #: The state whose channel view is `_view` (see `channel_view`).
    _view_of: State[Any] | None = field(default=None, init=False, repr=False, compare=False)
    _view: View | None = field(default=None, init=False, repr=False, compare=False)

    def seat_of(self, user_id: int) -> int | None:
        for i, s in enumerate(self.seats):
            if s.user_id == user_id:
                return i
        return None

    def seat_label(self, seat: int) -> Said | str:
        """ "Alice (Yellow)" — the seat's player and colour, said in the reader's language
        (just the name when the game has no colour for the seat)."""
        s = self.seats[seat]
        colour = self.game.seat_name(self.colour_index(seat))
        who = f"🤖 {s.name}" if s.is_ai else s.name
        return said("match-seat-label", name=who, colour=colour) if str(colour) else who

    @property
    def timed(self) -> bool:
        """The table was opened with a time per move (`bot.matches.clocks` reads it): an
        untimed table skips every clock."""
        return bool(self.options.get(TIME_KEY))

    def picture_names(self) -> list[str]:
        """Who sits in each seat as pictures name them (see `View.player_names`)."""
        return [picture_name(s.name, s.ai_level) for s in self.seats]

    def colour_index(self, seat: int) -> int:
        """The index into the game's seat names for `seat` (games may swap, e.g. the pie rule)."""
        if self.state is not None:
            names = self._seat_names(self.state)
            if names is not None and seat < len(names):
                try:
                    return list(self.game.seat_names).index(names[seat])
                except ValueError:
                    pass
        return seat

    def _seat_names(self, state: State[Any]) -> list[Any] | None:
        """The "seat_names" of `state`'s channel view (None when it has none)."""
        names = self.channel_view(state).get("seat_names")
        return names if isinstance(names, list) else None

    def channel_view(self, state: State[Any]) -> View:
        """The game's public view of `state` (no player names; see `Publisher.public_view`).
        States are values, so the view of the newest state asked for is kept: the board,
        its caption and the colour of every label share one."""
        if self._view_of is not state or self._view is None:
            self._view = self.game.view(state, None)
            self._view_of = state
        return self._view

    def mention(self, seat: int) -> str:
        s = self.seats[seat]
        return f"<@{s.user_id}>" if s.user_id is not None else f"**{s.name}**"

    def outcome(self) -> Outcome | None:
        return None if self.state is None else self.state.outcome()

    @property
    def ai_only(self) -> bool:
        """Every seat is an AI (a table people only watch)."""
        return bool(self.seats) and all(s.is_ai for s in self.seats)

    def ai_actors(self) -> list[int]:
        """AI seats that may act now (and seats whose timed-out turn the AI plays)."""
        if self.state is None or self.status != MatchStatus.ACTIVE:
            return []
        skipped = self.skipped_seats()
        return sorted(s for s in self.state.actors() if self.seats[s].is_ai or s in skipped)

    def skipped_seats(self) -> list[int]:
        """Seats whose turn was skipped after a time-out: the AI plays this one move for
        them (stored with the turn's clock, see `bot.matches.clocks`)."""
        c = self.meta.get("clock")
        if not isinstance(c, dict) or c.get("ply") != self.ply:
            return []
        raw = c.get("autoplay")
        return [s for s in raw if isinstance(s, int)] if isinstance(raw, list) else []

    def table_level(self) -> str:
        """The table's AI level: the first AI seat's, else "medium"."""
        for s in self.seats:
            if s.ai_level in AI_LEVELS:
                return s.ai_level
        return "medium"

    def ai_level_of(self, seat: int) -> str:
        """The level the AI plays `seat` at: its own, else the table's (a skipped turn)."""
        return self.seats[seat].ai_level or self.table_level()


@dataclass
class Applied:
    """One action that went into the log: who, its public text, and announcements."""

    seat: int | None
    #: The move as everyone may read it (notation), or the kind of action ("resign",
    #: "agreed end", "time-out", "takeback") whose sentence is in `announcements`.
    text: str
    #: Sentences for the channel (a `Said`, or a plain string a game gave as it is).
    announcements: list[Said | str]
    forced: bool = False
    who: Said | str = ""  # the actor's label as it was when they acted (colours may swap after)


@dataclass
class TurnReport:
    """What one player action did: the actions applied (the player's and any forced ones the
    bot played after it) and the state reached."""

    match: Match
    applied: list[Applied]
    before: State[Any]
    after: State[Any]
    moves: list[Any] = field(default_factory=list)
    #: The match's ply once this report was committed.
    after_ply: int = 0
    #: Each seat's result and rating change when this report finished the game.
    results: list[SeatResult] = field(default_factory=list)

    @property
    def finished(self) -> bool:
        return self.after.outcome() is not None


# ----- seats as pictures name them ---------------------------------------------------------
def picture_name(name: str, ai_level: str | None) -> str:
    """A seat's name as pictures show it: an AI as "name (level)" (see `player_names`)."""
    return f"{name} ({ai_level})" if ai_level else name


def picture_names_of(seats: Sequence[dict[str, Any]]) -> list[str]:
    """Names of stored seats (a match row's `seats`) as pictures show them: no emoji (the
    fonts drawn with have none), an AI as "name (level)"."""
    return [
        picture_name(str(s.get("name", f"Player {i + 1}")), s.get("ai") or None)
        for i, s in enumerate(seats)
    ]


def with_players(view: View, names: Sequence[str]) -> View:
    """A copy of `view` that names who sits in each seat (`View.player_names`)."""
    named = view.copy()
    named["player_names"] = [str(n) for n in names]
    return named
