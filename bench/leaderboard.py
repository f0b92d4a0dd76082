"""Record queries with many finished games in the store: `/kitty leaderboard`'s query, a
player's stats queries (results, ratings, best wins) and a server export. Seeds a fresh
database with N finished two-player games (default 100 000) among 2 000 members on one
server, then prints the median wall milliseconds of each query. Never asserts.

    python -m bench.leaderboard [--games 100000]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from data.store import SqliteStore

GUILD = 1
GAMES = ("towers", "tumbling", "stacktics", "kitty", "cattower")


async def seed(store: SqliteStore, games: int, players: int) -> None:
    """Insert finished matches, their results and the players' ratings (one transaction)."""
    rng = random.Random(1)
    ratings: dict[tuple[str, int], list[float]] = {}

    async def body(db: Any) -> None:
        matches, results = [], []
        for mid in range(1, games + 1):
            game = GAMES[mid % len(GAMES)]
            a, b = rng.sample(range(1, players + 1), 2)
            matches.append(
                (
                    mid,
                    GUILD,
                    10_000 + mid,
                    game,
                    1,
                    mid,
                    "{}",
                    "finished",
                    a,
                    f'[{{"name": "p{a}", "user_id": {a}}}, {{"name": "p{b}", "user_id": {b}}}]',
                    '{"winners": [0], "reason": "bench", "scores": null}',
                    10,
                )
            )
            for seat, (user, outcome) in enumerate(((a, "win"), (b, "loss"))):
                before = ratings.setdefault((game, user), [1500.0, 0])[0]
                after = before + (8 if outcome == "win" else -8)
                ratings[(game, user)] = [after, ratings[(game, user)][1] + 1]
                results.append(
                    (
                        mid,
                        seat,
                        GUILD,
                        game,
                        f"u:{user}",
                        user,
                        f"p{user}",
                        outcome,
                        1,
                        before,
                        after,
                    )
                )
        await db.executemany(
            "INSERT INTO matches (id, guild_id, channel_id, game, rules_version, seed, options, status, host_id,"
            " seats, result, ply, announced_ply) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 10)",
            matches,
        )
        await db.executemany(
            "INSERT INTO results (match_id, seat, guild_id, game, player, user_id, name, outcome, rated,"
            " rating_before, rating_after) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            results,
        )
        await db.executemany(
            "INSERT INTO ratings (guild_id, game, player, user_id, name, mu, sigma, rating, games)"
            " VALUES (?, ?, ?, ?, ?, 25, 5, ?, ?)",
            [(GUILD, g, f"u:{u}", u, f"p{u}", r, n) for (g, u), (r, n) in ratings.items()],
        )

    await store._transaction(body)  # a benchmark seeding its own database


async def timed(label: str, work: Callable[[], Awaitable[Any]], runs: int = 20) -> None:
    await work()
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        await work()
        samples.append((time.perf_counter() - start) * 1000)
    print(f"{label:<34} {statistics.median(samples):>8.2f} ms")


async def run(games: int, players: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "bench.sqlite3")
        await store.open()
        start = time.perf_counter()
        await seed(store, games, players)
        print(
            f"seeded {games} finished games, {players} players in {time.perf_counter() - start:.1f} s"
        )
        player = "u:7"
        await timed("leaderboard top 10", lambda: store.leaderboard(GUILD, "towers", 10))
        await timed("leaderboard rows 100-125", lambda: store.leaderboard(GUILD, "towers", 25, 100))
        await timed("stats: player results", lambda: store.player_results(GUILD, player))
        await timed("stats: ratings of a player", lambda: store.ratings_of(GUILD, player))
        await timed("stats: best wins", lambda: store.best_wins(GUILD, player))
        await timed("my data", lambda: store.user_data(7))
        await timed("admin export (whole server)", lambda: store.export_guild(GUILD), runs=2)
        await store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--players", type=int, default=2_000)
    args = parser.parse_args()
    asyncio.run(run(args.games, args.players))


if __name__ == "__main__":
    main()
