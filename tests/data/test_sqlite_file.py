"""SQLite's own store tests: a database file locked by another program, a damaged file."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.core.errors import StaleMoveError
from data.store import MatchRow, SqliteStore, StoreBusyError, StoreOpenError
from tests.data.test_store import active, lobby


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    s = SqliteStore(tmp_path / "kitty.sqlite3", lock_wait=0.5, busy_timeout_ms=100)
    await s.open()
    yield s
    await s.close()


async def test_a_locked_database_is_retried_then_refused_clearly(
    store: SqliteStore, tmp_path: Path
) -> None:
    mid = await lobby(store, 1)
    blocker = sqlite3.connect(tmp_path / "kitty.sqlite3", timeout=0)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StoreBusyError):
            await store.update_match(mid, seats=[])
        with pytest.raises(StoreBusyError):
            await store.record_moves(mid, 0, [(0, "move", "a")], {})
    finally:
        blocker.rollback()
        blocker.close()
    await store.update_match(mid, seats=[])  # works again once the lock is gone


def exclusive_lock(path: Path) -> sqlite3.Connection:
    """Another program holding the whole file locked (rollback-journal mode, so even
    reading waits)."""
    blocker = sqlite3.connect(path, timeout=0, isolation_level=None)
    blocker.execute("PRAGMA journal_mode=DELETE")
    blocker.execute("BEGIN EXCLUSIVE")
    blocker.execute("CREATE TABLE IF NOT EXISTS other_program (x)")
    return blocker


async def test_a_database_locked_for_a_while_opens_once_free(tmp_path: Path) -> None:
    path = tmp_path / "k.sqlite3"
    blocker = exclusive_lock(path)
    later = SqliteStore(path, lock_wait=10, busy_timeout_ms=50)
    opening = asyncio.create_task(later.open())
    await asyncio.sleep(0.5)
    assert not opening.done()
    blocker.execute("COMMIT")
    blocker.close()
    await opening
    await later.close()


async def test_a_database_locked_for_too_long_gives_one_paragraph(tmp_path: Path) -> None:
    path = tmp_path / "k.sqlite3"
    blocker = exclusive_lock(path)
    try:
        with pytest.raises(StoreOpenError) as info:
            await SqliteStore(path, lock_wait=0.3, busy_timeout_ms=50).open()
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert (
        str(path) in str(info.value) and "locked" in str(info.value) and "\n" not in str(info.value)
    )


@pytest.mark.parametrize(
    "content", [b"this is not a database at all" * 100, b"SQLite format 3\x00" + b"\xff" * 4000]
)
async def test_a_damaged_file_gives_one_paragraph(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "broken.sqlite3"
    path.write_bytes(content)
    with pytest.raises(StoreOpenError) as info:
        await SqliteStore(path, lock_wait=0.2).open()
    text = str(info.value)
    assert str(path) in text and "backup" in text and "\n" not in text


class CountingQueue:
    """Counts the jobs handed to aiosqlite's connection thread."""

    def __init__(self, queue: Any) -> None:
        self.queue, self.jobs = queue, 0

    def put_nowait(self, item: Any) -> None:
        self.jobs += 1
        self.queue.put_nowait(item)


async def test_moves_of_many_tables_at_once_cost_one_trip_each_and_failures_roll_back(
    store: SqliteStore,
) -> None:
    tables = [await active(store, 500 + n) for n in range(6)]
    counter = CountingQueue(store.db._tx)
    store.db._tx = counter
    try:
        stale = asyncio.gather(*(store.record_moves(m, 3, [(0, "move", "x")], {}) for m in tables))
        fine = asyncio.gather(
            *(store.record_moves(m, 0, [(0, "move", "a"), (1, "move", "b")], {}) for m in tables)
        )

        async def explode(tx: Any) -> None:
            raise RuntimeError("the finished game's hook failed")

        broken = store.record_moves(tables[0], 2, [(0, "move", "c")], {"s": 9}, extra=explode)
        results = await asyncio.gather(stale, fine, broken, return_exceptions=True)
    finally:
        store.db._tx = counter.queue
    assert isinstance(results[0], StaleMoveError)
    assert results[1] == [2] * len(tables)
    assert isinstance(results[2], RuntimeError)
    # A stale move and an accepted one: one job each (BEGIN, guard, moves, COMMIT or
    # ROLLBACK on the connection's thread). The failing hook: guard, moves, then ROLLBACK.
    assert counter.jobs <= len(tables) + len(tables) + 3
    for m in tables:
        row = await store.get_match(m)
        assert row is not None and isinstance(row, MatchRow)
        assert row.ply == 2 and [e.move for e in await store.moves(m)] == ["a", "b"]


async def test_a_move_refused_inside_its_one_trip_leaves_nothing_written(
    store: SqliteStore, tmp_path: Path
) -> None:
    """Moves of several tables at once where one table's log already holds the ply (the
    guard passes, the log refuses it) and another's database is locked: each refused move
    changes nothing, the others are written."""
    tables = [await active(store, 700 + n) for n in range(4)]
    await store._execute(
        "INSERT INTO moves (match_id, ply, seat, kind, move) VALUES (?, 0, 0, 'move', 'old')",
        (tables[0],),
    )
    results = await asyncio.gather(
        *(store.record_moves(m, 0, [(0, "move", "new")], {"s": 1}) for m in tables),
        return_exceptions=True,
    )
    assert isinstance(results[0], StaleMoveError)
    assert results[1:] == [1, 1, 1]
    row = await store.get_match(tables[0])
    assert isinstance(row, MatchRow) and row.ply == 0 and row.snapshot != {"s": 1}
    assert [e.move for e in await store.moves(tables[0])] == ["old"]
    blocker = sqlite3.connect(tmp_path / "kitty.sqlite3", timeout=0)
    blocker.execute("BEGIN IMMEDIATE")
    try:
        busy = await asyncio.gather(
            *(store.record_moves(m, 1, [(1, "move", "b")], {"s": 2}) for m in tables[1:]),
            return_exceptions=True,
        )
    finally:
        blocker.rollback()
        blocker.close()
    assert all(isinstance(r, StoreBusyError) for r in busy)
    for m in tables[1:]:
        row = await store.get_match(m)
        assert isinstance(row, MatchRow) and row.ply == 1
        assert [e.move for e in await store.moves(m)] == ["new"]
    assert await store.record_moves(tables[1], 1, [(1, "move", "b")], {"s": 2}) == 2
