"""Random legal games for record tests: a log as the service would store it."""

from __future__ import annotations

import random
from typing import Any

from bot.core.play import LogEntry
from bot.core.protocol import Game, State
from bot.core.registry import get_game


def random_log(
    key: str,
    players: int,
    seed: int,
    plies: int,
    options: dict[str, Any] | None = None,
    rng_seed: int = 1,
) -> tuple[Game, State, list[LogEntry]]:
    """Play up to `plies` random legal moves (forced moves as the service plays them);
    returns the game, the state reached and the log."""
    game = get_game(key)
    rng = random.Random(rng_seed)
    state = game.new_state(players, seed, game.validate_options(players, options or {}))
    log: list[LogEntry] = []
    while state.outcome() is None and len(log) < plies:
        forced = state.forced_move()
        if forced is not None:
            seat = state.to_move
            move = forced
        else:
            seat = min(state.actors())
            choices = game.move_choices(state, seat)
            move = game.parse_move(state, rng.choice(choices).notation, seat)
        log.append(LogEntry(len(log), seat, "move", game.format_move(state, move)))
        state = state.apply(move, seat)
    return game, state, log
