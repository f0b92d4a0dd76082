"""Stack, Flip, Disassemble and Pass exactly as the rules file states them.

Board facts used (radius 3, centre d4): column d runs d1 (bottom) … d7 (top), so d3, d4,
d5, d6 lie on one straight line; d4, e4, f4 lie on another; d7 is the top edge.
"""

from __future__ import annotations

import pytest

from bot.core.errors import IllegalMoveError
from bot.games.kitty import GAME
from bot.games.kitty.moves import PASS
from tests.games.kitty.helpers import english, notations, play, position, stacks


# ----- Stack ---------------------------------------------------------------------------
def test_stack_puts_s_on_top_of_t_in_order() -> None:
    state = position({"d4": "yr", "d5": "y", "a1": "y"})
    after = play(state, "stack d4>d5")
    assert stacks(after) == {"d5": "yyr", "a1": "y"}
    assert after.to_move == 1


def test_stack_onto_your_own_stack_is_allowed() -> None:
    state = position({"d4": "r", "d5": "r", "a1": "y"})
    assert "stack d4>d5" in notations(state)


def test_stack_onto_a_taller_stack_is_rejected_with_the_heights() -> None:
    state = position({"d4": "r", "d5": "yy", "a1": "y"})
    assert "stack d4>d5" not in notations(state)
    with pytest.raises(IllegalMoveError, match=r"d5 \(2 high\) is taller than yours \(1 high\)"):
        GAME.parse_move(state, "stack d4>d5", 0)


def test_stack_needs_a_stack_on_the_neighbour_and_your_own_s() -> None:
    state = position({"d4": "r", "d5": "y", "a1": "y"})
    with pytest.raises(IllegalMoveError, match="no stack on d3"):
        GAME.parse_move(state, "stack d4>d3", 0)
    with pytest.raises(IllegalMoveError, match="Yellow's, not yours"):
        GAME.parse_move(state, "stack d5>d4", 0)
    with pytest.raises(IllegalMoveError, match="not next to"):
        GAME.parse_move(state, "stack d4>d6", 0)


# ----- Flip ----------------------------------------------------------------------------
def test_flip_jumps_and_turns_t_upside_down() -> None:
    state = position({"d4": "yr", "d5": "ryy", "a1": "y"})
    after = play(state, "flip d4>d5")
    assert stacks(after) == {"d5": "yyr", "d6": "yr", "a1": "y"}


def test_flip_needs_height_two() -> None:
    state = position({"d4": "r", "d5": "y", "a1": "y"})
    assert "flip d4>d5" not in notations(state)
    with pytest.raises(IllegalMoveError, match="at least 2 pieces; d4 has 1"):
        GAME.parse_move(state, "flip d4>d5", 0)


def test_flip_needs_t_at_least_as_tall() -> None:
    state = position({"d4": "rr", "d5": "y", "a1": "y"})
    assert "flip d4>d5" not in notations(state)
    with pytest.raises(IllegalMoveError, match="at least as tall"):
        GAME.parse_move(state, "flip d4>d5", 0)


def test_flip_of_equal_height_is_allowed_beside_stack() -> None:
    state = position({"d4": "rr", "d5": "yy", "a1": "y"})
    assert {"stack d4>d5", "flip d4>d5"} <= set(notations(state))


def test_flip_needs_an_empty_landing_cell_on_the_board() -> None:
    blocked = position({"d4": "rr", "d5": "yy", "d6": "y"})
    assert "flip d4>d5" not in notations(blocked)
    with pytest.raises(IllegalMoveError, match="landing cell d6 is not empty"):
        GAME.parse_move(blocked, "flip d4>d5", 0)
    edge = position({"d6": "rr", "d7": "yy"})
    assert "flip d6>d7" not in notations(edge)
    with pytest.raises(IllegalMoveError, match="no cell beyond d7"):
        GAME.parse_move(edge, "flip d6>d7", 0)


def test_flip_may_name_the_landing_cell() -> None:
    state = position({"d4": "yr", "d5": "ryy", "a1": "y"})
    move = GAME.parse_move(state, "flip d4>d5>d6", 0)
    assert GAME.parse_move(state, "flip d4 d6", 0) == move
    assert GAME.format_move(state, move) == "flip d4>d5"
    with pytest.raises(IllegalMoveError, match="lands on d6"):
        GAME.parse_move(state, "flip d4>d5>d7", 0)


# ----- Disassemble ---------------------------------------------------------------------
def test_disassemble_moves_the_part_above_your_highest_piece_under_s() -> None:
    # Red's S on d4 "rrr" (3 reds); Yellow's T on d5 "yrby" (bottom→top) has 2 yellows.
    state = position({"d4": "rrr", "d5": "yrby", "a1": "b"}, players="ryb")
    after = play(state, "disassemble d4>d5")
    # Above the highest red of T (index 1) sit "b", "y" -> they go, in order, under S.
    assert stacks(after) == {"d4": "byrrr", "d5": "yr", "a1": "b"}
    view = GAME.view(after, None)
    assert view["heights"][0] == 7  # Red now owns d4 (5) and d5 (2)


def test_disassemble_needs_more_of_your_colour_than_the_owner_has_in_t() -> None:
    state = position({"d4": "rr", "d5": "ryy", "a1": "y"})
    assert "disassemble d4>d5" not in notations(state)
    with pytest.raises(
        IllegalMoveError, match=r"more Red pieces in d4 \(2\) than Yellow pieces in d5 \(2\)"
    ):
        GAME.parse_move(state, "disassemble d4>d5", 0)
    stronger = position({"d4": "rrr", "d5": "ryy", "a1": "y"})
    after = play(stronger, "disassemble d4>d5")
    assert stacks(after) == {"d4": "yyrrr", "d5": "r", "a1": "y"}


def test_disassemble_counts_only_your_colour_in_s() -> None:
    # S "yyr" has one red piece; T "ry" has one yellow: 1 > 1 is false.
    state = position({"d4": "yyr", "d5": "ry", "a1": "y"})
    assert "disassemble d4>d5" not in notations(state)


def test_disassemble_needs_your_colour_in_t_and_another_owner() -> None:
    state = position({"d4": "rrr", "d5": "yy", "d3": "yr", "a1": "y"})
    moves = notations(state)
    assert "disassemble d4>d5" not in moves and "disassemble d4>d3" not in moves
    with pytest.raises(IllegalMoveError, match="holds no Red piece"):
        GAME.parse_move(state, "disassemble d4>d5", 0)
    with pytest.raises(IllegalMoveError, match="already yours"):
        GAME.parse_move(state, "disassemble d4>d3", 0)


# ----- Pass and the end ------------------------------------------------------------------
def test_pass_is_allowed_even_with_actions() -> None:
    state = position({"d4": "r", "d5": "y"})
    assert "pass" in notations(state) and len(notations(state)) > 1
    assert state.forced_move() is None


def test_a_player_who_cannot_act_is_passed_for() -> None:
    state = position({"d4": "yyy", "d5": "r", "a1": "y"}, to_move="r")
    # Red's single piece is shorter than the only neighbouring stack: no action.
    assert notations(state) == ["pass"]
    forced = state.forced_move()
    assert forced is not None and GAME.format_move(state, forced) == "pass"
    after = state.apply(forced)
    assert "Red cannot act and passes." in english(GAME.announce(state, forced, after))


def test_a_full_round_of_passes_ends_the_game() -> None:
    state = position({"d4": "r", "d5": "y"})
    after_one = play(state, "pass")
    assert after_one.outcome() is None and after_one.passes == 1
    # An action in between resets the count.
    reset = play(after_one, "stack d5>d4")
    assert reset.passes == 0 and reset.outcome() is None
    over = play(after_one, "pass")
    assert over.outcome() is not None
    assert over.legal_moves() == [] and GAME.view(over, None)["phase"] == "over"
    with pytest.raises(IllegalMoveError, match="over"):
        over.apply(PASS)


def test_three_players_need_three_passes() -> None:
    state = position({"d4": "r", "d5": "y", "a1": "b"}, players="ryb")
    twice = play(state, "pass", "pass")
    assert twice.outcome() is None and twice.to_move == 2
    assert play(twice, "pass").outcome() is not None
