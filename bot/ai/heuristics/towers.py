"""Towers: material (pieces controlled) with a penalty for towers the opponent can take.

A tower of height h is taken by any adjacent enemy tower at least as tall; the player to
move can take one such tower at once, so it counts fully for them, while the defender's
exposed towers count only partly against them (they may still run or counter).
"""

from __future__ import annotations

from typing import Any, Hashable, Sequence

from bot.ai.config import SearchConfig
from bot.ai.heuristics.base import Heuristic
from bot.core.protocol import State
from bot.games.towers.engine import COLOURS, TowersMove, TowersState, _neighbours


def _towers(state: State) -> TowersState:
    if not isinstance(state, TowersState):
        raise TypeError(f"not a Towers position: {type(state).__name__}")
    return state


class TowersHeuristic(Heuristic):
    key = "towers"
    scale = 3.0
    levels = {
        "easy": SearchConfig(algorithm="alphabeta", nodes=300, max_depth=2, blunder=0.1),
        "medium": SearchConfig(algorithm="alphabeta", nodes=4000, max_depth=3),
        "hard": SearchConfig(algorithm="alphabeta", nodes=60000),
    }

    def scores(self, state: State) -> Sequence[float]:
        state = _towers(state)
        cells = state.cells
        nbrs = _neighbours(state.files, state.ranks)
        material = [0.0, 0.0]
        threat = [0.0, 0.0]  # biggest tower of each seat that an enemy neighbour can take
        for i, t in enumerate(cells):
            if not t:
                continue
            owner = 0 if t[-1] == "y" else 1
            h = len(t)
            material[owner] += h
            enemy = COLOURS[1 - owner]
            for j in nbrs[i]:
                u = cells[j]
                if u and u[-1] == enemy and len(u) >= h:
                    if h > threat[owner]:
                        threat[owner] = h
                    break
        side = state.side
        other = 1 - side
        # The side to move cashes its best capture; the other side's exposure is a risk.
        material[side] += threat[other]
        material[other] -= threat[other]
        material[side] -= 0.5 * threat[side]
        return material

    def wins_now(self, state: State) -> bool:
        """The opponent has a single tower and one of the mover's towers next to it is at
        least as tall: taking it leaves the mover owning every tower."""
        state = _towers(state)
        cells = state.cells
        enemy = COLOURS[1 - state.side]
        theirs = [i for i, t in enumerate(cells) if t and t[-1] == enemy]
        if len(theirs) != 1:
            return False
        target = theirs[0]
        height = len(cells[target])
        me = COLOURS[state.side]
        return any(cells[j] and cells[j][-1] == me and len(cells[j]) >= height
                   for j in _neighbours(state.files, state.ranks)[target])

    def order(self, state: State, moves: list[Any]) -> list[Any]:
        state = _towers(state)
        cells = state.cells
        me = COLOURS[state.side]

        def gain(move: TowersMove) -> int:
            if move.to < 0:
                return 0
            dst = cells[move.to]
            if not dst:
                return 0
            return 2 * len(dst) if dst[-1] != me else 1

        return sorted(moves, key=gain, reverse=True)

    def state_key(self, state: State) -> Hashable:
        state = _towers(state)
        return (state.cells, state.side, state.passes, state.quiet)

    def play(self, state: State, move: Any, seat: int) -> State:
        return _towers(state)._play(move)


HEURISTIC = TowersHeuristic()
