"""`apply` checks and plays in one pass: along seeded random games, every candidate move
(each cell pair, off-board indices, PASS, equal-valued copies of the shared move objects)
is accepted exactly when `legal_moves` lists it, and a refused one leaves the state as it
was."""

from __future__ import annotations

import random

import pytest

from bot.core.errors import IllegalMoveError
from bot.games.towers import GAME, PASS, TowersMove


@pytest.mark.parametrize("seed", range(4))
def test_apply_accepts_exactly_the_listed_moves_and_refusals_change_nothing(seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_state(2, seed, GAME.validate_options(2, {}))
    n = state.files * state.ranks
    while state.outcome() is None:
        legal = set(state.legal_moves())
        before = GAME.encode_state(state)
        candidates = [PASS, TowersMove(-1, 0), TowersMove(0, -1), TowersMove(n, n - 1)]
        # off the board onto it and back, and index neighbours a rank apart (f1 → a2)
        candidates += [TowersMove(n - 1, n), TowersMove(n - 1, n - 1 + n * n), TowersMove(5, 6)]
        candidates += [TowersMove(rng.randrange(n), rng.randrange(n)) for _ in range(40)]
        candidates += [TowersMove(m.frm, m.to) for m in legal]  # copies, not the shared ones
        for move in candidates:
            if move in legal:
                child = state.apply(move)
                assert child.heights == tuple(len(t) for t in child.cells)
            else:
                with pytest.raises(IllegalMoveError):
                    state.apply(move)
            assert GAME.encode_state(state) == before
        with pytest.raises(IllegalMoveError):
            state.apply(next(iter(legal)), 1 - state.side)
        moves = state.legal_moves()
        state = state.apply(moves[rng.randrange(len(moves))])
