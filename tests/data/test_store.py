"""The SQLite store: one write discipline, guarded commits, the append-only log,
migrations, damaged rows and files, a locked database."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.core.errors import StaleMoveError
from data.store import (
    ChannelBusyError,
    DamagedRow,
    MatchRow,
    MatchStore,
    StoreBusyError,
    StoreOpenError,
    _migrations,
)


@pytest.fixture
async def store(tmp_path: Path) -> Any:
    s = MatchStore(tmp_path / "kitty.sqlite3", lock_wait=0.5, busy_timeout_ms=100)
    await s.open()
    yield s
    await s.close()


async def lobby(store: MatchStore, channel: int, host: int = 1) -> int:
    return await store.create_match(
        guild_id=9,
        channel_id=channel,
        game="towers",
        rules_version=1,
        seed=5,
        options={},
        host_id=host,
        seats=[{"name": "h", "user_id": host}],
    )


async def active(store: MatchStore, channel: int) -> int:
    mid = await lobby(store, channel)
    await store.start_match(
        mid, [{"name": "h", "user_id": 1}, {"name": "g", "user_id": 2}], {}, {"s": 0}
    )
    return mid


class GuardGate:
    """Holds a move transaction open just before its ply guard runs, so a test can issue
    other writes while it is open, then let it fail the guard."""

    def __init__(self, store: MatchStore, monkeypatch: pytest.MonkeyPatch) -> None:
        self.entered = asyncio.Event()
        self.release = asyncio.Event()
        db = store.db
        original = db.execute

        def execute(sql: str, *args: Any) -> Any:
            if sql.startswith("UPDATE matches SET snapshot") and not self.entered.is_set():

                async def later() -> Any:
                    self.entered.set()
                    await self.release.wait()
                    return await original(sql, *args)

                return later()
            return original(sql, *args)

        monkeypatch.setattr(db, "execute", execute)


async def test_writes_of_other_matches_never_land_inside_a_failing_move_transaction(
    store: MatchStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    moving = await active(store, 100)
    other = await lobby(store, 200)
    starting = await lobby(store, 300)
    gate = GuardGate(store, monkeypatch)
    stale = asyncio.create_task(store.record_moves(moving, 7, [(0, "move", "a1-a2")], {"s": 1}))
    await gate.entered.wait()
    # While the move's transaction is open: a join, a new lobby, a start.
    others = asyncio.gather(
        store.update_match(
            other,
            expect_status="lobby",
            seats=[{"name": "h", "user_id": 1}, {"name": "j", "user_id": 3}],
        ),
        lobby(store, 400),
        store.start_match(
            starting, [{"name": "h", "user_id": 1}, {"name": "g", "user_id": 2}], {}, {"s": 0}
        ),
    )
    for _ in range(20):
        await asyncio.sleep(0)
    gate.release.set()
    with pytest.raises(StaleMoveError):
        await stale
    _, new_lobby, _ = await others
    joined = await store.get_match(other)
    assert joined is not None and [s["user_id"] for s in joined.seats] == [1, 3]
    started = await store.get_match(starting)
    assert started is not None and started.status == "active"
    created = await store.get_match(new_lobby)
    assert created is not None and created.channel_id == 400
    assert await lobby(store, 500) == new_lobby + 1  # no id was reused
    assert await store.moves(moving) == []


async def test_concurrent_moves_of_many_matches_all_commit(store: MatchStore) -> None:
    mids = [await active(store, 1000 + i) for i in range(30)]

    async def play(mid: int) -> None:
        for ply in range(5):
            await store.record_moves(mid, ply, [(ply % 2, "move", f"m{ply}")], {"ply": ply + 1})

    await asyncio.gather(*(play(mid) for mid in mids))
    for mid in mids:
        row = await store.get_match(mid)
        assert row is not None and row.ply == 5
        assert [e.move for e in await store.moves(mid)] == [f"m{i}" for i in range(5)]


async def test_a_stale_ply_is_refused_and_changes_nothing(store: MatchStore) -> None:
    mid = await active(store, 1)
    assert await store.record_moves(mid, 0, [(0, "move", "a")], {"n": 1}) == 1
    with pytest.raises(StaleMoveError):
        await store.record_moves(mid, 0, [(1, "move", "b")], {"n": 2})
    row = await store.get_match(mid)
    assert row is not None and row.ply == 1 and json.loads(row.snapshot or "") == {"n": 1}
    assert [e.move for e in await store.moves(mid)] == ["a"]


async def test_two_writers_of_one_ply_commit_once(store: MatchStore) -> None:
    mid = await active(store, 1)
    results = await asyncio.gather(
        store.record_moves(mid, 0, [(0, "move", "a")], {"n": "a"}),
        store.record_moves(mid, 0, [(0, "move", "b"), (1, "move", "c")], {"n": "b"}),
        return_exceptions=True,
    )
    assert results[0] == 1 and isinstance(results[1], StaleMoveError)
    assert [e.move for e in await store.moves(mid)] == ["a"]


async def test_guarded_updates_refuse_a_changed_status(store: MatchStore) -> None:
    mid = await active(store, 1)
    with pytest.raises(StaleMoveError):
        await store.update_match(mid, expect_status="lobby", seats=[])
    with pytest.raises(StaleMoveError):
        await store.start_match(mid, [], {}, {})


async def test_one_open_match_per_channel(store: MatchStore) -> None:
    await lobby(store, 1)
    with pytest.raises(ChannelBusyError):
        await lobby(store, 1)


async def test_the_move_log_is_append_only(store: MatchStore) -> None:
    mid = await active(store, 1)
    await store.record_moves(mid, 0, [(0, "move", "a")], {})
    for sql in ("UPDATE moves SET move = 'x'", "DELETE FROM moves"):
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            await store.db.execute(sql)


async def test_the_log_of_a_closed_match_may_be_forgotten_but_never_changed(
    store: MatchStore,
) -> None:
    mid = await active(store, 1)
    await store.record_moves(mid, 0, [(0, "resign", "")], {}, status="finished")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        await store.db.execute("UPDATE moves SET move = 'x'")
    await store.db.execute("DELETE FROM moves WHERE match_id = ?", (mid,))
    assert await store.moves(mid) == []


async def test_opening_a_database_twice_migrates_it_once(tmp_path: Path) -> None:
    path = tmp_path / "twice.sqlite3"
    first = MatchStore(path)
    await first.open()
    version = (await first._read("PRAGMA user_version"))[0][0]
    mid = await lobby(first, 3)
    await first.close()
    again = MatchStore(path)
    await again.open()  # every migration already applied: none runs again
    assert (await again._read("PRAGMA user_version"))[0][0] == version == len(_migrations())
    row = await again.get_match(mid)
    assert row is not None and row.channel_id == 3
    triggers = await again._read("SELECT name FROM sqlite_master WHERE type = 'trigger'")
    assert sorted(r[0] for r in triggers) == ["moves_no_delete", "moves_no_update"]
    await again.close()


async def test_migrations_are_idempotent_and_durability_is_full(store: MatchStore) -> None:
    version = await store.migrate()
    assert version == await store.migrate() >= 2
    rows = await store._read("PRAGMA synchronous")
    assert rows[0][0] == 2  # FULL
    rows = await store._read("PRAGMA journal_mode")
    assert rows[0][0] == "wal"


async def test_one_query_loads_every_open_match_with_its_log_summary(store: MatchStore) -> None:
    a = await active(store, 1)
    await store.record_moves(a, 0, [(0, "move", "x"), (1, "move", "y")], {})
    b = await lobby(store, 2)
    finished = await active(store, 3)
    await store.record_moves(finished, 0, [(0, "resign", "")], {}, status="finished")
    rows = {r.id: r for r in await store.load_open()}
    assert set(rows) == {a, b, finished}  # the finished one was never announced
    ra = rows[a]
    assert isinstance(ra, MatchRow) and (ra.log_count, ra.log_max_ply, ra.log_last) == (
        2,
        1,
        ("move", "y"),
    )
    await store.mark_announced(finished, 1, 77)
    assert finished not in {r.id for r in await store.load_open()}


@pytest.mark.parametrize(
    "column,value",
    [
        ("options", "{not json"),
        ("seats", "42"),
        ("meta", "[1]"),
        ("seats", "[1, 2]"),
        ("host_id", "'abc'"),
    ],
)
async def test_an_undecodable_row_comes_back_as_damaged(
    store: MatchStore, column: str, value: str
) -> None:
    mid = await lobby(store, 55)
    await store.db.execute(
        f"UPDATE matches SET {column} = {value if value.startswith(chr(39)) else repr(value)} WHERE id = ?",
        (mid,),
    )
    [row] = await store.load_open()
    assert isinstance(row, DamagedRow) and row.channel_id == 55 and row.id == mid


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
