"""Stacktics: captured pips first, then pieces still on the board, capture threats and
mobility.

A capture removes a whole enemy stack, so the side to move may count its best capture as
good as made, while the opponent's best capture is a threat the mover can often still
answer (counted at half). A side with no legal move loses, so mobility matters a little.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from bot.ai.config import SearchConfig
from bot.ai.heuristics.base import Heuristic
from bot.core.protocol import State
from bot.games.stacktics.board import COLOURS, Geometry, stack_pips
from bot.games.stacktics.movegen import KEEP, SWAP, StackticsMove, count
from bot.games.stacktics.state import StackticsState

#: Weight of a captured pip (a pip still on the board is worth 1).
CAPTURED_PIP = 2.0


def _stacktics(state: State[Any]) -> StackticsState:
    if not isinstance(state, StackticsState):
        raise TypeError(f"not a Stacktics position: {type(state).__name__}")
    return state


def best_capture(geo: Geometry, cells: tuple[str, ...], colour: int) -> int:
    """The most pips `colour` could capture with one move now: a capture is made by the
    top piece of a stack of two or more, sliding (any distance, its shape's lines) to the
    first occupied cell, which holds an enemy stack."""
    me = COLOURS[colour]
    best = 0
    for i, stack in enumerate(cells):
        if len(stack) < 3 or stack[0] != me:  # colour letter + at least two sizes
            continue
        top = geo.units(stack)[-1]
        for ray in top.rays[i]:
            for j in ray:
                dest = cells[j]
                if dest:
                    if dest[0] != me:
                        pips = stack_pips(dest)
                        best = max(best, pips)
                    break
    return best


class _CaptureMemo:
    """`best_capture` of the board last asked about, per colour: alpha-beta asks for the
    same position twice in a row (`wins_now`, then `scores` at a leaf). Boards are
    compared by identity, so a hit never depends on anything but the position."""

    __slots__ = ("cells", "values")

    def __init__(self) -> None:
        self.cells: tuple[str, ...] | None = None
        self.values: list[int | None] = [None, None]

    def get(self, geo: Geometry, cells: tuple[str, ...], colour: int) -> int:
        if cells is not self.cells:
            self.cells = cells
            self.values = [None, None]
        value = self.values[colour]
        if value is None:
            value = self.values[colour] = best_capture(geo, cells, colour)
        return value


#: The search budget per level.
LEVELS: Mapping[str, SearchConfig] = {
    "easy": SearchConfig(algorithm="alphabeta", nodes=300, max_depth=2, blunder=0.1),
    "medium": SearchConfig(algorithm="alphabeta", nodes=4000, max_depth=3),
    "hard": SearchConfig(algorithm="alphabeta", nodes=22000),
}


class StackticsHeuristic(Heuristic):
    key = "stacktics"
    scale = 4.0
    levels = LEVELS

    def __init__(self) -> None:
        self._memo = _CaptureMemo()

    def scores(self, state: State[Any]) -> Sequence[float]:
        s = _stacktics(state)
        cells, geo = s.cells, s.geo
        memo = self._memo
        by_colour = [CAPTURED_PIP * s.captured[0], CAPTURED_PIP * s.captured[1]]
        for stack in cells:
            if stack:
                by_colour[0 if stack[0] == "r" else 1] += stack_pips(stack)
        mover = s.colour
        by_colour[mover] += CAPTURED_PIP * memo.get(geo, cells, mover) + 0.05 * count(
            geo, cells, mover
        )
        threat = memo.get(geo, cells, 1 - mover)
        by_colour[1 - mover] += CAPTURED_PIP * 0.5 * threat + 0.05 * count(geo, cells, 1 - mover)
        by_colour[mover] -= 0.5 * threat
        out = [0.0, 0.0]
        for colour in (0, 1):
            out[s.seat_of(colour)] = by_colour[colour]
        return out

    def wins_now(self, state: State[Any]) -> bool:
        s = _stacktics(state)
        need = s.geo.threshold - s.captured[s.colour]
        return self._memo.get(s.geo, s.cells, s.colour) >= need

    def order(self, state: State[Any], moves: list[Any]) -> list[Any]:
        s = _stacktics(state)
        cells = s.cells

        def gain(move: StackticsMove) -> int:
            if move == SWAP or move == KEEP or move.frm < 0:
                return 0
            dest = cells[move.to]
            if dest and dest[0] != cells[move.frm][0]:
                return 10 + stack_pips(dest)
            return 0

        return sorted(moves, key=gain, reverse=True)

    def state_key(self, state: State[Any]) -> Hashable:
        s = _stacktics(state)
        return (s.cells, s.colour, s.captured, s.swapped, s.pie)

    def play(self, state: State[Any], move: Any, seat: int) -> State[Any]:
        return _stacktics(state).play(move)


HEURISTIC = StackticsHeuristic()
