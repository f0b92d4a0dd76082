"""The fields of a position that rarely change, in one immutable record that successive
positions share, and the constants of one board size and player count (`Kit`).

A move of the board (Stack, Flip, Disassemble, Pass without cards) changes none of the
`SHARED_FIELDS`: the next position references the same `Shared`, so making it copies a
handful of fields. A move that changes one of them (a placement, a card, a resignation)
makes a new `Shared` with `changed`.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from bot.core.protocol import Outcome
from bot.games.kitty import movegen as T
from bot.games.kitty.geometry import Geometry, geometry
from bot.games.kitty.moves import DISASSEMBLE, FLIP, PASS_KIND, STACK
from bot.games.kitty.records import LastMove

#: The fields `Shared` holds, by name (the rest of a position's fields are its own).
SHARED_FIELDS = (
    "radius",
    "colours",
    "phase",
    "setup_mode",
    "unplaced",
    "seed",
    "objectives",
    "hands",
    "revealed",
    "discarded",
    "banked",
    "removed",
    "exchanged",
    "knowledge",
    "out",
    "ended",
)


class Kit:
    """What never changes on a board of `radius` for `players` seats: the geometry, the
    move generator's look-up tables and the `LastMove` of every plain move."""

    __slots__ = ("geo", "look", "moved", "nbr", "passed", "players", "radius")

    def __init__(self, radius: int, players: int) -> None:
        self.radius = radius
        self.players = players
        self.geo: Geometry = geometry(radius)
        self.nbr = self.geo.neighbours
        self.look: T.Lookups = T.lookups(self.nbr)
        #: The `LastMove` of a Pass, per seat.
        self.passed = tuple(LastMove(seat, "pass", PASS_KIND, ()) for seat in range(players))
        #: The `LastMove` of every Stack, Flip and Disassemble: by kind, seat, then
        #: cell * 6 + direction (None where no such move exists).
        self.moved = _last_moves(self.geo, players)


def _last_moves(geo: Geometry, players: int) -> dict[str, tuple[tuple[LastMove | None, ...], ...]]:
    nbr, names = geo.neighbours, geo.names
    out: dict[str, tuple[tuple[LastMove | None, ...], ...]] = {}
    for kind in (STACK, FLIP, DISASSEMBLE):
        per_seat = []
        for seat in range(players):
            row: list[LastMove | None] = []
            for i in range(len(nbr)):
                for k in range(6):
                    j = nbr[i][k]
                    e = nbr[j][k] if j >= 0 else -1
                    if j < 0 or (kind == FLIP and e < 0):
                        row.append(None)
                        continue
                    touched = (i, j, e) if kind == FLIP else (i, j)
                    row.append(LastMove(seat, f"{kind} {names[i]}>{names[j]}", kind, touched))
            per_seat.append(tuple(row))
        out[kind] = tuple(per_seat)
    return out


@cache
def kit(radius: int, players: int) -> Kit:
    """The (cached) `Kit` of a board of `radius` for `players` seats."""
    return Kit(radius, players)


class Shared:
    """The `SHARED_FIELDS` of a position (see `model.py` for their meaning), the number of
    seats, whether a turn of play may take the fast path (`plain_ok`) and the `Kit`.
    Immutable once built."""

    __slots__ = (*SHARED_FIELDS, "kit", "num_players", "plain_ok")

    radius: int
    colours: str
    phase: str
    setup_mode: str
    unplaced: tuple[int, ...]
    seed: int
    objectives: bool
    hands: tuple[tuple[str, ...], ...]
    revealed: frozenset[str]
    discarded: tuple[tuple[str, int], ...]
    banked: tuple[tuple[tuple[str, int], ...], ...]
    removed: tuple[tuple[int, int, str, int], ...]
    exchanged: tuple[bool, ...]
    knowledge: tuple[tuple[tuple[str, int], ...], ...]
    out: tuple[bool, ...]
    ended: Outcome | None
    num_players: int
    #: In play, without objective cards, not ended, nobody resigned: a turn of play on
    #: this record is a plain turn (board actions and Pass only) once the step is "turn"
    #: and not every seat has passed.
    plain_ok: bool
    kit: Kit

    def __init__(self, fields: Mapping[str, object]) -> None:
        """The record of the `SHARED_FIELDS` in `fields` (a KeyError names one missing)."""
        for name in SHARED_FIELDS:
            setattr(self, name, fields[name])
        self._derive()

    def _derive(self) -> None:
        self.num_players = len(self.colours)
        self.plain_ok = (
            self.phase == "play"
            and not self.objectives
            and self.ended is None
            and True not in self.out
        )
        self.kit = kit(self.radius, self.num_players)

    def changed(self, changes: Mapping[str, object]) -> Shared:
        """A copy with `changes` (shared fields by name) applied."""
        new = object.__new__(Shared)
        for name in SHARED_FIELDS:
            setattr(new, name, changes[name] if name in changes else getattr(self, name))
        new._derive()
        return new
