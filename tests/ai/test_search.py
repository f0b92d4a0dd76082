"""The searches themselves (not the win-in-one shortcut): they find the good move in small
positions, and every game's AI is deterministic for a seed."""

from __future__ import annotations

import random

import pytest

from bot.ai import choose_decision, choose_move
from bot.ai.config import SearchConfig
from bot.ai.heuristics.base import acting_seat
from bot.core.registry import get_game
from tests.ai.conftest import needs_engine

TOWERS = get_game("towers")
# Yellow to move: Blue's 2-high b2 and Yellow's 2-high b3 can take each other. Taking
# first (b3-b2) wins 2 pieces; anything else lets Blue take Yellow's tower.
TAKE_FIRST = {"b3": ["y", "y"], "b2": ["b", "b"], "e5": ["b"], "a6": ["y"], "f1": ["b"]}


@pytest.mark.parametrize(
    "config",
    [
        SearchConfig(algorithm="alphabeta", nodes=3000),
        SearchConfig(algorithm="mcts", iterations=1500, rollout=0),
        SearchConfig(algorithm="greedy"),
    ],
    ids=["alphabeta", "mcts", "greedy"],
)
def test_each_search_takes_before_being_taken(config: SearchConfig) -> None:
    state = TOWERS.position_from_json({"game": "towers", "to_move": "y", "stacks": TAKE_FIRST})
    decision = choose_decision("towers", TOWERS.view(state, 0), 0, "medium", 1, config)
    assert decision.notation == "b3-b2"
    assert decision.how == config.algorithm


def test_random_playout_mcts_needs_no_heuristic(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game without a heuristic module falls back to MCTS with random playouts."""
    from bot.ai.heuristics import base

    monkeypatch.setitem(base._CACHE, "towers", base.NO_HEURISTIC)
    state = TOWERS.position_from_json({"game": "towers", "to_move": "y", "stacks": TAKE_FIRST})
    decision = choose_decision("towers", TOWERS.view(state, 0), 0, "medium", 1)
    assert decision.how == "mcts" and decision.iterations > 0
    assert decision.notation == "b3-b2"


@needs_engine("stacktics")
def test_stacktics_takes_the_bigger_stack() -> None:
    # Red's small piece on top of c3 may capture diagonally: b4 holds a Blue tree (6 pips),
    # d4 a lone Blue small (1 pip). No capture ends the game (threshold 9, Red has 0).
    game = get_game("stacktics")
    state = game.position_from_json(
        {
            "game": "stacktics",
            "files": 5,
            "ranks": 5,
            "size": 3,
            "to_move": "r",
            "stacks": {
                "c3": ["r3", "r1"],
                "b4": ["b3", "b2", "b1"],
                "d4": ["b1"],
                "e1": ["r2"],
                "a1": ["r3", "r2", "r1"],
            },
        }
    )
    move = choose_move("stacktics", game.view(state, 0), 0, "medium", 3)
    assert move.lower().endswith("b4") and "x" in move.lower()


@needs_engine("tumbling")
def test_tumbling_blocks_a_king_threat() -> None:
    # White (to move) has its king on a1 (2 high, its only pure stack besides c3, 1 high).
    # Black's single piece on b2 threatens to step onto a1. White must deal with it: its
    # best answers are to capture Black's king first or to take b2's threat away; after
    # the AI's move Black must have no winning move.
    game = get_game("tumbling")
    state = game.position_from_json(
        {
            "game": "tumbling",
            "to_move": "w",
            "stacks": {
                "a1": ["w", "w"],
                "c3": ["w"],
                "b2": ["b"],
                "h8": ["b", "b"],
                "f6": ["w", "b"],
                "d4": ["w"],
            },
        }
    )
    move = choose_move("tumbling", game.view(state, 1), 1, "medium", 1)
    after = state.apply(game.parse_move(state, move, 1), 1)
    if after.outcome() is None:
        for reply in after.legal_moves():
            outcome = after.apply(reply).outcome()
            assert outcome is None or outcome.winners != (0,), (
                move,
                game.format_move(after, reply),
            )


def _midgame(key: str, plies: int, seed: int):
    game = get_game(key)
    players = max(game.min_players, 2)
    state = game.new_state(
        players, seed, game.validate_options(players, {"setup": "random"} if key == "kitty" else {})
    )
    rng = random.Random(seed)
    for _ in range(plies):
        seat = acting_seat(state)
        if seat is None:
            break
        moves = state.legal_moves(seat)
        state = state.apply(moves[rng.randrange(len(moves))], seat)
    return game, state


@pytest.mark.parametrize("key", ["towers", "kitty", "stacktics", "tumbling"])
@pytest.mark.parametrize("level", ["easy", "medium"])
def test_same_seed_same_move_in_every_game(key: str, level: str) -> None:
    game, state = _midgame(key, 8, 5)
    seat = acting_seat(state)
    assert seat is not None
    first = choose_move(key, game.view(state, seat), seat, level, 99)
    assert first == choose_move(key, game.view(state, seat), seat, level, 99)
    game.parse_move(state, first, seat)  # and it is legal
