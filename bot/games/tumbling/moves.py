"""Moves of Tumbling Down: the move value, the move generator and playing a move on a board.

A board is a tuple of strings, one per cell index, each the stack bottom→top in piece
letters (``"wwb"`` = two White pieces under a Black one; ``""`` = empty).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from bot.games.tumbling.geometry import COLOURS, Geometry
from bot.i18n import Said, said


class TumblingMove(NamedTuple):
    """A step (the top piece of the stack on `frm` moves one cell in `direction`) or, with
    `tumble`, the whole stack on `frm` laid out in a line in `direction`. A named tuple:
    hashing and comparing it run in C, which the AI's move ordering does millions of times
    per move."""

    frm: int
    direction: int
    tumble: bool


@dataclass(frozen=True)
class MoveTables:
    """Per board size, the move values of every cell in the generator's order: the steps
    to each on-board neighbour, then the tumbles whose first cell is on the board."""

    steps: tuple[tuple[TumblingMove, ...], ...]
    tumbles: tuple[tuple[TumblingMove, ...], ...]
    #: Number of on-board neighbours per cell (= steps = tumbles per stack).
    degree: tuple[int, ...]


@cache
def move_tables(geo: Geometry) -> MoveTables:
    """The cached `MoveTables` of `geo`."""
    steps = tuple(
        tuple(TumblingMove(i, d, False) for d, _ in geo.neighbours[i]) for i in range(geo.size)
    )
    tumbles = tuple(
        tuple(TumblingMove(i, d, True) for d, _ in geo.neighbours[i]) for i in range(geo.size)
    )
    return MoveTables(steps, tumbles, tuple(len(n) for n in geo.neighbours))


def generate(geo: Geometry, cells: Sequence[str], seat: int) -> list[TumblingMove]:
    """Every legal move of `seat` on `cells`, in a stable order: cells in index order
    (a1, b1, … h8), for each owned stack its steps, then (height ≥ 2) its tumbles, each
    in compass order n, ne, e, se, s, sw, w, nw."""
    me = COLOURS[seat]
    tables = move_tables(geo)
    steps, tumbles = tables.steps, tables.tumbles
    out: list[TumblingMove] = []
    for i, stack in enumerate(cells):
        if stack and stack[-1] == me:
            out.extend(steps[i])
            if len(stack) > 1:
                out.extend(tumbles[i])
    return out


def count_moves(geo: Geometry, cells: Sequence[str], seat: int) -> int:
    """len(generate(...)) without building the moves (bulk counting for perft)."""
    me = COLOURS[seat]
    degree = move_tables(geo).degree
    total = 0
    for i, stack in enumerate(cells):
        if stack and stack[-1] == me:
            total += degree[i] * 2 if len(stack) > 1 else degree[i]
    return total


def play(geo: Geometry, cells: Sequence[str], move: TumblingMove) -> tuple[str, ...]:
    """The board after `move` (assumed legal) on `cells`."""
    board = list(cells)
    src = board[move.frm]
    if move.tumble:
        board[move.frm] = ""
        for piece, target in zip(src, geo.landing(move.frm, move.direction, len(src))):
            board[target] += piece
    else:
        board[move.frm] = src[:-1]
        board[geo.step_to[move.frm][move.direction]] += src[-1]
    return tuple(board)


def path_of(geo: Geometry, cells: Sequence[str], move: TumblingMove) -> tuple[int, ...]:
    """The cells `move` covers on `cells`, in order: origin, then each cell a piece lands
    on (a pile at the edge counted once)."""
    if not move.tumble:
        return (move.frm, geo.step_to[move.frm][move.direction])
    out = [move.frm]
    for target in geo.landing(move.frm, move.direction, len(cells[move.frm])):
        if target != out[-1]:
            out.append(target)
    return tuple(out)


def legality_problem(geo: Geometry, cells: Sequence[str], seat: int, move: object) -> Said | None:
    """None when `move` is legal for `seat` on `cells`, else a short reason in words
    (the detailed, player-facing explanations live in the notation module)."""
    if not isinstance(move, TumblingMove):
        return said("tumbling-not-a-move")
    if not (isinstance(move.frm, int) and 0 <= move.frm < geo.size):
        return said("tumbling-off-board")
    if not (isinstance(move.direction, int) and 0 <= move.direction < 8):
        return said("tumbling-no-direction")
    stack = cells[move.frm]
    name = geo.name(move.frm)
    if not stack:
        return said("tumbling-no-stack", cell=name)
    if stack[-1] != COLOURS[seat]:
        return said("tumbling-not-yours-short", cell=name)
    if geo.step_to[move.frm][move.direction] < 0:
        return said("tumbling-edge-short", cell=name)
    if move.tumble and len(stack) < 2:
        return said("tumbling-single-short", cell=name)
    return None
