"""Board geometry: the hex-hex board of one radius as flat index tables.

Cells are numbered in name order (`a1`, `a2`, …, `b1`, …) so every list the engine
produces reads naturally. `neighbours[i][k]` is the cell one step from `i` in direction
`k` (the rules file's six axial directions, in its order), or -1 off the board.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from bot.core.errors import InvalidMoveError
from bot.core.grid import HEX_DIRECTIONS, hex_grid
from bot.i18n import said

#: What a cell name looks like (`d4`), on a board of any radius.
_CELL = re.compile(r"^[a-z][0-9]{1,2}$")

MIN_RADIUS = 3
MAX_RADIUS = 6


@dataclass(frozen=True)
class Geometry:
    """Index tables of one board radius.

    `names[i]` is the GIPF-style name of cell `i`; `coords[i]` its axial (q, r);
    `neighbours[i]` six cell indices (or -1), one per direction.
    """

    radius: int
    names: tuple[str, ...]
    coords: tuple[tuple[int, int], ...]
    index: dict[str, int]
    neighbours: tuple[tuple[int, ...], ...]

    @property
    def size(self) -> int:
        """Number of cells on the board."""
        return len(self.names)

    def parse(self, text: str) -> int:
        """The index of the cell named `text`; raises `InvalidMoveError` if there is none."""
        key = str(text).strip().lower()
        found = self.index.get(key)
        if found is None:
            if not _CELL.match(key):
                raise InvalidMoveError(said("kitty-not-a-cell-name", text=str(text).strip()))
            raise InvalidMoveError(
                said("kitty-not-a-cell", text=str(text).strip(), radius=self.radius)
            )
        return found

    def direction(self, frm: int, to: int) -> int | None:
        """The direction `k` with `neighbours[frm][k] == to`, or None if not adjacent."""
        row = self.neighbours[frm]
        for k in range(6):
            if row[k] == to:
                return k
        return None

    def line_direction(self, frm: int, to: int) -> int | None:
        """The direction `k` in which `to` lies exactly two steps from `frm`, else None."""
        row = self.neighbours[frm]
        for k in range(6):
            mid = row[k]
            if mid >= 0 and self.neighbours[mid][k] == to:
                return k
        return None


@cache
def geometry(radius: int) -> Geometry:
    """The (cached) geometry of a board of `radius`."""
    grid = hex_grid(radius)
    by_name = sorted(grid.cells, key=lambda c: _sort_key(grid.name(c)))
    names = tuple(grid.name(c) for c in by_name)
    index = {n: i for i, n in enumerate(names)}
    pos = {c: i for i, c in enumerate(by_name)}
    neighbours = tuple(
        tuple(pos.get((q + dq, r + dr), -1) for dq, dr in HEX_DIRECTIONS) for q, r in by_name
    )
    return Geometry(radius, names, tuple(by_name), index, neighbours)


def _sort_key(name: str) -> tuple[str, int]:
    return name[0], int(name[1:])


def board_cells(radius: int) -> int:
    """Number of cells of a hex-hex board of `radius` (3R² + 3R + 1)."""
    return 3 * radius * radius + 3 * radius + 1
