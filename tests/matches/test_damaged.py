"""A damaged match after a restart: it keeps the times its row stored (read even when other
columns are corrupt), nothing automatic ever closes it — neither the lobby expiry nor the
abandoned-game sweep nor a clock — every action on it is answered with the damage, and a
moderator's cancel still closes it. Several damaged and healthy tables at once."""

from __future__ import annotations

import asyncio
from datetime import datetime
from pathlib import Path

import pytest

from bot.core.errors import GameError
from bot.matches import Match, MatchService
from bot.matches.limits import Limits
from bot.matches.loading import UNREADABLE
from tests.matches.conftest import Clock, lobby, make_service, play_first_moves, table

#: When the tables were opened and last moved (stored as the database writes them).
OPENED = "2026-11-01T10:00:00.000Z"
MOVED = "2026-11-02T12:30:00.000Z"
DAY = 86400.0

LIFE = Limits(
    lobbies_per_member=0,
    tables_per_guild=0,
    ai_only_per_guild=0,
    board_cooldown=0,
    lobby_ttl=3600,
    abandon_after=7 * DAY,
)

#: Ways a row can be damaged: unreadable JSON (the whole row cannot be decoded), a seat
#: that does not fit, an unknown game.
DAMAGE = {
    "options": "UPDATE matches SET options = '{oops' WHERE id = ?",
    "seats": "UPDATE matches SET seats = 'not json' WHERE id = ?",
    "seat": "UPDATE matches SET seats = '[{\"nope\": 1}]' WHERE id = ?",
    "game": "UPDATE matches SET game = 'chess' WHERE id = ?",
}


def epoch(stamp: str) -> float:
    return datetime.fromisoformat(stamp).timestamp()


async def set_times(service: MatchService) -> None:
    """Every table opened at `OPENED`, every move made at `MOVED`."""
    db = service.store.db
    await db.execute("UPDATE matches SET created_at = ?", (OPENED,))
    await db.execute("DROP TRIGGER IF EXISTS moves_no_update")
    await db.execute("UPDATE moves SET created_at = ?", (MOVED,))


async def restart(service: MatchService, path: Path, clock: Clock) -> MatchService:
    await service.store.close()
    return await make_service(path, LIFE, clock)


async def test_a_row_that_cannot_be_decoded_keeps_its_stored_times(tmp_path: Path) -> None:
    path = tmp_path / "k.sqlite3"
    service = await make_service(path, LIFE)
    waiting = await lobby(service, channel=1)
    running = await table(service, channel=2)
    await play_first_moves(service, running, 2)
    await set_times(service)
    for m in (waiting, running):
        await service.store.db.execute(DAMAGE["options"], (m.id,))
    service = await restart(service, path, Clock(epoch(MOVED)))
    lob, game = service.in_channel(1), service.in_channel(2)
    assert lob is not None and lob.damaged == UNREADABLE and lob.status == "lobby"
    assert game is not None and game.damaged == UNREADABLE and game.status == "active"
    assert lob.opened_at == lob.active_at == epoch(OPENED)
    assert game.opened_at == epoch(OPENED) and game.active_at == epoch(MOVED)
    # The cluster's fresh read of the same rows comes back alike.
    fresh = await service.foreign.load_fresh(running.id)
    assert fresh.damaged == UNREADABLE and fresh.active_at == epoch(MOVED)
    await service.store.close()


async def test_unreadable_times_as_well_leave_a_damaged_match_that_is_never_swept(
    tmp_path: Path,
) -> None:
    path = tmp_path / "k.sqlite3"
    service = await make_service(path, LIFE)
    m = await table(service, channel=3)
    await play_first_moves(service, m, 1)
    db = service.store.db
    await db.execute(
        "UPDATE matches SET options = '[', created_at = 'yesterday', updated_at = '' WHERE id = 1"
    )
    await db.execute("DROP TRIGGER IF EXISTS moves_no_update")
    await db.execute("UPDATE moves SET created_at = 'soon' WHERE match_id = 1")
    service = await restart(service, path, Clock(epoch(MOVED) + 365 * DAY))
    again = service.in_channel(3)
    assert again is not None and again.damaged == UNREADABLE and again.opened_at == 0.0
    assert service.lifecycle.expired() == []
    assert not await service.lifecycle.close_expired(again)
    assert service.in_channel(3) is again
    await service.store.close()


async def test_damaged_and_healthy_tables_at_once_only_the_healthy_expire(
    tmp_path: Path,
) -> None:
    """Eight tables, half of them damaged, a week and more after their last move: the
    sweep (run for every table at the same moment) closes the four healthy ones only; the
    damaged ones answer every action with the damage until moderators cancel them, all at
    once too."""
    path = tmp_path / "k.sqlite3"
    service = await make_service(path, LIFE)
    kinds = list(DAMAGE)
    damaged: dict[int, str] = {}
    for channel in range(1, 9):
        if channel % 2:
            m = await lobby(service, channel=channel, host=channel * 10)
        else:
            m = await table(service, channel=channel, host=1)
            await play_first_moves(service, m, 1)
        if channel <= 4 or channel == 7:
            kind = kinds[len(damaged) % len(kinds)]
            damaged[channel] = kind
    await set_times(service)
    for channel, kind in damaged.items():
        await service.store.db.execute(DAMAGE[kind], (channel,))  # match id == channel here
    clock = Clock(epoch(MOVED) + 8 * DAY)
    service = await restart(service, path, clock)
    tables = {ch: service.in_channel(ch) for ch in range(1, 9)}
    assert all(m is not None for m in tables.values())
    assert {ch for ch, m in tables.items() if m is not None and m.damaged} == set(damaged)

    expired = {m.channel_id for m, _ in service.lifecycle.expired()}
    assert expired == set(range(1, 9)) - set(damaged)
    everyone: list[Match] = [m for m in tables.values() if m is not None]
    closed = await asyncio.gather(*(service.lifecycle.close_expired(m) for m in everyone))
    assert {m.channel_id for m, ok in zip(everyone, closed, strict=True) if ok} == expired
    for ch in range(1, 9):
        held = service.in_channel(ch)
        assert (held is not None) == (ch in damaged)
    for mid in expired:
        row = await service.store.get_match(mid)
        assert row is not None and row.status == "abandoned"

    # Every action on a damaged table, at the same moment, is answered with the damage.
    left = [m for m in everyone if m.channel_id in damaged]
    actions = []
    for m in left:
        actions += [
            service.turns.play(m.id, 1, "a1-a2", expected_ply=m.ply),
            service.lobby.join(m.id, 77, "zoe"),
            service.turns.resign(m.id, 1),
            service.endings.offer_end(m.id, 1),
            lobby(service, channel=m.channel_id, host=99),
        ]
    answers = await asyncio.gather(*actions, return_exceptions=True)
    for answer in answers:
        assert isinstance(answer, GameError) and "damaged" in str(answer), answer
    with pytest.raises(GameError, match="moderator"):
        await service.lifecycle.cancel(
            left[1].id, 1, moderator=False
        )  # a running game: moderators only

    cancelled = await asyncio.gather(
        *(service.lifecycle.cancel(m.id, 5, moderator=True) for m in left)
    )
    assert all(m.status == "abandoned" for m in cancelled)
    assert all(service.in_channel(ch) is None for ch in range(1, 9))
    for m in left:
        row = await service.store.load_match(m.id)
        assert row is not None and row.status == "abandoned"
    await service.store.close()


async def test_a_damaged_timed_game_never_times_anyone_out(tmp_path: Path) -> None:
    path = tmp_path / "k.sqlite3"
    clock = Clock(epoch(OPENED))
    service = await make_service(path, LIFE, clock)
    m = await table(service, channel=4, time_limit=60)
    await play_first_moves(service, m, 1)
    await service.store.db.execute(DAMAGE["seat"], (m.id,))
    clock.now += 3600  # the stored deadline passed long ago
    service = await restart(service, path, clock)
    again = service.in_channel(4)
    assert again is not None and again.damaged
    await service.timeouts.resume_clocks()
    clock.now += 3600
    assert service.timeouts.due_clocks() == [] and service.lifecycle.expired() == []
    await service.store.close()
