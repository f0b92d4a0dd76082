"""Seeded random games through the public API, summed up in one digest recorded from the
engine as it was before the playout speed work (issue 11): the legal moves in their
order, the chosen moves and their notation, the public events, the last move, the
outcome and the snapshots (first, every tenth and last position). Any change in move
order, random draws, scoring or snapshot format changes the digest.

If a change of behaviour is intended, print `_digest()` and replace `RECORDED` — and say
so, since arena matches assume the move order is unchanged."""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

from bot.games.kitty import GAME
from tests.games.kitty.helpers import english

#: (players, options, seeds): the bench's setting, bigger boards, and cards (general path).
CASES: tuple[tuple[int, dict[str, Any], range], ...] = (
    (2, {"setup": "random", "radius": 3}, range(150)),
    (2, {"setup": "random", "radius": 4}, range(10)),
    (3, {"setup": "random", "objectives": False}, range(10)),
    (4, {"setup": "random", "radius": 5, "objectives": False}, range(5)),
    (2, {"setup": "random", "objectives": True}, range(8)),
    (3, {"setup": "random"}, range(6)),
)

RECORDED = "eef4a1974ab4cfc00edd88a23304a51911b6342c2e4b8b93cc0126e103bd9a8e"


def _games() -> Any:
    """Every record of every case, one JSON-able item at a time."""
    for players, raw, seeds in CASES:
        options = GAME.validate_options(players, raw)
        for seed in seeds:
            state = GAME.new_state(players, seed, options)
            yield GAME.encode_state(state)
            rng = random.Random(seed * 7 + players)
            ply = 0
            while state.outcome() is None and ply < 400:
                seat = state.to_move
                if seat is None:
                    seat = min(state.actors())
                moves = state.legal_moves(seat)
                yield [seat, [list(m) for m in moves]]
                move = moves[rng.randrange(len(moves))]
                yield GAME.format_move(state, move)
                state = state.apply(move, seat if ply % 2 else None)
                yield [list(state.events), list(state.last or ())]
                if ply % 10 == 0:
                    yield GAME.encode_state(state)
                ply += 1
            outcome = state.outcome()
            yield [
                ply,
                None if outcome is None else [outcome.winners, outcome.reason, outcome.scores],
            ]
            yield GAME.encode_state(state)


def _digest() -> str:
    h = hashlib.sha256()
    # Texts in words (events, the outcome's reason) are hashed as their English words.
    for item in map(english, _games()):
        h.update(json.dumps(item, sort_keys=True, default=repr).encode())
    return h.hexdigest()


def test_seeded_games_play_exactly_as_recorded() -> None:
    assert _digest() == RECORDED
