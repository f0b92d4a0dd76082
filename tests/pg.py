"""A throw-away PostgreSQL server for the tests: `pgserver` (PostgreSQL's binaries in a
wheel, pinned in the `test` extra) started once per test session in a temporary folder,
with a fresh database per test, all removed at the end.

If the server cannot start, the tests that need it fail (they are not skipped); a
developer who does not want them sets `KITTY_SKIP_POSTGRES=1`. Import the fixtures
(`pg_server`, `pg_url`) into a conftest or a test module to use them."""

from __future__ import annotations

import asyncio
import itertools
import os
import shutil
import tempfile
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

SKIP_ENV = "KITTY_SKIP_POSTGRES"
_names = itertools.count()


def postgres_skipped() -> bool:
    """Whether the developer opted out of the PostgreSQL tests."""
    return os.environ.get(SKIP_ENV, "") not in ("", "0")


def _admin(uri: str, sql: str) -> None:
    """Run one statement on the server's maintenance database, from any thread."""

    async def run() -> None:
        import asyncpg

        conn = await asyncpg.connect(uri)
        try:
            await conn.execute(sql)
        finally:
            await conn.close()

    with ThreadPoolExecutor(1) as pool:  # a loop of its own, even inside a running one
        pool.submit(asyncio.run, run()).result()


class PgServer:
    """The session's server: its maintenance URI and fresh databases on demand."""

    def __init__(self, folder: Path) -> None:
        import pgserver

        self._server: Any = pgserver.get_server(
            folder, cleanup_mode=None if os.environ.get("KITTY_PG_KEEP") else "delete"
        )
        self.uri = str(self._server.get_uri())

    def url(self, database: str) -> str:
        return str(self._server.get_uri(database))

    def new_database(self) -> str:
        """A new empty database; returns its URL."""
        name = f"kt_{os.getpid()}_{next(_names)}"
        _admin(self.uri, f"CREATE DATABASE {name}")
        return self.url(name)

    def drop(self, url: str) -> None:
        name = url.split("?", 1)[0].rsplit("/", 1)[-1]
        _admin(self.uri, f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")

    def stop(self) -> None:
        self._server.cleanup()


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    if postgres_skipped():
        pytest.skip(f"PostgreSQL tests switched off ({SKIP_ENV}=1)")
    # Not under pytest's temporary folders: another pytest session may prune those (or
    # tighten their permissions) while this server still runs from one.
    folder = Path(tempfile.mkdtemp(prefix="kitty-pg-"))
    server = PgServer(folder)
    try:
        yield server
    finally:
        server.stop()
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def pg_url(pg_server: PgServer) -> Iterator[str]:
    """The URL of a fresh, empty database, dropped after the test."""
    url = pg_server.new_database()
    try:
        yield url
    finally:
        pg_server.drop(url)
