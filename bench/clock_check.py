"""The clock check's cost with many open timed matches: CPU per simulated minute of
checks (the cog runs one every `CLOCK_SECONDS`) and how late a deadline fires at most.

The matches are real: opened, joined and started through the match service on a real
SQLite file, so every reminder and time-out found is also marked in the store as the cog
does (only Discord is left out; in the bot each notice found is also posted, so a check
that finds many reaches the last one after the posts before it). Time per move is 2
minutes, 10 minutes or 1 hour, the starts spread over the first minute (before the first
reminder is due); while the clock runs, a share of the tables move at every check (which
queues new deadlines and leaves stale entries behind). For comparison, the same minute
with a full scan of every match (`clock_of` on each) instead of the deadline queue.

Measured (2 cores, 5 000 tables, 30 minutes): the check 6 ms CPU per minute, marking what
it found 123 ms per minute, a full scan instead 344 ms per minute; latest firing 5.0 s.

    python -m bench.clock_check [--matches 5000] [--minutes 30] [--movers 0.002]
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import random
import tempfile
import time
from pathlib import Path

from bot.matches import MatchService
from bot.matches.clocks import clock_of
from bot.matches.limits import Limits
from cogs.commands import CLOCK_SECONDS
from data.store import SqliteStore

LIMITS = Limits(0, 0, 0, 0, 0, 0, 0)
PER_MOVE = (120.0, 600.0, 3600.0)


class Clock:
    def __init__(self) -> None:
        self.now = time.time()

    def __call__(self) -> float:
        return self.now


async def open_tables(service: MatchService, clock: Clock, n: int) -> None:
    rng = random.Random(1)
    start = clock.now
    for i in range(n):
        clock.now = start + 60.0 * i / n
        m = await service.lobby.create_lobby(
            guild_id=1,
            channel_id=10_000 + i,
            host_id=1,
            host_name="ann",
            game_key="towers",
            options={},
            time_limit=rng.choice(PER_MOVE),
        )
        await service.lobby.join(m.id, 2, "bob")
        await service.lobby.start(m.id, 1)


async def move_some(service: MatchService, rng: random.Random, share: float) -> int:
    """The player to move plays their first move at `share` of the tables."""
    moved = 0
    for m in list(service.matches.values()):
        if m.status != "active" or m.state is None or rng.random() >= share:
            continue
        seat = m.state.to_move
        if seat is None:
            continue
        user = m.seats[seat].user_id
        assert user is not None
        await service.turns.play(m.id, user, m.game.move_choices(m.state, seat)[0].notation)
        moved += 1
    return moved


async def run(matches: int, minutes: int, movers: float) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "bench.sqlite3")
        await store.open()
        clock = Clock()
        seeds = itertools.count(1)
        service = MatchService(store, seed_factory=lambda: next(seeds), limits=LIMITS, clock=clock)
        t0 = time.perf_counter()
        await open_tables(service, clock, matches)
        print(f"{matches} timed tables opened in {time.perf_counter() - t0:.1f} s")
        rng = random.Random(2)
        checks = int(minutes * 60 / CLOCK_SECONDS)
        cpu_check = cpu_mark = 0.0
        worst_late = 0.0
        found = {"remind": 0, "timeout": 0}
        moves = 0
        for _ in range(checks):
            clock.now += CLOCK_SECONDS
            moves += await move_some(service, rng, movers)
            c0 = time.process_time()
            w0 = time.perf_counter()
            due = service.timeouts.due_clocks()
            cpu_check += time.process_time() - c0
            for d in due:
                m0 = time.process_time()
                await service.timeouts.mark_clock(d)
                cpu_mark += time.process_time() - m0
                # Found up to one check interval late, plus the real time this check took
                # to reach it (the marks before it included).
                worst_late = max(worst_late, d.late + time.perf_counter() - w0)
                found[d.kind] += 1
        scan = 0.0
        for _ in range(int(60 / CLOCK_SECONDS)):
            s0 = time.process_time()
            for m in service.matches.values():
                clock_of(m)
            scan += time.process_time() - s0
        await store.close()
    per_minute = 1000 * cpu_check / minutes
    print(
        f"{checks} checks over {minutes} simulated minutes, {moves} moves meanwhile; found "
        f"{found['remind']} reminders and {found['timeout']} time-outs; queue {len(service.tables.deadlines)}"
    )
    print(f"clock check (deadline queue): {per_minute:.2f} ms CPU per minute")
    print(
        f"marking what was found (one store write each): {1000 * cpu_mark / minutes:.1f} ms CPU per minute"
    )
    print(f"a full scan of every match instead: {1000 * scan:.1f} ms CPU per minute")
    print(f"latest firing: {worst_late:.2f} s after its deadline (check every {CLOCK_SECONDS} s)")


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--matches", type=int, default=5000)
    p.add_argument("--minutes", type=int, default=30)
    p.add_argument("--movers", type=float, default=0.002)
    a = p.parse_args()
    asyncio.run(run(a.matches, a.minutes, a.movers))
