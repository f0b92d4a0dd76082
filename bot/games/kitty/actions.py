"""The three board actions on a flat board: which are legal and what they do.

A board is a tuple of strings, one per cell index (see `geometry.py`); each string is the
stack bottom→top in colour letters (`"ryy"`: a Red piece under two Yellow ones) and `""`
is an empty cell. `nbr` is the geometry's neighbour table. Every function here is pure.

For your stack S on cell i and direction k: T is the stack on d = nbr[i][k] and e is the
cell after d in the same direction.
- Stack: height(S) >= height(T); S goes on top of T at d.
- Flip: height(S) >= 2, height(S) <= height(T), e on the board and empty; S jumps to e
  and T is reversed in place.
- Disassemble: T's top is another colour, T holds your colour, and your pieces in S
  outnumber the pieces of T's top colour in T; the part of T above your highest piece
  goes (same order) under the bottom of S.
- Chain (Continuous Stacking): stack onto T, then the merged stack onto the next cell,
  as long as the next cell holds a stack with the same top colour as T that is not taller
  than the moving stack; at least two stacking steps.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import NamedTuple

from bot.games.kitty.moves import CHAIN, DISASSEMBLE, FLIP, STACK, KittyMove

Cells = tuple[str, ...]

#: The board actions open to a player without Continuous Stacking.
PLAIN_KINDS = frozenset((STACK, FLIP, DISASSEMBLE))
Neighbours = Sequence[Sequence[int]]


class ActionResult(NamedTuple):
    """What a board action did: the new board, the cells it touched in order (for the
    last-move highlight), the cell of the stack the action leaves to the mover (merged
    stack, S after a disassemble, the flipped T), and token moves as (from, to) cells."""

    cells: Cells
    touched: tuple[int, ...]
    result_cell: int
    token_moves: tuple[tuple[int, int], ...]


def chain_run(cells: Cells, nbr: Neighbours, i: int, k: int) -> tuple[int, ...]:
    """The cells a Continuous Stacking from `i` in direction `k` stacks onto, in order
    (d, d+dir, …); empty unless the move is legal (a run of at least two stacks)."""
    s = cells[i]
    if not s:
        return ()
    run: list[int] = []
    height = len(s)
    colour = ""
    pos = nbr[i][k]
    while pos >= 0:
        t = cells[pos]
        if not t or len(t) > height:
            break
        if not colour:
            colour = t[-1]
        elif t[-1] != colour:
            break
        run.append(pos)
        height += len(t)
        pos = nbr[pos][k]
    return tuple(run) if len(run) >= 2 else ()


@cache
def _move_table(size: int) -> dict[str, tuple[KittyMove, ...]]:
    """Prebuilt board moves per kind, indexed by cell * 6 + direction (saves building
    thousands of small tuples during search)."""
    return {
        kind: tuple(KittyMove(kind, i, k) for i in range(size) for k in range(6))
        for kind in (STACK, CHAIN, FLIP, DISASSEMBLE)
    }


class _Pairs:
    """Per cell i: (j, e, stack move, flip move, disassemble move) for every direction k
    whose neighbour j = nbr[i][k] is on the board (e = nbr[j][k], -1 off the board), in
    direction order; the move objects are the shared ones of `_move_table`."""

    __slots__ = ("nbr", "rows")

    def __init__(self, nbr: Neighbours) -> None:
        table = _move_table(len(nbr))
        stacks, flips, takes = table[STACK], table[FLIP], table[DISASSEMBLE]
        self.nbr = nbr
        self.rows = tuple(
            tuple(
                (j, nbr[j][k], stacks[i * 6 + k], flips[i * 6 + k], takes[i * 6 + k])
                for k, j in enumerate(nbr[i])
                if j >= 0
            )
            for i in range(len(nbr))
        )


_PAIRS: dict[int, _Pairs] = {}


def pair_rows(
    nbr: Neighbours,
) -> tuple[tuple[tuple[int, int, KittyMove, KittyMove, KittyMove], ...], ...]:
    """The `_Pairs` rows of the neighbour table `nbr` (built once per board size)."""
    found = _PAIRS.get(len(nbr))
    if found is None or found.nbr is not nbr:
        if found is not None and found.nbr == nbr:
            return found.rows
        found = _Pairs(nbr)
        _PAIRS[len(nbr)] = found
    return found.rows


def board_moves(
    cells: Cells, nbr: Neighbours, me: str, chain_allowed: bool = False
) -> list[KittyMove]:
    """Every Stack, Chain, Flip and Disassemble of colour `me`, by cell then direction
    (then in that kind order)."""
    if chain_allowed:
        return _board_moves_with_chains(cells, nbr, me)
    rows = pair_rows(nbr)
    out: list[KittyMove] = []
    add = out.append
    for i, s in enumerate(cells):
        if not s or s[-1] != me:
            continue
        h = len(s)
        mine = -1
        for j, e, stack, flip, take in rows[i]:
            t = cells[j]
            if not t:
                continue
            ht = len(t)
            if h >= ht:
                add(stack)
                if h == ht and h >= 2 and e >= 0 and not cells[e]:
                    add(flip)
            elif h >= 2 and e >= 0 and not cells[e]:
                add(flip)
            top = t[-1]
            if top != me and me in t:
                if mine < 0:
                    mine = s.count(me)
                if mine > t.count(top):
                    add(take)
    return out


def is_board_move(cells: Cells, nbr: Neighbours, me: str, move: KittyMove) -> bool:
    """True when the Stack, Flip or Disassemble `move` is legal for colour `me` (the rule
    checked for this one move; chains go through `board_moves`)."""
    i, k = move.cell, move.direction
    if not (0 <= i < len(cells) and 0 <= k < 6):
        return False
    s = cells[i]
    j = nbr[i][k]
    if not s or s[-1] != me or j < 0:
        return False
    t = cells[j]
    if not t:
        return False
    kind = move.kind
    if kind == STACK:
        return len(s) >= len(t)
    if kind == FLIP:
        e = nbr[j][k]
        return 2 <= len(s) <= len(t) and e >= 0 and not cells[e]
    if kind == DISASSEMBLE:
        top = t[-1]
        return top != me and me in t and s.count(me) > t.count(top)
    return False


def _board_moves_with_chains(cells: Cells, nbr: Neighbours, me: str) -> list[KittyMove]:
    """`board_moves` for a player holding Continuous Stacking (chains included)."""
    table = _move_table(len(cells))
    stacks, chains, flips, takes = table[STACK], table[CHAIN], table[FLIP], table[DISASSEMBLE]
    out: list[KittyMove] = []
    for i, s in enumerate(cells):
        if not s or s[-1] != me:
            continue
        h = len(s)
        mine = -1
        for k, j in enumerate(nbr[i]):
            if j < 0:
                continue
            t = cells[j]
            if not t:
                continue
            ht = len(t)
            if h >= ht:
                out.append(stacks[i * 6 + k])
                if chain_run(cells, nbr, i, k):
                    out.append(chains[i * 6 + k])
            if 2 <= h <= ht:
                e = nbr[j][k]
                if e >= 0 and not cells[e]:
                    out.append(flips[i * 6 + k])
            top = t[-1]
            if top != me and me in t:
                if mine < 0:
                    mine = s.count(me)
                if mine > t.count(top):
                    out.append(takes[i * 6 + k])
    return out


def play(cells: Cells, nbr: Neighbours, move: KittyMove) -> ActionResult:
    """Carry out a board action already known to be legal."""
    i, k = move.cell, move.direction
    j = nbr[i][k]
    s, t = cells[i], cells[j]
    b = list(cells)
    if move.kind == STACK:
        b[j] = t + s
        b[i] = ""
        return ActionResult(tuple(b), (i, j), j, ((i, j),))
    if move.kind == FLIP:
        e = nbr[j][k]
        b[e] = s
        b[i] = ""
        b[j] = t[::-1]
        return ActionResult(tuple(b), (i, j, e), j, ((i, e),))
    if move.kind == DISASSEMBLE:
        p = t.rindex(s[-1]) + 1
        b[j] = t[:p]
        b[i] = t[p:] + s
        return ActionResult(tuple(b), (i, j), i, ())
    if move.kind == CHAIN:
        run = chain_run(cells, nbr, i, k)
        moving = s
        b[i] = ""
        for pos in run:
            moving = b[pos] + moving
            b[pos] = ""
        last = run[-1]
        b[last] = moving
        return ActionResult(tuple(b), (i, *run), last, tuple((c, last) for c in (i, *run[:-1])))
    raise ValueError(f"not a board action: {move.kind}")


def disassembled_count(cells: Cells, nbr: Neighbours, move: KittyMove) -> int:
    """How many pieces a Disassemble takes from T (for labels)."""
    s = cells[move.cell]
    t = cells[nbr[move.cell][move.direction]]
    return len(t) - (t.rindex(s[-1]) + 1)


def owned_stacks(cells: Cells, colour: str) -> list[str]:
    """The stacks whose top is `colour`, in cell order."""
    return [s for s in cells if s and s[-1] == colour]
