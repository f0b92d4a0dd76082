"""Boards drawn by the render processes (KITTY_RENDER_WORKERS=1) end to end: tables moving
at the same moment, a worker killed between and during moves, Discord failing, a restart
(the pool comes back) and the bot's close (no worker left)."""

from __future__ import annotations

import asyncio
import dataclasses
import io
import itertools
import os
import signal
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

import render.cards
import render.replay
from bot.app import KittyBot
from cogs import images
from render import pool as render_pool
from tests.e2e import conftest
from tests.e2e.helpers import current_match, first_choice, open_game, private_text, text_of
from tests.e2e.simultaneous import at_once
from tests.render.test_pool import gone

CALLBACK = "/interactions/*/callback"


def make_pool_bot(db: Path) -> KittyBot:
    """The e2e test bot, drawing its boards in one render process."""
    settings = dataclasses.replace(conftest.make_settings(db), render_workers=1)
    seeds = itertools.count(1000)
    bot = KittyBot(
        settings,
        sync_on_start=False,
        seed_factory=lambda: next(seeds),
        ai_executor=ThreadPoolExecutor(1),
    )
    conftest._BOTS.append(bot)
    POOL_BOTS.append(bot)
    return bot


POOL_BOTS: list[KittyBot] = []


@pytest.fixture(autouse=True)
async def stop_pools() -> AsyncIterator[None]:
    """SimCord detaches a bot without closing it: stop the render processes here."""
    yield
    while POOL_BOTS:
        await POOL_BOTS.pop().stop_render_pool()


@pytest.fixture
def simcord_bot(db_path: Path) -> KittyBot:
    return make_pool_bot(db_path)


def pool_of(t: Any) -> render_pool.RenderPool:
    pool = t.env.bot.render_pool
    assert pool is not None and render_pool.installed() is pool
    return pool


async def open_tables(t: Any, n: int) -> list[tuple[Any, Any, Any]]:
    """`n` Towers tables (channel, first player, second player), opened one by one."""
    tables = []
    for i in range(n):
        ch = t.guild.create_text_channel(f"pool-{i}")
        a = t.guild.add_member(t.env.create_user(f"a{i}"))
        b = t.guild.add_member(t.env.create_user(f"b{i}"))
        await a.slash(ch, "kitty start towers")
        await b.click(ch.last_message, label="Join")
        await a.click(ch.last_message, label="Start")
        tables.append((ch, a, b))
    return tables


async def move_all_at_once(t: Any, tables: list[tuple[Any, Any, Any]]) -> None:
    """Every table's player to move plays its first legal move, all at the same moment;
    each answer must be the public board with its image."""
    service = t.env.bot.service
    moves = []
    for ch, a, b in tables:
        m = service.in_channel(ch.id)
        actor = next(p for p in (a, b) if service.turns.move_choices(m, p.id))
        moves.append(
            actor.slash(ch, "kitty move", move=service.turns.move_choices(m, actor.id)[0].notation)
        )
    for r in await at_once(t.env, moves):
        assert not r.ephemeral, text_of(r)
    await t.env.settle()
    for ch, _, _ in tables:
        m = service.in_channel(ch.id)
        assert m.announced_ply == m.ply and ch.last_message.id == m.board_message_id
        assert ch.last_message.attachments, "the board image is missing"


async def test_tables_moving_at_once_get_their_boards_from_the_pool(table: Any) -> None:
    t = table
    pool = pool_of(t)
    workers = pool.pids()
    assert len(workers) == 1
    tables = await open_tables(t, 4)
    for _ in range(4):
        await move_all_at_once(t, tables)
    assert pool.pids() == workers and pool.generation == 1


async def test_a_worker_killed_between_and_during_moves_costs_no_move_and_no_board(
    table: Any,
) -> None:
    t = table
    pool = pool_of(t)
    tables = await open_tables(t, 3)
    os.kill(pool.pids()[0], signal.SIGKILL)
    await move_all_at_once(t, tables)  # each board drawn in a thread, the pool rebuilt once
    assert pool.generation == 2
    await pool.warm()
    killed = pool.pids()
    # Now a kill while the boards of three tables are being drawn.
    service = t.env.bot.service
    moves = []
    for ch, a, b in tables:
        m = service.in_channel(ch.id)
        actor = next(p for p in (a, b) if service.turns.move_choices(m, p.id))
        moves.append(
            actor.slash(ch, "kitty move", move=service.turns.move_choices(m, actor.id)[0].notation)
        )

    async def kill_soon() -> None:
        await asyncio.sleep(0)
        os.kill(killed[0], signal.SIGKILL)

    with_kill = [*moves, kill_soon()]
    results = await at_once(t.env, with_kill)
    for r in results[:-1]:
        assert not r.ephemeral, text_of(r)
    await t.env.settle()
    for ch, _, _ in tables:
        m = service.in_channel(ch.id)
        assert m.ply == 2 and m.announced_ply == 2
        assert ch.last_message.attachments
    assert gone(killed)
    await move_all_at_once(t, tables)
    assert pool.generation in (2, 3) and len(pool.pids()) == 1


async def test_a_board_that_fails_to_post_is_drawn_by_the_pool_and_follows(table: Any) -> None:
    t = table
    pool = pool_of(t)
    await open_game(t)
    t.env.inject_error("POST", CALLBACK, status=503, times=2)
    r = await t.alice.slash(t.channel, "kitty move", move="a1-a2")
    assert "Your move was played" in private_text(r)
    await t.env.settle()
    m = current_match(t)
    assert m.ply == 1 and m.announced_ply == 1
    assert t.channel.last_message.id == m.board_message_id
    assert t.channel.last_message.attachments
    assert pool.generation == 1


async def test_the_card_sheet_and_replays_are_drawn_by_the_render_processes(
    table: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = table
    pool = pool_of(t)
    monkeypatch.setattr(images, "_SHEETS", {})  # as after a start: no sheet drawn yet
    here: list[str] = []  # drawings made in this (the bot's) process, on any thread
    for module, name in (
        (render.cards, "render_cards"),
        (render.replay, "render_view"),
        (render.replay, "_board"),
    ):
        real = getattr(module, name)

        def recorded(*args: Any, _real: Any = real, _name: str = name, **kwargs: Any) -> Any:
            here.append(_name)
            return _real(*args, **kwargs)

        monkeypatch.setattr(module, name, recorded)
    r = await t.alice.slash(t.channel, "kitty rules", game="kitty")
    assert r.response is not None
    assert [a.filename for a in r.response.attachments] == ["cards.png"]

    await open_game(t)
    for _ in range(3):
        mover = t.alice if current_match(t).state.to_move == 0 else t.bob
        moved = await mover.slash(
            t.channel, "kitty move", move=await first_choice(mover, t.channel)
        )
        assert not moved.ephemeral, text_of(moved)
    rep = await t.carol.slash(t.channel, "kitty replay")
    assert rep.response is not None
    (gif,) = rep.response.attachments
    assert Image.open(io.BytesIO(await gif.read())).n_frames == 4
    assert here == [], "drawn in the bot's process, not by the render processes"
    assert pool.generation == 1


async def test_the_pool_comes_back_after_a_restart(table: Any, db_path: Path) -> None:
    t = table
    old = t.env.bot
    await open_game(t)
    old_workers = pool_of(t).pids()
    await t.env.restart_bot(make_pool_bot(db_path))
    await old.stop_render_pool()  # what the old process's end does
    assert gone(old_workers)
    new_workers = pool_of(t).pids()
    assert len(new_workers) == 1 and not set(new_workers) & set(old_workers)
    r = await t.alice.slash(t.channel, "kitty move", move="a1-a2")
    assert not r.ephemeral, text_of(r)
    assert t.channel.last_message.attachments


async def test_close_leaves_no_render_process(db_path: Path) -> None:
    bot = make_pool_bot(db_path)
    await bot.store.open()
    await bot.start_render_pool()
    pool = bot.render_pool
    assert pool is not None
    workers = pool.pids()
    assert len(workers) == 1
    await bot.close()
    assert gone(workers, within=0), "close returns once the workers have exited"
    assert bot.render_pool is None and render_pool.installed() is None
