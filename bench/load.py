"""Load: N tables playing a game at the same moment through SimCord, every table moving as
soon as its last move was answered.

    python -m bench.load [--tables 1 10 40 100] [--seconds 20] [--game towers] [--rest]
                         [--py-spy] [--settle-timers] [--keep-simcord-stores]
                         [--render-workers N]
                         [--database sqlite|postgres|postgresql://…]

Each N runs in a fresh process (so its memory numbers are its own). For each N it prints
accepted moves, refused/errored moves, moves/s, the round trip (interaction sent → answer
with the board) at p50/p95/p99, the time to the first answer (the board or a deferral:
what Discord's 3 s limit applies to) at p99 and max, CPU ms per move of the process (the bot *and* the
simulated Discord run in it: that number overstates the bot's own cost), REST calls per
move, the idle RSS (bot started, tables open, nothing moving) and the peak RSS while the
tables play. SimCord runs in the same process, and what the simulated Discord stores is
not the bot's memory: its CDN keeps no image bytes (`ForgetfulBlobs`: the posted boards
live on Discord's servers, not in the bot; the MiB it was sent is printed apart), its
transcript and request log keep nothing (`Unrecorded`, `Answers`: counted by kind), and
each channel keeps only its newest messages and those the bot may still edit
(`ChannelMessages`; these adapters are in `bench/sim_world.py`). Kept, these grew with the run's length (~30 KiB per move);
`--keep-simcord-stores` keeps them, for comparison with numbers measured before.

Render processes (`--render-workers N`, default KITTY_RENDER_WORKERS or 1 like the bot; 0
draws in a thread): CPU ms/move and the idle and peak RSS include every process the bot
started (the workers and multiprocessing's resource tracker; `bench/children.py`), and a
line under each row gives their share ("render processes: …").

`--rest` lists the REST calls by kind; `--py-spy` (needs `pip install py-spy`) records the
load (render processes too: `--subprocesses`) and splits the CPU between SimCord and the
bot (`bench/cpu_owners.py`), printing the bot's own CPU ms per move (its render processes
included). Every move must be accepted at every N.

Interactions are delivered straight to the bot without waiting for the whole simulated
world to go quiet (SimCord's actors settle after each action, which would serialise the
load); each table waits only for its own answer, as a Discord client does, woken by the
REST call that answers it (no polling).

Timers: SimCord backs each timer the bot sets with a wall-clock fallback that, when it
fires, settles the whole simulated world before running the bot's callback (it waits until
every bot task is idle, re-checking every task at each step). Under load the world is never
idle, so one firing timer (the 2 s deferral timer of `cogs/message.py`, armed by every move)
cost seconds of CPU and ran the deferral late, and cancelled timers stayed in a list SimCord
scans at every callback. A real event loop just runs the callback. The bench therefore
makes SimCord fire the bot's timers as a real loop does (`timers_like_a_loop`): at their
time, without settling, and a cancelled timer is dropped at its time. The bot's code path
is unchanged (same timer, same deferral and answer REST calls); `--settle-timers` keeps
SimCord's behaviour for comparison.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import itertools
import json
import logging
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from simcord.env import Env

from bench.children import Children, PeakSampler, own_rss_mb
from bench.cpu_owners import Recording
from bench.pgtemp import TempPostgres
from bench.sim_world import (
    Answers,
    ForgetfulBlobs,
    ForgetfulMessages,
    Unrecorded,
    fire_slash,
    timers_like_a_loop,
)
from bot.app import KittyBot
from bot.config import Settings
from bot.matches.limits import Limits
from bot.matches.models import Match
from cogs.publisher import Publisher
from data.rows import MatchStatus

NO_LIMITS = Limits(
    lobbies_per_member=0, tables_per_guild=0, ai_only_per_guild=0, board_cooldown=0, ai_only_pace=0
)


def make_bot(db: Path | str, render_workers: int = 0) -> KittyBot:
    settings = Settings(
        token=None,
        database=str(db),
        dev_guild_id=None,
        log_level="WARNING",
        owner_ids=frozenset(),
        ai_workers=0,
        limits=NO_LIMITS,
        render_workers=render_workers,
    )
    seeds = itertools.count(1000)
    return KittyBot(
        settings,
        sync_on_start=False,
        seed_factory=lambda: next(seeds),
        ai_executor=ThreadPoolExecutor(1),
    )


class Table:
    def __init__(self, env: Env, guild: Any, i: int) -> None:
        self.channel = guild.create_text_channel(f"t{i}")
        self.a = guild.add_member(env.create_user(f"a{i}"))
        self.b = guild.add_member(env.create_user(f"b{i}"))


#: Seconds past the end of a run after which an unanswered move fails the bench.
LATE = 120.0


def publisher_of(bot: KittyBot) -> Publisher:
    """The publisher of `bot`'s command cog; raises if the cog is not loaded."""
    # by its attribute: discord.py loads the extension as a module object of its own, so
    # the cog is no instance of a `KittyCog` imported here
    publisher = getattr(bot.get_cog("KittyCog"), "publisher", None)
    if not isinstance(publisher, Publisher):
        raise TypeError(f"the KittyCog extension is not loaded (its publisher: {publisher!r})")
    return publisher


async def next_move(
    bot: KittyBot, m: Match, t: Table, rng: random.Random
) -> tuple[Any, str] | None:
    """For a table's match: a lobby is joined and started at once (None), else the member
    to move and a random legal move of theirs (None while neither may move)."""
    service = bot.service
    if m.status == MatchStatus.LOBBY:
        await service.lobby.join(m.id, t.b.id, "b")
        await service.lobby.start(m.id, t.a.id)
        await publisher_of(bot).show(m)
        return None
    actor = next((p for p in (t.a, t.b) if service.turns.move_choices(m, p.id)), None)
    if actor is None:
        await asyncio.sleep(0.01)
        return None
    return actor, rng.choice(service.turns.move_choices(m, actor.id)).notation


async def run(
    n: int,
    seconds: float,
    game: str,
    spy: bool = False,
    settle_timers: bool = False,
    database: str = "",
    keep_simcord_stores: bool = False,
    render_workers: int = 0,
) -> dict[str, Any]:
    """One load run; `database` is a postgresql:// URL (else a new SQLite file)."""
    logging.basicConfig(level=logging.WARNING)
    with tempfile.TemporaryDirectory() as tmp:
        bot = make_bot(database or Path(tmp) / "load.sqlite3", render_workers)
        env = Env(bot, settle_timeout=600, check_errors=False)
        if not settle_timers:
            timers_like_a_loop(env)
        cdn = env.backend.cdn._blobs = ForgetfulBlobs()
        if not keep_simcord_stores:
            env.backend.transcript = Unrecorded()
        guild = env.create_guild(name="Load")
        tables = [Table(env, guild, i) for i in range(n)]
        await env.start()
        await bot.tree.sync()
        for t in tables:  # set-up is not measured
            await t.a.slash(t.channel, f"kitty start {game}")
            await t.b.click(t.channel.last_message, label="Join")
            await t.a.click(t.channel.last_message, label="Start")
        service = bot.service

        def pinned(channel_id: int) -> set[int]:
            m = service.in_channel(channel_id)
            return {m.board_message_id or 0, m.lobby_message_id or 0} if m is not None else set()

        if not keep_simcord_stores:
            env.backend.messages = ForgetfulMessages(env.backend.messages, pinned)
        trips: list[float] = []
        firsts: list[float] = []  # interaction sent → its first answer (board or deferral)
        refused = [0]
        rng = random.Random(n)
        gc.collect()
        children = Children.now()  # the render processes, warmed up: before py-spy starts
        own_idle, children_idle = own_rss_mb(), children.rss()
        idle = own_idle + children_idle
        stop = time.monotonic() + seconds
        answers = env.backend.http_requests = Answers(keep=keep_simcord_stores)
        answered = answers.answered

        async def play(t: Table) -> None:
            while time.monotonic() < stop:
                m = service.in_channel(t.channel.id)
                if m is None:  # finished: start the next game
                    await asyncio.sleep(0)
                    r = fire_slash(t.a, t.channel, f"kitty start {game}")
                    if not await answered(r) or r.ephemeral:
                        refused[0] += 1
                        return
                    continue
                step = await next_move(bot, m, t, rng)
                if step is None:
                    continue
                actor, move = step
                ply = m.ply
                t0 = time.perf_counter()
                r = fire_slash(actor, t.channel, "kitty move", move=move)
                ok = await answered(r)
                trips.append(time.perf_counter() - t0)
                firsts.append(answers.first.pop(r._interaction.token, t0) - t0)
                # A private answer is a refusal unless the move was played (Kitty's set-up
                # placements are answered privately: "Done: place d1").
                if not ok or (r.ephemeral and m.ply == ply):
                    refused[0] += 1

        sampler = PeakSampler(idle, children=children)
        sampler.start()
        recording = Recording(subprocesses=bool(children.pids)) if spy else None
        cpu0, main0, wall0 = time.process_time(), time.thread_time(), time.perf_counter()
        children.restart()
        await asyncio.wait_for(asyncio.gather(*(play(t) for t in tables)), seconds + LATE)
        own_cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
        children_cpu = children.cpu()
        cpu = own_cpu + children_cpu
        main_cpu = time.thread_time() - main0
        shares = recording.stop() if recording is not None else None
        peak = sampler.stop()
        kinds = answers.kinds
        await env.shutdown()
        await bot.store.close()
        await bot.stop_render_pool()
    moves = len(trips)
    trips.sort()

    def pct(p: float) -> float:
        return trips[min(len(trips) - 1, int(p * len(trips)))] * 1000 if trips else float("nan")

    cpu_ms = cpu * 1000 / max(moves, 1)
    return {
        "tables": n,
        "moves": moves - refused[0],
        "refused": refused[0],
        "moves_s": moves / wall,
        "p50": statistics.median(trips) * 1000 if trips else float("nan"),
        "p95": pct(0.95),
        "p99": pct(0.99),
        "first_p99": sorted(firsts)[int(0.99 * (len(firsts) - 1))] * 1000 if firsts else 0.0,
        "first_max": max(firsts, default=0.0) * 1000,
        "cpu_ms": cpu_ms,
        "bot_cpu_ms": (
            (cpu - main_cpu * shares.simcord_in_main) * 1000 / max(moves, 1) if shares else None
        ),
        "owners": (
            {
                "main": dict(shares.main),
                "workers": dict(shares.workers),
                "render processes": dict(shares.children),
            }
            if shares
            else None
        ),
        "rest_per_move": sum(kinds.values()) / max(moves, 1),
        "rest": {k: v / max(moves, 1) for k, v in kinds.most_common()},
        "idle_mb": idle,
        "peak_mb": peak,
        "cdn_mb": cdn.received / 2**20,
        "render_workers": render_workers,
        "children": len(children.pids),
        "children_cpu_ms": children_cpu * 1000 / max(moves, 1),
        "own_cpu_ms": own_cpu * 1000 / max(moves, 1),
        "children_idle_mb": children_idle,
        "children_peak_mb": sampler.children_peak,
        "own_idle_mb": own_idle,
        "own_peak_mb": sampler.own_peak,
    }


def child(
    n: int,
    seconds: float,
    game: str,
    spy: bool,
    settle: bool,
    url: str = "",
    keep: bool = False,
    workers: int = 0,
) -> dict[str, Any]:
    """`run` in a fresh interpreter (its own memory), from the same checkout."""
    cmd = [sys.executable, "-m", "bench.load", "--child", str(n), "--seconds", str(seconds)]
    cmd += ["--render-workers", str(workers)]
    cmd += ["--game", game] + (["--py-spy"] if spy else [])
    cmd += ["--settle-timers"] if settle else []
    cmd += ["--keep-simcord-stores"] if keep else []
    cmd += ["--database", url] if url else []
    # bench/ is not installed: the child finds it from the checkout's root
    root = Path(__file__).resolve().parent.parent
    out = subprocess.run(cmd, check=True, cwd=root, stdout=subprocess.PIPE, text=True).stdout
    result: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    return result


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tables", type=int, nargs="+", default=[1, 10, 40, 100])
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--game", default="towers")
    ap.add_argument("--rest", action="store_true", help="list the REST calls per move by kind")
    ap.add_argument("--py-spy", action="store_true", help="split the CPU: bot vs SimCord")
    ap.add_argument(
        "--settle-timers", action="store_true", help="keep SimCord's settle at every timer"
    )
    ap.add_argument(
        "--database",
        default="sqlite",
        help="sqlite (a new file), postgres (a throw-away pgserver, a new database per run) "
        "or a postgresql:// URL of an empty database",
    )
    ap.add_argument(
        "--keep-simcord-stores",
        action="store_true",
        help="keep SimCord's transcript, request log and every message (counted in the peak)",
    )
    default_workers = os.environ.get("KITTY_RENDER_WORKERS", "1")
    ap.add_argument(
        "--render-workers",
        type=int,
        default=int(default_workers) if default_workers.isdigit() else 1,
        help="processes drawing the boards (0: a thread; default KITTY_RENDER_WORKERS or 1)",
    )
    ap.add_argument("--child", type=int, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child is not None:
        # Render workers import the main module unless it is a `*.__main__` (as the bot's
        # is, `python -m bot`): hide the bench from them, or each would import SimCord.
        main_module = sys.modules["__main__"]
        main_module.__spec__ = None
        del main_module.__file__
        url = args.database if "://" in args.database else ""
        result = run(
            args.child,
            args.seconds,
            args.game,
            args.py_spy,
            args.settle_timers,
            url,
            keep_simcord_stores=args.keep_simcord_stores,
            render_workers=args.render_workers,
        )
        print(json.dumps(asyncio.run(result)))
        return
    print(
        "timers: "
        + (
            "SimCord's (the world settles before each timer the bot sets fires)"
            if args.settle_timers
            else "fired as a real event loop does (no world settle; see the docstring)"
        )
    )
    print(f"render workers: {args.render_workers} (0: boards drawn in a thread of the bot)")
    print(
        f"{'tables':>6} {'accepted':>8} {'refused':>7} {'moves/s':>8} {'p50 ms':>8} {'p95 ms':>8} "
        f"{'p99 ms':>8} {'1st p99':>8} {'1st max':>8} {'CPU ms/move':>11} {'bot ms/move':>11} {'REST/move':>9} "
        f"{'idle MiB':>8} {'peak MiB':>8} {'CDN MiB':>8}"
    )
    server = TempPostgres() if args.database == "postgres" else None
    for n in args.tables:
        url = server.new_database() if server else args.database.replace("sqlite", "")
        db_cpu = server.cpu_seconds() if server else 0.0
        r = child(
            n,
            args.seconds,
            args.game,
            args.py_spy,
            args.settle_timers,
            url,
            keep=args.keep_simcord_stores,
            workers=args.render_workers,
        )
        bot_ms = f"{r['bot_cpu_ms']:>11.1f}" if r["bot_cpu_ms"] is not None else f"{'-':>11}"
        print(
            f"{r['tables']:>6} {r['moves']:>8} {r['refused']:>7} {r['moves_s']:>8.1f} "
            f"{r['p50']:>8.1f} {r['p95']:>8.1f} {r['p99']:>8.1f} {r.get('first_p99', 0):>8.1f} "
            f"{r.get('first_max', 0):>8.1f} {r['cpu_ms']:>11.1f} {bot_ms} "
            f"{r['rest_per_move']:>9.2f} {r['idle_mb']:>8.0f} {r['peak_mb']:>8.0f} "
            f"{r.get('cdn_mb', 0):>8.0f}",
            flush=True,
        )
        if r.get("children"):
            print(
                f"{'':>8}render processes ({r['children']}: workers + resource tracker): "
                f"CPU {r['children_cpu_ms']:.1f} ms/move (bot process {r['own_cpu_ms']:.1f}); "
                f"RSS idle {r['children_idle_mb']:.0f} MiB, peak {r['children_peak_mb']:.0f} "
                f"MiB (bot process idle {r['own_idle_mb']:.0f}, peak {r['own_peak_mb']:.0f})",
                flush=True,
            )
        if args.rest:
            for kind, per_move in r["rest"].items():
                print(f"{'':>8}{per_move:6.2f}  {kind}")
        for thread, owners in (r["owners"] or {}).items():
            if not owners:
                continue
            total = sum(owners.values()) or 1
            split = ", ".join(
                f"{k} {v * 100 / total:.0f}%"
                for k, v in sorted(owners.items(), key=lambda kv: -kv[1])
            )
            print(f"{'':>8}{thread} thread samples: {split}")
        if server:  # the server's processes work too: their CPU, per move
            ms = (server.cpu_seconds() - db_cpu) * 1000 / max(r["moves"] + r["refused"], 1)
            print(f"{'':>6} + PostgreSQL server CPU {ms:.2f} ms/move", flush=True)
    if server:
        server.stop()


if __name__ == "__main__":
    main()
