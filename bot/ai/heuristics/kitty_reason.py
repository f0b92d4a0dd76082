"""Why a Kitty Stack Tower move is good, in the player's words: the height of the stacks
the mover owns before and after it (the board part of the score, which every seat sees;
objective cards are never mentioned)."""

from __future__ import annotations

from bot.ai import hint_texts as T
from bot.games.kitty.moves import KittyMove
from bot.games.kitty.scoring import heights_and_own
from bot.games.kitty.state import KittyState
from bot.i18n import Said


def reason(before: KittyState, move: KittyMove, seat: int) -> Said | None:
    """ "The stacks you own go from 7 to 10 pieces high in all." when the move changes the
    height the mover owns during play; None otherwise (set-up, a pass, an exchange)."""
    if before.phase != "play":
        return None
    after = before.apply(move, seat)
    was, now = heights_and_own(before)[0][seat], heights_and_own(after)[0][seat]
    if was == now:
        return None
    return T.join_reasons([T.kitty_height(was, now)])
