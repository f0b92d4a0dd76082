"""Cross-check against a naive second reading of the rules (tests/games/tumbling/reference.py):
legal moves, boards and results must agree along random games, from the start and from
random small positions; perft must agree on small positions."""

from __future__ import annotations

import random

from bot.games.tumbling.geometry import COLOURS
from tests.games.tumbling import reference as ref
from tests.games.tumbling.helpers import GAME, position


def as_board(state) -> dict:
    out = {}
    for name, pieces in GAME.position_to_json(state)["stacks"].items():
        out[(ref.LETTERS.index(name[0]), int(name[1:]) - 1)] = "".join(pieces)
    return out


def random_position(rng: random.Random, files: int, ranks: int):
    cells = [f"{ref.LETTERS[f]}{r + 1}" for f in range(files) for r in range(ranks)]
    chosen = rng.sample(cells, rng.randint(2, min(len(cells), 9)))
    stacks = {
        c: "".join(rng.choice("bw") for _ in range(rng.choice((1, 1, 2, 3, 4, 5)))) for c in chosen
    }
    return position(stacks, to_move=rng.choice("bw"), files=files, ranks=ranks)


def walk_and_compare(state, rng: random.Random, plies: int) -> tuple[int, int]:
    """Play random moves, checking every step against the reference; returns
    (plies played, games decided)."""
    files, ranks = state.geo.files, state.geo.ranks
    for ply in range(plies):
        me = COLOURS[state.to_move]
        board = as_board(state)
        assert {GAME.format_move(state, m) for m in state.legal_moves()} == ref.legal_moves(
            board, files, ranks, me
        )
        moves = state.legal_moves()
        if not moves:
            return ply, 0
        move = rng.choice(moves)
        text = GAME.format_move(state, move)
        nxt = state.apply(move)
        after = ref.play(board, files, ranks, text)
        assert as_board(nxt) == after, text
        expected = ref.winner(board, after, me)
        out = nxt.outcome()
        if expected is None:
            assert out is None or out.is_draw, (text, out)
        else:
            assert out is not None and out.winners == (COLOURS.index(expected),), (text, out)
            return ply + 1, 1
        if out is not None:
            return ply + 1, 0
        state = nxt
    return plies, 0


def test_random_games_from_the_start_agree_with_the_reference():
    rng = random.Random(20240601)
    decided = 0
    for _ in range(12):
        _, won = walk_and_compare(GAME.new_state(2, 0, {}), rng, 150)
        decided += won
    assert decided >= 6  # random play does reach king captures: they were checked


def test_random_small_positions_agree_with_the_reference():
    rng = random.Random(7)
    decided = 0
    for _ in range(300):
        files, ranks = rng.randint(2, 6), rng.randint(2, 6)
        _, won = walk_and_compare(random_position(rng, files, ranks), rng, 30)
        decided += won
    assert decided >= 100


def test_perft_agrees_with_the_reference_on_small_positions():
    rng = random.Random(99)
    for i in range(30):
        s = random_position(rng, rng.randint(3, 5), rng.randint(3, 5))
        board = as_board(s)
        me = COLOURS[s.to_move]
        for depth in (1, 2, 3) if i < 8 else (1, 2):
            assert GAME.perft(s, depth) == ref.perft(board, s.geo.files, s.geo.ranks, me, depth)
