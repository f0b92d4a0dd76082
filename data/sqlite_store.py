"""The SQLite match store (aiosqlite, WAL mode, `synchronous=FULL`): the default backend.

**Write discipline.** The store owns one connection and one `asyncio.Lock`; every statement
and every transaction runs while holding it. aiosqlite already funnels a connection's work
through one thread, so the lock costs no parallelism, and it guarantees that no statement
of one coroutine can ever land inside another coroutine's open transaction (which would
commit or roll back with it). Transactions are `BEGIN IMMEDIATE`.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import time
from collections.abc import Awaitable, Callable, Iterable, Sequence
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar, cast

import aiosqlite

from bot.core.errors import StaleMoveError
from data.store_base import (
    BUSY_TEXT,
    MOVED_ON_TEXT,
    Store,
    StoreBusyError,
    StoreIntegrityError,
    StoreOpenError,
)
from data.tx import Row, Tx

log = logging.getLogger("data.store")
T = TypeVar("T")


def migrations(folder_name: str = "migrations") -> list[tuple[int, str]]:
    """(number, SQL) of every numbered migration in `data/<folder_name>`, in order."""
    folder = resources.files("data").joinpath(folder_name)
    out = []
    for entry in folder.iterdir():
        name = entry.name
        if name.endswith(".sql") and name[:3].isdigit():
            out.append((int(name[:3]), entry.read_text(encoding="utf-8")))
    return sorted(out)


_ROWS, _COUNT, _LASTROWID = "rows", "count", "lastrowid"


class _Begun:
    """Whether a transaction's `BEGIN IMMEDIATE` has run; set on the connection's thread."""

    def __init__(self) -> None:
        self.begun = False


def _job(
    db: aiosqlite.Connection, sql: str, params: Any, want: str, many: bool, tx: _Begun | None
) -> Any:
    """The work of one statement, run on the connection's thread in one go: `BEGIN
    IMMEDIATE` first if `tx` has not begun yet, the statement, its rows / row count / new
    row id, and the cursor closed before the thread takes the next job (a cursor left for
    the garbage collector is finalised in whatever thread drops it — possibly while the
    connection's thread runs another statement, which SQLite reports as API misuse)."""
    conn = db._conn
    if tx is not None and not tx.begun:
        conn.execute("BEGIN IMMEDIATE").close()
        tx.begun = True
    cur = conn.executemany(sql, params) if many else conn.execute(sql, params)
    try:
        if want == _ROWS:
            return cur.fetchall()
        if want == _LASTROWID:
            return cur.lastrowid
        return cur.rowcount
    finally:
        cur.close()


async def _one_trip(
    db: aiosqlite.Connection,
    sql: str,
    params: Any,
    want: str,
    *,
    many: bool = False,
    tx: _Begun | None = None,
) -> Any:
    """Run `_job` as ONE hand-off to aiosqlite's thread (`execute` plus `close` would be
    two, `execute`, `fetchall` and `close` three). A constraint violation becomes a
    `StoreIntegrityError`."""
    return await _in_thread(db, _job, db, sql, params, want, many, tx)


async def _in_thread(db: aiosqlite.Connection, work: Callable[..., Any], *args: Any) -> Any:
    """`work(*args)` on the connection's thread, in one hand-off; a constraint violation
    becomes a `StoreIntegrityError`."""
    submit = cast("Callable[..., Awaitable[Any]]", db._execute)
    try:
        return await submit(work, *args)
    except sqlite3.IntegrityError as exc:
        raise StoreIntegrityError(str(exc)) from exc


async def run_sql(
    db: aiosqlite.Connection, sql: str, params: Any = (), *, many: bool = False
) -> int:
    """Execute and close the cursor in one job on aiosqlite's thread. Returns the row
    count."""
    return int(await _one_trip(db, sql, params, _COUNT, many=many))


async def fetch_rows(db: aiosqlite.Connection, sql: str, params: Sequence[Any] = ()) -> list[Row]:
    """The rows of one query, its cursor closed, in one job on aiosqlite's thread."""
    return list(await _one_trip(db, sql, tuple(params), _ROWS))


def _guarded_job(
    db: aiosqlite.Connection,
    guard: tuple[str, Sequence[Any]],
    many: tuple[str, Sequence[Sequence[Any]]],
) -> bool:
    """A whole guarded write, run on the connection's thread in one go: `BEGIN IMMEDIATE`,
    the guard, the rows, `COMMIT` — or `ROLLBACK` (False when the guard changed no row;
    an error is raised after it). No transaction is left open whatever happens."""
    conn = db._conn
    conn.execute("BEGIN IMMEDIATE").close()
    try:
        cur = conn.execute(guard[0], tuple(guard[1]))
        changed = cur.rowcount
        cur.close()
        if changed == 1:
            conn.executemany(many[0], [tuple(r) for r in many[1]]).close()
            conn.execute("COMMIT").close()
            return True
    except BaseException:
        try:
            conn.execute("ROLLBACK").close()
        except sqlite3.Error:
            pass  # no transaction left to roll back
        raise
    conn.execute("ROLLBACK").close()
    return False


def _is_locked(exc: BaseException) -> bool:
    text = str(exc).lower()
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in text or "busy" in text)


class SqliteTx:
    """A `Tx` on the store's connection (the store holds its lock meanwhile). Each
    statement is one hand-off to the connection's thread; the first one also runs the
    transaction's `BEGIN IMMEDIATE` in the same hand-off (nothing reaches the database
    between the two, as the store's lock is held), so a body of n statements costs n + 1
    trips with the `COMMIT`."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db
        self.state = _Begun()

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return list(await _one_trip(self.db, sql, tuple(params), _ROWS, tx=self.state))

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        return int(await _one_trip(self.db, sql, tuple(params), _COUNT, tx=self.state))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await _one_trip(self.db, sql, [tuple(r) for r in rows], _COUNT, many=True, tx=self.state)


class SqliteStore(Store):
    """The store on one SQLite file. `lock_wait` is how long `open()` keeps retrying a
    database that another program holds locked before it gives up with a
    `StoreOpenError`."""

    backend = "sqlite"
    _tx_type = SqliteTx

    def __init__(
        self, path: str | Path, *, lock_wait: float = 30.0, busy_timeout_ms: int = 5000
    ) -> None:
        self.path = str(path)
        self._match_locks: dict[int, asyncio.Lock] = {}
        self.lock_wait = lock_wait
        self.busy_timeout_ms = busy_timeout_ms
        self._db: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()

    @property
    def db(self) -> aiosqlite.Connection:
        """The raw connection (tests use it to damage rows on purpose)."""
        if self._db is None:
            raise RuntimeError("the store is not open")
        return self._db

    # ----- opening ------------------------------------------------------------------
    async def open(self) -> None:
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        deadline = time.monotonic() + self.lock_wait
        delay = 0.2
        while True:
            try:
                await self._open_once()
                return
            except sqlite3.DatabaseError as exc:
                await self.close()
                if _is_locked(exc) and time.monotonic() < deadline:
                    log.warning("database %s is locked by another program; retrying", self.path)
                    await asyncio.sleep(delay)
                    delay = min(delay * 2, 5.0)
                    continue
                raise StoreOpenError(_open_error_text(self.path, exc)) from exc

    async def _open_once(self) -> None:
        self._db = await aiosqlite.connect(self.path, isolation_level=None)
        self._db.row_factory = aiosqlite.Row
        await self._fetchall(f"PRAGMA busy_timeout={int(self.busy_timeout_ms)}")
        for pragma in ("journal_mode=WAL", "synchronous=FULL", "foreign_keys=ON"):
            await self._fetchall(f"PRAGMA {pragma}")
        check = await self._fetchall("PRAGMA quick_check")
        if not check or check[0][0] != "ok":
            raise sqlite3.DatabaseError(
                f"integrity check failed: {check[0][0] if check else 'no answer'}"
            )
        await self.migrate()

    async def close(self) -> None:
        if self._db is not None:
            db, self._db = self._db, None
            try:
                await db.close()
            except Exception:  # closing a broken connection must not hide the first error
                log.debug("closing the database failed", exc_info=True)

    # ----- the write discipline -----------------------------------------------------
    async def _fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Run a query and close its cursor (an open cursor would block COMMIT), in one
        hand-off to the connection's thread. The caller holds the lock (or is `open`,
        before anyone else can use the store)."""
        return await fetch_rows(self.db, sql, params)

    async def _read(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        async with self._lock:
            return await self._guard(self._fetchall(sql, params))

    async def _execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        async with self._lock:
            return await self._guard(run_sql(self.db, sql, tuple(params)))

    async def _insert(self, sql: str, params: Sequence[Any] = ()) -> int:
        async with self._lock:
            rowid = await self._guard(_one_trip(self.db, sql, tuple(params), _LASTROWID))
            assert rowid is not None
            return int(rowid)

    async def _transaction(self, body: Callable[[Tx], Awaitable[T]]) -> T:
        """`BEGIN IMMEDIATE … COMMIT` while holding the lock. The `BEGIN` travels with the
        body's first statement (see `SqliteTx`); a body that ran no SQL commits nothing."""
        async with self._lock:
            db = self.db
            tx = self._tx_type(db)
            try:
                result = await body(tx)
                if tx.state.begun:
                    await run_sql(db, "COMMIT")
            except BaseException as exc:
                await asyncio.shield(self._rollback(db))
                if _is_locked(exc):
                    raise StoreBusyError(BUSY_TEXT) from exc
                raise
            return result

    async def _guarded_write(
        self,
        guard: tuple[str, Sequence[Any]],
        many: tuple[str, Sequence[Sequence[Any]]],
        extra: Callable[[Tx], Awaitable[None]] | None = None,
    ) -> None:
        """As `Store._guarded_write`; without `extra` (every move that does not finish a
        game) the whole transaction is ONE hand-off to the connection's thread instead of
        three (the guard with its `BEGIN`, the rows, the `COMMIT`)."""
        if extra is not None:
            await super()._guarded_write(guard, many, extra)
            return
        async with self._lock:
            db = self.db
            written = await self._guard(_in_thread(db, _guarded_job, db, guard, many))
        if not written:
            raise StaleMoveError(MOVED_ON_TEXT)

    @staticmethod
    async def _rollback(db: aiosqlite.Connection) -> None:
        try:
            await run_sql(db, "ROLLBACK")
        except sqlite3.Error:
            pass  # no transaction left to roll back

    @staticmethod
    async def _guard(work: Awaitable[T]) -> T:
        """Turn "database is locked" (after the busy timeout) into a `StoreBusyError`."""
        try:
            return await work
        except sqlite3.OperationalError as exc:
            if _is_locked(exc):
                raise StoreBusyError(BUSY_TEXT) from exc
            raise

    async def schema_version(self) -> int:
        return int((await self._read("PRAGMA user_version"))[0][0])

    async def migrate(self) -> int:
        db = self.db
        version = (await self._fetchall("PRAGMA user_version"))[0][0]
        for number, sql in migrations():
            if number <= version:
                continue
            await run_sql(db, "BEGIN IMMEDIATE")
            try:
                # Read again under the write lock: another process may have migrated.
                version = (await self._fetchall("PRAGMA user_version"))[0][0]
                if number <= version:
                    await run_sql(db, "COMMIT")
                    continue
                for statement in _split_sql(sql):
                    await run_sql(db, statement)
                await run_sql(db, f"PRAGMA user_version = {number}")
                await run_sql(db, "COMMIT")
            except BaseException:
                await run_sql(db, "ROLLBACK")
                raise
            version = number
        return int(version)


def _open_error_text(path: str, exc: BaseException) -> str:
    """One paragraph for the operator: which file, what is wrong, what to do."""
    if _is_locked(exc):
        what = "is locked by another program (another copy of the bot, a backup tool or an SQLite shell)"
        todo = "Stop the other program and start the bot again."
    else:
        what = f"cannot be used: {exc}"
        todo = (
            "The file is damaged or is not a Kitty Tower database. Stop the bot, move the file "
            "aside (keep it for inspection), and restore your latest backup to this path "
            "(`python -m bot backup` makes one), or start with an empty database by leaving "
            "no file there."
        )
    return f"The game database {path!r} {what}. {todo}"


def _split_sql(script: str) -> list[str]:
    """Split a migration into complete statements (as SQLite itself judges them)."""
    statements, buf = [], ""
    for line in script.splitlines(keepends=True):
        buf += line
        if sqlite3.complete_statement(buf):
            if buf.strip():
                statements.append(buf.strip())
            buf = ""
    if buf.strip() and not all(ln.strip().startswith("--") for ln in buf.strip().splitlines()):
        statements.append(buf.strip())
    return statements
