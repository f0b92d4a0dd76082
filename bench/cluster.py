"""Clusters: the same load served by one process or by two cluster processes, and the
start-up of a cluster among many open matches.

    python -m bench.cluster [--tables 40] [--seconds 15] [--open 10000]

1. **Throughput.** `--tables` Towers tables in guilds spread over two shards play as fast
   as they can, each move committed through `MatchService.play` and its board rendered to
   a PNG (the bot's CPU work per move, without Discord's I/O), on one SQLite file: first
   one process serving every table, then two processes (`--shards 0` and `--shards 1` of
   2) serving half each at the same moment. Prints moves/s of each run, each process's
   CPU use (below 100% means the load is bound by something else: SQLite's one writer
   and its fsync per commit at `synchronous=FULL`), and the ratio.
2. **Start-up.** A database with `--open` running matches spread over four shards (rows
   copied in bulk from one real game, each with a log of its moves): the time and peak
   RSS of `load_all()` for one process owning every shard and for a cluster owning one
   shard of four (a quarter).

Numbers are printed, never asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import random
import resource
import sqlite3
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from bot.matches import Match, MatchService
from bot.matches.limits import Limits
from bot.matches.ownership import SNOWFLAKE_SHIFT, Cluster
from cogs import images
from data.store import MatchStore

NO_LIMITS = Limits(lobbies_per_member=0, tables_per_guild=0, ai_only_per_guild=0, board_cooldown=0)


def guild_on(shard: int, n: int, count: int) -> int:
    return (n * count + shard) << SNOWFLAKE_SHIFT


async def open_service(db: Path, cluster: Cluster | None) -> MatchService:
    store = MatchStore(db, lock_wait=30, busy_timeout_ms=30_000)
    await store.open()
    seeds = itertools.count(random.randrange(1, 10**6))
    service = MatchService(store, seed_factory=lambda: next(seeds), limits=NO_LIMITS)
    service.ownership = cluster
    await service.load_all()
    return service


async def new_table(service: MatchService, guild: int, channel: int) -> Match:
    m = await service.create_lobby(
        guild_id=guild,
        channel_id=channel,
        host_id=1,
        host_name="ann",
        game_key="towers",
        options={},
    )
    await service.join(m.id, 2, "bob")
    return await service.start(m.id, 1)


# ----- throughput ---------------------------------------------------------------------------
async def _play(db: Path, cluster: Cluster | None, seconds: float, seed: int) -> int:
    service = await open_service(db, cluster)
    rng = random.Random(seed)
    deadline = time.monotonic() + seconds
    moves = 0

    async def table(m: Match) -> None:
        nonlocal moves
        while time.monotonic() < deadline:
            if m.status != "active" or m.state is None:
                m = await new_table(service, m.guild_id or 0, m.channel_id)
            seat = m.state.to_move if m.state is not None else None
            if seat is None:
                await asyncio.sleep(0)
                continue
            user = m.seats[seat].user_id or 0
            choice = rng.choice(m.game.move_choices(m.state, seat))
            await service.play(m.id, user, choice.notation)
            await images.board_png_async(m.game.view(m.state, None))
            moves += 1

    try:
        await asyncio.gather(*(table(m) for m in list(service.matches.values())))
    finally:
        await service.store.close()
    return moves


def play_worker(
    db: str, shard_ids: tuple[int, ...] | None, seconds: float, seed: int
) -> tuple[int, float]:
    """One process's run: the moves it committed in `seconds`, and its CPU seconds."""
    cluster = None if shard_ids is None else Cluster(shard_ids, 2)
    cpu = time.process_time()
    moves = asyncio.run(_play(Path(db), cluster, seconds, seed))
    return moves, time.process_time() - cpu


async def _make_tables(db: Path, n: int) -> None:
    service = await open_service(db, None)
    for i in range(n):
        await new_table(service, guild_on(i % 2, i + 1, 2), 1000 + i)
    await service.store.close()


def throughput(tables: int, seconds: float) -> None:
    rates: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        for label, shards in (("1 process ", [None]), ("2 clusters", [(0,), (1,)])):
            db = Path(tmp) / f"{len(shards)}.sqlite3"
            asyncio.run(_make_tables(db, tables))
            with ProcessPoolExecutor(len(shards)) as pool:
                futures = [
                    pool.submit(play_worker, str(db), s, seconds, i) for i, s in enumerate(shards)
                ]
                runs = [f.result() for f in futures]
            total = sum(n for n, _ in runs)
            busy = ", ".join(f"{n} moves, CPU {100 * cpu / seconds:.0f}%" for n, cpu in runs)
            print(
                f"{label}: {tables} tables, {total} moves in {seconds:.0f} s = "
                f"{total / seconds:7.1f} moves/s  (per process: {busy})"
            )
            rates.append(total / seconds)
    print(f"two clusters / one process: {rates[1] / rates[0]:.2f}×")


# ----- start-up -----------------------------------------------------------------------------
async def _seed_row(db: Path) -> int:
    service = await open_service(db, None)
    m = await new_table(service, guild_on(0, 1, 4), 1)
    rng = random.Random(1)
    for _ in range(12):
        assert m.state is not None and m.state.to_move is not None
        seat = m.state.to_move
        await service.play(m.id, seat + 1, rng.choice(m.game.move_choices(m.state, seat)).notation)
    await service.store.close()
    return m.id


def fill(db: Path, n: int) -> None:
    """`n` copies of one real running match, in guilds spread over four shards."""
    first = asyncio.run(_seed_row(db))
    con = sqlite3.connect(db)
    cols = [r[1] for r in con.execute("PRAGMA table_info(matches)") if r[1] != "id"]
    row = dict(zip(cols, con.execute(f"SELECT {', '.join(cols)} FROM matches").fetchone()))
    moves = con.execute(
        "SELECT ply, seat, kind, move FROM moves WHERE match_id = ? ORDER BY ply", (first,)
    ).fetchall()
    with con:
        for i in range(1, n):
            row.update(guild_id=guild_on(i % 4, i + 1, 4), channel_id=10_000 + i)
            cur = con.execute(
                f"INSERT INTO matches ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})",
                [row[c] for c in cols],
            )
            con.executemany(
                "INSERT INTO moves (match_id, ply, seat, kind, move) VALUES (?, ?, ?, ?, ?)",
                [(cur.lastrowid, *mv) for mv in moves],
            )
    con.close()


def startup_worker(db: str, shard_ids: tuple[int, ...] | None) -> tuple[int, float, float]:
    """(matches loaded, seconds, peak RSS in MB) of one fresh process's `load_all`."""

    async def go() -> tuple[int, float]:
        store = MatchStore(db)
        await store.open()
        service = MatchService(store, limits=NO_LIMITS)
        service.ownership = None if shard_ids is None else Cluster(shard_ids, 4)
        start = time.perf_counter()
        loaded = await service.load_all()
        took = time.perf_counter() - start
        await store.close()
        return len(loaded), took

    n, took = asyncio.run(go())
    return n, took, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def startup(open_matches: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "open.sqlite3"
        fill(db, open_matches)
        for label, shards in (("every shard    ", None), ("shard 0 of 4   ", (0,))):
            with ProcessPoolExecutor(1) as pool:  # a fresh process: a true peak RSS
                n, took, rss = pool.submit(startup_worker, str(db), shards).result()
            print(
                f"start-up, {label}: {n:6d} of {open_matches} open matches loaded in "
                f"{took:6.2f} s, peak RSS {rss:6.1f} MB"
            )


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.cluster", description=__doc__)
    parser.add_argument("--tables", type=int, default=40)
    parser.add_argument("--seconds", type=float, default=15.0)
    parser.add_argument("--open", type=int, default=10_000)
    parser.add_argument("--skip-throughput", action="store_true")
    parser.add_argument("--skip-startup", action="store_true")
    args = parser.parse_args()
    if not args.skip_throughput:
        throughput(args.tables, args.seconds)
    if not args.skip_startup:
        startup(args.open)


if __name__ == "__main__":
    main()
