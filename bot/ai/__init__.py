"""The AI players: one picklable entry point, `choose_move`, and the level names.

`choose_move` sees only what the seat sees (`game.view(state, seat)`): perfect-information games
carry their full encoded state in the view, hidden-information games are determinized
(their unseen cards sampled consistently with the view). The same seed, view and level
always give the same move. The lead runs it in a process pool, off the event loop.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from bot.ai.config import LEVELS, SearchConfig, check_level
from bot.ai.decide import Decision, decide
from bot.ai.heuristics.base import get_heuristic
from bot.core.registry import all_games, get_game


def choose_decision(
    game_key: str,
    view: Mapping[str, Any],
    seat: int,
    level: str,
    seed: int,
    config: SearchConfig | None = None,
) -> Decision:
    """Like `choose_move`, with how the move was found; `config` overrides the level's
    settings (benchmarks)."""
    game = get_game(game_key)
    level = check_level(level)
    heuristic = get_heuristic(game_key)
    settings = config if config is not None else heuristic.config(level, view)
    return decide(game, view, int(seat), level, settings, heuristic, random.Random(int(seed)))


def choose_move(game_key: str, view: Mapping[str, Any], seat: int, level: str, seed: int) -> str:
    """The notation (`Game.format_move`) of the move the AI of strength `level` plays for
    `seat`, computed only from `view` (= `game.view(state, seat)`): the same (view, seat, level,
    seed) gives the same move in any process, since every budget is counted, never timed.
    `hard` answers within about 1.5 s (p95). Raises `OptionError` for an unknown level and
    `IllegalMoveError` when `seat` has no move to make."""
    return choose_decision(game_key, view, seat, level, seed).notation


def warm() -> None:
    """Load every game and its heuristic now (what an AI worker process does when it
    starts), so that the first search pays no import."""
    for game in all_games():
        get_heuristic(game.key)


__all__ = ["LEVELS", "Decision", "SearchConfig", "choose_decision", "choose_move", "warm"]
