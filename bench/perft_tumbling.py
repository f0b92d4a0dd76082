"""Tumbling Down perft speed: counts and nodes/s from the start (and optionally deeper).

    python -m bench.perft_tumbling [--depth 3] [--runs 3]

Checks the counts against the issue's numbers (148, 21 904, 3 154 640) and prints the
best-of-runs time and leaves per second for each depth, plus apply() throughput (full
states with repetition tracking and king tests), which is what search pays per move.
"""

from __future__ import annotations

import argparse
import random
import time

from bot.core.registry import get_game

GAME = get_game("tumbling")
EXPECTED = {1: 148, 2: 21_904, 3: 3_154_640}


def time_perft(depth: int, runs: int) -> tuple[int, float]:
    state = GAME.new_state(2, 0, {})
    best = float("inf")
    count = 0
    for _ in range(runs):
        start = time.perf_counter()
        count = GAME.perft(state, depth)
        best = min(best, time.perf_counter() - start)
    return count, best


def time_apply(plies: int = 20_000) -> float:
    """apply() calls per second along random games (restarting when one ends)."""
    rng = random.Random(1)
    state = GAME.new_state(2, 0, {})
    start = time.perf_counter()
    for _ in range(plies):
        moves = state.legal_moves()
        if not moves:
            state = GAME.new_state(2, 0, {})
            moves = state.legal_moves()
        state = state.apply(rng.choice(moves))
    return plies / (time.perf_counter() - start)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--depth", type=int, default=3)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    ok = True
    for depth in range(1, args.depth + 1):
        count, seconds = time_perft(depth, args.runs if depth <= 3 else 1)
        want = EXPECTED.get(depth)
        mark = (
            "" if want is None else ("  ok" if count == want else f"  MISMATCH (expected {want})")
        )
        ok &= want is None or count == want
        print(
            f"perft({depth}) = {count:>12,}  {seconds:8.3f} s  {count / max(seconds, 1e-9):>12,.0f} leaves/s{mark}"
        )
    print(f"apply(): {time_apply():,.0f} moves/s along random games")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
