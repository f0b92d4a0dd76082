"""`CatState`: a Cat and the Tower position as the protocol's `State`.

The data and the facts read off it are `position.Position`; the rules of a turn are in
`legal` (the moves of each step) and `flow` (`apply`), which this class calls. `apply` returns a new state and
never changes this one; the legal moves are computed once per state and cached.
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError
from functools import cached_property
from typing import Self

from bot.core.protocol import Outcome, State
from bot.games.cattower import flow, legal
from bot.games.cattower.notation import CatMove
from bot.games.cattower.position import Position


class CatState(Position, State[CatMove]):
    """A Cat and the Tower position that can be played on (see `position.Position`)."""

    @property
    def num_players(self) -> int:
        return self.players

    @num_players.setter
    def num_players(self, value: int) -> None:
        raise FrozenInstanceError("num_players")

    @property
    def ply(self) -> int:
        return self.plies

    @property
    def to_move(self) -> int | None:
        return None if self.result is not None else self.active

    def outcome(self) -> Outcome | None:
        return self.result

    def legal_moves(self, seat: int | None = None) -> list[CatMove]:
        if self.result is not None or (seat is not None and seat != self.active):
            return []
        return list(self.legal)

    @cached_property
    def legal(self) -> tuple[CatMove, ...]:
        """The moves of the active seat now, in a stable order (computed once)."""
        return tuple(legal.legal_moves(self))

    def apply(self, move: CatMove, seat: int | None = None) -> Self:
        return flow.apply_move(self, move, self.legal, seat)
