"""Tumbling Down: 8×8, two players, step or tumble stacks to cover the enemy king.

Modules, each importing only those before it: `board` (geometry, set-up), `moves` (the
move value, generation, playing a move), `kings` (the king-capture test), `notation`,
`state` (the position, repetition), `perft` (a fast leaf count), `codec` (position JSON and
snapshots), `view` (what the players see, typed in `views`; "check" threats), `game`.
"""

from bot.core.registry import register
from bot.games.tumbling.game import TumblingGame
from bot.games.tumbling.moves import TumblingMove
from bot.games.tumbling.state import TumblingState

GAME = TumblingGame()
register(GAME)

__all__ = ["GAME", "TumblingGame", "TumblingMove", "TumblingState"]
