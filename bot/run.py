"""Start the bot from the command line: settings, logging, one-line messages for the
problems an admin meets first (no token, a refused token, no network, an unreadable
database), and `sync` to publish the slash commands."""

from __future__ import annotations

import argparse
import asyncio
import logging
import socket
import sqlite3
import sys
from dataclasses import replace

import aiohttp
import discord

from bot.config import Settings
from bot.matches.ownership import Cluster, ClusterConfigError
from bot.startup import invite_url, silence_voice_warnings
from data.store import StoreOpenError

log = logging.getLogger("bot.run")

NO_TOKEN = """\
Kitty Tower needs a Discord bot token to connect, and none was found.

  1. Open https://discord.com/developers/applications and create an application
     (or pick yours), then open "Bot" and press "Reset Token" to copy a token.
  2. Copy .env.example to .env (in this folder or in the project folder) and put the
     token after DISCORD_TOKEN= (or set the DISCORD_TOKEN environment variable).
  3. Run this command again: it prints the link that invites the bot to your server.
"""

BAD_TOKEN = (
    "Discord refused the token in DISCORD_TOKEN. Copy a fresh one from the developer "
    "portal (Bot → Reset Token) into .env."
)


def configure_logging(level_name: str) -> None:
    """Log lines with time, level and logger name at `level_name` (INFO when unknown).
    discord.py's own INFO chatter (logging in, gateway sessions) shows only at DEBUG; its
    warnings and errors always show."""
    level = getattr(logging, level_name, logging.INFO)
    logging.basicConfig(level=level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("discord").setLevel(
        level if level <= logging.DEBUG else max(level, logging.WARNING)
    )


#: What start-up failures can be: Discord's answers, the network, the database, files.
RECOVERABLE = (
    discord.DiscordException,
    aiohttp.ClientError,
    OSError,
    sqlite3.Error,
    asyncio.TimeoutError,
)


def explain(exc: BaseException, settings: Settings) -> str | None:
    """One line telling the admin what went wrong and what to do, for the failures an
    admin can fix; None for anything else (a bug: the traceback is the useful part)."""
    if isinstance(exc, discord.LoginFailure):
        return BAD_TOKEN
    if isinstance(exc, discord.PrivilegedIntentsRequired):
        return "Discord says a privileged intent is required; Kitty Tower needs none."
    if isinstance(
        exc, (aiohttp.ClientError, ConnectionError, socket.gaierror, asyncio.TimeoutError)
    ):
        detail = str(exc) or exc.__class__.__name__
        return (
            f"Could not reach Discord ({detail}). Check this machine's network connection "
            "and try again."
        )
    if isinstance(exc, discord.GatewayNotFound):
        return "Discord's gateway is not answering right now. Try again in a few minutes."
    if isinstance(exc, discord.HTTPException):
        return f"Discord answered {exc.status} ({exc.text or exc.__class__.__name__}). Try again in a few minutes."
    if isinstance(exc, sqlite3.Error):
        return f"Could not use the database {settings.database} ({exc}). Check KITTY_DATABASE."
    if isinstance(exc, OSError):
        where = f" ({exc.filename})" if exc.filename else ""
        return f"{exc.strerror or exc}{where}. Check KITTY_DATABASE and the folder's permissions."
    return None


def _fail(exc: BaseException, settings: Settings, command: str) -> int:
    """Print the one-line explanation (plus the traceback when KITTY_LOG_LEVEL=DEBUG) and
    return the exit code 1; re-raise what cannot be explained."""
    line = explain(exc, settings)
    if line is None:
        raise exc
    if settings.log_level == "DEBUG":
        log.error("%s failed", command, exc_info=exc)
    print(line, file=sys.stderr)
    return 1


def _parser(prog: str, description: str) -> argparse.ArgumentParser:
    return argparse.ArgumentParser(prog=f"python -m bot {prog}", description=description)


def run_bot(argv: list[str] | None = None) -> int:
    """`python -m bot [run]`: connect and serve until stopped; returns the exit code."""
    parser = _parser("run", "Run the Discord bot (settings from .env and the environment).")
    parser.add_argument(
        "--shards",
        metavar="IDS",
        help="run as one cluster of a sharded bot: these shards (e.g. 0-3), as KITTY_SHARDS",
    )
    parser.add_argument(
        "--shard-count",
        metavar="N",
        help="how many shards the whole bot has (e.g. 8), as KITTY_SHARD_COUNT",
    )
    args = parser.parse_args(argv or [])
    try:
        settings = with_cluster(Settings.load(), args.shards, args.shard_count)
    except ClusterConfigError as exc:
        print(exc, file=sys.stderr)
        return 2
    configure_logging(settings.log_level)
    silence_voice_warnings()
    if not settings.token:
        print(NO_TOKEN, file=sys.stderr)
        return 1
    problem = check_database(settings.database, settings.lock_wait)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    from bot.app import make_bot

    bot = make_bot(settings)
    try:
        bot.run(settings.token, log_handler=None)
    except StoreOpenError as exc:
        print(exc, file=sys.stderr)
        return 1
    except RECOVERABLE as exc:
        return _fail(exc, settings, "run")
    return 0


def with_cluster(settings: Settings, shards: str | None, count: str | None) -> Settings:
    """`settings` with the command line's `--shards` / `--shard-count` over `.env`'s
    (a flag left out keeps the `.env` value). `ClusterConfigError` when unusable."""
    if shards is None and count is None:
        return settings
    now = settings.cluster
    if shards is None:
        shards = ",".join(map(str, now.shard_ids)) if now is not None else ""
    if count is None:
        count = str(now.shard_count) if now is not None else ""
    if not count:
        raise ClusterConfigError("--shards needs --shard-count (how many shards the bot has)")
    return replace(settings, cluster=Cluster.parse(shards, count))


def check_database(path: str, lock_wait: float = 30.0) -> str | None:
    """Open the database once before connecting to Discord (migrations included): None when
    it is usable, else the paragraph for the operator (a damaged file, or one that stayed
    locked for `lock_wait` seconds)."""
    from data.store import open_store

    async def probe() -> None:
        store = open_store(path, lock_wait=lock_wait)
        try:
            await store.open()
        finally:
            await store.close()

    try:
        asyncio.run(probe())
    except StoreOpenError as exc:
        return str(exc)
    return None


def sync_commands(argv: list[str]) -> int:
    """`python -m bot sync [--guild ID]`: publish the slash commands once, then exit."""
    parser = _parser(
        "sync",
        "Publish the slash commands once: globally (Discord may take up to "
        "an hour to show them), or to one server at once with --guild.",
    )
    parser.add_argument(
        "--guild", type=int, metavar="ID", help="a server (guild) id: sync there only"
    )
    args = parser.parse_args(argv)
    settings = Settings.load()
    configure_logging(settings.log_level)
    silence_voice_warnings()
    if not settings.token:
        print(NO_TOKEN, file=sys.stderr)
        return 1
    guild_id: int | None = args.guild

    from bot.app import KittyBot

    class SyncOnlyBot(KittyBot):
        """Loads the command cogs at login, nothing else (no database, no matches)."""

        async def setup_hook(self) -> None:
            await self.setup_hook_commands_only()

    async def go() -> int:
        bot = SyncOnlyBot(settings, sync_on_start=False)
        async with bot:
            await bot.login(settings.token or "")
            synced = await bot.sync_commands(guild_id)
            where = (
                f"server {guild_id}" if guild_id else "every server (global; allow up to an hour)"
            )
            print(f"Synced {len(synced)} command group(s) to {where}.")
            if bot.application_id:
                print(f"Invite link: {invite_url(bot.application_id)}")
        return 0

    try:
        return asyncio.run(go())
    except RECOVERABLE as exc:
        return _fail(exc, settings, "sync")
