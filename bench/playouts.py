"""Random playouts from the start, through each engine's public `State` API and through a
plain implementation of the same rules (`bench/plain/`), in the same process and run.

    python -m bench.playouts [--games towers,kitty] [--seconds 3] [--seed 1] [--tree DIR]

A playout starts from `Game.new_state` (Kitty: 2 players, radius 3, random set-up, no cards;
the other games: their default options) and plays uniformly random legal moves of the acting
seat (`legal_moves(seat)`, `apply(move, seat)`) until `outcome()` is set (at most
`--max-plies`). Printed: playouts/s of the engine and of the plain implementation, the
ratio, and the mean playout length of each (they should be alike: the same rules).
`--tree DIR` measures the engines of another checkout (e.g. a `git worktree` of an older
commit) against the same plain implementations. Rates are per second of this process's CPU time (the machine is shared: wall time would
measure the neighbours), in several interleaved rounds so a change in load hits both sides.
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

if "--tree" in sys.argv[:-1]:
    # The engines of another checkout: run this module again from that tree, so its `bot`
    # comes first on the path (`python -m` puts the working directory first) and `bench`
    # still comes from this checkout.
    import os
    import subprocess

    i = sys.argv.index("--tree")
    tree = Path(sys.argv[i + 1]).resolve()
    rest = sys.argv[1:i] + sys.argv[i + 2 :]
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    sys.exit(
        subprocess.run(
            [sys.executable, "-m", "bench.playouts", *rest], cwd=tree, env=env, check=False
        ).returncode
    )

from bot.core.registry import get_game

#: Interleaved measuring rounds per game and implementation.
ROUNDS = 4

#: game key -> (player count, options)
SETTINGS: dict[str, tuple[int, dict[str, Any]]] = {
    "towers": (2, {}),
    "kitty": (2, {"setup": "random", "radius": 3}),
    "stacktics": (2, {}),
    "tumbling": (2, {}),
}


def engine_playout(key: str, seed: int, max_plies: int) -> int:
    """One random playout through the public API; returns its length in plies."""
    game = get_game(key)
    players, options = SETTINGS[key]
    state = game.new_state(players, seed, game.validate_options(players, options))
    rng = random.Random(seed)
    plies = 0
    while state.outcome() is None and plies < max_plies:
        seat = state.to_move
        if seat is None:
            seat = min(state.actors())
        moves = state.legal_moves(seat)
        state = state.apply(moves[rng.randrange(len(moves))], seat)
        plies += 1
    return plies


def plain_playout(key: str, seed: int, max_plies: int) -> int:
    """One random playout of the plain implementation; returns its length in plies."""
    state = importlib.import_module(f"bench.plain.{key}").start(seed)
    rng = random.Random(seed)
    plies = 0
    while state.outcome() is None and plies < max_plies:
        moves = state.legal_moves()
        state = state.apply(moves[rng.randrange(len(moves))])
        plies += 1
    return plies


def rate(
    run: Callable[[str, int, int], int], key: str, seconds: float, seed: int, max_plies: int
) -> tuple[float, float, int]:
    """(playouts per second, mean plies, playouts) of `run` for about `seconds`."""
    count = plies = 0
    start = time.process_time()
    while True:
        plies += run(key, seed * 1_000_003 + count, max_plies)
        count += 1
        elapsed = time.process_time() - start
        if elapsed >= seconds and count >= 5:
            return count / elapsed, plies / count, count


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--games", default=",".join(SETTINGS))
    p.add_argument(
        "--seconds",
        type=float,
        default=3.0,
        help="per game and implementation (each run twice, interleaved)",
    )
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--max-plies", type=int, default=2000)
    p.add_argument("--tree", help="import the engines (`bot`) from this checkout instead")
    args = p.parse_args(argv)
    print(
        f"{'game':<10} {'engine/s':>9} {'plain/s':>9} {'ratio':>6}  {'plies engine':>12} {'plies plain':>11}"
    )
    for key in filter(None, args.games.split(",")):
        engines, plains = [], []
        for r in range(ROUNDS):
            engines.append(
                rate(engine_playout, key, args.seconds / ROUNDS, args.seed + r, args.max_plies)
            )
            plains.append(
                rate(plain_playout, key, args.seconds / ROUNDS, args.seed + r, args.max_plies)
            )
        engine = sum(e[0] for e in engines) / ROUNDS
        plain = sum(q[0] for q in plains) / ROUNDS
        print(
            f"{key:<10} {engine:>9,.0f} {plain:>9,.0f} {engine / plain:>5.2f}x  "
            f"{sum(e[1] for e in engines) / ROUNDS:>12.1f} {sum(q[1] for q in plains) / ROUNDS:>11.1f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
