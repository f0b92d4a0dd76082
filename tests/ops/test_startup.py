"""What the bot logs when it is ready: the invite link and where its commands are published."""

from __future__ import annotations

import logging
from types import SimpleNamespace
from typing import Any
from urllib.parse import parse_qs, urlsplit

import discord
import pytest

from bot import startup
from bot.startup import commands_state, invite_url


def test_invite_url_has_the_scopes_and_exactly_the_needed_permissions() -> None:
    url = invite_url(123456789012345678)
    parts = urlsplit(url)
    assert (
        parts.scheme == "https"
        and parts.netloc == "discord.com"
        and parts.path == "/oauth2/authorize"
    )
    query = parse_qs(parts.query)
    assert query["client_id"] == ["123456789012345678"]
    assert query["scope"][0].split() == ["bot", "applications.commands"]
    granted = discord.Permissions(int(query["permissions"][0]))
    wanted = discord.Permissions(
        view_channel=True,
        send_messages=True,
        embed_links=True,
        attach_files=True,
        create_public_threads=True,
        send_messages_in_threads=True,
        manage_threads=True,
    )
    assert granted == wanted
    assert granted.value & 52224 == 52224  # the README's four permissions are still there
    assert not granted.administrator and not granted.manage_messages


def test_invite_url_refuses_a_missing_application_id() -> None:
    with pytest.raises(ValueError):
        invite_url(0)


def _cmd(name: str, subs: tuple[str, ...]) -> Any:
    """A fetched command as discord.py returns it: subcommands are options."""
    opts = [SimpleNamespace(name=s, type=discord.AppCommandOptionType.subcommand) for s in subs]
    return SimpleNamespace(name=name, options=opts)


def _local(name: str, subs: tuple[str, ...]) -> Any:
    return SimpleNamespace(name=name, commands=[SimpleNamespace(name=s) for s in subs])


def test_commands_state_says_not_published_out_of_date_or_published() -> None:
    local = [_local("kitty", ("start", "move", "status"))]
    none = commands_state(local, [], "globally")
    assert not none.ok and "not published yet" in none.text and "python -m bot sync" in none.text
    old = commands_state(local, [_cmd("kitty", ("start", "move"))], "globally")
    assert not old.ok and "out of date (/kitty)" in old.text
    same = commands_state(local, [_cmd("kitty", ("move", "start", "status"))], "to server 5")
    assert same.ok and "published to server 5" in same.text


def test_a_published_start_without_the_per_game_subcommands_is_out_of_date() -> None:
    start = SimpleNamespace(name="start", commands=[SimpleNamespace(name="towers")])
    local = [SimpleNamespace(name="kitty", commands=[start, SimpleNamespace(name="move")])]
    old = commands_state(local, [_cmd("kitty", ("start", "move"))], "globally")
    assert not old.ok and "out of date (/kitty)" in old.text
    towers = SimpleNamespace(name="towers", type=discord.AppCommandOptionType.subcommand)
    group = SimpleNamespace(
        name="start", type=discord.AppCommandOptionType.subcommand_group, options=[towers]
    )
    move = SimpleNamespace(name="move", type=discord.AppCommandOptionType.subcommand, options=[])
    fresh = commands_state(local, [SimpleNamespace(name="kitty", options=[group, move])], "here")
    assert fresh.ok, fresh.text


async def test_ready_logs_the_invite_and_that_commands_are_not_published(
    simcord_env: Any, caplog: pytest.LogCaptureFixture
) -> None:
    bot = simcord_env.bot
    caplog.set_level(logging.INFO, logger="bot.startup")
    startup._announced.discard(bot)
    caplog.clear()
    await startup.on_ready(bot)
    text = caplog.text
    assert f"client_id={bot.application_id}" in text
    assert "not published yet" in text
    report = await startup.check_commands(bot)
    assert not report.ok
    await bot.tree.sync()
    report = await startup.check_commands(bot)
    assert report.ok and "/kitty" in report.text
    caplog.clear()
    await startup.on_ready(bot)  # a reconnect: nothing logged twice
    assert "invite link" not in caplog.text
    assert startup.uptime_seconds() >= 0.0


def test_the_readme_shows_the_same_invite_permissions() -> None:
    from pathlib import Path

    readme = " ".join(
        (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8").split()
    )
    assert f"permissions={startup.INVITE_PERMISSIONS.value}" in readme
    assert "Create Public Threads, Send Messages in Threads, Manage Threads" in readme
