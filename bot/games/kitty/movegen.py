"""The facts about a board that the move generator of a plain turn reads beside the
stack strings, kept up to date from move to move; that generator; what a plain board
action does to the board and to those facts (`play_action`); and the board's part of the
score (`heights_and_own`, read by the final score and the AI's evaluation).

`Tables` holds per seat the cells it owns in index order (one byte per cell: a move
updates them with a `bytes.replace` and a splice) and two bitmasks (bit i = cell i): the
occupied cells and the single pieces (height 1). With them a single piece finds its moves
with one look-up (it can only stack onto another single piece), and a taller stack visits
only its occupied neighbours. Heights are read from the strings (`len`, cheaper than
keeping a tuple of them up to date).
"""

from __future__ import annotations

from bisect import bisect
from itertools import compress, repeat
from operator import itemgetter
from typing import NamedTuple

from bot.games.kitty.actions import Cells, Neighbours, pair_rows
from bot.games.kitty.moves import FLIP, STACK, KittyMove

#: One neighbour of a cell: (j, e, stack move, flip move, disassemble move), see actions.py;
#: in `Lookups` an e off the board is given as j (never empty when the row is read).
Row = tuple[int, int, KittyMove, KittyMove, KittyMove]


class Tables(NamedTuple):
    """Per seat the cells whose stack that seat's colour tops (in index order, one byte
    per cell), the occupied cells and the cells holding a single piece as bitmasks (bit
    i = cell i)."""

    owned: tuple[bytes, ...]
    occupied: int
    ones: int

    @classmethod
    def of(cls, cells: Cells, colours: str) -> Tables:
        """The tables of the board `cells` for the seats of `colours` (built with string
        operations rather than a Python loop over the cells)."""
        raw = top_colours(cells).encode("ascii")
        ones = int("".join(map(_ONE.get, map(len, reversed(cells)), repeat("0"))), 2)
        return cls(_owned(raw, colours), _occupied(raw), ones)

    @classmethod
    def of_singles(cls, cells: Cells, colours: str) -> Tables:
        """`of(cells, colours)` for a board whose every stack is a single piece (a fresh
        random set-up): a cell's string is its top colour, every occupied cell is a one."""
        raw = "".join([c or "." for c in cells]).encode("ascii")
        occupied = _occupied(raw)
        return cls(_owned(raw, colours), occupied, occupied)


def _owned(tops: bytes, colours: str) -> tuple[bytes, ...]:
    """Per colour of `colours` the cells it tops, from the `top_colours` of a board."""
    cell_range = range(len(tops))
    return tuple(bytes(compress(cell_range, tops.translate(_TOPS[c]))) for c in colours)


def _occupied(tops: bytes) -> int:
    """The occupied cells as a bitmask, from the `top_colours` of a board."""
    # bit i of a mask read from a string of digits, last cell first, is cell i
    return int(tops[::-1].translate(_OCCUPIED), 2)


def top_colours(cells: Cells) -> str:
    """The top colour of every cell, "." for an empty one (one character per cell)."""
    return "".join(map(_last, map(str.__add__, repeat(".", len(cells)), cells)))


#: The last character of a string, as a string.
_last = itemgetter(slice(-1, None))
#: Digits of a bitmask: of the occupied cells from the top colours ("." is empty), of the
#: single pieces from the stack heights.
_OCCUPIED = bytes(48 if b == ord(".") else 49 for b in range(256))  # "0" / "1"
_ONE = {1: "1"}
#: Per colour, a `bytes.translate` table that keeps 1 for that colour and 0 for any other
#: byte (the selectors of its cells among the top colours).
_TOPS = {c: bytes(int(b == ord(c)) for b in range(256)) for c in "rybg"}


class Lookups:
    """Per board (neighbour table): for every cell i, `around[i]` (its neighbours as a
    bitmask), `singles[i]` (the subset of those neighbours holding single pieces → the
    Stack moves of a single piece on i, in direction order) and `near[i]` (the subset of
    occupied neighbours → their `Row`s, in direction order)."""

    __slots__ = ("around", "nbr", "near", "singles")

    def __init__(self, nbr: Neighbours) -> None:
        self.nbr = nbr
        # an e off the board becomes j: `not cells[e]` then says "no flip" without a test
        rows: tuple[tuple[Row, ...], ...] = tuple(
            tuple((j, e if e >= 0 else j, st, fl, dis) for j, e, st, fl, dis in row)
            for row in pair_rows(nbr)
        )
        self.around = tuple(sum(1 << r[0] for r in row) for row in rows)
        self.near = tuple(_by_subset(row) for row in rows)
        self.singles = tuple(
            {mask: tuple(r[2] for r in chosen) for mask, chosen in near.items()}
            for near in self.near
        )


def _by_subset(row: tuple[Row, ...]) -> dict[int, tuple[Row, ...]]:
    """For every subset of the neighbours in `row` (as a bitmask of their cells), the rows
    of that subset in direction order."""
    out: dict[int, tuple[Row, ...]] = {}
    for pick in range(1 << len(row)):
        chosen = tuple(r for k, r in enumerate(row) if pick >> k & 1)
        out[sum(1 << r[0] for r in chosen)] = chosen
    return out


_LOOKUPS: dict[int, Lookups] = {}


def lookups(nbr: Neighbours) -> Lookups:
    """The `Lookups` of the neighbour table `nbr` (built once per board size)."""
    found = _LOOKUPS.get(len(nbr))
    if found is None or (found.nbr is not nbr and found.nbr != nbr):
        found = _LOOKUPS[len(nbr)] = Lookups(nbr)
    return found


def owned_moves(cells: Cells, tables: Tables, look: Lookups, seat: int, me: str) -> list[KittyMove]:
    """`board.board_moves(cells, nbr, me)` (no chains) for the seat whose colour is `me`,
    read from `tables` and the `lookups(nbr)` of the board (the same moves in the same
    order)."""
    around, singles, near = look.around, look.singles, look.near
    owned, occupied, ones = tables  # (unpacked: CPython 3.11 reads NamedTuple fields slowly)
    out: list[KittyMove] = []
    add = out.append
    for i in owned[seat]:
        s = cells[i]
        h = len(s)
        if h == 1:
            # A single piece only stacks onto another single piece: it cannot flip
            # (height 2 needed) nor disassemble (one piece of its colour never outnumbers
            # the at least one piece of T's top colour).
            out += singles[i][ones & around[i]]
            continue
        mine = -1
        for j, e, stack, flip, take in near[i][occupied & around[i]]:
            t = cells[j]
            ht = len(t)
            if ht == 1:  # S (2+ pieces) stacks onto a single piece, nothing else
                add(stack)
                continue
            if h >= ht:
                add(stack)
                if h == ht and not cells[e]:
                    add(flip)
            elif not cells[e]:
                add(flip)
            if t[-1] != me and me in t:
                if mine < 0:
                    mine = s.count(me)
                if mine > t.count(t[-1]):
                    add(take)
    return out


def heights_and_own(
    cells: Cells, owned: tuple[bytes, ...], colours: str
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Per seat, from its owned cells (`Tables.owned`): the total height of its stacks,
    and its own-colour pieces in them."""
    heights: list[int] = []
    own: list[int] = []
    get = cells.__getitem__
    for seat, mine in enumerate(owned):
        # its stacks joined into one string: counted in C, without a loop over the cells
        pieces = "".join(map(get, mine))
        heights.append(len(pieces))
        own.append(pieces.count(colours[seat]))
    return tuple(heights), tuple(own)


#: `Tables` from a tuple of its four fields, without the Python-level `__new__` of a
#: NamedTuple (these run on every move).
_new = tuple.__new__


def after_stack(t: Tables, i: int, j: int, seat: int, owner: int) -> Tables:
    """The tables once `seat` stacked the stack on i onto the stack on j (owned by
    `owner`, maybe `seat` itself)."""
    held, occupied, ones = t  # (unpacked: CPython 3.11 reads NamedTuple fields slowly)
    owned = list(held)
    mine = owned[seat].replace(_BYTE[i], b"")
    if owner != seat:
        owned[owner] = owned[owner].replace(_BYTE[j], b"")
        mine = _with(mine, j)
    owned[seat] = mine
    bi, bj = 1 << i, 1 << j
    return _new(Tables, (tuple(owned), occupied ^ bi, ones & ~(bi | bj)))


def after_flip(t: Tables, i: int, j: int, e: int, seat: int, was: int, now: int) -> Tables:
    """The tables once `seat`'s stack on i jumped over j to e and the stack on j, owned by
    `was`, was turned over (now owned by `now`)."""
    held, occupied, ones = t
    owned = list(held)
    owned[seat] = _with(owned[seat].replace(_BYTE[i], b""), e)
    if was != now:
        owned[was] = owned[was].replace(_BYTE[j], b"")
        owned[now] = _with(owned[now], j)
    # the jumping stack has at least 2 pieces and T keeps its height: `ones` is unchanged
    return _new(Tables, (tuple(owned), occupied & ~(1 << i) | 1 << e, ones))


def after_disassemble(t: Tables, i: int, j: int, kept: int, seat: int, owner: int) -> Tables:
    """The tables once `seat` took the part of the stack on j (owned by `owner`) above its
    highest own piece, `kept` pieces staying on j, under its stack on i."""
    held, occupied, ones = t
    owned = list(held)
    owned[owner] = owned[owner].replace(_BYTE[j], b"")
    owned[seat] = _with(owned[seat], j)
    bit = 1 << j
    # S holds at least two pieces of the mover's colour, so it was never a single piece
    ones = ones | bit if kept == 1 else ones & ~bit
    return _new(Tables, (tuple(owned), occupied, ones))


def play_action(
    cells: Cells,
    tables: Tables | None,
    nbr: Neighbours,
    colours: str,
    kind: str,
    i: int,
    k: int,
    seat: int,
) -> tuple[Cells, Tables | None, int]:
    """The board after `seat` (colour `colours[seat]`) played the legal board action
    (kind, i, k) — Stack, Flip or Disassemble, no chain — with its tables brought up to
    date (None stays None), and the cell the stack on i went to (-1: it stayed on i)."""
    board = list(cells)
    j = nbr[i][k]
    s, t = board[i], board[j]
    if kind == STACK:
        board[j] = t + s
        board[i] = ""
        if tables is not None:
            tables = after_stack(tables, i, j, seat, colours.index(t[-1]))
        return tuple(board), tables, j
    if kind == FLIP:
        e = nbr[j][k]
        board[e] = s
        board[i] = ""
        board[j] = t[::-1]
        if tables is not None:
            tables = after_flip(tables, i, j, e, seat, colours.index(t[-1]), colours.index(t[0]))
        return tuple(board), tables, e
    # Disassemble: the part of T above its highest piece of the mover's colour goes on S
    p = t.rindex(s[-1]) + 1
    board[j] = t[:p]
    board[i] = t[p:] + s
    if tables is not None:
        tables = after_disassemble(tables, i, j, p, seat, colours.index(t[-1]))
    return tuple(board), tables, -1


#: The one-byte string of every cell (boards have fewer than 256 cells).
_BYTE = tuple(bytes((c,)) for c in range(256))


def _with(cells_of: bytes, c: int) -> bytes:
    """`cells_of` (in index order) with the cell c added."""
    at = bisect(cells_of, c)
    return cells_of[:at] + _BYTE[c] + cells_of[at:]
