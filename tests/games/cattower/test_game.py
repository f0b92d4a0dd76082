"""A whole seeded co-operative game, driven by the careful policy through the public API."""

from __future__ import annotations

import json

import pytest

from bot.games.cattower import GAME
from bot.games.cattower.policy import choose


@pytest.mark.slow
def test_a_careful_coop_game_runs_to_its_end():
    state = GAME.new_state(2, 1, GAME.validate_options(2, {"difficulty": "steady"}))
    saw_count = False
    for _ in range(400):
        if state.outcome() is not None:
            break
        view = GAME.view(state)
        json.dumps(view)  # the renderer's input is plain JSON
        buttons = GAME.buttons(state)
        assert len(buttons) <= 15 and all(b.seats == (state.active,) for b in buttons)
        move = choose(state)
        text = GAME.format_move(state, move)
        assert GAME.parse_move(state, text, state.active) == move
        state = state.apply(move, state.active)
        if state.count_frames is not None:
            saw_count = True
            assert len(GAME.view(state)["count_frames"]) == 5
        if state.turn.step == "higher":
            state = state.apply(GAME.parse_move(state, "stop"))
    outcome = state.outcome()
    assert outcome is not None
    if outcome.winners:
        assert outcome.winners == (0, 1) and saw_count
        assert state.toto_floor >= 10 and GAME.view(state)["story"]["read"]
    else:
        assert len(state.fallen) >= 5 and "collapsed" in outcome.reason
    assert state.legal_moves() == [] and GAME.buttons(state) == []
