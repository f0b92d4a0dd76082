"""The fast path of plain turns (no cards, no exchange) against the general machinery: in
seeded random games, every legal move gives the same next state both ways; the move
generator read from the kept heights and owned cells gives the same moves as the one
read from the board strings; and `apply` refuses what `legal_moves` does not list."""

from __future__ import annotations

import random

import pytest

from bot.core.errors import IllegalMoveError
from bot.games.kitty import GAME
from bot.games.kitty import actions as B
from bot.games.kitty.flow import play_general, play_plain
from bot.games.kitty.model import FIELDS
from bot.games.kitty.movegen import Tables
from bot.games.kitty.moves import DISASSEMBLE, FLIP, PASS, STACK, KittyMove
from bot.games.kitty.state import KittyState


def _same(a: KittyState, b: KittyState) -> None:
    for name in FIELDS:
        assert getattr(a, name) == getattr(b, name), name
    assert a.tables() == Tables.of(a.cells, a.colours)
    assert a.outcome() == b.outcome()


@pytest.mark.parametrize(
    "players,radius,seed", [(2, 3, 1), (2, 3, 2), (2, 4, 3), (3, 4, 4), (4, 5, 5)]
)
def test_fast_path_agrees_with_the_general_machinery(players: int, radius: int, seed: int) -> None:
    rng = random.Random(seed)
    options = GAME.validate_options(
        players, {"setup": "random", "radius": radius, "objectives": False}
    )
    state = GAME.new_state(players, seed, options)
    positions = 0
    while state.outcome() is None and positions < 120:
        assert state.plain_turn()
        seat = state.turn
        moves = state.legal_moves(seat)
        chain_free = B.board_moves(state.cells, state.geo.neighbours, state.colours[seat])
        assert moves == chain_free + [PASS]
        for move in moves:
            _same(play_plain(state, move, seat), play_general(state, move, seat))
        state = state.apply(moves[rng.randrange(len(moves))], seat)
        positions += 1
    assert positions > 10


def test_apply_refuses_what_is_not_listed() -> None:
    rng = random.Random(7)
    state = GAME.new_state(2, 7, GAME.validate_options(2, {"setup": "random"}))
    for _ in range(30):
        if state.outcome() is not None:
            break
        legal = set(state.legal_moves())
        for _ in range(40):
            probe = KittyMove(
                rng.choice((STACK, FLIP, DISASSEMBLE)),
                rng.randrange(len(state.cells)),
                rng.randrange(6),
            )
            if probe in legal:
                continue
            with pytest.raises(IllegalMoveError):
                state.apply(probe)
        with pytest.raises(IllegalMoveError):
            state.apply(PASS, 1 - state.turn)
        moves = state.legal_moves()
        state = state.apply(moves[rng.randrange(len(moves))])
