"""The store contract, on both backends (`store` / `make_store` in conftest.py): one write
discipline, guarded commits, the append-only log, migrations, damaged rows, concurrency.
The tests of a locked or damaged *file* are SQLite's own (tests/data/test_sqlite_file.py);
PostgreSQL's own are in tests/data/test_postgres.py."""

from __future__ import annotations

import asyncio
import json
import threading
from typing import Any

import pytest

from bot.core.errors import StaleMoveError
from data import sqlite_store
from data.store import (
    ChannelBusyError,
    DamagedRow,
    MatchRow,
    Store,
    StoreDataError,
    StoreIntegrityError,
    migrations,
)
from tests.data.conftest import MakeStore


async def lobby(store: Store, channel: int, host: int = 1) -> int:
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


async def active(store: Store, channel: int) -> int:
    mid = await lobby(store, channel)
    await store.start_match(
        mid, [{"name": "h", "user_id": 1}, {"name": "g", "user_id": 2}], {}, {"s": 0}
    )
    return mid


class GuardGate:
    """Holds a move transaction open just before its ply guard runs, so a test can issue
    other writes while it is open, then let it fail the guard. SQLite runs a move's whole
    transaction as one job on its connection's thread: there the gate holds that job."""

    def __init__(self, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
        self.entered = asyncio.Event()
        self._release = asyncio.Event()
        self._go = threading.Event()
        tx_type: Any = store._tx_type
        original = tx_type.execute
        gate = self

        async def execute(tx: Any, sql: str, *args: Any) -> Any:
            if sql.startswith("UPDATE matches SET snapshot") and not gate.entered.is_set():
                gate.entered.set()
                await gate._release.wait()
            return await original(tx, sql, *args)

        monkeypatch.setattr(tx_type, "execute", execute)
        loop = asyncio.get_running_loop()
        original_job = sqlite_store._guarded_job
        held = []

        def job(*args: Any) -> Any:
            if not held:
                held.append(True)
                loop.call_soon_threadsafe(gate.entered.set)
                gate._go.wait(10)
            return original_job(*args)

        monkeypatch.setattr(sqlite_store, "_guarded_job", job)

    def release(self) -> None:
        """Let the held transaction go on."""
        self._release.set()
        self._go.set()


async def test_writes_of_other_matches_never_land_inside_a_failing_move_transaction(
    store: Store, monkeypatch: pytest.MonkeyPatch
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
    gate.release()
    with pytest.raises(StaleMoveError):
        await stale
    _, new_lobby, _ = await others
    joined = await store.get_match(other)
    assert joined is not None and [s["user_id"] for s in joined.seats] == [1, 3]
    started = await store.get_match(starting)
    assert started is not None and started.status == "active"
    created = await store.get_match(new_lobby)
    assert created is not None and created.channel_id == 400
    assert await lobby(store, 500) > new_lobby  # no id was reused
    assert await store.moves(moving) == []


async def test_concurrent_moves_of_many_matches_all_commit(store: Store) -> None:
    mids = [await active(store, 1000 + i) for i in range(30)]

    async def play(mid: int) -> None:
        for ply in range(5):
            await store.record_moves(mid, ply, [(ply % 2, "move", f"m{ply}")], {"ply": ply + 1})

    await asyncio.gather(*(play(mid) for mid in mids))
    for mid in mids:
        row = await store.get_match(mid)
        assert row is not None and row.ply == 5
        assert [e.move for e in await store.moves(mid)] == [f"m{i}" for i in range(5)]


async def test_a_stale_ply_is_refused_and_changes_nothing(store: Store) -> None:
    mid = await active(store, 1)
    assert await store.record_moves(mid, 0, [(0, "move", "a")], {"n": 1}) == 1
    with pytest.raises(StaleMoveError):
        await store.record_moves(mid, 0, [(1, "move", "b")], {"n": 2})
    row = await store.get_match(mid)
    assert row is not None and row.ply == 1 and json.loads(row.snapshot or "") == {"n": 1}
    assert [e.move for e in await store.moves(mid)] == ["a"]


async def test_two_writers_of_one_ply_commit_once(store: Store) -> None:
    mid = await active(store, 1)
    results = await asyncio.gather(
        store.record_moves(mid, 0, [(0, "move", "a")], {"n": "a"}),
        store.record_moves(mid, 0, [(0, "move", "b"), (1, "move", "c")], {"n": "b"}),
        return_exceptions=True,
    )
    assert results[0] == 1 and isinstance(results[1], StaleMoveError)
    assert [e.move for e in await store.moves(mid)] == ["a"]


async def test_guarded_updates_refuse_a_changed_status(store: Store) -> None:
    mid = await active(store, 1)
    with pytest.raises(StaleMoveError):
        await store.update_match(mid, expect_status="lobby", seats=[])
    with pytest.raises(StaleMoveError):
        await store.start_match(mid, [], {}, {})


async def test_one_open_match_per_channel(store: Store) -> None:
    await lobby(store, 1)
    with pytest.raises(ChannelBusyError):
        await lobby(store, 1)


async def test_lobbies_racing_for_one_channel_open_once(store: Store) -> None:
    results = await asyncio.gather(
        *(lobby(store, 7, host=i) for i in range(1, 7)), return_exceptions=True
    )
    opened = [r for r in results if isinstance(r, int)]
    assert len(opened) == 1
    assert all(isinstance(r, ChannelBusyError) for r in results if not isinstance(r, int))
    [row] = await store.load_open()
    assert row.id == opened[0] and row.channel_id == 7


async def test_the_move_log_is_append_only(store: Store) -> None:
    mid = await active(store, 1)
    await store.record_moves(mid, 0, [(0, "move", "a")], {})
    for sql in ("UPDATE moves SET move = 'x'", "DELETE FROM moves"):
        with pytest.raises(StoreIntegrityError, match="append-only"):
            await store._execute(sql)
    assert [e.move for e in await store.moves(mid)] == ["a"]


async def test_the_log_of_a_closed_match_may_be_forgotten_but_never_changed(
    store: Store,
) -> None:
    mid = await active(store, 1)
    await store.record_moves(mid, 0, [(0, "resign", "")], {}, status="finished")
    with pytest.raises(StoreIntegrityError, match="append-only"):
        await store._execute("UPDATE moves SET move = 'x'")
    await store._execute("DELETE FROM moves WHERE match_id = ?", (mid,))
    assert await store.moves(mid) == []


TRIGGERS = {
    "sqlite": "SELECT name FROM sqlite_master WHERE type = 'trigger'",
    "postgres": "SELECT tgname FROM pg_trigger WHERE NOT tgisinternal",
}
#: Settings that make a committed move survive a power loss: (query, expected answer).
DURABILITY = {
    "sqlite": [("PRAGMA synchronous", 2), ("PRAGMA journal_mode", "wal")],  # FULL, WAL
    "postgres": [("SHOW synchronous_commit", "on"), ("SHOW fsync", "on")],
}


async def test_opening_a_database_twice_migrates_it_once(make_store: MakeStore) -> None:
    first = make_store()
    await first.open()
    version = await first.schema_version()
    mid = await lobby(first, 3)
    await first.close()
    again = make_store()
    await again.open()  # every migration already applied: none runs again
    assert await again.schema_version() == version == len(migrations())
    row = await again.get_match(mid)
    assert row is not None and row.channel_id == 3
    triggers = await again._read(TRIGGERS[again.backend])
    assert sorted(r[0] for r in triggers) == ["moves_no_delete", "moves_no_update"]
    await again.close()


async def test_stores_opening_at_once_migrate_once(make_store: MakeStore) -> None:
    stores = [make_store(lock_wait=5) for _ in range(3)]
    await asyncio.gather(*(s.open() for s in stores))
    try:
        assert {await s.schema_version() for s in stores} == {len(migrations())}
        ids = await asyncio.gather(*(lobby(s, 10 + i) for i, s in enumerate(stores)))
        assert len(set(ids)) == 3
    finally:
        for s in stores:
            await s.close()


async def test_migrations_are_idempotent_and_durability_is_full(store: Store) -> None:
    version = await store.migrate()
    assert version == await store.migrate() == len(migrations())
    for query, expected in DURABILITY[store.backend]:
        rows = await store._read(query)
        assert rows[0][0] == expected, query


async def test_one_query_loads_every_open_match_with_its_log_summary(store: Store) -> None:
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


async def test_replaced_boards_are_stored_with_the_new_board_until_removed(store: Store) -> None:
    mid = await active(store, 1)
    await store.mark_announced(mid, 1, 20, [10])
    row = await store.get_match(mid)
    assert isinstance(row, MatchRow) and (row.board_message_id, row.old_boards) == (20, [10])
    await store.mark_announced(mid, 1, None)  # an edit in place: the list stays
    row = await store.get_match(mid)
    assert isinstance(row, MatchRow) and row.old_boards == [10]
    await store.update_match(mid, old_boards=[])
    row = await store.get_match(mid)
    assert isinstance(row, MatchRow) and row.old_boards == []


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
    store: Store, column: str, value: str
) -> None:
    mid = await lobby(store, 55)
    damage = (
        f"UPDATE matches SET {column} = {value if value.startswith(chr(39)) else repr(value)}"
        " WHERE id = ?"
    )
    if store.backend == "postgres" and column == "host_id":
        # PostgreSQL keeps the column's type: this damage cannot even be written.
        with pytest.raises(StoreDataError, match="invalid input syntax"):
            await store._execute(damage, (mid,))
        [kept] = await store.load_open()
        assert isinstance(kept, MatchRow) and kept.host_id == 1
        return
    await store._execute(damage, (mid,))
    [row] = await store.load_open()
    assert isinstance(row, DamagedRow) and row.channel_id == 55 and row.id == mid
    later = await lobby(store, 56)  # the damaged row harms no other match
    assert [r.id for r in await store.load_open()] == [mid, later]
