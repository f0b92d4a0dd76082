"""Stacktics perft speed: leaves and nodes per second from the starts (5×5 depth 4 is the
headline number), plus the slow State-level walk for comparison.

    python -m bench.perft_stacktics [--depth 4] [--boards 5x5,7x6]
"""

from __future__ import annotations

import argparse
import time

from bot.core.protocol import perft as state_perft
from bot.core.registry import get_game


def main() -> None:
    """Print perft(depth) and nodes/s for each board's start position."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--depth", type=int, default=4)
    parser.add_argument("--boards", default="5x5,4x4,3x5,6x6,7x6,7x7")
    args = parser.parse_args()
    game = get_game("stacktics")
    for board in args.boards.split(","):
        options = game.validate_options(2, {"board": board})
        state = game.position_from_json(game.position_to_json(game.new_state(2, 0, options)))
        began = time.perf_counter()
        leaves = game.perft(state, args.depth)
        elapsed = time.perf_counter() - began
        print(
            f"{board} perft({args.depth}) = {leaves:,}  {leaves / elapsed:,.0f} nodes/s  ({elapsed:.2f} s)"
        )
    state = game.position_from_json(
        {
            "game": "stacktics",
            "size": 3,
            "stacks": {
                "b1": ["r3", "r2", "r1"],
                "c1": ["r3", "r2", "r1"],
                "d1": ["r3", "r2", "r1"],
                "b5": ["b3", "b2", "b1"],
                "c5": ["b3", "b2", "b1"],
                "d5": ["b3", "b2", "b1"],
            },
        }
    )
    began = time.perf_counter()
    leaves = state_perft(state, 3)
    elapsed = time.perf_counter() - began
    print(
        f"5x5 State.apply walk perft(3) = {leaves:,}  {leaves / elapsed:,.0f} nodes/s  ({elapsed:.2f} s)"
    )


if __name__ == "__main__":
    main()
