"""Value types of the match service: seats, matches and what a turn did."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.core.errors import PositionError
from bot.core.protocol import Game, Outcome, State
from data.records import SeatResult

AI_LEVELS = ("easy", "medium", "hard")
DIFFICULTIES = ("steady", "normal", "shaky", "butterfingers")


@dataclass
class Seat:
    """A seat at the table: a Discord user, or an AI at a level."""

    name: str
    user_id: int | None = None
    ai_level: str | None = None
    difficulty: str = "normal"

    @property
    def is_ai(self) -> bool:
        return self.ai_level is not None

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "user_id": self.user_id,
            "ai": self.ai_level,
            "difficulty": self.difficulty,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Seat:
        return cls(
            name=str(data["name"]),
            user_id=None if data.get("user_id") is None else int(data["user_id"]),
            ai_level=data.get("ai"),
            difficulty=str(data.get("difficulty", "normal")),
        )


@dataclass
class Match:
    """An open or finished match held in memory (the store holds the durable copy)."""

    id: int
    game: Game
    guild_id: int | None
    channel_id: int
    host_id: int
    seed: int
    options: dict[str, Any]
    requested_players: int | None
    status: str
    seats: list[Seat]
    state: State | None = None
    ply: int = 0
    lobby_message_id: int | None = None
    board_message_id: int | None = None
    meta: dict[str, Any] = field(default_factory=dict)
    damaged: str | None = None
    #: The ply of the newest board shown in the channel (behind `ply` until it is posted).
    announced_ply: int = 0
    #: Seconds since the epoch: when the table opened, and when it last changed by a move
    #: (or was started).
    opened_at: float = 0.0
    active_at: float = 0.0
    lock: asyncio.Lock = field(default_factory=asyncio.Lock, repr=False)

    def seat_of(self, user_id: int) -> int | None:
        for i, s in enumerate(self.seats):
            if s.user_id == user_id:
                return i
        return None

    def label(self, seat: int) -> str:
        """ "Alice (Yellow)" — the seat's player and colour."""
        s = self.seats[seat]
        colour = self.game.seat_name(self.colour_index(seat))
        who = f"🤖 {s.name}" if s.is_ai else s.name
        return f"{who} ({colour})" if colour else who

    def colour_index(self, seat: int) -> int:
        """The index into the game's seat names for `seat` (games may swap, e.g. the pie rule)."""
        if self.state is not None:
            names = self.game.view(self.state, None).get("seat_names")
            if isinstance(names, list) and seat < len(names):
                try:
                    return list(self.game.seat_names).index(names[seat])
                except ValueError:
                    pass
        return seat

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
        """AI seats that may act now."""
        if self.state is None or self.status != "active":
            return []
        return sorted(s for s in self.state.actors() if self.seats[s].is_ai)


@dataclass
class Applied:
    """One action that went into the log: who, its public text, and announcements."""

    seat: int | None
    text: str
    announcements: list[str]
    forced: bool = False
    who: str = ""  # the actor's label as it was when they acted (colours may swap after)


@dataclass
class TurnReport:
    """What one player action did: the actions applied (the player's and any forced ones the
    bot played after it) and the state reached."""

    match: Match
    applied: list[Applied]
    before: State
    after: State
    moves: list[Any] = field(default_factory=list)
    #: The match's ply once this report was committed.
    after_ply: int = 0
    #: Each seat's result and rating change when this report finished the game.
    results: list[SeatResult] = field(default_factory=list)

    @property
    def finished(self) -> bool:
        return self.after.outcome() is not None


class MissingGame(Game):
    """Stands in for a game that is not installed (a damaged or foreign row), so the
    channel can say so and a moderator can cancel it. Every rule refuses."""

    min_players = 1
    max_players = 1

    def __init__(self, key: str) -> None:
        self.key = key  # type: ignore[misc]
        self.title = f"Unknown game {key!r}"  # type: ignore[misc]

    def _refuse(self) -> PositionError:
        return PositionError(f"The game {self.key!r} is not installed in this bot.")

    def new_state(self, players: int, seed: int, options: Mapping[str, Any]) -> State:
        raise self._refuse()

    def parse_move(self, state: State, text: str, seat: int | None = None) -> Any:
        raise self._refuse()

    def format_move(self, state: State, move: Any) -> str:
        raise self._refuse()

    def encode_state(self, state: State) -> Any:
        raise self._refuse()

    def decode_state(self, data: Any) -> State:
        raise self._refuse()

    def position_from_json(self, data: Any) -> State:
        raise self._refuse()
