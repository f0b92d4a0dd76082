"""Monte Carlo tree search (UCT) with max^n returns, game-agnostic over the protocol.

Every node keeps a total reward per seat; at a node the acting seat picks the child that
maximises *its own* mean reward plus the UCT exploration term, so the same code plays two-,
three- and four-player games. A leaf is valued by the game's heuristic (optionally after a
few random plies) or, without a heuristic, by a random playout to the end.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from bot.ai.heuristics.base import acting_seat, softmax
from bot.ai.search import Search
from bot.core.protocol import AnyState, Move


class _Node:
    __slots__ = ("children", "seat", "state", "totals", "untried", "visits")

    def __init__(self, state: AnyState, seat: int | None, untried: list[Move]) -> None:
        self.state = state
        self.seat = seat
        self.untried = untried
        self.children: list[tuple[Move, _Node]] = []
        self.visits = 0
        self.totals = [0.0] * state.num_players


@dataclass(frozen=True)
class RootStats:
    """What the search learned about one root move: visits and mean reward for the root
    seat."""

    move: Move
    visits: int
    mean: float


class MCTS(Search):
    """One UCT search from a root state for `seat` (the budget is an iteration count)."""

    def _start(self) -> None:
        self.iterations_done = 0
        #: After `search`: the mean reward per seat at the root (what the search expects
        #: each seat to get from the root position; a game's analysis reads it).
        self.root_values: tuple[float, ...] = ()

    def _new_node(self, state: AnyState, seat: int | None) -> _Node:
        if seat is None:
            return _Node(state, None, [])
        moves = self.heuristic.moves(state, seat)
        if self.heuristic.available:
            moves = self.heuristic.order(state, moves)
            # Expand best-first: pop() takes from the end.
            moves = list(reversed(moves))
        else:
            moves = list(moves)
            self.rng.shuffle(moves)
        return _Node(state, seat, moves)

    def search(self, root_state: AnyState, seat: int, iterations: int) -> list[RootStats]:
        """Run `iterations` iterations (fewer only if the wall-clock deadline passes) and
        return the statistics of every root move the search considered (unvisited moves
        with 0 visits), in the order it would expand them."""
        root = self._new_node(root_state, seat)
        order = (
            list(reversed(root.untried))
            if self.heuristic.available
            else root_state.legal_moves(seat)
        )
        c = self.config.exploration
        heuristic = self.heuristic
        done = 0
        while done < iterations:
            if (
                self.deadline is not None
                and done % 32 == 0
                and done
                and time.perf_counter() > self.deadline
            ):
                self.clock_stopped = True
                break
            node = root
            path = [root]
            # Selection: descend through fully expanded nodes.
            while not node.untried and node.children:
                log_n = math.log(node.visits)
                me = node.seat if node.seat is not None else seat
                best_score = -1.0
                best_child = node.children[0][1]
                for _, child in node.children:
                    score = child.totals[me] / child.visits + c * math.sqrt(log_n / child.visits)
                    if score > best_score:
                        best_score = score
                        best_child = child
                node = best_child
                path.append(node)
            # Expansion: one new child.
            if node.untried:
                move = node.untried.pop()
                mover = node.seat if node.seat is not None else seat  # set when moves exist
                child_state = heuristic.play(node.state, move, mover)
                child = self._new_node(child_state, acting_seat(child_state))
                node.children.append((move, child))
                node = child
                path.append(node)
            reward = self._evaluate(node.state)
            for visited in path:
                visited.visits += 1
                totals = visited.totals
                for i, r in enumerate(reward):
                    totals[i] += r
            done += 1
        self.iterations_done = done
        self.root_values = tuple(t / max(1, root.visits) for t in root.totals)
        children = dict(root.children)
        out = []
        for m in order:
            ch = children.get(m)
            if ch is None:
                out.append(RootStats(m, 0, 0.0))
            else:
                out.append(RootStats(m, ch.visits, ch.totals[seat] / ch.visits))
        return out

    def _evaluate(self, state: AnyState) -> tuple[float, ...]:
        """Reward per seat for a leaf: terminal returns, heuristic after the configured
        rollout, or a random playout to the end."""
        heuristic = self.heuristic
        plies = self.config.rollout
        if heuristic.available and plies == 0:
            return self._values(state)
        limit = self.config.rollout_cap if plies < 0 else plies
        rng = self.rng
        for _ in range(limit):
            seat = acting_seat(state)
            if seat is None:
                break
            moves = heuristic.moves(state, seat)
            if not moves:
                break
            state = heuristic.play(state, heuristic.rollout_move(state, moves, rng), seat)
        outcome = state.outcome()
        if outcome is not None:
            return outcome.returns(state.num_players)
        if heuristic.available:
            return self._values(state)
        n = state.num_players
        return tuple(1.0 / n for _ in range(n))

    def _values(self, state: AnyState) -> tuple[float, ...]:
        scale = self.config.value_scale
        if scale <= 0 or state.outcome() is not None:
            return self.heuristic.values(state)
        return softmax(self.heuristic.scores(state), scale)
