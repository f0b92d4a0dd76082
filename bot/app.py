"""The Discord application: a `commands.Bot` subclass that owns the store, the match service
and the worker pools, loads the cogs as extensions and re-attaches every open match's
buttons (they are `DynamicItem`s rebuilt from their `custom_id`)."""

from __future__ import annotations

import logging
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from typing import Any, Callable

import discord
from discord.ext import commands

from bot.config import Settings
from bot.matches import MatchService
from data.store import MatchStore

log = logging.getLogger(__name__)

EXTENSIONS = ("cogs.kitty", "cogs.admin")


class KittyBot(commands.Bot):
    """Kitty Tower. No privileged intents: everything is slash commands and components."""

    def __init__(
        self, settings: Settings, *, sync_on_start: bool = True,
        seed_factory: Callable[[], int] | None = None,
        ai_executor: Executor | None = None,
    ) -> None:
        intents = discord.Intents.default()
        intents.message_content = False
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
            owner_ids=set(settings.owner_ids) or None,
        )
        self.settings = settings
        self.sync_on_start = sync_on_start
        self.store = MatchStore(settings.database)
        self.apply_executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="kitty-apply")
        self._ai_executor = ai_executor
        self.service = MatchService(self.store, seed_factory=seed_factory, apply_executor=self.apply_executor)

    @property
    def ai_executor(self) -> Executor:
        """Where AI search runs: a process pool (KITTY_AI_WORKERS ≥ 1) or a thread."""
        if self._ai_executor is None:
            n = self.settings.ai_workers
            self._ai_executor = ProcessPoolExecutor(max_workers=n) if n >= 1 else ThreadPoolExecutor(1)
        return self._ai_executor

    async def setup_hook_commands_only(self) -> None:
        for ext in EXTENSIONS:
            await self.load_extension(ext)

    async def setup_hook(self) -> None:
        await self.store.open()
        from bot.games.validation import validate_all_games

        validate_all_games()
        loaded = await self.service.load_all()
        log.info("loaded %d open match(es)", len(loaded))
        await self.setup_hook_commands_only()
        if self.sync_on_start and self.settings.dev_guild_id:
            await self.sync_commands(self.settings.dev_guild_id)
        self.loop.create_task(self._resume_ai_turns(), name="kitty-resume-ai")

    async def on_ready(self) -> None:
        """Log the invite link and whether the slash commands are published (bot.startup)."""
        from bot import startup

        await startup.on_ready(self)

    async def _resume_ai_turns(self) -> None:
        """After a restart, AI seats whose turn it was think again and play."""
        from cogs import flow

        await self.wait_until_ready()
        for m in list(self.service.matches.values()):
            if m.status == "active" and not m.damaged and m.ai_actors():
                flow.wake_ai(self, m)

    async def sync_commands(self, guild_id: int | None) -> list[Any]:
        """Sync the slash commands to one guild (copying the global ones) or globally."""
        if guild_id:
            guild = discord.Object(id=guild_id)
            self.tree.copy_global_to(guild=guild)
            return await self.tree.sync(guild=guild)
        return await self.tree.sync()

    async def close(self) -> None:
        try:
            await super().close()
        finally:
            await self.store.close()
            self.apply_executor.shutdown(wait=False, cancel_futures=True)
            if self._ai_executor is not None:
                self._ai_executor.shutdown(wait=False, cancel_futures=True)
