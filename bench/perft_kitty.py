"""Kitty Stack Tower perft speed on the issue's saved position.

Run: `python -m bench.perft_kitty [--depth N]` — prints leaves, seconds and
nodes per second for the fast board walk (`Game.perft`) and the protocol's state walk.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from bot.core.protocol import perft as state_perft
from bot.games.kitty import GAME
from bot.games.kitty.perft import saved_position
from bot.games.kitty.state import KittyState

#: The saved position (one data file, also read by the perft tests).
POSITION = saved_position()


def measure(
    label: str, walk: Callable[[KittyState, int], int], state: KittyState, depth: int
) -> None:
    start = time.perf_counter()
    leaves = walk(state, depth)
    elapsed = time.perf_counter() - start
    print(
        f"{label:>12}: perft({depth}) = {leaves:,} in {elapsed:.3f} s = {leaves / elapsed:,.0f} nodes/s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--depth", type=int, default=3)
    args = parser.parse_args()
    state = GAME.position_from_json(POSITION)
    measure("fast walk", GAME.perft, state, args.depth)
    measure("state walk", state_perft, state, args.depth)


if __name__ == "__main__":
    main()
