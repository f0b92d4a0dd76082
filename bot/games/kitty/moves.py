"""The move values of Kitty Stack Tower (hashable, cheap to build).

A board action is (kind, cell of your stack S, direction towards T). Set-up, card and
exchange steps reuse the same tuple with the fields they need; unused fields are -1 / "".
Outside the engine a move travels as its notation (see `notation.py`).
"""

from __future__ import annotations

from typing import NamedTuple

STACK = "stack"
FLIP = "flip"
DISASSEMBLE = "disassemble"
CHAIN = "chain"
PASS_KIND = "pass"
PLACE = "place"
FRENZY = "frenzy"
DONE_KIND = "done"
FORCE = "force"
GIVE = "give"
OFFER = "offer"
ACCEPT = "accept"
DECLINE_KIND = "decline"

#: Kinds that act on the board (what "cannot act" is about).
BOARD_KINDS = frozenset((STACK, FLIP, DISASSEMBLE, CHAIN))
#: Kinds of the free actions taken before the main action.
FREE_KINDS = frozenset((FORCE, OFFER))


class KittyMove(NamedTuple):
    """One move. `cell`/`direction` for board actions, placements and Frenzy (-1 when
    unused; `place random` has cell -1); `seat` names the other player of an exchange;
    `card` the card id given, offered or accepted."""

    kind: str
    cell: int = -1
    direction: int = -1
    seat: int = -1
    card: str = ""


PASS = KittyMove(PASS_KIND)
DONE = KittyMove(DONE_KIND)
DECLINE = KittyMove(DECLINE_KIND)
PLACE_RANDOM = KittyMove(PLACE)
