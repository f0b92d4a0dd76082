"""The store contract suite runs every test on both backends: `store` is an open store on
a fresh SQLite file or a fresh PostgreSQL database (a real server, tests/pg.py)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

from data.postgres_store import PostgresStore
from data.store import SqliteStore, Store
from tests.pg import pg_server, pg_url  # noqa: F401 (fixtures)

BACKENDS = ["sqlite", "postgres"]
MakeStore = Callable[..., Store]


@pytest.fixture(params=BACKENDS)
def make_store(request: pytest.FixtureRequest, tmp_path: Path) -> MakeStore:
    """Makes (unopened) stores on one fresh database of the backend under test."""
    if request.param == "sqlite":
        path = tmp_path / "kitty.sqlite3"

        def sqlite(**kw: Any) -> Store:
            kw.setdefault("lock_wait", 0.5)
            kw.setdefault("busy_timeout_ms", 100)
            return SqliteStore(path, **kw)

        return sqlite
    url = request.getfixturevalue("pg_url")

    def postgres(**kw: Any) -> Store:
        kw.setdefault("lock_wait", 0.5)
        kw.setdefault("lock_timeout_ms", 300)
        return PostgresStore(url, **kw)

    return postgres


@pytest.fixture
async def store(make_store: MakeStore) -> AsyncIterator[Store]:
    s = make_store()
    await s.open()
    yield s
    await s.close()
