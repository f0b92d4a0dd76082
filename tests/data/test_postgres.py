"""PostgreSQL's own store tests: its migrations mirror SQLite's, the dialect translation,
a lock held elsewhere past the lock timeout, a server that cannot be reached."""

from __future__ import annotations

import asyncio
from pathlib import Path

import asyncpg
import pytest

from bot.config import Settings
from data.backup import BackupError, backup_database
from data.dialect import number_placeholders, to_postgres
from data.postgres_store import PostgresStore, pg_migrations
from data.store import StoreBusyError, StoreOpenError, migrations, open_store
from data.store_base import NOW


def test_every_migration_has_the_same_number_on_both_backends() -> None:
    assert [n for n, _ in pg_migrations()] == [n for n, _ in migrations()]
    own = [n for n, _ in migrations("migrations_pg")]
    assert own and set(own) <= {n for n, _ in migrations()}


def test_placeholders_are_numbered_outside_literals() -> None:
    sql = "SELECT '?', \"a?\" FROM t WHERE a = ? AND b = ? AND c = 'x?y'"
    assert number_placeholders(sql) == (
        "SELECT '?', \"a?\" FROM t WHERE a = $1 AND b = $2 AND c = 'x?y'"
    )
    assert "now()" in to_postgres(f"UPDATE t SET at = {NOW} WHERE id = ?")
    assert to_postgres("SELECT MAX(announced_ply, ?)") == "SELECT GREATEST(announced_ply, $1)"


def test_the_target_names_the_backend() -> None:
    assert isinstance(open_store("postgresql://u@h/db"), PostgresStore)
    assert open_store("kitty.sqlite3").backend == "sqlite"


async def test_a_lock_held_elsewhere_is_refused_as_busy_then_works(pg_url: str) -> None:
    store = PostgresStore(pg_url, lock_timeout_ms=200)
    await store.open()
    try:
        mid = await store.create_match(
            guild_id=1,
            channel_id=2,
            game="towers",
            rules_version=1,
            seed=3,
            options={},
            host_id=4,
            seats=[],
        )
        other = await asyncpg.connect(pg_url)
        try:
            tx = other.transaction()
            await tx.start()
            await other.execute("LOCK TABLE matches IN ACCESS EXCLUSIVE MODE")
            with pytest.raises(StoreBusyError):
                await store.update_match(mid, seats=[{"name": "x"}])
            with pytest.raises(StoreBusyError):
                await store.record_moves(mid, 0, [(0, "move", "a")], {})
            await tx.rollback()
        finally:
            await other.close()
        await store.update_match(mid, seats=[{"name": "x"}])  # works once the lock is gone
        row = await store.get_match(mid)
        assert row is not None and row.seats == [{"name": "x"}] and row.ply == 0
    finally:
        await store.close()


async def test_a_server_that_cannot_be_reached_gives_one_paragraph() -> None:
    url = "postgresql://kitty:secret@/kitty?host=/nonexistent-kitty-socket-dir"
    with pytest.raises(StoreOpenError) as info:
        await asyncio.wait_for(PostgresStore(url, lock_wait=0.3).open(), 20)
    text = str(info.value)
    assert "PostgreSQL" in text and "\n" not in text and "secret" not in text


async def test_a_missing_database_gives_one_paragraph(pg_url: str) -> None:
    url = pg_url.replace("/kt_", "/missing_kt_", 1)
    with pytest.raises(StoreOpenError) as info:
        await PostgresStore(url, lock_wait=0.3).open()
    assert "does not exist" in str(info.value) and "KITTY_DATABASE_URL" in str(info.value)


def test_the_sqlite_backup_refuses_a_postgres_database(tmp_path: Path) -> None:
    with pytest.raises(BackupError, match="pg_dump"):
        backup_database("postgresql://kitty@/kitty", tmp_path / "b.sqlite3")
    assert not (tmp_path / "b.sqlite3").exists()


def test_kitty_database_url_wins_over_the_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("KITTY_DATABASE", "games.sqlite3")
    empty = tmp_path / "empty.env"
    empty.write_text("")
    assert Settings.load(env_file=empty).database == "games.sqlite3"
    monkeypatch.setenv("KITTY_DATABASE_URL", "postgresql://kitty@db/kitty")
    assert Settings.load(env_file=empty).database == "postgresql://kitty@db/kitty"
