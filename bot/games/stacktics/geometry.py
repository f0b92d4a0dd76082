"""Stacktics geometry: boards, set-ups, cell names, sliding rays and per-stack move units.

A cell holds a string: "" when empty, else the owner's colour letter followed by the piece
sizes bottom→top (``"r321"`` is a Red tree: large, medium, small). Stacks never mix colours
(friendly pieces only stack on friendly pieces, and a capture removes the whole enemy
stack), so one colour letter per cell is enough. Cells are indexed ``rank * files + file``.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from bot.core.grid import DIAGONAL, FILES, ORTHOGONAL, SquareGrid, square_grid
from bot.games.stacktics.moves import StackticsMove

#: Colour letters by colour index (0 = Red moves first, 1 = Blue).
COLOURS = ("r", "b")
COLOUR_NAMES = ("Red", "Blue")
#: Piece size digit → word and notation letter.
SIZE_WORDS = {"1": "small", "2": "medium", "3": "large"}
SIZE_LETTERS = {"1": "S", "2": "M", "3": "L"}
LETTER_SIZES = {"s": "1", "m": "2", "l": "3"}

#: Every board the game knows, by option name: (files, ranks).
BOARDS: dict[str, tuple[int, int]] = {
    "4x4": (4, 4),
    "3x5": (3, 5),
    "5x5": (5, 5),
    "6x6": (6, 6),
    "7x6": (7, 6),
    "7x7": (7, 7),
}
#: The boards each game size may use; the first is the default.
BOARDS_BY_SIZE: dict[int, tuple[str, ...]] = {
    2: ("4x4", "3x5"),
    3: ("5x5",),
    4: ("6x6",),
    5: ("7x6", "7x7"),
}
#: The boards on which the pie rule is mandatory, and those where it may not be used.
PIE_REQUIRED = frozenset({"4x4"})
PIE_FORBIDDEN = frozenset({"3x5"})

# Direction classes: which shape a base piece moves in.
DIAG, ORTHO, BOTH = 0, 1, 2
#: Base piece size digit → direction class (small diagonal, medium orthogonal, large both).
SHAPE_OF_SIZE = {"1": DIAG, "2": ORTHO, "3": BOTH}
# Reach classes: how far a moving unit may go.
ONE, LOADED, FAR = 0, 1, 2


def board_name(files: int, ranks: int) -> str:
    """The option name of a files × ranks board ("7x6")."""
    return f"{files}x{ranks}"


def loaded_range(size: int) -> int:
    """The most cells a loaded stack may move in a game of `size` trees per player."""
    return 2 if size <= 3 else 3


def stack_pips(stack: str) -> int:
    """Total pips of a cell string (0 for an empty cell)."""
    return _PIPS[stack[1:]] if stack else 0


class _PipTable(dict[str, int]):
    def __missing__(self, sizes: str) -> int:
        value = sum(int(c) for c in sizes)
        self[sizes] = value
        return value


_PIPS = _PipTable()
#: PIPS[sizes]: total pips of the piece sizes `sizes` (a cell string without its colour
#: letter); filled on first use. `stack_pips` without the call, for inner loops.
PIPS = _PIPS


class Landings(dict[str, bool]):
    """landings[dest]: whether a moving unit of colour letter `me` whose base piece has
    size digit `size` may stop on the occupied cell string `dest` — on its own stack whose
    top piece is at least as large, or on an enemy stack when it `captures`. Filled on
    first use; shared through `landings`."""

    def __init__(self, me: str, size: str, captures: bool) -> None:
        super().__init__()
        self.me, self.size, self.captures = me, size, captures

    def __missing__(self, dest: str) -> bool:
        value = dest[-1] >= self.size if dest[0] == self.me else self.captures
        self[dest] = value
        return value


@cache
def landings(me: str, size: str, captures: bool) -> Landings:
    """The shared `Landings` table of a colour letter, base size digit and capture right."""
    return Landings(me, size, captures)


class Unit(NamedTuple):
    """One way to pick a base piece in a stack: `base` is its 0-based index from the
    bottom, `size` its size digit, `rays` the per-cell rays it may slide along (already
    cut to its range) and `captures` whether it may land on an enemy stack."""

    base: int
    size: str
    rays: tuple[tuple[tuple[int, ...], ...], ...]
    captures: bool


#: One ray of a move plan: where the moving unit may stop on an occupied cell, and the
#: cells of the ray nearest first, each paired with the shared move that lands there.
PlanRay = tuple[Landings, tuple[tuple[int, StackticsMove], ...]]
#: plan[cell]: every ray the stack on that cell may move along, in move order.
Plan = tuple[tuple[PlanRay, ...], ...]


class Geometry:
    """A board of `files` × `ranks` for a game of `size` trees per player, with every
    table the move generator needs precomputed. Shared and never changed: use
    `geometry()` to get one."""

    def __init__(self, files: int, ranks: int, size: int) -> None:
        self.files = files
        self.ranks = ranks
        self.size = size
        full = {DIAG: self._rays(DIAGONAL), ORTHO: self._rays(ORTHOGONAL)}
        full[BOTH] = tuple(full[ORTHO][i] + full[DIAG][i] for i in range(self.cells))
        limits = {ONE: 1, LOADED: loaded_range(size), FAR: max(files, ranks)}
        # _ray_table[(shape, reach)][cell] = the rays from cell, each cut to the reach.
        self._ray_table: dict[tuple[int, int], tuple[tuple[tuple[int, ...], ...], ...]] = {
            (shape, reach): tuple(
                tuple(ray[:limit] for ray in rays_here) for rays_here in full[shape]
            )
            for shape in (DIAG, ORTHO, BOTH)
            for reach, limit in limits.items()
        }
        self.threshold = 3 * size
        """Captured pips that win at once: half the opponent's force, 3·N."""
        self._units: dict[str, tuple[Unit, ...]] = {}
        #: plans[stack]: `plan(stack)` keyed by the whole cell string (filled by `plan`),
        #: for the move generator's inner loop.
        self.plans: dict[str, Plan] = {}
        #: top_rays[stack]: `top_rays_of(stack)` keyed by the whole cell string (filled
        #: by `top_rays_of`), for the capture scans of the AI.
        self.top_rays: dict[str, tuple[tuple[tuple[int, ...], ...], ...]] = {}
        # move_table[frm][to][base]: the shared move objects (frm and to on one line).
        self._lines = [sorted({j for ray in full[BOTH][i] for j in ray}) for i in range(self.cells)]
        self.move_table: list[list[tuple[StackticsMove, ...]]] = [
            [() for _ in range(self.cells)] for _ in range(self.cells)
        ]
        self.max_height = 0
        self.ensure_height(3 * size)

    def ensure_height(self, height: int) -> None:
        """Make the move table cover stacks up to `height` pieces."""
        if height <= self.max_height:
            return
        for i, line in enumerate(self._lines):
            row = self.move_table[i]
            for j in line:
                row[j] = tuple(StackticsMove(i, k, j) for k in range(height))
        self.max_height = height

    # ----- names ----------------------------------------------------------------
    @property
    def cells(self) -> int:
        return self.files * self.ranks

    @property
    def grid(self) -> SquareGrid:
        return square_grid(self.files, self.ranks)

    @property
    def loaded_range(self) -> int:
        return loaded_range(self.size)

    @property
    def board(self) -> str:
        return board_name(self.files, self.ranks)

    def name(self, index: int) -> str:
        """The cell name of index `index` ("b3")."""
        return f"{FILES[index % self.files]}{index // self.files + 1}"

    def index(self, text: str) -> int:
        """The index of the cell named `text`; `InvalidMoveError` if not on this board."""
        f, r = self.grid.parse(text)
        return r * self.files + f

    def coords(self, index: int) -> tuple[int, int]:
        """(file, rank) of a cell index, both from 0."""
        return index % self.files, index // self.files

    # ----- move tables ----------------------------------------------------------
    def _rays(self, steps: tuple[tuple[int, int], ...]) -> tuple[tuple[tuple[int, ...], ...], ...]:
        out = []
        for idx in range(self.cells):
            f0, r0 = self.coords(idx)
            here = []
            for df, dr in steps:
                ray = []
                f, r = f0 + df, r0 + dr
                while 0 <= f < self.files and 0 <= r < self.ranks:
                    ray.append(r * self.files + f)
                    f, r = f + df, r + dr
                if ray:
                    here.append(tuple(ray))
            out.append(tuple(here))
        return tuple(out)

    def units(self, stack: str) -> tuple[Unit, ...]:
        """Every choice of base piece in the cell string `stack`, bottom first."""
        sizes = stack[1:]
        cached = self._units.get(sizes)
        if cached is None:
            cached = self._make_units(sizes)
            self._units[sizes] = cached
        return cached

    def plan(self, stack: str) -> Plan:
        """The rays of every unit of the cell string `stack`, per origin cell, flattened
        in move order (base pieces bottom first, each base's rays in the geometry's
        order), each ray's cells paired with their moves: the generator walks one loop."""
        cached = self.plans.get(stack)
        if cached is None:
            table = self.move_table
            cached = tuple(
                tuple(
                    (landings(stack[0], size, captures), tuple((j, table[i][j][k]) for j in ray))
                    for k, size, rays, captures in self.units(stack)
                    for ray in rays[i]
                )
                for i in range(self.cells)
            )
            self.plans[stack] = cached
        return cached

    def top_rays_of(self, stack: str) -> tuple[tuple[tuple[int, ...], ...], ...]:
        """The per-cell rays of the top piece of the cell string `stack` (the unit that
        captures when the stack is two or more pieces high), cached in `top_rays`."""
        cached = self.top_rays.get(stack)
        if cached is None:
            cached = self.units(stack)[-1].rays
            self.top_rays[stack] = cached
        return cached

    def _make_units(self, sizes: str) -> tuple[Unit, ...]:
        out = []
        height = len(sizes)
        for k, size in enumerate(sizes):
            weight = sum(int(c) for c in sizes[k + 1 :])
            reach = FAR if k == height - 1 else LOADED if weight < int(size) else ONE
            rays = self._ray_table[(SHAPE_OF_SIZE[size], reach)]
            out.append(Unit(k, size, rays, k == height - 1 and height >= 2))
        return tuple(out)


@cache
def geometry(files: int, ranks: int, size: int) -> Geometry:
    """The shared `Geometry` of a board and game size."""
    return Geometry(files, ranks, size)


def start_cells(files: int, ranks: int, size: int) -> tuple[str, ...]:
    """The set-up of the rules file: each side's N trees on its home rank (the files
    between the two corner files; on 3×5 the two corners). `ValueError` if the board
    does not fit the size."""
    if (files, ranks) == (3, 5):
        tree_files: list[int] = [0, 2]
    else:
        tree_files = list(range(1, files - 1))
    if len(tree_files) != size:
        raise ValueError(f"a {files}x{ranks} board does not hold {size} trees per side")
    cells = [""] * (files * ranks)
    for f in tree_files:
        cells[f] = "r321"
        cells[(ranks - 1) * files + f] = "b321"
    return tuple(cells)


def size_for_board(board: str) -> int:
    """The game size a named board is made for."""
    for size, boards in BOARDS_BY_SIZE.items():
        if board in boards:
            return size
    raise KeyError(board)
