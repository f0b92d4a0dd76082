"""The hook every Kitty Tower command group shares: an error that reaches the group is
answered once, privately. (Commands work in server channels only: the command tree checks
that, `cogs.message.KittyTree`.)"""

import discord
from discord import app_commands

from cogs.message import answer_error


class ServerCommandHooks:
    """Mixed into a `commands.GroupCog` (before it, so these override the cog's hooks)."""

    async def cog_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        """The one place a command's error is answered (privately)."""
        if isinstance(error, app_commands.CheckFailure) and interaction.response.is_done():
            return  # the check that failed already answered
        original = error.original if isinstance(error, app_commands.CommandInvokeError) else error
        command = interaction.command
        where = f"/{command.qualified_name}" if command else "a Kitty Tower command"
        await answer_error(interaction, original, where)
