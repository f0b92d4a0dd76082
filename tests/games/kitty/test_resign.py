"""Resignation and ending by agreement."""

from __future__ import annotations

from bot.games.kitty import GAME
from tests.games.kitty.helpers import english, play, position

BOARD = {"d4": "r", "d5": "y", "a1": "b", "a2": "b", "g4": "y", "g3": "y", "d1": "r", "d2": "r"}


def test_two_players_the_other_wins() -> None:
    state = position({"d4": "rrr", "d5": "y"})
    ended = GAME.resign(state, 0)
    assert ended.outcome().winners == (1,)
    assert "Red resigned" in str(ended.outcome().reason)
    assert GAME.view(ended, None)["phase"] == "over" and ended.legal_moves() == []


def test_three_players_the_resigning_seat_is_out_and_passes_automatically() -> None:
    state = position(BOARD, players="ryb")
    state = GAME.resign(state, 1)  # Yellow resigns on Red's turn
    assert state.outcome() is None and GAME.view(state, None)["out"] == [False, True, False]
    after = play(state, "stack d4>d5")  # Yellow is skipped, with a pass
    assert after.to_move == 2 and after.passes == 1
    assert "Yellow is out of the game and passes." in english(after.events)
    # Blue and Red pass: with Yellow's automatic pass that is a full round.
    over = play(after, "pass", "pass")
    assert over.outcome() is not None
    assert 1 not in over.outcome().winners


def test_resigning_on_your_turn_counts_as_your_pass() -> None:
    state = GAME.resign(position(BOARD, players="ryb"), 0)
    assert state.to_move == 1 and state.passes == 1


def test_the_last_active_seat_wins() -> None:
    state = position(BOARD, players="ryb")
    state = GAME.resign(GAME.resign(state, 0), 2)
    assert state.outcome().winners == (1,)
    assert "last player left" in str(state.outcome().reason)


def test_a_resigned_seat_cannot_win_even_with_the_best_score() -> None:
    state = position({"d4": "bbbbbbb", "a1": "r", "g4": "y"}, players="ryb")
    state = GAME.resign(state, 2)
    over = play(state, "pass", "pass")
    assert over.outcome().winners == (0, 1)
    assert over.outcome().scores == (1.0, 1.0, 7.0)
