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

import json
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable, Iterable, Sequence
from typing import Any, TypeVar

from bot.core.errors import GameError, StaleMoveError
from bot.core.play import LogEntry
from data import records
from data.dialect import SQLITE_NOW
from data.rows import CorruptRowError, DamagedRow, MatchRow, damaged_row, decode_row
from data.tx import Row, Tx

OPEN_STATUSES = ("lobby", "active")
T = TypeVar("T")

#: The current time as stored (ISO 8601, UTC, milliseconds), in the SQL dialect of record.
NOW = SQLITE_NOW


class ChannelBusyError(GameError):
    """The channel already has an open match."""


class StoreBusyError(GameError):
    """The database stayed locked (or unreachable) for a moment; nothing was written."""


class StoreOpenError(RuntimeError):
    """The database cannot be used. The message is a paragraph for the operator."""


class StoreDataError(RuntimeError):
    """The database refused a value that does not fit its column (PostgreSQL keeps column
    types; SQLite stores what it is given)."""


class StoreIntegrityError(RuntimeError):
    """The database refused a write that breaks one of its rules (a unique index, the
    append-only log). Backends raise it in place of their driver's error."""


BUSY_TEXT = (
    "The game database is busy (another program holds it locked). Nothing changed — "
    "try again in a moment."
)
CHANNEL_BUSY_TEXT = "This channel already has a game. Finish or cancel it first."

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


class Store(ABC):
    """Async access to the match database. Call `open()` before use, `close()` after."""

    #: The backend's name ("sqlite", "postgres"), for logs and benchmarks.
    backend: str = ""

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

    @abstractmethod
    async def _read(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Rows of one query."""

    @abstractmethod
    async def _execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One autocommit statement; returns how many rows it changed."""

    @abstractmethod
    async def _insert(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One autocommit INSERT into a table with an `id` key; returns the new id."""

    @abstractmethod
    async def _transaction(self, body: Callable[[Tx], Awaitable[T]]) -> T:
        """Run `body` in one transaction: committed when it returns, rolled back on any
        exception (also a cancellation), which is re-raised."""

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
    ) -> int:
        """Insert a lobby; raises `ChannelBusyError` if the channel already has an open match."""
        try:
            return await self._insert(
                "INSERT INTO matches (guild_id, channel_id, game, rules_version, seed, options,"
                " status, host_id, seats) VALUES (?, ?, ?, ?, ?, ?, 'lobby', ?, ?)",
                (
                    guild_id,
                    channel_id,
                    game,
                    rules_version,
                    seed,
                    json.dumps(options),
                    host_id,
                    json.dumps(seats),
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
        status: str = "active",
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

        async def body(tx: Tx) -> int:
            changed = await tx.execute(
                "UPDATE matches SET snapshot = ?, ply = ?, status = ?, result = ?,"
                f" meta = COALESCE(?, meta), updated_at = {NOW}"
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
            if changed != 1:
                raise StaleMoveError("The game has moved on since; look at the current board.")
            await tx.executemany(
                "INSERT INTO moves (match_id, ply, seat, kind, move) VALUES (?, ?, ?, ?, ?)",
                [
                    (match_id, from_ply + i, seat, kind, move)
                    for i, (seat, kind, move) in enumerate(rows)
                ],
            )
            if extra is not None:
                await extra(tx)
            return new_ply

        try:
            return await self._transaction(body)
        except StoreIntegrityError:  # another writer appended this ply first
            raise StaleMoveError(
                "The game has moved on since; look at the current board."
            ) from None

    async def mark_announced(self, match_id: int, ply: int, board_message_id: int | None) -> None:
        """Remember that the board of `ply` was shown (as `board_message_id`). The mark
        never goes backwards."""
        await self._execute(
            "UPDATE matches SET announced_ply = MAX(announced_ply, ?),"
            " board_message_id = COALESCE(?, board_message_id) WHERE id = ?",
            (ply, board_message_id, match_id),
        )

    async def get_match(self, match_id: int) -> MatchRow | None:
        rows = await self._read("SELECT * FROM matches WHERE id = ?", (match_id,))
        return decode_row(rows[0]) if rows else None

    async def load_open(self) -> list[MatchRow | DamagedRow]:
        """Every lobby and active match, and every finished match whose final board was
        never shown, with a summary of its log — in one query. Rows that cannot be
        decoded come back as `DamagedRow`."""
        rows = await self._read(
            "SELECT m.*,"
            " (SELECT COUNT(*) FROM moves WHERE match_id = m.id) AS log_count,"
            " (SELECT MAX(ply) FROM moves WHERE match_id = m.id) AS log_max_ply,"
            " (SELECT kind || char(31) || move FROM moves WHERE match_id = m.id"
            "   ORDER BY ply DESC LIMIT 1) AS log_last,"
            " (SELECT created_at FROM moves WHERE match_id = m.id ORDER BY ply DESC LIMIT 1)"
            " AS last_move_at"
            " FROM matches m WHERE m.status IN ('lobby', 'active')"
            " OR (m.status = 'finished' AND m.announced_ply < m.ply) ORDER BY m.id"
        )
        out: list[MatchRow | DamagedRow] = []
        for raw in rows:
            try:
                out.append(decode_row(raw))
            except CorruptRowError as exc:
                damaged = damaged_row(raw, str(exc))
                if damaged is not None:
                    out.append(damaged)
        return out

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
            "SELECT * FROM ratings WHERE guild_id = ? AND game = ?"
            " ORDER BY rating DESC, games, name LIMIT ? OFFSET ?",
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
            "SELECT * FROM results WHERE guild_id = ? AND player = ?"
            " ORDER BY finished_at, match_id",
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

        async def body(tx: Tx) -> int:
            count = 0
            for sql in records.FORGET_STATEMENTS:
                count = await tx.execute(sql, (guild_id,))
            return count

        return await self._transaction(body)

    async def user_data(self, user_id: int) -> dict[str, list[dict[str, Any]]]:
        """Everything kept about one member: their results and ratings on every server and
        the matches they hosted or finished (with the seats as stored)."""
        results = await self._read(
            "SELECT * FROM results WHERE user_id = ? ORDER BY match_id", (user_id,)
        )
        ratings = await self._read(
            "SELECT * FROM ratings WHERE user_id = ? ORDER BY guild_id, game", (user_id,)
        )
        matches = await self._read(
            "SELECT id, guild_id, channel_id, game, status, host_id, seats, result, created_at,"
            " updated_at FROM matches"
            " WHERE host_id = ? OR id IN (SELECT match_id FROM results WHERE user_id = ?)"
            " ORDER BY id",
            (user_id, user_id),
        )
        return {
            "results": [records.plain(r) for r in results],
            "ratings": [records.plain(r) for r in ratings],
            "matches": [records.plain(r) for r in matches],
        }


def safe_target(url: str) -> str:
    """The URL without its password (for logs and messages)."""
    head, sep, tail = url.partition("@")
    if not sep or ":" not in head.split("//", 1)[-1]:
        return url
    scheme, _, user = head.partition("//")
    return f"{scheme}//{user.split(':', 1)[0]}:***@{tail}"
