"""The registry of games, by key (`towers`, `kitty`, …).

Engines register themselves when their package is imported; `all_games()` imports every
known game package so the registry is complete.
"""

from __future__ import annotations

import importlib
from typing import TypeVar

from bot.core.protocol import AnyGame

__all__ = ["GAME_PACKAGES", "AnyGame", "all_games", "get_game", "register"]

G = TypeVar("G", bound=AnyGame)

#: Game packages under `bot.games`, in the order menus list them.
GAME_PACKAGES = ("kitty", "towers", "stacktics", "tumbling", "cattower")

_REGISTRY: dict[str, AnyGame] = {}


def register(game: G) -> G:
    """Add `game` to the registry under its key (the game package's `__init__` calls this)."""
    _REGISTRY[game.key] = game
    return game


#: Set once every game package has been imported (`get_game` runs per playout).
_loaded = False


def _load_all() -> None:
    """Import every game package, once (they register themselves)."""
    global _loaded
    if _loaded:
        return
    for pkg in GAME_PACKAGES:
        try:
            importlib.import_module(f"bot.games.{pkg}")
        except ModuleNotFoundError as exc:  # a game not written yet
            if exc.name != f"bot.games.{pkg}":
                raise
    _loaded = True


def all_games() -> list[AnyGame]:
    _load_all()
    order = {k: i for i, k in enumerate(GAME_PACKAGES)}
    return sorted(_REGISTRY.values(), key=lambda g: order.get(g.key, 99))


def get_game(key: str) -> AnyGame:
    """The game registered as `key`; raises KeyError with the known keys."""
    _load_all()
    try:
        return _REGISTRY[key]
    except KeyError:
        raise KeyError(f"unknown game `{key}` (known: {', '.join(sorted(_REGISTRY))})") from None
