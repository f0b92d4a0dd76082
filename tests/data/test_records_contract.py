"""The match service and the record queries on both backends: finishing games writes
results and ratings in the move's transaction (also two tables finishing at once), and
leaderboards, stats, exports, forgetting and "my data" read the same on both."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.matches import MatchService
from bot.matches.limits import Limits
from data.store import Store, StoreIntegrityError

NO_LIMITS = Limits(lobbies_per_member=0, tables_per_guild=0, ai_only_per_guild=0, board_cooldown=0)


@pytest.fixture
def service(store: Store) -> MatchService:
    return MatchService(store, limits=NO_LIMITS)


async def towers(service: MatchService, guild: int, channel: int, guest: int = 2) -> Any:
    m = await service.lobby.create_lobby(
        guild_id=guild,
        channel_id=channel,
        host_id=1,
        host_name="ann",
        game_key="towers",
        options={},
    )
    await service.lobby.join(m.id, guest, f"guest{guest}")
    return await service.lobby.start(m.id, 1)


async def finish(service: MatchService, m: Any, loser: int = 2) -> None:
    await service.turns.play(m.id, 1, "a1-a2")
    await service.turns.resign(m.id, loser)
    await service.notices.mark_announced(m, m.ply, None)


async def test_tables_finishing_at_once_are_all_rated(service: MatchService) -> None:
    matches = [await towers(service, 5, 100 + i, guest=2 + i) for i in range(6)]
    await asyncio.gather(*(finish(service, m, loser=2 + i) for i, m in enumerate(matches)))
    store = service.store
    board = await store.leaderboard(5, "towers")
    assert board[0].player == "u:1" and board[0].games == 6
    assert sorted(r.player for r in board[1:]) == [f"u:{2 + i}" for i in range(6)]
    results = await store.player_results(5, "u:1")
    assert [r.outcome for r in results] == ["win"] * 6 and all(r.rated for r in results)
    assert sorted(r.match_id for r in results) == sorted(m.id for m in matches)
    assert [r.finished_at for r in results] == sorted(r.finished_at for r in results)
    wins = await store.best_wins(5, "u:1")
    assert len(wins) == 6 and {w[0] for w in wins} == {"towers"}
    assert set(await store.ratings_of(5, "u:3")) == {"towers"}
    seats = await store.match_results(matches[0].id)
    assert [(s.seat, s.outcome) for s in seats] == [(0, "win"), (1, "loss")]
    assert await store.last_match_in(100) == matches[0].id


async def test_export_forget_and_user_data(service: MatchService) -> None:
    store = service.store
    done = await towers(service, 5, 1)
    await finish(service, done)
    elsewhere = await towers(service, 6, 2)
    await finish(service, elsewhere)
    running = await towers(service, 5, 3)
    await service.turns.play(running.id, 1, "a1-a2")
    export = await store.export_guild(5, chunk=1)
    assert [m["id"] for m in export["matches"]] == [done.id]
    assert [(m["match_id"], m["ply"]) for m in export["moves"]] == [(done.id, 0), (done.id, 1)]
    assert len(export["results"]) == 2 and len(export["ratings"]) == 2
    mine = await store.user_data(2)
    assert [r["outcome"] for r in mine["results"]] == ["loss", "loss"]
    assert [g["id"] for g in mine["matches"]] == [done.id, elsewhere.id]
    assert await store.forget_guild(5) == 1
    assert await store.get_match(done.id) is None and await store.moves(done.id) == []
    assert len(await store.moves(running.id)) == 1
    assert len(await store.leaderboard(6, "towers")) == 2
    assert await store.leaderboard(5, "towers") == []
    with pytest.raises(StoreIntegrityError, match="append-only"):
        await store._execute("DELETE FROM moves WHERE match_id = ?", (running.id,))
    record = await store.match_record(elsewhere.id)
    assert record is not None and record[1].endswith("Z") and record[1] <= record[2]


async def test_a_reopened_store_loads_the_same_tables(service: MatchService) -> None:
    a = await towers(service, 5, 1)
    await service.turns.play(a.id, 1, "a1-a2")
    b = await towers(service, 5, 2, guest=3)
    rows = {r.id: r for r in await service.store.load_open()}
    assert set(rows) == {a.id, b.id}
    reloaded = MatchService(service.store, limits=NO_LIMITS)
    await reloaded.load_all()
    await reloaded.turns.resign(a.id, 2)  # the reloaded table plays on from ply 1
    assert [e.kind for e in await service.store.moves(a.id)] == ["move", "resign"]
    assert [r.outcome for r in await service.store.match_results(a.id)] == ["win", "loss"]


async def test_an_analysis_is_kept_per_game_and_log_length_and_forgotten_with_its_game(
    service: MatchService,
) -> None:
    m = await towers(service, 5, 100)
    await finish(service, m)
    store = service.store
    assert await store.analysis(m.id, 2) is None
    data = {"values": [[0.5, 0.5], [1.0, 0.0]], "swings": []}
    await store.save_analysis(m.id, "towers", 2, data)
    assert await store.analysis(m.id, 2) == data
    assert await store.analysis(m.id, 3) is None  # made for another log length
    assert await service.store.forget_guild(5) == 1
    assert await store.analysis(m.id, 2) is None
