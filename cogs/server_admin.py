"""The `/kitty-admin` slash commands: a server's records, exported or forgotten.

A top-level command of its own because Discord applies a command's default member
permissions only to top-level commands: `/kitty-admin` is published with Manage Server as
its default, so members without it do not see it. A server may still grant it to others
(Server Settings → Integrations), so the controller checks Manage Server again when it runs
(`cogs.controller.base.require_server_manager`)."""

# No `from __future__ import annotations`: discord.py reads the commands' inputs from their
# annotations (see cogs/commands.py).
import discord
from discord import app_commands
from discord.ext import commands

from cogs.controller import Controller
from cogs.controller.base import IN_SERVERS_ONLY
from cogs.message import answer_error, answers_errors, tell_privately


@app_commands.guild_only()
@app_commands.default_permissions(manage_guild=True)
class KittyAdminCog(
    commands.GroupCog,
    group_name="kitty-admin",
    group_description="Server managers: this server's Kitty Tower records",
):
    """The `/kitty-admin` command group (Manage Server)."""

    def __init__(self, controller: Controller) -> None:
        self.controller = controller
        super().__init__()

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Commands work in server channels only (also when Discord lets a DM through)."""
        if interaction.guild_id is None:
            await tell_privately(interaction, IN_SERVERS_ONLY)
            return False
        return True

    async def cog_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        """Errors before a command runs, answered privately (see cogs/commands.py)."""
        if isinstance(error, app_commands.CheckFailure) and interaction.response.is_done():
            return  # interaction_check already answered
        original = error.original if isinstance(error, app_commands.CommandInvokeError) else error
        command = interaction.command.name if interaction.command else "a command"
        await answer_error(interaction, original, f"/kitty-admin {command}")

    @app_commands.command(
        name="export", description="Server managers: download this server's game records (JSON)"
    )
    @answers_errors
    async def export(self, interaction: discord.Interaction) -> None:
        await self.controller.records.export_guild(interaction)

    @app_commands.command(
        name="forget",
        description="Server managers: delete this server's finished games, results and ratings",
    )
    @app_commands.describe(confirm="True to really delete (it cannot be undone)")
    @answers_errors
    async def forget(self, interaction: discord.Interaction, confirm: bool = False) -> None:
        await self.controller.records.forget_guild(interaction, confirm)
