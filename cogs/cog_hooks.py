"""The two hooks every Kitty Tower command group shares: commands work in server channels
only, and an error that reaches the group is answered once, privately."""

import discord
from discord import app_commands

from cogs.controller.base import IN_SERVERS_ONLY
from cogs.message import answer_error, tell_privately


class ServerCommandHooks:
    """Mixed into a `commands.GroupCog` (before it, so these override the cog's hooks)."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Commands work in server channels only (also when Discord lets a DM through).
        The member's language is noted for the DMs sent to them later (`bot.languages`)."""
        languages = getattr(interaction.client, "languages", None)
        if languages is not None:
            languages.heard(interaction)
        if interaction.guild_id is None:
            await tell_privately(interaction, IN_SERVERS_ONLY)
            return False
        return True

    async def cog_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        """The one place a command's error is answered (privately)."""
        if isinstance(error, app_commands.CheckFailure) and interaction.response.is_done():
            return  # interaction_check already answered
        original = error.original if isinstance(error, app_commands.CommandInvokeError) else error
        command = interaction.command
        where = f"/{command.qualified_name}" if command else "a Kitty Tower command"
        await answer_error(interaction, original, where)
