"""`/kitty status`: the embed from plain numbers, and the moderator-only command."""

from __future__ import annotations

from typing import Any

import discord

from cogs.status import TableCounts, count_tables, format_uptime, status_embed
from tests.e2e.helpers import open_game, private_text


def _fields(e: discord.Embed) -> dict[str, str]:
    return {f.name or "": f.value or "" for f in e.fields}


def test_count_tables_counts_lobbies_and_active_games_per_game() -> None:
    counts = count_tables(
        [
            ("Towers", "lobby"),
            ("Towers", "active"),
            ("Towers", "active"),
            ("Stacktics", "lobby"),
            ("Towers", "finished"),
            ("Kitty", "abandoned"),
        ]
    )
    assert counts == {"Towers": TableCounts(1, 2), "Stacktics": TableCounts(1, 0)}


def test_format_uptime() -> None:
    assert format_uptime(42.9) == "42 s"
    assert format_uptime(7 * 60 + 3) == "7 min"
    assert format_uptime(2 * 3600 + 5 * 60) == "2 h 5 min"
    assert format_uptime(3 * 86400 + 4 * 3600 + 59) == "3 d 4 h"


def test_status_embed_shows_every_number() -> None:
    e = status_embed(
        uptime_seconds=3 * 3600 + 60,
        tables={"Towers": TableCounts(1, 2), "Stacktics": TableCounts(0, 1)},
        database_bytes=2_500_000,
        ai_workers=2,
        version="0.1.0",
    )
    f = _fields(e)
    assert f["Uptime"] == "3 h 1 min"
    assert f["Open tables"] == "1 lobby · 3 active"
    assert f["Database"] == "2.5 MB"
    assert f["AI workers"] == "2 processes"
    assert f["Version"] == "0.1.0"
    assert f["Tables per game"].splitlines() == [
        "**Stacktics**: 0 lobby · 1 active",
        "**Towers**: 1 lobby · 2 active",
    ]
    assert len(e) <= 6000


def test_status_embed_when_idle() -> None:
    f = _fields(
        status_embed(
            uptime_seconds=5, tables={}, database_bytes=None, ai_workers=0, version="unknown"
        )
    )
    assert f["Open tables"] == "0 lobby · 0 active" and f["Tables per game"] == "none open"
    assert f["Database"] == "not created yet" and "thread" in f["AI workers"]


async def test_status_is_for_moderators_and_counts_the_open_tables(table: Any) -> None:
    t = table
    await open_game(t)  # an active Towers game in #games
    other = t.guild.create_text_channel("lobby")
    await t.carol.slash(other, "kitty start stacktics")  # a lobby elsewhere
    r = await t.alice.slash(t.channel, "kitty status")
    assert "Only moderators" in private_text(r)
    mods = t.guild.create_role("Mods", permissions=discord.Permissions(manage_messages=True))
    mod = t.guild.add_member(t.env.create_user("mod"), roles=[mods])
    r = await mod.slash(t.channel, "kitty status")
    assert r.ephemeral
    f = _fields(r.response.embeds[0])
    assert f["Open tables"] == "1 lobby · 1 active"
    assert "**Towers**: 0 lobby · 1 active" in f["Tables per game"]
    assert "**Stacktics**: 1 lobby · 0 active" in f["Tables per game"]
    assert f["Database"].endswith(("B", "kB", "MB"))
