"""Kings and the king-capture test of Tumbling Down.

A player's kings are their pure stacks (every piece their colour) of the greatest height
among their pure stacks; ties are all kings, and a single piece can be a king. After every
move each player X is tested: X's king is captured when X has no pure stack left, or when
X's greatest pure height did not grow and a cell that held one of X's kings before the move
now has a piece of the other colour on top.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.tumbling.geometry import COLOURS


@dataclass(frozen=True, slots=True)
class KingInfo:
    """Per seat (0 = Black, 1 = White): the greatest pure height (0 when the seat has no
    pure stack), the king cells in index order, and the number of pure stacks."""

    heights: tuple[int, int]
    kings: tuple[tuple[int, ...], tuple[int, ...]]
    pure_counts: tuple[int, int]


def king_info(cells: Sequence[str]) -> KingInfo:
    """The kings of both players on `cells` (stacks as strings bottom→top)."""
    hb = hw = nb = nw = 0
    kb: list[int] = []
    kw: list[int] = []
    for i, stack in enumerate(cells):
        if not stack:
            continue
        if "w" not in stack:
            nb += 1
            h = len(stack)
            if h > hb:
                hb = h
                kb = [i]
            elif h == hb:
                kb.append(i)
        elif "b" not in stack:
            nw += 1
            h = len(stack)
            if h > hw:
                hw = h
                kw = [i]
            elif h == hw:
                kw.append(i)
    return KingInfo((hb, hw), (tuple(kb), tuple(kw)), (nb, nw))


#: Why a seat's king fell: it has no pure stack, or king cells were covered.
NO_PURE = "no-pure"
COVERED = "covered"


@dataclass(frozen=True, slots=True)
class Capture:
    """A fallen king: `seat` lost it because of `how` (NO_PURE or COVERED); `cells` are
    the cells of its kings (from before the move) that now have the other colour on top
    (possibly none for NO_PURE)."""

    seat: int
    how: str
    cells: tuple[int, ...] = ()


def capture_of(
    seat: int, before: KingInfo, after: KingInfo, cells_after: Sequence[str]
) -> Capture | None:
    """The capture of `seat`'s king by the move that turned `before` into `after`, or None.

    Captured when the seat has no pure stack after the move; otherwise only when its
    greatest pure height did not grow and some cell that held one of its kings before
    the move now has the other colour on top (a king that moved away leaves an empty cell
    or its own colour on top, and so is not captured)."""
    other = COLOURS[1 - seat]
    if after.pure_counts[seat] == 0:
        return Capture(
            seat, NO_PURE, tuple(k for k in before.kings[seat] if cells_after[k][-1:] == other)
        )
    if after.heights[seat] > before.heights[seat]:
        return None
    covered = tuple(k for k in before.kings[seat] if cells_after[k][-1:] == other)
    return Capture(seat, COVERED, covered) if covered else None


def king_fell(seat: int, before: KingInfo, after: KingInfo, cells_after: Sequence[str]) -> bool:
    """`capture_of(seat, ...) is not None`, without building the capture (perft, search)."""
    if after.pure_counts[seat] == 0:
        return True
    if after.heights[seat] > before.heights[seat]:
        return False
    other = COLOURS[1 - seat]
    for k in before.kings[seat]:
        if cells_after[k][-1:] == other:
            return True
    return False


def is_decided(mover: int, before: KingInfo, after: KingInfo, cells_after: Sequence[str]) -> bool:
    """True when the move just played by `mover` ends the game (either king fell)."""
    return king_fell(0, before, after, cells_after) or king_fell(1, before, after, cells_after)


def winner_of(
    mover: int, before: KingInfo, after: KingInfo, cells_after: Sequence[str]
) -> int | None:
    """`winner_after(...)[0]` without building the captures: the winning seat when the
    move by `mover` ended the game, else None."""
    if king_fell(1 - mover, before, after, cells_after):
        return mover
    if king_fell(mover, before, after, cells_after):
        return 1 - mover
    return None


def winner_after(
    mover: int,
    before: KingInfo,
    after: KingInfo,
    cells_after: Sequence[str],
) -> tuple[int, Capture, Capture | None] | None:
    """(winning seat, the decisive capture, the mover's own capture when it fell too) when
    the move by `mover` ends the game, else None.

    The mover wins by capturing the opponent's king, even if their own king fell too;
    otherwise a mover whose own king fell loses."""
    theirs = capture_of(1 - mover, before, after, cells_after)
    mine = capture_of(mover, before, after, cells_after)
    if theirs is not None:
        return mover, theirs, mine
    if mine is not None:
        return 1 - mover, mine, None
    return None
