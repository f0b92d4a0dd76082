"""Towers: 6×6, two players, move a whole tower onto an orthogonal neighbour that is not taller."""

from bot.core.registry import register
from bot.games.towers.engine import PASS, TowersGame, TowersMove, TowersState

GAME = register(TowersGame())

__all__ = ["GAME", "PASS", "TowersGame", "TowersMove", "TowersState"]
