"""`/kitty status` for moderators: how the bot is doing, as one embed built from plain
numbers (the cog gathers them; nothing here talks to Discord or the database)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

import discord

from data.backup import format_size
from data.rows import OPEN_STATUSES, MatchStatus

BRAND = 0xE6A0C4


@dataclass(frozen=True)
class TableCounts:
    """Open tables of one game: lobbies waiting for players, games being played."""

    lobbies: int = 0
    active: int = 0


def count_tables(matches: Iterable[tuple[str, str]]) -> dict[str, TableCounts]:
    """Per game title, how many of the (title, status) pairs are lobbies and how many are
    active; other statuses (finished, abandoned) are not open tables and are skipped."""
    out: dict[str, TableCounts] = {}
    for title, status in matches:
        if status not in OPEN_STATUSES:
            continue
        c = out.get(title, TableCounts())
        out[title] = TableCounts(
            c.lobbies + (status == MatchStatus.LOBBY), c.active + (status == MatchStatus.ACTIVE)
        )
    return out


def format_uptime(seconds: float) -> str:
    """`seconds` as "3 d 4 h", "2 h 5 min", "7 min" or "40 s"."""
    s = int(max(0.0, seconds))
    days, rest = divmod(s, 86_400)
    hours, rest = divmod(rest, 3_600)
    minutes, secs = divmod(rest, 60)
    if days:
        return f"{days} d {hours} h"
    if hours:
        return f"{hours} h {minutes} min"
    if minutes:
        return f"{minutes} min"
    return f"{secs} s"


def status_embed(
    *,
    uptime_seconds: float,
    tables: Mapping[str, TableCounts],
    database_bytes: int | None,
    ai_workers: int,
    version: str,
) -> discord.Embed:
    """The `/kitty status` embed: uptime, open tables per game (lobbies / active), database
    size, where AI players think, and the version."""
    lobbies = sum(c.lobbies for c in tables.values())
    active = sum(c.active for c in tables.values())
    lines = [
        f"**{title}**: {c.lobbies} lobby · {c.active} active"
        for title, c in sorted(tables.items())
        if c.lobbies or c.active
    ]
    e = discord.Embed(title="Kitty Tower — status", colour=BRAND)
    e.add_field(name="Uptime", value=format_uptime(uptime_seconds))
    e.add_field(name="Open tables", value=f"{lobbies} lobby · {active} active")
    e.add_field(
        name="Database",
        value="not created yet" if database_bytes is None else format_size(database_bytes),
    )
    workers = f"{ai_workers} process(es)" if ai_workers >= 1 else "a thread in the bot process"
    e.add_field(name="AI workers", value=workers)
    e.add_field(name="Version", value=version)
    e.add_field(name="Tables per game", value="\n".join(lines)[:1024] or "none open", inline=False)
    return e
