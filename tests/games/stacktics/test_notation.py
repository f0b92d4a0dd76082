"""Notation: canonical output, forgiving input, labels in words and precise errors."""

from __future__ import annotations

import random

import pytest

from bot.core.errors import IllegalMoveError, InvalidMoveError
from bot.games.stacktics import StackticsMove, StackticsState
from tests.games.stacktics.helpers import GAME, position, start


def _positions() -> list:
    """Starts of every board plus a few random mid-game positions."""
    out = [start(board=b) for b in ("4x4", "3x5", "5x5", "6x6", "7x6", "7x7")]
    rng = random.Random(7)
    for board in ("5x5", "7x6", "4x4"):
        state = start(board=board)
        for _ in range(24):
            if state.outcome() is not None:
                break
            state = state.apply(rng.choice(state.legal_moves()))
            out.append(state)
    out.append(position({"c3": ["r2", "r2", "r1"], "d4": ["b1"], "a1": ["r1", "r1"]}))
    return out


def test_every_legal_move_reads_back_from_its_notation() -> None:
    for state in _positions():
        moves = state.legal_moves()
        texts = [GAME.format_move(state, m) for m in moves]
        assert len(set(texts)) == len(texts)
        for move, text in zip(moves, texts):
            assert GAME.parse_move(state, text) == move
            assert GAME.parse_move(state, text.lower()) == move


def test_canonical_examples() -> None:
    state = start()
    texts = {GAME.format_move(state, m) for m in state.legal_moves()}
    assert {"Lb1-b2", "Mb1-b3", "Sb1-e4"} <= texts
    capture = position({"a1": ["r2", "r1"], "c3": ["b3"]})
    assert "Sa1xc3" in {GAME.format_move(capture, m) for m in capture.legal_moves()}


@pytest.mark.parametrize(
    "typed",
    [
        "Mb1-b3",
        "mb1-b3",
        "b1m-b3",
        "b1 m b3",
        "b1 M > b3",
        "medium b1 to b3",
        "b1/2-b3",
        "b1:2 b3",
        "B1M–B3",
        "b1-b3",
        "b1 → b3",
        "m b1 b3",
    ],
)
def test_forgiving_input_finds_the_medium_move(typed: str) -> None:
    state = start()
    assert GAME.format_move(state, GAME.parse_move(state, typed)) == "Mb1-b3"


def test_a_capture_may_be_typed_with_or_without_x() -> None:
    state = position({"a1": ["r2", "r1"], "c3": ["b3"]})
    for typed in ("Sa1xc3", "Sa1-c3", "a1xc3", "a1 × c3", "a1/2 x c3"):
        assert GAME.format_move(state, GAME.parse_move(state, typed)) == "Sa1xc3"


def test_the_destination_picks_the_base_when_only_one_piece_can_go() -> None:
    state = start()
    assert GAME.format_move(state, GAME.parse_move(state, "b1-e4")) == "Sb1-e4"
    with pytest.raises(IllegalMoveError, match=r"Which piece on b1.*Lb1-c2.*Sb1-c2"):
        GAME.parse_move(state, "b1-c2")


def test_two_pieces_of_one_size_need_the_height() -> None:
    state = position({"c3": ["r2", "r2"], "e5": ["b1"]})
    assert (
        GAME.format_move(state, GAME.parse_move(state, "Mc3-c5")) == "Mc3/2-c5"
    )  # only the top can go 2
    with pytest.raises(IllegalMoveError, match=r"Mc3/1-c4.*Mc3/2-c4"):
        GAME.parse_move(state, "Mc3-c4")


def _described(state: StackticsState, move: StackticsMove) -> str:
    """The move's label in English."""
    return str(GAME.describe_move(state, move))


def test_labels_say_the_move_in_words() -> None:
    state = start()
    labels = {
        GAME.format_move(state, m): str(GAME.describe_move(state, m)) for m in state.legal_moves()
    }
    assert labels["Mb1-b3"] == "b1: medium + small → b3"
    assert labels["Lb1-b2"] == "b1: large + medium + small → b2"
    capture = position({"b1": ["r3", "r1"], "c2": ["b3", "b2", "b1"]})
    move = GAME.parse_move(capture, "Sb1xc2")
    assert _described(capture, move) == "b1 small × c2 takes 6 pips"
    onto = position({"c3": ["r1"], "d4": ["r2"], "e5": ["b1"]})
    assert _described(onto, GAME.parse_move(onto, "Sc3-d4")) == "c3: small → d4 (onto your medium)"


@pytest.mark.parametrize(
    "typed",
    ["", "   ", "zz", "b1", "b1 b2 b3", "b1 m s b3", "hello world", "b1-b9", "q1-q2", "b1/0-b3"],
)
def test_unreadable_input_is_an_invalid_move(typed: str) -> None:
    with pytest.raises(InvalidMoveError):
        GAME.parse_move(start(), typed)


@pytest.mark.parametrize(
    "typed, message",
    [
        ("a2-a3", "There is no stack on a2"),
        ("Lb5-b4", "Blue's; you play Red"),
        ("Sb1-b2", "A small moves diagonally"),
        ("Mb1-c2", "medium moves in straight lines"),
        ("Lb1-b3", "overloaded and moves only 1 cell"),
        ("Lb1-c1", "only stack onto your own top piece of equal or larger size"),
        ("b1/4-b2", "heights run from 1"),
        ("b1/1 s b2", "is a large, not a small"),
        ("Sb1xc2", "nothing to capture on c2"),
    ],
)
def test_illegal_moves_say_why(typed: str, message: str) -> None:
    with pytest.raises(IllegalMoveError, match=message):
        GAME.parse_move(start(), typed)


def test_a_piece_that_is_not_there_is_named() -> None:
    state = position({"b1": ["r3", "r1"], "e5": ["b1"]})
    with pytest.raises(IllegalMoveError, match="b1 has no medium piece"):
        GAME.parse_move(state, "Mb1-b2")


def test_it_is_not_your_turn() -> None:
    with pytest.raises(IllegalMoveError, match="not your turn"):
        GAME.parse_move(start(), "Mb1-b3", seat=1)


def test_non_text_input_is_handled() -> None:
    for junk in (None, 42, "x" * 500):
        with pytest.raises(InvalidMoveError):
            GAME.parse_move(start(), junk)  # type: ignore[arg-type]


def test_random_text_only_raises_typed_errors() -> None:
    rng = random.Random(11)
    alphabet = "abcdefgxslm12345678/:-> ×→@#.,"
    state = start()
    for _ in range(2000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 12)))
        try:
            move = GAME.parse_move(state, text)
        except (InvalidMoveError, IllegalMoveError):
            continue
        assert move in state.legal_moves()
