"""The Stacktics move generator on raw boards (tuples of cell strings, see `board`).

Everything here is pure and allocation-light so that perft and the AI stay fast; the
`State` class wraps it with the turn, the pie rule and the end-of-game rules.
"""

from __future__ import annotations

from bot.games.stacktics.geometry import COLOURS, PIPS, Geometry, stack_pips
from bot.games.stacktics.moves import KEEP, SWAP, StackticsMove

__all__ = [
    "KEEP",
    "SWAP",
    "StackticsMove",
    "generate",
    "is_capture",
    "perft",
    "play",
    "tally",
]


def generate(geo: Geometry, cells: tuple[str, ...], colour: int) -> list[StackticsMove]:
    """Every board move of `colour` (0 Red, 1 Blue) in a stable order: cells from a1
    rank by rank, base pieces bottom first, rays in the geometry's order, nearest first.
    Moves come from the geometry's shared move table (no stack may be taller than
    `geo.max_height`; `codec` and `new_state` make sure of that)."""
    me = COLOURS[colour]
    out: list[StackticsMove] = []
    add = out.append
    plans = geo.plans
    for i, stack in enumerate(cells):
        if not stack or stack[0] != me:
            continue
        plan = plans.get(stack)
        if plan is None:
            plan = geo.plan(stack)
        for lands, path in plan[i]:
            for j, move in path:
                dest = cells[j]
                if not dest:
                    add(move)
                    continue
                if lands[dest]:
                    add(move)
                break
    return out


def tally(geo: Geometry, cells: tuple[str, ...], colour: int) -> tuple[int, int, int, int]:
    """One walk over the board: (Red's pips on it, Blue's pips on it, how many moves
    `colour` has — `len(generate(...))` without building the list — and the most pips
    one of them captures). A move onto an enemy stack is a capture, so both come from the
    move plans."""
    me = COLOURS[colour]
    red = blue = total = best = 0
    plans = geo.plans
    for i, stack in enumerate(cells):
        if not stack:
            continue
        letter = stack[0]
        if letter == "r":
            red += PIPS[stack[1:]]
        else:
            blue += PIPS[stack[1:]]
        if letter != me:
            continue
        plan = plans.get(stack)
        if plan is None:
            plan = geo.plan(stack)
        for lands, path in plan[i]:
            for j, _move in path:
                dest = cells[j]
                if not dest:
                    total += 1
                    continue
                if lands[dest]:
                    total += 1
                    if dest[0] != me:
                        best = max(best, PIPS[dest[1:]])
                break
    return red, blue, total, best


class _SplitTable(dict[str, tuple[tuple[str, str, str], ...]]):
    """splits[stack][base]: (what stays on the origin cell, the moving unit as a cell
    string, the moving piece sizes) for each base piece of the cell string `stack`; filled
    on first use, so each play shares the same strings."""

    def __missing__(self, stack: str) -> tuple[tuple[str, str, str], ...]:
        value = tuple(
            (stack[: base + 1] if base else "", stack[0] + stack[base + 1 :], stack[base + 1 :])
            for base in range(len(stack) - 1)
        )
        self[stack] = value
        return value


_SPLITS = _SplitTable()


def play(cells: tuple[str, ...], frm: int, base: int, to: int) -> tuple[tuple[str, ...], str]:
    """The board after a (legal) board move, and the enemy stack it captured ("" if none)."""
    rest, unit, moving = _SPLITS[cells[frm]][base]
    board = list(cells)
    board[frm] = rest
    dest = cells[to]
    if not dest:
        board[to] = unit
        return tuple(board), ""
    if dest[0] == unit[0]:
        board[to] = dest + moving
        return tuple(board), ""
    board[to] = unit
    return tuple(board), dest


def is_capture(cells: tuple[str, ...], move: StackticsMove) -> bool:
    """True when the board move lands on an enemy stack."""
    if move.frm < 0:
        return False
    dest = cells[move.to]
    return bool(dest) and dest[0] != cells[move.frm][0]


#: Perft remembers at most this many positions (transpositions are common: many move
#: orders reach the same board); the table is emptied when full.
MEMO_LIMIT = 1_500_000


def perft(
    geo: Geometry, cells: tuple[str, ...], colour: int, captured: tuple[int, int], depth: int
) -> int:
    """Leaf count `depth` plies below a raw position (no pie rule, no draws); a position in
    which a side has reached the capture threshold or the side to move has no move is
    terminal (a leaf only at depth 0)."""
    if depth == 0:
        return 1
    threshold = geo.threshold
    if captured[0] >= threshold or captured[1] >= threshold:
        return 0
    return _walk(geo, cells, colour, captured, depth, threshold, {})


def _walk(
    geo: Geometry,
    cells: tuple[str, ...],
    colour: int,
    captured: tuple[int, int],
    depth: int,
    threshold: int,
    memo: dict[tuple[object, ...], int],
) -> int:
    key = (cells, colour, captured, depth) if depth > 1 else (cells, colour)
    known = memo.get(key)
    if known is not None:
        return known
    if depth == 1:
        total = tally(geo, cells, colour)[2]
    else:
        total = 0
        other = 1 - colour
        mine = captured[colour]
        for frm, base, to in generate(geo, cells, colour):
            board, taken = play(cells, frm, base, to)
            if taken:
                gained = mine + stack_pips(taken)
                if gained >= threshold:
                    continue
                after = (gained, captured[1]) if colour == 0 else (captured[0], gained)
                total += _walk(geo, board, other, after, depth - 1, threshold, memo)
            else:
                total += _walk(geo, board, other, captured, depth - 1, threshold, memo)
    if len(memo) >= MEMO_LIMIT:
        memo.clear()
    memo[key] = total
    return total
