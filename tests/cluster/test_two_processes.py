"""Two cluster processes over one database, at the service level: each loads only the
matches of its shards; a move made through the other process (a DM answer) is committed
from the store and taken in by the owner; the owner and the other process moving the
same match at the same moment commit one move, never both; a damaged row is refused;
a process restarted while the other plays loses nothing."""

from __future__ import annotations

import asyncio
import json

import pytest

from bot.core.errors import GameError, StaleMoveError
from bot.matches import MatchService
from bot.matches.clocks import clock_of
from bot.matches.ownership import shard_of
from tests.cluster.conftest import FIRST, SECOND, SHARDS, Processes, guild_on, next_move, table_in


async def log_of(service: MatchService, match_id: int) -> list[tuple[int, str]]:
    return [(e.ply, e.move) for e in await service.store.moves(match_id)]


async def test_each_process_loads_only_the_matches_of_its_shards(procs: Processes) -> None:
    single = await procs.start(None)
    made = {}
    for shard in range(SHARDS):
        for n in (1, 2):
            m = await table_in(single, guild_on(shard, n), channel=10 * shard + n)
            made[m.id] = shard
    no_guild = await single.store.create_match(  # an old row without a guild: shard 0
        guild_id=None,
        channel_id=99,
        game="towers",
        rules_version=1,
        seed=1,
        options={},
        host_id=1,
        seats=[{"name": "ann", "user_id": 1}],
    )
    made[no_guild] = 0
    damaged = await table_in(single, guild_on(3, 5), channel=77)
    made[damaged.id] = 3
    await single.store._execute("UPDATE matches SET seats = 'not json' WHERE id = ?", (damaged.id,))
    await procs.stop(single)

    first, second = await procs.start(FIRST), await procs.start(SECOND)
    assert set(first.matches) == {i for i, s in made.items() if s in (0, 1)}
    assert set(second.matches) == {i for i, s in made.items() if s in (2, 3)}
    assert second.matches[damaged.id].damaged and not first.matches[no_guild].damaged
    for service, cluster in ((first, FIRST), (second, SECOND)):
        assert all(service.foreign.owns_match(m) for m in service.matches.values())
        assert all(
            shard_of(m.guild_id, SHARDS) in cluster.shard_ids for m in service.matches.values()
        )


async def test_a_move_through_the_other_process_is_taken_in_by_the_owner(
    procs: Processes,
) -> None:
    first, second = await procs.start(FIRST), await procs.start(SECOND)
    m = await table_in(second, guild_on(2), channel=1)
    user, move = next_move(m)
    assert not first.foreign.owns_id(m.id) and m.id not in first.matches

    report = await first.foreign.play_foreign(m.id, user, move, expected_ply=0)
    assert report.after_ply == 1 and m.id not in first.matches  # nothing kept in memory
    assert await log_of(second, m.id) == [(0, move)]
    assert m.ply == 0  # the owner has not looked yet

    assert await second.foreign.refresh_changed() == [m]
    fresh = await second.foreign.load_fresh(m.id)
    assert m.ply == 1 and m.state is not None and fresh.state is not None
    assert m.game.encode_state(m.state) == m.game.encode_state(fresh.state)
    assert await second.foreign.refresh_changed() == []  # taken in once

    user, move = next_move(m)  # the owner plays on from there
    await second.turns.play(m.id, user, move)
    assert [p for p, _ in await log_of(second, m.id)] == [0, 1]


async def test_the_owner_checks_the_version_before_using_a_match(procs: Processes) -> None:
    first, second = await procs.start(FIRST), await procs.start(SECOND)
    m = await table_in(second, guild_on(3), channel=1)
    user, move = next_move(m)
    await first.foreign.play_foreign(m.id, user, move, expected_ply=0)
    stale_user, stale_move = next_move(m)  # what the owner's stale memory offers
    with pytest.raises(StaleMoveError):
        await second.turns.play(m.id, stale_user, stale_move)
    assert m.ply == 0  # a refused commit changes nothing in memory either
    assert await second.foreign.refresh(m) and m.ply == 1
    assert not await second.foreign.refresh(m)
    user, move = next_move(m)
    await second.turns.play(m.id, user, move)
    assert [p for p, _ in await log_of(second, m.id)] == [0, 1]


async def test_owner_and_other_process_moving_at_once_commit_one_move(
    procs: Processes,
) -> None:
    """Many tables; each round, on every table the owner and the other process submit a
    move for the same ply at the same moment (and the other process twice). Exactly one
    move per table and round is committed; the log has no gap and no double."""
    first, second = await procs.start(FIRST), await procs.start(SECOND)
    tables = [await table_in(second, guild_on(2 + i % 2, i + 1), channel=i) for i in range(6)]
    own = [await table_in(first, guild_on(i % 2, i + 1), channel=100 + i) for i in range(3)]
    for round_ in range(6):
        work = []
        for i, m in enumerate(tables):
            if m.status != "active":
                continue
            user, move = next_move(m, round_ + i)
            _, other = next_move(m, round_ + i + 1)
            work += [
                second.turns.play(m.id, user, move, expected_ply=m.ply),
                first.foreign.play_foreign(m.id, user, other, expected_ply=m.ply),
                first.foreign.play_foreign(m.id, user, move, expected_ply=m.ply),
            ]
        for m in own:  # the first process's own tables move at the same moment
            if m.status == "active":
                user, move = next_move(m, round_)
                work.append(first.turns.play(m.id, user, move))
        results = await asyncio.gather(*work, return_exceptions=True)
        failures = [r for r in results if isinstance(r, BaseException)]
        assert all(isinstance(r, GameError) for r in failures), failures
        assert len(failures) == 2 * len([m for m in tables if m.status == "active"])
        await second.foreign.refresh_changed()
    for m in tables:
        plies = [p for p, _ in await log_of(second, m.id)]
        assert plies == list(range(6)) and m.ply == 6
        assert await second.foreign.load_fresh(m.id) is not m


async def test_a_damaged_row_is_refused_through_the_other_process(procs: Processes) -> None:
    first, second = await procs.start(FIRST), await procs.start(SECOND)
    m = await table_in(second, guild_on(2), channel=1)
    user, move = next_move(m)
    await second.store._execute(
        "UPDATE matches SET snapshot = ?, seats = '[{\"bad\": 1}]' WHERE id = ?",
        (json.dumps({"v": 2}), m.id),
    )
    with pytest.raises(GameError, match="damaged"):
        await first.foreign.play_foreign(m.id, user, move, expected_ply=0)
    assert await log_of(second, m.id) == []
    with pytest.raises(StaleMoveError):
        await first.foreign.play_foreign(9999, user, move, expected_ply=0)


async def test_a_process_restarts_while_the_other_keeps_playing(procs: Processes) -> None:
    first, second = await procs.start(FIRST), await procs.start(SECOND)
    theirs = await table_in(second, guild_on(3), channel=1)
    mine = await table_in(first, guild_on(0), channel=2)
    await procs.stop(second)  # killed: nothing of it is closed gracefully beyond the file
    for _ in range(3):
        user, move = next_move(mine)
        await first.turns.play(mine.id, user, move)
        fresh = await first.foreign.load_fresh(theirs.id)
        user, move = next_move(fresh)
        await first.foreign.play_foreign(theirs.id, user, move, expected_ply=fresh.ply)
    second = await procs.start(SECOND)
    back = second.matches[theirs.id]
    assert back.ply == 3 and mine.id not in second.matches
    assert await second.store.moved_since_shown(SHARDS, SECOND.shard_ids) == [(theirs.id, 3)]
    user, move = next_move(back)
    await second.turns.play(back.id, user, move)
    assert [p for p, _ in await log_of(second, back.id)] == [0, 1, 2, 3]
    assert [p for p, _ in await log_of(first, mine.id)] == [0, 1, 2]


async def test_the_owner_runs_the_clock_of_a_move_made_elsewhere(procs: Processes) -> None:
    """A timed table: the other process stores the next turn's deadline with its commit,
    and the owner (the one process that runs the clocks) queues it when it takes it in."""
    first, second = await procs.start(FIRST), await procs.start(SECOND)
    m = await table_in(second, guild_on(2), channel=1, time_limit=600.0)
    user, move = next_move(m)
    await first.foreign.play_foreign(m.id, user, move, expected_ply=0)
    assert len(first.tables.deadlines) == 0  # the other process runs no clock for it
    await second.foreign.refresh_changed()
    c = clock_of(m)
    assert c is not None and c.ply == 1 and c.seats == (1,)
    due = [e for e in second.tables.deadlines.due(c.deadline + 1) if e[1] == m.id]
    assert any(ply == 1 for _when, _mid, ply, _kind in due), due
