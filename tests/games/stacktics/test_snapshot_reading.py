"""The quick reading of a Stacktics snapshot (canonical names and stacks by look-up, the
earlier boards checked in one match) against the field-by-field checked reading."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from bot.games.stacktics import GAME, codec
from tests.matches.snapshot_variants import (
    check_decoded_plays_on,
    check_quick_equals_checked,
    random_states,
)


def _boards_one_by_one(texts: Any, cell_count: int) -> tuple[tuple[str, ...], ...]:
    return tuple(codec._board(text, cell_count) for text in texts)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_quick_reading_equals_the_checked_one(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    @contextmanager
    def checked() -> Iterator[None]:
        with monkeypatch.context() as m:
            m.setattr(codec, "cell_index", lambda geo: {})
            m.setattr(codec, "_written_stack", lambda pieces: None)
            m.setattr(codec, "_boards", _boards_one_by_one)
            yield

    states = random_states(GAME, seed, 60)[::6]
    assert check_quick_equals_checked(GAME, states, checked) > 100


@pytest.mark.parametrize("seed", [4, 5])
def test_decoded_states_equal_and_play_on_like_the_originals(seed: int) -> None:
    check_decoded_plays_on(GAME, random_states(GAME, seed, 60)[::4], seed)


@pytest.mark.parametrize(
    "board",
    ["r1,,", "r1,,,,,,,,,,,,,,,,,,,,,,,,,", "1r" + "," * 24, "r" + "," * 24, "rb1" + "," * 24],
)
def test_a_malformed_earlier_board_is_refused(board: str) -> None:
    data = GAME.encode_state(GAME.new_state(2, 0, {}))
    data["earlier"] = ["," * 24, board]
    with pytest.raises(codec.PositionError):
        GAME.decode_state(data)


def test_a_stack_given_under_two_names_is_refused() -> None:
    data = GAME.encode_state(GAME.new_state(2, 0, {}))
    name, pieces = next(iter(data["stacks"].items()))
    data["stacks"] = {name.upper(): pieces, **data["stacks"]}
    with pytest.raises(codec.PositionError, match="twice"):
        GAME.decode_state(data)
