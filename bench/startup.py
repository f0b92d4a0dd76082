"""Start-up: the time from opening the store to every open match loaded and ready, with
N open matches of every game in a real SQLite file.

    python -m bench.startup [--matches 1000] [--plies 60] [--runs 3] [--game KEY ...]
                            [--keep DIR]

The file is built once per run (not timed): each match is a two-seat table of one of the
games in turn, started and played for a seeded random number of plies (0 to `--plies`)
through the engine, its log and snapshot written as the bot writes them; one in twenty is
still a lobby. Then, `--runs` times, a fresh `SqliteStore` is opened on it and a fresh
`MatchService` loads every match (`load_all`, what `KittyBot.setup_hook` does). It prints
the median wall and CPU time of open + load (and of the open alone), the number of SQL
statements the load ran, and the same for each game alone (a file with only that game's
matches). With `--keep DIR` each file is kept in DIR and reused by later runs with the
same games, matches and plies (so versions of the code can be compared on the same files,
run after run, without building them again).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bot.core.protocol import turn
from bot.core.registry import all_games, get_game
from bot.matches import seats as seating
from bot.matches.models import Seat
from bot.matches.service import MatchService
from bot.matches.tables import snapshot_of
from data.store import SqliteStore

MATCH_COLUMNS = (
    "guild_id, channel_id, game, rules_version, seed, options, status, host_id, seats,"
    " snapshot, ply, announced_ply"
)


def random_match(key: str, seed: int, plies: int) -> tuple[dict[str, Any], list[tuple[Any, ...]]]:
    """The columns of one match of `key` (a lobby when `plies` < 0) and its log entries
    (ply, seat, kind, move), played with seeded random moves; a game that ends earlier is
    stored at its last running position."""
    game = get_game(key)
    n = max(2, game.min_players)
    seats = [Seat(f"p{i}", 10_000 + i, None, seating.human_options(game, {})) for i in range(n)]
    row: dict[str, Any] = {"game": key, "seed": seed, "seats": [s.to_json() for s in seats]}
    if plies < 0:
        row.update(status="lobby", options={}, snapshot=None, ply=0)
        return row, []
    opts = dict(seating.start_values(game, seats))
    options = game.validate_options(n, opts)
    state = game.new_state(n, seed, options)
    rng = random.Random(seed)
    log: list[tuple[Any, ...]] = []
    while len(log) < plies:
        seat = state.to_move
        moves = state.legal_moves(seat) if seat is not None else []
        if not moves:
            break
        steps = list(turn(state, rng.choice(moves), seat))
        if steps[-1].after.outcome() is not None:
            break
        for step in steps:
            log.append((len(log), step.seat, "move", game.format_move(step.before, step.move)))
        state = steps[-1].after
    last = ("move", log[-1][3]) if log else None
    snapshot = snapshot_of(game, state, len(log), last)
    row.update(status="active", options=options, snapshot=json.dumps(snapshot), ply=len(log))
    return row, log


async def build(path: Path, keys: Sequence[str], matches: int, plies: int) -> None:
    """A store file with `matches` open matches of `keys` in turn (schema by the store)."""
    store = SqliteStore(path)
    await store.open()
    await store.close()
    rng = random.Random(matches)
    db = sqlite3.connect(path)
    with db:
        for i in range(matches):
            key = keys[i % len(keys)]
            n = -1 if i % 20 == 19 else rng.randrange(plies + 1)
            row, log = random_match(key, 1000 + i, n)
            game = get_game(key)
            cur = db.execute(
                f"INSERT INTO matches ({MATCH_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (1, 100_000 + i, key, game.caps.rules_version, row["seed"],
                 json.dumps(row["options"]), row["status"], 10_000, json.dumps(row["seats"]),
                 row["snapshot"], row["ply"], row["ply"]),
            )  # fmt: skip
            db.executemany(
                "INSERT INTO moves (match_id, ply, seat, kind, move) VALUES (?, ?, ?, ?, ?)",
                [(cur.lastrowid, *entry) for entry in log],
            )
    db.close()


async def load_once(path: Path) -> dict[str, float]:
    """Open the store and load every match: wall and CPU seconds, the open alone, the
    statements the load ran, matches loaded and damaged."""
    statements: list[str] = []
    cpu0, wall0 = time.process_time(), time.perf_counter()
    store = SqliteStore(path)
    await store.open()
    opened = time.perf_counter() - wall0
    await store.db.set_trace_callback(statements.append)
    loaded = await MatchService(store).load_all()
    wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
    await store.close()
    return {
        "wall": wall,
        "cpu": cpu,
        "open": opened,
        "queries": len(statements),
        "loaded": len(loaded),
        "damaged": sum(1 for m in loaded if m.damaged),
    }


async def measure(
    keys: Sequence[str], matches: int, plies: int, runs: int, keep: Path | None = None
) -> dict[str, Any]:
    if keep is not None:
        keep.mkdir(parents=True, exist_ok=True)
        path = keep / f"startup-{'-'.join(keys)}-{matches}-{plies}.sqlite3"
        if not path.exists():
            part = path.with_suffix(".part")
            part.unlink(missing_ok=True)
            await build(part, keys, matches, plies)
            part.rename(path)
        results = [await load_once(path) for _ in range(runs)]
    else:
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "startup.sqlite3"
            await build(path, keys, matches, plies)
            results = [await load_once(path) for _ in range(runs)]
    out = {k: statistics.median(r[k] for r in results) for k in ("wall", "cpu", "open")}
    return {**results[0], **out}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--matches", type=int, default=1000)
    ap.add_argument("--plies", type=int, default=60, help="most random plies per match")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--game", nargs="+", default=[g.key for g in all_games()])
    ap.add_argument("--keep", type=Path, help="keep the built files here and reuse them")
    args = ap.parse_args()
    print(
        f"{'games':>36} {'matches':>7} {'damaged':>7} {'queries':>7} {'open ms':>7} "
        f"{'wall ms':>8} {'CPU ms':>8}"
    )
    sets = [args.game] + ([[k] for k in args.game] if len(args.game) > 1 else [])
    for keys in sets:
        r = asyncio.run(measure(keys, args.matches, args.plies, args.runs, args.keep))
        print(
            f"{' '.join(keys):>36} {r['loaded']:>7} {r['damaged']:>7} {r['queries']:>7} "
            f"{r['open'] * 1000:>7.0f} {r['wall'] * 1000:>8.0f} {r['cpu'] * 1000:>8.0f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
