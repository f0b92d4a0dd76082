"""The Stacktics alpha-beta search is pinned node for node: at a small budget it must
choose the same move with the same value, depth and node count as when these numbers were
recorded. Speed work on the heuristic or the engine must not change what the search sees
(scores, move order, wins-in-one, transposition keys); this test fails if it does."""

from __future__ import annotations

import random

import pytest

from bot.ai.alphabeta import AlphaBeta
from bot.ai.config import SearchConfig
from bot.ai.heuristics.base import get_heuristic
from bot.core.registry import get_game
from bot.games.stacktics import StackticsState
from tests.ai.conftest import needs_engine

#: (board, seed, random plies from the start, move, value, depth, nodes) at 1500 nodes.
PINNED = [
    ("4x4", 1, 1, (14, 0, 9), 4.649999999999999, 3, 1501),  # the pie decision is open
    ("5x5", 2, 6, (12, 1, 18), 16.05, 2, 1501),
    ("5x5", 3, 12, (14, 2, 18), 4.300000000000001, 3, 1501),
    ("6x6", 4, 9, (34, 0, 29), 0.4499999999999993, 2, 1501),
    ("7x7", 5, 14, (7, 2, 1), 5.5, 2, 1501),
    ("3x5", 6, 4, (5, 2, 7), 3.0, 3, 1501),
]


def _position(board: str, seed: int, plies: int) -> StackticsState:
    game = get_game("stacktics")
    rng = random.Random(seed)
    state = game.new_state(2, seed, {"board": board})
    for _ in range(plies):
        moves = state.legal_moves()
        state = state.apply(moves[rng.randrange(len(moves))])
    assert isinstance(state, StackticsState)
    return state


@needs_engine("stacktics")
@pytest.mark.parametrize(("board", "seed", "plies", "move", "value", "depth", "nodes"), PINNED)
def test_stacktics_search_is_pinned(
    board: str,
    seed: int,
    plies: int,
    move: tuple[int, int, int],
    value: float,
    depth: int,
    nodes: int,
) -> None:
    state = _position(board, seed, plies)
    seat = state.to_move
    assert seat is not None
    config = SearchConfig(algorithm="alphabeta", nodes=1500)
    search = AlphaBeta(get_heuristic("stacktics"), config, random.Random(seed), None)
    result = search.search(state, seat)
    assert (tuple(result.move), result.value, result.depth, result.nodes) == (
        move,
        value,
        depth,
        nodes,
    )
