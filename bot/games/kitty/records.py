"""Two small records a position holds: an exchange in progress and the last move."""

from __future__ import annotations

from typing import NamedTuple


class Pending(NamedTuple):
    """An exchange in progress: "offer" (frm offered `card` to to) or "force" (frm played
    Forced Exchange on to; `card` is what `to` gave, "" until then)."""

    kind: str
    frm: int
    to: int
    card: str = ""


class LastMove(NamedTuple):
    """The last move: who played it, its public text, its kind and the cells it touched."""

    seat: int
    text: str
    kind: str
    cells: tuple[int, ...]
