"""Stacktics: Icehouse pyramids in trees; move a piece with what it carries, capture by
dropping a single piece off a stack onto an enemy stack; 3·N captured pips win.

Modules, each importing only those before it: `moves` (the move value), `board`
(geometry, set-ups), `movegen` (raw move generation and perft), `state` (the position
with the pie rule and the end-of-game rules), `notation` (canonical ``Mb1-b3`` /
``Sc2xd3`` / ``swap`` / ``keep``, forgiving parsing, labels, errors), `codec` (position
JSON and snapshots), `view` (what the players see, typed in `views`), `game`.

Seats: seat 0 starts as Red and moves first, seat 1 as Blue. After a pie swap the seats
exchange colours (seat 0 plays Blue and moves next); the view's "seat_names" and
`StackticsGame.seat_label(state, seat)` always give the colour a seat plays now.
"""

from bot.core.registry import register
from bot.games.stacktics.game import StackticsGame
from bot.games.stacktics.moves import KEEP, SWAP, StackticsMove
from bot.games.stacktics.state import StackticsState

GAME = StackticsGame()
register(GAME)

__all__ = ["GAME", "KEEP", "SWAP", "StackticsGame", "StackticsMove", "StackticsState"]
