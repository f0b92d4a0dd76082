"""`python -m bot migrate-db FROM TO`: a realistic SQLite database (finished and rated
games, a forgotten server, a game in progress, a lobby) copied into PostgreSQL and back,
row for row with its ids; a non-empty target and a damaged row are refused with nothing
written; the bot's service plays on from the copy."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from bot.__main__ import main
from bot.matches import MatchService
from data import records
from data.migrate import tables
from data.store import Store, open_store
from tests.data.test_records_contract import NO_LIMITS, finish, towers


async def build(path: Path) -> dict[str, int]:
    """A database with history: returns the ids of the open games."""
    store = open_store(path)
    await store.open()
    try:
        service = MatchService(store, limits=NO_LIMITS)
        for i in range(4):
            await finish(service, await towers(service, 5, 10 + i, guest=2 + i), loser=2 + i)
        await finish(service, await towers(service, 6, 20))
        await finish(service, await towers(service, 7, 30))
        await store.forget_guild(7)  # the newest id is gone: the counter must stay past it
        running = await towers(service, 5, 40)
        await service.turns.play(running.id, 1, "a1-a2")
        lobby = await service.lobby.create_lobby(
            guild_id=5, channel_id=50, host_id=9, host_name="zed", game_key="towers", options={}
        )
        return {"running": running.id, "lobby": lobby.id}
    finally:
        await store.close()


async def dump(target: str | Path) -> dict[str, list[dict[str, Any]]]:
    """Every row of every table (sorted), as plain values."""
    store = open_store(target)
    await store.open()
    try:
        return {
            t: sorted(
                (records.plain(r) for r in await store._read(f"SELECT * FROM {t}")),
                key=repr,
            )
            for t in await tables(store)
        }
    finally:
        await store.close()


async def play_on(target: str, ids: dict[str, int]) -> int:
    """Load the copy as the bot would, play the running game on, open a new lobby."""
    store: Store = open_store(target)
    await store.open()
    try:
        service = MatchService(store, limits=NO_LIMITS)
        await service.load_all()
        await service.turns.resign(ids["running"], 2)
        fresh = await service.lobby.create_lobby(
            guild_id=5, channel_id=60, host_id=1, host_name="ann", game_key="towers", options={}
        )
        assert [e.kind for e in await store.moves(ids["running"])] == ["move", "resign"]
        return fresh.id
    finally:
        await store.close()


def test_sqlite_to_postgres_and_back_keeps_every_row(
    tmp_path: Path, pg_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "kitty.sqlite3"
    ids = asyncio.run(build(source))
    before = asyncio.run(dump(source))
    assert len(before["matches"]) == 7 and len(before["ratings"]) > 4

    assert main(["migrate-db", str(source), pg_url]) == 0
    out = capsys.readouterr().out
    assert "matches" in out and "next match id: 9" in out  # 8 ids given, one forgotten
    assert asyncio.run(dump(pg_url)) == before

    back = tmp_path / "back.sqlite3"
    assert main(["migrate-db", pg_url, str(back)]) == 0
    assert asyncio.run(dump(back)) == before

    assert main(["migrate-db", str(source), pg_url]) == 1  # the target is no longer empty
    assert "not empty" in capsys.readouterr().err
    assert asyncio.run(dump(pg_url)) == before

    assert asyncio.run(play_on(pg_url, ids)) == 9  # no id of the source is given again
    assert asyncio.run(play_on(str(back), ids)) == 9


def test_a_row_the_target_cannot_hold_writes_nothing(
    tmp_path: Path, pg_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "kitty.sqlite3"
    asyncio.run(build(source))

    async def damage() -> None:
        store = open_store(source)
        await store.open()
        await store._execute("UPDATE matches SET host_id = 'abc' WHERE id = 3")
        await store.close()

    asyncio.run(damage())
    assert main(["migrate-db", str(source), pg_url]) == 1
    err = capsys.readouterr().err
    assert "refused a row of matches" in err and "\n" not in err.strip()
    assert all(rows == [] for rows in asyncio.run(dump(pg_url)).values())


def test_a_missing_source_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["migrate-db", str(tmp_path / "none.sqlite3"), str(tmp_path / "t.db")]) == 1
    assert "no database file" in capsys.readouterr().err
    assert not (tmp_path / "t.db").exists()
