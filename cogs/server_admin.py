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

from cogs.cog_hooks import ServerCommandHooks
from cogs.controller import Controller
from cogs.language import command_text
from cogs.message import answers_errors


@app_commands.guild_only()
@app_commands.default_permissions(manage_guild=True)
class KittyAdminCog(
    ServerCommandHooks,
    commands.GroupCog,
    group_name="kitty-admin",
    group_description=command_text("cmd-admin"),
):
    """The `/kitty-admin` command group (Manage Server)."""

    def __init__(self, controller: Controller) -> None:
        self.controller = controller
        super().__init__()

    @app_commands.command(name="export", description=command_text("cmd-admin-export"))
    @answers_errors
    async def export(self, interaction: discord.Interaction) -> None:
        await self.controller.records.export_guild(interaction)

    @app_commands.command(name="forget", description=command_text("cmd-admin-forget"))
    @app_commands.describe(confirm=command_text("cmd-admin-forget-confirm"))
    @answers_errors
    async def forget(self, interaction: discord.Interaction, confirm: bool = False) -> None:
        await self.controller.records.forget_guild(interaction, confirm)
