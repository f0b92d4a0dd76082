"""What each command and component does, in Discord terms: check who asks and where, call
the match service (or the store), and hand the result to the presenter and the publisher
(the board publicly; every refusal privately, by raising a `GameError` the error hooks
answer).

`Controller` gathers the parts: `lobby` (opening tables, seats), `play` (moves, the board's
components, resigning, ending), `takeback` (takebacks, rematches), `records` (history, replays, ratings, data) and, below,
the table commands (`games`, `cancel`, `status`, `rules`, `help`). It implements the
components' `Handlers`.
"""

from __future__ import annotations

import discord

from bot import startup
from bot.core.registry import get_game
from cogs import images, presenter, status, texts
from cogs.controller.base import ControllerBase, is_moderator, require_moderator
from cogs.controller.clock import ClockActions
from cogs.controller.foreign import ForeignActions
from cogs.controller.lobby import LobbyActions
from cogs.controller.play import PlayActions
from cogs.controller.records import RecordActions
from cogs.controller.takeback import TakebackActions
from cogs.message import Attachment, MessageSpec, answer
from cogs.replies import defer, in_time, reply
from data.backup import database_size
from data.rows import OPEN_STATUSES


class TableActions(ControllerBase):
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
        await reply(interaction, "", embed=embed)

    async def cancel(self, interaction: discord.Interaction) -> None:
        """`/kitty cancel`: the host cancels a lobby, a moderator any game."""
        m = self.match_for_command(interaction)
        user = interaction.user
        work = self.service.cancel(m.id, user.id, moderator=is_moderator(interaction))
        await in_time(interaction, work)
        text = f"{m.game.title} match #{m.id} was cancelled by {user.mention}."
        await reply(interaction, text, ephemeral=False)

    async def status(self, interaction: discord.Interaction) -> None:
        """`/kitty status` (moderators): uptime, open tables, database size."""
        require_moderator(interaction, "see the bot's status")
        settings = self.host.settings
        tables = status.count_tables(
            (m.game.title, m.status) for m in self.service.matches.values()
        )
        embed = status.status_embed(
            uptime_seconds=startup.uptime_seconds(),
            tables=tables,
            database_bytes=database_size(settings.database),
            ai_workers=settings.ai_workers,
            version=startup.version(),
        )
        await answer(interaction, MessageSpec(embeds=(embed,)), ephemeral=True)

    async def rules(self, interaction: discord.Interaction, game_key: str, public: bool) -> None:
        """`/kitty rules`: a game's rules (with its card sheet), privately unless `public`.
        A card sheet not drawn yet is drawn off the event loop after a deferral ("thinking…")
        so the answer never misses Discord's 3 seconds."""
        game = get_game(game_key)
        image = images.drawn_card_sheet(game)
        if image is None and images.has_cards(game):
            await defer(interaction, ephemeral=not public)
            image = await images.card_sheet(game)
        msg = texts.rules_for(game, image)
        first = MessageSpec(
            embeds=tuple(msg.batches[0]),
            attachments=(Attachment(msg.filename, msg.image),) if msg.image is not None else None,
        )
        await answer(interaction, first, ephemeral=not public)
        for batch in msg.batches[1:]:
            await answer(interaction, MessageSpec(embeds=tuple(batch)), ephemeral=not public)

    async def help(self, interaction: discord.Interaction) -> None:
        """`/kitty help`: every command, button and game."""
        await answer(interaction, MessageSpec(embeds=(texts.help_embed(),)), ephemeral=True)


class Controller(
    LobbyActions,
    PlayActions,
    TakebackActions,
    RecordActions,
    TableActions,
    ClockActions,
    ForeignActions,
):
    """Everything the `/kitty` commands and the components do (see the module)."""


__all__ = ["Controller"]
