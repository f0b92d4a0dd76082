"""Notation: canonical forms, the friendlier forms players type, labels in words and
precise errors."""

from __future__ import annotations

import pytest

from bot.core.errors import IllegalMoveError, InvalidMoveError, NotYourTurnError
from bot.games.tumbling import TumblingMove, TumblingState
from tests.games.tumbling.helpers import GAME, position

S = position({"d4": "www", "e5": "bb", "h8": "b", "a1": "w", "c3": "bw"}, to_move="w")


def describe(state: TumblingState, move: TumblingMove) -> str:
    """The move's label in English."""
    return str(GAME.describe_move(state, move))


def fmt(text: str, state=S) -> str:
    return GAME.format_move(state, GAME.parse_move(state, text))


def test_every_legal_move_round_trips_through_its_notation():
    for move in S.legal_moves():
        text = GAME.format_move(S, move)
        assert GAME.parse_move(S, text) == move
        assert GAME.parse_move(S, text.upper()) == move


def test_start_position_round_trip_for_black():
    s = GAME.new_state(2, 0, {})
    for move in s.legal_moves():
        assert GAME.parse_move(s, GAME.format_move(s, move)) == move


@pytest.mark.parametrize(
    "text",
    ["d4-e5", "D4-E5", "d4 e5", "d4e5", "d4 → e5", "step d4 e5", "d4-ne", "step d4 ne", "d4 to e5"],
)
def test_step_spellings(text):
    assert fmt(text) == "d4-e5"


@pytest.mark.parametrize(
    "text",
    [
        "d4>ne",
        "D4>NE",
        "d4 > ne",
        "tumble d4 ne",
        "d4 > north-east",
        "d4>northeast",
        "Tumble D4 North East",
        "d4 ne",
        "tumble d4 e5",
        "d4>e5",
    ],
)
def test_tumble_spellings(text):
    assert fmt(text) == "d4>ne"


def test_single_word_directions():
    assert fmt("d4 > north") == "d4>n"
    assert fmt("tumble d4 west") == "d4>w"
    assert fmt("d4>s") == "d4>s"


def test_labels_in_words():
    assert describe(S, GAME.parse_move(S, "d4-e5")) == "step d4 → e5 (onto 2)"
    assert describe(S, GAME.parse_move(S, "d4-d5")) == "step d4 → d5"
    assert describe(S, GAME.parse_move(S, "d4>ne")) == "tumble d4 (3) north-east → e5 f6 g7"
    # At the edge the remaining pieces pile up on the last cell.
    edge = position({"g6": "www", "a8": "b"}, to_move="w")
    assert describe(edge, GAME.parse_move(edge, "g6>ne")) == "tumble g6 (3) north-east → h7×3"
    edge = position({"f6": "wwww", "a8": "b"}, to_move="w")
    assert describe(edge, GAME.parse_move(edge, "f6>ne")) == "tumble f6 (4) north-east → g7 h8×3"


def test_move_choices_pair_notation_and_label():
    choices = GAME.move_choices(S)
    assert len(choices) == len(S.legal_moves())
    by_notation = {c.notation: str(c.label) for c in choices}
    assert by_notation["d4>ne"] == "tumble d4 (3) north-east → e5 f6 g7"


def test_errors_say_what_is_wrong():
    with pytest.raises(IllegalMoveError, match="You do not own e5"):
        GAME.parse_move(S, "e5-e6")
    with pytest.raises(IllegalMoveError, match="a1 has only one piece: step instead"):
        GAME.parse_move(S, "a1>ne")
    with pytest.raises(InvalidMoveError, match="e9.*off the board"):
        GAME.parse_move(S, "e8-e9")
    with pytest.raises(IllegalMoveError, match="There is no stack on b5"):
        GAME.parse_move(S, "b5-b6")
    with pytest.raises(IllegalMoveError, match="f6 is not next to d4"):
        GAME.parse_move(S, "d4-f6")
    with pytest.raises(IllegalMoveError, match="edge"):
        GAME.parse_move(S, "a1>sw")
    with pytest.raises(NotYourTurnError):
        GAME.parse_move(S, "d4-e5", seat=0)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "d4",
        "hello",
        "d4-e5-f6",
        "d4 ne sw",
        "d4 >> ",
        "step tumble d4 ne",
        "d4xe5",
        "z9-z8",
        "44-45",
        "d4>up-left",
        "d4 > nne",
        "🙂",
        "d4>",
        ">ne",
    ],
)
def test_malformed_input_is_an_invalid_move_error(text):
    with pytest.raises((InvalidMoveError, IllegalMoveError)):
        GAME.parse_move(S, text)


def test_non_string_input_is_rejected_cleanly():
    for bad in (None, 42, ["d4", "e5"]):
        with pytest.raises((InvalidMoveError, IllegalMoveError)):
            GAME.parse_move(S, bad)  # type: ignore[arg-type]


def test_apply_rejects_illegal_move_values():
    from bot.games.tumbling import TumblingMove

    with pytest.raises(IllegalMoveError):
        S.apply("d4-e5")
    with pytest.raises(IllegalMoveError):
        S.apply(TumblingMove(0, 5, True))  # a1 is 1 high and sw is off the board
    with pytest.raises(NotYourTurnError):
        S.apply(S.legal_moves()[0], seat=0)


def test_a_finished_game_takes_no_moves():
    s = position({"c3": "ww", "a8": "w", "d4": "bb", "h8": "b"}, to_move="b")
    done = s.apply(GAME.parse_move(s, "d4-c3"))
    with pytest.raises(IllegalMoveError, match="over"):
        GAME.parse_move(done, "c3-c4")


def test_rules_text_and_check_announcement():
    assert "Tumbling Down" in str(GAME.rules_text())
    s = position({"e8": "bbbw", "h8": "bbbbbb", "a1": "w", "c1": "ww", "h5": "b"}, to_move="w")
    move = GAME.parse_move(s, "c1>n")
    after = s.apply(move)
    assert [str(a) for a in GAME.announce(s, move, after)] == [
        "White threatens Black's king on h8."
    ]
    calm = position({"a1": "w", "h8": "b"}, to_move="w")
    move = GAME.parse_move(calm, "a1-a2")
    assert GAME.announce(calm, move, calm.apply(move)) == []
