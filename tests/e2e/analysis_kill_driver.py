"""A bot process for the analysis kill -9 test: `python -m tests.e2e.analysis_kill_driver
DB JOURNAL first|again`.

It starts the real bot on database DB (analyses in one real worker process, as
`python -m bot` does) against a fresh SimCord world (the same ids every run), then:

- `first`: Alice and Bob play a short game of Towers and Alice resigns (`GAME <id>` in
  JOURNAL); `/kitty analyse` is asked with a budget that never ends in time, and once the
  bot shows its "Analysing…" note JOURNAL gets `ANALYSING <id>`: the test kills the process
  there.
- `again`: JOURNAL gets `KEPT <rows>` (the analyses kept when it started), then the same
  analysis is asked with a small budget and JOURNAL gets `DONE <rows> <attachments>` once
  it is answered.
"""

from __future__ import annotations

import asyncio
import dataclasses
import itertools
import os
import sqlite3
import sys
from pathlib import Path

from simcord.env import Env

from bot.app import KittyBot
from cogs.controller import analysis as part
from tests.e2e.conftest import make_settings

#: A budget no analysis finishes before the kill.
ENDLESS = {"nodes": 10**9, "iterations": 10**9, "worlds": 1}
SMALL = {"nodes": 40, "iterations": 16, "worlds": 1}


def write(journal: str, line: str) -> None:
    fd = os.open(journal, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, (line + "\n").encode())
        os.fsync(fd)
    finally:
        os.close(fd)


def kept(db: str) -> int:
    con = sqlite3.connect(db)
    try:
        return int(con.execute("SELECT COUNT(*) FROM analyses").fetchone()[0])
    finally:
        con.close()


async def main(db: str, journal: str, phase: str) -> None:
    settings = dataclasses.replace(make_settings(Path(db)), analysis_workers=1)
    seeds = itertools.count(1000)
    bot = KittyBot(settings, sync_on_start=False, seed_factory=lambda: next(seeds))
    env = Env(bot, settle_timeout=120)
    guild = env.create_guild(name="Kill")
    channel = guild.create_text_channel("analyses")
    a = guild.add_member(env.create_user("a"))
    b = guild.add_member(env.create_user("b"))
    await env.start()
    await bot.tree.sync()
    await env.settle()
    if phase == "first":
        await a.slash(channel, "kitty start towers")
        await b.click(channel.last_message, label="Join")
        await a.click(channel.last_message, label="Start")
        m = bot.service.in_channel(channel.id)
        assert m is not None
        for _ in range(3):
            actor = a if m.state.to_move == 0 else b
            move = bot.service.turns.move_choices(m, actor.id)[0].notation
            await actor.slash(channel, "kitty move", move=move)
        ask = await a.slash(channel, "kitty resign")
        assert ask.response is not None
        await a.click(ask.response, label="Resign")
        write(journal, f"GAME {m.id}")
        part.BUDGET = ENDLESS
        seen = len(env.http_requests)
        asking = asyncio.create_task(b.slash(channel, "kitty analyse", game=m.id))
        while not any(
            q.method == "PATCH" and "Analysing game" in str((q.json or {}).get("content"))
            for q in env.http_requests[seen:]
        ):
            await asyncio.sleep(0.05)
        await asyncio.sleep(0.5)  # the worker is evaluating positions
        write(journal, f"ANALYSING {m.id}")
        await asking  # never returns before the kill
        return
    game = int(
        next(ln for ln in Path(journal).read_text().splitlines() if ln.startswith("GAME "))[5:]
    )
    write(journal, f"KEPT {kept(db)}")
    part.BUDGET = SMALL
    r = await b.slash(channel, "kitty analyse", game=game)
    files = len(r.response.attachments) if r.response is not None else 0
    write(journal, f"DONE {kept(db)} {files}")
    await bot.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], sys.argv[3]))
