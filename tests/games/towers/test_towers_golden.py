"""Towers behaves exactly as the engine the running AI arena matches were started with: in
seeded random games (quiet limit 40, off and 10; either seat first) the legal moves of every
position, in order, the outcome, the scores and the final snapshot hash to the digest
recorded from that engine. A change of move order, of a draw, of an outcome or of the
snapshot format changes the digest; if the change is meant, say so and record the new one."""

from __future__ import annotations

import dataclasses
import hashlib
import random

from bot.games.towers import GAME

#: Recorded from the engine of commit 7b0a7c9 (before the blocked-pattern move tables).
DIGEST = "4ff453e656f9a919eaddf8ad6d2611ba74d3ac9f267a3adde55d7191e700da74"


def games_digest(games: int = 60, max_plies: int = 400) -> str:
    """The sha256 of every listed move and every game's end, over `games` seeded games."""
    digest = hashlib.sha256()
    for seed in range(games):
        options = {"quiet": (40, 0, 10)[seed % 3], "first": "blue" if seed % 4 == 1 else "yellow"}
        state = GAME.new_state(2, seed, GAME.validate_options(2, options))
        rng = random.Random(seed)
        plies = 0
        while state.outcome() is None and plies < max_plies:
            plies += 1
            moves = state.legal_moves()
            digest.update(repr([(m.frm, m.to) for m in moves]).encode())
            state = state.apply(moves[rng.randrange(len(moves))])
        out = state.outcome()
        # The reason is a catalogue text now: hashed as its English words, as recorded.
        said = None if out is None else dataclasses.replace(out, reason=str(out.reason))
        end = (said, state.scores(), GAME.encode_state(state))
        digest.update(repr(end).encode())
    return digest.hexdigest()


def test_seeded_games_match_the_recorded_engine() -> None:
    assert games_digest() == DIGEST
