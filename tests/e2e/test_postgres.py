"""The whole bot on PostgreSQL (KITTY_DATABASE_URL): tables moving at the same moment, a
Discord failure, a restart in the middle, every game resigned at once to the end — and
the database equals memory throughout. `db_path` is a fresh PostgreSQL database here, so
the SimCord fixtures build the bot on it exactly as on an SQLite file."""

from __future__ import annotations

import logging
import random
from typing import Any

import pytest

from tests.e2e.conftest import make_bot
from tests.e2e.helpers import resign, text_of
from tests.e2e.simultaneous import at_once
from tests.e2e.test_concurrency import _assert_store_equals_memory, _next_move
from tests.pg import pg_server, pg_url  # noqa: F401 (fixtures)

CALLBACK = "/interactions/*/*/callback"
TABLES = 4


@pytest.fixture
def db_path(pg_url: str) -> str:  # noqa: F811
    return pg_url


async def open_tables(t: Any) -> list[tuple[Any, list[Any]]]:
    env = t.env
    channels = [t.guild.create_text_channel(f"pg-{i}") for i in range(TABLES)]
    hosts = [t.guild.add_member(env.create_user(f"h{i}")) for i in range(TABLES)]
    guests = [t.guild.add_member(env.create_user(f"g{i}")) for i in range(TABLES)]
    for step in (
        lambda: [h.slash(ch, "kitty start towers") for ch, h in zip(channels, hosts)],
        lambda: [g.click(ch.last_message, label="Join") for ch, g in zip(channels, guests)],
        lambda: [h.click(ch.last_message, label="Start") for ch, h in zip(channels, hosts)],
    ):
        for r in await at_once(env, step()):
            assert not r.ephemeral, text_of(r)
    return [(ch, [h, g]) for ch, h, g in zip(channels, hosts, guests)]


async def move_all(t: Any, tables: list[tuple[Any, list[Any]]], rng: random.Random) -> int:
    batch = [(ch, mv) for ch, actors in tables if (mv := _next_move(t, ch, actors, rng))]
    results = await at_once(
        t.env, [actor.slash(ch, "kitty move", move=move) for ch, (actor, move) in batch]
    )
    for (ch, (_, move)), r in zip(batch, results):
        assert "was played" in text_of(r) or not r.ephemeral, f"{move} in {ch.name}: {text_of(r)}"
    return len(batch)


@pytest.mark.simcord(settle_timeout=120)
async def test_tables_at_once_survive_a_failure_and_a_restart_on_postgres(
    table: Any, db_path: str, caplog: Any
) -> None:
    t = table
    caplog.set_level(logging.WARNING)
    assert t.env.bot.store.backend == "postgres"
    rng = random.Random(3)
    tables = await open_tables(t)
    for _ in range(3):
        assert await move_all(t, tables, rng) == TABLES
    t.env.inject_error("POST", CALLBACK, status=503, times=2)  # Discord fails for a moment
    assert await move_all(t, tables, rng) == TABLES
    await t.env.settle()
    await _assert_store_equals_memory(t)
    plies = {ch.id: t.env.bot.service.in_channel(ch.id).ply for ch, _ in tables}

    await t.env.restart_bot(make_bot(db_path))  # the same PostgreSQL database, reloaded
    assert {ch.id: t.env.bot.service.in_channel(ch.id).ply for ch, _ in tables} == plies
    for _ in range(2):
        assert await move_all(t, tables, rng) == TABLES

    done = [await resign(actors[1], ch) for ch, actors in tables]
    assert all("resign" in text_of(r).lower() for r in done)
    await t.env.settle()
    await _assert_store_equals_memory(t)
    store = t.env.bot.store
    board = await store.leaderboard(t.guild.id, "towers", limit=20)
    assert len(board) == 2 * TABLES and all(r.games == 1 for r in board)
    assert all(t.env.bot.service.in_channel(ch.id) is None for ch, _ in tables)
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert not errors, [r.getMessage() for r in errors]
