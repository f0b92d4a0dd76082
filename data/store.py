"""The SQLite match store (aiosqlite, WAL mode).

A match is one row of `matches` plus its rows in the append-only `moves` log. Every accepted
move is committed in one transaction together with the new snapshot, guarded by the ply the
move was made from: a second writer for the same ply finds the guard changed and gets
`StaleMoveError` instead of a double move.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any, Iterable

import aiosqlite

from bot.core.errors import GameError, StaleMoveError

OPEN_STATUSES = ("lobby", "active")


@dataclass
class MatchRow:
    """A match as stored. JSON columns are decoded; `snapshot` stays raw text so a damaged
    snapshot can be detected (and rebuilt from the log) by the caller."""

    id: int
    guild_id: int | None
    channel_id: int
    game: str
    rules_version: int
    seed: int
    options: dict[str, Any]
    status: str
    host_id: int
    seats: list[dict[str, Any]]
    lobby_message_id: int | None
    board_message_id: int | None
    snapshot: str | None
    ply: int
    meta: dict[str, Any] = field(default_factory=dict)
    result: dict[str, Any] | None = None


@dataclass(frozen=True)
class LogEntry:
    ply: int
    seat: int | None
    kind: str
    move: str


class CorruptRowError(ValueError):
    """A stored row cannot be read (bad JSON, wrong types)."""


def _migrations() -> list[tuple[int, str]]:
    folder = resources.files("data").joinpath("migrations")
    out = []
    for entry in folder.iterdir():
        name = entry.name
        if name.endswith(".sql") and name[:3].isdigit():
            out.append((int(name[:3]), entry.read_text(encoding="utf-8")))
    return sorted(out)


class MatchStore:
    """Async access to the match database. Call `open()` before use, `close()` after."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self._db: aiosqlite.Connection | None = None

    @property
    def db(self) -> aiosqlite.Connection:
        if self._db is None:
            raise RuntimeError("MatchStore is not open")
        return self._db

    async def open(self) -> None:
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        self._db = await aiosqlite.connect(self.path, isolation_level=None)
        self._db.row_factory = aiosqlite.Row
        for pragma in ("journal_mode=WAL", "synchronous=NORMAL", "foreign_keys=ON", "busy_timeout=5000"):
            await self._fetchall(f"PRAGMA {pragma}")
        await self.migrate()

    async def _fetchall(self, sql: str, params: tuple[Any, ...] = ()) -> list[aiosqlite.Row]:
        """Run a query and close its cursor (an open cursor would block COMMIT)."""
        async with self.db.execute(sql, params) as cur:
            return list(await cur.fetchall())

    async def close(self) -> None:
        if self._db is not None:
            await self._db.close()
            self._db = None

    async def migrate(self) -> int:
        """Apply every numbered migration not yet applied; returns the schema version."""
        db = self.db
        version = (await self._fetchall("PRAGMA user_version"))[0][0]
        for number, sql in _migrations():
            if number <= version:
                continue
            await db.execute("BEGIN")
            try:
                for statement in _split_sql(sql):
                    await db.execute(statement)
                await db.execute(f"PRAGMA user_version = {number}")
                await db.execute("COMMIT")
            except BaseException:
                await db.execute("ROLLBACK")
                raise
            version = number
        return version

    # ----- matches ------------------------------------------------------------------
    async def create_match(
        self, *, guild_id: int | None, channel_id: int, game: str, rules_version: int,
        seed: int, options: dict[str, Any], host_id: int, seats: list[dict[str, Any]],
    ) -> int:
        """Insert a lobby; raises `ChannelBusyError` if the channel already has an open match."""
        try:
            cur = await self.db.execute(
                "INSERT INTO matches (guild_id, channel_id, game, rules_version, seed, options,"
                " status, host_id, seats) VALUES (?, ?, ?, ?, ?, ?, 'lobby', ?, ?)",
                (guild_id, channel_id, game, rules_version, seed, json.dumps(options), host_id,
                 json.dumps(seats)),
            )
        except aiosqlite.IntegrityError:
            raise ChannelBusyError("This channel already has a game. Finish or cancel it first.") from None
        assert cur.lastrowid is not None
        return cur.lastrowid

    async def update_match(self, match_id: int, **fields: Any) -> None:
        """Update plain columns of a match (JSON columns given as Python values)."""
        if not fields:
            return
        cols, vals = [], []
        for k, v in fields.items():
            if k not in _UPDATABLE:
                raise ValueError(f"column {k} cannot be updated this way")
            cols.append(f"{k} = ?")
            vals.append(json.dumps(v) if k in _JSON_COLUMNS and v is not None else v)
        cols.append("updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')")
        await self.db.execute(f"UPDATE matches SET {', '.join(cols)} WHERE id = ?", (*vals, match_id))

    async def start_match(self, match_id: int, seats: list[dict[str, Any]], options: dict[str, Any], snapshot: Any) -> None:
        await self.db.execute(
            "UPDATE matches SET status = 'active', seats = ?, options = ?, snapshot = ?, ply = 0,"
            " updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND status = 'lobby'",
            (json.dumps(seats), json.dumps(options), json.dumps(snapshot), match_id),
        )

    async def record_moves(
        self, match_id: int, from_ply: int, entries: Iterable[tuple[int | None, str, str]],
        snapshot: Any, *, status: str = "active", result: dict[str, Any] | None = None,
        meta: dict[str, Any] | None = None,
    ) -> int:
        """Append `entries` (seat, kind, move) starting at `from_ply` and store the new
        snapshot, all in one transaction guarded by the current ply. Returns the new ply.
        Raises `StaleMoveError` if the stored ply is no longer `from_ply`."""
        entries = list(entries)
        new_ply = from_ply + len(entries)
        db = self.db
        await db.execute("BEGIN IMMEDIATE")
        try:
            cur = await db.execute(
                "UPDATE matches SET snapshot = ?, ply = ?, status = ?, result = ?,"
                " meta = COALESCE(?, meta), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
                " WHERE id = ? AND ply = ? AND status = 'active'",
                (json.dumps(snapshot), new_ply, status, None if result is None else json.dumps(result),
                 None if meta is None else json.dumps(meta), match_id, from_ply),
            )
            if cur.rowcount != 1:
                raise StaleMoveError("The game has moved on since; look at the current board.")
            await db.executemany(
                "INSERT INTO moves (match_id, ply, seat, kind, move) VALUES (?, ?, ?, ?, ?)",
                [(match_id, from_ply + i, seat, kind, move) for i, (seat, kind, move) in enumerate(entries)],
            )
            await db.execute("COMMIT")
        except BaseException:
            await db.execute("ROLLBACK")
            raise
        return new_ply

    async def get_match(self, match_id: int) -> MatchRow | None:
        rows = await self._fetchall("SELECT * FROM matches WHERE id = ?", (match_id,))
        return _row(rows[0]) if rows else None

    async def open_match_rows(self) -> list[aiosqlite.Row]:
        """Raw rows of every lobby and active match (decode each with `decode_row`)."""
        return await self._fetchall("SELECT * FROM matches WHERE status IN ('lobby', 'active') ORDER BY id")

    async def moves(self, match_id: int) -> list[LogEntry]:
        rows = await self._fetchall(
            "SELECT ply, seat, kind, move FROM moves WHERE match_id = ? ORDER BY ply", (match_id,)
        )
        return [LogEntry(r["ply"], r["seat"], r["kind"], r["move"]) for r in rows]


class ChannelBusyError(GameError):
    """The channel already has an open match."""


_JSON_COLUMNS = {"options", "seats", "meta", "result", "snapshot"}
_UPDATABLE = {
    "status", "seats", "options", "lobby_message_id", "board_message_id", "meta", "result",
    "host_id",
}


def decode_row(row: aiosqlite.Row) -> MatchRow:
    """A `MatchRow` from a raw row; raises `CorruptRowError` when a column is unreadable."""
    return _row(row)


def _row(row: aiosqlite.Row) -> MatchRow:
    try:
        options = json.loads(row["options"])
        seats = json.loads(row["seats"])
        meta = json.loads(row["meta"] or "{}")
        result = json.loads(row["result"]) if row["result"] else None
        if not isinstance(options, dict) or not isinstance(seats, list) or not isinstance(meta, dict):
            raise TypeError("wrong JSON shape")
        return MatchRow(
            id=int(row["id"]), guild_id=row["guild_id"], channel_id=int(row["channel_id"]),
            game=str(row["game"]), rules_version=int(row["rules_version"]), seed=int(row["seed"]),
            options=options, status=str(row["status"]), host_id=int(row["host_id"]), seats=seats,
            lobby_message_id=row["lobby_message_id"], board_message_id=row["board_message_id"],
            snapshot=row["snapshot"], ply=int(row["ply"]), meta=meta, result=result,
        )
    except (TypeError, ValueError, KeyError) as exc:
        raise CorruptRowError(f"match row {row['id']} is damaged: {exc}") from None


def _split_sql(script: str) -> list[str]:
    """Split a migration into complete statements (as SQLite itself judges them)."""
    statements, buf = [], ""
    for line in script.splitlines(keepends=True):
        buf += line
        if sqlite3.complete_statement(buf):
            if buf.strip():
                statements.append(buf.strip())
            buf = ""
    if buf.strip() and not all(l.strip().startswith("--") for l in buf.strip().splitlines()):
        statements.append(buf.strip())
    return statements
