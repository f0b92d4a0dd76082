"""Tumbling Down: control and pure stacks (the classic evaluation) plus king danger.

The classic evaluation of the game's literature is 2 × stacks controlled + 1 × pure stacks.
The search adds what decides games: a side to move that can cover the enemy king has won;
a side whose king can be covered must answer (the search looks one ply further there);
tied kings are each a target, and enemy stacks near a king are threats in the making.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from bot.ai.config import SearchConfig
from bot.ai.heuristics.base import Heuristic
from bot.ai.heuristics.tumbling_board import SearchPos, advance, tables
from bot.ai.heuristics.tumbling_reason import reason
from bot.core.protocol import State
from bot.games.tumbling.geometry import COLOURS
from bot.games.tumbling.moves import TumblingMove
from bot.games.tumbling.state import TumblingState
from bot.i18n import Said

#: Score for having a king capture ready on one's own turn (short of a real win).
CAPTURE_READY = 400.0


def _pos(state: State[Any]) -> SearchPos:
    if isinstance(state, SearchPos):
        return state
    if isinstance(state, TumblingState):
        return SearchPos.from_board(tables(state.geo), state.cells, state.side)
    raise TypeError(f"not a Tumbling Down position: {type(state).__name__}")


def classic_scores(pos: SearchPos) -> list[float]:
    """2 × stacks controlled + 1 × pure stacks, per seat (0 = Black, 1 = White)."""
    tops, pure = pos.tops, pos.kings.pure_counts
    return [2.0 * tops[0] + pure[0], 2.0 * tops[1] + pure[1]]


#: The search budget per level.
LEVELS: Mapping[str, SearchConfig] = {
    "easy": SearchConfig(algorithm="alphabeta", nodes=400, max_depth=1, blunder=0.1),
    "medium": SearchConfig(algorithm="alphabeta", nodes=6000, max_depth=2),
    "hard": SearchConfig(algorithm="alphabeta", nodes=85000),
}


class _TumblingBase(Heuristic):
    key = "tumbling"

    def moves(self, state: State[Any], seat: int) -> list[Any]:
        return state.legal_moves(seat)

    def play(self, state: State[Any], move: Any, seat: int) -> State[Any]:
        return advance(_pos(state), move)


class ClassicTumbling(_TumblingBase):
    """Only the classic evaluation (the `ab3` benchmark opponent)."""

    scale = 6.0

    def scores(self, state: State[Any]) -> Sequence[float]:
        return classic_scores(_pos(state))


class TumblingHeuristic(_TumblingBase):
    scale = 6.0
    max_extensions = 2
    levels = LEVELS
    classic = ClassicTumbling()

    def scores(self, state: State[Any]) -> Sequence[float]:
        pos = _pos(state)
        side, kings = pos.side, pos.kings
        score = classic_scores(pos)
        if pos.captures(side):
            score[side] += CAPTURE_READY
            return score
        other = 1 - side
        threats = len(pos.captures(other))
        if threats:
            score[other] += 20.0 + 10.0 * min(threats, 4)
        for seat in (0, 1):
            # Every tied king is a target; a lone, tall king is safer.
            score[seat] -= 3.0 * (len(kings.kings[seat]) - 1)
            score[seat] += 1.0 * min(kings.heights[seat], 6)
        return score

    def wins_now(self, state: State[Any]) -> bool:
        pos = _pos(state)
        return bool(pos.captures(pos.side))

    def extend(self, state: State[Any]) -> bool:
        pos = _pos(state)
        return bool(pos.captures(1 - pos.side))

    def order(self, state: State[Any], moves: list[Any]) -> list[Any]:
        """Winning captures, then steps onto an enemy stack, then tumbles, then the rest."""
        pos = _pos(state)
        cells, side = pos.cells, pos.side
        wins = pos.captures(side)
        me = COLOURS[side]
        target = pos.tab.step_target.get
        onto_enemy: list[TumblingMove] = []
        tumbles: list[TumblingMove] = []
        quiet: list[TumblingMove] = []
        for move in moves:
            cell = target(move)
            if cell is None:
                tumbles.append(move)
            else:
                dst = cells[cell]
                (onto_enemy if dst and dst[-1] != me else quiet).append(move)
        if wins:
            first = set(wins)
            return [*wins, *(m for m in [*onto_enemy, *tumbles, *quiet] if m not in first)]
        return [*onto_enemy, *tumbles, *quiet]

    def ordered_moves(self, state: State[Any], seat: int) -> list[Any]:
        """`order(state, state.legal_moves(seat))` in one pass over the board."""
        pos = _pos(state)
        if pos.captures(pos.side) or seat != pos.to_move:
            return list(self.order(state, list(self.moves(state, seat))))
        cells = pos.cells
        enemy = COLOURS[1 - pos.side]
        tab = pos.tab
        step_pairs, tumble_moves = tab.step_pairs, tab.tumbles
        onto_enemy: list[TumblingMove] = []
        tumbles: list[TumblingMove] = []
        quiet: list[TumblingMove] = []
        step_moves, near = tab.steps, tab.neighbour_mask
        theirs = pos.masks[1 - pos.side]
        mine = pos.masks[pos.side]
        while mine:  # my stacks in cell order
            low = mine & -mine
            mine ^= low
            i = low.bit_length() - 1
            if near[i] & theirs:
                for move, target in step_pairs[i]:
                    (onto_enemy if cells[target].endswith(enemy) else quiet).append(move)
            else:
                quiet.extend(step_moves[i])
            if len(cells[i]) > 1:
                tumbles.extend(tumble_moves[i])
        return [*onto_enemy, *tumbles, *quiet]

    def state_key(self, state: State[Any]) -> Hashable:
        pos = _pos(state)
        return (pos.cells, pos.side)

    def reason(self, game: Any, before: State[Any], move: Any, seat: int) -> Said | None:
        """The king taken, the stacks covered, the king threatened (`tumbling_reason`)."""
        if not isinstance(before, TumblingState):
            raise TypeError(f"not a Tumbling Down position: {type(before).__name__}")
        return reason(before, move, seat)


HEURISTIC = TumblingHeuristic()
