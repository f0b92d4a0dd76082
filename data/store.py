"""The SQLite match store (aiosqlite, WAL mode, `synchronous=FULL`).

A match is one row of `matches` plus its rows in the append-only `moves` log. Every change
of a match is one atomic write: a single guarded `UPDATE`, or one `BEGIN IMMEDIATE`
transaction (an accepted move: log entries + the new snapshot, guarded by the ply the move
was made from, so a second writer for the same ply gets `StaleMoveError`).

**Write discipline.** The store owns one connection and one `asyncio.Lock`; every statement
and every transaction runs while holding it. aiosqlite already funnels a connection's work
through one thread, so the lock costs no parallelism, and it guarantees that no statement
of one coroutine can ever land inside another coroutine's open transaction (which would
commit or roll back with it). Callers change their in-memory copy only after a write here
returned.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from bot.core.errors import GameError, StaleMoveError
from bot.core.play import LogEntry
from data import records
from data.rows import CorruptRowError, DamagedRow, MatchRow, damaged_row, decode_row

log = logging.getLogger(__name__)

OPEN_STATUSES = ("lobby", "active")
T = TypeVar("T")


class ChannelBusyError(GameError):
    """The channel already has an open match."""


class StoreBusyError(GameError):
    """The database stayed locked by another program; nothing was written."""


class StoreOpenError(RuntimeError):
    """The database file cannot be used. The message is a paragraph for the operator."""


def _migrations() -> list[tuple[int, str]]:
    folder = resources.files("data").joinpath("migrations")
    out = []
    for entry in folder.iterdir():
        name = entry.name
        if name.endswith(".sql") and name[:3].isdigit():
            out.append((int(name[:3]), entry.read_text(encoding="utf-8")))
    return sorted(out)


async def run_sql(
    db: aiosqlite.Connection, sql: str, params: Any = (), *, many: bool = False
) -> None:
    """Execute and close the cursor at once, in aiosqlite's thread. A cursor left for the
    garbage collector is finalised in whatever thread drops it — possibly while the
    connection's thread runs another statement, which SQLite reports as API misuse."""
    cur = await (db.executemany(sql, params) if many else db.execute(sql, params))
    await cur.close()


def _is_locked(exc: BaseException) -> bool:
    text = str(exc).lower()
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in text or "busy" in text)


class MatchStore:
    """Async access to the match database. Call `open()` before use, `close()` after.

    `lock_wait` is how long `open()` keeps retrying a database that another program holds
    locked before it gives up with a `StoreOpenError`."""

    def __init__(
        self, path: str | Path, *, lock_wait: float = 30.0, busy_timeout_ms: int = 5000
    ) -> None:
        self.path = str(path)
        self.lock_wait = lock_wait
        self.busy_timeout_ms = busy_timeout_ms
        self._db: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()
        self._match_locks: dict[int, asyncio.Lock] = {}

    @property
    def db(self) -> aiosqlite.Connection:
        """The raw connection (tests use it to damage rows on purpose)."""
        if self._db is None:
            raise RuntimeError("MatchStore is not open")
        return self._db

    # ----- opening ------------------------------------------------------------------
    async def open(self) -> None:
        """Connect, check the file, apply migrations. Raises `StoreOpenError` with a
        paragraph for the operator when the file is damaged, not a database, or stays
        locked for `lock_wait` seconds."""
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
    async def _fetchall(self, sql: str, params: tuple[Any, ...] = ()) -> list[aiosqlite.Row]:
        """Run a query and close its cursor (an open cursor would block COMMIT). The
        caller holds the lock (or is `open`, before anyone else can use the store)."""
        async with self.db.execute(sql, params) as cur:
            return list(await cur.fetchall())

    async def _read(self, sql: str, params: tuple[Any, ...] = ()) -> list[aiosqlite.Row]:
        async with self._lock:
            return await self._guard(self._fetchall(sql, params))

    async def _write(self, sql: str, params: tuple[Any, ...] = ()) -> tuple[int, int | None]:
        """One autocommit statement; returns (rowcount, lastrowid)."""
        async with self._lock:

            async def run() -> tuple[int, int | None]:
                cur = await self.db.execute(sql, params)
                try:
                    return cur.rowcount, cur.lastrowid
                finally:
                    await cur.close()

            return await self._guard(run())

    async def _transaction(self, body: Callable[[aiosqlite.Connection], Awaitable[T]]) -> T:
        """Run `body` inside `BEGIN IMMEDIATE … COMMIT` while holding the lock; roll back
        on any exception (also a cancellation) and re-raise it."""
        async with self._lock:
            db = self.db
            await self._guard(run_sql(db, "BEGIN IMMEDIATE"))
            try:
                result = await body(db)
                await run_sql(db, "COMMIT")
            except BaseException as exc:
                await asyncio.shield(self._rollback(db))
                if _is_locked(exc):
                    raise StoreBusyError(BUSY_TEXT) from exc
                raise
            return result

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

    async def migrate(self) -> int:
        """Apply every numbered migration not yet applied; returns the schema version.
        Each migration is one transaction, so running this twice changes nothing."""
        db = self.db
        version = (await self._fetchall("PRAGMA user_version"))[0][0]
        for number, sql in _migrations():
            if number <= version:
                continue
            await run_sql(db, "BEGIN IMMEDIATE")
            try:
                for statement in _split_sql(sql):
                    await run_sql(db, statement)
                await run_sql(db, f"PRAGMA user_version = {number}")
                await run_sql(db, "COMMIT")
            except BaseException:
                await run_sql(db, "ROLLBACK")
                raise
            version = number
        return int(version)

    # ----- matches ------------------------------------------------------------------
    async def create_match(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        game: str,
        rules_version: int,
        seed: int,
        options: dict[str, Any],
        host_id: int,
        seats: list[dict[str, Any]],
        meta: dict[str, Any] | None = None,
    ) -> int:
        """Insert a lobby (with its `meta`: table settings, where it comes from); raises
        `ChannelBusyError` if the channel already has an open match."""
        try:
            _, rowid = await self._write(
                "INSERT INTO matches (guild_id, channel_id, game, rules_version, seed, options,"
                " status, host_id, seats, meta) VALUES (?, ?, ?, ?, ?, ?, 'lobby', ?, ?, ?)",
                (
                    guild_id,
                    channel_id,
                    game,
                    rules_version,
                    seed,
                    json.dumps(options),
                    host_id,
                    json.dumps(seats),
                    json.dumps(meta or {}),
                ),
            )
        except sqlite3.IntegrityError:
            raise ChannelBusyError(
                "This channel already has a game. Finish or cancel it first."
            ) from None
        assert rowid is not None
        return rowid

    async def update_match(
        self, match_id: int, *, expect_status: str | None = None, **fields: Any
    ) -> None:
        """Update plain columns of a match in one statement (JSON columns given as Python
        values). With `expect_status`, the row must still have that status, else
        `StaleMoveError` and nothing is written."""
        if not fields:
            return
        cols, vals = [], []
        for k, v in fields.items():
            if k not in _UPDATABLE:
                raise ValueError(f"column {k} cannot be updated this way")
            cols.append(f"{k} = ?")
            vals.append(json.dumps(v) if k in _JSON_COLUMNS and v is not None else v)
        cols.append("updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')")
        where = "id = ?"
        params: list[int | str] = [match_id]
        if expect_status is not None:
            where += " AND status = ?"
            params.append(expect_status)
        count, _ = await self._write(
            f"UPDATE matches SET {', '.join(cols)} WHERE {where}", (*vals, *params)
        )
        if count != 1:
            raise StaleMoveError("This game has changed meanwhile; look at the current board.")

    async def update_metas(self, metas: Sequence[tuple[int, dict[str, Any]]]) -> None:
        """Store the meta of many matches in one transaction (all or nothing)."""
        if not metas:
            return
        rows = [(json.dumps(meta), mid) for mid, meta in metas]

        async def body(db: aiosqlite.Connection) -> None:
            await run_sql(
                db,
                "UPDATE matches SET meta = ?,"
                " updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?",
                rows,
                many=True,
            )

        await self._transaction(body)

    async def start_match(
        self, match_id: int, seats: list[dict[str, Any]], options: dict[str, Any], snapshot: Any
    ) -> None:
        """Turn a lobby into an active match at ply 0 (guarded: still a lobby)."""
        count, _ = await self._write(
            "UPDATE matches SET status = 'active', seats = ?, options = ?, snapshot = ?, ply = 0,"
            " announced_ply = -1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
            " WHERE id = ? AND status = 'lobby'",
            (json.dumps(seats), json.dumps(options), json.dumps(snapshot), match_id),
        )
        if count != 1:
            raise StaleMoveError("This lobby is closed: the game has already started or ended.")

    async def record_moves(
        self,
        match_id: int,
        from_ply: int,
        entries: Iterable[tuple[int | None, str, str]],
        snapshot: Any,
        *,
        status: str = "active",
        result: dict[str, Any] | None = None,
        meta: dict[str, Any] | None = None,
        extra: Callable[[aiosqlite.Connection], Awaitable[None]] | None = None,
    ) -> int:
        """Append `entries` (seat, kind, move) starting at `from_ply` and store the new
        snapshot, all in one transaction guarded by the current ply. Returns the new ply.
        Raises `StaleMoveError` if the stored ply is no longer `from_ply`. `extra` runs
        last inside the same transaction (a finished game's results and ratings)."""
        rows = list(entries)
        new_ply = from_ply + len(rows)

        async def body(db: aiosqlite.Connection) -> int:
            cur = await db.execute(
                "UPDATE matches SET snapshot = ?, ply = ?, status = ?, result = ?,"
                " meta = COALESCE(?, meta), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
                " WHERE id = ? AND ply = ? AND status = 'active'",
                (
                    json.dumps(snapshot),
                    new_ply,
                    status,
                    None if result is None else json.dumps(result),
                    None if meta is None else json.dumps(meta),
                    match_id,
                    from_ply,
                ),
            )
            changed = cur.rowcount
            await cur.close()
            if changed != 1:
                raise StaleMoveError("The game has moved on since; look at the current board.")
            await run_sql(
                db,
                "INSERT INTO moves (match_id, ply, seat, kind, move) VALUES (?, ?, ?, ?, ?)",
                [
                    (match_id, from_ply + i, seat, kind, move)
                    for i, (seat, kind, move) in enumerate(rows)
                ],
                many=True,
            )
            if extra is not None:
                await extra(db)
            return new_ply

        return await self._transaction(body)

    async def mark_announced(self, match_id: int, ply: int, board_message_id: int | None) -> None:
        """Remember that the board of `ply` was shown (as `board_message_id`). The mark
        never goes backwards."""
        await self._write(
            "UPDATE matches SET announced_ply = MAX(announced_ply, ?),"
            " board_message_id = COALESCE(?, board_message_id) WHERE id = ?",
            (ply, board_message_id, match_id),
        )

    async def get_match(self, match_id: int) -> MatchRow | None:
        rows = await self._read("SELECT * FROM matches WHERE id = ?", (match_id,))
        return decode_row(rows[0]) if rows else None

    async def load_open(
        self, shard_count: int | None = None, shard_ids: Sequence[int] = ()
    ) -> list[MatchRow | DamagedRow]:
        """Every lobby and active match, and every finished match whose final board was
        never shown, with a summary of its log — in one query. With `shard_count`, only
        the matches of guilds on `shard_ids` (Discord's `(guild_id >> 22) % shard_count`;
        no guild counts as shard 0). Rows that cannot be decoded come back as
        `DamagedRow`."""
        where, params = _OPEN_WHERE, _shard_filter(shard_count, shard_ids)
        if params:
            where = f"({where}) AND {_SHARD_WHERE.format(marks=_marks(len(params) - 1))}"
        rows = await self._read(f"{_SUMMARY_SELECT} WHERE {where} ORDER BY m.id", params)
        return [r for r in map(_decode_or_damaged, rows) if r is not None]

    async def load_match(self, match_id: int) -> MatchRow | DamagedRow | None:
        """One match as `load_open` returns it (with its log summary), whatever its
        status; None when there is no such match or the row is beyond reading."""
        rows = await self._read(f"{_SUMMARY_SELECT} WHERE m.id = ?", (match_id,))
        return _decode_or_damaged(rows[0]) if rows else None

    async def moved_since_shown(
        self, shard_count: int | None = None, shard_ids: Sequence[int] = ()
    ) -> list[tuple[int, int]]:
        """(match id, ply) of every started match whose newest ply has no board yet (on
        `shard_ids` only, as in `load_open`): what another process may have committed."""
        where = "m.status IN ('active', 'finished') AND m.ply > m.announced_ply"
        params = _shard_filter(shard_count, shard_ids)
        if params:
            where += f" AND {_SHARD_WHERE.format(marks=_marks(len(params) - 1))}"
        rows = await self._read(f"SELECT m.id, m.ply FROM matches m WHERE {where}", params)
        return [(int(r[0]), int(r[1])) for r in rows]

    @asynccontextmanager
    async def match_lock(self, match_id: int) -> AsyncIterator[None]:
        """Hold the match against every other writer that also takes this lock while it
        reads, decides and commits. SQLite serves one process per file for a match's
        writes anyway (the ply guard refuses a second commit of the same ply), so this is
        a lock within the process; a server database takes a lock across processes."""
        lock = self._match_locks.setdefault(match_id, asyncio.Lock())
        try:
            async with lock:
                yield
        finally:
            if not lock.locked() and self._match_locks.get(match_id) is lock:
                del self._match_locks[match_id]

    async def moves(self, match_id: int) -> list[LogEntry]:
        rows = await self._read(
            "SELECT ply, seat, kind, move FROM moves WHERE match_id = ? ORDER BY ply", (match_id,)
        )
        return [LogEntry(r["ply"], r["seat"], r["kind"], r["move"]) for r in rows]

    # ----- records (see data/records.py) ----------------------------------------------
    async def match_record(self, match_id: int) -> tuple[MatchRow, str, str] | None:
        """A match with its creation and last-change times (ISO 8601, UTC), or None."""
        rows = await self._read("SELECT * FROM matches WHERE id = ?", (match_id,))
        if not rows:
            return None
        return decode_row(rows[0]), str(rows[0]["created_at"]), str(rows[0]["updated_at"])

    async def match_results(self, match_id: int) -> list[records.ResultRow]:
        """The result of every seat of a finished match (empty before it finished)."""
        rows = await self._read(
            "SELECT * FROM results WHERE match_id = ? ORDER BY seat", (match_id,)
        )
        return [records.result_row(r) for r in rows]

    async def leaderboard(
        self, guild_id: int, game: str, limit: int = 10, offset: int = 0
    ) -> list[records.RatingRow]:
        """The server's ratings in `game`, best first (ties by fewer games, then name)."""
        rows = await self._read(
            "SELECT * FROM ratings WHERE guild_id = ? AND game = ? ORDER BY rating DESC, games, name"
            " LIMIT ? OFFSET ?",
            (guild_id, game, limit, offset),
        )
        return [records.rating_row(r) for r in rows]

    async def ratings_of(self, guild_id: int, player: str) -> dict[str, records.RatingRow]:
        """A player's rating per game on a server."""
        rows = await self._read(
            "SELECT * FROM ratings WHERE guild_id = ? AND player = ?", (guild_id, player)
        )
        return {str(r["game"]): records.rating_row(r) for r in rows}

    async def player_results(self, guild_id: int, player: str) -> list[records.ResultRow]:
        """Every finished game of a player on a server, oldest first."""
        rows = await self._read(
            "SELECT * FROM results WHERE guild_id = ? AND player = ? ORDER BY finished_at, match_id",
            (guild_id, player),
        )
        return [records.result_row(r) for r in rows]

    async def best_wins(self, guild_id: int, player: str) -> list[tuple[str, int, str, float]]:
        """(game, match id, opponent name, opponent's rating then) of every rated win of
        a player on a server, the strongest opponent first."""
        rows = await self._read(
            "SELECT r.game, r.match_id, o.name, o.rating_before FROM results r JOIN results o"
            " ON o.match_id = r.match_id AND o.player != r.player"
            " WHERE r.guild_id = ? AND r.player = ? AND r.outcome = 'win' AND r.rated = 1"
            " AND o.outcome != 'win' ORDER BY o.rating_before DESC, r.match_id",
            (guild_id, player),
        )
        return [(str(r[0]), int(r[1]), str(r[2]), float(r[3])) for r in rows]

    async def last_match_in(self, channel_id: int) -> int | None:
        """The newest match of a channel that started (any status), or None."""
        rows = await self._read(
            "SELECT MAX(id) FROM matches WHERE channel_id = ? AND status != 'lobby'"
            " AND snapshot IS NOT NULL",
            (channel_id,),
        )
        return None if not rows or rows[0][0] is None else int(rows[0][0])

    async def export_guild(
        self, guild_id: int, chunk: int = 500
    ) -> dict[str, list[dict[str, Any]]]:
        """Everything kept about a server's closed games: matches, logs, results, ratings.
        Read `chunk` matches at a time, so other tables' moves wait for one short read at
        most, never for the whole export."""
        out: dict[str, list[dict[str, Any]]] = {
            "matches": [],
            "moves": [],
            "results": [],
            "ratings": [],
        }
        last = 0
        while True:
            rows = await self._read(records.EXPORT_MATCHES, (guild_id, last, chunk))
            if not rows:
                break
            lo, hi = int(rows[0]["id"]), int(rows[-1]["id"])
            ids = {int(r["id"]) for r in rows}
            out["matches"] += [records.plain(r) for r in rows]
            for table, sql in (
                ("moves", records.EXPORT_MOVES),
                ("results", records.EXPORT_RESULTS),
            ):
                out[table] += [
                    records.plain(r)
                    for r in await self._read(sql, (lo, hi))
                    if r["match_id"] in ids
                ]
            last = hi
        out["ratings"] = [
            records.plain(r) for r in await self._read(records.EXPORT_RATINGS, (guild_id,))
        ]
        return out

    async def forget_guild(self, guild_id: int) -> int:
        """Delete a server's closed matches (with their logs), results and ratings in one
        transaction; open games are kept. Returns how many matches were deleted."""

        async def body(db: aiosqlite.Connection) -> int:
            count = 0
            for sql in records.FORGET_STATEMENTS:
                cur = await db.execute(sql, (guild_id,))
                count = cur.rowcount
                await cur.close()
            return count

        return await self._transaction(body)

    async def user_setting(self, user_id: int, name: str) -> str | None:
        """A member's setting `name` (None when they never set it)."""
        rows = await self._read(
            "SELECT value FROM user_settings WHERE user_id = ? AND name = ?", (user_id, name)
        )
        return str(rows[0]["value"]) if rows else None

    async def set_user_setting(self, user_id: int, name: str, value: str) -> None:
        """Store a member's setting `name` (replacing the old value)."""
        await self._write(
            "INSERT INTO user_settings (user_id, name, value) VALUES (?, ?, ?)"
            " ON CONFLICT (user_id, name) DO UPDATE SET value = excluded.value",
            (user_id, name, value),
        )

    async def user_data(self, user_id: int) -> dict[str, list[dict[str, Any]]]:
        """Everything kept about one member: their results and ratings on every server,
        the matches they hosted or finished (with the seats as stored) and their settings."""
        results = await self._read(
            "SELECT * FROM results WHERE user_id = ? ORDER BY match_id", (user_id,)
        )
        ratings = await self._read(
            "SELECT * FROM ratings WHERE user_id = ? ORDER BY guild_id, game", (user_id,)
        )
        matches = await self._read(
            "SELECT id, guild_id, channel_id, game, status, host_id, seats, result, created_at, updated_at"
            " FROM matches WHERE host_id = ? OR id IN (SELECT match_id FROM results WHERE user_id = ?)"
            " ORDER BY id",
            (user_id, user_id),
        )
        settings = await self._read(
            "SELECT name, value FROM user_settings WHERE user_id = ? ORDER BY name", (user_id,)
        )
        return {
            "results": [records.plain(r) for r in results],
            "ratings": [records.plain(r) for r in ratings],
            "matches": [records.plain(r) for r in matches],
            "settings": [records.plain(r) for r in settings],
        }


BUSY_TEXT = (
    "The game database is busy (another program holds it locked). Nothing changed — "
    "try again in a moment."
)

_JSON_COLUMNS = {"options", "seats", "meta", "result", "snapshot"}
_UPDATABLE = {
    "status",
    "seats",
    "options",
    "lobby_message_id",
    "board_message_id",
    "meta",
    "result",
    "host_id",
}


_SUMMARY_SELECT = (
    "SELECT m.*,"
    " (SELECT COUNT(*) FROM moves WHERE match_id = m.id) AS log_count,"
    " (SELECT MAX(ply) FROM moves WHERE match_id = m.id) AS log_max_ply,"
    " (SELECT kind || char(31) || move FROM moves WHERE match_id = m.id"
    "   ORDER BY ply DESC LIMIT 1) AS log_last,"
    " (SELECT created_at FROM moves WHERE match_id = m.id ORDER BY ply DESC LIMIT 1) AS last_move_at"
    " FROM matches m"
)
_OPEN_WHERE = (
    "m.status IN ('lobby', 'active') OR (m.status = 'finished' AND m.announced_ply < m.ply)"
)
#: Discord's shard formula, written the same in SQLite and PostgreSQL.
_SHARD_WHERE = "((COALESCE(m.guild_id, 0) >> 22) % ?) IN ({marks})"


def _shard_filter(shard_count: int | None, shard_ids: Sequence[int]) -> tuple[int, ...]:
    """The parameters of `_SHARD_WHERE` (count, then ids), or () for no filter."""
    return () if shard_count is None else (shard_count, *shard_ids)


def _marks(n: int) -> str:
    return ", ".join("?" * n) if n else "NULL"


def _decode_or_damaged(raw: aiosqlite.Row) -> MatchRow | DamagedRow | None:
    try:
        return decode_row(raw)
    except CorruptRowError as exc:
        return damaged_row(raw, str(exc))


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


__all__ = [
    "OPEN_STATUSES",
    "ChannelBusyError",
    "CorruptRowError",
    "DamagedRow",
    "MatchRow",
    "MatchStore",
    "StoreBusyError",
    "StoreOpenError",
]
