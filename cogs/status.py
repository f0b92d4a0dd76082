"""`/kitty status` for moderators: how the bot is doing, as one embed built from plain
numbers (the cog gathers them; nothing here talks to Discord or the database)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

import discord

from bot.i18n import ENGLISH_WORDS, Words
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


def format_uptime(seconds: float, words: Words = ENGLISH_WORDS) -> str:
    """`seconds` as "3 d 4 h", "2 h 5 min", "7 min" or "40 s"."""
    s = int(max(0.0, seconds))
    days, rest = divmod(s, 86_400)
    hours, rest = divmod(rest, 3_600)
    minutes, secs = divmod(rest, 60)
    if days:
        return words("ctl-uptime-days", days=days, hours=hours)
    if hours:
        return words("ctl-uptime-hours", hours=hours, minutes=minutes)
    if minutes:
        return words("ctl-uptime-minutes", minutes=minutes)
    return words("ctl-uptime-seconds", seconds=secs)


def status_embed(
    *,
    uptime_seconds: float,
    tables: Mapping[str, TableCounts],
    database_bytes: int | None,
    ai_workers: int,
    version: str,
    words: Words = ENGLISH_WORDS,
) -> discord.Embed:
    """The `/kitty status` embed: uptime, open tables per game (lobbies / active), database
    size, where AI players think, and the version — in `words`' language (the moderator's:
    it is a private answer)."""
    lobbies = sum(c.lobbies for c in tables.values())
    active = sum(c.active for c in tables.values())
    lines = [
        words("ctl-status-game-counts", title=title, lobbies=c.lobbies, active=c.active)
        for title, c in sorted(tables.items())
        if c.lobbies or c.active
    ]
    e = discord.Embed(title=words("ctl-status-title"), colour=BRAND)
    e.add_field(name=words("ctl-status-uptime"), value=format_uptime(uptime_seconds, words))
    e.add_field(
        name=words("ctl-status-open-tables"),
        value=words("ctl-status-counts", lobbies=lobbies, active=active),
    )
    e.add_field(
        name=words("ctl-status-database"),
        value=(
            words("ctl-status-no-database")
            if database_bytes is None
            else format_size(database_bytes)
        ),
    )
    workers = (
        words("ctl-status-workers", count=ai_workers)
        if ai_workers >= 1
        else words("ctl-status-thread")
    )
    e.add_field(name=words("ctl-status-ai-workers"), value=workers)
    e.add_field(name=words("ctl-status-version"), value=version)
    per_game = "\n".join(lines)[:1024] or words("ctl-status-none-open")
    e.add_field(name=words("ctl-status-per-game"), value=per_game, inline=False)
    return e
