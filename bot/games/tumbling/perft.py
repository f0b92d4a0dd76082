"""A fast perft for Tumbling Down: walks raw boards (no state objects, no repetition
bookkeeping), bulk-counts the moves one ply above the leaves, and two plies above them
judges each move and counts the replies from the cells the move changed only.

Perft follows the rules file: repetition and agreement are ignored, the root is taken as
undecided, and a move whose king test decides the game leads to a terminal position
(counted as a leaf only at depth 0).
"""

from __future__ import annotations

from bot.games.tumbling.geometry import COLOURS, Geometry
from bot.games.tumbling.kings import KingInfo, is_decided, king_info
from bot.games.tumbling.moves import TumblingMove, count_moves, generate, move_tables, play
from bot.games.tumbling.notation import format_move
from bot.games.tumbling.state import TumblingState


def perft(state: TumblingState, depth: int) -> int:
    """Leaf count `depth` plies below `state` (a state decided by a king test has no moves
    below it; a repetition draw is ignored, as perft ignores repetition)."""
    if depth <= 0:
        return 1
    outcome = state.outcome()
    if outcome is not None and outcome.winners:
        return 0
    return _walk(state.geo, state.cells, state.side, state.kings, depth)


def divide(state: TumblingState, depth: int) -> list[tuple[str, int]]:
    """(notation, perft below) for every legal move of `state`, `depth` ≥ 1."""
    outcome = state.outcome()
    if depth < 1 or (outcome is not None and outcome.winners):
        return []
    out = []
    for move in generate(state.geo, state.cells, state.side):
        child = state.play_unchecked(move, track=False)
        out.append((format_move(state.geo, move), perft(child, depth - 1)))
    return out


def _walk(geo: Geometry, cells: tuple[str, ...], side: int, info: KingInfo, depth: int) -> int:
    moves = generate(geo, cells, side)
    if depth == 1:
        return len(moves)
    if depth == 2:
        return _count_below(geo, cells, side, info, moves)
    total = 0
    nxt = 1 - side
    for move in moves:
        child = play(geo, cells, move)
        after = king_info(child)
        if is_decided(side, info, after, child):
            continue  # a terminal position adds nothing below depth 0
        total += _walk(geo, child, nxt, after, depth - 1)
    return total


def _count_below(
    geo: Geometry, cells: tuple[str, ...], side: int, info: KingInfo, moves: list[TumblingMove]
) -> int:
    """Sum over `moves` of the opponent's move count after the move (0 where the move
    decides the game), looking only at the cells each move changes.

    The same test as `kings.is_decided`: a seat loses its king when it has no pure stack
    left, or when its greatest pure height did not grow (only a changed cell can grow
    past the old greatest height) and a cell of one of its old kings has the other colour
    on top. The opponent's move count is the parent board's count corrected on the
    changed cells."""
    opp = COLOURS[1 - side]
    degree = move_tables(geo).degree
    landing = geo.landing
    step_to = geo.step_to
    base = count_moves(geo, cells, 1 - side)
    old_heights = info.heights
    old_kings = info.kings
    old_counts = info.pure_counts
    total = 0
    for move in moves:
        frm = move.frm
        src = cells[frm]
        changed: dict[int, str] = {frm: ""}
        if move.tumble:
            for piece, target in zip(src, landing(frm, move.direction, len(src))):
                changed[target] = changed.get(target, cells[target]) + piece
        else:
            changed[frm] = src[:-1]
            target = step_to[frm][move.direction]
            changed[target] = cells[target] + src[-1]
        count = base
        pure_b, pure_w = old_counts
        grew_b = grew_w = False
        for idx, new in changed.items():
            old = cells[idx]
            if old:
                if "w" not in old:
                    pure_b -= 1
                elif "b" not in old:
                    pure_w -= 1
                if old[-1] == opp:
                    count -= degree[idx] * 2 if len(old) > 1 else degree[idx]
            if new:
                if "w" not in new:
                    pure_b += 1
                    if len(new) > old_heights[0]:
                        grew_b = True
                elif "b" not in new:
                    pure_w += 1
                    if len(new) > old_heights[1]:
                        grew_w = True
                if new[-1] == opp:
                    count += degree[idx] * 2 if len(new) > 1 else degree[idx]
        if pure_b == 0 or pure_w == 0:
            continue
        if not grew_b and _covered(old_kings[0], changed, "w"):
            continue
        if not grew_w and _covered(old_kings[1], changed, "b"):
            continue
        total += count
    return total


def _covered(kings: tuple[int, ...], changed: dict[int, str], other: str) -> bool:
    """True when a changed cell among `kings` now has `other` on top (an unchanged king
    cell keeps its own colour on top)."""
    for k in kings:
        new = changed.get(k)
        if new is not None and new[-1:] == other:
            return True
    return False
