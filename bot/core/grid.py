"""Board coordinates: square grids (`a1` … ) and hex-hex boards with GIPF-style names.

Cells are plain tuples so engines can use them as dict keys and index tables cheaply.
"""

from __future__ import annotations

import re
from functools import cache

from bot.core.errors import InvalidMoveError

FILES = "abcdefghijklmnopqrstuvwxyz"

#: Orthogonal and diagonal steps on a square grid, as (file delta, rank delta).
ORTHOGONAL = ((0, 1), (1, 0), (0, -1), (-1, 0))
DIAGONAL = ((1, 1), (1, -1), (-1, -1), (-1, 1))
KING_STEPS = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))
#: Compass names of KING_STEPS, in the same order.
COMPASS = ("n", "ne", "e", "se", "s", "sw", "w", "nw")
COMPASS_WORDS = {
    "n": "north",
    "ne": "north-east",
    "e": "east",
    "se": "south-east",
    "s": "south",
    "sw": "south-west",
    "w": "west",
    "nw": "north-west",
}

_SQUARE = re.compile(r"^([a-z])([1-9][0-9]?)$")


class SquareGrid:
    """A `files` × `ranks` board; a cell is (file, rank) counted from 0 at `a1`."""

    def __init__(self, files: int, ranks: int) -> None:
        if not (1 <= files <= 26 and 1 <= ranks <= 99):
            raise ValueError("board size out of range")
        self.files = files
        self.ranks = ranks
        self.cells = [(f, r) for r in range(ranks) for f in range(files)]
        #: The name of every cell by its index (`rank * files + file`, the order of
        #: `cells`): engines that number their cells read names without formatting them.
        self.names: tuple[str, ...] = tuple(self.name(c) for c in self.cells)

    def on_board(self, f: int, r: int) -> bool:
        return 0 <= f < self.files and 0 <= r < self.ranks

    def name(self, cell: tuple[int, int]) -> str:
        return f"{FILES[cell[0]]}{cell[1] + 1}"

    def parse(self, text: str) -> tuple[int, int]:
        """The cell named `text` (`c4`); raises `InvalidMoveError` if it is not on this board."""
        m = _SQUARE.match(text.strip().lower())
        if not m:
            raise InvalidMoveError(f"`{text}` is not a cell name (try something like `c4`).")
        cell = (FILES.index(m.group(1)), int(m.group(2)) - 1)
        if not self.on_board(*cell):
            last = self.name((self.files - 1, self.ranks - 1))
            raise InvalidMoveError(f"`{text}` is off the board (a1–{last}).")
        return cell


#: The six axial directions of the rules file, in its order.
HEX_DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


class HexGrid:
    """A hex-hex board of radius R in axial coordinates (q, r).

    Names are GIPF style: column letter for q = -R … R; within a column rows count from 1
    at the bottom (the cell with the largest r).
    """

    def __init__(self, radius: int) -> None:
        if not 1 <= radius <= 12:
            raise ValueError("radius out of range")
        self.radius = radius
        R = radius
        self.cells = [
            (q, r) for q in range(-R, R + 1) for r in range(max(-R, -q - R), min(R, -q + R) + 1)
        ]
        self._cellset = frozenset(self.cells)
        self._names = {c: self._make_name(c) for c in self.cells}
        self._by_name = {n: c for c, n in self._names.items()}

    def _make_name(self, cell: tuple[int, int]) -> str:
        q, r = cell
        r_max = min(self.radius, -q + self.radius)
        return f"{FILES[q + self.radius]}{r_max - r + 1}"

    def on_board(self, q: int, r: int) -> bool:
        return (q, r) in self._cellset

    def name(self, cell: tuple[int, int]) -> str:
        return self._names[cell]

    def parse(self, text: str) -> tuple[int, int]:
        key = text.strip().lower()
        if key in self._by_name:
            return self._by_name[key]
        if _SQUARE.match(key):
            raise InvalidMoveError(f"`{text}` is not a cell of this radius-{self.radius} board.")
        raise InvalidMoveError(f"`{text}` is not a cell name (try something like `d4`).")


@cache
def hex_grid(radius: int) -> HexGrid:
    return HexGrid(radius)


@cache
def square_grid(files: int, ranks: int) -> SquareGrid:
    return SquareGrid(files, ranks)
