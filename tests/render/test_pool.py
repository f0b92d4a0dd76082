"""The render pool (`render.pool`): real worker processes drawing the same bytes as a
thread, many tables at once, a worker killed in the middle of a burst, a renderer that
raises, secret-card pictures, shutdown, and a bot killed with SIGKILL (its workers end too)."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.config import Settings
from bot.core.registry import get_game
from cogs import images
from render import pool as render_pool
from render.pool import RenderPool, board_png
from tests.render.golden import positions

NAMES = sorted(positions.BUILDERS)
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def expected() -> dict[str, bytes]:
    """Every golden view's board, drawn in this process as a thread would."""
    out = {}
    for name in NAMES:
        png = board_png(positions.view(name))
        assert png is not None
        out[name] = png
    return out


@pytest.fixture(scope="module")
def pool() -> Iterator[RenderPool]:
    """One warmed two-worker pool shared by the tests that do not break it."""
    p = RenderPool(2)
    p.start()
    yield p
    p.close()


def gone(pids: list[int], within: float = 10.0) -> bool:
    """True once none of `pids` is alive (zombies count as gone), polling up to `within` s."""
    deadline = time.monotonic() + within
    while any(_alive(pid) for pid in pids):
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.05)
    return True


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state != "Z"


async def test_every_golden_board_is_byte_identical_to_the_thread_render(
    pool: RenderPool, expected: dict[str, bytes]
) -> None:
    await pool.warm()
    for name in NAMES:
        assert await pool.board(positions.view(name)) == expected[name], name


async def test_many_tables_render_at_once_through_the_pool(
    pool: RenderPool, expected: dict[str, bytes]
) -> None:
    names = NAMES * 5  # 55 boards of five games requested at the same moment
    got = await asyncio.gather(*(pool.board(positions.view(n)) for n in names))
    assert got == [expected[n] for n in names]
    assert len(pool.pids()) == 2 and pool.generation == 1


async def test_images_draw_through_the_installed_pool(
    pool: RenderPool, expected: dict[str, bytes]
) -> None:
    name = NAMES[0]
    render_pool.install(pool)
    try:
        served = pool._served
        pool._served = False
        assert (
            await render_pool.draw(render_pool.board_png, positions.view(name), "en")
            == expected[name]
        )
        assert pool._served  # drawn by a worker, not a thread
        pool._served = served or pool._served
    finally:
        render_pool.uninstall(pool)
    assert render_pool.installed() is None
    assert (
        await render_pool.draw(render_pool.board_png, positions.view(name), "en") == expected[name]
    )


async def test_secret_cards_are_drawn_in_the_pool_for_many_seats_at_once(
    pool: RenderPool,
) -> None:
    from render.cards import render_cards

    catalogue = images.game_cards(get_game("kitty"))
    hands = [catalogue[i : i + 3] for i in range(0, 12, 3)]  # four seats' DMs at once
    render_pool.install(pool)
    try:
        served = pool._served
        pool._served = False
        got = await asyncio.gather(*(images.cards_png(hand) for hand in hands))
        assert pool._served  # drawn by a worker, not on the event loop
        pool._served = served or pool._served
        assert await images.cards_png([]) is None
    finally:
        render_pool.uninstall(pool)
    assert got == [render_cards(hand) for hand in hands]
    assert await images.cards_png(hands[0]) == got[0]  # no pool: a thread, same bytes
    assert pool.generation == 1


async def test_a_card_picture_that_fails_is_logged_and_left_out(
    monkeypatch: Any, caplog: Any
) -> None:
    def broken(cards: Any) -> bytes:
        raise ValueError("no font")

    monkeypatch.setattr(render_pool, "cards_picture", broken)
    assert render_pool.installed() is None
    assert await images.cards_png([{"id": "frenzy", "name": "n", "text": "t"}]) is None
    assert "card image failed" in caplog.text  # the DM's text still goes out


async def test_a_renderer_that_raises_raises_the_same_error_and_the_pool_stays(
    pool: RenderPool,
) -> None:
    broken: Any = {**positions.view("towers_mid"), "stacks": 5}  # a corrupt view
    with pytest.raises(AttributeError) as in_thread:
        board_png(broken)
    with pytest.raises(AttributeError) as in_worker:
        await pool.board(broken)
    assert in_worker.value.args == in_thread.value.args
    unknown: Any = {"game": "no-such-game"}
    assert await pool.board(unknown) is None  # logged, as in a thread
    assert pool.generation == 1 and len(pool.pids()) == 2


async def test_a_worker_killed_in_a_burst_loses_no_board_and_rebuilds_once(
    expected: dict[str, bytes],
) -> None:
    p = RenderPool(2)
    p.start()
    try:
        before = await p.warm()
        names = NAMES * 6
        tasks = [asyncio.create_task(p.board(positions.view(n))) for n in names]
        _, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
        assert pending, "the kill must land in the middle of the burst"
        os.kill(before[0], signal.SIGKILL)
        got = await asyncio.gather(*tasks)
        assert got == [expected[n] for n in names]
        assert p.generation == 2, "rebuilt once, however many renders saw it break"
        after = await p.warm()
        assert gone(before[:1]) and not set(after) & set(before)
        assert await p.board(positions.view(NAMES[0])) == expected[NAMES[0]]
        assert p.generation == 2
    finally:
        p.close()


async def test_close_ends_every_worker_and_later_boards_go_to_a_thread(
    expected: dict[str, bytes],
) -> None:
    p = RenderPool(2)
    p.start()
    pids = await p.warm()
    assert len(pids) == 2 or len(p.pids()) == 2
    pids = p.pids()
    p.close()
    assert not any(_alive(pid) for pid in pids)  # close waits for them
    assert p.pids() == []
    assert await p.board(positions.view(NAMES[0])) == expected[NAMES[0]]


OWNER = """
import asyncio, sys, time
from render.pool import RenderPool

async def main() -> None:
    pool = RenderPool(2, warm=False)
    pool.start()
    await pool.warm()
    print(" ".join(map(str, pool.pids())), flush=True)
    time.sleep(600)

if __name__ == "__main__":
    asyncio.run(main())
"""


def test_workers_end_when_the_bot_is_killed(tmp_path: Path) -> None:
    script = tmp_path / "owner.py"
    script.write_text(OWNER)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [sys.executable, str(script)], stdout=subprocess.PIPE, text=True, cwd=ROOT, env=env
    )
    try:
        assert proc.stdout is not None
        pids = [int(x) for x in proc.stdout.readline().split()]
        assert len(pids) == 2 and all(_alive(pid) for pid in pids)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        assert gone(pids), "a render worker outlived the bot"
    finally:
        if proc.poll() is None:
            proc.kill()


def test_render_workers_setting(tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.delenv("KITTY_RENDER_WORKERS", raising=False)
    env = tmp_path / ".env"
    env.write_text("")
    assert Settings.load(env).render_workers == 1  # the bot's default
    env.write_text("KITTY_RENDER_WORKERS=0\n")
    assert Settings.load(env).render_workers == 0
    monkeypatch.setenv("KITTY_RENDER_WORKERS", "2")
    assert Settings.load(env).render_workers == 2
    monkeypatch.setenv("KITTY_RENDER_WORKERS", "many")
    assert Settings.load(env).render_workers == 1
    with pytest.raises(ValueError):
        RenderPool(0)


async def test_workers_that_keep_dying_before_drawing_leave_boards_to_threads(
    expected: dict[str, bytes],
) -> None:
    p = RenderPool(1, warm=False)
    p.start()
    name = NAMES[0]
    try:
        for _ in range(render_pool.MAX_BARREN_POOLS):
            pids = await p.warm()
            os.kill(pids[0], signal.SIGKILL)
            assert gone(pids)
            assert await p.board(positions.view(name)) == expected[name]
        assert p.pids() == [] and p._executor is None, "no fourth pool"
        generation = p.generation
        assert await p.board(positions.view(name)) == expected[name]  # in a thread
        assert p.generation == generation
    finally:
        p.close()
