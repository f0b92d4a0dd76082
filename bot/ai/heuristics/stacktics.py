"""Stacktics: captured pips first, then pieces still on the board, capture threats and
mobility.

A capture removes a whole enemy stack, so the side to move may count its best capture as
good as made, while the opponent's best capture is a threat the mover can often still
answer (counted at half). A side with no legal move loses, so mobility matters a little.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from operator import itemgetter
from typing import Any

from bot.ai.config import SearchConfig
from bot.ai.heuristics.base import Heuristic
from bot.ai.heuristics.stacktics_reason import reason
from bot.core.protocol import State
from bot.games.stacktics.geometry import COLOURS, PIPS, Geometry
from bot.games.stacktics.movegen import StackticsMove, tally
from bot.games.stacktics.state import StackticsState
from bot.i18n import Said

_first = itemgetter(0)

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
    tops = geo.top_rays
    for i, stack in enumerate(cells):
        if len(stack) < 3 or stack[0] != me:  # colour letter + at least two sizes
            continue
        rays = tops.get(stack)
        if rays is None:
            rays = geo.top_rays_of(stack)
        for ray in rays[i]:
            for j in ray:
                dest = cells[j]
                if dest:
                    if dest[0] != me:
                        pips = PIPS[dest[1:]]
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
    "hard": SearchConfig(algorithm="alphabeta", nodes=46000),
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
        mover = s.colour
        other = 1 - mover
        red, blue, mobility, threat = tally(geo, cells, other)
        captured = s.captured
        # Pips are whole numbers, so these float sums are exact in any order.
        by_colour = [CAPTURED_PIP * captured[0] + red, CAPTURED_PIP * captured[1] + blue]
        own = len(s.board_moves())  # the judge has mostly generated them already
        by_colour[mover] += CAPTURED_PIP * self._memo.get(geo, cells, mover) + 0.05 * own
        by_colour[other] += CAPTURED_PIP * 0.5 * threat + 0.05 * mobility
        by_colour[mover] -= 0.5 * threat
        if s.swapped:
            return [by_colour[1], by_colour[0]]
        return by_colour

    def wins_now(self, state: State[Any]) -> bool:
        s = _stacktics(state)
        need = s.geo.threshold - s.captured[s.colour]
        return self._memo.get(s.geo, s.cells, s.colour) >= need

    def order(self, state: State[Any], moves: list[Any]) -> list[Any]:
        # Captures first, biggest gain (10 + the pips taken) first; otherwise the given
        # order (what a stable sort by that gain, descending, gives).
        cells = _stacktics(state).cells
        captures: list[tuple[int, StackticsMove]] = []
        for move in moves:
            frm = move[0]
            if frm < 0:  # SWAP or KEEP
                continue
            dest = cells[move[2]]
            if dest and dest[0] != cells[frm][0]:
                captures.append((10 + PIPS[dest[1:]], move))
        if not captures:
            return list(moves)
        if len(captures) > 1:
            captures.sort(key=_first, reverse=True)
        taken = {id(move) for _, move in captures}
        return [move for _, move in captures] + [m for m in moves if id(m) not in taken]

    def state_key(self, state: State[Any]) -> Hashable:
        s = _stacktics(state)
        return (s.cells, s.colour, s.captured, s.swapped, s.pie)

    def reason(self, game: Any, before: State[Any], move: Any, seat: int) -> Said | None:
        """The stack captured and the pips it brings (`stacktics_reason`)."""
        return reason(_stacktics(before), move, seat)

    def play(self, state: State[Any], move: Any, seat: int) -> State[Any]:
        return _stacktics(state).play(move)


HEURISTIC = StackticsHeuristic()
