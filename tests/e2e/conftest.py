"""SimCord fixtures: the real bot against a simulated Discord, with a fresh database."""

from __future__ import annotations

import itertools
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from bot.app import KittyBot
from bot.config import Settings
from bot.matches.limits import Limits

#: Tests play many tables from one member and watch AI-only games without pauses.
TEST_LIMITS = Limits(
    lobbies_per_member=0, tables_per_guild=0, ai_only_per_guild=0, board_cooldown=0, ai_only_pace=0
)


def make_settings(db: Path, limits: Limits = TEST_LIMITS) -> Settings:
    return Settings(
        token=None,
        database=str(db),
        dev_guild_id=None,
        log_level="WARNING",
        owner_ids=frozenset(),
        ai_workers=0,
        limits=limits,
    )


_BOTS: list[KittyBot] = []


def make_bot(db: Path, seeds: Any = None, limits: Limits = TEST_LIMITS) -> KittyBot:
    """A bot on database `db` whose match seeds count up from 1000 (or come from `seeds`)."""
    counter = seeds if seeds is not None else itertools.count(1000)
    bot = KittyBot(
        make_settings(db, limits),
        sync_on_start=False,
        seed_factory=lambda: next(counter),
        ai_executor=ThreadPoolExecutor(1),
    )
    _BOTS.append(bot)
    return bot


@pytest.fixture(autouse=True)
async def close_bot_stores() -> Any:
    """SimCord detaches a bot without closing it (like a crash); close the databases here."""
    yield
    while _BOTS:
        await _BOTS.pop().store.close()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "kitty.sqlite3"


@pytest.fixture
def simcord_bot(db_path: Path) -> KittyBot:
    return make_bot(db_path)


class Table:
    """A guild with one channel, a few members, and the commands synced."""

    def __init__(self, env: Any) -> None:
        self.env = env
        self.guild = env.create_guild(name="Kitty Cafe")
        self.channel = self.guild.create_text_channel("games")
        self.alice = self.guild.add_member(env.create_user("alice"))
        self.bob = self.guild.add_member(env.create_user("bob"))
        self.carol = self.guild.add_member(env.create_user("carol"))
        self.dave = self.guild.add_member(env.create_user("dave"))


@pytest.fixture
async def table(simcord_env: Any) -> Table:
    await simcord_env.bot.tree.sync()
    return Table(simcord_env)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """SimCord's default settle timeout (5 s of real time) is too short for a busy 2-core
    CI machine rendering boards and running physics: give every end-to-end test 60 s
    unless it asks for something else."""
    for item in items:
        if (
            "tests/e2e/" in str(item.fspath).replace("\\", "/")
            and item.get_closest_marker("simcord") is None
        ):
            item.add_marker(pytest.mark.simcord(settle_timeout=60))
