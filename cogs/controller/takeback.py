"""Takebacks and rematches in Discord terms: `/kitty takeback` and the board's "Take back"
ask the other players (Accept / Decline, publicly, with mentions) or, against the AI only,
take back at once; "Rematch" under a final board opens the rematch lobby. The rules live
in `bot/matches/takeback.py` and `bot/matches/rematch.py`."""

from __future__ import annotations

import discord

from bot.core.errors import GameError
from bot.i18n import said
from bot.matches import Match
from cogs.components import TakebackAnswer, view_of
from cogs.controller.base import Part
from cogs.message import (
    IN_SERVERS_ONLY,
    USERS_ONLY,
    MessageSpec,
    in_time,
    public,
    send,
    tell_privately,
)


def request_view(m: Match) -> discord.ui.View:
    """Accept / Decline under the takeback request open at the match's log position."""
    return view_of(
        TakebackAnswer(m.id, m.ply, True),
        TakebackAnswer(m.id, m.ply, False),
    )


class TakebackActions(Part):
    """`/kitty takeback`, its buttons, and the Rematch button."""

    async def takeback(self, interaction: discord.Interaction) -> None:
        """`/kitty takeback`: ask to take back one's last move."""
        await self._ask_takeback(interaction, self.desk.match_for_command(interaction))

    async def takeback_button(
        self, interaction: discord.Interaction, match_id: int, ply: int
    ) -> None:
        """ "Take back" under the current board (an old board's button is refused)."""
        await self._ask_takeback(interaction, self.desk.current_board(interaction, match_id, ply))

    async def _ask_takeback(self, interaction: discord.Interaction, m: Match) -> None:
        user = interaction.user
        report = await in_time(interaction, self.service.takebacks.request_takeback(m.id, user.id))
        if report is not None:  # only AI opponents: granted at once
            await self.desk.publisher.show(m, report, interaction)
            return
        req = self.service.takebacks.open_request(m)
        waiting = [] if req is None else [m.mention(s) for s in req["waiting"]]
        text = public(interaction)(
            "ctl-takeback-request", who=user.mention, waiting=" ".join(waiting)
        )
        await send(interaction, MessageSpec(text, view=request_view(m), mentions=USERS_ONLY))

    async def takeback_answer(
        self, interaction: discord.Interaction, match_id: int, ply: int, accept: bool
    ) -> None:
        """Accept / Decline under a takeback request."""
        m = self.desk.match_here(interaction, match_id)
        work = self.service.takebacks.answer_takeback(match_id, interaction.user.id, accept, ply)
        await self.desk.answer_offer(interaction, m, accept, work, "takeback", request_view)

    async def rematch(self, interaction: discord.Interaction, match_id: int) -> None:
        """ "Rematch" under a final board: open the rematch lobby here (answered with its
        card), or join the one another player just opened."""
        if interaction.guild_id is None or interaction.channel_id is None:
            raise GameError(IN_SERVERS_ONLY)
        user = interaction.user
        work = self.service.rematches.rematch(
            match_id, user.id, user.display_name, channel_id=interaction.channel_id
        )
        m, created = await in_time(interaction, work)
        if created:
            await self.desk.send_lobby(interaction, m)
            return
        self.desk.lobby_cards.refresh(m)
        await tell_privately(interaction, said("ctl-rematch-joined"))
