"""Options, the deal, and the three set-up modes."""

from __future__ import annotations

import random

import pytest

from bot.core.errors import IllegalMoveError, OptionError
from bot.games.kitty import GAME
from bot.games.kitty.cards import CARD_IDS
from bot.games.kitty.geometry import board_cells
from bot.games.kitty.setup import placed
from tests.games.kitty.helpers import notations


def _new(players: int, seed: int = 7, **options):
    return GAME.new_state(players, seed, GAME.validate_options(players, options))


# ----- options -------------------------------------------------------------------------
def test_defaults_depend_on_the_player_count() -> None:
    two = GAME.validate_options(2, {})
    assert two == {"setup": "free", "objectives": False, "radius": 3}
    for players in (3, 4):
        assert GAME.validate_options(players, {}) == {
            "setup": "free",
            "objectives": True,
            "radius": 4,
        }
    assert GAME.validate_options(2, {"objectives": "on", "radius": 5})["objectives"] is True


def test_a_board_too_small_for_every_piece_is_refused() -> None:
    with pytest.raises(OptionError, match="37 cells, too few for 45 pieces"):
        GAME.validate_options(3, {"radius": 3})
    with pytest.raises(OptionError):
        GAME.validate_options(2, {"radius": 7})
    with pytest.raises(OptionError):
        GAME.validate_options(2, {"setup": "chaos"})
    with pytest.raises(OptionError):
        GAME.validate_options(5, {})


def test_cards_are_dealt_two_each_all_different_and_from_the_seed() -> None:
    state = _new(4, seed=11)
    cards = [c for hand in state.hands for c in hand]
    assert [len(h) for h in state.hands] == [2, 2, 2, 2]
    assert len(set(cards)) == 8 and set(cards) <= set(CARD_IDS)
    assert _new(4, seed=11).hands == state.hands
    assert any(_new(4, seed=s).hands != state.hands for s in range(12, 20))
    assert _new(2).hands == ((), ())


# ----- free set-up ---------------------------------------------------------------------
def test_free_setup_lets_everyone_place_at_their_own_pace() -> None:
    state = _new(2)
    assert GAME.view(state, None)["phase"] == "setup"
    assert state.to_move is None and state.actors() == frozenset({0, 1})
    state = state.apply(GAME.parse_move(state, "place d4", 1), 1)
    state = state.apply(GAME.parse_move(state, "d5", 1), 1)
    assert GAME.view(state, None)["stacks"] == {"d4": ["y"], "d5": ["y"]}
    assert GAME.view(state, None)["unplaced"] == [15, 13]
    with pytest.raises(IllegalMoveError, match="already holds a piece"):
        GAME.parse_move(state, "place d4", 0)
    buttons = GAME.buttons(state)
    assert [(str(b.label), b.move, b.seats) for b in buttons] == [
        ("Place the rest at random", "place random", (0, 1))
    ]


def test_place_random_places_all_remaining_pieces_reproducibly() -> None:
    state = _new(2)
    state = state.apply(GAME.parse_move(state, "place d4", 0), 0)
    rest = state.apply(GAME.parse_move(state, "place random", 0), 0)
    assert sum(1 for p in GAME.view(rest, None)["stacks"].values() if p == ["r"]) == 15
    assert rest.unplaced == (0, 15) and rest.actors() == frozenset({1})
    again = state.apply(GAME.parse_move(state, "place random", 0), 0)
    assert again.cells == rest.cells


def test_play_starts_with_red_when_every_piece_is_placed() -> None:
    state = _new(2)
    state = state.apply(GAME.parse_move(state, "random", 1), 1)
    state = state.apply(GAME.parse_move(state, "place random", 0), 0)
    view = GAME.view(state, None)
    assert view["phase"] == "play" and view["to_move"] == 0 and view["unplaced"] == [0, 0]
    assert len(view["stacks"]) == 30
    assert not any(n.startswith("place") for n in notations(state))


# ----- turns and random set-ups --------------------------------------------------------
def test_turns_setup_places_one_piece_each_in_seat_order() -> None:
    state = _new(3, setup="turns")
    assert state.to_move == 0 and state.actors() == frozenset({0})
    with pytest.raises(IllegalMoveError, match="not your turn"):
        GAME.parse_move(state, "place a1", 1)
    order = []
    for _ in range(6):
        order.append(state.to_move)
        state = state.apply(GAME.parse_move(state, "place random", state.to_move))
    assert order == [0, 1, 2, 0, 1, 2]
    assert GAME.view(state, None)["unplaced"] == [13, 13, 13]


def test_random_setup_fills_the_board_from_the_seed() -> None:
    state = _new(3, seed=5, setup="random")
    view = GAME.view(state, None)
    assert view["phase"] == "play" and view["to_move"] == 0
    pieces = [p for stack in view["stacks"].values() for p in stack]
    assert sorted(pieces) == sorted("r" * 15 + "y" * 15 + "b" * 15)
    assert _new(3, seed=5, setup="random").cells == state.cells
    assert _new(3, seed=6, setup="random").cells != state.cells


@pytest.mark.parametrize("players,radius", [(2, 3), (2, 6), (3, 4), (4, 4), (4, 6), (1, 3)])
def test_random_placement_draws_as_shuffle_then_sample(players: int, radius: int) -> None:
    """`placed` must give exactly the board of `random.shuffle` + `random.sample` (saved
    games are replayed from their seed)."""
    size = board_cells(radius)
    for seed in range(200):
        pieces = [c for c in "rybg"[:players] for _ in range(15)]
        rng = random.Random(f"kitty-setup:{seed}")
        expected = [""] * size
        reference = list(pieces)
        rng.shuffle(reference)
        for cell, piece in zip(rng.sample(range(size), len(reference)), reference):
            expected[cell] = piece
        after = rng.random()
        rng = random.Random(f"kitty-setup:{seed}")
        assert placed(rng, list(pieces), size) == expected
        assert rng.random() == after


def test_a_random_set_up_is_the_placed_board_of_a_fresh_state() -> None:
    """Random set-ups are copied from a template per (radius, players, cards): every field
    must still be what placing the seed's pieces on a fresh set-up gives, whatever the
    set-ups made before (other seeds, other options, with and without cards)."""
    from bot.games.kitty.model import FIELDS
    from bot.games.kitty.setup import _pieces, _play_starts, starting_state
    from bot.games.kitty.state import KittyState

    combos = [(2, 3, False), (2, 3, True), (3, 4, True), (4, 5, False), (2, 6, True)]
    for seed in (0, 1, 17, 2**40):
        for players, radius, objectives in combos:
            free = starting_state(players, seed, radius, "free", objectives)
            fields = {name: getattr(free, name) for name in FIELDS} | {"setup_mode": "random"}
            rng = random.Random(f"kitty-setup:{seed}")
            cells = tuple(placed(rng, list(_pieces(free.colours)), len(free.cells)))
            expected = KittyState(**(fields | _play_starts(fields) | {"cells": cells}))
            state = starting_state(players, seed, radius, "random", objectives)
            for name in FIELDS:
                assert getattr(state, name) == getattr(expected, name), (name, seed)
            assert state.legal_moves() == expected.legal_moves()
