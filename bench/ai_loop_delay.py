"""The event loop's worst delay while `hard` AI moves are computed in the bot's process
pool (what other players' interactions would wait for), plus the time per move.

    python -m bench.ai_loop_delay [--game towers] [--moves 4]
"""

from __future__ import annotations

import argparse
import asyncio
import time
from concurrent.futures import ProcessPoolExecutor

from bot.ai import choose_move
from bot.core.registry import get_game


async def main(game_key: str, moves: int) -> None:
    game = get_game(game_key)
    state = game.new_state(2, 1, game.validate_options(2, {}))
    loop = asyncio.get_running_loop()
    worst = 0.0
    stop = False

    async def ticker() -> None:
        nonlocal worst
        while not stop:
            t0 = time.perf_counter()
            await asyncio.sleep(0.01)
            worst = max(worst, time.perf_counter() - t0 - 0.01)

    with ProcessPoolExecutor(max_workers=1) as pool:
        first = min(state.actors())
        await loop.run_in_executor(
            pool, choose_move, game_key, game.view(state, first), first, "easy", 0
        )
        tick = asyncio.create_task(ticker())
        per_move = []
        for i in range(moves):
            if state.outcome() is not None:
                break
            seat = min(state.actors())
            t0 = time.perf_counter()
            text = await loop.run_in_executor(
                pool, choose_move, game_key, game.view(state, seat), seat, "hard", i
            )
            per_move.append(time.perf_counter() - t0)
            state = state.apply(game.parse_move(state, text, seat), seat)
        stop = True
        await tick
    print(
        f"{game_key}: {len(per_move)} hard moves, {max(per_move):.2f} s max, "
        f"{sum(per_move) / len(per_move):.2f} s mean; event loop worst delay {worst * 1000:.1f} ms"
    )


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--game", default="towers")
    p.add_argument("--moves", type=int, default=4)
    a = p.parse_args()
    asyncio.run(main(a.game, a.moves))
