"""Towers perft from the start: node counts and nodes per second.

python -m bench.perft_towers [--depth 4]
"""

from __future__ import annotations

import argparse
import time

from bot.core.registry import get_game

EXPECTED = {1: 60, 2: 3_392, 3: 184_328, 4: 9_425_796}


def main(depth: int) -> None:
    game = get_game("towers")
    start = game.new_state(2, 0, game.validate_options(2, {}))
    for d in range(1, depth + 1):
        t0 = time.perf_counter()
        n = game.perft(start, d)
        dt = time.perf_counter() - t0
        ok = "ok" if EXPECTED.get(d, n) == n else f"MISMATCH (expected {EXPECTED[d]})"
        print(f"perft({d}) = {n:,} in {dt:.2f} s = {n / max(dt, 1e-9):,.0f} nodes/s {ok}")


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--depth", type=int, default=4)
    main(p.parse_args().depth)
