"""The shared checked readers (`bot/core/fields.py`): one message per kind of bad field,
the same in every game's snapshot codec."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core import fields
from bot.core.errors import PositionError
from bot.core.registry import all_games


@pytest.mark.parametrize("bad", ["abc", "1.5", 2.0, True, None, [], {}, -1, 10**12])
def test_whole_refuses_with_one_message(bad: Any) -> None:
    with pytest.raises(PositionError) as err:
        fields.whole(bad, "ply")
    assert str(err.value) == "`ply` must be a whole number from 0 to 1000000000."


@pytest.mark.parametrize(("given", "wanted"), [(0, 0), (7, 7), ("12", 12), (" 3 ", 3)])
def test_whole_reads_numbers_and_digit_strings(given: Any, wanted: int) -> None:
    assert fields.whole(given, "ply") == wanted


def test_readers_name_the_field_and_use_the_callers_error() -> None:
    class Custom(Exception):
        pass

    with pytest.raises(Custom, match="`a.b` must be a finite number"):
        fields.number(float("inf"), "a.b", fail=Custom)
    with pytest.raises(PositionError, match="`x` must be true or false"):
        fields.flag(1, "x")
    with pytest.raises(PositionError, match="`x` must be a list"):
        fields.items("ab", "x")
    with pytest.raises(PositionError, match="`x` must list 2 entries"):
        fields.items([1], "x", 2)
    with pytest.raises(PositionError, match="`x` must be an object"):
        fields.table([], "x")
    with pytest.raises(PositionError, match="`x` must be one of: a, b"):
        fields.choice("c", "x", ("a", "b"))
    assert fields.number(2, "n") == 2.0
    assert fields.flag(False, "f") is False


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.key)
def test_a_bad_ply_reads_the_same_in_every_game(game: Any) -> None:
    """The drift the shared readers remove: every codec says the same of a bad `ply`."""
    players = max(game.min_players, 2) if game.max_players >= 2 else game.min_players
    state = game.new_state(players, 7, game.validate_options(players, {}))
    data = game.encode_state(state)
    assert isinstance(data, dict) and "ply" in data
    data["ply"] = "abc"
    with pytest.raises(PositionError) as err:
        game.decode_state(data)
    assert "`ply` must be a whole number from 0 to 1000000000." in str(err.value)
