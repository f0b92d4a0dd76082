"""Which of the project's files one `/kitty move` passes through (architecture metric).

Starts the real bot against SimCord with a fresh database, opens a Towers game between two
members, then traces one `/kitty move` from the interaction to the posted board and prints
the project files whose code ran in the bot's process (its worker threads included), with
the number of calls to `Game.view`. Boards are drawn as the bot draws them by default
(`KITTY_RENDER_WORKERS=1`): in a render process, whose renderer code is not the bot's
path; `--render-workers 0` draws them in a thread of the bot instead (renderers counted).

    python -m bench.move_path [--functions]
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import threading
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from types import FrameType
from typing import Any

from simcord.env import Env

from bench.sim_world import last_message
from bot.app import KittyBot
from bot.config import Settings
from bot.matches.limits import Limits

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("bot", "cogs", "render", "data")


def make_bot(db: Path, render_workers: int) -> KittyBot:
    limits = Limits(
        lobbies_per_member=0,
        tables_per_guild=0,
        ai_only_per_guild=0,
        board_cooldown=0,
        ai_only_pace=0,
    )
    settings = Settings(
        token=None,
        database=str(db),
        dev_guild_id=None,
        log_level="WARNING",
        owner_ids=frozenset(),
        ai_workers=0,
        limits=limits,
        render_workers=render_workers,
    )
    return KittyBot(
        settings, sync_on_start=False, seed_factory=lambda: 1000, ai_executor=ThreadPoolExecutor(1)
    )


class Tracer:
    """Counts calls per project file (and `view` calls) while active, in every thread."""

    def __init__(self) -> None:
        self.files: Counter[str] = Counter()
        self.functions: dict[str, Counter[str]] = {}
        self.views = 0

    def __call__(self, frame: FrameType, event: str, arg: Any) -> None:
        if event != "call":
            return
        path = frame.f_code.co_filename
        try:
            rel = Path(path).resolve().relative_to(ROOT).as_posix()
        except ValueError:
            return
        if rel.split("/")[0] in PACKAGES:
            self.files[rel] += 1
            self.functions.setdefault(rel, Counter())[frame.f_code.co_qualname] += 1
            if frame.f_code.co_name in ("view", "seat_view"):
                self.views += 1

    def start(self) -> None:
        sys.setprofile(self)
        threading.setprofile(self)

    def stop(self) -> None:
        sys.setprofile(None)
        threading.setprofile(None)


async def main(render_workers: int, functions: bool = False) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        bot = make_bot(Path(tmp) / "kitty.sqlite3", render_workers)
        env = Env(bot, settle_timeout=60)
        guild = env.create_guild(name="Path")
        channel = guild.create_text_channel("games")
        alice = guild.add_member(env.create_user("alice"))
        bob = guild.add_member(env.create_user("bob"))
        await env.start()
        await bot.tree.sync()
        await env.settle()
        await alice.slash(channel, "kitty start towers")
        await bob.click(last_message(channel), label="Join")
        await alice.click(last_message(channel), label="Start")
        await env.settle()
        match = bot.service.in_channel(channel.id)
        assert match is not None and match.state is not None
        mover = alice if match.seats[match.state.to_move or 0].user_id == alice.id else bob
        choices = await mover.autocomplete(channel, "kitty move", "move", "")
        tracer = Tracer()
        tracer.start()
        # Fresh worker threads, started after the profiler is installed (render, apply).
        asyncio.get_running_loop().set_default_executor(ThreadPoolExecutor(2))
        bot.apply_executor = ThreadPoolExecutor(1)
        try:
            await mover.slash(channel, "kitty move", move=str(choices[0]["value"]))
            await env.settle()
        finally:
            tracer.stop()
        await bot.stop_render_pool()
        await bot.store.close()
    print(f"one /kitty move ran code in {len(tracer.files)} project files:")
    for rel, calls in sorted(tracer.files.items()):
        print(f"  {rel:<40} {calls:>6} calls")
        if functions:
            for name, count in sorted(tracer.functions[rel].items()):
                print(f"      {name:<50} {count:>6}")
    print(f"view() / seat_view() calls: {tracer.views}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--render-workers",
        type=int,
        default=1,
        help="processes drawing the boards (0: a thread of the bot; default 1, as the bot)",
    )
    parser.add_argument(
        "--functions", action="store_true", help="also print the functions called per file"
    )
    args = parser.parse_args()
    asyncio.run(main(args.render_workers, args.functions))
