"""The quick reading of a Cat and the Tower snapshot (bodies and card lists checked a
list at a time; the fresh game behind missing keys set up only when one is missing)
against the field-by-field checked reading."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from bot.core.errors import PositionError
from bot.games.cattower import GAME, decode, fields
from tests.matches.snapshot_variants import (
    check_decoded_plays_on,
    check_quick_equals_checked,
    random_states,
)


class _EagerFresh(decode._Fresh):
    """The fresh game set up at once, as the reader always did before."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.state  # noqa: B018


@pytest.mark.parametrize("seed", [1, 2])
def test_the_quick_reading_equals_the_checked_one(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    @contextmanager
    def checked() -> Iterator[None]:
        with monkeypatch.context() as m:
            m.setattr(fields, "_written_body", lambda raw: False)
            m.setattr(fields, "_written_cards", lambda raw, known: False)
            m.setattr(decode, "_Fresh", _EagerFresh)
            yield

    states = random_states(GAME, seed, 24)[::4]
    assert check_quick_equals_checked(GAME, states, checked, per_state=30) > 100


def test_decoded_states_equal_and_play_on_like_the_originals() -> None:
    check_decoded_plays_on(GAME, random_states(GAME, 3, 20)[::5], 3)


@pytest.mark.parametrize("value", [10**400, float("nan"), float("inf"), True, "1.0"])
def test_a_body_number_that_is_no_finite_number_is_refused(value: Any) -> None:
    data = json.loads(json.dumps(GAME.encode_state(GAME.new_state(2, 0, {}))))
    data["bodies"][0][1] = value
    with pytest.raises(PositionError, match="finite number"):
        GAME.decode_state(data)
