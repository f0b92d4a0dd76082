"""Time the Towers board renderer and print the median ms and the PNG size per board.

    python bench/render_towers.py [--runs 60] [--save DIR]

Boards: the start, a realistic mid-game (20 seeded random moves), a finished game, and a
worst case with several tall towers (heights 12, 9, 7, 5, ...). Target: ≤ 15 ms and
≤ 100 KB for the mid-game board.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.core.registry import get_game  # noqa: E402
from bot.games.towers.engine import TowersState  # noqa: E402
from render.towers import render  # noqa: E402

GAME = get_game("towers")


def _start() -> TowersState:
    state = GAME.new_state(2, 1, GAME.validate_options(2, {}))
    assert isinstance(state, TowersState)
    return state


def _random_walk(seed: int, plies: int) -> TowersState:
    """The start position after `plies` seeded random moves (or earlier, if it ends)."""
    rng = random.Random(seed)
    state = _start()
    for _ in range(plies):
        if state.outcome() is not None:
            break
        state = state.apply(rng.choice(state.legal_moves()))
    return state


def _tall_towers() -> TowersState:
    """A worst case: many tall towers of mixed colours, and a last move onto one of them."""
    stacks = {
        "c3": list("ybybybbyybyb"), "d4": list("yyybbby"), "f6": list("bybbb"),
        "b5": list("bbyby"), "e2": list("byybyybyb"), "a6": list("yybbyybbyy"),
        "a1": ["y"], "f1": ["b", "y"], "d6": list("bbbyyyb"), "e3": ["y", "b", "y"],
    }
    state = GAME.position_from_json({"game": "towers", "to_move": "b", "stacks": stacks})
    assert isinstance(state, TowersState)
    return state.apply(GAME.parse_move(state, "e2-e3"))


def boards() -> dict[str, dict[str, Any]]:
    """The benchmark views by name."""
    return {
        "start": _start().view(None),
        "mid-game (20 random plies)": _random_walk(7, 20).view(None),
        "finished": _random_walk(3, 400).view(None),
        "tall towers (worst case)": _tall_towers().view(None),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=60)
    parser.add_argument("--save", type=Path, default=None, help="write each board's PNG here")
    args = parser.parse_args()
    for name, view in boards().items():
        png = render(view)  # warm the font and sprite caches
        times, cpu_times = [], []
        for _ in range(args.runs):
            t0, c0 = time.perf_counter(), time.process_time()
            png = render(view)
            times.append((time.perf_counter() - t0) * 1000)
            cpu_times.append((time.process_time() - c0) * 1000)
        # Wall time suffers when other jobs share the machine; CPU time shows the work.
        print(f"{name:28s} median {statistics.median(times):6.2f} ms   "
              f"(CPU {statistics.median(cpu_times):6.2f} ms)   min {min(times):6.2f} ms   "
              f"PNG {len(png) / 1024:6.1f} KB")
        if args.save is not None:
            args.save.mkdir(parents=True, exist_ok=True)
            slug = name.split(" ")[0]
            (args.save / f"towers_{slug}.png").write_bytes(png)


if __name__ == "__main__":
    main()
