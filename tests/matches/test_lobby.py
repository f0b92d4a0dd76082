"""Lobby rules: joining, leaving, a full table, who may start and when, AI seats, seat
options, fair-use limits; a refused request changes nothing, in memory or stored."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.core.errors import GameError, OptionError, StaleMoveError
from bot.matches import MatchService, NotSeatedError
from bot.matches.limits import Limits
from bot.matches.service import LimitError
from data.store import ChannelBusyError, StoreBusyError
from tests.matches import race
from tests.matches.conftest import lobby, make_service


async def stored_users(service: MatchService, match_id: int) -> list[int | None]:
    row = await service.store.get_match(match_id)
    assert row is not None
    return [s.get("user_id") for s in row.seats]


async def test_join_leave_and_a_full_table(service: MatchService) -> None:
    m = await lobby(service)
    with pytest.raises(GameError, match="already joined"):
        await service.lobby.join(m.id, 1, "ann")
    await service.lobby.join(m.id, 2, "bob")
    with pytest.raises(GameError, match="full"):
        await service.lobby.join(m.id, 3, "cat")
    with pytest.raises(GameError, match="full"):
        await service.lobby.add_ai(m.id, 1, "easy")
    with pytest.raises(GameError, match="host"):
        await service.lobby.leave(m.id, 1)
    with pytest.raises(NotSeatedError):
        await service.lobby.leave(m.id, 3)
    await service.lobby.leave(m.id, 2)
    await service.lobby.join(m.id, 3, "cat")
    assert [s.user_id for s in m.seats] == [1, 3] == await stored_users(service, m.id)


async def test_a_requested_table_size_caps_the_seats(service: MatchService) -> None:
    m = await lobby(service, "kitty", players=3)
    await service.lobby.join(m.id, 2, "bob")
    await service.lobby.add_ai(m.id, 2, "medium")
    with pytest.raises(GameError, match="full"):
        await service.lobby.join(m.id, 4, "dan")
    assert [s.name for s in m.seats] == ["ann", "bob", "Kitty AI 1"]


async def test_only_the_host_starts_and_only_with_enough_players(service: MatchService) -> None:
    m = await lobby(service)
    with pytest.raises(GameError, match="needs 2 players"):
        await service.lobby.start(m.id, 1)
    await service.lobby.join(m.id, 2, "bob")
    with pytest.raises(GameError, match="Only the host"):
        await service.lobby.start(m.id, 2)
    assert m.status == "lobby" and m.state is None
    await service.lobby.start(m.id, 1)
    assert m.status == "active" and m.state is not None and m.ply == 0
    row = await service.store.get_match(m.id)
    assert row is not None and row.status == "active" and row.snapshot is not None
    for late in (
        service.lobby.join(m.id, 3, "cat"),
        service.lobby.leave(m.id, 2),
        service.lobby.start(m.id, 1),
    ):
        with pytest.raises(StaleMoveError, match="lobby is closed"):
            await late


async def test_ai_seats_need_a_seated_player_and_a_known_level(service: MatchService) -> None:
    m = await lobby(service)
    with pytest.raises(NotSeatedError):
        await service.lobby.add_ai(m.id, 9, "easy")
    with pytest.raises(OptionError, match="AI level"):
        await service.lobby.add_ai(m.id, 1, "godlike")
    await service.lobby.add_ai(m.id, 1, "hard")
    assert m.seats[1].is_ai and m.seats[1].ai_level == "hard"


async def test_the_host_may_leave_their_seat_to_watch_ai_only(service: MatchService) -> None:
    m = await lobby(service)
    with pytest.raises(GameError, match="seated host"):
        await service.lobby.unseat_host(m.id, 2)
    await service.lobby.unseat_host(m.id, 1)
    await service.lobby.add_ai(m.id, 1, "easy")
    await service.lobby.add_ai(m.id, 1, "easy")
    await service.lobby.start(m.id, 1)
    assert m.ai_only and m.ai_actors() == [0]


async def test_one_open_table_per_channel(service: MatchService) -> None:
    await lobby(service)
    with pytest.raises(ChannelBusyError):
        await lobby(service, host=2)


async def test_cancel_a_lobby_by_its_host_or_a_moderator(service: MatchService) -> None:
    m = await lobby(service)
    with pytest.raises(GameError, match="host or a moderator"):
        await service.lifecycle.cancel(m.id, 2, moderator=False)
    await service.lifecycle.cancel(m.id, 1, moderator=False)
    assert m.status == "abandoned" and service.in_channel(1) is None
    with pytest.raises(StaleMoveError):
        service.get(m.id)
    row = await service.store.get_match(m.id)
    assert row is not None and row.status == "abandoned"
    other = await lobby(service, host=2)
    await service.lifecycle.cancel(other.id, 99, moderator=True)
    assert service.in_channel(1) is None


async def test_a_failed_write_leaves_memory_as_the_database(
    service: MatchService, tmp_path: Path
) -> None:
    m = await lobby(service)
    blocker = sqlite3.connect(tmp_path / "k.sqlite3", timeout=0)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StoreBusyError):
            await service.lobby.join(m.id, 2, "bob")
    finally:
        blocker.rollback()
        blocker.close()
    assert [s.user_id for s in m.seats] == [1] == await stored_users(service, m.id)
    await service.lobby.join(m.id, 2, "bob")  # "you already joined" is not said: the join works now
    assert [s.user_id for s in m.seats] == [1, 2]


async def test_lobby_options_fit_the_largest_table_when_no_size_is_given(
    service: MatchService,
) -> None:
    m = await lobby(service, "cattower", options={"mode": "competitive"})
    assert m.status == "lobby"
    with pytest.raises(OptionError):
        await lobby(service, "cattower", channel=2, options={"mode": "competitive"}, players=1)
    with pytest.raises(OptionError, match="no game called"):
        await lobby(service, "chess", channel=3)


async def test_a_lobby_from_a_direct_message_is_refused(service: MatchService) -> None:
    with pytest.raises(GameError, match="server channels"):
        await lobby(service, guild_id=None)
    assert await service.store.load_open() == []


async def test_fair_use_limits(tmp_path: Path) -> None:
    service = await make_service(
        tmp_path / "k.sqlite3",
        Limits(lobbies_per_member=2, tables_per_guild=3, ai_only_per_guild=1),
    )
    await lobby(service, channel=1)
    await lobby(service, channel=2)
    with pytest.raises(LimitError, match="lobbies"):
        await lobby(service, channel=3)
    await lobby(service, channel=3, host=2)
    with pytest.raises(LimitError, match="open tables"):
        await lobby(service, channel=4, host=3)
    # Another server has its own count.
    for channel, host in ((10, 3), (11, 4)):
        m = await lobby(service, channel=channel, host=host, guild_id=6)
        await service.lobby.unseat_host(m.id, host)
        await service.lobby.add_ai(m.id, host, "easy")
        await service.lobby.add_ai(m.id, host, "easy")
        if channel == 10:
            await service.lobby.start(m.id, host)
    with pytest.raises(LimitError, match="AI-only"):
        await service.lobby.start(m.id, 4)
    assert m.status == "lobby"
    await service.store.close()


# ----- seat options ----------------------------------------------------------------------
async def test_seat_options_reach_the_game_one_value_per_seat(
    service: MatchService, racing: race.RaceGame
) -> None:
    m = await lobby(service, race.KEY, seat_options={"hand": "wild"})
    await service.lobby.join(m.id, 2, "bob")  # no pick: the declared default
    await service.lobby.add_ai(m.id, 1, "easy")  # an AI: the declared AI default
    assert [s.options for s in m.seats] == [{"hand": "wild"}, {"hand": "calm"}, {"hand": "wild"}]
    await service.lobby.set_seat_option(m.id, 2, "hand", "WILD")
    await service.lobby.set_seat_option(m.id, 1, "hand", "calm")
    await service.lobby.leave(m.id, 2)
    await service.lobby.join(m.id, 2, "bob", seat_options={"hand": "wild"})
    await service.lobby.start(m.id, 1)
    assert isinstance(m.state, race.RaceState)
    assert m.state.hands == ("calm", "wild", "wild")
    assert m.options["hand"] == ["calm", "wild", "wild"]
    row = await service.store.get_match(m.id)
    assert row is not None and [s["options"] for s in row.seats] == [
        {"hand": "calm"},
        {"hand": "wild"},
        {"hand": "wild"},
    ]


async def test_a_bad_seat_option_is_refused(service: MatchService, racing: race.RaceGame) -> None:
    with pytest.raises(OptionError, match="Hand"):
        await lobby(service, race.KEY, seat_options={"hand": "sleepy"})
    with pytest.raises(OptionError, match="no seat option"):
        await lobby(service, race.KEY, seat_options={"colour": "red"})
    m = await lobby(service, race.KEY)
    with pytest.raises(NotSeatedError):
        await service.lobby.set_seat_option(m.id, 2, "hand", "wild")
    with pytest.raises(OptionError):
        await service.lobby.set_seat_option(m.id, 1, "hand", "sleepy")
    assert m.seats[0].options == {"hand": "calm"}
