"""Why a Stacktics move is good, in the player's words: the enemy stack it captures (its
pieces and pips) and the pips the mover then has against the number that wins."""

from __future__ import annotations

from bot.ai import hint_texts as T
from bot.games.stacktics.geometry import COLOUR_NAMES, PIPS, SIZE_WORDS
from bot.games.stacktics.moves import StackticsMove
from bot.games.stacktics.state import StackticsState
from bot.i18n import Said


def reason(before: StackticsState, move: StackticsMove, seat: int) -> Said | None:
    """ "Captures Blue's medium and small on d3 (3 pips); you will have 7 of the 9 pips you
    need." for a capture; None for any other move (a step, a pie decision)."""
    if move.frm < 0:
        return None
    dest = before.cells[move.to]
    mover = before.cells[move.frm]
    if not dest or dest[0] == mover[0]:
        return None
    colour = before.colour_of(seat)
    pips = PIPS[dest[1:]]
    pieces = [SIZE_WORDS[s] for s in reversed(dest[1:])]  # top piece first
    owner = COLOUR_NAMES[1 - colour]
    parts = [T.stacktics_capture(owner, pieces, before.geo.name(move.to), pips)]
    total = before.captured[colour] + pips
    need = before.geo.threshold
    parts.append(T.stacktics_wins() if total >= need else T.stacktics_total(total, need))
    return T.join_reasons(parts)
