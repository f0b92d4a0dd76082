"""Start the bot from the command line: settings, logging, a friendly message when the
token is missing or wrong, and `sync` to publish the slash commands."""

from __future__ import annotations

import asyncio
import logging
import sys

import discord

from bot.config import Settings

NO_TOKEN = """\
Kitty Tower needs a Discord bot token to connect, and none was found.

  1. Open https://discord.com/developers/applications and create an application
     (or pick yours), then open "Bot" and press "Reset Token" to copy a token.
  2. Copy .env.example to .env in this folder and put the token after DISCORD_TOKEN=
     (or set the DISCORD_TOKEN environment variable).
  3. Invite the bot with the URL shown in the README (scopes bot + applications.commands),
     then run this command again.
"""


def run_bot(argv: list[str] | None = None) -> int:
    settings = Settings.load()
    logging.basicConfig(
        level=getattr(logging, settings.log_level, logging.INFO),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    if not settings.token:
        print(NO_TOKEN, file=sys.stderr)
        return 1
    from bot.app import KittyBot

    bot = KittyBot(settings)
    try:
        bot.run(settings.token, log_handler=None)
    except discord.LoginFailure:
        print("Discord refused the token in DISCORD_TOKEN. Copy a fresh one from the "
              "developer portal (Bot → Reset Token) into .env.", file=sys.stderr)
        return 1
    except discord.PrivilegedIntentsRequired:  # pragma: no cover - we ask for none
        print("Discord says a privileged intent is required; Kitty Tower needs none.", file=sys.stderr)
        return 1
    return 0


def sync_commands(argv: list[str]) -> int:
    """`python -m bot sync [--guild ID]`: publish the slash commands once, then exit."""
    settings = Settings.load()
    if not settings.token:
        print(NO_TOKEN, file=sys.stderr)
        return 1
    guild_id = None
    if "--guild" in argv:
        guild_id = int(argv[argv.index("--guild") + 1])

    from bot.app import KittyBot

    async def go() -> int:
        bot = KittyBot(settings, sync_on_start=False)
        async with bot:
            await bot.login(settings.token or "")
            await bot.setup_hook_commands_only()
            synced = await bot.sync_commands(guild_id)
            where = f"server {guild_id}" if guild_id else "every server (global; allow up to an hour)"
            print(f"Synced {len(synced)} command group(s) to {where}.")
        return 0

    try:
        return asyncio.run(go())
    except discord.LoginFailure:
        print("Discord refused the token in DISCORD_TOKEN.", file=sys.stderr)
        return 1
