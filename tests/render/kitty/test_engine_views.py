"""Rendering the views the Kitty engine makes."""

from __future__ import annotations

import random

from bot.games import kitty
from render.kitty import render
from tests.render.kitty.helpers import rgb


def test_engine_views_render_and_seat_views_show_nothing_more() -> None:
    game = kitty.GAME
    state = game.new_state(4, 3, game.validate_options(4, {"setup": "random", "objectives": True}))
    rng = random.Random(5)
    kinds = set()
    for ply in range(600):
        public = game.view(state, None)
        if public.get("last_action"):
            kinds.add(public["last_action"]["kind"])
        over = state.outcome() is not None
        if ply % 6 == 0 or over:
            png = render(public)
            assert rgb(png).width >= 700
            seat = public["to_move"] if public["to_move"] is not None else ply % 4
            assert render(game.view(state, seat)) == png
        if over:
            break
        state = state.apply(rng.choice(state.legal_moves()))
    assert state.outcome() is not None
    assert kinds & {"stack", "chain", "flip", "disassemble"}
