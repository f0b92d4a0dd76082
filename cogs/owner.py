"""Owner-only maintenance: publishing the slash commands on purpose, never on every start.

Used by mentioning the bot (`@Kitty Tower sync` or `@Kitty Tower sync here`), which needs
no privileged intent."""

from __future__ import annotations

from discord.ext import commands

from cogs.host import KittyHost, host_of


class AdminCog(commands.Cog):
    def __init__(self, host: KittyHost) -> None:
        self.host = host

    @commands.command(name="sync")
    @commands.is_owner()
    async def sync(self, ctx: commands.Context[commands.Bot], where: str = "global") -> None:
        """`sync` publishes globally; `sync here` to this server only (instant)."""
        if where == "here" and ctx.guild is not None:
            synced = await self.host.sync_commands(ctx.guild.id)
            await ctx.reply(f"Synced {len(synced)} command group(s) to this server.")
        else:
            synced = await self.host.sync_commands(None)
            await ctx.reply(
                f"Synced {len(synced)} command group(s) globally (may take up to an hour to "
                "appear)."
            )

    @sync.error
    async def sync_error(
        self, ctx: commands.Context[commands.Bot], error: commands.CommandError
    ) -> None:
        if isinstance(error, commands.NotOwner):
            await ctx.reply("Only the bot's owner can do that.")
        else:
            raise error


async def setup(bot: commands.Bot) -> None:
    """Extension entry point."""
    await bot.add_cog(AdminCog(host_of(bot)))
