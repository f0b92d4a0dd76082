"""The match service without Discord: memory follows the database, damaged data becomes a
damaged match, a failing step is refused cleanly, lobby rules and fair-use limits."""

from __future__ import annotations

import itertools
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.core.errors import GameError, OptionError
from bot.matches import MatchService
from bot.matches.limits import Limits
from bot.matches.service import LimitError, MoveFailedError
from data.store import MatchStore, StoreBusyError

NO_LIMITS = Limits(lobbies_per_member=0, tables_per_guild=0, ai_only_per_guild=0, board_cooldown=0)


async def make_service(path: Path, limits: Limits = NO_LIMITS) -> MatchService:
    store = MatchStore(path, lock_wait=0.3, busy_timeout_ms=50)
    await store.open()
    seeds = itertools.count(11)
    service = MatchService(store, seed_factory=lambda: next(seeds), limits=limits)
    await service.load_all()
    return service


@pytest.fixture
async def service(tmp_path: Path) -> Any:
    s = await make_service(tmp_path / "k.sqlite3")
    yield s
    await s.store.close()


async def towers_game(service: MatchService, channel: int = 1) -> Any:
    m = await service.create_lobby(
        guild_id=5, channel_id=channel, host_id=1, host_name="ann", game_key="towers", options={}
    )
    await service.join(m.id, 2, "bob")
    return await service.start(m.id, 1)


async def reopen(service: MatchService, tmp_path: Path) -> MatchService:
    await service.store.close()
    return await make_service(tmp_path / "k.sqlite3")


async def test_a_failed_write_leaves_memory_as_the_database(
    service: MatchService, tmp_path: Path
) -> None:
    m = await service.create_lobby(
        guild_id=5, channel_id=1, host_id=1, host_name="ann", game_key="towers", options={}
    )
    blocker = sqlite3.connect(tmp_path / "k.sqlite3", timeout=0)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StoreBusyError):
            await service.join(m.id, 2, "bob")
    finally:
        blocker.rollback()
        blocker.close()
    assert [s.user_id for s in m.seats] == [1]
    row = await service.store.get_match(m.id)
    assert row is not None and [s["user_id"] for s in row.seats] == [1]
    await service.join(m.id, 2, "bob")  # "you already joined" is not said: the join works now
    assert [s.user_id for s in m.seats] == [1, 2]


async def test_a_failed_move_commit_leaves_memory_as_the_database(
    service: MatchService, tmp_path: Path
) -> None:
    m = await towers_game(service)
    before = (m.ply, m.game.encode_state(m.state))
    blocker = sqlite3.connect(tmp_path / "k.sqlite3", timeout=0)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StoreBusyError):
            await service.play(m.id, 1, m.game.move_choices(m.state, 0)[0].notation)
    finally:
        blocker.rollback()
        blocker.close()
    assert (m.ply, m.game.encode_state(m.state)) == before


async def test_a_step_that_raises_is_refused_and_the_table_stays_playable(
    service: MatchService, monkeypatch: Any
) -> None:
    m = await towers_game(service)
    state_type = type(m.state)
    original = state_type.apply
    calls = {"n": 0}

    def broken(self: Any, move: Any, seat: Any = None) -> Any:
        calls["n"] += 1
        if calls["n"] == 1:
            raise KeyError("fl7")
        return original(self, move, seat)

    monkeypatch.setattr(state_type, "apply", broken)
    move = m.game.move_choices(m.state, 0)[0].notation
    with pytest.raises(MoveFailedError, match="Nothing changed"):
        await service.play(m.id, 1, move)
    assert m.ply == 0 and await service.store.moves(m.id) == []
    await service.play(m.id, 1, move)
    assert m.ply == 1


async def test_replay_from_the_log_equals_the_snapshot(
    service: MatchService, tmp_path: Path
) -> None:
    m = await towers_game(service)
    for _ in range(6):
        seat = m.state.to_move
        await service.play(
            m.id, m.seats[seat].user_id, m.game.move_choices(m.state, seat)[0].notation
        )
    live = json.dumps(m.game.encode_state(m.state), sort_keys=True)
    await service.store.db.execute("UPDATE matches SET snapshot = '[1, 2' WHERE id = ?", (m.id,))
    again = await reopen(service, tmp_path)
    m2 = again.in_channel(1)
    assert m2 is not None and m2.damaged is None
    assert json.dumps(m2.game.encode_state(m2.state), sort_keys=True) == live
    await again.store.close()


@pytest.mark.parametrize(
    "snapshot",
    [
        "{}",
        '{"v": 2, "ply": 3, "last": ["move", "a1-a2"], "state": {}}',
        '{"v": 2, "ply": 0, "last": null, "state": null}',
    ],
)
async def test_a_snapshot_that_disagrees_with_the_log_is_not_trusted(
    service: MatchService, tmp_path: Path, snapshot: str
) -> None:
    m = await towers_game(service)
    seat = m.state.to_move
    await service.play(m.id, m.seats[seat].user_id, m.game.move_choices(m.state, seat)[0].notation)
    live = json.dumps(m.game.encode_state(m.state), sort_keys=True)
    await service.store.db.execute("UPDATE matches SET snapshot = ? WHERE id = ?", (snapshot, m.id))
    again = await reopen(service, tmp_path)
    m2 = again.in_channel(1)
    assert m2 is not None and m2.damaged is None and m2.ply == 1
    assert json.dumps(m2.game.encode_state(m2.state), sort_keys=True) == live
    await again.store.close()


async def damage(service: MatchService, sql: str, *args: Any) -> None:
    db = service.store.db
    await db.execute("DROP TRIGGER IF EXISTS moves_no_delete")
    await db.execute("DROP TRIGGER IF EXISTS moves_no_update")
    await db.execute(sql, args)


@pytest.mark.parametrize(
    "sql",
    [
        "DELETE FROM moves WHERE match_id = 1 AND ply = (SELECT MAX(ply) FROM moves WHERE match_id = 1)",
        "DELETE FROM moves WHERE match_id = 1 AND ply = 0",
        "UPDATE moves SET move = 'zz-zz' WHERE match_id = 1",
        "UPDATE matches SET game = 'chess' WHERE id = 1",
        "UPDATE matches SET options = '{oops' WHERE id = 1",
        "UPDATE matches SET seats = '[{\"nope\": 1}]' WHERE id = 1",
    ],
)
async def test_damaged_data_becomes_a_damaged_match_a_moderator_can_cancel(
    service: MatchService, tmp_path: Path, sql: str
) -> None:
    m = await towers_game(service)
    for _ in range(2):
        seat = m.state.to_move
        await service.play(
            m.id, m.seats[seat].user_id, m.game.move_choices(m.state, seat)[0].notation
        )
    # The snapshot is cleared too, so nothing hides the damage of the log.
    await service.store.db.execute("UPDATE matches SET snapshot = NULL WHERE id = 1")
    await damage(service, sql)
    again = await reopen(service, tmp_path)
    m2 = again.in_channel(1)
    assert m2 is not None and m2.damaged, "the channel must know its damaged game"
    with pytest.raises(GameError, match="damaged"):
        again.require_playable(m2)
    with pytest.raises(GameError):
        await again.create_lobby(
            guild_id=5, channel_id=1, host_id=3, host_name="c", game_key="towers", options={}
        )
    await again.cancel(m2.id, 99, moderator=True)
    assert again.in_channel(1) is None
    await again.create_lobby(
        guild_id=5, channel_id=1, host_id=3, host_name="c", game_key="towers", options={}
    )
    await again.store.close()


async def test_a_row_that_cannot_be_read_at_all_still_holds_its_channel(
    service: MatchService, tmp_path: Path
) -> None:
    await service.create_lobby(
        guild_id=5, channel_id=7, host_id=1, host_name="ann", game_key="kitty", options={}
    )
    await service.store.db.execute(
        "UPDATE matches SET options = 'not json', seats = 'x' WHERE id = 1"
    )
    again = await reopen(service, tmp_path)
    m = again.in_channel(7)
    assert m is not None and m.damaged
    with pytest.raises(GameError, match="damaged"):
        await again.join(m.id, 2, "bob")
    await again.cancel(m.id, 99, moderator=True)
    assert again.in_channel(7) is None
    await again.store.close()


async def test_lobby_options_fit_the_largest_table_when_no_size_is_given(
    service: MatchService,
) -> None:
    m = await service.create_lobby(
        guild_id=5,
        channel_id=1,
        host_id=1,
        host_name="ann",
        game_key="cattower",
        options={"mode": "competitive"},
    )
    assert m.status == "lobby"
    with pytest.raises(OptionError):
        await service.create_lobby(
            guild_id=5,
            channel_id=2,
            host_id=1,
            host_name="ann",
            game_key="cattower",
            options={"mode": "competitive"},
            players=1,
        )


async def test_fair_use_limits(tmp_path: Path) -> None:
    service = await make_service(
        tmp_path / "k.sqlite3",
        Limits(lobbies_per_member=2, tables_per_guild=3, ai_only_per_guild=1),
    )
    await service.create_lobby(
        guild_id=5, channel_id=1, host_id=1, host_name="a", game_key="towers", options={}
    )
    await service.create_lobby(
        guild_id=5, channel_id=2, host_id=1, host_name="a", game_key="towers", options={}
    )
    with pytest.raises(LimitError, match="lobbies"):
        await service.create_lobby(
            guild_id=5, channel_id=3, host_id=1, host_name="a", game_key="towers", options={}
        )
    await service.create_lobby(
        guild_id=5, channel_id=3, host_id=2, host_name="b", game_key="towers", options={}
    )
    with pytest.raises(LimitError, match="open tables"):
        await service.create_lobby(
            guild_id=5, channel_id=4, host_id=3, host_name="c", game_key="towers", options={}
        )
    # Another server has its own count.
    other = await service.create_lobby(
        guild_id=6, channel_id=10, host_id=3, host_name="c", game_key="towers", options={}
    )
    for mid in (other.id,):
        await service.unseat_host(mid, 3)
        await service.add_ai(mid, 3, "easy")
        await service.add_ai(mid, 3, "easy")
        await service.start(mid, 3)
    second = await service.create_lobby(
        guild_id=6, channel_id=11, host_id=4, host_name="d", game_key="towers", options={}
    )
    await service.unseat_host(second.id, 4)
    await service.add_ai(second.id, 4, "easy")
    await service.add_ai(second.id, 4, "easy")
    with pytest.raises(LimitError, match="AI-only"):
        await service.start(second.id, 4)
    assert second.status == "lobby"
    await service.store.close()


async def test_a_lobby_from_a_direct_message_is_refused(service: MatchService) -> None:
    with pytest.raises(GameError, match="server channels"):
        await service.create_lobby(
            guild_id=None, channel_id=1, host_id=1, host_name="a", game_key="towers", options={}
        )
    assert await service.store.load_open() == []
