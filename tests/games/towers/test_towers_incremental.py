"""The Towers state keeps heights, owned cells and pieces per seat up to date from each move,
and builds the board strings lazily. In seeded random games (with and without the quiet
limit) every state must agree with a state built afresh from its board: same tallies, same
outcome, same legal moves in the same order, and `apply` must refuse exactly the moves
`legal_moves` does not list."""

from __future__ import annotations

import random

import pytest

from bot.core.errors import IllegalMoveError
from bot.games.towers import GAME, PASS, TowersMove, TowersState


def _fresh(s: TowersState) -> TowersState:
    return TowersState(
        s.files, s.ranks, s.cells, s.side, s.quiet, s.passes, s.quiet_limit, s.ply, s.last
    )


@pytest.mark.parametrize("seed,quiet", [(1, 40), (2, 0), (3, 10), (4, 40)])
def test_incremental_state_matches_a_fresh_one(seed: int, quiet: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_state(2, seed, GAME.validate_options(2, {"quiet": quiet}))
    plies = 0
    while state.outcome() is None:
        moves = state.legal_moves()
        state = state.apply(moves[rng.randrange(len(moves))])
        plies += 1
        fresh = _fresh(state)
        assert (state.heights, state.owned, state.occupied, state.scores()) == (
            fresh.heights,
            fresh.owned,
            fresh.occupied,
            fresh.scores(),
        )
        assert state.outcome() == fresh.outcome()
        assert state.legal_moves() == fresh.legal_moves()
    assert plies > 20


def test_lazy_cells_of_a_long_line_of_states() -> None:
    rng = random.Random(9)
    state = GAME.new_state(2, 9, GAME.validate_options(2, {"quiet": 0}))
    history = [state]
    while state.outcome() is None:
        moves = state.legal_moves()
        state = state.apply(moves[rng.randrange(len(moves))])
        history.append(state)
    # Ask for a late board first (rebuilds the whole line), then every earlier one.
    boards = [s.cells for s in reversed(history)]
    replay = GAME.new_state(2, 9, GAME.validate_options(2, {"quiet": 0}))
    assert boards[-1] == replay.cells
    for s in history[1:]:
        assert s.last is not None
        replay = replay.apply(s.last)
    assert replay.cells == boards[0]


def test_apply_refuses_every_unlisted_move() -> None:
    rng = random.Random(4)
    state = GAME.new_state(2, 4, GAME.validate_options(2, {}))
    size = state.files * state.ranks
    for _ in range(60):
        if state.outcome() is not None:
            break
        legal = state.legal_moves()
        for frm in range(size):
            for to in range(size):
                move = TowersMove(frm, to)
                if move in legal:
                    continue
                with pytest.raises(IllegalMoveError):
                    state.apply(move)
        if legal != [PASS]:
            with pytest.raises(IllegalMoveError):
                state.apply(PASS)
        state = state.apply(legal[rng.randrange(len(legal))])
