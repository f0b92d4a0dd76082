"""The buttons of takebacks and rematches, declared like those of `components`: "Take back"
under a board, Accept / Decline under a takeback request, and "Rematch" under a final
board. Their custom ids never change."""

from __future__ import annotations

import discord

from bot.i18n import ENGLISH_WORDS, Words
from cogs.component_base import ButtonItem, button
from cogs.components import answer_look


class TakebackButton(
    ButtonItem, custom_id="kt:tb:{match_id:int}:{ply:int}", handler="takeback_button"
):
    """ "Take back" under the board of log position `ply`: ask to take back one's last move."""

    def __init__(self, match_id: int, ply: int, *, words: Words = ENGLISH_WORDS) -> None:
        look = button(words("table-button-take-back"), emoji="↩️")
        super().__init__(look, match_id=match_id, ply=ply)


class TakebackAnswer(
    ButtonItem, custom_id="kt:ta:{match_id:int}:{ply:int}:{accept:yn}", handler="takeback_answer"
):
    """Accept / Decline a takeback request made at log position `ply`."""

    def __init__(
        self, match_id: int, ply: int, accept: bool, *, words: Words = ENGLISH_WORDS
    ) -> None:
        look = answer_look(accept, words("table-button-accept-takeback"), words)
        super().__init__(look, match_id=match_id, ply=ply, accept=accept)


class RematchButton(ButtonItem, custom_id="kt:rm:{match_id:int}", handler="rematch"):
    """ "Rematch" under a final board: a new lobby with the same players, seats rotated."""

    def __init__(self, match_id: int, *, words: Words = ENGLISH_WORDS) -> None:
        look = button(words("table-button-rematch"), discord.ButtonStyle.primary, emoji="🔁")
        super().__init__(look, match_id=match_id)


#: Registered with the bot next to `components.DYNAMIC_ITEMS`.
DYNAMIC_ITEMS = (TakebackButton, TakebackAnswer, RematchButton)
