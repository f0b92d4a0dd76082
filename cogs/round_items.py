"""The buttons of takebacks and rematches (`DynamicItem`s like those of `components`, and
routed the same way): "Take back" under a board, Accept / Decline under a takeback
request, and "Rematch" under a final board. Their custom ids never change."""

from __future__ import annotations

import re
from typing import Any, Self

import discord

from cogs.components import AnswerButton, Button, Handlers, Routed


class TakebackButton(
    Routed,
    discord.ui.DynamicItem[Button],
    template=r"kt:tb:(?P<mid>[0-9]+):(?P<ply>[0-9]+)",
):
    """ "Take back" under the board of log position `ply`: ask to take back one's last move."""

    def __init__(self, match_id: int, ply: int) -> None:
        super().__init__(
            Button(
                label="Take back",
                emoji="↩️",
                style=discord.ButtonStyle.secondary,
                custom_id=f"kt:tb:{match_id}:{ply}",
            )
        )
        self.match_id, self.ply = match_id, ply

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["mid"]), int(match["ply"]))

    async def route(self, handlers: Handlers, interaction: discord.Interaction) -> None:
        await handlers.takeback_button(interaction, self.match_id, self.ply)


class TakebackAnswer(
    AnswerButton, template=r"kt:ta:(?P<mid>[0-9]+):(?P<ply>[0-9]+):(?P<answer>y|n)"
):
    """Accept / Decline a takeback request made at log position `ply`."""

    PREFIX, ACCEPT = "ta", "Accept takeback"

    async def route(self, handlers: Handlers, interaction: discord.Interaction) -> None:
        await handlers.takeback_answer(interaction, self.match_id, self.ply, self.accepted)


class RematchButton(
    Routed,
    discord.ui.DynamicItem[Button],
    template=r"kt:rm:(?P<mid>[0-9]+)",
):
    """ "Rematch" under a final board: a new lobby with the same players, seats rotated."""

    def __init__(self, match_id: int) -> None:
        super().__init__(
            Button(
                label="Rematch",
                emoji="🔁",
                style=discord.ButtonStyle.primary,
                custom_id=f"kt:rm:{match_id}",
            )
        )
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["mid"]))

    async def route(self, handlers: Handlers, interaction: discord.Interaction) -> None:
        await handlers.rematch(interaction, self.match_id)


#: Registered with the bot next to `components.DYNAMIC_ITEMS`.
DYNAMIC_ITEMS = (TakebackButton, TakebackAnswer, RematchButton)
