"""A failed try that brings down the floor the plan pointed at must leave a plan that
still fits the tower (found by an AI-only game through Discord: the snapshot of such a
state would not decode, so neither a restart nor the AI could continue)."""

from __future__ import annotations

import json
import random

from bot.ai import choose_move
from bot.core.registry import get_game

G = get_game("cattower")


def test_every_state_of_a_collapsing_game_survives_a_snapshot_round_trip():
    opts = G.validate_options(2, {})
    opts["difficulty"] = ["steady", "steady"]
    s = G.new_state(2, 1000, opts)
    for ply in range(24):
        if s.outcome() is not None:
            break
        seat = min(s.actors())
        seed = (1000 * 1_000_003 + ply * 7919 + seat) % (2**31)
        text = choose_move("cattower", G.view(s, seat), seat, "medium", seed)
        s = s.apply(G.parse_move(s, text, seat), seat)
        back = G.decode_state(json.loads(json.dumps(G.encode_state(s))))  # must not raise
        assert G.view(back, None)["step"] == G.view(s, None)["step"]
        assert G.determinize(G.view(s, seat), seat, random.Random(ply)) is not None
