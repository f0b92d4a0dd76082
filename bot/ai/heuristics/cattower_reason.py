"""Why a Cat and the Tower move is good, in the player's words: the goal it completes
(co-op: a face-up card; competitive: one of the mover's own goal cards, which the mover
sees) and how far Toto or the mover's cat climbs."""

from __future__ import annotations

from bot.ai import hint_texts as T
from bot.games.cattower.data import load_data
from bot.games.cattower.notation import CatMove
from bot.games.cattower.state import CatState
from bot.i18n import Said


def reason(before: CatState, move: CatMove, seat: int) -> Said | None:
    """ "Completes the goal “Three in a row”: Toto climbs 2 floors." for a goal move;
    None for the building steps."""
    if move.verb != "goal" or len(move.args) < 2:
        return None
    card = load_data().goal(str(move.args[0]))
    climber = T.CATTOWER_TOTO if before.coop else T.CATTOWER_CAT
    return T.join_reasons([T.cattower_goal(card.name, climber, int(move.args[1]))])
