"""Replay animation cost: a ~100-move game of each kind → GIF. Prints the CPU seconds
(this thread) and wall seconds of rendering every frame and encoding the GIF, its size,
and the frame count. Never asserts.

    python -m bench.replay [--plies 100]
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from bot.core.registry import get_game
from bot.records.history import walk
from data.store import LogEntry
from render.replay import render_replay

#: Options that let each game run long (no quiet-move or draw limits).
GAMES: list[tuple[str, int, dict[str, Any]]] = [
    ("towers", 2, {"quiet": 0}),
    ("tumbling", 2, {}),
    ("stacktics", 2, {"draw_limit": 0}),
    ("kitty", 4, {}),
    ("cattower", 2, {"mode": "competitive"}),
]


def random_log(
    key: str, players: int, options: dict[str, Any], plies: int, seed: int
) -> list[LogEntry]:
    game = get_game(key)
    rng = random.Random(seed)
    state = game.new_state(players, seed, game.validate_options(players, options))
    log: list[LogEntry] = []
    while state.outcome() is None and len(log) < plies:
        forced = state.forced_move()
        seat = state.to_move if forced is not None else min(state.actors())
        move = (
            forced
            if forced is not None
            else game.parse_move(state, rng.choice(game.move_choices(state, seat)).notation, seat)
        )
        log.append(LogEntry(len(log), seat, "move", game.format_move(state, move)))
        state = state.apply(move, seat)
    return log


def longest_log(key: str, players: int, options: dict[str, Any], plies: int) -> list[LogEntry]:
    """The longest of a few seeded random games, capped at `plies`."""
    best: list[LogEntry] = []
    for seed in range(1, 8):
        log = random_log(key, players, options, plies, seed)
        if len(log) > len(best):
            best = log
        if len(best) >= plies:
            break
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--plies", type=int, default=100)
    args = parser.parse_args()
    print(f"{'game':<10} {'moves':>5} {'frames':>6} {'cpu s':>6} {'wall s':>6} {'MB':>6}")
    for key, players, options in GAMES:
        game = get_game(key)
        log = longest_log(key, players, options, args.plies)
        seed = next(
            s for s in range(1, 8) if random_log(key, players, options, args.plies, s) == log
        )
        start, steps = walk(game, players, seed, game.validate_options(players, options), log)
        views = [game.view(start, None)] + [game.view(s.after, None) for s in steps]
        captions = [f"{i}/{len(log)} · someone: a move" for i in range(len(views))]
        w, c = time.perf_counter(), time.thread_time()
        gif = render_replay(views, captions)
        cpu, wall = time.thread_time() - c, time.perf_counter() - w
        print(
            f"{key:<10} {len(log):>5} {len(views):>6} {cpu:>6.2f} {wall:>6.2f} {len(gif) / 1e6:>6.2f}"
        )


if __name__ == "__main__":
    main()
