"""Answers given in direct messages (an exchange offer's menu): served here when this
process serves the match, else through the shared store (`service.foreign.play_foreign`),
whose owner then shows the board."""

from __future__ import annotations

import discord

from bot.core.errors import GameError, StaleMoveError
from bot.i18n import said
from cogs.controller.base import Part
from cogs.language import private
from cogs.message import in_time

IN_DMS_ONLY = said("ctl-in-dms-only")


class ForeignActions(Part):
    """The direct-message menu of an exchange offer."""

    async def dm_answer(
        self, interaction: discord.Interaction, match_id: int, ply: int, move: str
    ) -> None:
        """Play the picked answer for the clicking member (refused when the offer moved on
        or they do not play); the channel gets the board from the process serving it."""
        if interaction.guild_id is not None:
            raise GameError(IN_DMS_ONLY)
        service, user_id = self.service, interaction.user.id
        if service.foreign.owns_id(match_id):
            m = service.get(match_id)
            if m.ply != ply:
                raise StaleMoveError(said("ctl-offer-moved-on"))
            work = service.turns.play(match_id, user_id, move, expected_ply=ply)
            report = await in_time(interaction, work, ephemeral=True)
            await self.desk.publisher.show(m, report)
        else:
            work = service.foreign.play_foreign(match_id, user_id, move, expected_ply=ply)
            report = await in_time(interaction, work, ephemeral=True)
        words = private(interaction)  # a DM: the member's language
        text = words("ctl-dm-follows", move=words.say(report.applied[0].text))
        await self.desk.edit_clicked_quietly(interaction, text)
