"""Why a Tumbling Down move is good, in the player's words: the king it takes (the game
won), the enemy stacks it covers, and the enemy king it threatens next."""

from __future__ import annotations

from bot.ai import hint_texts as T
from bot.games.tumbling.geometry import COLOURS, NAMES
from bot.games.tumbling.kings import NO_PURE, winner_after
from bot.games.tumbling.moves import TumblingMove
from bot.games.tumbling.state import TumblingState, join_cells
from bot.games.tumbling.view import threat_cells
from bot.i18n import Said


def reason(before: TumblingState, move: TumblingMove, seat: int) -> Said | None:
    """ "Takes White's king on c3 and wins the game." for a winning move; otherwise the
    enemy stacks it covers ("covers White's stack of 3 on e5 and piece on d4") and the enemy kings it
    then threatens ("threatens White's king on d4"), or None for a quiet move."""
    after = before.apply(move, seat)
    other = 1 - seat
    geo = before.geo
    decided = winner_after(seat, before.kings, after.kings, after.cells)
    if decided is not None and decided[0] == seat:
        capture = decided[1]
        if capture.cells:
            names = join_cells([geo.name(c) for c in capture.cells])
            return T.join_reasons([T.tumbling_takes_king(NAMES[other], names)])
        if capture.how == NO_PURE:
            return T.join_reasons([T.tumbling_no_pure(NAMES[other])])
    parts: list[Said] = []
    mine, theirs = COLOURS[seat], COLOURS[other]
    covered = [
        T.tumbling_stack(len(was), geo.name(i))
        for i, (was, now) in enumerate(zip(before.cells, after.cells, strict=True))
        if was.endswith(theirs) and now.endswith(mine)
    ]
    if covered:
        parts.append(T.tumbling_covers(NAMES[other], covered))
    if after.outcome() is None:
        threatened = threat_cells(after, seat)
        if threatened:
            names = join_cells([geo.name(c) for c in threatened])
            parts.append(T.tumbling_threat(NAMES[other], names, len(threatened)))
    return T.join_reasons(parts)
