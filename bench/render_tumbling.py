"""Time the Tumbling Down renderer and print the median ms and PNG size per board.

    python bench/render_tumbling.py [--runs 40] [--save DIR]

Boards: the start, a mid-game (30 seeded random plies, the number to watch), a board with
a "check" warning, a finished game and a worst case of tall mixed stacks after a tumble.
Also prints the cost of building the view (which computes the threats) separately.
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
from bot.games.tumbling import TumblingState  # noqa: E402
from render.tumbling import render  # noqa: E402

GAME = get_game("tumbling")


def _random_walk(seed: int, plies: int) -> TumblingState:
    """The start after `plies` seeded random moves (or fewer, if the game ends)."""
    rng = random.Random(seed)
    state = GAME.new_state(2, 0, {})
    for _ in range(plies):
        if state.outcome() is not None:
            break
        state = state.apply(rng.choice(state.legal_moves()))
    return state  # type: ignore[return-value]


def _tall_stacks() -> TumblingState:
    stacks = {"c3": "wbwbwbwwbw", "d4": "bbbbbbbbw", "e5": "wwwwwww", "f6": "bwbwb", "b2": "bbbbbbbbbbbb",
              "g7": "wwb", "a8": "w", "h1": "b", "d6": "bw", "c6": "wbbbbw"}
    state = GAME.position_from_json({"game": "tumbling", "to_move": "w",
                                     "stacks": {c: list(p) for c, p in stacks.items()}})
    return state.apply(GAME.parse_move(state, "c3>ne"))  # type: ignore[return-value]


def _first_check(seed: int) -> TumblingState:
    """The first position of a seeded random game in which the side to move is in check."""
    rng = random.Random(seed)
    state = GAME.new_state(2, 0, {})
    while state.outcome() is None:
        nxt = state.apply(rng.choice(state.legal_moves()))
        if nxt.outcome() is None and any(t["check"] for t in nxt.view()["threats"]):
            return nxt  # type: ignore[return-value]
        state = nxt
    return state  # type: ignore[return-value]


def boards() -> dict[str, TumblingState]:
    return {
        "start": GAME.new_state(2, 0, {}),  # type: ignore[dict-item]
        "mid-game (30 random plies)": _random_walk(7, 30),
        "check warning": _first_check(11),
        "finished": _random_walk(3, 2000),
        "tall stacks after a tumble": _tall_stacks(),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--save", type=Path, default=None, help="write each board's PNG here")
    args = parser.parse_args()
    for name, state in boards().items():
        view: dict[str, Any] = state.view()
        png = render(view)  # warm the font and sprite caches
        times, view_times = [], []
        for _ in range(args.runs):
            t0 = time.perf_counter()
            png = render(view)
            times.append((time.perf_counter() - t0) * 1000)
            t0 = time.perf_counter()
            state.view()
            view_times.append((time.perf_counter() - t0) * 1000)
        print(f"{name:28s} render median {statistics.median(times):6.2f} ms  min {min(times):6.2f} ms  "
              f"PNG {len(png) / 1024:6.1f} KB   view() {statistics.median(view_times):5.2f} ms")
        if args.save is not None:
            args.save.mkdir(parents=True, exist_ok=True)
            (args.save / f"tumbling_{name.split(' ')[0]}.png").write_bytes(png)


if __name__ == "__main__":
    main()
