"""Steps and tumbles, exactly as the rules file lays them out."""

from __future__ import annotations

import pytest

from bot.core.errors import IllegalMoveError
from tests.games.tumbling.helpers import GAME, notations, play, position, stacks

# Two far-away pure stacks keep both players' kings out of the way in these tests.
KEEP = {"a8": "w", "h1": "b"}


def test_a_step_moves_only_the_top_piece_onto_any_stack():
    s = position({**KEEP, "d4": "bww", "e5": "bbbb"})
    after = play(s, "d4-e5")
    assert stacks(after)["d4"] == "bw"
    assert stacks(after)["e5"] == "bbbbw"  # onto a taller stack: allowed, on top


def test_a_step_to_an_empty_cell_and_a_single_piece_moving_whole():
    s = position({**KEEP, "d4": "w"})
    after = play(s, "d4-c3")
    assert "d4" not in stacks(after)
    assert stacks(after)["c3"] == "w"


def test_every_step_goes_to_one_of_the_eight_neighbours():
    s = position({"d4": "w", "h1": "b"})
    assert notations(s) == {f"d4-{c}" for c in ("d5", "e5", "e4", "e3", "d3", "c3", "c4", "c5")}


def test_a_tumble_lays_the_stack_out_bottom_first_and_empties_the_origin():
    s = position({**KEEP, "d4": "bwbw", "f6": "bb"})
    after = play(s, "d4>ne")
    got = stacks(after)
    assert "d4" not in got
    assert got["e5"] == "b"  # the bottom piece lands next to the origin
    assert got["f6"] == "bbw"  # landing on a stack goes on top of it
    assert got["g7"] == "b"
    assert got["h8"] == "w"  # the top piece lands furthest


def test_the_edge_stops_a_tumble_and_the_rest_pile_on_the_last_cell():
    s = position({**KEEP, "f3": "bwww", "f1": "b"})
    after = play(s, "f3>s")
    got = stacks(after)
    assert "f3" not in got
    assert got["f2"] == "b"  # the bottom piece
    assert got["f1"] == "b" + "www"  # the other three, in order, on the edge cell's stack


def test_a_tumble_whose_first_cell_is_the_last_piles_everything_there():
    s = position({**KEEP, "g7": "bww"})
    after = play(s, "g7>ne")
    assert stacks(after)["h8"] == "bww"
    assert "g7" not in stacks(after)


def test_diagonal_tumble_stops_at_the_first_edge_it_meets():
    # From f2 south-east: g1 is on the board, the next cell would be off it.
    s = position({**KEEP, "f2": "bwbw"})
    after = play(s, "f2>se")
    assert stacks(after)["g1"] == "bwbw"


def test_a_tumble_toward_an_edge_the_stack_touches_is_not_a_move():
    s = position({"a4": "ww", "h8": "b"})
    moves = notations(s)
    assert {"a4>n", "a4>ne", "a4>e", "a4>se", "a4>s"} <= moves
    assert not {"a4>w", "a4>sw", "a4>nw"} & moves
    with pytest.raises(IllegalMoveError, match="edge"):
        GAME.parse_move(s, "a4>w")
    with pytest.raises(IllegalMoveError, match="edge"):
        GAME.parse_move(s, "a4>nw")


def test_a_stack_in_a_corner_tumbles_three_ways_only():
    s = position({"a1": "www", "h8": "b"})
    assert {m for m in notations(s) if ">" in m} == {"a1>n", "a1>ne", "a1>e"}


def test_a_one_high_stack_cannot_tumble():
    s = position({"d4": "w", "h8": "b"})
    assert not any(">" in m for m in notations(s))
    with pytest.raises(IllegalMoveError, match="only one piece: step instead"):
        GAME.parse_move(s, "d4>ne")


def test_only_stacks_with_your_piece_on_top_move():
    s = position({"d4": "wb", "e4": "bw", "h8": "b"})
    assert all(m.startswith("e4") for m in notations(s))
    with pytest.raises(IllegalMoveError, match="You do not own d4"):
        GAME.parse_move(s, "d4-d5")


def test_moves_come_in_a_stable_order_and_apply_never_changes_the_state():
    s = position({**KEEP, "d4": "ww"})
    first = [GAME.format_move(s, m) for m in s.legal_moves()]
    before = stacks(s)
    play(s, "d4>n")
    assert [GAME.format_move(s, m) for m in s.legal_moves()] == first
    assert stacks(s) == before
    # Steps of a stack come before its tumbles, both in compass order.
    d4 = [m for m in first if m.startswith("d4")]
    assert d4[:8] == ["d4-d5", "d4-e5", "d4-e4", "d4-e3", "d4-d3", "d4-c3", "d4-c4", "d4-c5"]
    assert d4[8:] == ["d4>n", "d4>ne", "d4>e", "d4>se", "d4>s", "d4>sw", "d4>w", "d4>nw"]


def test_the_turn_passes_to_the_other_player():
    s = position({**KEEP, "d4": "ww"})
    after = play(s, "d4-d5")
    assert after.to_move == 0  # Black
    assert after.ply == 1
