"""Many tables moving at the same moment through SimCord (`asyncio.gather`, not one after
another): every legal move is accepted, nothing is logged as an error, every board is
posted, and the database equals memory afterwards."""

from __future__ import annotations

import json
import logging
import random
from typing import Any

import pytest

from tests.e2e.helpers import text_of
from tests.e2e.simultaneous import at_once

#: (game, options, AI opponent?) for each table; 22 tables, four games, humans and AI.
TABLES: list[tuple[str, dict[str, Any], bool]] = (
    [("towers", {}, False)] * 6
    + [("tumbling", {}, True)] * 4
    + [("stacktics", {"board": "5x5"}, False)] * 4
    + [("kitty", {"setup": "random"}, False)] * 4
    + [("towers", {}, True)] * 4
)


async def _open_tables(t: Any, rng: random.Random) -> list[tuple[Any, list[Any]]]:
    """Open every table at the same moment; returns (channel, seated actors) per table."""
    env = t.env
    channels = [t.guild.create_text_channel(f"table-{i}") for i in range(len(TABLES))]
    hosts = [t.guild.add_member(env.create_user(f"host{i}")) for i in range(len(TABLES))]
    guests = [t.guild.add_member(env.create_user(f"guest{i}")) for i in range(len(TABLES))]
    starts = []
    for (game, options, ai), ch, host in zip(TABLES, channels, hosts):
        extra = {"opponent": "ai", "level": "easy"} if ai else {}
        starts.append(host.slash(ch, f"kitty start {game}", **options, **extra))
    results = await at_once(env, starts)
    for r in results:
        assert not r.ephemeral, text_of(r)
    joins = [
        guest.click(ch.last_message, label="Join")
        for (_, _, ai), ch, guest in zip(TABLES, channels, guests)
        if not ai
    ]
    for r in await at_once(env, joins):
        assert not r.ephemeral, text_of(r)
    begin = [
        host.click(ch.last_message, label="Start")
        for (_, _, ai), ch, host in zip(TABLES, channels, hosts)
        if not ai
    ]
    for r in await at_once(env, begin):
        assert not r.ephemeral, text_of(r)
    tables = []
    for (_, _, ai), ch, host, guest in zip(TABLES, channels, hosts, guests):
        tables.append((ch, [host] if ai else [host, guest]))
    return tables


def _next_move(t: Any, ch: Any, actors: list[Any], rng: random.Random) -> tuple[Any, str] | None:
    """A random legal move for a human who may act now, or None."""
    service = t.env.bot.service
    m = service.in_channel(ch.id)
    if m is None or m.state is None or m.status != "active":
        return None
    for actor in actors:
        choices = service.turns.move_choices(m, actor.id)
        if choices:
            return actor, rng.choice(choices).notation
    return None


async def _assert_store_equals_memory(t: Any) -> None:
    bot = t.env.bot
    for m in bot.service.matches.values():
        row = await bot.store.get_match(m.id)
        assert row is not None
        assert (row.status, row.ply, row.announced_ply) == (m.status, m.ply, m.announced_ply), m.id
        assert [s for s in row.seats] == [s.to_json() for s in m.seats]
        assert row.board_message_id == m.board_message_id
        log = await bot.store.moves(m.id)
        assert [e.ply for e in log] == list(range(m.ply))
        if m.state is not None:
            stored = json.loads(row.snapshot)["state"]
            live = m.game.encode_state(getattr(m.state, "inner", m.state))
            assert json.dumps(stored, sort_keys=True) == json.dumps(live, sort_keys=True)


@pytest.mark.simcord(settle_timeout=120)
async def test_twenty_two_tables_move_at_the_same_moment(table: Any, caplog: Any) -> None:
    t = table
    caplog.set_level(logging.WARNING)
    rng = random.Random(7)
    tables = await _open_tables(t, rng)
    bot = t.env.bot
    accepted = 0
    for _round in range(12):
        batch = [
            (ch, mv) for ch, actors in tables if (mv := _next_move(t, ch, actors, rng)) is not None
        ]
        if not batch:
            break
        before = {ch.id: bot.service.in_channel(ch.id).ply for ch, _ in batch}
        results = await at_once(
            t.env, [actor.slash(ch, "kitty move", move=move) for ch, (actor, move) in batch]
        )
        for (ch, (actor, move)), r in zip(batch, results):
            assert not r.ephemeral, f"{move!r} in {ch.name} was refused: {text_of(r)}"
            m = bot.service.matches[
                next(mid for mid, x in bot.service.matches.items() if x.channel_id == ch.id)
            ]
            assert m.ply > before[ch.id], f"{move!r} in {ch.name} did not advance the game"
            accepted += 1
    assert accepted >= 150
    await t.env.settle()
    # Every board is posted: the newest ply of every match is announced and its channel's
    # newest bot message is that board.
    for ch, _ in tables:
        m = next(x for x in bot.service.matches.values() if x.channel_id == ch.id)
        assert m.announced_ply == m.ply, (ch.name, m.announced_ply, m.ply)
        assert ch.last_message.id == m.board_message_id
    await _assert_store_equals_memory(t)
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert not errors, [r.getMessage() for r in errors]


@pytest.mark.simcord(settle_timeout=120)
async def test_lobbies_open_join_and_start_at_the_same_moment_lose_nothing(table: Any) -> None:
    """Creates, joins and starts racing each other across 20 channels: every seat, every
    lobby id and every start lands in the database exactly as in memory."""
    t = table
    env = t.env
    channels = [t.guild.create_text_channel(f"lobby-{i}") for i in range(20)]
    players = [t.guild.add_member(env.create_user(f"p{i}")) for i in range(60)]
    await at_once(
        env,
        [
            players[i].slash(ch, "kitty start kitty", players=3, setup="random")
            for i, ch in enumerate(channels)
        ],
    )
    await at_once(
        env,
        [players[20 + i].click(ch.last_message, label="Join") for i, ch in enumerate(channels)]
        + [
            players[40 + i].click(ch.last_message, label="Join")
            for i, ch in enumerate(channels[:10])
        ],
    )
    results = await at_once(
        env, [players[i].click(ch.last_message, label="Start") for i, ch in enumerate(channels)]
    )
    started = sum(1 for r in results if not r.ephemeral)
    assert started == 10  # the ten full lobbies; the others need a third player
    ids = sorted(m.id for m in env.bot.service.matches.values())
    assert ids == list(range(1, 21))
    await _assert_store_equals_memory(t)


@pytest.mark.simcord(settle_timeout=120)
@pytest.mark.parametrize("seed", [1, 2])
async def test_ai_tables_and_human_tables_at_once_never_stall(table: Any, seed: int) -> None:
    """Human-vs-AI tables moving together: every AI answers every move."""
    t = table
    env = t.env
    rng = random.Random(seed)
    channels = [t.guild.create_text_channel(f"ai-{i}") for i in range(8)]
    people = [t.guild.add_member(env.create_user(f"h{i}")) for i in range(8)]
    games = ["towers", "tumbling", "stacktics", "towers"] * 2
    await at_once(
        env,
        [
            p.slash(ch, f"kitty start {g}", opponent="ai", level="easy")
            for p, ch, g in zip(people, channels, games)
        ],
    )
    for _ in range(6):
        batch = [
            (p, ch, mv[1])
            for p, ch in zip(people, channels)
            if (mv := _next_move(t, ch, [p], rng)) is not None
        ]
        if not batch:
            break
        results = await at_once(env, [p.slash(ch, "kitty move", move=mv) for p, ch, mv in batch])
        assert all(not r.ephemeral for r in results), [text_of(r) for r in results if r.ephemeral]
        await env.settle()
        for p, ch, _ in batch:
            m = next(x for x in env.bot.service.matches.values() if x.channel_id == ch.id)
            assert m.status != "active" or not m.ai_actors(), f"the AI in {ch.name} did not answer"
    await _assert_store_equals_memory(t)
