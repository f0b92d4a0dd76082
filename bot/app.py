"""The Discord application: a `commands.Bot` subclass that owns the store, the match service
and the worker pools, and loads the cogs as extensions by name (they build the publisher, the
AI runner and the controller, and re-attach every open match's buttons: `DynamicItem`s
rebuilt from their `custom_id`). It imports no cog: the cogs reach the bot's services
through `cogs.host.KittyHost`, which this class implements."""

from __future__ import annotations

import asyncio
import contextvars
import logging
from collections.abc import Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import bot.ai
from bot import startup
from bot.config import Settings
from bot.core.workers import worker_pool
from bot.games.validation import validate_all_games
from bot.matches import MatchService
from cogs.message import KittyTree, ServerLanguages
from cogs.translator import KittyTranslator
from data.store import open_store
from render import allocator
from render import pool as render_pool

log = logging.getLogger(__name__)

EXTENSIONS = ("cogs.commands", "cogs.owner")


class KittyBot(commands.Bot):
    """Kitty Tower. No privileged intents: everything is slash commands and components."""

    def __init__(
        self,
        settings: Settings,
        *,
        sync_on_start: bool = True,
        seed_factory: Callable[[], int] | None = None,
        ai_executor: Executor | None = None,
    ) -> None:
        allocator.limit_arenas()  # before any worker thread: see render.allocator
        intents = discord.Intents.default()
        intents.message_content = False
        # The bot reads no messages (boards and lobbies are edited by id): no event per
        # message posted, in a guild or a DM, to receive and parse.
        intents.guild_messages = intents.dm_messages = False
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
            owner_ids=set(settings.owner_ids) or None,
            max_messages=None,  # no message cache: the bot reads no cached message
            tree_cls=KittyTree,
            **self.shard_options(settings),
        )
        self.settings = settings
        self.sync_on_start = sync_on_start
        #: Each server's language for public messages and each member's for DMs (see
        #: cogs/language.py).
        self.store = open_store(settings.database, lock_wait=settings.lock_wait)
        self.languages = ServerLanguages(self.store)
        self.apply_executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="kitty-apply")
        self._ai_executor = ai_executor
        self._analysis_executor: Executor | None = None
        self.service = MatchService(
            self.store,
            seed_factory=seed_factory,
            apply_executor=self.apply_executor,
            limits=settings.limits,
        )
        self.service.tables.ownership = settings.cluster
        #: The processes that draw boards (None: drawn in a thread; see `start_render_pool`).
        self.render_pool: render_pool.RenderPool | None = None

    @classmethod
    def shard_options(cls, settings: Settings) -> dict[str, Any]:
        """Extra arguments of the Discord client: none for one process with every shard."""
        return {}

    def ai_pool(self) -> Executor:
        """Where AI search runs: a process pool (KITTY_AI_WORKERS ≥ 1; 'spawn' workers
        that load the games when they start and end with the bot, even after a SIGKILL:
        `bot.core.workers`) or a thread (made on first use)."""
        if self._ai_executor is None:
            n = self.settings.ai_workers
            self._ai_executor = (
                worker_pool(n, initializer=bot.ai.warm) if n >= 1 else ThreadPoolExecutor(1)
            )
        return self._ai_executor

    def analysis_pool(self) -> Executor:
        """Where game analyses run: a pool of KITTY_ANALYSIS_WORKERS 'spawn' processes
        apart from the AI players' (so an analysis never delays a move; workers that end
        with the bot, as the AI's) or, with 0, a thread. Made on first use."""
        if self._analysis_executor is None:
            n = self.settings.analysis_workers
            self._analysis_executor = (
                worker_pool(n, initializer=bot.ai.warm) if n >= 1 else ThreadPoolExecutor(1)
            )
        return self._analysis_executor

    def start_ai_pool(self) -> None:
        """With KITTY_AI_WORKERS ≥ 1 and no executor given: start the AI processes now,
        in the background (not waited for), so that the first AI turn pays no interpreter
        start and no import. They start from an empty context, as the render processes
        (`RenderPool.start`)."""
        if self._ai_executor is not None or self.settings.ai_workers < 1:
            return
        pool = self.ai_pool()
        for _ in range(self.settings.ai_workers):
            contextvars.Context().run(pool.submit, int)

    async def start_render_pool(self) -> None:
        """With KITTY_RENDER_WORKERS ≥ 1: start the render processes, wait until each has
        warmed up (renderers imported, one board per game drawn) and draw every board
        through them from now on."""
        n = self.settings.render_workers
        if n < 1 or self.render_pool is not None:
            return
        pool = render_pool.RenderPool(n)
        pool.start()
        self.render_pool = pool
        render_pool.install(pool)
        pids = await pool.warm()
        log.info("render workers ready: %s", ", ".join(map(str, pids)))

    async def stop_render_pool(self) -> None:
        """Stop the render processes and wait until they have exited (boards drawn later
        go to a thread)."""
        pool, self.render_pool = self.render_pool, None
        if pool is not None:
            render_pool.uninstall(pool)
            await asyncio.to_thread(pool.close)

    async def setup_hook_commands_only(self) -> None:
        """Load the cogs (their commands and components) and nothing else."""
        for ext in EXTENSIONS:
            await self.load_extension(ext)

    async def setup_hook(self) -> None:
        """Open the store, check the games' data, load the open matches, load the cogs and
        (with KITTY_DEV_GUILD_ID) publish the commands to the development server."""
        await self.store.open()
        await self.languages.load()
        await self.tree.set_translator(KittyTranslator())
        validate_all_games()
        self.start_ai_pool()
        warming = asyncio.create_task(self.start_render_pool())  # in other processes
        try:
            loaded = await self.service.load_all()
        finally:
            await warming
        cluster = self.settings.cluster
        where = f" of {cluster.describe()}" if cluster is not None else ""
        log.info("loaded %d open match(es)%s", len(loaded), where)
        await self.setup_hook_commands_only()
        if self.sync_on_start and self.settings.dev_guild_id:
            await self.sync_commands(self.settings.dev_guild_id)

    async def on_ready(self) -> None:
        """Log the invite link and whether the slash commands are published (bot.startup)."""
        await startup.on_ready(self)

    async def sync_commands(self, guild_id: int | None) -> list[app_commands.AppCommand]:
        """Sync the slash commands to one guild (copying the global ones) or globally."""
        if guild_id:
            guild = discord.Object(id=guild_id)
            self.tree.copy_global_to(guild=guild)
            return await self.tree.sync(guild=guild)
        return await self.tree.sync()

    async def close(self) -> None:
        """Close Discord (the cogs unload: AI tasks and retries are cancelled), then the
        store and the worker pools (the render processes have exited when this returns)."""
        try:
            await super().close()
        finally:
            await self.store.close()
            await self.stop_render_pool()
            self.apply_executor.shutdown(wait=False, cancel_futures=True)
            if self._ai_executor is not None:
                self._ai_executor.shutdown(wait=False, cancel_futures=True)
            if self._analysis_executor is not None:
                self._analysis_executor.shutdown(wait=False, cancel_futures=True)


class ShardedKittyBot(KittyBot, commands.AutoShardedBot):
    """Kitty Tower as one cluster process: it connects the shards of `settings.cluster`
    and serves only the matches of their guilds (`bot.matches.ownership`); direct-message
    interactions for other clusters' matches are served through the shared store."""

    @classmethod
    def shard_options(cls, settings: Settings) -> dict[str, Any]:
        cluster = settings.cluster
        if cluster is None:
            return {}
        return {"shard_ids": list(cluster.shard_ids), "shard_count": cluster.shard_count}


def make_bot(settings: Settings, **options: Any) -> KittyBot:
    """The bot for `settings`: a sharded cluster process when `settings.cluster` is set,
    else the plain one-process bot. `options` go to `KittyBot`."""
    if settings.cluster is None:
        return KittyBot(settings, **options)
    return ShardedKittyBot(settings, **options)
