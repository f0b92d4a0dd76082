"""AI time per level: p50 / p95 / slowest seconds per move (wall clock and this process's CPU
time) per game, on positions 4–30 plies into seeded random games, plus the work done
(alpha-beta nodes or MCTS iterations) and how often the wall-clock safety cap stopped a
search (it should never: the budgets are counted).

    python -m bench.ai_speed [--games towers,kitty,kitty4] [--levels hard] [--positions 20]
                             [--clock wall|cpu]

On a loaded machine the wall-clock cap may stop searches early, which also cuts their CPU
time; `--clock cpu` makes the cap read this process's CPU time instead (as `bench.arena`
does), so every search does its whole budget and the CPU columns measure the budget itself.

`kitty` is the two-player duel (alpha-beta), `kitty4` four players with objective cards
(MCTS over determinized worlds).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from typing import Any

from bench.arena import use_cpu_clock
from bot.ai import choose_decision
from bot.ai.config import LEVELS
from bot.ai.heuristics.base import acting_seat
from bot.core.protocol import AnyState
from bot.core.registry import get_game

#: name -> (game key, players, options)
SETTINGS: dict[str, tuple[str, int, dict[str, Any]]] = {
    "towers": ("towers", 2, {}),
    "stacktics": ("stacktics", 2, {}),
    "tumbling": ("tumbling", 2, {}),
    "kitty": ("kitty", 2, {"setup": "random"}),
    "kitty4": ("kitty", 4, {"setup": "random"}),
}


def sample_positions(name: str, count: int, seed: int) -> list[AnyState]:
    """`count` positions 4–30 plies into seeded random games where the seat to act has a
    choice."""
    key, players, options = SETTINGS[name]
    game = get_game(key)
    rng = random.Random(seed)
    out: list[AnyState] = []
    while len(out) < count:
        state = game.new_state(
            players, rng.randrange(1 << 30), game.validate_options(players, options)
        )
        for _ in range(rng.randrange(4, 31)):
            seat = acting_seat(state)
            if seat is None:
                break
            moves = state.legal_moves(seat)
            state = state.apply(moves[rng.randrange(len(moves))], seat)
        seat = acting_seat(state)
        if seat is not None and len(state.legal_moves(seat)) > 1:
            out.append(state)
    return out


def percentile(values: list[float], q: float) -> float:
    """The q-quantile (0..1) of `values`, nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered) + 0.5) - 1))]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--games", default=",".join(SETTINGS))
    p.add_argument("--levels", default=",".join(LEVELS))
    p.add_argument("--positions", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--clock", choices=("wall", "cpu"), default="wall", help="what the cap reads")
    args = p.parse_args(argv)
    if args.clock == "cpu":
        use_cpu_clock()
    print(
        f"{'game':<10} {'level':<7} {'wall p50':>8} {'p95':>6} {'max':>6} {'cpu p50':>8} {'p95':>6}  "
        f"{'work p50':>9}  capped"
    )
    for name in filter(None, args.games.split(",")):
        key = SETTINGS[name][0]
        states = sample_positions(name, args.positions, args.seed)
        for level in filter(None, args.levels.split(",")):
            walls, cpus, work, capped = [], [], [], 0
            for i, state in enumerate(states):
                seat = acting_seat(state)
                assert seat is not None
                view = get_game(key).view(state, seat)
                w0, c0 = time.perf_counter(), time.process_time()
                decision = choose_decision(key, view, seat, level, i)
                walls.append(time.perf_counter() - w0)
                cpus.append(time.process_time() - c0)
                work.append(decision.nodes or decision.iterations)
                capped += bool(decision.details.get("clock_stopped"))
            print(
                f"{name:<10} {level:<7} {percentile(walls, 0.5):>8.3f} {percentile(walls, 0.95):>6.3f} "
                f"{max(walls):>6.3f} {percentile(cpus, 0.5):>8.3f} {percentile(cpus, 0.95):>6.3f}  "
                f"{statistics.median(work):>9,.0f}  {capped}/{len(states)}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
