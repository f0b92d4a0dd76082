"""Towers: material (pieces controlled) with a penalty for towers the opponent can take.

A tower of height h is taken by any adjacent enemy tower at least as tall; the player to
move can take one such tower at once, so it counts fully for them, while the defender's
exposed towers count only partly against them (they may still run or counter).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from bot.ai.config import SearchConfig
from bot.ai.heuristics.base import Heuristic
from bot.ai.heuristics.towers_reason import reason
from bot.core.protocol import State
from bot.games.towers.model import TowersMove, neighbours
from bot.games.towers.state import TowersState
from bot.i18n import Said


def _towers(state: State[Any]) -> TowersState:
    if not isinstance(state, TowersState):
        raise TypeError(f"not a Towers position: {type(state).__name__}")
    return state


#: The search budget per level.
LEVELS: Mapping[str, SearchConfig] = {
    "easy": SearchConfig(algorithm="alphabeta", nodes=300, max_depth=2, blunder=0.1),
    "medium": SearchConfig(algorithm="alphabeta", nodes=4000, max_depth=3),
    "hard": SearchConfig(algorithm="alphabeta", nodes=70000),
}


class TowersHeuristic(Heuristic):
    key = "towers"
    scale = 3.0
    levels = LEVELS

    def scores(self, state: State[Any]) -> Sequence[float]:
        state = _towers(state)
        heights = state.height
        nbrs = neighbours(state.files, state.ranks)
        owned = state.owned
        y, b = state.scores()
        material = [float(y), float(b)]
        threat = [0.0, 0.0]  # biggest tower of each seat that an enemy neighbour can take
        for owner in (0, 1):
            theirs = owned[1 - owner]
            worst = 0
            for i in owned[owner]:
                h = heights[i]
                if h <= worst:
                    continue
                for j in nbrs[i]:
                    if heights[j] >= h and j in theirs:
                        worst = h
                        break
            threat[owner] = worst
        side = state.side
        other = 1 - side
        # The side to move cashes its best capture; the other side's exposure is a risk.
        material[side] += threat[other]
        material[other] -= threat[other]
        material[side] -= 0.5 * threat[side]
        return material

    def wins_now(self, state: State[Any]) -> bool:
        """The opponent has a single tower and one of the mover's towers next to it is at
        least as tall: taking it leaves the mover owning every tower."""
        state = _towers(state)
        theirs = state.owned[1 - state.side]
        if len(theirs) != 1:
            return False
        target = theirs[0]
        heights = state.height
        height = heights[target]
        mine = state.owned[state.side]
        return any(
            heights[j] >= height and j in mine for j in neighbours(state.files, state.ranks)[target]
        )

    def order(self, state: State[Any], moves: list[Any]) -> list[Any]:
        state = _towers(state)
        heights = state.height
        mine = state.owned[state.side]

        def gain(move: TowersMove) -> int:
            if move.to < 0:
                return 0
            dst = heights[move.to]
            if not dst:
                return 0
            return 1 if move.to in mine else 2 * dst

        return sorted(moves, key=gain, reverse=True)

    def state_key(self, state: State[Any]) -> Hashable:
        """What the rules see: heights and owners (what lies under a top never matters),
        the side to move and the pass and quiet counters."""
        state = _towers(state)
        return (state.heights, state.owned, state.side, state.passes, state.quiet)

    def reason(self, game: Any, before: State[Any], move: Any, seat: int) -> Said | None:
        """The tower taken over and the pieces controlled after it (`towers_reason`)."""
        return reason(_towers(before), move, seat)

    def play(self, state: State[Any], move: Any, seat: int) -> State[Any]:
        return _towers(state).play(move)


HEURISTIC = TowersHeuristic()
