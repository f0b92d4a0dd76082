"""SQLite's own store tests: a database file locked by another program, a damaged file."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from data.store import MatchStore, StoreBusyError, StoreOpenError
from tests.data.test_store import lobby


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[MatchStore]:
    s = MatchStore(tmp_path / "kitty.sqlite3", lock_wait=0.5, busy_timeout_ms=100)
    await s.open()
    yield s
    await s.close()


async def test_a_locked_database_is_retried_then_refused_clearly(
    store: MatchStore, tmp_path: Path
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
    later = MatchStore(path, lock_wait=10, busy_timeout_ms=50)
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
            await MatchStore(path, lock_wait=0.3, busy_timeout_ms=50).open()
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
        await MatchStore(path, lock_wait=0.2).open()
    text = str(info.value)
    assert str(path) in text and "backup" in text and "\n" not in text
