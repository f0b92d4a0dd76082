"""Two cluster processes' match services over one database (each with its own store
connection, as two processes have), without Discord.

`STORES` is the parametrization point for the store backend: each entry opens a store on
a fresh database shared by every service of one test. SQLite serves several processes
through its file lock (WAL, `BEGIN IMMEDIATE`, the busy timeout); PostgreSQL (a fresh
database on the tests' throw-away server, tests/pg.py) serves them through its own
connections, and `match_lock` is an advisory lock every process sees."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.matches import Match, MatchService
from bot.matches.ownership import SNOWFLAKE_SHIFT, Cluster
from data.postgres_store import PostgresStore
from data.store import SqliteStore, Store
from tests.matches.conftest import NO_LIMITS, Clock
from tests.pg import pg_server, pg_url  # noqa: F401 (fixtures)

SHARDS = 4
#: Two processes with two shards each, as `--shards 0-1 --shard-count 4` and `2-3`.
FIRST, SECOND = Cluster((0, 1), SHARDS), Cluster((2, 3), SHARDS)


class Backend:
    """The database every process of one test shares: `target(folder)` is what a bot's
    settings name (a file or a URL), and calling it makes a new (unopened) store on it."""

    def __init__(self, name: str, url: str = "") -> None:
        self.name, self.url = name, url

    def target(self, folder: Path) -> str:
        return self.url or str(folder / "cluster.sqlite3")

    def __call__(self, folder: Path) -> Store:
        if self.url:
            return PostgresStore(self.url, lock_wait=5)
        return SqliteStore(self.target(folder), lock_wait=5, busy_timeout_ms=10_000)


#: The parametrization point: a test taking `store_factory` runs on each backend.
StoreFactory = Backend
STORES = ("sqlite", "postgres")


@pytest.fixture(params=STORES)
def store_factory(request: pytest.FixtureRequest) -> Backend:
    if request.param == "sqlite":
        return Backend("sqlite")
    return Backend("postgres", request.getfixturevalue("pg_url"))


def guild_on(shard: int, n: int = 1, count: int = SHARDS) -> int:
    """The `n`-th guild id (n ≥ 1) that Discord puts on `shard`."""
    return (n * count + shard) << SNOWFLAKE_SHIFT


class Processes:
    """Services standing in for cluster processes over one shared database."""

    def __init__(self, folder: Path, factory: StoreFactory) -> None:
        self.folder, self.factory = folder, factory
        self.clock = Clock()
        self._seeds = itertools.count(11)
        self.open: list[MatchService] = []

    async def start(self, cluster: Cluster | None) -> MatchService:
        """A process serving `cluster` (every shard with None), its matches loaded."""
        store = self.factory(self.folder)
        await store.open()
        service = MatchService(
            store, seed_factory=lambda: next(self._seeds), limits=NO_LIMITS, clock=self.clock
        )
        service.tables.ownership = cluster
        await service.load_all()
        self.open.append(service)
        return service

    async def stop(self, service: MatchService) -> None:
        await service.store.close()
        self.open.remove(service)


@pytest.fixture
async def procs(tmp_path: Path, store_factory: StoreFactory) -> AsyncIterator[Processes]:
    p = Processes(tmp_path, store_factory)
    yield p
    for s in list(p.open):
        await p.stop(s)


async def table_in(
    service: MatchService, guild_id: int, channel: int, game: str = "towers", **kw: Any
) -> Match:
    """A started two-player game in `guild_id`: user 1 in seat 0, user 2 in seat 1."""
    m = await service.lobby.create_lobby(
        guild_id=guild_id,
        channel_id=channel,
        host_id=1,
        host_name="ann",
        game_key=game,
        options=kw.pop("options", {}),
        **kw,
    )
    await service.lobby.join(m.id, 2, "bob")
    return await service.lobby.start(m.id, 1)


def next_move(m: Match, pick: int = 0) -> tuple[int, str]:
    """(user, notation) of a legal move of the seat to move (the `pick`-th, wrapping)."""
    assert m.state is not None
    seat = m.state.to_move
    assert seat is not None
    user = m.seats[seat].user_id
    assert user is not None
    choices = m.game.move_choices(m.state, seat)
    return user, choices[pick % len(choices)].notation
