"""One cluster process for the two-process test:
`python -m tests.cluster.cluster_driver DB SHARDS JOURNAL TAG`.

It runs the real sharded bot (`ShardedKittyBot`, shards SHARDS of 4) on database DB
against its own SimCord world. SimCord worlds are reproducible, so every process builds
the same guilds (two per shard), channels and members with the same ids, and each bot
receives only its own shards' events. It writes `LOADED <ids>` (the matches it loaded)
and `READY TAG`, then plays forever: each round, every one of its tables moves at the
same moment through `/kitty move`, and — standing in for DM answers, which
`test_e2e` drives through SimCord — it also commits moves on the *other* cluster's
tables through the store (`play_foreign`, guarded by its ply). Every accepted move is
appended to JOURNAL (fsync'ed): `MOVE <match> <ply> <notation>` for those through the
store, `OWN <match> <ply> <notation>` for typed ones (a typed move plays on the position
current when it arrives: at that ply, or later when the owner took in a move from the
other cluster first).
"""

from __future__ import annotations

import asyncio
import random
import sys
from typing import Any

from simcord.env import Env

from bot.core.errors import GameError
from bot.matches.ownership import Cluster, parse_shards
from tests.cluster.conftest import SHARDS
from tests.cluster.test_e2e import World, cluster_bot
from tests.e2e.kill_driver import Journal
from tests.e2e.simultaneous import at_once


async def main(db: str, shards: str, journal_path: str, tag: str) -> None:
    journal = Journal(journal_path)
    cluster = Cluster(parse_shards(shards, SHARDS), SHARDS)
    bot = cluster_bot(db, cluster)
    env = Env(bot, settle_timeout=120)
    world = World(env)
    await env.start()
    await bot.tree.sync()
    await env.settle()
    service = bot.service
    journal.write(f"LOADED {tag} {' '.join(map(str, sorted(service.matches)))}")
    journal.write(f"READY {tag}")
    mine = world.on(cluster.shard_ids)
    rng = random.Random(tag)
    while True:
        actions: list[Any] = []
        expected: list[tuple[int, int, str]] = []
        for _g, ch, ann, bob in mine:
            m = service.in_channel(ch.id)
            if m is None:
                await ann.slash(ch, "kitty start towers")
                await bob.click(ch.last_message, label="Join")
                await ann.click(ch.last_message, label="Start")
                continue
            assert m.state is not None and m.state.to_move is not None
            actor = (ann, bob)[m.state.to_move]
            move = rng.choice(service.turns.move_choices(m, actor.id)).notation
            actions.append(actor.slash(ch, "kitty move", move=move))
            expected.append((m.id, m.ply, move))
        foreign = await foreign_moves(bot, rng)
        results = await at_once(env, [*actions, *(w for w, _ in foreign)])
        for (mid, ply, move), r in zip(expected, results):
            if not r.ephemeral:  # a typed move plays on the current position: ply or later
                journal.write(f"OWN {mid} {ply} {move}")
        for (_w, (mid, ply, move)), r in zip(foreign, results[len(actions) :]):
            if r is not None:
                journal.write(f"MOVE {mid} {ply} {move}")
        await env.advance_time(1)  # the poll takes in the other cluster's moves


async def foreign_moves(bot: Any, rng: random.Random) -> list[tuple[Any, tuple[int, int, str]]]:
    """A move on each of the other cluster's running tables, through the store."""
    service = bot.service
    rows = await service.store.load_open()
    out = []
    for row in rows:
        if row.status != "active" or service.tables.ownership.owns_guild(row.guild_id):
            continue
        m = await service.foreign.load_fresh(row.id)
        if m.state is None or m.state.to_move is None or m.damaged:
            continue
        user = m.seats[m.state.to_move].user_id
        move = rng.choice(m.game.move_choices(m.state, m.state.to_move)).notation

        async def attempt(mid: int = m.id, u: int = user, mv: str = move, p: int = m.ply) -> Any:
            try:
                return await service.foreign.play_foreign(mid, u, mv, expected_ply=p)
            except GameError:
                return None  # the owner moved first: refused, nothing committed

        out.append((attempt(), (m.id, m.ply, move)))
    return out


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:5]))
