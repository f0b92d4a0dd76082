"""Stacktics render speed: median milliseconds and PNG bytes for a 7×6 mid-game board.

    python bench/render_stacktics.py [--runs 30] [--out board.png]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.games.stacktics import StackticsGame  # noqa: E402
from bot.games.stacktics.movegen import is_capture  # noqa: E402
from render.stacktics import render  # noqa: E402


def mid_game_view(seed: int = 11, plies: int = 26) -> dict:
    """The view after `plies` seeded random moves on 7×6 (captures preferred half the time)."""
    game = StackticsGame()
    state = game.new_state(2, seed, game.validate_options(2, {"board": "7x6"}))
    rng = random.Random(seed)
    for _ in range(plies):
        if state.outcome() is not None:
            break
        moves = state.legal_moves()
        captures = [m for m in moves if is_capture(state.cells, m)]
        state = state.apply(rng.choice(captures if captures and rng.random() < 0.5 else moves))
    return state.view()


def main() -> None:
    """Print the median render time and the PNG size."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--out", default="")
    args = parser.parse_args()
    view = mid_game_view()
    png = render(view)  # warm the sprite caches once, as a running bot would have
    times = []
    for _ in range(args.runs):
        began = time.perf_counter()
        png = render(view)
        times.append((time.perf_counter() - began) * 1000)
    print(f"7x6 mid-game ({len(view['stacks'])} stacks): median {statistics.median(times):.1f} ms, "
          f"{len(png):,} bytes PNG")
    if args.out:
        Path(args.out).write_bytes(png)


if __name__ == "__main__":
    main()
