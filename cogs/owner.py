"""Owner-only maintenance: publishing the slash commands on purpose, never on every start.

Used by mentioning the bot (`@Kitty Tower sync` or `@Kitty Tower sync here`), which needs
no privileged intent. A mention carries no member's language: the replies are in the
server's (`bot.languages`)."""

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
        said = self.host.languages.words(ctx.guild)
        if where == "here" and ctx.guild is not None:
            synced = await self.host.sync_commands(ctx.guild.id)
            await ctx.reply(said("cmd-owner-synced-here", count=len(synced)))
        else:
            synced = await self.host.sync_commands(None)
            await ctx.reply(said("cmd-owner-synced-global", count=len(synced)))

    @sync.error
    async def sync_error(
        self, ctx: commands.Context[commands.Bot], error: commands.CommandError
    ) -> None:
        if isinstance(error, commands.NotOwner):
            await ctx.reply(self.host.languages.words(ctx.guild)("cmd-owner-only"))
        else:
            raise error


async def setup(bot: commands.Bot) -> None:
    """Extension entry point."""
    await bot.add_cog(AdminCog(host_of(bot)))
