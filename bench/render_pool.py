"""What a board drawn by the render pool costs the bot's process, against a thread.

    python -m bench.render_pool [--rounds 20] [--workers 1]

For every stored golden view (`tests/render/golden/views`, five games): the view's pickled
size and pickle + unpickle time (what crosses to a worker), the PNG's size (what comes
back), and per board the bot process's CPU (`time.process_time`: the event loop, the
executor's feeder and manager threads) when drawn in a thread (`asyncio.to_thread`) and
through the pool, plus the wall time of one board each way with nothing else running.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import pickle
import time
from pathlib import Path
from typing import Any

from render.pool import RenderPool, board_png

VIEWS = Path(__file__).resolve().parent.parent / "tests" / "render" / "golden" / "views"


def load_views() -> dict[str, Any]:
    return {p.stem: json.loads(p.read_text()) for p in sorted(VIEWS.glob("*.json"))}


async def draw(pool: RenderPool, view: Any, in_pool: bool) -> bytes | None:
    """One board, through the pool or in a thread."""
    return await (pool.board(view) if in_pool else asyncio.to_thread(board_png, view))


async def measure(views: dict[str, Any], rounds: int, workers: int) -> None:
    pool = RenderPool(workers)
    pool.start()
    await pool.warm()
    print(
        f"{'view':<16} {'view B':>7} {'pickle us':>9} {'PNG B':>7} "
        f"{'thread CPU ms':>13} {'pool CPU ms':>11} {'thread wall':>11} {'pool wall':>9}"
    )
    try:
        for name, view in views.items():
            data = pickle.dumps(view)
            t0 = time.process_time()
            for _ in range(100):
                pickle.loads(pickle.dumps(view))
            pickle_us = (time.process_time() - t0) * 1e4
            png = board_png(view) or b""
            row = []
            for in_pool in (False, True):
                await draw(pool, view, in_pool)
                c0 = time.process_time()
                await asyncio.gather(*(draw(pool, view, in_pool) for _ in range(rounds)))
                cpu = (time.process_time() - c0) * 1000 / rounds
                w1 = time.perf_counter()
                await draw(pool, view, in_pool)
                row.append((cpu, (time.perf_counter() - w1) * 1000))
            (t_cpu, t_wall), (p_cpu, p_wall) = row
            print(
                f"{name:<16} {len(data):>7} {pickle_us:>9.0f} {len(png):>7} "
                f"{t_cpu:>13.2f} {p_cpu:>11.2f} {t_wall:>11.1f} {p_wall:>9.1f}",
                flush=True,
            )
    finally:
        pool.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=20)
    ap.add_argument("--workers", type=int, default=1)
    args = ap.parse_args()
    asyncio.run(measure(load_views(), args.rounds, args.workers))


if __name__ == "__main__":
    main()
