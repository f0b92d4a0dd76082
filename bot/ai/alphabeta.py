"""Alpha-beta minimax with iterative deepening, for two-player perfect-information games.

Values are from the root seat's point of view: nodes where the root seat acts maximise,
the others minimise (so a turn made of several actions by the same seat needs no special
case). The budget is a node count, so a search is deterministic; a transposition table
(when the heuristic gives a position key) and move ordering from the previous iteration
make the deepening cheap.
"""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Hashable
from dataclasses import dataclass

from bot.ai.heuristics.base import acting_seat
from bot.ai.search import Search
from bot.core.protocol import AnyState, Move

#: The value of a won game (minus the plies it takes, so quicker wins are preferred).
WIN = 1_000_000.0
_EXACT, _LOWER, _UPPER = 0, 1, 2
#: The width of a null window (values are floats; no two distinct evaluations are closer).
_EPS = 1e-7


class _OutOfBudget(Exception):
    """Raised inside the search when the node budget or the deadline is used up."""


@dataclass(frozen=True)
class ABResult:
    """The chosen move, its value for the root seat, the deepest completed depth and the
    nodes visited."""

    move: Move
    value: float
    depth: int
    nodes: int


class AlphaBeta(Search):
    """One iterative-deepening alpha-beta search for `seat` (the budget is a node count)."""

    def _start(self) -> None:
        self.nodes = 0
        self.tt: dict[Hashable, tuple[int, float, int, Move | None]] = {}
        self.root_seat = 0
        #: Up to two moves per ply that caused a cut-off (tried early at that ply).
        self.killers: dict[int, tuple[Move, ...]] = {}
        #: Cut-off counts per move (weighted by depth²), used to order quiet moves.
        self.history: defaultdict[Move, int] = defaultdict(int)

    def search(self, state: AnyState, seat: int, depth_limit: int | None = None) -> ABResult:
        """Deepen from depth 1 until the node budget (or `depth_limit`) is reached; return
        the best move of the deepest search that settled it."""
        self.root_seat = seat
        moves = list(self.heuristic.moves(state, seat))
        self.rng.shuffle(moves)  # the seed decides between equally good moves
        moves = list(self.heuristic.order(state, moves))
        best_move, best_value, completed = moves[0], 0.0, 0
        max_depth = depth_limit if depth_limit is not None else self.config.max_depth
        budget = self.config.nodes if depth_limit is None else 1 << 62
        for depth in range(1, max_depth + 1):
            try:
                move, value, finished = self._root(state, seat, moves, depth, budget)
            except _OutOfBudget:
                break
            if move is not None:
                best_move, best_value = move, value
            if not finished:
                break
            completed = depth
            moves.remove(best_move)
            moves.insert(0, best_move)
            if abs(best_value) >= WIN / 2:
                break  # a forced result: deeper search cannot change it
        return ABResult(best_move, best_value, completed, self.nodes)

    def _root(
        self, state: AnyState, seat: int, moves: list[Move], depth: int, budget: int
    ) -> tuple[Move | None, float, bool]:
        """Search every root move to `depth`. Returns the best move among the moves whose
        search completed (a later move only replaces an earlier one when it proved better)
        and whether the whole depth completed."""
        alpha, beta = -WIN * 2, WIN * 2
        best_move: Move | None = None
        for move in moves:
            child = self.heuristic.play(state, move, seat)
            try:
                value = self._search(child, depth - 1, alpha, beta, 1, budget)
            except _OutOfBudget:
                return best_move, alpha, False
            if value > alpha:
                alpha, best_move = value, move
        return best_move, alpha, True

    def _evaluate(self, state: AnyState, ply: int) -> float:
        outcome = state.outcome()
        if outcome is not None:
            if not outcome.winners or len(outcome.winners) == state.num_players:
                return 0.0
            if self.root_seat in outcome.winners:
                return WIN - ply
            return -WIN + ply
        scores = self.heuristic.scores(state)
        root = self.root_seat
        if len(scores) == 2:
            return scores[root] - scores[1 - root]
        return scores[root] - max(s for i, s in enumerate(scores) if i != root)

    def _search(
        self,
        state: AnyState,
        depth: int,
        alpha: float,
        beta: float,
        ply: int,
        budget: int,
        extended: int = 0,
    ) -> float:
        self.nodes += 1
        if self.nodes > budget:
            raise _OutOfBudget
        if (
            self.deadline is not None
            and self.nodes % 1024 == 0
            and time.perf_counter() > self.deadline
        ):
            self.clock_stopped = True
            raise _OutOfBudget
        seat = acting_seat(state)
        if seat is None:
            return self._evaluate(state, ply)
        heuristic = self.heuristic
        maximizing = seat == self.root_seat
        if heuristic.wins_now(state):
            return WIN - ply - 1 if maximizing else -WIN + ply + 1
        if depth <= 0:
            if extended >= heuristic.max_extensions or not heuristic.extend(state):
                return self._evaluate(state, ply)
            depth, extended = 1, extended + 1
        key = heuristic.state_key(state)
        tt_move: Move | None = None
        if key is not None:
            entry = self.tt.get(key)
            if entry is not None:
                e_depth, e_value, e_flag, tt_move = entry
                if e_depth >= depth and abs(e_value) < WIN / 2:
                    if e_flag == _EXACT:
                        return e_value
                    if e_flag == _LOWER and e_value >= beta:
                        return e_value
                    if e_flag == _UPPER and e_value <= alpha:
                        return e_value
        moves = self._ordered(state, seat, ply, tt_move)
        alpha0, beta0 = alpha, beta
        best_move: Move | None = None
        best = -WIN * 2 if maximizing else WIN * 2
        for index, move in enumerate(moves):
            child = heuristic.play(state, move, seat)
            if index == 0:
                value = self._search(child, depth - 1, alpha, beta, ply + 1, budget, extended)
            elif maximizing:
                # Principal variation search: prove the move no better than alpha cheaply.
                value = self._search(
                    child, depth - 1, alpha, alpha + _EPS, ply + 1, budget, extended
                )
                if alpha < value < beta:
                    value = self._search(child, depth - 1, value, beta, ply + 1, budget, extended)
            else:
                value = self._search(child, depth - 1, beta - _EPS, beta, ply + 1, budget, extended)
                if alpha < value < beta:
                    value = self._search(child, depth - 1, alpha, value, ply + 1, budget, extended)
            if maximizing:
                if value > best:
                    best, best_move = value, move
                    alpha = max(alpha, value)
            elif value < best:
                best, best_move = value, move
                beta = min(beta, value)
            if alpha >= beta:
                self._cutoff(ply, depth, move)
                break
        if key is not None:
            if best <= alpha0:
                flag = _UPPER
            elif best >= beta0:
                flag = _LOWER
            else:
                flag = _EXACT
            self.tt[key] = (depth, best, flag, best_move)
        return best

    def _ordered(self, state: AnyState, seat: int, ply: int, tt_move: Move | None) -> list[Move]:
        """The moves to try: the transposition-table move, then this ply's killer moves,
        then the rest by history score (ties in the heuristic's order)."""
        moves = self.heuristic.ordered_moves(state, seat)
        history = self.history
        if history:
            # Stable: ties keep the heuristic's order (`reverse` keeps it too). Indexing the
            # defaultdict enters unseen moves at 0 (a game has a few thousand distinct moves
            # at most) and keeps the whole sort in C.
            moves.sort(key=history.__getitem__, reverse=True)
        for first in (*self.killers.get(ply, ()), tt_move):
            if first is None:
                continue
            try:
                index = moves.index(first)
            except ValueError:
                continue
            if index:
                del moves[index]
                moves.insert(0, first)
        return moves

    def _cutoff(self, ply: int, depth: int, move: Move) -> None:
        self.history[move] += depth * depth
        self._killer(ply, move)

    def _killer(self, ply: int, move: Move) -> None:
        known = self.killers.get(ply, ())
        if move not in known:
            self.killers[ply] = (move, *known[:1])
