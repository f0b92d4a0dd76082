"""Every level takes a win in one in every game that has one: the positions are built by
hand from the rules files."""

from __future__ import annotations

import pytest

from bot.ai import LEVELS, choose_move
from bot.core.registry import get_game
from tests.ai.conftest import needs_engine

LEVEL_NAMES = list(LEVELS)


def _wins(game_key: str, state, seat: int, notation: str) -> bool:
    game = get_game(game_key)
    after = state.apply(game.parse_move(state, notation, seat), seat)
    outcome = after.outcome()
    return outcome is not None and outcome.winners == (seat,)


@needs_engine("tumbling")
@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_tumbling_covers_the_king(level: str) -> None:
    # White's king is its tallest pure stack, a1 (2 high); its other pure stack is 1 high.
    # Black's single piece on b2 steps onto a1: the king is covered and White's tallest
    # pure height did not grow, so Black wins. Nothing else Black can do reaches a1.
    game = get_game("tumbling")
    state = game.position_from_json(
        {
            "game": "tumbling",
            "to_move": "b",
            "stacks": {
                "a1": ["w", "w"],
                "c3": ["w"],
                "b2": ["b"],
                "h8": ["b", "b"],
                "f6": ["w", "b"],
            },
        }
    )
    move = choose_move("tumbling", game.view(state, 0), 0, level, seed=3)
    assert move == "b2-a1"
    assert _wins("tumbling", state, 0, move)


@needs_engine("stacktics")
@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_stacktics_captures_to_the_threshold(level: str) -> None:
    # Size 3: 9 captured pips win. Red has 7; its small piece on top of c3 (a single piece
    # on a 2-stack, so it may capture) moves diagonally onto Blue's medium on d4: 7 + 2 = 9.
    # Blue's e5 stack is behind d4 on the same diagonal, so it cannot be reached.
    game = get_game("stacktics")
    state = game.position_from_json(
        {
            "game": "stacktics",
            "files": 5,
            "ranks": 5,
            "size": 3,
            "to_move": "r",
            "captured": {"r": 7, "b": 0},
            "stacks": {"c3": ["r3", "r1"], "d4": ["b2"], "e5": ["b3", "b1"], "e1": ["r2"]},
        }
    )
    move = choose_move("stacktics", game.view(state, 0), 0, level, seed=4)
    assert _wins("stacktics", state, 0, move)
    assert move.lower().startswith("sc3") and move.lower().endswith("d4")


@needs_engine("kitty")
@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_kitty_passes_to_end_a_won_game(level: str) -> None:
    # Two players, Yellow just passed: Red's pass ends the game. Red owns 5 pieces against
    # Yellow's 2, so passing wins at once; any board action would let the game go on.
    game = get_game("kitty")
    state = game.position_from_json(
        {
            "game": "kitty",
            "radius": 3,
            "players": ["r", "y"],
            "to_move": "r",
            "passes": 1,
            "stacks": {"d4": ["y", "y", "r"], "d5": ["r", "r"], "a1": ["y"], "g4": ["y"]},
        }
    )
    move = choose_move("kitty", game.view(state, 0), 0, level, seed=5)
    assert move == "pass"
    assert _wins("kitty", state, 0, move)


@needs_engine("cattower")
@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_cattower_climbs_to_the_target_when_a_goal_allows_it(level: str) -> None:
    """Toto on floor 9 of a ten-floor tower, a Friend on floor 10 and the starter goal
    "Hello, Friend" (climb 1) face up: completing it reaches the target floor, so every level
    takes the goal and sets Toto down — and Toto then stands on the target."""
    from tests.games.cattower.helpers import coop_state, floor_top, stand, tower

    game = get_game("cattower")
    recs = tower(10)
    recs["f1"] = stand("f1", floor_top(recs, 10), 0.0)
    state = coop_state(recs, toto_floor=9, toto_x=-20.0, turn={"step": "goal"})
    seat = state.to_move
    first = choose_move("cattower", game.view(state, seat), seat, level, 5)
    assert first.startswith("goal G01")
    for _ in range(6):  # the climb's placement steps, then confirm
        if game.view(state, None)["toto_floor"] >= 10 or state.to_move != seat:
            break
        text = choose_move("cattower", game.view(state, seat), seat, level, 5)
        state = state.apply(game.parse_move(state, text, seat), seat)
    assert game.view(state, None)["toto_floor"] == 10
