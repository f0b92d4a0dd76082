"""Race to ten: a tiny game for service and play-loop tests.

Seats take turns adding 1 or 2 to a shared total; whoever brings it to `GOAL` or more
wins. From `NARROW` on, only +1 is legal, so the bot plays it as a forced move: a +1
from 7 reaches 8, and two forced +1s end the game at 10. Each seat picks a `hand` (a
declared seat option) that the state keeps, and sees a secret (its own seat number)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Self

import pytest

from bot.core import registry
from bot.core.errors import IllegalMoveError, InvalidMoveError, PositionError
from bot.core.protocol import Game, GameCaps, Outcome, SeatOptionSpec, State
from bot.core.views import View

KEY = "race-test"
GOAL, NARROW = 10, 8
HAND = SeatOptionSpec("hand", "Hand", "how the seat plays", ("calm", "wild"), "calm", "wild")


@dataclass(frozen=True)
class RaceState(State[int]):
    total: int
    turn: int
    hands: tuple[str, ...]
    moves: int = 0
    num_players: int = 2

    @property
    def to_move(self) -> int | None:
        return None if self.total >= GOAL else self.turn

    @property
    def ply(self) -> int:
        return self.moves

    def legal_moves(self, seat: int | None = None) -> list[int]:
        if self.total >= GOAL or (seat is not None and seat != self.turn):
            return []
        return [1] if self.total >= NARROW else [1, 2]

    def apply(self, move: int, seat: int | None = None) -> Self:
        if move not in self.legal_moves(self.turn if seat is None else seat):
            raise IllegalMoveError(f"+{move} is not legal now.")
        nxt = (self.turn + 1) % self.num_players
        return type(self)(self.total + move, nxt, self.hands, self.moves + 1, self.num_players)

    def outcome(self) -> Outcome | None:
        if self.total < GOAL:
            return None
        return Outcome(((self.turn - 1) % self.num_players,), "reached ten")

    def forced_move(self) -> int | None:
        moves = self.legal_moves()
        return moves[0] if len(moves) == 1 else None


class RaceGame(Game[RaceState, int]):
    key = KEY
    title = "Race to ten"
    min_players, max_players = 2, 3
    seat_names = ("Red", "Blue", "Green")
    caps = GameCaps(seat_options=(HAND,))

    def validate_options(self, players: int, raw: Mapping[str, Any]) -> dict[str, Any]:
        rest = {k: v for k, v in raw.items() if k not in ("hand", "start")}
        out = super().validate_options(players, rest)
        out["hand"] = list(raw.get("hand", [HAND.default] * players))
        out["start"] = int(raw.get("start", 0))
        return out

    def new_state(self, players: int, seed: int, options: Mapping[str, Any]) -> RaceState:
        return RaceState(int(options.get("start", 0)), 0, tuple(options["hand"]), 0, players)

    def parse_move(self, state: RaceState, text: str, seat: int | None = None) -> int:
        t = text.strip().lstrip("+")
        if t not in ("1", "2"):
            raise InvalidMoveError(f"`{text}` is not +1 or +2.")
        move = int(t)
        if move not in state.legal_moves(seat):
            raise IllegalMoveError(f"`{text}` is not a legal move now.")
        return move

    def format_move(self, state: RaceState, move: int) -> str:
        return f"+{move}"

    def announce(self, before: RaceState, move: int, after: RaceState) -> list[str]:
        return [f"The total is {after.total}."]

    def encode_state(self, state: RaceState) -> Any:
        return [state.total, state.turn, list(state.hands), state.moves, state.num_players]

    def decode_state(self, data: Any) -> RaceState:
        try:
            total, turn, hands, moves, players = data
            return RaceState(int(total), int(turn), tuple(hands), int(moves), int(players))
        except (TypeError, ValueError) as exc:
            raise PositionError(f"not a race position: {exc}") from None

    def position_from_json(self, data: Any) -> RaceState:
        return self.decode_state(data)

    def seat_view(self, state: RaceState, seat: int | None) -> View:
        view: View = {
            "game": KEY,
            "to_move": state.to_move,
            "players": state.num_players,
            "last_move": None,
        }
        if seat is not None:
            view["secret"] = {"seat": seat, "hand": state.hands[seat]}
        return view


GAME = RaceGame()


@contextmanager
def registered() -> Iterator[RaceGame]:
    """The race game in the registry for the duration (taken out again after)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setitem(registry._REGISTRY, KEY, GAME)
        yield GAME
