"""Move rules of shared/rules/stacktics.md, one scenario per clause (expected moves by hand)."""

from __future__ import annotations

import pytest

from bot.core.errors import IllegalMoveError
from tests.games.stacktics.helpers import GAME, notations, play, position


def test_a_lone_small_moves_any_distance_diagonally() -> None:
    state = position({"c3": ["r1"], "a3": ["b3"]})
    assert notations(state) == {
        "Sc3-b2",
        "Sc3-a1",
        "Sc3-d4",
        "Sc3-e5",
        "Sc3-b4",
        "Sc3-a5",
        "Sc3-d2",
        "Sc3-e1",
    }
    with pytest.raises(IllegalMoveError, match="A small moves diagonally"):
        GAME.parse_move(state, "c3-c4")


def test_a_lone_medium_moves_orthogonally_and_a_lone_large_both_ways() -> None:
    medium = position({"c3": ["r2"], "a5": ["b3"]})
    assert notations(medium) == {
        "Mc3-c4",
        "Mc3-c5",
        "Mc3-c2",
        "Mc3-c1",
        "Mc3-b3",
        "Mc3-a3",
        "Mc3-d3",
        "Mc3-e3",
    }
    large = position({"a1": ["r3"], "e2": ["b3"]})
    # a-file up (4), rank 1 right (4), diagonal to e5 (4).
    assert len(large.legal_moves()) == 12
    assert {"La1-a5", "La1-e1", "La1-e5"} <= notations(large)


def test_a_medium_carrying_a_small_moves_as_a_medium_up_to_two_cells() -> None:
    state = position({"c3": ["r2", "r1"], "a3": ["b3"]})
    medium_moves = {n for n in notations(state) if n.startswith("M")}
    # Orthogonal, loaded (1 pip < 2) so at most 2 cells; the pair may not take a3.
    assert medium_moves == {"Mc3-c4", "Mc3-c5", "Mc3-c2", "Mc3-c1", "Mc3-b3", "Mc3-d3", "Mc3-e3"}
    small_moves = {n for n in notations(state) if n.startswith("S")}
    assert len(small_moves) == 8
    with pytest.raises(IllegalMoveError, match="medium moves in straight lines"):
        GAME.parse_move(state, "Mc3-d4")


def test_loaded_range_is_two_up_to_size_three_and_three_from_size_four() -> None:
    small_game = position({"c1": ["r2", "r1"], "a5": ["b3"]})
    assert {"Mc1-c2", "Mc1-c3"} <= notations(small_game)
    with pytest.raises(IllegalMoveError, match="loaded and moves at most 2 cells"):
        GAME.parse_move(small_game, "Mc1-c4")
    big_game = position({"c1": ["r2", "r1"], "a6": ["b3"]}, files=6, ranks=6, size=4)
    assert {"Mc1-c2", "Mc1-c3", "Mc1-c4"} <= notations(big_game)
    assert "Mc1-c5" not in notations(big_game)


def test_an_overloaded_stack_moves_one_cell() -> None:
    state = position({"c3": ["r2", "r2"], "a5": ["b3"]})
    # Bottom medium carries 2 pips (≥ its size): one cell. Top medium alone: any distance.
    assert notations(state) == {
        "Mc3/1-c4",
        "Mc3/1-c2",
        "Mc3/1-b3",
        "Mc3/1-d3",
        "Mc3/2-c4",
        "Mc3/2-c5",
        "Mc3/2-c2",
        "Mc3/2-c1",
        "Mc3/2-b3",
        "Mc3/2-a3",
        "Mc3/2-d3",
        "Mc3/2-e3",
    }
    with pytest.raises(IllegalMoveError, match="overloaded and moves only 1 cell"):
        GAME.parse_move(state, "Mc3/1-c5")
    smalls = position({"c3": ["r1", "r1"], "a5": ["b3"]})
    assert {n for n in notations(smalls) if n.startswith("Sc3/1")} == {
        "Sc3/1-b2",
        "Sc3/1-d4",
        "Sc3/1-b4",
        "Sc3/1-d2",
    }


def test_a_tree_has_three_bases() -> None:
    state = position({"c3": ["r3", "r2", "r1"], "a5": ["b3"]})
    found = notations(state)
    assert len([n for n in found if n.startswith("L")]) == 8  # whole tree, one cell any way
    assert len([n for n in found if n.startswith("M")]) == 8  # medium + small, two cells straight
    assert len([n for n in found if n.startswith("S")]) == 8  # small alone, diagonals
    assert len(found) == 24


def test_a_lone_piece_cannot_capture() -> None:
    state = position({"c3": ["r1"], "d4": ["b3"]})
    assert notations(state) == {"Sc3-b2", "Sc3-a1", "Sc3-b4", "Sc3-a5", "Sc3-d2", "Sc3-e1"}
    with pytest.raises(
        IllegalMoveError,
        match="Only a single piece from the top of a stack of two or more can capture",
    ):
        GAME.parse_move(state, "Sc3xd4")


def test_two_pieces_moving_together_cannot_capture() -> None:
    state = position({"c1": ["r2", "r1"], "c2": ["b1"]})
    assert not any(n.startswith("Mc1") and n.endswith("c2") for n in notations(state))
    with pytest.raises(IllegalMoveError, match="Only a single piece"):
        GAME.parse_move(state, "Mc1-c2")


def test_a_small_captures_a_whole_tree_and_stays_there() -> None:
    state = position({"a1": ["r2", "r1"], "c3": ["b3", "b2", "b1"], "e5": ["b3"]})
    after = play(state, "Sa1xc3")
    assert after.captured == (6, 0)
    view = GAME.view(after, None)
    assert view["stacks"]["c3"] == ["r1"]
    assert view["stacks"]["a1"] == ["r2"]
    assert view["last_capture"] is True and view["last_move"] == "Sa1xc3"
    assert after.outcome() is None  # 6 < 9 on a size-3 board


def test_a_pair_advances_by_two_moves() -> None:
    state = position({"b1": ["r1", "r1"], "e4": ["b3", "b2", "b1"], "a5": ["b3"]})
    after = play(state, "Sb1/2xe4", "La5-a4", "Sb1-e4")
    assert GAME.view(after, None)["stacks"]["e4"] == ["r1", "r1"]
    assert "b1" not in GAME.view(after, None)["stacks"]
    assert after.captured == (6, 0)


def test_no_jumping_over_any_piece() -> None:
    state = position({"a1": ["r3"], "b2": ["r1"], "e5": ["b1"]})
    assert "La1-c3" not in notations(state)
    with pytest.raises(IllegalMoveError, match="b2 is in the way"):
        GAME.parse_move(state, "La1-c3")
    enemy = position({"a1": ["r1", "r1"], "b2": ["b1"]})
    assert "Sa1/2xb2" in notations(enemy)
    with pytest.raises(IllegalMoveError, match="b2 is in the way"):
        GAME.parse_move(enemy, "Sa1/2-c3")


def test_stacking_needs_an_own_top_piece_of_equal_or_larger_size() -> None:
    state = position({"c3": ["r2"], "c4": ["r1"], "a3": ["r2"], "e5": ["b1"]})
    with pytest.raises(
        IllegalMoveError, match="only stack onto your own top piece of equal or larger size"
    ):
        GAME.parse_move(state, "Mc3-c4")
    equal = play(state, "Ma3-c3")
    assert GAME.view(equal, None)["stacks"]["c3"] == ["r2", "r2"]
    larger = play(position({"c3": ["r1"], "d4": ["r3"], "e5": ["b1"]}), "Sc3-d4")
    assert GAME.view(larger, None)["stacks"]["d4"] == ["r3", "r1"]
    reform = play(position({"c3": ["r2", "r1"], "c4": ["r3"], "e5": ["b1"]}), "Mc3-c4")
    assert GAME.view(reform, None)["stacks"]["c4"] == ["r3", "r2", "r1"]


def test_a_move_must_go_somewhere() -> None:
    state = position({"c3": ["r3"], "e5": ["b1"]})
    with pytest.raises(IllegalMoveError, match="at least one cell"):
        GAME.parse_move(state, "Lc3-c3")
