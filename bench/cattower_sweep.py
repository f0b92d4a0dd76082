"""Cat and the Tower: how often does a tower reach floor 10, and what changes that?

    python -m bench.cattower_sweep [--seeds 20] [--jobs 2] [--quick]

One player builds only (always a build option when one is face up, otherwise the least
risky other option), starting from the careful style: walls 60 mm apart, the taller wall
on the lower side, walls and floors laid back over the tower's base, a steady hand. One
factor at a time is changed: floor overhang, wall spacing, difficulty, wall orientation.
A tower "reaches floor 10" when floor 10 is laid before 5 walls have fallen (no turn cap
other than 80 turns). Prints the share per setting with a 95 % Wilson interval, the mean
walls fallen, and the time taken. No asserts: these are measurements.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace

from bot.games.cattower import GAME
from bot.games.cattower.policy import CAREFUL, Style, choose

BASE = replace(CAREFUL, build_only=True)
SETTINGS: list[tuple[str, str, Style, str]] = [
    ("baseline", "careful, steady", BASE, "steady"),
    ("overhang", "floors 8 mm off centre", replace(BASE, overhang=8.0), "steady"),
    ("overhang", "floors 16 mm off centre", replace(BASE, overhang=16.0), "steady"),
    ("overhang", "floors 24 mm off centre", replace(BASE, overhang=24.0), "steady"),
    ("spacing", "walls 50 mm apart", replace(BASE, spacing=50.0), "steady"),
    ("spacing", "walls 40 mm apart", replace(BASE, spacing=40.0), "steady"),
    ("spacing", "walls 30 mm apart", replace(BASE, spacing=30.0), "steady"),
    ("difficulty", "normal hand", BASE, "normal"),
    ("difficulty", "shaky hand", BASE, "shaky"),
    ("difficulty", "butterfingers", BASE, "butterfingers"),
    ("orientation", "ignores the tilt (card order)", replace(BASE, tilt_aware=False), "steady"),
    (
        "orientation",
        "ignores tilt and drift",
        replace(BASE, tilt_aware=False, recentre=False),
        "steady",
    ),
]
MAX_TURNS = 80
MAX_MOVES = 2500  # a guard against a policy going round in circles


def build_tower(args: tuple[Style, str, int]) -> tuple[bool, int, int, float]:
    """(reached floor 10, top floor, walls fallen, seconds) for one seeded tower."""
    style, hand, seed = args
    start = time.perf_counter()
    state = GAME.new_state(1, seed, GAME.validate_options(1, {"difficulty": hand}))
    turns = moves = 0
    while (
        state.outcome() is None and state.top_floor < 10 and turns < MAX_TURNS and moves < MAX_MOVES
    ):
        moves += 1
        before = state.turn.step
        state = state.apply(choose(state, style))
        if state.turn.step == "card" and before != "card":
            turns += 1
    return state.top_floor >= 10, state.top_floor, len(state.fallen), time.perf_counter() - start


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, c - h), min(1.0, c + h)


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--seeds", type=int, default=20)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--quick", action="store_true", help="baseline and one setting per factor")
    a = p.parse_args(argv)
    settings = SETTINGS if not a.quick else [SETTINGS[i] for i in (0, 3, 6, 9, 11)]
    print(
        f"{'factor':12} {'setting':32} {'floor 10':>9} {'95% CI':>13} {'walls fallen':>13} {'s/tower':>8}"
    )
    with ProcessPoolExecutor(max_workers=a.jobs) as pool:
        for factor, label, style, hand in settings:
            jobs = [(style, hand, 1000 + s) for s in range(a.seeds)]
            results = list(pool.map(build_tower, jobs))
            ok = sum(r[0] for r in results)
            lo, hi = wilson(ok, len(results))
            fallen = sum(r[2] for r in results) / len(results)
            secs = sum(r[3] for r in results) / len(results)
            print(
                f"{factor:12} {label:32} {ok:3}/{len(results):<5} [{lo:4.2f}, {hi:4.2f}] {fallen:13.2f} {secs:8.2f}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
