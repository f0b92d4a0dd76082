"""What the bot tells its admin when it starts: the invite link, whether the slash commands
are published (and where), and a quiet start without discord.py's voice warnings.

`on_ready(bot)` is called by `KittyBot.on_ready`; the rest are small pure helpers. The
start time recorded here is what `/kitty status` reports as uptime.
"""

from __future__ import annotations

import logging
import time
import weakref
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from importlib import metadata
from typing import Any, Protocol

import discord
from discord import app_commands

from bot.config import Settings

log = logging.getLogger("bot.startup")

#: OAuth2 scopes of the invite link: the bot user and its slash commands.
INVITE_SCOPES = ("bot", "applications.commands")

#: What the bot needs in a channel: see and post boards (embeds, PNGs), and run games in
#: threads.
INVITE_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    embed_links=True,
    attach_files=True,
    create_public_threads=True,
    send_messages_in_threads=True,
    manage_threads=True,
)

SYNC_HINT = "run `python -m bot sync` once (or set KITTY_DEV_GUILD_ID for a test server)"

_started_at: float | None = None


class ReadyBot(Protocol):
    """What start-up reporting reads from the bot (`bot.app.KittyBot` has it)."""

    settings: Settings

    @property
    def tree(self) -> app_commands.CommandTree[Any]: ...

    @property
    def user(self) -> discord.ClientUser | None: ...

    @property
    def guilds(self) -> Sequence[discord.Guild]: ...

    @property
    def application_id(self) -> int | None: ...


#: Bots whose first ready event was reported (a reconnect is not reported again).
_announced: weakref.WeakSet[ReadyBot] = weakref.WeakSet()


# ----- quiet start ----------------------------------------------------------------------
def silence_voice_warnings() -> None:
    """Kitty Tower never joins voice: stop discord.py from warning at every start that
    PyNaCl / davey are missing. Call before the first client is created."""
    discord.VoiceClient.warn_nacl = False
    discord.VoiceClient.warn_dave = False


# ----- uptime ---------------------------------------------------------------------------
def mark_started(now: float | None = None) -> float:
    """Record the start time (a `time.monotonic()` value) once; later calls keep the first.
    Returns the recorded time."""
    global _started_at
    if _started_at is None:
        _started_at = time.monotonic() if now is None else now
    return _started_at


def uptime_seconds(now: float | None = None) -> float:
    """Seconds since `mark_started()` (0.0 before it was called)."""
    if _started_at is None:
        return 0.0
    return max(0.0, (time.monotonic() if now is None else now) - _started_at)


def version() -> str:
    """The installed kitty-tower version, or "unknown" when it is not installed."""
    try:
        return metadata.version("kitty-tower")
    except metadata.PackageNotFoundError:
        return "unknown"


# ----- invite link ----------------------------------------------------------------------
def invite_url(application_id: int) -> str:
    """The link that adds the bot to a server with the scopes and permissions it needs."""
    if application_id <= 0:
        raise ValueError(f"an application id is a positive number, not {application_id}")
    return discord.utils.oauth_url(
        application_id, permissions=INVITE_PERMISSIONS, scopes=INVITE_SCOPES
    )


# ----- are the commands published? ------------------------------------------------------
def _subcommands(command: Any) -> list[Any]:
    """The subcommands and groups under a local or fetched command (fetched ones list them
    among their options)."""
    subs = getattr(command, "commands", None)
    if subs is not None:
        return list(subs)
    return [
        o
        for o in getattr(command, "options", [])
        if getattr(o, "type", None)
        in (discord.AppCommandOptionType.subcommand, discord.AppCommandOptionType.subcommand_group)
    ]


def _paths(command: Any) -> frozenset[str]:
    """Every subcommand path under `command` ("move", "start", "start towers")."""
    out: set[str] = set()
    for sub in _subcommands(command):
        out.add(str(sub.name))
        out.update(f"{sub.name} {path}" for path in _paths(sub))
    return frozenset(out)


def _shape(commands: Iterable[Any]) -> dict[str, frozenset[str]]:
    """Command name → paths of its subcommands (nested groups too: `/kitty start towers`),
    for local or fetched commands alike."""
    return {str(c.name): _paths(c) for c in commands}


@dataclass(frozen=True)
class CommandsReport:
    """Whether the published slash commands match the bot's (`ok`), in one sentence."""

    ok: bool
    text: str


def commands_state(local: Iterable[Any], remote: Iterable[Any], where: str) -> CommandsReport:
    """Compare the bot's own slash commands with those Discord has published `where`
    ("globally", "to server 123")."""
    mine, theirs = _shape(local), _shape(remote)
    if not theirs:
        return CommandsReport(False, f"slash commands are not published yet: {SYNC_HINT}")
    missing = sorted(set(mine) - set(theirs))
    changed = sorted(n for n in mine if n in theirs and mine[n] != theirs[n])
    if missing or changed:
        names = ", ".join(f"/{n}" for n in missing + changed)
        return CommandsReport(
            False, f"slash commands published {where} are out of date ({names}): {SYNC_HINT}"
        )
    listed = ", ".join("/" + n for n in sorted(mine))
    return CommandsReport(True, f"slash commands are published {where} ({listed})")


async def check_commands(bot: ReadyBot) -> CommandsReport:
    """Fetch the published commands once (the dev server's when KITTY_DEV_GUILD_ID is
    set, the global ones otherwise) and compare; never raises on HTTP trouble."""
    guild_id = bot.settings.dev_guild_id
    guild = discord.Object(id=guild_id) if guild_id else None
    where = f"to server {guild_id}" if guild_id else "globally"
    try:
        remote = await bot.tree.fetch_commands(guild=guild)
    except (discord.HTTPException, discord.ClientException, OSError) as exc:
        return CommandsReport(
            False, f"could not check the slash commands ({exc.__class__.__name__}: {exc})"
        )
    return commands_state(bot.tree.get_commands(), remote, where)


async def on_ready(bot: ReadyBot) -> None:
    """Record the start time and, on the first ready of this bot only, log where to
    invite it and whether its commands are published."""
    mark_started()
    if bot in _announced:
        return
    _announced.add(bot)
    user = f"{bot.user} " if bot.user else ""
    log.info("Kitty Tower %s ready as %sin %d server(s)", version(), user, len(bot.guilds))
    if bot.application_id:
        log.info("invite link: %s", invite_url(bot.application_id))
    report = await check_commands(bot)
    log.log(logging.INFO if report.ok else logging.WARNING, "%s", report.text)
