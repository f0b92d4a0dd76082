"""Owner-only maintenance: publishing the slash commands on purpose, never on every start.

Used by mentioning the bot (`@Kitty Tower sync` or `@Kitty Tower sync here`), which needs
no privileged intent."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord.ext import commands

if TYPE_CHECKING:
    from bot.app import KittyBot


class AdminCog(commands.Cog):
    def __init__(self, bot: KittyBot) -> None:
        self.bot = bot

    @commands.command(name="sync")
    @commands.is_owner()
    async def sync(self, ctx: commands.Context[KittyBot], where: str = "global") -> None:
        """`sync` publishes globally; `sync here` to this server only (instant)."""
        if where == "here" and ctx.guild is not None:
            synced = await self.bot.sync_commands(ctx.guild.id)
            await ctx.reply(f"Synced {len(synced)} command group(s) to this server.")
        else:
            synced = await self.bot.sync_commands(None)
            await ctx.reply(
                f"Synced {len(synced)} command group(s) globally (may take up to an hour to appear)."
            )

    @sync.error
    async def sync_error(
        self, ctx: commands.Context[KittyBot], error: commands.CommandError
    ) -> None:
        if isinstance(error, commands.NotOwner):
            await ctx.reply("Only the bot's owner can do that.")
        else:
            raise error


async def setup(bot: KittyBot) -> None:
    await bot.add_cog(AdminCog(bot))
