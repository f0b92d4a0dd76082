"""What every match store promises, whatever database holds it: the `Store` interface with
its queries written once, the store errors, and the handles a transaction body receives.

A match is one row of `matches` plus its rows in the append-only `moves` log. Every change
of a match is one atomic write: a single guarded `UPDATE`, or one transaction (an accepted
move: log entries + the new snapshot, guarded by the ply the move was made from, so a
second writer for the same ply gets `StaleMoveError`). Callers change their in-memory copy
only after a write here returned.

The SQL below is written once, in SQLite's dialect with `?` placeholders; a backend whose
dialect differs translates it (`data/dialect.py`). A backend provides only the primitives:
`open`, `close`, `migrate`, `schema_version`, `_read`, `_execute`, `_insert`,
`_transaction`. Adding a store method therefore means one SQL statement.
"""

from __future__ import annotations

import asyncio
import json
from abc import abstractmethod
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager, nullcontext
from typing import Any, TypeVar

from bot.core.errors import StaleMoveError
from bot.core.play import LogEntry
from data.dialect import SQLITE_NOW
from data.record_queries import RecordQueries
from data.rows import (
    OPEN_STATUSES,
    CorruptRowError,
    DamagedRow,
    LessonRow,
    MatchRow,
    MatchStatus,
    damaged_row,
    decode_row,
)
from data.store_errors import (
    BUSY_TEXT,
    CHANNEL_BUSY_TEXT,
    ChannelBusyError,
    StoreBusyError,
    StoreDataError,
    StoreIntegrityError,
    StoreOpenError,
    safe_target,
)
from data.tx import Row, Tx

T = TypeVar("T")

#: The current time as stored (ISO 8601, UTC, milliseconds), in the SQL dialect of record.
NOW = SQLITE_NOW
#: The refusal of a move whose ply another writer took first.
MOVED_ON_TEXT = "The game has moved on since; look at the current board."
#: One entry of a match's move log.
APPEND_MOVES = "INSERT INTO moves (match_id, ply, seat, kind, move) VALUES (?, ?, ?, ?, ?)"


_JSON_COLUMNS = {"options", "seats", "meta", "result", "snapshot", "old_boards"}
_UPDATABLE = {
    "status",
    "seats",
    "options",
    "lobby_message_id",
    "board_message_id",
    "old_boards",
    "meta",
    "result",
    "host_id",
}


class Store(RecordQueries):
    """Async access to the match database. Call `open()` before use, `close()` after."""

    #: The backend's name ("sqlite", "postgres"), for logs and benchmarks.
    backend: str = ""
    #: The in-process locks of `match_lock`, by match id (set by each backend's __init__).
    _match_locks: dict[int, asyncio.Lock]

    # ----- the primitives a backend provides ---------------------------------------
    @abstractmethod
    async def open(self) -> None:
        """Connect, check, apply migrations; `StoreOpenError` (a paragraph) if unusable."""

    @abstractmethod
    async def close(self) -> None:
        """Release the connection(s); safe to call twice."""

    @abstractmethod
    async def migrate(self) -> int:
        """Apply every numbered migration not yet applied, each in one transaction;
        returns the schema version. Running it twice changes nothing."""

    @abstractmethod
    async def schema_version(self) -> int:
        """The number of the newest migration applied."""

    # `_read(sql, params)` and `_transaction(body)`: see RecordQueries.

    @abstractmethod
    async def _execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One autocommit statement; returns how many rows it changed."""

    @abstractmethod
    async def _insert(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One autocommit INSERT into a table with an `id` key; returns the new id."""

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
            return await self._insert(
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
        except StoreIntegrityError:
            raise ChannelBusyError(CHANNEL_BUSY_TEXT) from None

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
        cols.append(f"updated_at = {NOW}")
        where = "id = ?"
        params: list[int | str] = [match_id]
        if expect_status is not None:
            where += " AND status = ?"
            params.append(expect_status)
        count = await self._execute(
            f"UPDATE matches SET {', '.join(cols)} WHERE {where}", (*vals, *params)
        )
        if count != 1:
            raise StaleMoveError("This game has changed meanwhile; look at the current board.")

    async def start_match(
        self, match_id: int, seats: list[dict[str, Any]], options: dict[str, Any], snapshot: Any
    ) -> None:
        """Turn a lobby into an active match at ply 0 (guarded: still a lobby)."""
        count = await self._execute(
            "UPDATE matches SET status = 'active', seats = ?, options = ?, snapshot = ?, ply = 0,"
            f" announced_ply = -1, updated_at = {NOW} WHERE id = ? AND status = 'lobby'",
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
        status: str = MatchStatus.ACTIVE,
        result: dict[str, Any] | None = None,
        meta: dict[str, Any] | None = None,
        extra: Callable[[Tx], Awaitable[None]] | None = None,
    ) -> int:
        """Append `entries` (seat, kind, move) starting at `from_ply` and store the new
        snapshot, all in one transaction guarded by the current ply. Returns the new ply.
        Raises `StaleMoveError` if the stored ply is no longer `from_ply`. `extra` runs
        last inside the same transaction (a finished game's results and ratings)."""
        rows = list(entries)
        new_ply = from_ply + len(rows)
        guard = (
            (
                "UPDATE matches SET snapshot = ?, ply = ?, status = ?, result = ?,"
                f" meta = COALESCE(?, meta), updated_at = {NOW}"
                " WHERE id = ? AND ply = ? AND status = 'active'"
            ),
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
        log_rows = [
            (match_id, from_ply + i, seat, kind, move) for i, (seat, kind, move) in enumerate(rows)
        ]
        try:
            await self._guarded_write(guard, (APPEND_MOVES, log_rows), extra)
        except StoreIntegrityError:  # another writer appended this ply first
            raise StaleMoveError(MOVED_ON_TEXT) from None
        return new_ply

    async def _guarded_write(
        self,
        guard: tuple[str, Sequence[Any]],
        many: tuple[str, Sequence[Sequence[Any]]],
        extra: Callable[[Tx], Awaitable[None]] | None = None,
    ) -> None:
        """One transaction: the `guard` statement, which must change exactly one row (else
        `StaleMoveError` and nothing is written), then the `many` statement once per row of
        parameters, then `extra`. A backend may override it to need fewer round trips."""

        async def body(tx: Tx) -> None:
            if await tx.execute(*guard) != 1:
                raise StaleMoveError(MOVED_ON_TEXT)
            await tx.executemany(*many)
            if extra is not None:
                await extra(tx)

        await self._transaction(body)

    async def mark_announced(
        self,
        match_id: int,
        ply: int,
        board_message_id: int | None,
        old_boards: list[int] | None = None,
    ) -> None:
        """Remember that the board of `ply` was shown (as `board_message_id`) and, in the
        same statement, which replaced boards are still to be removed (`old_boards`, left
        as they are when None). The mark never goes backwards."""
        await self._execute(
            "UPDATE matches SET announced_ply = MAX(announced_ply, ?),"
            " board_message_id = COALESCE(?, board_message_id),"
            " old_boards = COALESCE(?, old_boards) WHERE id = ?",
            (
                ply,
                board_message_id,
                None if old_boards is None else json.dumps(old_boards),
                match_id,
            ),
        )

    async def get_match(self, match_id: int) -> MatchRow | None:
        rows = await self._read("SELECT * FROM matches WHERE id = ?", (match_id,))
        return decode_row(rows[0]) if rows else None

    async def update_metas(self, metas: Sequence[tuple[int, dict[str, Any]]]) -> None:
        """Store the meta of many matches in one transaction (all or nothing)."""
        if not metas:
            return
        rows = [(json.dumps(meta), mid) for mid, meta in metas]

        async def body(tx: Tx) -> None:
            await tx.executemany(
                "UPDATE matches SET meta = ?,"
                " updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?",
                rows,
            )

        await self._transaction(body)

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
        reads, decides and commits: within this process here; a server backend adds a
        lock across processes (`_cross_process_lock`)."""
        lock = self._match_locks.setdefault(match_id, asyncio.Lock())
        try:
            async with lock, self._cross_process_lock(match_id):
                yield
        finally:
            if not lock.locked() and self._match_locks.get(match_id) is lock:
                del self._match_locks[match_id]

    def _cross_process_lock(self, match_id: int) -> AbstractAsyncContextManager[None]:
        """The lock other processes see (none for SQLite: one process serves a file's
        match writes, and the ply guard refuses a second commit of the same ply)."""
        return nullcontext()

    # ----- members' settings --------------------------------------------------------
    async def user_setting(self, user_id: int, name: str) -> str | None:
        """A member's setting `name` (None when they never set it)."""
        rows = await self._read(
            "SELECT value FROM user_settings WHERE user_id = ? AND name = ?", (user_id, name)
        )
        return str(rows[0]["value"]) if rows else None

    async def set_user_setting(self, user_id: int, name: str, value: str) -> None:
        """Store a member's setting `name` (replacing the old value)."""
        await self._execute(
            "INSERT INTO user_settings (user_id, name, value) VALUES (?, ?, ?)"
            " ON CONFLICT (user_id, name) DO UPDATE SET value = excluded.value",
            (user_id, name, value),
        )

    async def user_settings_named(self, name: str) -> dict[int, str]:
        """Every member's setting `name`, by member id (start-up: members' languages)."""
        rows = await self._read("SELECT user_id, value FROM user_settings WHERE name = ?", (name,))
        return {int(r["user_id"]): str(r["value"]) for r in rows}

    # ----- servers' settings --------------------------------------------------------
    async def guild_settings_named(self, name: str) -> dict[int, str]:
        """Every server's setting `name`, by server id (start-up: servers' languages)."""
        rows = await self._read(
            "SELECT guild_id, value FROM guild_settings WHERE name = ?", (name,)
        )
        return {int(r["guild_id"]): str(r["value"]) for r in rows}

    async def guild_setting(self, guild_id: int, name: str) -> str | None:
        """A server's setting `name` (None when it was never set, or was cleared)."""
        rows = await self._read(
            "SELECT value FROM guild_settings WHERE guild_id = ? AND name = ?", (guild_id, name)
        )
        return str(rows[0]["value"]) if rows else None

    async def set_guild_setting(self, guild_id: int, name: str, value: str | None) -> None:
        """Store a server's setting `name` (replacing the old value); None clears it."""
        if value is None:
            await self._execute(
                "DELETE FROM guild_settings WHERE guild_id = ? AND name = ?", (guild_id, name)
            )
            return
        await self._execute(
            "INSERT INTO guild_settings (guild_id, name, value) VALUES (?, ?, ?)"
            " ON CONFLICT (guild_id, name) DO UPDATE SET value = excluded.value",
            (guild_id, name, value),
        )

    # ----- members' lessons ---------------------------------------------------------
    async def lesson_progress(self, user_id: int, game: str) -> LessonRow | None:
        """Where member `user_id` is in `game`'s lessons (None before their first lesson)."""
        rows = await self._read(
            "SELECT lesson, number, done, moves FROM lesson_progress"
            " WHERE user_id = ? AND game = ?",
            (user_id, game),
        )
        if not rows:
            return None
        row = rows[0]
        moves = json.loads(str(row["moves"]))
        return LessonRow(user_id, game, str(row["lesson"]), int(row["number"]),
                         bool(row["done"]), tuple(str(m) for m in moves))  # fmt: skip

    async def save_lesson_progress(self, row: LessonRow) -> None:
        """Store a member's place in a game's lessons (replacing the old one)."""
        await self._execute(
            "INSERT INTO lesson_progress (user_id, game, lesson, number, done, moves)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, game) DO UPDATE SET"
            " lesson = excluded.lesson, number = excluded.number, done = excluded.done,"
            " moves = excluded.moves",
            (row.user_id, row.game, row.lesson, row.number, int(row.done),
             json.dumps(list(row.moves))),
        )  # fmt: skip

    # ----- analyses of finished games -----------------------------------------------
    async def analysis(self, match_id: int, entries: int) -> dict[str, Any] | None:
        """The kept analysis of match `match_id` made when it had `entries` log entries
        (None when there is none)."""
        rows = await self._read(
            "SELECT data FROM analyses WHERE match_id = ? AND entries = ?", (match_id, entries)
        )
        if not rows:
            return None
        data = json.loads(str(rows[0]["data"]))
        return data if isinstance(data, dict) else None

    async def save_analysis(
        self, match_id: int, game: str, entries: int, data: dict[str, Any]
    ) -> None:
        """Keep a complete analysis of match `match_id` (one statement: all of it or none;
        an analysis already kept stays)."""
        await self._execute(
            "INSERT INTO analyses (match_id, game, entries, data) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (match_id) DO UPDATE SET game = excluded.game,"
            " entries = excluded.entries, data = excluded.data",
            (match_id, game, entries, json.dumps(data)),
        )

    async def moves(self, match_id: int) -> list[LogEntry]:
        rows = await self._read(
            "SELECT ply, seat, kind, move FROM moves WHERE match_id = ? ORDER BY ply", (match_id,)
        )
        return [LogEntry(r["ply"], r["seat"], r["kind"], r["move"]) for r in rows]


_SUMMARY_SELECT = (
    "SELECT m.*,"
    " (SELECT COUNT(*) FROM moves WHERE match_id = m.id) AS log_count,"
    " (SELECT MAX(ply) FROM moves WHERE match_id = m.id) AS log_max_ply,"
    " (SELECT kind || char(31) || move FROM moves WHERE match_id = m.id"
    "   ORDER BY ply DESC LIMIT 1) AS log_last,"
    " (SELECT created_at FROM moves WHERE match_id = m.id ORDER BY ply DESC LIMIT 1)"
    " AS last_move_at"
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


def _decode_or_damaged(raw: Row) -> MatchRow | DamagedRow | None:
    try:
        return decode_row(raw)
    except CorruptRowError as exc:
        return damaged_row(raw, str(exc))


__all__ = [
    "BUSY_TEXT",
    "CHANNEL_BUSY_TEXT",
    "OPEN_STATUSES",
    "ChannelBusyError",
    "Store",
    "StoreBusyError",
    "StoreDataError",
    "StoreIntegrityError",
    "StoreOpenError",
    "safe_target",
]
