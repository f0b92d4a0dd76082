"""Board geometry for Tumbling Down: cell indices, the eight directions, neighbour and ray
tables, and the 29-piece diamond set-up.

A cell is an index ``rank * files + file`` (``a1`` = 0). Directions are the indices of
`bot.core.grid.KING_STEPS` / `COMPASS` (0 = north, 1 = north-east, … 7 = north-west).
Everything here is computed once per board size and cached.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache

from bot.core.grid import COMPASS, COMPASS_WORDS, KING_STEPS, SquareGrid, square_grid

#: Piece letters in seat order: seat 0 is Black (moves first by default), seat 1 White.
COLOURS = ("b", "w")
NAMES = ("Black", "White")
BLACK, WHITE = 0, 1

#: Direction names: short (notation) and long (labels), indexed like KING_STEPS.
DIRECTION_SHORT = COMPASS
DIRECTION_LONG = tuple(COMPASS_WORDS[d] for d in COMPASS)

#: Stack height at each distance from a player's own corner (file + rank offsets).
SETUP_HEIGHTS = {0: 4, 1: 3, 2: 2, 3: 2, 4: 1}
#: The board size of the standard game (the set-up is defined for it only).
STANDARD_SIZE = 8
#: Largest board the position format accepts (cell names run a1 … z99).
MAX_FILES, MAX_RANKS = 26, 99


@dataclass(frozen=True, eq=False)
class Geometry:
    """Precomputed tables of a `files` × `ranks` board (one shared instance per size, see
    `geometry`; compared and hashed by identity so table caches keyed on it stay cheap).

    `step_to[i][d]` is the neighbour of cell i in direction d, or -1 off the board;
    `neighbours[i]` lists (direction, cell) for the on-board neighbours in direction order;
    `rays[i][d]` lists the cells from i's neighbour in direction d to the edge (empty when
    that neighbour is off the board).
    """

    files: int
    ranks: int
    names: tuple[str, ...]
    step_to: tuple[tuple[int, ...], ...]
    neighbours: tuple[tuple[tuple[int, int], ...], ...]
    rays: tuple[tuple[tuple[int, ...], ...], ...]

    @property
    def size(self) -> int:
        return self.files * self.ranks

    @property
    def grid(self) -> SquareGrid:
        return square_grid(self.files, self.ranks)

    def name(self, cell: int) -> str:
        """The name (`d4`) of cell index `cell`."""
        return self.names[cell]

    def index(self, file: int, rank: int) -> int:
        return rank * self.files + file

    def parse(self, text: str) -> int:
        """The index of the cell named `text`; raises `InvalidMoveError` off the board."""
        file, rank = self.grid.parse(text)
        return rank * self.files + file

    def landing(self, cell: int, direction: int, height: int) -> tuple[int, ...]:
        """Where each piece (bottom→top) of a `height`-high stack on `cell` lands when it
        tumbles in `direction`: one cell further per piece, the rest piled on the last cell
        of the board (the edge stops the tumble). Empty when the first cell is off the board."""
        return _landing(self, cell, direction, height)


@lru_cache(maxsize=4096)
def _landing(geo: Geometry, cell: int, direction: int, height: int) -> tuple[int, ...]:
    ray = geo.rays[cell][direction]
    if not ray:
        return ()
    last = len(ray) - 1
    return tuple(ray[k] if k < last else ray[last] for k in range(height))


@cache
def geometry(files: int, ranks: int) -> Geometry:
    """The (cached) tables of a `files` × `ranks` board."""
    grid = square_grid(files, ranks)
    names = tuple(grid.name((i % files, i // files)) for i in range(files * ranks))
    step_to: list[tuple[int, ...]] = []
    neighbours: list[tuple[tuple[int, int], ...]] = []
    rays: list[tuple[tuple[int, ...], ...]] = []
    for i in range(files * ranks):
        f, r = i % files, i // files
        steps: list[int] = []
        cell_rays: list[tuple[int, ...]] = []
        for df, dr in KING_STEPS:
            ray: list[int] = []
            nf, nr = f + df, r + dr
            while 0 <= nf < files and 0 <= nr < ranks:
                ray.append(nr * files + nf)
                nf, nr = nf + df, nr + dr
            steps.append(ray[0] if ray else -1)
            cell_rays.append(tuple(ray))
        step_to.append(tuple(steps))
        neighbours.append(tuple((d, j) for d, j in enumerate(steps) if j >= 0))
        rays.append(tuple(cell_rays))
    return Geometry(files, ranks, names, tuple(step_to), tuple(neighbours), tuple(rays))


def standard_cells() -> tuple[str, ...]:
    """The starting board of the 8×8 game: White's diamond in the a1 corner, Black's the
    same shape mirrored through the centre into the h8 corner (29 pieces each)."""
    n = STANDARD_SIZE
    cells = [""] * (n * n)
    for rank in range(n):
        for file in range(n):
            height = SETUP_HEIGHTS.get(file + rank)
            if height:
                cells[rank * n + file] = "w" * height
                cells[(n - 1 - rank) * n + (n - 1 - file)] = "b" * height
    return tuple(cells)


def direction_between(geo: Geometry, frm: int, to: int) -> int:
    """The direction from `frm` to its neighbour `to`, or -1 when they are not neighbours."""
    row = geo.step_to[frm]
    for d in range(8):
        if row[d] == to:
            return d
    return -1
