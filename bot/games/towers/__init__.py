"""Towers: 6×6, two players, move a whole tower onto an orthogonal neighbour that is not taller.

Modules, each importing only those before it: `model` (colours, the move, board tables),
`state` (the position and the rules), `notation`, `codec` (snapshots and the rules file's
position format), `view` (what the players see; typed in `views`), `game` (the `Game`).
"""

from bot.core.registry import register
from bot.games.towers.game import TowersGame
from bot.games.towers.model import PASS, TowersMove
from bot.games.towers.state import TowersState

GAME = TowersGame()
register(GAME)

__all__ = ["GAME", "PASS", "TowersGame", "TowersMove", "TowersState"]
