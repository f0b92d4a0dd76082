"""A throw-away PostgreSQL server (`pgserver`: PostgreSQL's binaries in a wheel, from the
`test` extra) for benchmarks and tests: started in a new temporary folder, fresh databases
on demand, stopped and removed at the end. Not for production (see docs/deploy.md)."""

from __future__ import annotations

import asyncio
import itertools
import os
import shutil
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

_names = itertools.count()


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


class TempPostgres:
    """A server of its own in a new temporary folder (not under pytest's temporary
    folders: another pytest session may prune those while the server still runs)."""

    def __init__(self) -> None:
        from pgserver.postgres_server import get_server

        self.folder = Path(tempfile.mkdtemp(prefix="kitty-pg-"))
        keep = os.environ.get("KITTY_PG_KEEP")
        self._server: Any = get_server(self.folder, cleanup_mode=None if keep else "delete")
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

    def cpu_seconds(self) -> float:
        """CPU time used so far by the server and its live backends (user + system)."""
        import psutil

        pid = int(self._server.get_pid())
        total = 0.0
        root = psutil.Process(pid)
        for p in [root, *root.children(recursive=True)]:
            try:
                t = p.cpu_times()
                total += t.user + t.system + t.children_user + t.children_system
            except psutil.Error:
                continue
        return total

    def stop(self) -> None:
        self._server.cleanup()
        if not os.environ.get("KITTY_PG_KEEP"):
            shutil.rmtree(self.folder, ignore_errors=True)
