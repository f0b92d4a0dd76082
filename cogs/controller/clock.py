"""Time limits in Discord terms: the clock check (the reminder, then the time-out notice
with the other players' choices) and what a choice does.

The clock check runs every few seconds from the cog; each due reminder or time-out is
posted first and only then marked as shown, so a post that fails is tried again later
(at least once, like boards), and a restart never loses one.
"""

from __future__ import annotations

import logging

import discord

from bot.core.errors import GameError
from bot.i18n import said
from bot.matches.clocks import REMIND, REMINDERS, REMINDERS_SETTING
from bot.matches.timeouts import Due
from cogs import clock_prompts
from cogs.controller.base import Part
from cogs.language import private
from cogs.message import USERS_ONLY, MessageSpec, in_time, member_words, post, send, server_words
from cogs.publisher import DM_ATTEMPTS, ChannelGoneError, retrying

log = logging.getLogger(__name__)


class ClockActions(Part):
    """The clock check and the time-out buttons."""

    async def check_clocks(self) -> int:
        """Post every reminder and time-out that is due (see the module). Returns how many
        were shown; one that could not be shown is tried again at a later check."""
        shown = 0
        for due in self.service.timeouts.due_clocks():
            try:
                await self._show_due(due)
            except Exception as exc:  # noqa: BLE001 - one table must not stop the others
                log.warning("match %s: clock notice not shown (%s)", due.match.id, exc)
                self.service.timeouts.retry_later(due)
                continue
            await self.service.timeouts.mark_clock(due)
            shown += 1
        return shown

    async def _show_due(self, due: Due) -> None:
        m = due.match
        words = server_words(self.desk.publisher.client, m.guild_id)
        if due.kind == REMIND:
            seats = await self._remind_privately(due)
            if not seats:
                return
            text = clock_prompts.reminder(m, seats, due.deadline, words)
            spec = MessageSpec(text, mentions=USERS_ONLY)
        else:
            spec = clock_prompts.timed_out(m, due.ply, due.seats, words)
        channel = await self.desk.publisher.channel_of(m)
        if channel is None:
            raise ChannelGoneError(m.channel_id)
        await retrying(lambda: post(channel, spec), DM_ATTEMPTS, f"match {m.id}: clock")

    async def _remind_privately(self, due: Due) -> list[int]:
        """Remind by DM the late seats who asked for it (`/kitty settings`); returns the
        seats still to be reminded in the channel (a DM that fails falls back to it)."""
        m, channel = due.match, []
        for seat in due.seats:
            user_id = m.seats[seat].user_id
            if user_id is None:
                continue
            try:
                mode = await self.service.store.user_setting(user_id, REMINDERS_SETTING)
            except GameError:
                mode = None
            if mode == "off":
                continue
            words = member_words(self.desk.publisher.client, user_id, m.guild_id)
            if mode == "dm" and await self._tell_player(
                user_id, clock_prompts.reminder_dm(m, due.deadline, words)
            ):
                continue
            channel.append(seat)
        return channel

    async def settings(self, interaction: discord.Interaction, reminders: str | None) -> None:
        """`/kitty settings`: change (or show) the asker's own settings, privately."""
        store, user = self.service.store, interaction.user
        if reminders is not None:
            if reminders not in REMINDERS:
                raise GameError(said("ctl-reminders-one-of", allowed=", ".join(REMINDERS)))
            work = store.set_user_setting(user.id, REMINDERS_SETTING, reminders)
            await in_time(interaction, work, ephemeral=True)
        mode = await store.user_setting(user.id, REMINDERS_SETTING) or REMINDERS[0]
        text = clock_prompts.settings_text(mode, private(interaction))
        await send(interaction, MessageSpec(text), ephemeral=True)

    async def timeout_choice(
        self, interaction: discord.Interaction, match_id: int, ply: int, choice: str
    ) -> None:
        """A button under a time-out notice: the first valid choice wins (a later or old
        one is refused privately); the notice then says what was chosen."""
        m = self.desk.match_here(interaction, match_id)
        user = interaction.user
        work = self.service.timeouts.resolve_timeout(match_id, user.id, ply, choice)
        done = await in_time(interaction, work, thinking=False)
        words = server_words(interaction.client, interaction.guild or m.guild_id)
        text = clock_prompts.chosen(m, user.mention, choice, done.seats, words)
        await self.desk.edit_clicked_spec(interaction, MessageSpec(text, view=None))
        if done.report is not None:
            await self.desk.publisher.show(m, done.report)
            return
        if choice in ("ai", "remove"):
            client = self.desk.publisher.client
            for seat in done.seats:
                user_id = m.seats[seat].user_id
                if user_id is None:
                    continue
                dm = clock_prompts.handed_over_dm(m, member_words(client, user_id, m.guild_id))
                await self._tell_player(user_id, dm)
        self.desk.runner.wake(m)

    async def _tell_player(self, user_id: int | None, text: str) -> bool:
        """A DM, best effort; False when it could not be sent (DMs closed, Discord down)."""
        if user_id is None:
            return False
        client = self.desk.publisher.client
        try:
            user = client.get_user(user_id) or await client.fetch_user(user_id)
            await retrying(lambda: user.send(text), 2, f"DM to {user_id}")
        except discord.HTTPException as exc:
            log.info("DM to %s not sent (%s)", user_id, exc)
            return False
        return True
