"""The pie rule (seats exchange colours) and the match options."""

from __future__ import annotations

import pytest

from bot.core.errors import IllegalMoveError, OptionError
from bot.games.stacktics import KEEP, SWAP
from tests.games.stacktics.helpers import GAME, play, start


def test_the_pie_rule_is_offered_to_blue_after_reds_first_move() -> None:
    state = start(board="4x4")
    assert GAME.buttons(state) == []
    state = play(state, "Mb1-b2")
    buttons = GAME.buttons(state)
    assert [(str(b.label), b.move, b.seats) for b in buttons] == [
        ("Swap colours", "swap", (1,)),
        ("Play on", "keep", (1,)),
    ]
    assert state.legal_moves()[:2] == [SWAP, KEEP]
    assert GAME.view(state, None)["pie"] == "open"


def test_after_a_swap_the_first_player_holds_blue_and_moves_next() -> None:
    state = play(start(board="4x4"), "Mb1-b2")
    swapped = state.apply(GAME.parse_move(state, "swap", seat=1), seat=1)
    assert swapped.to_move == 0
    view = GAME.view(swapped, None)
    assert view["seat_names"] == ["Blue", "Red"] and view["seat_colours"] == ["b", "r"]
    assert view["to_move_colour"] == "b"
    with pytest.raises(IllegalMoveError, match="not your turn"):
        GAME.parse_move(swapped, "Lb4-b3", seat=1)
    after = swapped.apply(GAME.parse_move(swapped, "Lb4-b3", seat=0), seat=0)
    assert after.to_move == 1 and GAME.view(after, None)["stacks"]["b3"] == ["b3", "b2", "b1"]
    assert GAME.seat_label(after, 1) == "Red"
    assert str(GAME.resign(after, 0).outcome().reason) == "Blue resigned"


def test_play_on_keeps_the_seats_and_blue_moves() -> None:
    state = play(start(board="4x4"), "Mb1-b2")
    kept = state.apply(KEEP, seat=1)
    assert kept.to_move == 1 and GAME.view(kept, None)["pie"] == "kept"
    assert GAME.buttons(kept) == []
    with pytest.raises(IllegalMoveError):
        GAME.parse_move(kept, "swap")


def test_a_normal_reply_closes_the_pie_decision() -> None:
    state = play(start(board="4x4"), "Mb1-b2", "Lc4-c3")
    assert GAME.view(state, None)["pie"] == "kept"
    assert SWAP not in state.legal_moves()


def test_swap_is_refused_when_the_pie_rule_is_off() -> None:
    state = play(start(), "Mb1-b2")
    assert SWAP not in state.legal_moves()
    with pytest.raises(IllegalMoveError, match="pie rule"):
        GAME.parse_move(state, "swap")


def test_the_pie_rule_may_be_switched_on_for_larger_boards() -> None:
    state = play(start(size=3, pie=True), "Mb1-b2")
    assert state.legal_moves()[:2] == [SWAP, KEEP]


def test_options_follow_the_size_and_board_table() -> None:
    assert GAME.validate_options(2, {}) == {
        "size": 3,
        "board": "5x5",
        "pie": False,
        "draw_limit": 60,
    }
    assert GAME.validate_options(2, {"size": 2})["board"] == "4x4"
    assert GAME.validate_options(2, {"size": 2})["pie"] is True
    assert GAME.validate_options(2, {"size": 4})["board"] == "6x6"
    assert GAME.validate_options(2, {"size": 5})["board"] == "7x6"
    assert GAME.validate_options(2, {"board": "7x7"})["size"] == 5
    assert GAME.validate_options(2, {"board": "3×5"})["size"] == 2
    assert GAME.validate_options(2, {"size": 2, "board": "3x5"})["pie"] is False


@pytest.mark.parametrize(
    "options, message",
    [
        ({"size": 3, "board": "7x7"}, "7x7 board is for size 5"),
        ({"board": "4x4", "pie": False}, "pie rule is required on 4x4"),
        ({"board": "3x5", "pie": True}, "pie rule is off on 3x5"),
        ({"size": 6}, "at most 5"),
        ({"board": "8x8"}, "must be one of"),
        ({"draw_limit": -1}, "at least 0"),
    ],
)
def test_bad_options_are_refused_with_a_reason(options: dict, message: str) -> None:
    with pytest.raises(OptionError, match=message):
        GAME.validate_options(2, options)


def test_every_board_starts_as_the_rules_file_says() -> None:
    expected = {
        "4x4": ({"b1", "c1"}, {"b4", "c4"}),
        "3x5": ({"a1", "c1"}, {"a5", "c5"}),
        "5x5": ({"b1", "c1", "d1"}, {"b5", "c5", "d5"}),
        "6x6": ({"b1", "c1", "d1", "e1"}, {"b6", "c6", "d6", "e6"}),
        "7x6": ({"b1", "c1", "d1", "e1", "f1"}, {"b6", "c6", "d6", "e6", "f6"}),
        "7x7": ({"b1", "c1", "d1", "e1", "f1"}, {"b7", "c7", "d7", "e7", "f7"}),
    }
    for board, (red, blue) in expected.items():
        view = GAME.view(start(board=board), None)
        assert {c for c, s in view["stacks"].items() if s[0] == "r3"} == red
        assert {c for c, s in view["stacks"].items() if s[0] == "b3"} == blue
        assert all(s[1:] == [s[0][0] + "2", s[0][0] + "1"] for s in view["stacks"].values())
        assert view["to_move"] == 0 and view["to_move_colour"] == "r"
