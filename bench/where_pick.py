"""Where can it go, under load: the time from a pick in My moves (the first menu's group)
to its private answer (the tagged menu with the picture of that group's targets), while
other tables play as in `bench.load`.

    python -m bench.where_pick [--tables 10 40] [--pickers 10] [--seconds 20]
                               [--render-workers N]

For each N: N tables play Towers as fast as their answers come (every table moving as
soon as its last move was answered, as in `bench.load`), and `--pickers` more tables each
pick a random group of their My moves menu, wait for the answer, go back to the first
menu, and pick again. It prints the picks answered, their answer time at p50/p95/max (the
interaction sent → the REST call that put the menu and the picture in place) and the
moves played meanwhile. Target (issue 29 item 3): p95 ≤ 1 s. SimCord runs in the same
process (its share of the CPU is in every number); interactions are delivered without
settling the simulated world and timers run as on a real loop (`bench.sim_world`).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from simcord import interactions as sim_interactions
from simcord.backend import serializers
from simcord.enums import SELECT_TYPES, InteractionType
from simcord.env import Env
from simcord.results import InteractionResult

from bench.load import LATE, Table, make_bot, next_move
from bench.sim_world import Answers, ForgetfulBlobs, Unrecorded, fire_slash, timers_like_a_loop

#: The value of a second menu's "back" option (`cogs.prompts.BACK`).
BACK = "__back__"


def fire_select(actor: Any, message: Any, values: list[str]) -> InteractionResult:
    """Deliver a pick in the select menu of `message` to the bot now, without settling the
    simulated world; the answer arrives later on the result."""
    backend = actor._env.backend
    stored = backend.get_message(message.channel_id, message.id)
    menu = next(
        item
        for row in stored.components
        for item in row.get("components", [row])
        if item.get("type") in SELECT_TYPES
    )
    data = {"custom_id": menu["custom_id"], "component_type": menu["type"], "values": values}
    record, payload = sim_interactions.base_payload(
        backend,
        type=InteractionType.MESSAGE_COMPONENT,
        channel_id=stored.channel_id,
        guild_id=actor.guild.id,
        user_id=actor.id,
        data=data,
    )
    payload["message"] = dict(serializers.message_payload(backend, stored))
    record.source_message_id = stored.id
    backend.emit("INTERACTION_CREATE", payload)
    return InteractionResult(actor._env, record)


def options(actor: Any, message: Any) -> list[str]:
    """The values of the options of the select menu on `message`, as it is now."""
    stored = actor._env.backend.get_message(message.channel_id, message.id)
    for row in stored.components:
        for item in row.get("components", [row]):
            if item.get("options"):
                return [str(o["value"]) for o in item["options"]]
    return []


class Updates(Answers):
    """`Answers` that also wakes a pick once the clicked message is updated: the callback
    that edits it (type 7) or, after a deferral, the edit of the original response."""

    def __init__(self) -> None:
        super().__init__()
        self.updated: dict[str, asyncio.Future[float]] = {}

    def append(self, entry: Any) -> None:
        super().append(entry)
        found = self.TOKEN.search(entry.path)
        if not found or found.group(0) not in self.updated:
            return
        body = entry.json if isinstance(entry.json, dict) else {}
        done = entry.path.endswith("/callback") and body.get("type") not in (5, 6)
        done = done or (entry.method == "PATCH" and entry.path.endswith("/@original"))
        waiter = self.updated[found.group(0)]
        if done and not waiter.done():
            waiter.set_result(time.perf_counter())

    async def update_of(self, result: InteractionResult) -> float:
        """When the message of the component interaction `result` was updated."""
        token = result._interaction.token
        waiter = self.updated.setdefault(token, asyncio.get_running_loop().create_future())
        try:
            return await waiter
        finally:
            self.updated.pop(token, None)

    def expect(self, result: InteractionResult) -> None:
        """Watch for the update of `result` (call at once after firing it)."""
        self.updated.setdefault(
            result._interaction.token, asyncio.get_running_loop().create_future()
        )


async def run(n: int, pickers: int, seconds: float, render_workers: int) -> dict[str, Any]:
    logging.basicConfig(level=logging.WARNING)
    with tempfile.TemporaryDirectory() as tmp:
        bot = make_bot(Path(tmp) / "where.sqlite3", render_workers)
        env = Env(bot, settle_timeout=600, check_errors=False)
        timers_like_a_loop(env)
        env.backend.cdn._blobs = ForgetfulBlobs()
        env.backend.transcript = Unrecorded()
        guild = env.create_guild(name="Where")
        tables = [Table(env, guild, i) for i in range(n + pickers)]
        await env.start()
        await bot.tree.sync()
        for t in tables:  # set-up is not measured
            await t.a.slash(t.channel, "kitty start towers")
            await t.b.click(t.channel.last_message, label="Join")
            await t.a.click(t.channel.last_message, label="Start")
        menus = []
        for t in tables[n:]:
            r = await t.a.click(t.channel.last_message, label="My moves")
            assert r.response is not None
            menus.append((t, r.response))
        service = bot.service
        answers = env.backend.http_requests = Updates()
        picks: list[float] = []
        pictures = [0]
        moves = [0]
        rng = random.Random(n)
        stop = time.monotonic() + seconds

        async def play(t: Table) -> None:
            while time.monotonic() < stop:
                m = service.in_channel(t.channel.id)
                if m is None:
                    r = fire_slash(t.a, t.channel, "kitty start towers")
                    await answers.answered(r)
                    continue
                step = await next_move(bot, m, t, rng)
                if step is None:
                    continue
                actor, move = step
                await answers.answered(fire_slash(actor, t.channel, "kitty move", move=move))
                moves[0] += 1

        async def pick(t: Table, menu: Any) -> None:
            while time.monotonic() < stop:
                group = rng.choice(options(t.a, menu))
                t0 = time.perf_counter()
                r = fire_select(t.a, menu, [group])
                answers.expect(r)
                picks.append(await answers.update_of(r) - t0)
                stored = env.backend.get_message(menu.channel_id, menu.id)
                pictures[0] += bool(stored.attachments)
                back = fire_select(t.a, menu, [BACK])
                answers.expect(back)
                await answers.update_of(back)

        work = [play(t) for t in tables[:n]] + [pick(t, menu) for t, menu in menus]
        await asyncio.wait_for(asyncio.gather(*work), seconds + LATE)
        await env.shutdown()
        await bot.store.close()
        await bot.stop_render_pool()
    picks.sort()
    p95 = picks[min(len(picks) - 1, int(0.95 * len(picks)))] if picks else float("nan")
    return {
        "tables": n,
        "pickers": pickers,
        "picks": len(picks),
        "pictures": pictures[0],
        "p50": statistics.median(picks) * 1000 if picks else float("nan"),
        "p95": p95 * 1000,
        "max": max(picks, default=float("nan")) * 1000,
        "moves": moves[0],
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tables", type=int, nargs="+", default=[10, 40])
    ap.add_argument("--pickers", type=int, default=10)
    ap.add_argument("--seconds", type=float, default=20.0)
    default_workers = os.environ.get("KITTY_RENDER_WORKERS", "1")
    ap.add_argument(
        "--render-workers",
        type=int,
        default=int(default_workers) if default_workers.isdigit() else 1,
        help="processes drawing the boards (0: a thread; default KITTY_RENDER_WORKERS or 1)",
    )
    args = ap.parse_args()
    # Render workers import the main module unless it is a `*.__main__`: hide the bench
    # from them, or each would import SimCord (see bench.load).
    main_module = sys.modules["__main__"]
    main_module.__spec__ = None
    del main_module.__file__
    print(f"render workers: {args.render_workers} (0: boards drawn in a thread of the bot)")
    print(
        f"{'tables':>6} {'pickers':>7} {'picks':>6} {'pictures':>8} {'p50 ms':>8} "
        f"{'p95 ms':>8} {'max ms':>8} {'moves':>6}"
    )
    for n in args.tables:
        r = asyncio.run(run(n, args.pickers, args.seconds, args.render_workers))
        print(
            f"{r['tables']:>6} {r['pickers']:>7} {r['picks']:>6} {r['pictures']:>8} "
            f"{r['p50']:>8.0f} {r['p95']:>8.0f} {r['max']:>8.0f} {r['moves']:>6}"
        )


if __name__ == "__main__":
    main()
