"""The `/kitty` slash commands. Thin: read the options, call the match service through
`cogs.actions`, answer. Rules live in the engines, storage in the store. This extension
also builds the bot's publisher and AI runner, and on the first ready event posts every
board that was committed but never shown and wakes the AI seats."""

import logging
import time
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.core.errors import GameError
from bot.core.registry import all_games
from bot.matches import Match
from bot.matches.service import LimitError
from cogs import actions, present, texts, ui
from cogs.actions import in_time, match_for_command
from cogs.ai_runner import AiRunner
from cogs.common import answer_error, answers_errors, reply
from cogs.publisher import Publisher, secret_message

if TYPE_CHECKING:
    from bot.app import KittyBot

log = logging.getLogger(__name__)
#: How often lobbies and games are checked against their time limits.
SWEEP_SECONDS = 60

GAME_CHOICES = [app_commands.Choice(name=g.title, value=g.key) for g in all_games()]
LEVELS = [app_commands.Choice(name=x, value=x) for x in ("easy", "medium", "hard")]
#: Option names of `/kitty start` passed through to the game (each game accepts its own).
GAME_OPTION_NAMES = (
    "setup",
    "objectives",
    "radius",
    "size",
    "board",
    "pie",
    "quiet",
    "draw_limit",
    "first",
    "mode",
    "target",
)


@app_commands.guild_only()
class KittyCog(
    commands.GroupCog, group_name="kitty", group_description="Play stacking board games"
):
    def __init__(self, bot: "KittyBot") -> None:
        self.bot = bot
        self.publisher = Publisher(bot)
        self.ai_runner = AiRunner(
            bot,
            self.publisher,
            slots=max(1, bot.settings.ai_workers),
            pace=bot.settings.limits.ai_only_pace,
        )
        self.publisher.on_shown = self.ai_runner.wake
        bot.publisher, bot.ai_runner = self.publisher, self.ai_runner
        self._caught_up = False
        self._board_asked: dict[tuple[int, int], float] = {}
        super().__init__()

    async def cog_unload(self) -> None:
        self.sweeper.cancel()
        await self.ai_runner.close()
        await self.publisher.close()

    @tasks.loop(seconds=SWEEP_SECONDS)
    async def sweeper(self) -> None:
        """Every `SWEEP_SECONDS`: close lobbies nobody started and games nobody plays (from
        the stored times, so a restart changes nothing), and say so in their channels."""
        try:
            await self.sweep()
        except Exception:  # the sweeper must survive anything one table does
            log.exception("the table sweeper failed; it runs again in %s s", SWEEP_SECONDS)

    async def sweep(self) -> None:
        for m, why in self.bot.service.expired():
            was_lobby = m.status == "lobby"
            if not await self.bot.service.close_expired(m):
                continue
            if was_lobby:
                await self.publisher.refresh_lobby(m, present.lobby_closed_embed(m, why), None)
            await self.publisher.say(
                m, f"{why} The channel is free: `/kitty start` opens a new table."
            )

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Once per process: post the boards that were committed but never shown, deliver
        secrets that did not arrive, and let AI seats whose turn it is play."""
        if self._caught_up:
            return
        self._caught_up = True
        if not self.sweeper.is_running():
            self.sweeper.start()
        await self.publisher.catch_up()
        for m in list(self.bot.service.matches.values()):
            self.ai_runner.wake(m)

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Commands work in server channels only (also when Discord lets a DM through)."""
        if interaction.guild_id is None:
            await reply(
                interaction, "Kitty Tower works in server channels, not in direct messages."
            )
            return False
        return True

    async def cog_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        if isinstance(error, app_commands.CheckFailure) and interaction.response.is_done():
            return  # interaction_check already answered
        await answer_error(interaction, getattr(error, "original", error), "a /kitty command")

    # ----- starting -----------------------------------------------------------------
    @app_commands.command(name="start", description="Open a game in this channel")
    @app_commands.describe(
        game="Which game",
        players="How many seats (default: the game's usual count)",
        opponent="Play against the AI right away",
        level="AI strength (with opponent: ai)",
        watch="With opponent: AI — every seat is an AI and you watch",
        hand="Cat and the Tower: how steady your hand is",
        setup="Kitty Stack Tower: free, turns or random placement",
        objectives="Kitty Stack Tower: use the secret objective cards",
        radius="Kitty Stack Tower: board radius 3–6",
        size="Stacktics: trees per player (2–5)",
        board="Stacktics: board, e.g. 5x5 or 3x5",
        pie="Stacktics: pie rule",
        quiet="Towers: plies without a merge that end the game (0 = off)",
        draw_limit="Stacktics: plies without a capture that draw (0 = off)",
        first="Who moves first (Towers: yellow/blue, Tumbling Down: black/white)",
        mode="Cat and the Tower: coop or competitive",
        target="Cat and the Tower: target floor",
    )
    @app_commands.choices(
        game=GAME_CHOICES,
        level=LEVELS,
        opponent=[app_commands.Choice(name="AI", value="ai")],
        hand=[
            app_commands.Choice(name=d, value=d)
            for d in ("steady", "normal", "shaky", "butterfingers")
        ],
    )
    @answers_errors
    async def start(
        self,
        interaction: discord.Interaction,
        game: str,
        players: app_commands.Range[int, 1, 5] | None = None,
        opponent: str | None = None,
        level: str | None = None,
        watch: bool | None = None,
        hand: str | None = None,
        setup: str | None = None,
        objectives: bool | None = None,
        radius: app_commands.Range[int, 1, 12] | None = None,
        size: app_commands.Range[int, 1, 9] | None = None,
        board: str | None = None,
        pie: bool | None = None,
        quiet: app_commands.Range[int, 0, 1000] | None = None,
        draw_limit: app_commands.Range[int, 0, 1000] | None = None,
        first: str | None = None,
        mode: str | None = None,
        target: int | None = None,
    ) -> None:
        values = {
            "setup": setup,
            "objectives": objectives,
            "radius": radius,
            "size": size,
            "board": board,
            "pie": pie,
            "quiet": quiet,
            "draw_limit": draw_limit,
            "first": first,
            "mode": mode,
            "target": target,
        }
        options = {k: v for k, v in values.items() if v is not None}
        service = self.bot.service
        if (level is not None or watch) and opponent is None:
            raise GameError(
                "`level` and `watch` go with `opponent: AI` (or use the lobby's Add AI menu)."
            )
        m = await in_time(
            interaction,
            service.create_lobby(
                guild_id=interaction.guild_id,
                channel_id=interaction.channel_id or 0,
                host_id=interaction.user.id,
                host_name=interaction.user.display_name,
                game_key=game,
                options=options,
                players=players,
                difficulty=hand,
            ),
        )
        if opponent == "ai":
            await in_time(
                interaction, self._seat_ai_and_start(m, interaction.user.id, players, level, watch)
            )
            await self.publisher.show(m, None, interaction)
            return
        await actions.send_lobby(interaction, m)

    async def _seat_ai_and_start(
        self, m: Match, host: int, players: int | None, level: str | None, watch: bool | None
    ) -> None:
        """`opponent: AI`: fill the table with AI seats (at least one AI partner or
        opponent, or every seat with `watch`) and start; cancel the lobby if that fails."""
        service = self.bot.service
        want = players or min(max(m.game.min_players, 2), m.game.max_players)
        try:
            if watch:
                await service.unseat_host(m.id, host)
            while len(m.seats) < want:
                await service.add_ai(m.id, host, level or "medium")
            await service.start(m.id, host)
        except GameError:
            await service.cancel(m.id, host, moderator=True)
            raise

    # ----- playing ------------------------------------------------------------------
    @app_commands.command(name="move", description="Make your move")
    @app_commands.describe(move="Your move — start typing to see the legal ones")
    @answers_errors
    async def move(self, interaction: discord.Interaction, move: str) -> None:
        m = match_for_command(interaction)
        await actions.play_and_post(interaction, m, move, None)

    @move.autocomplete("move")
    async def move_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return self._choices(interaction, current)

    def _choices(
        self, interaction: discord.Interaction, current: str, prefixes: tuple[str, ...] = ()
    ) -> list[app_commands.Choice[str]]:
        m = self.bot.service.in_channel(interaction.channel_id or 0)
        if m is None:
            return []
        items = self.bot.service.move_choices(m, interaction.user.id)
        if prefixes:
            items = [c for c in items if c.notation.startswith(prefixes)]
        return actions.choice_list(items, current)

    @app_commands.command(name="place", description="Kitty Stack Tower set-up: place a piece")
    @app_commands.describe(cell="An empty cell — start typing to see them")
    @answers_errors
    async def place(self, interaction: discord.Interaction, cell: str) -> None:
        m = match_for_command(interaction)
        if m.game.caps.command("place") is None:
            raise GameError(
                f"`/kitty place` is for Kitty Stack Tower's set-up. In {m.game.title}, use `/kitty move`."
            )
        text = cell if cell.strip().lower().startswith("place") else f"place {cell.strip()}"
        await actions.play_and_post(interaction, m, text, None)

    @place.autocomplete("cell")
    async def place_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """Empty cells (and "random") starting with what was typed."""
        m = self.bot.service.in_channel(interaction.channel_id or 0)
        if m is None:
            return []
        typed = current.strip().lower().removeprefix("place").strip()
        items = [
            c
            for c in self.bot.service.move_choices(m, interaction.user.id)
            if c.notation.startswith("place ")
        ]
        return actions.choice_list(items, f"place {typed}" if typed else "")

    @app_commands.command(
        name="trade", description="Kitty Stack Tower: offer, answer or force a card exchange"
    )
    @app_commands.describe(action="What to do — start typing to see your options")
    @answers_errors
    async def trade(self, interaction: discord.Interaction, action: str) -> None:
        m = match_for_command(interaction)
        if m.game.caps.command("trade") is None:
            raise GameError(
                f"`/kitty trade` is for Kitty Stack Tower's cards. In {m.game.title}, use `/kitty move`."
            )
        await actions.play_and_post(interaction, m, action, None)

    @trade.autocomplete("action")
    async def trade_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return self._choices(interaction, current, ("offer", "accept", "decline", "give", "force"))

    @app_commands.command(name="board", description="Show the current board again")
    @answers_errors
    async def board(self, interaction: discord.Interaction) -> None:
        m = match_for_command(interaction)
        self.bot.service.require_intact(m)
        self._cooldown(interaction)
        if m.status == "lobby":
            await actions.send_lobby(interaction, m)
            return
        self.bot.service.require_playable(m)
        await in_time(interaction, self.publisher.repost(m, interaction))
        self.ai_runner.wake(m)  # an AI that gave up tries again

    def _cooldown(self, interaction: discord.Interaction) -> None:
        """`/kitty board` at most once per `board_cooldown` seconds per member and channel."""
        wait = self.bot.settings.limits.board_cooldown
        key = (interaction.channel_id or 0, interaction.user.id)
        now = time.monotonic()
        last = self._board_asked.get(key)
        if wait and last is not None and now - last < wait:
            raise LimitError(
                f"You just asked for the board; try again in {wait - (now - last):.0f} s."
            )
        if len(self._board_asked) > 10_000:
            self._board_asked.clear()
        self._board_asked[key] = now

    @app_commands.command(name="cards", description="See your own secret cards (only you see them)")
    @answers_errors
    async def cards(self, interaction: discord.Interaction) -> None:
        m = match_for_command(interaction)
        state = self.bot.service.require_playable(m)
        seat = self.bot.service.seat_for(m, interaction.user.id)
        secret = m.game.view(state, seat).get("secret")
        if not secret:
            raise GameError("This game has no secret cards for you.")
        from render.cards import render_cards

        embed, file = secret_message(m, secret, render_cards)
        kwargs = {"embed": embed, "ephemeral": True}
        if file is not None:
            kwargs["file"] = file
        await interaction.response.send_message(**kwargs)

    @app_commands.command(name="resign", description="Resign the game (you are asked to confirm)")
    @answers_errors
    async def resign(self, interaction: discord.Interaction) -> None:
        await actions.ask_resign(interaction, match_for_command(interaction))

    @app_commands.command(
        name="games", description="The open tables of this server, to watch or join"
    )
    @answers_errors
    async def games(self, interaction: discord.Interaction) -> None:
        service = self.bot.service
        tables = [
            m
            for m in service.matches.values()
            if m.guild_id == interaction.guild_id
            and m.status in ("lobby", "active")
            and service.in_channel(m.channel_id) is m
        ]
        await reply(interaction, "", embed=texts.tables_embed(tables, interaction.guild_id or 0))

    @app_commands.command(
        name="end", description="Offer to end the game (the others accept or decline)"
    )
    @answers_errors
    async def end(self, interaction: discord.Interaction) -> None:
        m = match_for_command(interaction)
        others = [
            m.mention(i)
            for i, s in enumerate(m.seats)
            if not s.is_ai and s.user_id != interaction.user.id
        ]
        if not others:  # only AI opponents: they accept
            report = await in_time(
                interaction, self.bot.service.accept_for_ai(m.id, interaction.user.id)
            )
            await self.publisher.show(m, report, interaction)
            return
        await in_time(interaction, self.bot.service.offer_end(m.id, interaction.user.id))
        text = f"{interaction.user.mention} offers to end the game. {' '.join(others)}: accept?"
        mentions = discord.AllowedMentions(users=True)
        if interaction.response.is_done():
            await interaction.followup.send(
                text, view=ui.end_offer_view(m), allowed_mentions=mentions
            )
        else:
            await interaction.response.send_message(
                text, view=ui.end_offer_view(m), allowed_mentions=mentions
            )

    @app_commands.command(
        name="cancel", description="Cancel this channel's game (host in the lobby, or a moderator)"
    )
    @answers_errors
    async def cancel(self, interaction: discord.Interaction) -> None:
        m = match_for_command(interaction)
        await in_time(
            interaction,
            self.bot.service.cancel(
                m.id, interaction.user.id, moderator=actions.is_moderator(interaction)
            ),
        )
        await reply(
            interaction,
            f"{m.game.title} match #{m.id} was cancelled by {interaction.user.mention}.",
            ephemeral=False,
        )

    # ----- information --------------------------------------------------------------
    @app_commands.command(name="rules", description="Read the rules of a game")
    @app_commands.choices(game=GAME_CHOICES)
    @answers_errors
    async def rules(
        self, interaction: discord.Interaction, game: str, public: bool = False
    ) -> None:
        import io

        from bot.core.registry import get_game

        msg = texts.rules_for(get_game(game))
        first: dict[str, Any] = {"embeds": msg.batches[0], "ephemeral": not public}
        if msg.image is not None:
            first["file"] = discord.File(io.BytesIO(msg.image), filename=msg.filename)
        await interaction.response.send_message(**first)
        for batch in msg.batches[1:]:
            await interaction.followup.send(embeds=batch, ephemeral=not public)

    @app_commands.command(name="help", description="How to play with Kitty Tower")
    async def help(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(embed=texts.help_embed(), ephemeral=True)

    @app_commands.command(
        name="status", description="Moderators: uptime, open tables, database size"
    )
    @answers_errors
    async def status(self, interaction: discord.Interaction) -> None:
        from bot import startup
        from cogs import status
        from data.backup import database_size

        if not actions.is_moderator(interaction):
            raise GameError(
                "Only moderators (Manage Messages or Administrator) can see the bot's status."
            )
        tables = status.count_tables(
            (m.game.title, m.status) for m in self.bot.service.matches.values()
        )
        embed = status.status_embed(
            uptime_seconds=startup.uptime_seconds(),
            tables=tables,
            database_bytes=database_size(self.bot.settings.database),
            ai_workers=self.bot.settings.ai_workers,
            version=startup.version(),
        )
        await interaction.response.send_message(embed=embed, ephemeral=True)

    # ----- records (cogs/records.py) ----------------------------------------------------
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
        from cogs import records

        await records.show_history(interaction, game, page)

    @app_commands.command(
        name="record", description="The record file of a finished game (replay it anywhere)"
    )
    @app_commands.describe(game="The game number")
    @answers_errors
    async def record(self, interaction: discord.Interaction, game: int) -> None:
        from cogs import records

        await records.send_record(interaction, game)

    @app_commands.command(name="replay", description="Watch a whole game as an animation")
    @app_commands.describe(game="A game number (default: this channel's game)")
    @answers_errors
    async def replay(self, interaction: discord.Interaction, game: int | None = None) -> None:
        from cogs import records

        await records.send_replay(interaction, game)

    @app_commands.command(name="leaderboard", description="This server's best players of a game")
    @app_commands.choices(game=GAME_CHOICES)
    @answers_errors
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        from cogs import records

        await records.leaderboard(interaction, game)

    @app_commands.command(
        name="stats", description="Games, wins, ratings and streak of a member (default: you)"
    )
    @answers_errors
    async def stats(
        self, interaction: discord.Interaction, user: discord.User | None = None
    ) -> None:
        from cogs import records

        await records.stats(interaction, user or interaction.user)

    @app_commands.command(
        name="mydata", description="Everything Kitty Tower keeps about you (a private file)"
    )
    @answers_errors
    async def mydata(self, interaction: discord.Interaction) -> None:
        from cogs import records

        await records.my_data(interaction)

    admin = app_commands.Group(name="admin", description="Moderators: this server's records")

    @admin.command(
        name="export", description="Moderators: download this server's game records (JSON)"
    )
    @answers_errors
    async def admin_export(self, interaction: discord.Interaction) -> None:
        from cogs import records

        _require_moderator(interaction)
        await records.export_guild(interaction)

    @admin.command(
        name="forget",
        description="Moderators: delete this server's finished games, results and ratings",
    )
    @app_commands.describe(confirm="True to really delete (it cannot be undone)")
    @answers_errors
    async def admin_forget(self, interaction: discord.Interaction, confirm: bool = False) -> None:
        from cogs import records

        _require_moderator(interaction)
        await records.forget_guild(interaction, confirm)


def _require_moderator(interaction: discord.Interaction) -> None:
    if not actions.is_moderator(interaction):
        raise GameError("Only moderators (Manage Messages or Administrator) can do that.")


async def setup(bot: "KittyBot") -> None:
    for item in ui.DYNAMIC_ITEMS:
        bot.add_dynamic_items(item)
    await bot.add_cog(KittyCog(bot))
