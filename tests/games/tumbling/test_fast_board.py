"""Differential test of the AI's second Tumbling Down rules implementation, the fast board
of `bot.ai.heuristics.tumbling_board`, against the engine (`bot.games.tumbling`).

1. Whole games: in seeded random games (from the start, and from random boards of several
   sizes) the engine and the fast board play the same moves side by side, each with its own
   code only (the fast board from `SearchPos.from_board` at the root, then `advance`). At
   every position: the same legal moves, compared as notation and in the same order; the
   same board, side to move, kings and controlled stacks; and the same result (who wins, or
   nobody yet). The one difference allowed: the engine draws on a third repetition, which
   the search deliberately ignores.
2. One position at a time: for every legal move, the same position after it; and the moves
   the search treats as "wins at once" are exactly the engine's winning moves, for both
   seats (whoever is to move).
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from bot.ai.heuristics.tumbling_board import SearchPos, advance, count_tops, tables
from bot.core.protocol import Outcome
from bot.games.tumbling.kings import king_info
from bot.games.tumbling.moves import TumblingMove
from bot.games.tumbling.state import REPETITION_LIMIT, TumblingState
from tests.games.tumbling.helpers import GAME, position

#: Board sizes of the random-board games (the fast board builds its tables per size).
SIZES = ((8, 8), (5, 5), (7, 4), (3, 9))


def _winners(outcome: Outcome | None) -> tuple[int, ...] | None:
    return None if outcome is None else outcome.winners


def _notations(state: TumblingState, moves: list[TumblingMove]) -> list[str]:
    return [GAME.format_move(state, m) for m in moves]


def _random_board(rng: random.Random, files: int = 8, ranks: int = 8) -> TumblingState:
    """A random position: a few stacks of mixed colours, each side with a pure stack."""
    names = [f"{'abcdefgh'[f]}{r + 1}" for f in range(files) for r in range(ranks)]
    cells = rng.sample(names, rng.randint(min(6, len(names) // 3), min(16, len(names) // 2)))
    stacks = {}
    for k, cell in enumerate(cells):
        if k < 2:
            stacks[cell] = "bw"[k] * rng.randint(1, 3)
        else:
            stacks[cell] = "".join(rng.choice("bw") for _ in range(rng.randint(1, 4)))
    state = position(stacks, to_move=rng.choice("bw"), files=files, ranks=ranks)
    # Count repetitions from here, as a game from the start does.
    return TumblingState(state.geo, state.cells, state.side, seen={(state.cells, state.side): 1})


def play_side_by_side(
    state: TumblingState, pick: Callable[[TumblingState], TumblingMove], limit: int
) -> tuple[int, Outcome | None]:
    """Play a game from `state` on the engine and on the fast board at once, each move
    chosen by `pick` from the engine's position, comparing them at every position (see the
    module docstring). Returns the number of positions compared and the engine's result
    (None when `limit` positions passed first)."""
    pos = SearchPos.from_board(tables(state.geo), state.cells, state.side)
    compared = 0
    while compared < limit:
        compared += 1
        assert pos.cells == state.cells and pos.side == state.side
        assert pos.kings == state.kings and pos.tops == count_tops(state.cells)
        engine, fast = state.outcome(), pos.outcome()
        if engine is not None and fast is None:
            # The engine's third repetition draw, which the search ignores.
            assert engine.winners == () and state.repetitions() >= REPETITION_LIMIT
            return compared, engine
        assert _winners(fast) == _winners(engine), (_winners(fast), engine)
        assert _notations(state, pos.legal_moves()) == _notations(state, state.legal_moves())
        if engine is not None:
            return compared, engine
        move = pick(state)
        state = state.apply(move)
        pos = advance(pos, move)
    return compared, None


def _random_pick(rng: random.Random) -> Callable[[TumblingState], TumblingMove]:
    def pick(state: TumblingState) -> TumblingMove:
        moves = state.legal_moves()
        return moves[rng.randrange(len(moves))]

    return pick


#: Seeds of the games from the start; between them both colours win.
START_SEEDS = range(12)


def _start(seed: int) -> TumblingState:
    options = {"first": "white"} if seed % 2 else {}
    return GAME.new_state(2, seed, GAME.validate_options(2, options))


@pytest.mark.parametrize("seed", START_SEEDS)
def test_whole_games_from_the_start_agree(seed: int) -> None:
    compared, result = play_side_by_side(_start(seed), _random_pick(random.Random(seed)), 400)
    assert result is not None and compared > 10  # played to the end


@pytest.mark.parametrize("seed", range(12))
def test_whole_games_from_random_boards_agree(seed: int) -> None:
    rng = random.Random(2000 + seed)
    files, ranks = SIZES[seed % len(SIZES)]
    compared = 0
    while compared < 150:
        compared += play_side_by_side(_random_board(rng, files, ranks), _random_pick(rng), 150)[0]


def test_the_games_from_the_start_end_in_wins_for_both_colours() -> None:
    """The comparison above covers a king capture by either colour."""
    winners = set()
    for seed in START_SEEDS:
        rng = random.Random(seed)
        state = _start(seed)
        while state.outcome() is None:
            state = state.apply(_random_pick(rng)(state))
        outcome = state.outcome()
        assert outcome is not None
        winners.add(outcome.winners)
    assert winners == {(0,), (1,)}


def test_a_repetition_draw_is_the_only_difference() -> None:
    """Single pieces stepping to and fro: the engine draws when the start comes back the
    third time; the fast board, which ignores repetition, still has the same moves."""
    state = position({"h8": "bb", "d4": "b", "a1": "ww", "e1": "w"}, to_move="b")
    state = TumblingState(state.geo, state.cells, state.side, seen={state.key(): 1})
    script = iter(["d4-d5", "e1-e2", "d5-d4", "e2-e1"] * 2)
    compared, result = play_side_by_side(state, lambda s: GAME.parse_move(s, next(script)), 100)
    assert compared == 9 and result is not None and result.winners == ()


# ----- one position at a time ----------------------------------------------------------
def _engine_wins(state: TumblingState, seat: int) -> set[TumblingMove]:
    """The moves with which `seat` would win at once if it were to move on this board."""
    as_mover = TumblingState(state.geo, state.cells, seat)
    return {
        m
        for m in as_mover.legal_moves()
        if _winners(as_mover.play_unchecked(m, track=False).outcome()) == (seat,)
    }


def check_position(state: TumblingState) -> None:
    """Every assertion of part 2 of the module docstring for one undecided position."""
    pos = SearchPos.from_board(tables(state.geo), state.cells, state.side)
    moves = state.legal_moves()
    assert pos.legal_moves() == moves
    for move in moves:
        after = state.play_unchecked(move, track=False)
        fast = advance(pos, move)
        assert fast.cells == after.cells, move
        assert fast.side == after.side
        assert fast.kings == king_info(after.cells), move
        assert fast.tops == count_tops(after.cells)
        assert _winners(fast.outcome()) == _winners(after.outcome()), move
    for seat in (0, 1):
        assert set(pos.captures(seat)) == _engine_wins(state, seat), seat


def _check_along(state: TumblingState, rng: random.Random, limit: int) -> int:
    """`check_position` at every position of a random game from `state`."""
    checked = 0
    while state.outcome() is None and checked < limit:
        check_position(state)
        checked += 1
        moves = state.legal_moves()
        state = state.play_unchecked(moves[rng.randrange(len(moves))], track=False)
    return checked


@pytest.mark.parametrize("seed", range(3))
def test_every_move_of_random_games_agrees(seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_state(2, seed, GAME.validate_options(2, {}))
    assert _check_along(state, rng, 150) > 20


@pytest.mark.parametrize("seed", range(6))
def test_every_move_on_random_boards_agrees(seed: int) -> None:
    rng = random.Random(1000 + seed)
    checked = 0
    while checked < 60:
        checked += _check_along(_random_board(rng), rng, 60)
