"""What the Discord layer needs from the bot that loads it: settings, the store, the match
service, the AI worker pool and a way to publish the slash commands.

The cogs never import the application (`bot.app` sits above them); they reach the bot
through `interaction.client` (or the bot given to an extension's `setup`), checked against
the `KittyHost` protocol by `host_of`.
"""

from __future__ import annotations

from concurrent.futures import Executor
from typing import Protocol, runtime_checkable

import discord
from discord import app_commands

from bot.config import Settings
from bot.matches import MatchService
from cogs.message import ServerLanguages
from data.store import Store


@runtime_checkable
class KittyHost(Protocol):
    """The bot as the cogs see it (`bot.app.KittyBot` implements it)."""

    settings: Settings
    store: Store
    service: MatchService
    #: Each server's and member's language (`cogs.message.ServerLanguages`).
    languages: ServerLanguages

    def ai_pool(self) -> Executor:
        """Where AI searches run (a process pool, or a thread)."""
        ...

    def analysis_pool(self) -> Executor:
        """Where game analyses run (their own process pool, or a thread)."""
        ...

    async def sync_commands(self, guild_id: int | None) -> list[app_commands.AppCommand]:
        """Publish the slash commands to one server, or globally with None."""
        ...


class NotAKittyBotError(TypeError):
    """The client is not a Kitty Tower bot (a cog loaded into some other bot)."""


def host_of(client: discord.Client) -> KittyHost:
    """`client` as a `KittyHost`; raises `NotAKittyBotError` when it is not one."""
    if not isinstance(client, KittyHost):
        raise NotAKittyBotError(
            f"{type(client).__name__} does not provide the Kitty Tower services"
        )
    return client
