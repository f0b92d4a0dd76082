"""The Tumbling Down hard search visits the same nodes as before its speed-ups.

The search's move, value, deepest completed depth and node count on seeded positions are
pinned to what the search computed before it was made faster (commit 3a9724c: dataclass
moves, a board scan per king test, history sorted through a Python key). Any change in
move generation order, move ordering, evaluation or pruning changes at least one row.
"""

from __future__ import annotations

import random

import pytest

from bot.ai import alphabeta, choose_decision
from bot.ai.config import SearchConfig
from bot.ai.heuristics.base import acting_seat
from bot.core.protocol import AnyState
from bot.core.registry import get_game

#: (budget, seed, move, value, depth, nodes) computed by the search before its speed-ups.
PINNED = [
    (4000, 1, "h7>w", -7.0, 2, 4001),
    (4000, 2, "c2>ne", 5.0, 2, 4001),
    (4000, 3, "b1>ne", 14.0, 2, 4001),
    (4000, 4, "e1>ne", 5.0, 2, 4001),
    (4000, 7, "f7>sw", -8.0, 1, 4001),
    (4000, 8, "b1>ne", 999995.0, 2, 4001),
    (4000, 9, "e7>sw", 0.0, 2, 4001),
    (4000, 11, "g7>s", 1.0, 2, 4001),
    (15000, 1, "h7>w", -7.0, 3, 15001),
    (15000, 2, "c2>ne", 5.0, 2, 15001),
    (15000, 3, "b1>ne", 14.0, 2, 15001),
    (15000, 4, "e1>ne", 5.0, 2, 15001),
    (15000, 7, "f7>sw", 1.0, 2, 15001),
    (15000, 8, "b1>ne", 999995.0, 2, 15001),
    (15000, 9, "e7>sw", 0.0, 3, 15001),
    (15000, 11, "g7>s", 8.0, 2, 15001),
]


def _position(seed: int) -> tuple[AnyState, int]:
    """A position 4–30 random plies into the game of `seed`, and the seat to act."""
    game = get_game("tumbling")
    rng = random.Random(seed)
    state = game.new_state(2, seed, game.validate_options(2, {}))
    for _ in range(rng.randrange(4, 31)):
        seat = acting_seat(state)
        assert seat is not None
        moves = state.legal_moves(seat)
        state = state.apply(moves[rng.randrange(len(moves))], seat)
    seat = acting_seat(state)
    assert seat is not None
    return state, seat


@pytest.mark.parametrize(("budget", "seed", "move", "value", "depth", "nodes"), PINNED)
def test_the_search_is_node_for_node_what_it_was(
    monkeypatch: pytest.MonkeyPatch,
    budget: int,
    seed: int,
    move: str,
    value: float,
    depth: int,
    nodes: int,
) -> None:
    results: list[alphabeta.ABResult] = []
    search = alphabeta.AlphaBeta.search

    def recording(self: alphabeta.AlphaBeta, *args: object, **kwargs: object) -> alphabeta.ABResult:
        result = search(self, *args, **kwargs)  # type: ignore[arg-type]
        results.append(result)
        return result

    monkeypatch.setattr(alphabeta.AlphaBeta, "search", recording)
    state, seat = _position(seed)
    view = get_game("tumbling").view(state, seat)
    config = SearchConfig(algorithm="alphabeta", nodes=budget)
    decision = choose_decision("tumbling", view, seat, "hard", seed, config)
    assert len(results) == 1
    found = results[0]
    assert (decision.notation, found.value, found.depth, found.nodes) == (move, value, depth, nodes)
