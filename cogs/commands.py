"""The `/kitty` slash commands: each one reads its inputs and hands them to the controller
(`cogs.controller`), which does the work. Every error becomes a private answer in one
place, `cogs.message.answer_error`: errors of a command's work through `answers_errors`,
errors before it runs (a failed check, an unreadable input) through the cog's error hook,
errors of a component through `cogs.component_base.Component`. The commands games declare
(`/kitty place`, …) are added when the cog is made, with the same check and hooks.

The extension's `setup` wires the Discord layer for a bot: the publisher, the AI runner,
the controller (bound as the components' handlers), this cog and the `/kitty-admin` one
(`cogs.server_admin`: a top-level command, so that it can default to Manage Server). On the first ready event
it posts every board that was committed but never shown and wakes the AI seats; every
minute it closes lobbies and games nobody plays (and re-reads the servers' languages).

Every description and choice is `command_text(key)` (cogs/language.py), said in each
member's language by the bot's translator (cogs/translator.py). `/kitty settings
language:` sets the server's language for public messages (Manage Server only).
"""

# No `from __future__ import annotations`: discord.py reads the commands' inputs from their
# annotations, which must be objects (the callbacks are wrapped by `answers_errors`, whose
# module could not resolve this module's names).
import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot import i18n
from bot.core.registry import all_games
from bot.i18n import LANGUAGE_NAMES, words
from cogs import components, presenter
from cogs.ai_runner import AiRunner
from cogs.cluster import ClusterPoll
from cogs.cog_hooks import ServerCommandHooks
from cogs.controller import Controller
from cogs.controller.base import manages_server
from cogs.declared import DeclaredCommand, command_for, declared_commands
from cogs.host import KittyHost, host_of
from cogs.language import command_text, private
from cogs.message import MessageSpec, answers_errors, in_time, send, tell_privately
from cogs.publisher import Publisher
from cogs.server_admin import KittyAdminCog
from cogs.start_command import StartRequest, game_starts, start_group
from cogs.translator import said_text
from data.rows import MatchStatus

log = logging.getLogger(__name__)
#: How often lobbies and games are checked against their time limits.
SWEEP_SECONDS = 60
#: How often the clocks of timed games are checked (a deadline fires at most this late).
CLOCK_SECONDS = 5

#: The `/kitty start <game>` subcommands (built at import: a bad declaration fails here).
STARTS = game_starts(all_games())
GAME_CHOICES = [app_commands.Choice(name=said_text(g.title), value=g.key) for g in all_games()]
#: The `/kitty settings language:` choice that clears the server's choice.
SERVER_OWN = "server"
#: `/kitty settings language:` — each language named in itself, then the server's own.
LANGUAGE_CHOICES = [
    *(app_commands.Choice(name=LANGUAGE_NAMES[code], value=code) for code in i18n.LANGUAGES),
    app_commands.Choice(name=command_text("settings-language-server-own"), value=SERVER_OWN),
]


@app_commands.guild_only()
class KittyCog(
    ServerCommandHooks,
    commands.GroupCog,
    group_name="kitty",
    group_description=command_text("cmd-kitty"),
):
    """The `/kitty` command group."""

    def __init__(self, bot: commands.Bot, host: KittyHost, controller: Controller) -> None:
        self.bot = bot
        self.host = host
        self.controller = controller
        self.publisher = controller.publisher
        self.ai_runner = controller.runner
        self._caught_up = False
        super().__init__()
        for declared in declared_commands(all_games()):
            self._add_declared(declared)
        self._add_start()

    def _add_declared(self, declared: DeclaredCommand) -> None:
        """Add a command a game declares, with the cog's own check and error hook."""

        async def run(interaction: discord.Interaction, typed: str) -> None:
            await self.controller.play.extra_command(interaction, declared, typed)

        async def complete(
            interaction: discord.Interaction, current: str
        ) -> list[app_commands.Choice[str]]:
            return self.controller.play.extra_choices(interaction, declared, current)

        command = command_for(declared, run, complete)
        command.add_check(self.interaction_check)
        command.error(self.cog_app_command_error)
        group = self.app_command
        assert group is not None, "a GroupCog is a command group"
        group.add_command(command)

    def _add_start(self) -> None:
        """Add the `/kitty start` group, one subcommand per game, with the cog's own check
        and error hook on each."""

        async def run(interaction: discord.Interaction, req: StartRequest) -> None:
            await self.controller.lobby.start(interaction, req)

        def prepare(command: app_commands.Command[Any, ..., None]) -> None:
            command.add_check(self.interaction_check)
            command.error(self.cog_app_command_error)

        group = self.app_command
        assert group is not None, "a GroupCog is a command group"
        group.add_command(start_group(STARTS, run, prepare))

    async def cog_unload(self) -> None:
        self.sweeper.cancel()
        self.clock_check.cancel()
        components.unbind(self.bot)
        await self.ai_runner.close()
        await self.controller.lobby_cards.stop()
        await self.publisher.close()

    # ----- background -----------------------------------------------------------------
    @tasks.loop(seconds=SWEEP_SECONDS)
    async def sweeper(self) -> None:
        """Every `SWEEP_SECONDS`: close lobbies nobody started and games nobody plays (from
        the stored times, so a restart changes nothing), and say so in their channels."""
        try:
            # Another process of a cluster may have set a server's language.
            await self.host.languages.load(members=False)
        except Exception:  # a busy database: the languages known stay
            log.warning("the servers' languages were not re-read", exc_info=True)
        try:
            await self.sweep()
        except Exception:  # the sweeper must survive anything one table does
            log.exception("the table sweeper failed; it runs again in %s s", SWEEP_SECONDS)

    async def sweep(self) -> None:
        service = self.host.service
        for m, why in service.lifecycle.expired():
            was_lobby = m.status == MatchStatus.LOBBY
            if not await service.lifecycle.close_expired(m):
                continue
            if was_lobby:
                cards = self.controller.lobby_cards
                cards.close(m, presenter.lobby_closed(m, why))
                cards.refresh(m)
            guild = self.bot.get_guild(m.guild_id) if m.guild_id is not None else None
            public = self.host.languages.words(guild)
            await self.publisher.say(m, public("cmd-closed-free", why=public.say(why)))

    @tasks.loop(seconds=CLOCK_SECONDS)
    async def clock_check(self) -> None:
        """Every `CLOCK_SECONDS`: post the reminders and time-outs that are due (from the
        stored deadlines; popping what is due costs nothing for the others)."""
        try:
            await self.controller.clock.check_clocks()
        except Exception:  # the clock must survive anything one table does
            log.exception("the clock check failed; it runs again in %s s", CLOCK_SECONDS)

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Once per process: post the boards that were committed but never shown, deliver
        secrets that did not arrive, and let AI seats whose turn it is play."""
        if self._caught_up:
            return
        self._caught_up = True
        if not self.sweeper.is_running():
            self.sweeper.start()
        if not self.clock_check.is_running():
            self.clock_check.start()
        await self.publisher.catch_up()
        for m in list(self.host.service.matches.values()):
            self.ai_runner.wake(m)

    # ----- starting and playing -------------------------------------------------------
    @app_commands.command(name="move", description=command_text("cmd-move"))
    @app_commands.describe(move=command_text("cmd-move-move"))
    @answers_errors
    async def move(self, interaction: discord.Interaction, move: str) -> None:
        await self.controller.play.move(interaction, move)

    @move.autocomplete("move")
    async def move_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return self.controller.play.move_choices(interaction, current)

    @app_commands.command(name="board", description=command_text("cmd-board"))
    @answers_errors
    async def board(self, interaction: discord.Interaction) -> None:
        await self.controller.play.board(interaction)

    @app_commands.command(name="cards", description=command_text("cmd-cards"))
    @answers_errors
    async def cards(self, interaction: discord.Interaction) -> None:
        await self.controller.play.cards(interaction)

    @app_commands.command(name="resign", description=command_text("cmd-resign"))
    @answers_errors
    async def resign(self, interaction: discord.Interaction) -> None:
        await self.controller.play.ask_resign(interaction)

    @app_commands.command(name="end", description=command_text("cmd-end"))
    @answers_errors
    async def end(self, interaction: discord.Interaction) -> None:
        await self.controller.play.offer_end(interaction)

    @app_commands.command(name="takeback", description=command_text("cmd-takeback"))
    @answers_errors
    async def takeback(self, interaction: discord.Interaction) -> None:
        await self.controller.takeback.takeback(interaction)

    @app_commands.command(name="settings", description=command_text("cmd-settings"))
    @app_commands.describe(
        reminders=command_text("cmd-settings-reminders"),
        language=command_text("cmd-settings-language"),
    )
    @app_commands.choices(
        reminders=[
            app_commands.Choice(name=command_text("cmd-reminders-channel"), value="channel"),
            app_commands.Choice(name=command_text("cmd-reminders-dm"), value="dm"),
            app_commands.Choice(name=command_text("cmd-reminders-off"), value="off"),
        ],
        language=LANGUAGE_CHOICES,
    )
    @answers_errors
    async def settings(
        self,
        interaction: discord.Interaction,
        reminders: str | None = None,
        language: str | None = None,
    ) -> None:
        if language is not None:
            if not await self.set_language(interaction, language):
                return  # refused: nothing changes
            if reminders is None:
                return
        await self.controller.clock.settings(interaction, reminders)

    async def set_language(self, interaction: discord.Interaction, choice: str) -> bool:
        """`/kitty settings language:` — a server manager sets the language of the bot's
        public messages in this server (`SERVER_OWN`: back to the server's own locale).
        The answer is private, in the member's language; a short note in the channel says
        it in the new language. False (nothing changed) when refused."""
        mine = private(interaction)
        if not manages_server(interaction) or interaction.guild_id is None:
            await tell_privately(interaction, mine("settings-language-refused"))
            return False
        lang = None if choice == SERVER_OWN else choice
        if lang is not None and lang not in i18n.LANGUAGES:
            await tell_privately(interaction, mine("settings-language-unknown"))
            return False
        languages = self.host.languages
        work = languages.set_server(interaction.guild_id, lang)
        await in_time(interaction, work, ephemeral=True)
        now = languages.of(interaction.guild)
        name = LANGUAGE_NAMES.get(now, now)
        key = "settings-language-set" if lang is not None else "settings-language-cleared"
        await send(interaction, MessageSpec(mine(key, language=name)), ephemeral=True)
        channel = interaction.channel
        if isinstance(channel, discord.abc.Messageable):
            note = words(now)("settings-language-note", language=name)
            try:
                await channel.send(note)
            except discord.HTTPException as exc:  # the private answer stands
                log.info("language note not posted in %s (%s)", interaction.channel_id, exc)
        return True

    # ----- tables ---------------------------------------------------------------------
    @app_commands.command(name="games", description=command_text("cmd-games"))
    @answers_errors
    async def games(self, interaction: discord.Interaction) -> None:
        await self.controller.tables.games(interaction)

    @app_commands.command(name="cancel", description=command_text("cmd-cancel"))
    @answers_errors
    async def cancel(self, interaction: discord.Interaction) -> None:
        await self.controller.tables.cancel(interaction)

    # ----- information ----------------------------------------------------------------
    @app_commands.command(name="rules", description=command_text("cmd-rules"))
    @app_commands.describe(
        game=command_text("cmd-rules-game"), public=command_text("cmd-rules-public")
    )
    @app_commands.choices(game=GAME_CHOICES)
    @answers_errors
    async def rules(
        self, interaction: discord.Interaction, game: str, public: bool = False
    ) -> None:
        await self.controller.tables.rules(interaction, game, public)

    @app_commands.command(name="learn", description=command_text("cmd-learn"))
    @app_commands.describe(game=command_text("cmd-learn-game"), move=command_text("cmd-learn-move"))
    @app_commands.choices(game=GAME_CHOICES)
    @answers_errors
    async def learn(
        self, interaction: discord.Interaction, game: str, move: str | None = None
    ) -> None:
        await self.controller.learn.learn(interaction, game, move)

    @learn.autocomplete("move")
    async def learn_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        game = str(interaction.namespace.game or "")
        return self.controller.learn.move_choices(interaction, game, current)

    @app_commands.command(name="help", description=command_text("cmd-help"))
    @answers_errors
    async def help(self, interaction: discord.Interaction) -> None:
        await self.controller.tables.help(interaction)

    @app_commands.command(name="status", description=command_text("cmd-status"))
    @answers_errors
    async def status(self, interaction: discord.Interaction) -> None:
        await self.controller.tables.status(interaction)

    # ----- records --------------------------------------------------------------------
    @app_commands.command(name="history", description=command_text("cmd-history"))
    @app_commands.describe(
        game=command_text("cmd-history-game"), page=command_text("cmd-history-page")
    )
    @answers_errors
    async def history(
        self,
        interaction: discord.Interaction,
        game: int | None = None,
        page: app_commands.Range[int, 1, 1000] = 1,
    ) -> None:
        await self.controller.records.history(interaction, game, page)

    @app_commands.command(name="record", description=command_text("cmd-record"))
    @app_commands.describe(game=command_text("cmd-game-number"))
    @answers_errors
    async def record(self, interaction: discord.Interaction, game: int) -> None:
        await self.controller.records.record(interaction, game)

    @app_commands.command(name="replay", description=command_text("cmd-replay"))
    @app_commands.describe(game=command_text("cmd-replay-game"))
    @answers_errors
    async def replay(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await self.controller.records.replay(interaction, game)

    @app_commands.command(name="analyse", description=command_text("cmd-analyse"))
    @app_commands.describe(game=command_text("cmd-game-number"))
    @answers_errors
    async def analyse(self, interaction: discord.Interaction, game: int) -> None:
        await self.controller.analysis.analyse(interaction, game)

    @app_commands.command(name="leaderboard", description=command_text("cmd-leaderboard"))
    @app_commands.describe(game=command_text("cmd-leaderboard-game"))
    @app_commands.choices(game=GAME_CHOICES)
    @answers_errors
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        await self.controller.records.leaderboard(interaction, game)

    @app_commands.command(name="stats", description=command_text("cmd-stats"))
    @app_commands.describe(user=command_text("cmd-stats-user"))
    @answers_errors
    async def stats(
        self, interaction: discord.Interaction, user: discord.User | None = None
    ) -> None:
        await self.controller.records.stats(interaction, user or interaction.user)

    @app_commands.command(name="mydata", description=command_text("cmd-mydata"))
    @answers_errors
    async def mydata(self, interaction: discord.Interaction) -> None:
        await self.controller.records.my_data(interaction)


async def setup(bot: commands.Bot) -> None:
    """Extension entry point: build the Discord layer for `bot` and add the cog."""
    host = host_of(bot)
    settings = host.settings
    publisher = Publisher(bot, host.service)
    runner = AiRunner(
        host.service,
        publisher,
        host.ai_pool,
        slots=max(1, settings.ai_workers),
        pace=settings.limits.ai_only_pace,
    )
    publisher.on_shown = runner.wake
    controller = Controller(host, publisher, runner)
    components.bind(bot, controller)
    bot.add_dynamic_items(*components.DYNAMIC_ITEMS)
    await bot.add_cog(KittyCog(bot, host, controller))
    await bot.add_cog(KittyAdminCog(controller))
    if settings.cluster is not None:
        await bot.add_cog(ClusterPoll(host, publisher))


async def teardown(bot: commands.Bot) -> None:
    """Extension exit point (the cog itself stops its tasks in `cog_unload`)."""
    bot.remove_dynamic_items(*components.DYNAMIC_ITEMS)
