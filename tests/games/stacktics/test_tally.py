"""`movegen.tally` is a deliberate speed twin of `movegen.generate` (the AI's evaluation
and perft's last ply count moves without building them): on every position of seeded random
games, for both colours, it must agree with the move list and the board."""

from __future__ import annotations

import random

import pytest

from bot.games.stacktics import GAME
from bot.games.stacktics.geometry import Geometry, stack_pips
from bot.games.stacktics.movegen import generate, tally

BOARDS = ("5x5", "4x4", "3x5", "6x6", "7x7")


def _expected(geo: Geometry, cells: tuple[str, ...], colour: int) -> tuple[int, int, int, int]:
    """(Red's pips, Blue's pips, the number of moves of `colour`, the most pips one of
    them captures), read off the board and the move list."""
    red = sum(stack_pips(s) for s in cells if s and s[0] == "r")
    blue = sum(stack_pips(s) for s in cells if s and s[0] == "b")
    moves = generate(geo, cells, colour)
    me = "rb"[colour]
    captures = [stack_pips(cells[m.to]) for m in moves if cells[m.to] and cells[m.to][0] != me]
    return red, blue, len(moves), max(captures, default=0)


@pytest.mark.parametrize("board", BOARDS)
def test_tally_agrees_with_the_move_list_in_random_games(board: str) -> None:
    checked = captures_seen = 0
    for seed in range(6):
        options = GAME.validate_options(2, {"board": board, "draw_limit": 40})
        state = GAME.new_state(2, seed, options)
        rng = random.Random(seed)
        while state.outcome() is None:
            for colour in (0, 1):
                want = _expected(state.geo, state.cells, colour)
                assert tally(state.geo, state.cells, colour) == want
                checked += 1
                captures_seen += want[3] > 0
            seat = state.to_move
            assert seat is not None
            moves = state.legal_moves(seat)
            state = state.apply(moves[rng.randrange(len(moves))], seat)
    # The games reach capture positions, so the capture part of the tally is exercised.
    assert checked > 100 and captures_seen > 10
