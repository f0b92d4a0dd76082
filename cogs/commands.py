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
minute it closes lobbies and games nobody plays.
"""

# No `from __future__ import annotations`: discord.py reads the commands' inputs from their
# annotations, which must be objects (the callbacks are wrapped by `answers_errors`, whose
# module could not resolve this module's names).
import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.core.registry import all_games
from cogs import components, presenter, round_items
from cogs.ai_runner import AiRunner
from cogs.cluster import ClusterPoll
from cogs.cog_hooks import ServerCommandHooks
from cogs.controller import Controller
from cogs.declared import DeclaredCommand, command_for, declared_commands
from cogs.host import KittyHost, host_of
from cogs.message import answers_errors
from cogs.publisher import Publisher
from cogs.server_admin import KittyAdminCog
from cogs.start_command import StartRequest, game_starts, start_group
from data.rows import MatchStatus

log = logging.getLogger(__name__)
#: How often lobbies and games are checked against their time limits.
SWEEP_SECONDS = 60
#: How often the clocks of timed games are checked (a deadline fires at most this late).
CLOCK_SECONDS = 5

#: The `/kitty start <game>` subcommands (built at import: a bad declaration fails here).
STARTS = game_starts(all_games())
GAME_CHOICES = [app_commands.Choice(name=g.title, value=g.key) for g in all_games()]


@app_commands.guild_only()
class KittyCog(
    ServerCommandHooks,
    commands.GroupCog,
    group_name="kitty",
    group_description="Play stacking board games",
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
            await self.publisher.say(
                m, f"{why} The channel is free: `/kitty start` opens a new table."
            )

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
    @app_commands.command(name="move", description="Make your move")
    @app_commands.describe(move="Your move — start typing to see the legal ones")
    @answers_errors
    async def move(self, interaction: discord.Interaction, move: str) -> None:
        await self.controller.move(interaction, move)

    @move.autocomplete("move")
    async def move_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return self.controller.move_choices(interaction, current)

    @app_commands.command(name="board", description="Show the current board again")
    @answers_errors
    async def board(self, interaction: discord.Interaction) -> None:
        await self.controller.play.board(interaction)

    @app_commands.command(name="cards", description="See your own secret cards (only you see them)")
    @answers_errors
    async def cards(self, interaction: discord.Interaction) -> None:
        await self.controller.play.cards(interaction)

    @app_commands.command(name="resign", description="Resign the game (you are asked to confirm)")
    @answers_errors
    async def resign(self, interaction: discord.Interaction) -> None:
        await self.controller.play.ask_resign(interaction)

    @app_commands.command(
        name="end", description="Offer to end the game (the others accept or decline)"
    )
    @answers_errors
    async def end(self, interaction: discord.Interaction) -> None:
        await self.controller.play.offer_end(interaction)

    @app_commands.command(
        name="takeback", description="Ask to take back your last move (the others agree)"
    )
    @answers_errors
    async def takeback(self, interaction: discord.Interaction) -> None:
        await self.controller.takeback.takeback(interaction)

    @app_commands.command(name="settings", description="Your own settings (only you see them)")
    @app_commands.describe(reminders="How a timed game reminds you that your time runs out")
    @app_commands.choices(
        reminders=[
            app_commands.Choice(name="mention in the channel", value="channel"),
            app_commands.Choice(name="direct message", value="dm"),
            app_commands.Choice(name="off", value="off"),
        ]
    )
    @answers_errors
    async def settings(
        self, interaction: discord.Interaction, reminders: str | None = None
    ) -> None:
        await self.controller.clock.settings(interaction, reminders)

    # ----- tables ---------------------------------------------------------------------
    @app_commands.command(
        name="games", description="The open tables of this server, to watch or join"
    )
    @answers_errors
    async def games(self, interaction: discord.Interaction) -> None:
        await self.controller.tables.games(interaction)

    @app_commands.command(
        name="cancel", description="Cancel this channel's game (host in the lobby, or a moderator)"
    )
    @answers_errors
    async def cancel(self, interaction: discord.Interaction) -> None:
        await self.controller.tables.cancel(interaction)

    # ----- information ----------------------------------------------------------------
    @app_commands.command(name="rules", description="Read the rules of a game")
    @app_commands.describe(
        game="Which game's rules", public="Post them for everyone (default: only you see them)"
    )
    @app_commands.choices(game=GAME_CHOICES)
    @answers_errors
    async def rules(
        self, interaction: discord.Interaction, game: str, public: bool = False
    ) -> None:
        await self.controller.tables.rules(interaction, game, public)

    @app_commands.command(
        name="learn", description="Learn a game in short private lessons (only you see them)"
    )
    @app_commands.describe(
        game="Which game to learn",
        move="A move in your current lesson (or pick it from the lesson's menu)",
    )
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

    @app_commands.command(name="help", description="How to play with Kitty Tower")
    @answers_errors
    async def help(self, interaction: discord.Interaction) -> None:
        await self.controller.tables.help(interaction)

    @app_commands.command(
        name="status", description="Moderators: uptime, open tables, database size"
    )
    @answers_errors
    async def status(self, interaction: discord.Interaction) -> None:
        await self.controller.tables.status(interaction)

    # ----- records --------------------------------------------------------------------
    @app_commands.command(
        name="history", description="The moves of this channel's game, or of a game by number"
    )
    @app_commands.describe(
        game="A game number (default: this channel's game)", page="Which page of a long game"
    )
    @answers_errors
    async def history(
        self,
        interaction: discord.Interaction,
        game: int | None = None,
        page: app_commands.Range[int, 1, 1000] = 1,
    ) -> None:
        await self.controller.records.history(interaction, game, page)

    @app_commands.command(
        name="record", description="The record file of a finished game (replay it anywhere)"
    )
    @app_commands.describe(game="The game number")
    @answers_errors
    async def record(self, interaction: discord.Interaction, game: int) -> None:
        await self.controller.records.record(interaction, game)

    @app_commands.command(name="replay", description="Watch a whole game as an animation")
    @app_commands.describe(game="A game number (default: this channel's game)")
    @answers_errors
    async def replay(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await self.controller.records.replay(interaction, game)

    @app_commands.command(
        name="analyse", description="Who was ahead, move by move, in a finished game"
    )
    @app_commands.describe(game="The game number")
    @answers_errors
    async def analyse(self, interaction: discord.Interaction, game: int) -> None:
        await self.controller.analysis.analyse(interaction, game)

    @app_commands.command(name="leaderboard", description="This server's best players of a game")
    @app_commands.describe(game="Which game's leaderboard")
    @app_commands.choices(game=GAME_CHOICES)
    @answers_errors
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        await self.controller.records.leaderboard(interaction, game)

    @app_commands.command(
        name="stats", description="Games, wins, ratings and streak of a member (default: you)"
    )
    @app_commands.describe(user="Whose stats (default: yours)")
    @answers_errors
    async def stats(
        self, interaction: discord.Interaction, user: discord.User | None = None
    ) -> None:
        await self.controller.records.stats(interaction, user or interaction.user)

    @app_commands.command(
        name="mydata", description="Everything Kitty Tower keeps about you (a private file)"
    )
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
    bot.add_dynamic_items(*round_items.DYNAMIC_ITEMS)
    await bot.add_cog(KittyCog(bot, host, controller))
    await bot.add_cog(KittyAdminCog(controller))
    if settings.cluster is not None:
        await bot.add_cog(ClusterPoll(host, publisher))


async def teardown(bot: commands.Bot) -> None:
    """Extension exit point (the cog itself stops its tasks in `cog_unload`)."""
    bot.remove_dynamic_items(*components.DYNAMIC_ITEMS)
    bot.remove_dynamic_items(*round_items.DYNAMIC_ITEMS)
