"""Towers move generation against the rule read plainly: on random boards with towers of
every height (so the 1-high, 2-high and taller paths and the kept masks all run), every
state along seeded random games lists exactly the moves "each own tower, by cell index,
onto each neighbour N, E, S, W that is not taller", in that order."""

from __future__ import annotations

import random

import pytest

from bot.games.towers import GAME, PASS, TowersMove, TowersState
from bot.games.towers.model import COLOURS, neighbours


def plain_moves(state: TowersState) -> list[TowersMove]:
    """The legal moves straight from the board strings (no tables, no masks)."""
    cells = state.cells
    me = COLOURS[state.side]
    nbrs = neighbours(state.files, state.ranks)
    out = [
        TowersMove(i, j)
        for i, tower in enumerate(cells)
        if tower and tower[-1] == me
        for j in nbrs[i]
        if len(cells[j]) <= len(tower)
    ]
    return out or [PASS]


def random_board(rng: random.Random, files: int, ranks: int) -> TowersState:
    """A board with about a third of the cells empty and towers 1 to 7 high."""
    cells = tuple(
        "" if rng.random() < 0.35 else "".join(rng.choice("yb") for _ in range(rng.randint(1, 7)))
        for _ in range(files * ranks)
    )
    return TowersState(files, ranks, cells, rng.randrange(2), quiet_limit=0)


@pytest.mark.parametrize("seed", range(12))
def test_moves_match_the_plain_rule_along_random_games(seed: int) -> None:
    rng = random.Random(seed)
    files, ranks = (6, 6) if seed % 3 else (rng.randint(2, 9), rng.randint(2, 9))
    state = random_board(rng, files, ranks)
    checked = 0
    while state.outcome() is None and checked < 120:
        moves = state.legal_moves()
        assert moves == plain_moves(state), f"seed {seed}, ply {checked}"
        assert all(state.is_legal(m) for m in moves)
        state = state.apply(moves[rng.randrange(len(moves))])
        # the lazily rebuilt board must agree with the kept heights and owners
        assert state.heights == tuple(len(t) for t in state.cells)
        checked += 1
    assert checked > 0


def test_the_start_position_from_the_game_matches_the_plain_rule() -> None:
    state = GAME.new_state(2, 0, GAME.validate_options(2, {}))
    assert state.legal_moves() == plain_moves(state)
    assert len(state.legal_moves()) == 60
