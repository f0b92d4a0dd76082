"""The PostgreSQL match store (asyncpg), chosen by `KITTY_DATABASE_URL=postgresql://…`.

Same schema semantics as the SQLite store: the numbered migrations (`data/migrations_pg/`,
the same numbers and meaning as `data/migrations/`; a number without a PostgreSQL twin
runs the portable SQLite file), the append-only log (plpgsql triggers), one open match
per channel (a partial unique index), guarded commits in transactions.

**Write discipline.** A pool of connections: every autocommit statement and every
transaction takes one connection for its duration, so the tables of different channels
commit in parallel and nothing of one coroutine can land in another's transaction. Two
writers of one match are ordered by the row lock of its `UPDATE … WHERE ply = ?`: the
second re-reads the row after the first committed and fails the guard. Deadlocks,
serialization failures, a lock held elsewhere past `lock_timeout_ms` (the twin of
SQLite's busy timeout) and a server that cannot be reached become `StoreBusyError`;
unique and trigger violations become `StoreIntegrityError`.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from typing import Any, TypeVar

import asyncpg

from data.dialect import to_postgres
from data.sqlite_store import migrations
from data.store_base import (
    Store,
    StoreBusyError,
    StoreDataError,
    StoreIntegrityError,
    StoreOpenError,
    safe_target,
)
from data.tx import Row, Tx

log = logging.getLogger("data.store")
T = TypeVar("T")

PG_BUSY_TEXT = (
    "The game database is busy or cannot be reached right now. Nothing changed — "
    "try again in a moment."
)
#: Held (per transaction) while migrating, so two processes starting at once migrate once.
_MIGRATION_LOCK = 0x6B697474  # "kitt"


@contextmanager
def _mapped() -> Iterator[None]:
    """Driver errors as the store's errors (see the module docstring)."""
    try:
        yield
    except asyncpg.IntegrityConstraintViolationError as exc:
        raise StoreIntegrityError(str(exc)) from exc
    except asyncpg.DataError as exc:
        raise StoreDataError(str(exc)) from exc
    except (
        asyncpg.DeadlockDetectedError,
        asyncpg.LockNotAvailableError,
        asyncpg.SerializationError,
        asyncpg.CannotConnectNowError,
        asyncpg.ConnectionDoesNotExistError,
        asyncpg.TooManyConnectionsError,
        ConnectionError,
        OSError,
    ) as exc:
        raise StoreBusyError(PG_BUSY_TEXT) from exc


def _count(status: str) -> int:
    """Rows changed, from a command tag ('UPDATE 1', 'INSERT 0 3', 'DELETE 0')."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


def pg_migrations() -> list[tuple[int, str]]:
    """(number, SQL) of every migration as PostgreSQL runs it: `migrations_pg/NNN_*.sql`
    where it exists, else the portable SQLite file of that number."""
    own = dict(migrations("migrations_pg"))
    return [(number, own.get(number, sql)) for number, sql in migrations()]


class PostgresTx:
    """A `Tx` on one pooled connection inside `connection.transaction()`."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        with _mapped():
            return list(await self.conn.fetch(to_postgres(sql), *params))

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        with _mapped():
            return _count(await self.conn.execute(to_postgres(sql), *params))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        with _mapped():
            await self.conn.executemany(to_postgres(sql), [tuple(r) for r in rows])


class PostgresStore(Store):
    """The store on a PostgreSQL database. `lock_wait` is how long `open()` keeps trying
    a server that refuses connections (e.g. still starting) before a `StoreOpenError`."""

    backend = "postgres"
    _tx_type = PostgresTx

    def __init__(
        self,
        url: str,
        *,
        lock_wait: float = 30.0,
        lock_timeout_ms: int = 5000,
        min_size: int = 1,
        max_size: int = 10,
    ) -> None:
        self.url = url
        self._match_locks: dict[int, asyncio.Lock] = {}
        self.lock_wait = lock_wait
        self.lock_timeout_ms = lock_timeout_ms
        self.min_size = min_size
        self.max_size = max_size
        self._pool: Any = None

    @property
    def pool(self) -> Any:
        """The connection pool (for tools that need the server itself)."""
        if self._pool is None:
            raise RuntimeError("the store is not open")
        return self._pool

    async def open(self) -> None:
        deadline = time.monotonic() + self.lock_wait
        delay = 0.2
        while True:
            try:
                self._pool = await asyncpg.create_pool(
                    self.url,
                    min_size=self.min_size,
                    max_size=self.max_size,
                    # No idle timers (for idle connections, for cached statements): a
                    # pending timer keeps an event loop — and SimCord's settling — busy.
                    max_inactive_connection_lifetime=0,
                    max_cached_statement_lifetime=0,
                    server_settings={
                        "synchronous_commit": "on",
                        "lock_timeout": str(int(self.lock_timeout_ms)),
                        "application_name": "kitty-tower",
                    },
                )
                break
            except (OSError, asyncpg.CannotConnectNowError) as exc:
                if time.monotonic() < deadline:
                    log.warning("database server %s not reachable; retrying", safe_target(self.url))
                    await asyncio.sleep(delay)
                    delay = min(delay * 2, 5.0)
                    continue
                raise StoreOpenError(_open_error_text(self.url, exc)) from exc
            except (asyncpg.PostgresError, asyncpg.InterfaceError, ValueError) as exc:
                raise StoreOpenError(_open_error_text(self.url, exc)) from exc
        try:
            await self.migrate()
        except (asyncpg.PostgresError, StoreIntegrityError) as exc:
            await self.close()
            raise StoreOpenError(_open_error_text(self.url, exc)) from exc

    async def close(self) -> None:
        if self._pool is not None:
            pool, self._pool = self._pool, None
            try:
                await asyncio.wait_for(pool.close(), 10)
            except Exception:  # a broken pool must not hide the first error
                log.debug("closing the database pool failed", exc_info=True)
                pool.terminate()

    async def schema_version(self) -> int:
        rows = await self._read("SELECT COALESCE(MAX(version), 0) FROM kitty_schema")
        return int(rows[0][0])

    async def migrate(self) -> int:
        async with self.pool.acquire() as conn:
            async with conn.transaction():
                await conn.execute("SET LOCAL lock_timeout = '60s'")
                await conn.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK)
                await conn.execute("CREATE TABLE IF NOT EXISTS kitty_schema (version BIGINT)")
            version = 0
            for number, sql in pg_migrations():
                async with conn.transaction():
                    await conn.execute("SET LOCAL lock_timeout = '60s'")  # another migrator
                    await conn.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK)
                    version = int(
                        await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM kitty_schema")
                    )
                    if number <= version:
                        continue
                    await conn.execute(sql)
                    await conn.execute("INSERT INTO kitty_schema (version) VALUES ($1)", number)
                    version = number
            return version

    async def _read(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        with _mapped():
            return list(await self.pool.fetch(to_postgres(sql), *params))

    async def _execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        with _mapped():
            return _count(await self.pool.execute(to_postgres(sql), *params))

    async def _insert(self, sql: str, params: Sequence[Any] = ()) -> int:
        with _mapped():
            return int(await self.pool.fetchval(to_postgres(sql) + " RETURNING id", *params))

    @asynccontextmanager
    async def _cross_process_lock(self, match_id: int) -> AsyncIterator[None]:
        """A session-level advisory lock on the match id, held on one pooled connection
        for the block: every process sharing the database waits for it."""
        async with self.pool.acquire() as conn:
            await conn.execute("SELECT pg_advisory_lock($1)", match_id)
            try:
                yield
            finally:
                await conn.execute("SELECT pg_advisory_unlock($1)", match_id)

    async def _transaction(self, body: Callable[[Tx], Awaitable[T]]) -> T:
        with _mapped():
            async with self.pool.acquire() as conn, conn.transaction():
                return await body(self._tx_type(conn))


def _open_error_text(url: str, exc: BaseException) -> str:
    """One paragraph for the operator: which server, what is wrong, what to do."""
    return (
        f"The game database {safe_target(url)!r} cannot be used: {type(exc).__name__}: {exc}. "
        "Check that the PostgreSQL server is running and reachable, that the database in "
        "KITTY_DATABASE_URL exists and that its user may create tables in it, then start "
        "the bot again."
    ).replace("\n", " ")
