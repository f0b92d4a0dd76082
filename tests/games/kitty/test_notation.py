"""Reading moves forgivingly, writing them canonically, and labels in words."""

from __future__ import annotations

import pytest

from bot.core.errors import IllegalMoveError, InvalidMoveError
from bot.games.kitty import GAME
from tests.games.kitty.helpers import play, position, with_cards

STATE = position({"d4": "rr", "d5": "yy", "e4": "y", "d3": "rby", "a1": "y"}, players="ryb")


@pytest.mark.parametrize(
    "text",
    ["stack d4>d5", "stack d4 d5", "d4>d5", "D4 - D5", "s d4→d5", "d4-d5", "  stack   d4 -> d5 "],
)
def test_stack_is_read_in_many_spellings(text: str) -> None:
    move = GAME.parse_move(STATE, text, 0)
    assert GAME.format_move(STATE, move) == "stack d4>d5"


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("f d4>d5", "flip d4>d5"),
        ("flip d4 over d5", None),
        ("disassemble d4>d3", "disassemble d4>d3"),
        ("dis d4 d3", "disassemble d4>d3"),
        ("PASS", "pass"),
    ],
)
def test_other_spellings(text: str, canonical: str | None) -> None:
    if canonical is None:
        with pytest.raises(InvalidMoveError):
            GAME.parse_move(STATE, text, 0)
        return
    assert GAME.format_move(STATE, GAME.parse_move(STATE, text, 0)) == canonical


def test_every_legal_move_round_trips_through_its_notation() -> None:
    for move in STATE.legal_moves():
        assert GAME.parse_move(STATE, GAME.format_move(STATE, move), 0) == move


def test_unreadable_input_is_an_invalid_move() -> None:
    for text in [
        "",
        "hello",
        "stack",
        "stack d4",
        "stack z9>d5",
        "place",
        "force purple",
        "give nothing-card",
    ]:
        with pytest.raises(InvalidMoveError):
            GAME.parse_move(STATE, text, 0)


def test_off_board_cells_are_named_in_the_error() -> None:
    with pytest.raises(InvalidMoveError, match="h1"):
        GAME.parse_move(STATE, "stack d4>h1", 0)


def test_labels_in_words() -> None:
    label = {c.notation: str(c.label) for c in GAME.move_choices(STATE, 0)}
    assert label["stack d4>d5"] == "stack d4 (2) → d5 (2, Yellow's): 4 high, yours"
    assert label["flip d4>d5"] == "flip d4 over d5 → d6: d5 turns over, now Yellow's"
    assert label["disassemble d4>d3"] == "disassemble d3 from d4: takes 2 pieces"
    assert label["pass"] == "pass"


def test_card_moves_read_names_and_ids() -> None:
    board = {"d4": "r", "d5": "y", "a1": "b", "a2": "b"}
    state = with_cards(
        position(board, players="ryb"),
        [
            ["layered-peaks", "tower-king"],
            ["color-master", "focused-power"],
            ["frenzy", "vibrant-colors"],
        ],
    )
    move = GAME.parse_move(state, "offer yellow Tower King", 0)
    assert GAME.format_move(state, move) == "offer y tower-king"
    assert str(GAME.describe_move(state, move)) == "offer Yellow your Tower King"
    offered = state.apply(move)
    assert (
        GAME.format_move(offered, GAME.parse_move(offered, "accept colour master", 1))
        == "accept color-master"
    )
    with pytest.raises(IllegalMoveError, match="do not hold that card"):
        GAME.parse_move(offered, "accept frenzy", 1)
    with pytest.raises(IllegalMoveError, match="Answer the exchange offer first"):
        GAME.parse_move(offered, "pass", 1)


def test_chain_may_list_the_whole_run() -> None:
    state = with_cards(
        position({"d2": "rr", "d3": "y", "d4": "y", "a1": "y"}),
        [["continuous-stacking", "tower-king"], ["frenzy", "color-master"]],
    )
    move = GAME.parse_move(state, "chain d2>d3>d4", 0)
    assert GAME.format_move(state, move) == "chain d2>d3"
    assert str(GAME.describe_move(state, move)) == "chain d2 → d3 → d4: 2 steps, +2, 4 high"
    with pytest.raises(IllegalMoveError, match="That run goes d3 → d4"):
        GAME.parse_move(state, "chain d2>d3>d4>d5", 0)


def test_setup_words() -> None:
    state = GAME.new_state(2, 1, GAME.validate_options(2, {}))
    assert GAME.format_move(state, GAME.parse_move(state, "d4", 0)) == "place d4"
    assert GAME.format_move(state, GAME.parse_move(state, "random", 0)) == "place random"
    with pytest.raises(IllegalMoveError, match="still being placed"):
        GAME.parse_move(state, "stack d4>d5", 0)
    assert GAME.view(play(state, "place d4"), None)["last_move"] == "place d4"
