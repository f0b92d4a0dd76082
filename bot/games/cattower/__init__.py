"""Cat and the Tower: a cooperative (or competitive) dexterity game in a side-view pymunk
simulation. Players choose what and where; a seeded hand tremor and physics decide the
rest. See `rules.md` for the rules as played and `engine.py` for the protocol face."""

from bot.core.registry import register
from bot.games.cattower.data import load_data, validate_data
from bot.games.cattower.engine import CatTowerGame
from bot.games.cattower.moves import CatMove
from bot.games.cattower.specs import CatDataError
from bot.games.cattower.state import CatState

GAME = register(CatTowerGame())

__all__ = [
    "GAME",
    "CatDataError",
    "CatMove",
    "CatState",
    "CatTowerGame",
    "load_data",
    "validate_data",
]
