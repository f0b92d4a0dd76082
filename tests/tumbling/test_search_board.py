"""Differential test of the AI's second Tumbling Down rules implementation
(`bot.ai.heuristics.tumbling_board`) against the engine (`bot.games.tumbling`).

In seeded random games (from the start and from random small boards), at every position:
the same legal moves in the same order, and for every legal move the same board, the same
side to move, the same result (who wins, or nobody yet), the same kings (kept
incrementally by the search) and the same count of controlled stacks; and the moves the
search takes for "wins at once" are exactly the engine's winning moves, for both seats.
"""

from __future__ import annotations

import random

import pytest

from bot.ai.heuristics.tumbling_board import SearchPos, advance, count_tops, tables
from bot.games.tumbling.kings import king_info
from bot.games.tumbling.state import TumblingState
from tests.tumbling.helpers import GAME, position

LETTERS = "abcdefgh"


def _winners(state: TumblingState) -> tuple[int, ...] | None:
    outcome = state.outcome()
    return None if outcome is None else outcome.winners


def _engine_wins(state: TumblingState, seat: int) -> set:
    """The moves with which `seat` would win at once if it were to move on this board."""
    as_mover = TumblingState(state.geo, state.cells, seat)
    return {
        m
        for m in as_mover.legal_moves()
        if _winners(as_mover.play_unchecked(m, track=False)) == (seat,)
    }


def check_position(state: TumblingState) -> None:
    """Every assertion of the module docstring for one undecided engine position."""
    tab = tables(state.geo)
    pos = SearchPos.from_board(tab, state.cells, state.side)
    moves = state.legal_moves()
    assert pos.legal_moves() == moves
    for move in moves:
        after = state.play_unchecked(move, track=False)
        fast = advance(pos, move)
        assert fast.cells == after.cells, move
        assert fast.side == after.side
        assert fast.kings == king_info(after.cells), move
        assert fast.tops == count_tops(after.cells)
        expected = _winners(after)
        got = fast.outcome()
        assert (None if got is None else got.winners) == expected, move
    for seat in (0, 1):
        assert set(pos.captures(seat)) == _engine_wins(state, seat), seat


def _random_board(rng: random.Random) -> TumblingState:
    """A small random position: a few stacks of mixed colours, each side with a pure stack."""
    cells = rng.sample([f"{f}{r}" for f in LETTERS for r in range(1, 9)], rng.randint(6, 16))
    stacks = {}
    for k, cell in enumerate(cells):
        if k < 2:
            stacks[cell] = "bw"[k] * rng.randint(1, 3)
        else:
            stacks[cell] = "".join(rng.choice("bw") for _ in range(rng.randint(1, 4)))
    return position(stacks, to_move=rng.choice("bw"))


def _play_out(state: TumblingState, rng: random.Random, limit: int) -> int:
    """Check every position of a random game from `state`; returns the positions checked."""
    checked = 0
    while state.outcome() is None and checked < limit:
        check_position(state)
        checked += 1
        moves = state.legal_moves()
        state = state.play_unchecked(moves[rng.randrange(len(moves))], track=False)
    return checked


@pytest.mark.parametrize("seed", range(3))
def test_search_board_agrees_with_the_engine_in_random_games(seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_state(2, seed, GAME.validate_options(2, {}))
    assert _play_out(state, rng, 150) > 20


@pytest.mark.parametrize("seed", range(6))
def test_search_board_agrees_with_the_engine_on_random_boards(seed: int) -> None:
    rng = random.Random(1000 + seed)
    checked = 0
    while checked < 60:
        checked += _play_out(_random_board(rng), rng, 60)
