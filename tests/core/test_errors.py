"""`bot.core.errors.decoded`: the one guard every snapshot decoder runs under."""

from __future__ import annotations

import pytest

from bot.core.errors import PositionError, decoded


def _raise(exc: Exception) -> int:
    raise exc


def test_the_result_of_a_good_decode_comes_back() -> None:
    assert decoded(lambda: 7, "Malformed thing", (KeyError,)) == 7


def test_a_position_error_goes_on_unchanged() -> None:
    original = PositionError("`ply` must be a whole number.")
    with pytest.raises(PositionError) as err:
        decoded(lambda: _raise(original), "Malformed thing", (ValueError,))
    assert err.value is original


def test_a_listed_error_becomes_a_position_error_naming_it() -> None:
    with pytest.raises(PositionError) as err:
        decoded(lambda: _raise(KeyError("cells")), "Malformed thing", (KeyError, TypeError))
    assert str(err.value) == "Malformed thing: 'cells'"
    assert err.value.__cause__ is None and err.value.__suppress_context__


def test_an_error_not_listed_goes_on() -> None:
    with pytest.raises(IndexError):
        decoded(lambda: _raise(IndexError("7")), "Malformed thing", (KeyError,))
