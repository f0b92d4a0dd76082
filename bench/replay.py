"""Replay animation cost: a ~100-move game of each kind → GIF. Prints the CPU seconds
(this thread) and wall seconds of rendering the frames and encoding the GIF, its size (MiB;
the cap is `render.replay.MAX_BYTES`, 7.5 MiB) and the frames shown (at most
`render.replay.MAX_FRAMES`). With `--workers N` the GIF is made as the bot makes it, in N
render processes (`cogs.images.replay_gif`: boards in the workers, then the GIF in one);
the CPU column is then this process's only. Never asserts.

    python -m bench.replay [--plies 100] [--workers 0]
"""

from __future__ import annotations

import argparse
import asyncio
import io
import random
import time
from collections.abc import Sequence
from typing import Any

from PIL import Image

from bot.core.play import LogEntry
from bot.core.registry import get_game
from bot.core.views import View
from bot.records.history import walk
from cogs import images
from render import pool as render_pool
from render.replay import frame_indices, render_replay

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


async def pooled(views: Sequence[View], captions: Sequence[str]) -> bytes:
    """The replay GIF as the bot makes it with a render pool (frames sampled first)."""
    keep = frame_indices(len(views))
    return await images.replay_gif([views[i] for i in keep], [captions[i] for i in keep])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--plies", type=int, default=100)
    parser.add_argument("--workers", type=int, default=0, help="render processes (0: none)")
    args = parser.parse_args()
    pool = None
    if args.workers > 0:
        pool = render_pool.RenderPool(args.workers)
        pool.start()
        asyncio.run(pool.warm())
        render_pool.install(pool)
    print(
        f"{'game':<10} {'moves':>5} {'frames':>6} {'shown':>5} {'cpu s':>6} {'wall s':>6} "
        f"{'MiB':>6}"
    )
    try:
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
            if pool is None:
                gif = render_replay(views, captions)
            else:
                gif = asyncio.run(pooled(views, captions))
            cpu, wall = time.thread_time() - c, time.perf_counter() - w
            shown = getattr(Image.open(io.BytesIO(gif)), "n_frames", 1)
            print(
                f"{key:<10} {len(log):>5} {len(views):>6} {shown:>5} {cpu:>6.2f} {wall:>6.2f} "
                f"{len(gif) / 2**20:>6.2f}"
            )
    finally:
        if pool is not None:
            render_pool.install(None)
            pool.close()


if __name__ == "__main__":
    main()
