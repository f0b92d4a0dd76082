"""Closing tables: a running game is cancelled only by a moderator; lobbies nobody starts
and games nobody plays close themselves after their time (checked again under the lock)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.core.errors import GameError, StaleMoveError
from bot.matches.lifecycle import duration
from bot.matches.limits import Limits
from tests.matches.conftest import Clock, lobby, make_service, play_first_moves, table


async def test_a_running_game_is_cancelled_by_a_moderator_only(tmp_path: Path) -> None:
    service = await make_service(tmp_path / "k.sqlite3")
    m = await table(service)
    with pytest.raises(GameError, match="moderator"):
        await service.lifecycle.cancel(m.id, 1, moderator=False)
    await service.lifecycle.cancel(m.id, 7, moderator=True)
    assert m.status == "abandoned" and service.in_channel(1) is None
    with pytest.raises(StaleMoveError):
        await service.lifecycle.cancel(m.id, 7, moderator=True)
    await service.store.close()


async def test_idle_tables_expire_and_close(tmp_path: Path) -> None:
    clock = Clock()
    limits = Limits(
        lobbies_per_member=0,
        tables_per_guild=0,
        ai_only_per_guild=0,
        lobby_ttl=3600,
        abandon_after=7 * 86400,
    )
    service = await make_service(tmp_path / "k.sqlite3", limits, clock)
    waiting = await lobby(service, channel=1)
    running = await table(service, channel=2)
    clock.now += 3599
    assert service.lifecycle.expired() == []
    clock.now += 1
    [(m, why)] = service.lifecycle.expired()
    assert m is waiting and str(why) == "This lobby closed itself: nobody started it within 1 hour."
    await play_first_moves(service, running, 1)  # a move keeps a game alive
    clock.now += 7 * 86400 - 1
    assert [x for x, _ in service.lifecycle.expired()] == [waiting]
    assert await service.lifecycle.close_expired(waiting)
    assert service.in_channel(1) is None and waiting.status == "abandoned"
    assert not await service.lifecycle.close_expired(running)  # not past its time: kept
    clock.now += 1
    [(m, why)] = service.lifecycle.expired()
    assert m is running and "no move for 7 days" in str(why)
    assert await service.lifecycle.close_expired(running)
    row = await service.store.get_match(running.id)
    assert row is not None and row.status == "abandoned"
    await service.store.close()


@pytest.mark.parametrize(
    "seconds,text",
    [
        (3600, "1 hour"),
        (5400, "90 minutes"),
        (7 * 86400, "7 days"),
        (60, "1 minute"),
        (30, "30 seconds"),
    ],
)
def test_durations_read_as_words(seconds: float, text: str) -> None:
    assert str(duration(seconds)) == text
