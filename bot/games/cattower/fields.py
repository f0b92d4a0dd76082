"""The checked readers of a snapshot's fields: numbers, text, lists, bodies and card lists,
each raising a precise `PositionError` for anything malformed (`decode` builds a state
from them).

Bodies and card lists come in bulk (a long game holds hundreds of numbers), so their
readers first try the form `codec.encode` writes with whole-list C calls and only fall back
to the field-by-field check, which accepts and refuses exactly the same input."""

from __future__ import annotations

import math
from typing import Any

from bot.core import fields
from bot.core.errors import PositionError
from bot.games.cattower.data import load_data
from bot.games.cattower.geometry import BodyRec, is_piece, order_key
from bot.games.cattower.specs import CatData

#: The types a JSON number reads as (a bool is not a number here).
_NUMBER_TYPES = frozenset({int, float})


#: What the error of a malformed snapshot starts with.
BAD_SNAPSHOT = "bad Cat and the Tower snapshot"


def fail(msg: str) -> PositionError:
    """The error of a malformed snapshot."""
    return PositionError(f"{BAD_SNAPSHOT}: {msg}")


def num(v: Any, what: str) -> float:
    """A finite number as a float (an integer too large for one is refused)."""
    return fields.number(v, what, fail=fail)


def whole(v: Any, what: str, low: int = 0, high: int = fields.MAX_COUNT) -> int:
    """A whole number from `low` to `high`."""
    return fields.whole(v, what, low, high, fail=fail)


def text(v: Any, what: str) -> str:
    """A string."""
    return fields.text(v, what, fail=fail)


def items(v: Any, what: str) -> list[Any]:
    """A list."""
    if not isinstance(v, list):  # a snapshot is JSON: a tuple is not written by `encode`
        raise fail(f"`{what}` must be a list.")
    return v


def opt_text(v: Any, what: str) -> str | None:
    """A string or None."""
    return None if v is None else text(v, what)


def body(raw: Any) -> BodyRec:
    """A body written as [id, x, y, a, vx, vy, w, fold]."""
    if _written_body(raw):
        return BodyRec(raw[0], *map(float, raw[1:]))
    item = items(raw, "a body")
    if len(item) != 8 or not isinstance(item[0], str) or not is_piece(item[0]) or item[0] == "fl1":
        raise fail(f"bad body {raw!r}")
    nums = [num(v, f"body {item[0]}") for v in item[1:]]
    if not 0.3 <= nums[6] <= 1.0:
        raise fail(f"body {item[0]} has an impossible fold")
    return BodyRec(item[0], *nums)


def _written_body(raw: Any) -> bool:
    """True when `raw` is a body as `codec.encode` writes it: a known piece id, seven
    finite numbers, a possible fold (no per-number calls)."""
    try:
        return (
            type(raw) is list
            and len(raw) == 8
            and type(raw[0]) is str
            and _NUMBER_TYPES.issuperset(map(type, raw[1:]))
            and all(map(math.isfinite, raw[1:]))
            and 0.3 <= raw[7] <= 1.0
            and raw[0] != "fl1"
            and is_piece(raw[0])
        )
    except OverflowError:  # an integer too large for a float: `num` refuses it
        return False


def bodies(raw: Any, what: str, *, keep_order: bool = False) -> tuple[BodyRec, ...]:
    """Bodies in the engine's canonical order (the physics depends on it), or, with
    `keep_order`, in the order given (debris: the order it is drawn in)."""
    recs = tuple(map(body, items(raw, what)))
    ids = [r.id for r in recs]
    if len(set(ids)) != len(ids):
        raise fail(f"{what} holds a piece twice")
    return recs if keep_order else tuple(sorted(recs, key=lambda r: order_key(r.id)))


def cards(raw: Any, prefix: str, what: str) -> tuple[str, ...]:
    """Card ids of the Action ("A") or Goal ("G") Cards."""
    known = known_cards(prefix)
    if _written_cards(raw, known):
        return tuple(raw)
    out = tuple(text(c, what) for c in items(raw, what))
    if any(c not in known for c in out):
        raise fail(f"{what} holds an unknown card")
    return out


def _written_cards(raw: Any, known: frozenset[str]) -> bool:
    """True when `raw` is a list of `known` card ids (so all strings), as `encode` writes."""
    try:
        return type(raw) is list and known.issuperset(raw)
    except TypeError:  # an unhashable entry: `cards` names the problem
        return False


_KNOWN: dict[str, tuple[CatData, frozenset[str]]] = {}


def known_cards(prefix: str) -> frozenset[str]:
    """The ids of the Action ("A") or else Goal Cards of the shipped data (built once)."""
    data = load_data()
    hit = _KNOWN.get(prefix)
    if hit is None or hit[0] is not data:
        ids = (a.id for a in data.actions) if prefix == "A" else (g.id for g in data.goals)
        hit = _KNOWN[prefix] = (data, frozenset(ids))
    return hit[1]


_WALLS: list[tuple[CatData, frozenset[str]]] = []


def wall_types() -> frozenset[str]:
    """The wall types of the shipped data (built once)."""
    data = load_data()
    if not _WALLS or _WALLS[0][0] is not data:
        _WALLS[:] = [(data, frozenset(w.key for w in data.walls))]
    return _WALLS[0][1]
