"""Load: N tables playing Towers at the same moment through SimCord, every table moving as
soon as its last move was answered.

    python -m bench.load [--tables 1 10 40 100] [--seconds 20] [--game towers]
                         [--database sqlite|postgres|postgresql://…]

For each N it prints accepted moves, refused/errored moves, moves/s, the round trip
(interaction sent → answer with the board) at p50/p95/p99, CPU ms per move of this
process (the bot *and* the simulated Discord run in it: the number overstates the bot's
own cost) and the peak RSS. Every move must be accepted at every N.

Interactions are delivered straight to the bot without waiting for the whole simulated
world to go quiet (SimCord's actors settle after each action, which would serialise the
load); each table waits only for its own answer, as a Discord client does.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import logging
import random
import resource
import statistics
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from simcord import actors as sim_actors
from simcord import interactions as sim_interactions
from simcord.enums import AppCommandType, InteractionType
from simcord.env import Env
from simcord.results import InteractionResult

from bench.pgtemp import TempPostgres
from bot.app import KittyBot
from bot.config import Settings
from bot.matches.limits import Limits

NO_LIMITS = Limits(
    lobbies_per_member=0, tables_per_guild=0, ai_only_per_guild=0, board_cooldown=0, ai_only_pace=0
)


def make_bot(db: Path | str) -> KittyBot:
    settings = Settings(
        token=None,
        database=str(db),
        dev_guild_id=None,
        log_level="WARNING",
        owner_ids=frozenset(),
        ai_workers=0,
        limits=NO_LIMITS,
    )
    seeds = itertools.count(1000)
    return KittyBot(
        settings,
        sync_on_start=False,
        seed_factory=lambda: next(seeds),
        ai_executor=ThreadPoolExecutor(1),
    )


def fire_slash(actor: Any, channel: Any, name: str, **options: Any) -> InteractionResult:
    """Deliver a slash command to the bot now; the answer arrives later on the result."""
    parts = name.split()
    root = sim_actors._resolve_visible_command(
        actor, channel.id, parts[0], AppCommandType.CHAT_INPUT
    )
    leaf, nesting = sim_interactions.walk_to_subcommand(root, parts[1:])
    leaf_options, resolved = sim_interactions.build_options(
        actor, name, leaf, options, channel_id=channel.id
    )
    data: dict[str, Any] = {
        "id": root["id"],
        "name": root["name"],
        "type": AppCommandType.CHAT_INPUT,
        "options": sim_interactions.nest_options(root, nesting, leaf_options),
    }
    if resolved:
        data["resolved"] = resolved
    backend = actor._env.backend
    record, payload = sim_interactions.base_payload(
        backend,
        type=InteractionType.APPLICATION_COMMAND,
        channel_id=channel.id,
        guild_id=actor.guild.id,
        user_id=actor.id,
        data=data,
    )
    backend.emit("INTERACTION_CREATE", payload)
    return InteractionResult(actor._env, record)


async def answered(result: InteractionResult, timeout: float = 120.0) -> bool:
    """Wait until the interaction has its final answer (a message, or a follow-up after a
    deferral). False on timeout."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if result.acknowledged and (
            result.followups or (result.response is not None and not result.deferred)
        ):
            return True
        await asyncio.sleep(0.002)
    return False


class Table:
    def __init__(self, env: Env, guild: Any, i: int) -> None:
        self.channel = guild.create_text_channel(f"t{i}")
        self.a = guild.add_member(env.create_user(f"a{i}"))
        self.b = guild.add_member(env.create_user(f"b{i}"))


async def run(n: int, seconds: float, game: str, database: str = "") -> dict[str, Any]:
    """One load run; `database` is a postgresql:// URL (else a new SQLite file)."""
    logging.basicConfig(level=logging.WARNING)
    with tempfile.TemporaryDirectory() as tmp:
        bot = make_bot(database or Path(tmp) / "load.sqlite3")
        env = Env(bot, settle_timeout=600, check_errors=False)
        guild = env.create_guild(name="Load")
        tables = [Table(env, guild, i) for i in range(n)]
        await env.start()
        await bot.tree.sync()
        for t in tables:  # set-up is not measured
            await t.a.slash(t.channel, "kitty start", game=game)
            await t.b.click(t.channel.last_message, label="Join")
            await t.a.click(t.channel.last_message, label="Start")
        service = bot.service
        trips: list[float] = []
        refused = [0]
        rng = random.Random(n)
        stop = time.monotonic() + seconds
        env.backend.http_requests.clear()

        async def play(t: Table) -> None:
            while time.monotonic() < stop:
                m = service.in_channel(t.channel.id)
                if m is None or m.state is None:  # finished: start the next game
                    await asyncio.sleep(0)
                    r = fire_slash(t.a, t.channel, "kitty start", game=game)
                    if not await answered(r):
                        refused[0] += 1
                        return
                    continue
                if m.status == "lobby":
                    await service.join(m.id, t.b.id, "b")
                    await service.start(m.id, t.a.id)
                    await bot.get_cog("KittyCog").publisher.show(m)
                    continue
                actor = next((p for p in (t.a, t.b) if service.move_choices(m, p.id)), None)
                if actor is None:
                    await asyncio.sleep(0.01)
                    continue
                move = rng.choice(service.move_choices(m, actor.id)).notation
                t0 = time.perf_counter()
                r = fire_slash(actor, t.channel, "kitty move", move=move)
                ok = await answered(r)
                trips.append(time.perf_counter() - t0)
                if not ok or r.ephemeral:
                    refused[0] += 1

        cpu0, wall0 = time.process_time(), time.perf_counter()
        await asyncio.gather(*(play(t) for t in tables))
        cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
        calls = len(env.backend.http_requests)
        await env.shutdown()
        await bot.store.close()
    moves = len(trips)
    trips.sort()

    def pct(p: float) -> float:
        return trips[min(len(trips) - 1, int(p * len(trips)))] * 1000 if trips else float("nan")

    return {
        "tables": n,
        "moves": moves - refused[0],
        "refused": refused[0],
        "moves_s": moves / wall,
        "p50": statistics.median(trips) * 1000 if trips else float("nan"),
        "p95": pct(0.95),
        "p99": pct(0.99),
        "cpu_ms": cpu * 1000 / max(moves, 1),
        "rest_per_move": calls / max(moves, 1),
        "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tables", type=int, nargs="+", default=[1, 10, 40, 100])
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--game", default="towers")
    ap.add_argument(
        "--database",
        default="sqlite",
        help="sqlite (a new file), postgres (a throw-away pgserver, a new database per run) "
        "or a postgresql:// URL of an empty database",
    )
    args = ap.parse_args()
    server = TempPostgres() if args.database == "postgres" else None
    print(
        f"{'tables':>6} {'accepted':>8} {'refused':>7} {'moves/s':>8} {'p50 ms':>8} {'p95 ms':>8} "
        f"{'p99 ms':>8} {'CPU ms/move':>11} {'REST/move':>9} {'peak RSS MB':>11}"
    )
    for n in args.tables:
        url = server.new_database() if server else args.database.replace("sqlite", "")
        db_cpu = server.cpu_seconds() if server else 0.0
        r = asyncio.run(run(n, args.seconds, args.game, url))
        print(
            f"{r['tables']:>6} {r['moves']:>8} {r['refused']:>7} {r['moves_s']:>8.1f} {r['p50']:>8.1f} "
            f"{r['p95']:>8.1f} {r['p99']:>8.1f} {r['cpu_ms']:>11.1f} {r['rest_per_move']:>9.2f} "
            f"{r['rss_mb']:>11.0f}",
            flush=True,
        )
        if server:  # the server's processes work too: their CPU, per move
            ms = (server.cpu_seconds() - db_cpu) * 1000 / max(r["moves"] + r["refused"], 1)
            print(f"{'':>6} + PostgreSQL server CPU {ms:.2f} ms/move", flush=True)
    if server:
        server.stop()


if __name__ == "__main__":
    main()
