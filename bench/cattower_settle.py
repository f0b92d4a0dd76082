"""Cat and the Tower: how long one placement takes to settle, and a whole turn.

    python -m bench.cattower_settle [--games 3] [--seed 1]

Plays seeded co-op games with the careful policy and times every physics move (`confirm`
and `pet`: rebuild the world from the snapshot, place with tremor, settle, apply the debris
rules) and every whole turn (all the moves from choosing a card to the next player). Also
times the victory count when one happens, and a replay of a whole game from its move log.
Prints median / p90 / p99 / max; no asserts.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from bot.games.cattower import (
    GAME,
    physics,
)
from bot.games.cattower.policy import choose


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def line(label: str, values: list[float]) -> str:
    if not values:
        return f"{label:28} (none)"
    ms = [v * 1000 for v in values]
    return (
        f"{label:28} n={len(ms):4}  median {statistics.median(ms):7.1f} ms  p90 {pct(ms, 0.9):7.1f}  "
        f"p99 {pct(ms, 0.99):7.1f}  max {max(ms):7.1f}"
    )


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=3)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--hand", default="steady")
    a = p.parse_args(argv)

    settles: list[float] = []
    steps: list[int] = []
    original = physics.World.settle

    def timed_settle(self: physics.World, cap: float = physics.SETTLE_CAP) -> int:
        start = time.perf_counter()
        n = original(self, cap)
        settles.append(time.perf_counter() - start)
        steps.append(n)
        return n

    setattr(physics.World, "settle", timed_settle)  # noqa: B010 (a timing wrapper)
    physics_moves: list[float] = []
    turns: list[float] = []
    counts: list[float] = []
    replays: list[tuple[int, float]] = []
    for g in range(a.games):
        seed = a.seed + g
        state = GAME.new_state(
            a.players, seed, GAME.validate_options(a.players, {"difficulty": a.hand})
        )
        log: list[str] = []
        turn_start = time.perf_counter()
        seat = state.active
        while state.outcome() is None and len(log) < 600:
            move = choose(state)
            log.append(GAME.format_move(state, move))
            start = time.perf_counter()
            after = state.apply(move)
            took = time.perf_counter() - start
            if move.verb in ("confirm", "pet"):
                (counts if after.count_frames is not None else physics_moves).append(took)
            state = after
            if state.active != seat or state.outcome() is not None:
                turns.append(time.perf_counter() - turn_start)
                turn_start = time.perf_counter()
                seat = state.active
        start = time.perf_counter()
        replay = GAME.new_state(
            a.players, seed, GAME.validate_options(a.players, {"difficulty": a.hand})
        )
        for text in log:
            replay = replay.apply(GAME.parse_move(replay, text))
        replays.append((state.top_floor, time.perf_counter() - start))
        outcome = state.outcome()
        print(
            f"game {seed}: {len(log)} moves, top floor {state.top_floor}, "
            f"{outcome.reason if outcome else 'unfinished'}",
            flush=True,
        )
    setattr(physics.World, "settle", original)  # noqa: B010
    print(line("settle (one World.settle)", settles))
    print(
        f"{'':28} steps median {statistics.median(steps):.0f} (1 step = 1/{physics.STEP_HZ} s), max {max(steps)}"
    )
    print(line("physics move (confirm/pet)", physics_moves))
    print(line("victory count move", counts))
    print(line("whole turn", turns))
    for floors, secs in replays:
        print(f"replay of a whole game from its log: {secs:.2f} s (tower of {floors} floors)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
