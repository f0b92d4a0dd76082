"""End of game: the 3·N win, no legal move, repetition, the no-capture limit, agreement,
resignation — as shared/rules/stacktics.md states them."""

from __future__ import annotations

import pytest

from bot.core.errors import IllegalMoveError
from tests.games.stacktics.helpers import GAME, play, position, snapshot_position, start


def test_reaching_three_n_captured_pips_wins_at_once() -> None:
    state = position({"a1": ["r1", "r1"], "c3": ["b2"], "e5": ["b3"]}, captured={"r": 7, "b": 0})
    after = play(state, "Sa1/2xc3")
    outcome = after.outcome()
    assert outcome is not None and outcome.winners == (0,)
    assert str(outcome.reason) == "Red captured 9 pips"
    assert after.to_move is None and after.legal_moves() == []
    assert GAME.perft(after, 1) == 0


def test_captures_short_of_the_threshold_do_not_end_the_game() -> None:
    state = position({"a1": ["r1", "r1"], "c3": ["b1"], "e5": ["b3"]}, captured={"r": 7, "b": 0})
    after = play(state, "Sa1/2xc3")
    assert after.captured == (8, 0) and after.outcome() is None


def test_a_player_without_a_legal_move_loses() -> None:
    # Blue's lone small can only go to b2, where a lone piece may not capture.
    state = position({"a1": ["b1"], "b2": ["r3"]}, to_move="b")
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0,)
    assert str(outcome.reason) == "Blue has no legal move"
    assert GAME.perft(state, 1) == 0 and GAME.perft(state, 0) == 1


def test_the_third_repetition_is_a_draw() -> None:
    cycle = ("Lb1-a1", "Lb5-a5", "La1-b1", "La5-b5")
    state = play(start(), *cycle, *cycle[:3])
    assert state.outcome() is None
    state = play(state, cycle[3])
    outcome = state.outcome()
    assert outcome is not None and outcome.is_draw and str(outcome.reason) == "third repetition"


def test_the_no_capture_limit_draws() -> None:
    state = play(start(draw_limit=4), "Lb1-a1", "Lb5-a5", "La1-a2")
    assert state.outcome() is None and GAME.view(state, None)["no_capture_plies"] == 3
    state = play(state, "La5-a4")
    outcome = state.outcome()
    assert (
        outcome is not None
        and outcome.is_draw
        and str(outcome.reason) == "4 plies without a capture"
    )


def test_the_default_no_capture_limit_is_sixty_and_zero_turns_it_off() -> None:
    assert start().draw_limit == 60
    near = snapshot_position({"a1": ["r3"], "e5": ["b3"]}, no_capture_plies=59)
    assert near.outcome() is None
    after = play(near, "La1-a2")
    assert (
        after.outcome() is not None and str(after.outcome().reason) == "60 plies without a capture"
    )
    off = snapshot_position({"a1": ["r3"], "e5": ["b3"]}, no_capture_plies=500, draw_limit=0)
    assert play(off, "La1-a2").outcome() is None


def test_a_capture_resets_the_no_capture_count() -> None:
    state = snapshot_position(
        {"a1": ["r1", "r1"], "c3": ["b1"], "e5": ["b3"]},
        no_capture_plies=30,
    )
    after = play(state, "Sa1/2xc3")
    assert GAME.view(after, None)["no_capture_plies"] == 0


def test_agreement_and_resignation_name_the_cause() -> None:
    state = start()
    agreed = GAME.agreed_end(state).outcome()
    assert agreed.is_draw and "agreed" in str(agreed.reason)
    resigned = GAME.resign(state, 0).outcome()
    assert resigned.winners == (1,) and str(resigned.reason) == "Red resigned"


def test_no_move_is_accepted_once_the_game_is_over() -> None:
    state = position({"a1": ["b1"], "b2": ["r3"]}, to_move="b")
    with pytest.raises(IllegalMoveError, match="over"):
        GAME.parse_move(state, "Sa1-b2")
