"""A stand-in for a game that is not installed (a damaged or foreign row), so its channel
can say so and a moderator can cancel it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.errors import PositionError
from bot.core.protocol import Game, State
from bot.core.views import View
from bot.i18n import said


class MissingGame(Game[State[Any], Any]):
    """A game this bot does not have. Every rule refuses with a `PositionError`; make one
    with `missing_game(key)`."""

    min_players = 1
    max_players = 1

    def _refuse(self) -> PositionError:
        return PositionError(said("match-not-installed", key=str(self.key)))

    def new_state(self, players: int, seed: int, options: Mapping[str, Any]) -> State[Any]:
        raise self._refuse()

    def parse_move(self, state: State[Any], text: str, seat: int | None = None) -> Any:
        raise self._refuse()

    def format_move(self, state: State[Any], move: Any) -> str:
        raise self._refuse()

    def encode_state(self, state: State[Any]) -> Any:
        raise self._refuse()

    def decode_state(self, data: Any) -> State[Any]:
        raise self._refuse()

    def position_from_json(self, data: Any) -> State[Any]:
        raise self._refuse()

    def seat_view(self, state: State[Any], seat: int | None) -> View:
        raise self._refuse()


def missing_game(key: str) -> MissingGame:
    """A `MissingGame` registered nowhere, whose `key` is the stored game key."""

    class Missing(MissingGame):
        pass

    Missing.key = key
    Missing.title = f"Unknown game {key!r}"
    return Missing()
