"""The store's record queries: forgetting a server keeps open games and other servers,
and the log of an open game stays append-only."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.matches import MatchService
from bot.matches.limits import Limits
from data.store import SqliteStore


@pytest.fixture
async def service(tmp_path: Path) -> Any:
    store = SqliteStore(tmp_path / "k.sqlite3")
    await store.open()
    s = MatchService(
        store,
        limits=Limits(
            lobbies_per_member=0, tables_per_guild=0, ai_only_per_guild=0, board_cooldown=0
        ),
    )
    yield s
    await store.close()


async def towers(service: MatchService, guild: int, channel: int) -> Any:
    m = await service.lobby.create_lobby(
        guild_id=guild,
        channel_id=channel,
        host_id=1,
        host_name="ann",
        game_key="towers",
        options={},
    )
    await service.lobby.join(m.id, 2, "bob")
    return await service.lobby.start(m.id, 1)


async def finish(service: MatchService, m: Any) -> None:
    await service.turns.play(m.id, 1, "a1-a2")
    await service.turns.resign(m.id, 2)
    await service.notices.mark_announced(m, m.ply, None)


async def test_forget_deletes_only_this_servers_closed_games(service: MatchService) -> None:
    done = await towers(service, 5, 1)
    await finish(service, done)
    elsewhere = await towers(service, 6, 2)
    await finish(service, elsewhere)
    running = await towers(service, 5, 3)
    await service.turns.play(running.id, 1, "a1-a2")
    assert await service.store.forget_guild(5) == 1
    assert await service.store.get_match(done.id) is None
    assert await service.store.moves(done.id) == []
    assert len(await service.store.moves(running.id)) == 1
    assert (await service.store.get_match(elsewhere.id)) is not None
    assert len(await service.store.leaderboard(6, "towers")) == 2
    assert await service.store.leaderboard(5, "towers") == []
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        await service.store.db.execute("DELETE FROM moves WHERE match_id = ?", (running.id,))


async def test_a_finished_game_whose_board_was_never_shown_is_not_forgotten(
    service: MatchService,
) -> None:
    m = await towers(service, 5, 1)
    await service.turns.play(m.id, 1, "a1-a2")
    await service.turns.resign(m.id, 2)
    assert await service.store.forget_guild(5) == 0
    assert len(await service.store.moves(m.id)) == 2


async def test_user_data_holds_results_ratings_and_games(service: MatchService) -> None:
    m = await towers(service, 5, 1)
    await finish(service, m)
    data = await service.store.user_data(2)
    assert [r["outcome"] for r in data["results"]] == ["loss"]
    assert [r["game"] for r in data["ratings"]] == ["towers"]
    assert [g["id"] for g in data["matches"]] == [m.id]
    assert await service.store.user_data(99) == {
        "results": [],
        "ratings": [],
        "matches": [],
        "settings": [],
        "lessons": [],
    }
