"""Why a Towers move is good, in the player's words: the tower it takes over and the
pieces the mover then controls (the score)."""

from __future__ import annotations

from bot.ai import hint_texts as T
from bot.games.towers.model import NAMES, TowersMove
from bot.games.towers.notation import cell_name
from bot.games.towers.state import TowersState
from bot.i18n import Said


def reason(before: TowersState, move: TowersMove, seat: int) -> Said | None:
    """ "Takes over Blue's tower on c4 (3 pieces); you control 21 pieces instead of 18." for a
    move onto an enemy tower; None for a move that leaves the pieces controlled as they
    are (a step onto an empty cell, onto one's own tower, a pass)."""
    if move.frm < 0:
        return None
    after = before.apply(move, seat)
    owned_before, owned_after = before.scores()[seat], after.scores()[seat]
    if owned_after == owned_before:
        return None
    parts: list[Said] = []
    other = 1 - seat
    if move.to in before.owned[other]:
        parts.append(
            T.towers_take(NAMES[other], before.height[move.to], cell_name(before, move.to))
        )
    parts.append(T.towers_pieces(owned_before, owned_after))
    return T.join_reasons(parts)
