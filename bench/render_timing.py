"""Shared timing for the `bench.render_*` benchmarks: CPU and wall milliseconds per board
and the PNG size, for boards taken from seeded random games.

CPU time is `time.thread_time()` (this thread only), so work other processes do on a
shared machine does not count; wall time is printed beside it. Every number is a median
over `runs` renders after one warm-up render (a running bot has warm caches too).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.core.protocol import AnyState
from bot.core.registry import get_game


@dataclass(frozen=True)
class Measure:
    """Median CPU ms and wall ms of one render, and the PNG's size in bytes."""

    cpu_ms: float
    wall_ms: float
    size: int


def measure(make: Callable[[], bytes], runs: int) -> tuple[Measure, bytes]:
    """Time `make` over `runs` calls after one warm-up call; returns the medians and the
    last PNG."""
    data = make()
    cpu: list[float] = []
    wall: list[float] = []
    for _ in range(max(1, runs)):
        w, c = time.perf_counter(), time.thread_time()
        data = make()
        cpu.append((time.thread_time() - c) * 1000)
        wall.append((time.perf_counter() - w) * 1000)
    return Measure(statistics.median(cpu), statistics.median(wall), len(data)), data


def random_state(
    key: str, players: int, seed: int, plies: int, options: Mapping[str, Any] | None = None
) -> AnyState:
    """The state of game `key` after up to `plies` seeded random moves (forced moves
    included; a game that ends earlier stops there), built through the public API only."""
    game = get_game(key)
    state: AnyState = game.new_state(
        players, seed, game.validate_options(players, dict(options or {}))
    )
    rng = random.Random(seed)
    for _ in range(plies):
        if state.outcome() is not None:
            break
        forced = state.forced_move()
        if forced is not None:
            state = state.apply(forced)
            continue
        actors = sorted(state.actors())
        seat = rng.choice(actors) if actors else state.to_move
        moves = state.legal_moves(seat)
        if not moves:
            break
        state = state.apply(rng.choice(moves), seat)
    return state


def main(
    title: str,
    cases: Mapping[str, Callable[[], bytes]],
    default_runs: int = 40,
    argv: list[str] | None = None,
) -> None:
    """Parse `--runs` and `--save DIR`, time every case and print one row per case:
    name, CPU ms, wall ms and PNG KB (and write the PNGs when asked)."""
    parser = argparse.ArgumentParser(description=title)
    parser.add_argument("--runs", type=int, default=default_runs)
    parser.add_argument(
        "--save", type=Path, default=None, help="write each board's PNG into this directory"
    )
    args = parser.parse_args(argv)
    print(title)
    print(f"{'board':44s} {'CPU ms':>8s} {'wall ms':>8s} {'PNG KB':>8s}")
    for name, make in cases.items():
        result, data = measure(make, args.runs)
        print(f"{name:44s} {result.cpu_ms:8.2f} {result.wall_ms:8.2f} {result.size / 1024:8.1f}")
        if args.save is not None:
            args.save.mkdir(parents=True, exist_ok=True)
            slug = "".join(ch if ch.isalnum() else "_" for ch in name.lower()).strip("_")
            (args.save / f"{slug}.png").write_bytes(data)
