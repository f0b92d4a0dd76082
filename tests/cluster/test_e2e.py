"""Clusters end to end with SimCord: a real sharded bot (`ShardedKittyBot`) next to the
match service of another cluster process on the same database.

SimCord hosts one bot per simulated Discord (and one live world per event loop), routes a
guild's events to `(guild_id >> 22) % shard_count` and direct messages to shard 0, and
drops events of shards the bot does not run. So each test runs one cluster in SimCord
and the other cluster's *service* (the same `MatchService` a cluster process runs, with
its own store connection) beside it:

- the DM test: the bot runs shards 0-1 (it receives every DM), the match lives on shard 2
  (served by the other process). The offer's DM, which the owner sends, is mirrored into
  this world with the same message the owner's publisher builds, and answered here;
- the owner test: the bot runs shards 2-3 and takes in moves the other process committed
  (its poll), posting boards and letting the AI answer.
"""

from __future__ import annotations

import itertools
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

import simcord

from bot.app import ShardedKittyBot
from bot.matches import Match, MatchService
from bot.matches.ownership import Cluster
from cogs import images, presenter
from cogs.cluster import POLL_SECONDS, ClusterPoll
from cogs.dm_answers import with_answers
from cogs.message import post
from tests.cluster.conftest import (
    FIRST,
    SECOND,
    SHARDS,
    Processes,
    StoreFactory,
    next_move,
)
from tests.e2e.conftest import make_settings
from tests.e2e.kill_driver import board_ply
from tests.e2e.simultaneous import at_once

KITTY = {"setup": "random", "objectives": True}


def cluster_bot(db: Path | str, cluster: Cluster) -> ShardedKittyBot:
    """A cluster bot on the database `db` (an SQLite file or a PostgreSQL URL: the same
    database as the `store_factory` stores)."""
    settings = replace(make_settings(db), cluster=cluster)
    seeds = itertools.count(5000)
    return ShardedKittyBot(
        settings,
        sync_on_start=False,
        seed_factory=lambda: next(seeds),
        ai_executor=ThreadPoolExecutor(1),
    )


class World:
    """Guilds on every shard with a channel and two members each."""

    def __init__(self, env: Any, per_shard: int = 2) -> None:
        self.tables: list[tuple[Any, Any, Any, Any]] = []  # guild, channel, ann, bob
        for shard in range(SHARDS):
            for n in range(per_shard):
                g = env.create_guild(name=f"g{shard}-{n}", shard_id=shard)
                ch = g.create_text_channel("games")
                ann = g.add_member(env.create_user(f"ann{shard}{n}"))
                bob = g.add_member(env.create_user(f"bob{shard}{n}"))
                self.tables.append((g, ch, ann, bob))

    def on(self, shards: tuple[int, ...]) -> list[tuple[Any, Any, Any, Any]]:
        return [t for t in self.tables if (t[0].id >> 22) % SHARDS in shards]


async def kitty_offer(other: MatchService, guild: Any, ch: Any, ann: Any, bob: Any) -> Match:
    """A two-player Kitty game served by `other`, with ann's exchange offer to bob open."""
    m = await other.lobby.create_lobby(
        guild_id=guild.id,
        channel_id=ch.id,
        host_id=ann.id,
        host_name="ann",
        game_key="kitty",
        options=KITTY,
    )
    await other.lobby.join(m.id, bob.id, "bob")
    await other.lobby.start(m.id, ann.id)
    assert m.state is not None and m.state.to_move == 0
    offer = next(
        c.notation for c in m.game.move_choices(m.state, 0) if c.notation.startswith("offer")
    )
    await other.turns.play(m.id, ann.id, offer)
    return m


async def mirror_offer_dm(bot: ShardedKittyBot, m: Match, seat: int, user: Any) -> Any:
    """Send `user` the DM the owner's publisher sends for `seat` (see module)."""
    fresh = await bot.service.foreign.load_fresh(m.id)
    assert fresh.state is not None
    secret = fresh.game.view(fresh.state, seat)["secret"]
    spec = presenter.secret(fresh, secret, await images.cards_png(presenter.secret_cards(secret)))
    user_id = fresh.seats[seat].user_id
    assert user_id is not None
    spec = with_answers(spec, fresh, seat, secret, fresh.game.move_choices(fresh.state, seat))
    assert spec.view is not None, "an offer's DM carries the answers"
    discord_user = await bot.fetch_user(user_id)
    return await post(discord_user, spec)


async def test_dm_answers_for_another_processs_matches_are_served_here(
    tmp_path: Path, store_factory: StoreFactory
) -> None:
    procs = Processes(tmp_path, store_factory)
    bot = cluster_bot(store_factory.target(tmp_path), FIRST)
    other = await procs.start(SECOND)
    try:
        async with simcord.run(bot, settle_timeout=60) as env:
            world = World(env)
            await bot.tree.sync()
            await env.settle()
            assert bot.shard_ids == [0, 1]
            theirs = world.on(SECOND.shard_ids)
            matches = [await kitty_offer(other, *t) for t in theirs]
            dms = []
            for m, (_g, _ch, _ann, bob) in zip(matches, theirs):
                await mirror_offer_dm(bot, m, 1, bob.user)
                await env.settle()
                dms.append(bob.user.dm_channel.history()[-1])
                assert not bot.service.foreign.owns_id(m.id)

            # Bob 0 declines while Discord fails the answer's edit: the answer stands.
            env.inject_error("POST", "/interactions/*/callback", status=502, times=None)
            await theirs[0][3].user.select(dms[0], ["decline"])
            env.backend.faults.clear()
            assert [e.move for e in await other.store.moves(matches[0].id)][1:] == ["decline"]
            # The other bobs accept at the same moment.
            answers = [
                bob.user.select(dm, [next_move(m)[1]])
                for m, dm, (_g, _c, _a, bob) in list(zip(matches, dms, theirs))[1:]
            ]
            await at_once(env, answers)
            for m, (_g, _ch, _ann, bob) in list(zip(matches, theirs))[1:]:
                assert "Done" in (bob.user.dm_channel.history()[-1].content or "")
                log = await other.store.moves(m.id)
                assert [e.ply for e in log] == [0, 1] and log[1].move.startswith("accept")
            assert bot.service.matches.keys().isdisjoint(m.id for m in matches)

            # The owner takes the answers in.
            assert sorted(x.id for x in await other.foreign.refresh_changed()) == sorted(
                m.id for m in matches
            )
            assert all(m.ply == 2 for m in matches)

            # Bob 0's menu (still there: its edit failed) again: the offer moved on.
            r = await theirs[0][3].user.select(dms[0], ["decline"])
            assert r.ephemeral and "moved on" in str(r.response.content)
            assert len(await other.store.moves(matches[0].id)) == 2
    finally:
        await procs.stop(other)
        await bot.store.close()


async def start_towers(ch: Any, ann: Any, bob: Any | None) -> None:
    """Ann opens Towers in `ch`; bob joins, or an easy AI plays the other seat."""
    if bob is None:
        await ann.slash(ch, "kitty start towers", opponent="ai", level="easy")
        return
    await ann.slash(ch, "kitty start towers")
    await bob.click(ch.last_message, label="Join")
    await ann.click(ch.last_message, label="Start")


def poll_of(bot: ShardedKittyBot) -> ClusterPoll:
    cog = bot.get_cog("ClusterPoll")
    assert isinstance(cog, ClusterPoll)
    return cog


async def test_the_owner_shows_moves_the_other_process_committed(
    tmp_path: Path, store_factory: StoreFactory
) -> None:
    """The bot runs shards 2-3. Its tables play in their channels while the other
    process commits moves (DM answers) on them; the owner's poll posts each such board
    once and the AI answers; the owner is restarted while the other keeps committing."""
    db = store_factory.target(tmp_path)
    procs = Processes(tmp_path, store_factory)
    bot = cluster_bot(db, SECOND)
    bots = [bot]
    other = await procs.start(FIRST)
    try:
        async with simcord.run(bot, settle_timeout=60) as env:
            world = World(env)
            await bot.tree.sync()
            await env.settle()
            mine = world.on(SECOND.shard_ids)
            for i, (_g, ch, ann, bob) in enumerate(mine):
                await start_towers(ch, ann, None if i == 0 else bob)
            matches = [bot.service.in_channel(ch.id) for _g, ch, _a, _b in mine]
            assert all(m is not None for m in matches)
            assert not [t for t in world.on(FIRST.shard_ids) if bot.service.in_channel(t[1].id)]

            for round_ in range(3):
                # Tables 0-1: the other process commits the human's move (a DM answer);
                # tables 2-3: the players move in their channels at the same moment.
                foreign = []
                for m in matches[:2]:
                    assert m is not None
                    user, move = next_move(m, round_)
                    foreign.append(other.foreign.play_foreign(m.id, user, move, expected_ply=m.ply))
                local = []
                for m, (_g, ch, _a, _b) in list(zip(matches, mine))[2:]:
                    assert m is not None
                    user, move = next_move(m, round_)
                    actor = next(a for a in mine[matches.index(m)][2:] if a.id == user)
                    local.append(actor.slash(ch, "kitty move", move=move))
                await at_once(env, [*foreign, *local])
                before = [m.ply for m in matches if m is not None]
                await env.advance_time(POLL_SECONDS)  # the owner's poll runs
                await env.settle()
                for m, (_g, ch, _a, _b) in zip(matches, mine):
                    assert m is not None
                    fresh = await other.foreign.load_fresh(m.id)
                    assert m.ply == fresh.ply and m.announced_ply == m.ply
                    assert board_ply(ch.last_message) == m.ply
                assert matches[0] is not None and matches[0].ply >= before[0]
                # The AI of table 0 answered the foreign move (its turn came back to ann).
                assert matches[0].state is not None and matches[0].state.to_move == 0

            # The owner restarts (a new process) while the other process commits a move.
            ids = [m.id for m in matches if m is not None]
            m1 = matches[1]
            assert m1 is not None
            user, move = next_move(m1)
            await procs.stop(other)
            other = await procs.start(FIRST)
            second = cluster_bot(db, SECOND)
            bots.append(second)
            await env.restart_bot(second)
            fresh = await other.foreign.load_fresh(m1.id)
            await other.foreign.play_foreign(m1.id, *next_move(fresh), expected_ply=fresh.ply)
            await env.advance_time(POLL_SECONDS)
            await env.settle()
            assert sorted(second.service.matches) == sorted(ids)
            back = second.service.matches[m1.id]
            assert back.ply == fresh.ply + 1 and back.announced_ply == back.ply
            assert board_ply(mine[1][1].last_message) == back.ply
            for m_id in ids:
                plies = [e.ply for e in await other.store.moves(m_id)]
                assert plies == list(range(len(plies)))
    finally:
        await procs.stop(other)
        for b in bots:
            await b.store.close()


async def test_one_process_answers_an_offer_from_its_dm(tmp_path: Path) -> None:
    """Without clusters the DM menu works too: the answer is played and the board is
    posted in the channel; the offering seat's DM has no menu."""
    from tests.e2e.conftest import make_bot

    bot = make_bot(tmp_path / "one.sqlite3")
    try:
        async with simcord.run(bot, settle_timeout=60) as env:
            g = env.create_guild(name="one")
            ch = g.create_text_channel("games")
            ann, bob = (g.add_member(env.create_user(n)) for n in ("ann", "bob"))
            await bot.tree.sync()
            await ann.slash(ch, "kitty start kitty", **KITTY)
            await bob.click(ch.last_message, label="Join")
            await ann.click(ch.last_message, label="Start")
            m = bot.service.in_channel(ch.id)
            assert m is not None and m.state is not None
            offer = next(
                c.notation
                for c in bot.service.turns.move_choices(m, ann.id)
                if c.notation[:5] == "offer"
            )
            await ann.slash(ch, "kitty move", move=offer)
            assert not ann.user.dm_channel.history()[-1].components
            dm = bob.user.dm_channel.history()[-1]
            assert dm.components, "the offer's DM carries the answers"
            r = await bob.user.select(dm, ["decline"])
            assert r.response is not None and "Done" in (r.response.content or "")
            assert m.ply == 2 and m.announced_ply == 2
            assert board_ply(ch.last_message) == 2
    finally:
        await bot.store.close()
