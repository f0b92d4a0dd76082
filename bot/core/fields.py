"""Checked readers for the fields of snapshots, hand-written positions and data files.

Every game's codec reads its JSON (or TOML) through these, so one kind of bad field is
described by one message everywhere: "`ply` must be a whole number from 0 to 1000000000."
Each reader returns the value in the type it promises or raises the error made by `fail`
(a `PositionError` unless the caller names another maker, e.g. a game's own prefix).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Mapping
from typing import Any

from bot.core.errors import PositionError

#: Makes the error raised for a bad field from its message.
Fail = Callable[[str], Exception]

#: The largest count a snapshot may hold (plies, passes, captured pieces…).
MAX_COUNT = 10**9


def whole(
    value: Any, what: str, low: int = 0, high: int = MAX_COUNT, *, fail: Fail = PositionError
) -> int:
    """`value` as an int from `low` to `high`: a JSON integer or a string of digits (a
    bool is not a number here)."""
    number: int | None = None
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, str):
        try:
            number = int(value.strip())
        except ValueError:
            number = None
    if number is None or not low <= number <= high:
        raise fail(f"`{what}` must be a whole number from {low} to {high}.")
    return number


def count(value: Any, what: str, *, fail: Fail = PositionError) -> int:
    """A whole number from 0 to `MAX_COUNT`."""
    return whole(value, what, 0, MAX_COUNT, fail=fail)


def number(value: Any, what: str, *, fail: Fail = PositionError) -> float:
    """A finite JSON number as a float (an integer too large for a float is refused)."""
    try:
        if not isinstance(value, bool) and isinstance(value, (int, float)):
            result = float(value)
            if math.isfinite(result):
                return result
    except OverflowError:
        pass
    raise fail(f"`{what}` must be a finite number.")


def flag(value: Any, what: str, *, fail: Fail = PositionError) -> bool:
    """A JSON true or false."""
    if not isinstance(value, bool):
        raise fail(f"`{what}` must be true or false.")
    return value


def text(value: Any, what: str, *, fail: Fail = PositionError) -> str:
    """A string."""
    if not isinstance(value, str):
        raise fail(f"`{what}` must be a string.")
    return value


def choice(value: Any, what: str, allowed: Collection[str], *, fail: Fail = PositionError) -> str:
    """A string among `allowed`."""
    if not isinstance(value, str) or value not in allowed:
        raise fail(f"`{what}` must be one of: {', '.join(allowed)}.")
    return value


def items(
    value: Any, what: str, length: int | None = None, *, fail: Fail = PositionError
) -> list[Any]:
    """A JSON list (a tuple is accepted too), of exactly `length` entries when given."""
    if not isinstance(value, (list, tuple)):
        raise fail(f"`{what}` must be a list.")
    if length is not None and len(value) != length:
        raise fail(f"`{what}` must list {length} entries.")
    return list(value)


def table(value: Any, what: str, *, fail: Fail = PositionError) -> Mapping[str, Any]:
    """A JSON object (a TOML table)."""
    if not isinstance(value, Mapping):
        raise fail(f"`{what}` must be an object.")
    return value
