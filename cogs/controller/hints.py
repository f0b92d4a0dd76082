"""The Hint button under a board: the AI's suggested move for the clicker, privately —
the move, the AI's reason where it has one, and the board with the move marked (as the
"where can it go" picture marks a target). Computed from the clicker's own view in the AI
process pool (`bot.ai.hints.hint`), never on the event loop; refused privately at a table
that does not allow hints (`bot.matches.hint_table`), on an old board, to a member who
does not play, and when it is not the clicker's turn. The hint is remembered, so the
history marks the move made after it."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Any

import discord

import bot.ai.hints
from bot.ai.hint_texts import sentence
from bot.core.errors import GameError, StaleMoveError
from bot.i18n import Said, Words, said
from bot.matches import hint_table
from bot.matches.turns import HANDED_OVER
from cogs import where
from cogs.controller.base import Part
from cogs.language import private
from cogs.message import MessageSpec, defer, send

#: The texts of a hint (catalogue keys, teach.ftl).
HINT_MOVE = "teach-hint-move"
HINT_NO_REASON = "teach-hint-no-reason"
HINT_MOVED_ON = "teach-hint-moved-on"


def hint_message(words: Words, move: str, reason: Said | str | Mapping[str, Any] | None) -> str:
    """The text of a private hint in `words`' language: the move, then the AI's reason
    (or that it has none)."""
    why = sentence(reason, words) if reason else words(HINT_NO_REASON)
    return f"{words(HINT_MOVE, move=move)}\n{why}"


class HintActions(Part):
    """The Hint button."""

    async def hint(self, interaction: discord.Interaction, match_id: int, ply: int) -> None:
        """Answer a Hint click privately with the AI's move for the clicker's seat at this
        position and seed (`hint_table.hint_seed`), or a private refusal."""
        m = self.desk.current_board(interaction, match_id, ply)
        refusal = hint_table.refusal(m)
        if refusal is not None:
            raise GameError(refusal)
        seat = self.service.tables.seat_for(m, interaction.user.id)
        if m.seats[seat].is_ai:
            raise GameError(HANDED_OVER)
        state = m.state
        assert state is not None
        m.game.check_turn(state, seat)
        await defer(interaction, ephemeral=True)
        got = await asyncio.get_running_loop().run_in_executor(
            self.desk.runner.pool(),
            bot.ai.hints.hint,  # looked up at each click (tests may replace it)
            m.game.key,
            dict(m.game.view(state, seat)),
            seat,
            hint_table.hint_level(m),
            hint_table.hint_seed(m, seat),
        )
        if not await hint_table.note_hint(self.service.tables, m, ply, seat):
            raise StaleMoveError(said(HINT_MOVED_ON))
        view = self.desk.publisher.public_view(m)
        shown = None
        if view is not None:
            shown = await where.hint_picture(
                m, view, got["move"], got["cells"], private(interaction)
            )
        text = hint_message(private(interaction), got["move"], got["reason"])
        await send(
            interaction, MessageSpec(text, attachments=(shown,) if shown else ()), ephemeral=True
        )
