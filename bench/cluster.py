"""Clusters: the same load served by one process or by two cluster processes, and the
start-up of a cluster among many open matches.

    python -m bench.cluster [--tables 40] [--seconds 15] [--open 10000]
                            [--database sqlite|postgres|postgresql://…]

1. **Throughput.** `--tables` Towers tables in guilds spread over two shards play as fast
   as they can, each move committed through `service.turns.play` and its board rendered to
   a PNG (the bot's CPU work per move, without Discord's I/O), on one database: first
   one process serving every table, then two processes (`--shards 0` and `--shards 1` of
   2) serving half each at the same moment. Prints moves/s of each run, the p50/p99 of a
   move (commit + render), CPU ms per move (the processes', plus the PostgreSQL server's
   with `--database postgres`), each process's CPU use (below 100% means the load is
   bound by something else: on SQLite its one writer and its fsync per commit at
   `synchronous=FULL`), and the ratio.
2. **Start-up.** A database with `--open` running matches spread over four shards (rows
   copied in bulk from one real game, each with a log of its moves): the time and peak
   RSS of `load_all()` for one process owning every shard and for a cluster owning one
   shard of four (a quarter).

`--database sqlite` (the default) uses new SQLite files; `postgres` a throw-away server
(`bench/pgtemp.py`) with a new database per run, and counts the server's CPU too; a
`postgresql://` URL names an existing server, on which each run creates (and then drops) a
database of its own (the URL's user needs CREATEDB; the server's CPU is not counted).

Numbers are printed, never asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import os
import random
import resource
import sqlite3
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from bench.pgtemp import TempPostgres
from bot.matches import Match, MatchService
from bot.matches.limits import Limits
from bot.matches.ownership import SNOWFLAKE_SHIFT, Cluster
from data.store import SqliteStore, Store, is_postgres, open_store
from render import pool as render_pool

NO_LIMITS = Limits(lobbies_per_member=0, tables_per_guild=0, ai_only_per_guild=0, board_cooldown=0)


def guild_on(shard: int, n: int, count: int) -> int:
    return (n * count + shard) << SNOWFLAKE_SHIFT


def store_for(target: str) -> Store:
    """The store of `target` (a PostgreSQL URL or an SQLite file), waiting on locks long."""
    if is_postgres(target):
        return open_store(target, lock_wait=30)
    return SqliteStore(target, lock_wait=30, busy_timeout_ms=30_000)


class Databases:
    """Where each run's database comes from: new SQLite files in `folder`, new databases
    on a throw-away PostgreSQL server (`postgres`), or on the server of a `postgresql://`
    URL (created and dropped with that URL's user)."""

    def __init__(self, kind: str, folder: Path) -> None:
        self.folder = folder
        self.url = kind if is_postgres(kind) else ""
        self.temp = TempPostgres() if kind == "postgres" else None
        if not (self.url or self.temp or kind == "sqlite"):
            raise SystemExit(f"--database: sqlite, postgres or a postgresql:// URL, not {kind!r}")
        self.names = itertools.count(1)
        self.label = (
            "PostgreSQL (throw-away server, this machine)"
            if self.temp
            else "PostgreSQL (given server)"
            if self.url
            else "SQLite (one file per run)"
        )
        self.counts_server_cpu = self.temp is not None

    def new(self) -> str:
        """The target (URL or file path) of a new, empty database."""
        if self.temp is not None:
            return self.temp.new_database()
        name = f"kitty_cluster_bench_{os.getpid()}_{next(self.names)}"
        if self.url:
            asyncio.run(self._admin(f"CREATE DATABASE {name}"))
            base, _, query = self.url.partition("?")
            return f"{base.rsplit('/', 1)[0]}/{name}" + (f"?{query}" if query else "")
        return str(self.folder / f"{name}.sqlite3")

    def drop(self, target: str) -> None:
        if self.temp is not None:
            self.temp.drop(target)
        elif self.url:
            name = target.split("?", 1)[0].rsplit("/", 1)[-1]
            asyncio.run(self._admin(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        else:
            Path(target).unlink(missing_ok=True)

    def server_cpu(self) -> float:
        """CPU seconds used so far by the throw-away server (0 for the others)."""
        return self.temp.cpu_seconds() if self.temp is not None else 0.0

    async def _admin(self, sql: str) -> None:
        import asyncpg

        conn = await asyncpg.connect(self.url)
        try:
            await conn.execute(sql)
        finally:
            await conn.close()

    def close(self) -> None:
        """Stop the throw-away server, if any."""
        if self.temp is not None:
            self.temp.stop()


async def open_service(target: str, cluster: Cluster | None) -> MatchService:
    store = store_for(target)
    await store.open()
    seeds = itertools.count(random.randrange(1, 10**6))
    service = MatchService(store, seed_factory=lambda: next(seeds), limits=NO_LIMITS)
    service.tables.ownership = cluster
    await service.load_all()
    return service


async def new_table(service: MatchService, guild: int, channel: int) -> Match:
    m = await service.lobby.create_lobby(
        guild_id=guild,
        channel_id=channel,
        host_id=1,
        host_name="ann",
        game_key="towers",
        options={},
    )
    await service.lobby.join(m.id, 2, "bob")
    return await service.lobby.start(m.id, 1)


# ----- throughput ---------------------------------------------------------------------------
async def _play(target: str, cluster: Cluster | None, seconds: float, seed: int) -> list[float]:
    """The time of each move played (commit + render), in seconds."""
    service = await open_service(target, cluster)
    rng = random.Random(seed)
    deadline = time.monotonic() + seconds
    took: list[float] = []

    async def table(m: Match) -> None:
        while time.monotonic() < deadline:
            if m.status != "active" or m.state is None:
                m = await new_table(service, m.guild_id or 0, m.channel_id)
            seat = m.state.to_move if m.state is not None else None
            if seat is None:
                await asyncio.sleep(0)
                continue
            user = m.seats[seat].user_id or 0
            choice = rng.choice(m.game.move_choices(m.state, seat))
            t0 = time.perf_counter()
            await service.turns.play(m.id, user, choice.notation)
            assert m.state is not None  # a move leaves a state (the end's too)
            await render_pool.draw(render_pool.board_png, m.game.view(m.state, None), "en")
            took.append(time.perf_counter() - t0)

    try:
        await asyncio.gather(*(table(m) for m in list(service.matches.values())))
    finally:
        await service.store.close()
    return took


def play_worker(
    target: str, shard_ids: tuple[int, ...] | None, seconds: float, seed: int
) -> tuple[list[float], float]:
    """One process's run: the time of each move it committed in `seconds`, and its CPU
    seconds."""
    cluster = None if shard_ids is None else Cluster(shard_ids, 2)
    cpu = time.process_time()
    took = asyncio.run(_play(target, cluster, seconds, seed))
    return took, time.process_time() - cpu


async def _make_tables(target: str, n: int) -> None:
    service = await open_service(target, None)
    for i in range(n):
        await new_table(service, guild_on(i % 2, i + 1, 2), 1000 + i)
    await service.store.close()


def percentile(sorted_values: list[float], p: float) -> float:
    """The value below which a share `p` of `sorted_values` lies (nan if there is none)."""
    if not sorted_values:
        return float("nan")
    return sorted_values[min(len(sorted_values) - 1, int(p * len(sorted_values)))]


def throughput(databases: Databases, tables: int, seconds: float) -> None:
    rates: list[float] = []
    for label, shards in (("1 process ", [None]), ("2 clusters", [(0,), (1,)])):
        target = databases.new()
        asyncio.run(_make_tables(target, tables))
        server0 = databases.server_cpu()
        with ProcessPoolExecutor(len(shards)) as pool:
            futures = [
                pool.submit(play_worker, target, s, seconds, i) for i, s in enumerate(shards)
            ]
            runs = [f.result() for f in futures]
        server = databases.server_cpu() - server0
        databases.drop(target)
        took = sorted(t for times, _ in runs for t in times)
        total = len(took)
        cpu_ms = sum(cpu for _, cpu in runs) * 1000 / max(total, 1)
        busy = ", ".join(f"{len(t)} moves, CPU {100 * cpu / seconds:.0f}%" for t, cpu in runs)
        print(
            f"{label}: {tables} tables, {total} moves in {seconds:.0f} s = "
            f"{total / seconds:7.1f} moves/s, p50 {1000 * percentile(took, 0.5):6.1f} ms, "
            f"p99 {1000 * percentile(took, 0.99):6.1f} ms, CPU {cpu_ms:5.2f} ms/move",
            flush=True,
        )
        print(f"{'':12}per process: {busy}")
        if databases.counts_server_cpu:
            print(
                f"{'':12}+ PostgreSQL server CPU {server * 1000 / max(total, 1):5.2f} ms/move "
                f"({100 * server / seconds:.0f}% of a core); total "
                f"{cpu_ms + server * 1000 / max(total, 1):5.2f} ms/move",
                flush=True,
            )
        rates.append(total / seconds)
    print(f"two clusters / one process: {rates[1] / max(rates[0], 1e-9):.2f}×")


# ----- start-up -----------------------------------------------------------------------------
async def _seed_row(target: str) -> int:
    service = await open_service(target, None)
    m = await new_table(service, guild_on(0, 1, 4), 1)
    rng = random.Random(1)
    for _ in range(12):
        assert m.state is not None and m.state.to_move is not None
        seat = m.state.to_move
        await service.turns.play(
            m.id, seat + 1, rng.choice(m.game.move_choices(m.state, seat)).notation
        )
    await service.store.close()
    return m.id


def fill(target: str, n: int) -> None:
    """`n` copies of one real running match, in guilds spread over four shards."""
    first = asyncio.run(_seed_row(target))
    if is_postgres(target):
        asyncio.run(_fill_postgres(target, first, n))
        return
    con = sqlite3.connect(target)
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


async def _fill_postgres(url: str, first: int, n: int) -> None:
    """The same copies as `fill` on SQLite, made by the server in two statements."""
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        cols = [
            r["column_name"]
            for r in await conn.fetch(
                "SELECT column_name FROM information_schema.columns "
                "WHERE table_name = 'matches' AND column_name <> 'id' ORDER BY ordinal_position"
            )
        ]
        copied = [c for c in cols if c not in ("guild_id", "channel_id")]
        async with conn.transaction():
            await conn.execute(
                f"INSERT INTO matches (guild_id, channel_id, {', '.join(copied)}) "
                f"SELECT ((i + 1) * 4 + i % 4) << {SNOWFLAKE_SHIFT}, 10000 + i, "
                f"{', '.join('m.' + c for c in copied)} "
                "FROM matches m, generate_series(1, $2 - 1) AS i WHERE m.id = $1",
                first,
                n,
            )
            await conn.execute(
                "INSERT INTO moves (match_id, ply, seat, kind, move) "
                "SELECT m.id, mv.ply, mv.seat, mv.kind, mv.move FROM matches m, moves mv "
                "WHERE mv.match_id = $1 AND m.id <> $1",
                first,
            )
        await conn.execute("ANALYZE")
    finally:
        await conn.close()


def startup_worker(target: str, shard_ids: tuple[int, ...] | None) -> tuple[int, float, float]:
    """(matches loaded, seconds, peak RSS in MB) of one fresh process's `load_all`."""

    async def go() -> tuple[int, float]:
        store = store_for(target)
        await store.open()
        service = MatchService(store, limits=NO_LIMITS)
        service.tables.ownership = None if shard_ids is None else Cluster(shard_ids, 4)
        start = time.perf_counter()
        loaded = await service.load_all()
        took = time.perf_counter() - start
        await store.close()
        return len(loaded), took

    n, took = asyncio.run(go())
    return n, took, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def startup(databases: Databases, open_matches: int) -> None:
    target = databases.new()
    fill(target, open_matches)
    for label, shards in (("every shard    ", None), ("shard 0 of 4   ", (0,))):
        with ProcessPoolExecutor(1) as pool:  # a fresh process: a true peak RSS
            n, took, rss = pool.submit(startup_worker, target, shards).result()
        print(
            f"start-up, {label}: {n:6d} of {open_matches} open matches loaded in "
            f"{took:6.2f} s, peak RSS {rss:6.1f} MB",
            flush=True,
        )
    databases.drop(target)


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.cluster", description=__doc__)
    parser.add_argument("--tables", type=int, default=40)
    parser.add_argument("--seconds", type=float, default=15.0)
    parser.add_argument("--open", type=int, default=10_000)
    parser.add_argument("--skip-throughput", action="store_true")
    parser.add_argument("--skip-startup", action="store_true")
    parser.add_argument(
        "--database",
        default="sqlite",
        help="sqlite (new files), postgres (a throw-away server) or a postgresql:// URL",
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        databases = Databases(args.database, Path(tmp))
        try:
            print(f"database: {databases.label}", flush=True)
            if not args.skip_throughput:
                throughput(databases, args.tables, args.seconds)
            if not args.skip_startup:
                startup(databases, args.open)
        finally:
            databases.close()


if __name__ == "__main__":
    main()
