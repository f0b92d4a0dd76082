"""Tumbling Down: 8×8, two players, step or tumble stacks to cover the enemy king."""

from bot.core.registry import register
from bot.games.tumbling.game import TumblingGame
from bot.games.tumbling.moves import TumblingMove
from bot.games.tumbling.state import TumblingState

GAME = register(TumblingGame())

__all__ = ["GAME", "TumblingGame", "TumblingMove", "TumblingState"]
