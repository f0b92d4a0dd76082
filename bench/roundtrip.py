"""Move round trip through SimCord: slash command in → board image posted, move committed.

Prints the median and p99 over N moves (default 200) of Towers played by two members
(each picks the first legal move offered by autocomplete, which is not timed).

    python -m bench.roundtrip [--moves 200]
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import statistics
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import simcord

from bench.sim_world import last_message
from bot.app import KittyBot
from bot.config import Settings


async def main(moves: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(
            token=None,
            database=str(Path(tmp) / "bench.sqlite3"),
            dev_guild_id=None,
            log_level="WARNING",
            owner_ids=frozenset(),
            ai_workers=0,
        )
        seeds = itertools.count(1)
        bot = KittyBot(
            settings,
            sync_on_start=False,
            seed_factory=lambda: next(seeds),
            ai_executor=ThreadPoolExecutor(1),
        )
        async with simcord.run(bot) as env:
            await bot.tree.sync()
            guild = env.create_guild(name="bench")
            channel = guild.create_text_channel("bench")
            alice = guild.add_member(env.create_user("alice"))
            bob = guild.add_member(env.create_user("bob"))
            times: list[float] = []
            images = 0
            while len(times) < moves:
                await alice.slash(channel, "kitty start towers")
                await bob.click(last_message(channel), label="Join")
                await alice.click(last_message(channel), label="Start")
                while len(times) < moves:
                    m = bot.service.in_channel(channel.id)
                    if m is None or m.state is None:
                        break
                    actor = alice if m.state.to_move == 0 else bob
                    choices = await actor.autocomplete(channel, "kitty move", "move", "")
                    t0 = time.perf_counter()
                    result = await actor.slash(channel, "kitty move", move=choices[0]["value"])
                    times.append((time.perf_counter() - t0) * 1000)
                    images += bool(result.response and result.response.attachments)
            await bot.store.close()
    times.sort()
    p99 = times[min(len(times) - 1, round(0.99 * len(times)) - 1)]
    print(f"moves: {len(times)}  with image: {images}")
    print(
        f"round trip median: {statistics.median(times):.1f} ms  p99: {p99:.1f} ms  max: {times[-1]:.1f} ms"
    )


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--moves", type=int, default=200)
    asyncio.run(main(p.parse_args().moves))
