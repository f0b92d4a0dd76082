"""A bot process for the kill -9 tests: `python -m tests.e2e.kill_driver DB JOURNAL CYCLE
[pools]`.

It starts the real bot on database DB against a fresh SimCord world (SimCord's ids are
reproducible, so the same guild, channels and members come back with the same ids), then:

1. checks the catch-up: every match whose committed ply had no board when the process
   started must have its board posted now (`CATCHUP ok|bad …` in JOURNAL);
2. writes `READY`, then plays forever: each round, every table moves at the same moment
   (`asyncio.gather`), and every move the bot accepted is appended to JOURNAL as
   `MOVE <match> <ply before> <ply after> <notation>` (fsync'ed) before the next round.

The test kills it with SIGKILL at random moments and checks the database against JOURNAL.
With `KITTY_KILL_POINT=replacing` in the environment the process kills itself (SIGKILL) at
one exact moment instead: after a new board is posted and recorded, before the board it
replaced is removed. After the catch-up every match must have no replaced board left to
remove, none stored that still shows buttons, and every re-posted board must be the only one
with buttons (`BOARDS ok|bad …`).
With `pools`, the bot searches its AI moves in one process and draws its boards in another
(as `python -m bot` does): before `READY` it writes `POOLS ai=<pid> render=<pids>`, once both
have started (tests/e2e/test_no_orphans.py checks that none outlives a kill -9).
"""

from __future__ import annotations

import asyncio
import dataclasses
import itertools
import json
import os
import random
import signal
import sqlite3
import sys
from pathlib import Path
from typing import Any

from simcord.env import Env

from bot.app import KittyBot
from tests.e2e.conftest import make_bot, make_settings
from tests.e2e.simultaneous import at_once

GAMES: list[tuple[str, dict[str, Any]]] = [
    ("towers", {}),
    ("tumbling", {"opponent": "ai", "level": "easy"}),
    ("kitty", {"setup": "random", "objectives": True}),
    ("stacktics", {"board": "5x5"}),
]


def unannounced(db: str, journal: str) -> dict[int, int]:
    """match id → committed ply, for every match whose newest ply was never shown: what the
    store marks as not announced, or — for a store without that mark — every human-only
    table whose stored ply is ahead of the last move answered publicly (the journal
    knows; a kill between an answer and its journal line makes this over-cautious)."""
    if not Path(db).exists():
        return {}
    answered: dict[int, int] = {}
    if Path(journal).exists():
        for line in Path(journal).read_text().splitlines():
            if line.startswith("MOVE "):
                _, mid, _ply, after, _move = line.split(" ", 4)
                answered[int(mid)] = max(answered.get(int(mid), 0), int(after))
    con = sqlite3.connect(db)
    out: dict[int, int] = {}
    try:
        try:
            for mid, ply in con.execute(
                "SELECT id, ply FROM matches WHERE announced_ply < ply"
                " AND status IN ('active', 'finished')"
            ):
                out[int(mid)] = int(ply)
        except sqlite3.OperationalError:  # a store without the announced mark: judge by answers
            for mid, ply, seats, status in con.execute(
                "SELECT id, ply, seats, status FROM matches"
            ):
                humans_only = all(s.get("user_id") for s in json.loads(seats))
                if status in ("active", "finished") and humans_only and ply > answered.get(mid, 0):
                    out[int(mid)] = int(ply)
    finally:
        con.close()
    return out


def board_ply(message: Any) -> int | None:
    for row in message.components if message is not None else []:
        for item in getattr(row, "children", [row]):
            cid = getattr(item, "custom_id", "") or ""
            if cid.startswith("kt:b:") and cid.endswith(":m"):
                return int(cid.split(":")[3])
    return None


def with_buttons(channel: Any, match_id: int) -> list[Any]:
    """The channel's messages carrying move buttons of `match_id`."""
    return [
        msg
        for msg in channel.history()
        if any(
            (getattr(item, "custom_id", "") or "").startswith(f"kt:b:{match_id}:")
            for row in msg.components
            for item in getattr(row, "children", [row])
        )
    ]


def kill_while_replacing(bot: KittyBot) -> None:
    """SIGKILL this process the first time a replaced board is about to be removed (the
    new board is posted and recorded, the old one is still in the channel)."""
    cog: Any = bot.get_cog("KittyCog")
    publisher = cog.publisher
    real = publisher._remove_old_boards

    async def remove(m: Any, **kw: Any) -> bool:
        if m.old_boards:
            os.kill(os.getpid(), signal.SIGKILL)
        return bool(await real(m, **kw))

    publisher._remove_old_boards = remove


class Journal:
    def __init__(self, path: str) -> None:
        self.fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)

    def write(self, line: str) -> None:
        os.write(self.fd, (line + "\n").encode())
        os.fsync(self.fd)


def pools_bot(db: Path) -> KittyBot:
    """The test bot with one AI process and one render process (the real pools)."""
    settings = dataclasses.replace(make_settings(db), ai_workers=1, render_workers=1)
    seeds = itertools.count(1000)
    return KittyBot(settings, sync_on_start=False, seed_factory=lambda: next(seeds))


async def main(db: str, journal_path: str, cycle: int, pools: bool = False) -> None:
    journal = Journal(journal_path)
    pending = unannounced(db, journal_path)
    bot = pools_bot(Path(db)) if pools else make_bot(Path(db))
    env = Env(bot, settle_timeout=120)
    # The world exists before the bot connects (as on Discord: guilds arrive with READY).
    guild = env.create_guild(name="Kill")
    channels = [guild.create_text_channel(f"t{i}") for i in range(len(GAMES))]
    seats = [
        (guild.add_member(env.create_user(f"a{i}")), guild.add_member(env.create_user(f"b{i}")))
        for i in range(len(GAMES))
    ]
    await env.start()
    await bot.tree.sync()
    await env.settle()
    service = bot.service
    for mid, ply in pending.items():
        m = service.matches.get(mid)
        if m is None or m.damaged:
            journal.write(f"CATCHUP bad {mid} not loaded")
            continue
        ch = next((c for c in channels if c.id == m.channel_id), None)
        last = ch.last_message if ch is not None else None
        ok = (
            m.announced_ply >= ply
            and last is not None
            and last.id == m.board_message_id
            and board_ply(last) in (m.ply, None)
        )
        journal.write(
            f"CATCHUP {'ok' if ok else 'bad'} {mid} ply={ply} announced={m.announced_ply} "
            f"now={m.ply} last={getattr(last, 'id', None)} board={m.board_message_id} "
            f"last_ply={board_ply(last)} text={(getattr(last, 'content', '') or '')[:60]!r}"
        )
    for m in list(service.matches.values()):
        ch = next((c for c in channels if c.id == m.channel_id), None)
        shown = with_buttons(ch, m.id) if ch is not None else []
        live = len(shown)
        # The store may still name a removed board (its removal is written with the next
        # board), never one still shown with buttons.
        row = await bot.store.get_match(m.id)
        stored = row.old_boards if row is not None else []
        stored_live = sorted(set(stored) & {msg.id for msg in shown})
        ok = not m.old_boards and not stored_live and (m.id not in pending or live == 1)
        journal.write(
            f"BOARDS {'ok' if ok else 'bad'} {m.id} old={m.old_boards} live={live} "
            f"stored={stored} caught_up={m.id in pending}"
        )
    if os.environ.get("KITTY_KILL_POINT") == "replacing":
        kill_while_replacing(bot)
    if pools:
        ai = await asyncio.get_running_loop().run_in_executor(bot.ai_pool(), os.getpid)
        render = bot.render_pool.pids() if bot.render_pool is not None else []
        journal.write(f"POOLS ai={ai} render={','.join(map(str, render))}")
    journal.write(f"READY {cycle}")
    rng = random.Random(cycle)
    while True:
        actions: list[Any] = []
        expected: list[tuple[int, int, str]] = []
        for (game, options), ch, (a, b) in zip(GAMES, channels, seats):
            m = service.in_channel(ch.id)
            if m is None:
                await a.slash(ch, f"kitty start {game}", **options)
                if "opponent" not in options:
                    await b.click(ch.last_message, label="Join")
                    await a.click(ch.last_message, label="Start")
                continue
            if m.status == "lobby":
                await service.lifecycle.cancel(m.id, a.id, moderator=True)
                continue
            for actor in (a, b):
                choices = service.turns.move_choices(m, actor.id)
                if choices:
                    move = rng.choice(choices).notation
                    actions.append(actor.slash(ch, "kitty move", move=move))
                    expected.append((m.id, m.ply, move))
                    break
        if not actions:
            await env.settle()
            continue
        results = await at_once(env, actions)
        for (mid, ply, move), r in zip(expected, results):
            if not r.ephemeral:
                journal.write(f"MOVE {mid} {ply} {service.matches[mid].ply} {move}")


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:] == ["pools"]))
