"""The engine's move generator against the plain reference, on seeded random positions."""

from __future__ import annotations

import random

import pytest

from bot.core.grid import hex_grid
from bot.games.kitty import GAME
from bot.games.kitty.actions import board_moves
from bot.games.kitty.moves import CHAIN
from tests.games.kitty.reference import reference_moves, reference_perft


def _random_position(rng: random.Random, players: int, radius: int) -> dict:
    colours = "rybg"[:players]
    grid = hex_grid(radius)
    cells = rng.sample(grid.cells, rng.randint(8, min(len(grid.cells) - 3, 24)))
    pool = [c for c in colours for _ in range(15)]
    rng.shuffle(pool)
    stacks: dict[str, list[str]] = {}
    for cell in cells:
        height = min(len(pool), rng.choice([1, 1, 1, 2, 2, 3, 4]))
        if not height:
            break
        stacks[grid.name(cell)] = [pool.pop() for _ in range(height)]
    return {
        "game": "kitty",
        "radius": radius,
        "players": list(colours),
        "to_move": rng.choice(colours),
        "passes": rng.randrange(players),
        "stacks": stacks,
    }


@pytest.mark.parametrize("seed", range(12))
def test_moves_and_perft_match_the_reference(seed: int) -> None:
    rng = random.Random(seed)
    players, radius = rng.choice([2, 3, 4]), rng.choice([3, 4, 5, 6])
    data = _random_position(rng, players, radius)
    state = GAME.position_from_json(data)
    grid = hex_grid(radius)
    board = {grid.parse(name): "".join(p) for name, p in data["stacks"].items()}
    colours = "".join(data["players"])
    seat = colours.index(data["to_move"])
    expected = {(k, grid.name(c), d) for k, c, d in reference_moves(board, radius, colours[seat])}
    names = state.geo.names
    got = {(m.kind, names[m.cell], m.direction) for m in state.legal_moves() if m.kind != "pass"}
    assert got == expected
    depth = 3 if players == 2 else 2
    assert GAME.perft(state, depth) == reference_perft(
        board, radius, colours, seat, data["passes"], depth
    )


def test_reference_agrees_with_the_issue_numbers() -> None:
    from tests.games.kitty.helpers import ISSUE_POSITION

    grid = hex_grid(3)
    board = {grid.parse(name): "".join(p) for name, p in ISSUE_POSITION["stacks"].items()}
    assert reference_perft(board, 3, "ry", 0, 0, 1) == 62
    assert reference_perft(board, 3, "ry", 0, 0, 2) == 3257


def test_the_chain_generator_lists_the_other_moves_as_the_fast_one() -> None:
    """`board_moves(..., chain_allowed=True)` has its own loop (a deliberate twin of the
    fast table-driven one): without its Chains it lists the same moves in the same order."""
    chains = 0
    for seed in range(40):
        rng = random.Random(seed)
        players, radius = rng.choice([2, 3, 4]), rng.choice([3, 4, 5, 6])
        state = GAME.position_from_json(_random_position(rng, players, radius))
        cells, nbr, me = state.cells, state.geo.neighbours, state.colours[state.turn]
        with_chains = board_moves(cells, nbr, me, chain_allowed=True)
        assert [m for m in with_chains if m.kind != CHAIN] == board_moves(cells, nbr, me)
        chains += sum(m.kind == CHAIN for m in with_chains)
    assert chains > 0
