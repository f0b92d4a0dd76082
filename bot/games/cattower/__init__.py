"""Cat and the Tower: a cooperative (or competitive) dexterity game in a side-view pymunk
simulation. Players choose what and where; a seeded hand tremor and physics decide the
rest. See message `cattower-rules` (bot/i18n/locales/en/game-cattower.ftl) for the rules as
played and `game.py` for the protocol face.

Imports go one way, down this list (import-linter refuses a cycle):

- data: `specs` (the card set as frozen data), `data` (reading `cards.toml`), `moves` (the
  move type and its notation), `geometry`, `tremor`, `physics`, `contacts`, `placement`,
  `debris`, `goals`, `cards` (decks and card texts);
- the model of a turn: `model` (steps, `Draft`, `Turn`, `Decks`), `position` (the frozen
  position and the facts read off it);
- the rules, functions over a position that return one of the same class: `drafts`
  (planning a placement), `competitive`, `settle` (debris rules, results), `turns` (the
  turn's structure, the count of five), `execute` (confirm and pet), `texts`, `legal`
  (the moves of each step), `checks` (typed moves refused with a reason), `flow` (apply);
- `state` (`CatState`, the protocol's `State`: legal moves and apply);
- `setup`, `codec`, `decode`, `hidden`, `views` (the TypedDicts), `view`, `controls`;
- `engine` (`CatTowerGame`, which wires them), and `policy` (a careful player, for the AI,
  tests and benchmarks).
"""

from bot.core.registry import register
from bot.games.cattower.data import load_data, validate_data
from bot.games.cattower.game import CatTowerGame
from bot.games.cattower.notation import CatMove
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
