"""The quick reading of a Tumbling Down snapshot (whole-dict checks; repetition counts kept
as checked text until first used) against the field-by-field checked reading."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from bot.games.tumbling import GAME, codec
from tests.games.tumbling.helpers import play
from tests.matches.snapshot_variants import (
    check_decoded_plays_on,
    check_quick_equals_checked,
    random_states,
)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_quick_reading_equals_the_checked_one(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    @contextmanager
    def checked() -> Iterator[None]:
        with monkeypatch.context() as m:
            m.setattr(codec, "cell_index", lambda geo: {})
            m.setattr(codec, "_checked_seen_text", lambda geo, raw, current: None)
            yield

    states = random_states(GAME, seed, 70)[::7]
    assert check_quick_equals_checked(GAME, states, checked) > 100


@pytest.mark.parametrize("seed", [4, 5])
def test_decoded_states_equal_and_play_on_like_the_originals(seed: int) -> None:
    check_decoded_plays_on(GAME, random_states(GAME, seed, 80)[::5], seed)


def test_repetition_counts_read_lazily_still_draw_on_the_third_time() -> None:
    shuffle = ("h4-h3", "a5-a6", "h3-h4", "a6-a5")
    s = play(GAME.new_state(2, 0, {}), *shuffle, *shuffle[:3])
    back = GAME.decode_state(GAME.encode_state(s))
    assert back.seen_text == s.seen_text and back.repetitions() == s.repetitions() == 2
    final = play(back, shuffle[3])
    out = final.outcome()
    assert out is not None and out.is_draw and final.seen == play(s, shuffle[3]).seen


@pytest.mark.parametrize(
    "key",
    [
        "/" * 62 + ":b",  # a board of 63 cells
        "/" * 64 + ":b",  # and of 65
        "b" + "/" * 63 + ":x",
        "B" + "/" * 63 + ":b",
        "b:" + "/" * 63 + ":b",
        "/" * 63 + "b",
    ],
)
def test_a_seen_key_that_is_not_a_position_of_the_board_is_refused(key: str) -> None:
    data = GAME.encode_state(GAME.new_state(2, 0, {}))
    data["seen"] = {**data["seen"], key: 1}
    with pytest.raises(codec.PositionError):
        GAME.decode_state(data)
