"""The match service on a real SQLite file in a temporary folder, without Discord."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.matches import Match, MatchService
from bot.matches.limits import Limits
from data.store import SqliteStore
from tests.matches import race

NO_LIMITS = Limits(lobbies_per_member=0, tables_per_guild=0, ai_only_per_guild=0, board_cooldown=0)
GUILD = 5


class Clock:
    """A clock the test moves by hand (seconds since the epoch)."""

    def __init__(self, now: float = 1_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


async def make_service(
    path: Path, limits: Limits = NO_LIMITS, clock: Clock | None = None
) -> MatchService:
    """A service over the database at `path`, its open matches loaded; seeds count from 11."""
    store = SqliteStore(path, lock_wait=0.3, busy_timeout_ms=50)
    await store.open()
    seeds = itertools.count(11)
    service = MatchService(
        store, seed_factory=lambda: next(seeds), limits=limits, clock=clock or Clock()
    )
    await service.load_all()
    return service


async def reopen(service: MatchService, tmp_path: Path) -> MatchService:
    """Close `service` (as a stopping bot would) and load its database into a new one."""
    await service.store.close()
    return await make_service(tmp_path / "k.sqlite3")


@pytest.fixture
async def service(tmp_path: Path) -> AsyncIterator[MatchService]:
    s = await make_service(tmp_path / "k.sqlite3")
    yield s
    await s.store.close()


@pytest.fixture
def racing() -> Iterator[race.RaceGame]:
    """The race game (tests/matches/race.py) registered for one test."""
    with race.registered() as game:
        yield game


async def lobby(
    service: MatchService, game: str = "towers", channel: int = 1, host: int = 1, **kw: Any
) -> Match:
    """A lobby hosted by user `host` ("ann")."""
    return await service.lobby.create_lobby(
        guild_id=kw.pop("guild_id", GUILD),
        channel_id=channel,
        host_id=host,
        host_name="ann",
        game_key=game,
        options=kw.pop("options", {}),
        **kw,
    )


async def table(service: MatchService, game: str = "towers", channel: int = 1, **kw: Any) -> Match:
    """A started two-player game: ann (user 1) in seat 0, bob (user 2) in seat 1."""
    m = await lobby(service, game, channel, **kw)
    await service.lobby.join(m.id, 2, "bob")
    return await service.lobby.start(m.id, 1)


async def play_first_moves(service: MatchService, m: Match, n: int) -> None:
    """`n` moves, each the first legal move of the seat to move."""
    for _ in range(n):
        assert m.state is not None
        seat = m.state.to_move
        assert seat is not None
        user = m.seats[seat].user_id
        assert user is not None
        await service.turns.play(m.id, user, m.game.move_choices(m.state, seat)[0].notation)
