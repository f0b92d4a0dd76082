"""The Towers data model: colours, the move value and the per-size board tables.

The board is a tuple of strings, one per cell (index = rank * files + file), each string
the tower bottom→top in colour letters (`"yb"` = a Yellow piece under a Blue one; `""` is an
empty cell). Seat 0 is Yellow `y`, seat 1 is Blue `b`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache

from bot.core.grid import ORTHOGONAL
from bot.core.protocol import Outcome
from bot.i18n import Said

COLOURS = ("y", "b")
#: The seats' colours as typed options read them (`first:blue`); in words they are the
#: catalogue's `towers-seat-1` and `towers-seat-2`.
NAMES = ("Yellow", "Blue")

#: Per seat, the cells of its towers in index order.
Owned = tuple[tuple[int, ...], tuple[int, ...]]


@dataclass(frozen=True, slots=True)
class TowersMove:
    """A whole tower moving from cell index `frm` to its neighbour `to`; PASS has -1, -1."""

    frm: int
    to: int


PASS = TowersMove(-1, -1)


def cell_xy(index: int, files: int) -> tuple[int, int]:
    """(file, rank) of a cell index, both from 0."""
    return index % files, index // files


@cache
def neighbours(files: int, ranks: int) -> tuple[tuple[int, ...], ...]:
    """For every cell index, the indices of its orthogonal neighbours (N, E, S, W order)."""
    out = []
    for idx in range(files * ranks):
        f, r = cell_xy(idx, files)
        out.append(
            tuple(
                (r + dr) * files + (f + df)
                for df, dr in ORTHOGONAL
                if 0 <= f + df < files and 0 <= r + dr < ranks
            )
        )
    return tuple(out)


class BoardTables:
    """The tables of one board size, shared by every state of that size (see `tables`).

    A tower's *blocked pattern* says which of its cell's neighbours are taller than it:
    bit k stands for the k-th neighbour in `neighbours` order (N, E, S, W), so a pattern
    is a small number (below 16) whatever the board size. A tower's *key* is its cell
    index and pattern in one number, `i << 4 | pattern` (see `key`), and indexes `open`."""

    __slots__ = ("links", "near", "neighbours", "open", "steps")

    def __init__(self, files: int, ranks: int) -> None:
        self.neighbours = nbrs = neighbours(files, ranks)
        #: near[i]: the neighbours of cell i as a set (legality checks).
        self.near = tuple(frozenset(row) for row in nbrs)
        #: links[i]: per neighbour j of cell i, (j, j's bit in the patterns of cell i,
        #: i's bit in the patterns of cell j).
        self.links = tuple(
            tuple((j, 1 << k, 1 << nbrs[j].index(i)) for k, j in enumerate(row))
            for i, row in enumerate(nbrs)
        )
        #: steps[i][j]: for a step from cell i onto its neighbour j, (the links of j
        #: without i, i's neighbours k without j as (k, i's bit in the patterns of k),
        #: whether the step is sideways: east or west, so no other cell lies between).
        self.steps = tuple(
            {
                j: (
                    tuple(link for link in self.links[j] if link[0] != i),
                    tuple((k, back) for k, _, back in self.links[i] if k != j),
                    j in (i - 1, i + 1),
                )
                for j in row
            }
            for i, row in enumerate(nbrs)
        )
        #: open[i << 4 | pattern]: the moves of the tower on cell i onto its neighbours
        #: not in the blocked `pattern`, in `neighbours` order (shared move objects; keys
        #: with bits for neighbours a cell does not have are never read).
        self.open = tuple(
            tuple(TowersMove(i, j) for k, j in enumerate(row) if not pattern >> k & 1)
            for i, row in enumerate(nbrs)
            for pattern in range(16)
        )


def key(cell: int, pattern: int) -> int:
    """The key of the tower on `cell` with the blocked `pattern` (an index of `open`)."""
    return cell << 4 | pattern


@cache
def start_cells(files: int, ranks: int) -> tuple[str, ...]:
    """The checkerboard start: a1 Yellow, then the colours alternate."""
    return tuple(COLOURS[(f + r) % 2] for r in range(ranks) for f in range(files))


@cache
def tables(files: int, ranks: int) -> BoardTables:
    """The shared `BoardTables` of a `files` × `ranks` board."""
    return BoardTables(files, ranks)


class Setup:
    """What stays fixed for a whole game: the board size, its tables and the quiet limit
    (one shared object, so a move copies one reference instead of four; see `setup`).
    The tables a move reads are also attributes of their own, one lookup away."""

    __slots__ = (
        "files",
        "links",
        "neighbours",
        "open",
        "quiet_end",
        "quiet_limit",
        "ranks",
        "size",
        "steps",
        "tables",
    )

    def __init__(self, files: int, ranks: int, quiet_limit: int) -> None:
        self.files = files
        self.ranks = ranks
        self.size = files * ranks
        self.quiet_limit = quiet_limit
        self.tables = t = tables(files, ranks)
        self.links = t.links
        self.neighbours = t.neighbours
        self.open = t.open
        self.steps = t.steps
        #: The quiet count that ends the game (no limit: one never reached).
        self.quiet_end = quiet_limit if quiet_limit else 1 << 62


@lru_cache(maxsize=256)
def setup(files: int, ranks: int, quiet_limit: int) -> Setup:
    """The shared `Setup` of a `files` × `ranks` game with that quiet limit."""
    return Setup(files, ranks, quiet_limit)


@lru_cache(maxsize=64)
def start_keys(files: int, ranks: int, heights: tuple[int, ...]) -> tuple[int, ...]:
    """Per cell, the key of its tower on a board of these `heights` (see `BoardTables`;
    cached: every new game starts from the same board)."""
    links = tables(files, ranks).links
    return tuple(
        key(i, sum(bit for j, bit, _ in links[i] if heights[j] > h)) for i, h in enumerate(heights)
    )


@lru_cache(maxsize=64)
def tally(cells: tuple[str, ...]) -> tuple[tuple[int, ...], Owned]:
    """(height per cell, the cells each seat owns in index order) on `cells` (cached: every
    new game starts from the same board)."""
    heights = tuple(len(t) for t in cells)
    owned = (
        tuple(i for i, t in enumerate(cells) if t and t[-1] == "y"),
        tuple(i for i, t in enumerate(cells) if t and t[-1] == "b"),
    )
    return heights, owned


def score_outcome(scores: tuple[int, int], reason: Said) -> Outcome:
    """The result by pieces controlled: more wins, equal is a draw; `reason` says why the
    game ended."""
    y, b = scores
    winners = (0,) if y > b else (1,) if b > y else ()
    return Outcome(winners, reason, (float(y), float(b)))
