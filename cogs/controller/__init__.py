"""What each command and component does, in Discord terms: check who asks and where, call
the match service (or the store), and hand the result to the presenter and the publisher
(the board publicly; every refusal privately, by raising a `GameError` the error hooks
answer).

`Controller` holds one part per concern, all over one shared `Desk` (the services, the
lobby cards, the lookups), and is called through them (`controller.play.move(...)`):
`lobby` (opening tables, seats), `play` (`/kitty move` — or, for a member without a
seat here, their lesson in play — and the other moves, the board's components, resigning,
ending), `hints` (the Hint button), `takeback` (takebacks, rematches), `records` (history,
replays, ratings, data), `analysis` (`/kitty analyse`, the Analyse button), `clock` (time
limits, `/kitty settings`), `foreign` (answers in DMs), `learn` (the private
lessons of `/kitty learn`) and `tables` (below:
`games`, `cancel`, `status`, `rules`, `help`). It implements the components' `Handlers` by
handing each click to its part.
"""

from __future__ import annotations

import discord

from bot import startup
from bot.core.registry import get_game
from bot.i18n import said
from cogs import images, presenter, status, texts
from cogs.ai_runner import AiRunner
from cogs.controller.analysis import AnalysisActions, server_words
from cogs.controller.base import Desk, Part, is_moderator, require_moderator
from cogs.controller.clock import ClockActions
from cogs.controller.foreign import ForeignActions
from cogs.controller.hints import HintActions
from cogs.controller.learn import LearnActions
from cogs.controller.lobby import LobbyActions
from cogs.controller.play import PlayActions
from cogs.controller.records import RecordActions
from cogs.controller.takeback import TakebackActions
from cogs.host import KittyHost
from cogs.language import private
from cogs.message import Attachment, MessageSpec, defer, in_time, public, send
from cogs.publisher import Publisher
from data.backup import database_size
from data.rows import OPEN_STATUSES


class TableActions(Part):
    """The commands about the tables of a server and the bot itself."""

    async def games(self, interaction: discord.Interaction) -> None:
        """`/kitty games`: the open tables of this server, in its channels and threads."""
        service = self.service
        tables = [
            m
            for m in service.matches.values()
            if m.guild_id == interaction.guild_id
            and m.status in OPEN_STATUSES
            and service.in_channel(m.channel_id) is m
        ]
        guild = interaction.guild
        parents = {}
        for m in tables:
            where = guild.get_channel_or_thread(m.channel_id) if guild is not None else None
            if isinstance(where, discord.Thread):
                parents[m.channel_id] = where.parent_id
        embed = presenter.tables(tables, interaction.guild_id or 0, parents)
        await send(interaction, MessageSpec(embeds=(embed,)), ephemeral=True)

    async def cancel(self, interaction: discord.Interaction) -> None:
        """`/kitty cancel`: the host cancels a lobby, a moderator any game."""
        m = self.desk.match_for_command(interaction)
        user = interaction.user
        work = self.service.lifecycle.cancel(m.id, user.id, moderator=is_moderator(interaction))
        await in_time(interaction, work)
        text = public(interaction)(
            "ctl-cancelled", game=m.game.title, id=str(m.id), who=user.mention
        )
        await send(interaction, MessageSpec(text))

    async def status(self, interaction: discord.Interaction) -> None:
        """`/kitty status` (moderators): uptime, open tables, database size."""
        require_moderator(interaction, said("ctl-moderators-only-status"))
        settings = self.desk.host.settings
        tables = status.count_tables(
            (m.game.title, m.status) for m in self.service.matches.values()
        )
        embed = status.status_embed(
            uptime_seconds=startup.uptime_seconds(),
            tables=tables,
            database_bytes=database_size(settings.database),
            ai_workers=settings.ai_workers,
            version=startup.version(),
            words=private(interaction),
        )
        await send(interaction, MessageSpec(embeds=(embed,)), ephemeral=True)

    async def rules(self, interaction: discord.Interaction, game_key: str, public: bool) -> None:
        """`/kitty rules`: a game's rules (with its card sheet), privately unless `public`.
        A card sheet not drawn yet is drawn off the event loop after a deferral ("thinking…")
        so the answer never misses Discord's 3 seconds."""
        game = get_game(game_key)
        words = server_words(interaction) if public else private(interaction)
        image = images.drawn_card_sheet(game, words.lang)
        if image is None and images.has_cards(game):
            await defer(interaction, ephemeral=not public)
            image = await images.card_sheet(game, words.lang)
        msg = texts.rules_for(game, image, words)
        first = MessageSpec(
            embeds=tuple(msg.batches[0]),
            attachments=(Attachment(msg.filename, msg.image),) if msg.image is not None else None,
        )
        await send(interaction, first, ephemeral=not public)
        for batch in msg.batches[1:]:
            await send(interaction, MessageSpec(embeds=tuple(batch)), ephemeral=not public)

    async def help(self, interaction: discord.Interaction) -> None:
        """`/kitty help`: every command, button and game."""
        await send(
            interaction,
            MessageSpec(embeds=(texts.help_embed(private(interaction)),)),
            ephemeral=True,
        )


class Controller:
    """Everything the `/kitty` commands and the components do, by part (see the module).
    Implements the components' `Handlers` by handing each click to its part."""

    def __init__(self, host: KittyHost, publisher: Publisher, runner: AiRunner) -> None:
        desk = Desk(host, publisher, runner)
        self.desk = desk
        self.publisher = publisher
        self.runner = runner
        self.lobby_cards = desk.lobby_cards
        self.lobby = LobbyActions(desk)
        self.takeback = TakebackActions(desk)
        self.records = RecordActions(desk)
        self.tables = TableActions(desk)
        self.clock = ClockActions(desk)
        self.foreign = ForeignActions(desk)
        self.learn = LearnActions(desk)
        self.play = PlayActions(desk, self.learn)
        self.hints = HintActions(desk)
        self.analysis = AnalysisActions(desk)

    # ----- `cogs.components.Handlers`: each click to its part -------------------------
    async def lobby_button(
        self, interaction: discord.Interaction, match_id: int, action: str
    ) -> None:
        await self.lobby.lobby_button(interaction, match_id, action)

    async def add_ai(self, interaction: discord.Interaction, match_id: int, level: str) -> None:
        await self.lobby.add_ai(interaction, match_id, level)

    async def lobby_select(
        self, interaction: discord.Interaction, match_id: int, what: str, value: str
    ) -> None:
        await self.lobby.lobby_select(interaction, match_id, what, value)

    async def board_button(
        self, interaction: discord.Interaction, match_id: int, ply: int, idx: int
    ) -> None:
        await self.play.board_button(interaction, match_id, ply, idx)

    async def my_moves(self, interaction: discord.Interaction, match_id: int, ply: int) -> None:
        await self.play.my_moves(interaction, match_id, ply)

    async def hint(self, interaction: discord.Interaction, match_id: int, ply: int) -> None:
        await self.hints.hint(interaction, match_id, ply)

    async def pick_group(
        self, interaction: discord.Interaction, match_id: int, ply: int, key: str
    ) -> None:
        await self.play.pick_group(interaction, match_id, ply, key)

    async def board_select(
        self, interaction: discord.Interaction, match_id: int, ply: int, value: str
    ) -> None:
        await self.play.board_select(interaction, match_id, ply, value)

    async def end_answer(
        self, interaction: discord.Interaction, match_id: int, ply: int, accept: bool
    ) -> None:
        await self.play.end_answer(interaction, match_id, ply, accept)

    async def confirm_move(
        self, interaction: discord.Interaction, match_id: int, ply: int, move: str, play: bool
    ) -> None:
        await self.play.confirm_move(interaction, match_id, ply, move, play)

    async def confirm_resign(
        self, interaction: discord.Interaction, match_id: int, resign: bool
    ) -> None:
        await self.play.confirm_resign(interaction, match_id, resign)

    async def replay(self, interaction: discord.Interaction, match_id: int) -> None:
        await self.records.replay(interaction, match_id)

    async def analyse(self, interaction: discord.Interaction, match_id: int) -> None:
        await self.analysis.analyse(interaction, match_id)

    async def takeback_button(
        self, interaction: discord.Interaction, match_id: int, ply: int
    ) -> None:
        await self.takeback.takeback_button(interaction, match_id, ply)

    async def takeback_answer(
        self, interaction: discord.Interaction, match_id: int, ply: int, accept: bool
    ) -> None:
        await self.takeback.takeback_answer(interaction, match_id, ply, accept)

    async def rematch(self, interaction: discord.Interaction, match_id: int) -> None:
        await self.takeback.rematch(interaction, match_id)

    async def timeout_choice(
        self, interaction: discord.Interaction, match_id: int, ply: int, choice: str
    ) -> None:
        await self.clock.timeout_choice(interaction, match_id, ply, choice)

    async def dm_answer(
        self, interaction: discord.Interaction, match_id: int, ply: int, move: str
    ) -> None:
        await self.foreign.dm_answer(interaction, match_id, ply, move)

    async def learn_pick(
        self, interaction: discord.Interaction, game: str, lesson: int, step: int, value: str
    ) -> None:
        await self.learn.learn_pick(interaction, game, lesson, step, value)

    async def learn_hint(
        self, interaction: discord.Interaction, game: str, lesson: int, step: int
    ) -> None:
        await self.learn.learn_hint(interaction, game, lesson, step)

    async def learn_goto(self, interaction: discord.Interaction, game: str, lesson: int) -> None:
        await self.learn.learn_goto(interaction, game, lesson)


__all__ = ["Controller"]
