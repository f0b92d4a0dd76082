"""Buttons and menus (the lobby's, the board's, takebacks', rematches', lessons'), each one
declaration: a class naming its custom id template (the language of
`cogs.component_base.CustomId`) and the `Handlers` method a click calls, and an `__init__`
that gives its look; `cogs.component_base` does the rest (building and reading the id,
routing a click, answering an error privately). The five a live board carries ("My
moves", a game's buttons and menus, "Take back", "Hint") are declared in
`cogs.component_base` itself, with what builds them, and re-exported here. The id holds the match id (and, on a
board, the ply it was drawn at), so components keep working after a restart and an old
board's button can say that the game has moved on. The custom id formats never change:
messages posted by older versions of the bot stay clickable (tests/cogs/test_custom_ids.py
holds every format posted).

Labels and placeholders come from the catalogue (`bot.i18n`, keys `table-button-…`,
`table-menu-…`) in the language given as `words`: the server's for a public message (a
lobby card, a board), the member's for a private one. A component rebuilt from its custom id
alone (a click) is never shown, so `words` defaults to English.
"""

from __future__ import annotations

from typing import ClassVar

import discord

from bot.i18n import ENGLISH_WORDS, Words
from cogs.component_base import (
    BoardButton,
    BoardSelect,
    ButtonItem,
    Handlers,
    HintButton,
    MenuItem,
    MyMovesButton,
    NoHandlersError,
    TakebackButton,
    bind,
    button,
    menu,
    unbind,
    view_of,
)

#: The components, and what the cogs use of `component_base` through this module.
__all__ = [
    "DYNAMIC_ITEMS",
    "AiLevelButton",
    "AnalyseButton",
    "BoardButton",
    "BoardSelect",
    "ConfirmButton",
    "DmAnswer",
    "EndButton",
    "GroupPicker",
    "Handlers",
    "HintButton",
    "LessonButton",
    "LessonHintButton",
    "LessonPicker",
    "LobbyButton",
    "LobbySelect",
    "MovePicker",
    "MyMovesButton",
    "NoHandlersError",
    "RematchButton",
    "ReplayButton",
    "ResignButton",
    "TakebackAnswer",
    "TakebackButton",
    "TimeoutButton",
    "answer_look",
    "bind",
    "unbind",
    "view_of",
]

Style = discord.ButtonStyle


# ----- lobby ----------------------------------------------------------------------------
class LobbyButton(
    ButtonItem,
    custom_id="kt:l:{match_id:int}:{action:join|leave|start|cancel|ai}",
    handler="lobby_button",
):
    """Join / Leave / Start / Cancel / Add AI on a lobby."""

    LABELS: ClassVar[dict[str, tuple[str, Style]]] = {
        "join": ("table-button-join", Style.success),
        "leave": ("table-button-leave", Style.secondary),
        "start": ("table-button-start", Style.primary),
        "cancel": ("table-button-cancel", Style.danger),
        "ai": ("table-button-add-ai", Style.secondary),
    }

    def __init__(
        self,
        match_id: int,
        action: str,
        *,
        disabled: bool = False,
        words: Words = ENGLISH_WORDS,
    ) -> None:
        key, style = self.LABELS[action]
        look = button(words(key), style, disabled=disabled)
        super().__init__(look, match_id=match_id, action=action)


class AiLevelButton(
    ButtonItem, custom_id="kt:la:{match_id:int}:{level:easy|medium|hard}", handler="add_ai"
):
    """The level choice shown (privately) after pressing a lobby's "Add AI"."""

    def __init__(self, match_id: int, level: str, *, words: Words = ENGLISH_WORDS) -> None:
        look = button(words("table-button-ai-level", level=level), Style.primary)
        super().__init__(look, match_id=match_id, level=level)


class LobbySelect(MenuItem, custom_id="kt:ls:{match_id:int}:{what:key}", handler="lobby_select"):
    """A lobby menu: a seat option each player picks for themselves (`what` is the seat
    option's key, e.g. Cat and the Tower's `hand`), or `ai`, the older "Add AI" menu that
    lobbies posted before the Add AI button still carry."""

    def __init__(
        self,
        match_id: int,
        what: str,
        placeholder: str = "…",
        options: list[tuple[str, str]] | None = None,
    ) -> None:
        super().__init__(menu(placeholder, options), match_id=match_id, what=what)


# ----- board (its live components are in component_base) -----------------------------------
class MovePicker(MenuItem, custom_id="kt:p:{match_id:int}:{ply:int}", handler="board_select"):
    """The private list of one player's legal moves (from "My moves"); picking one plays it."""

    def __init__(
        self,
        match_id: int,
        ply: int,
        options: list[tuple[str, str]] | None = None,
        *,
        words: Words = ENGLISH_WORDS,
    ) -> None:
        look = menu(words("table-menu-pick-move"), options)
        super().__init__(look, match_id=match_id, ply=ply)


class GroupPicker(MenuItem, custom_id="kt:pg:{match_id:int}:{ply:int}", handler="pick_group"):
    """The first of two private menus: what to move (a piece, a cell, a kind of action)."""

    def __init__(
        self,
        match_id: int,
        ply: int,
        options: list[tuple[str, str]] | None = None,
        *,
        words: Words = ENGLISH_WORDS,
    ) -> None:
        look = menu(words("table-menu-what-to-move"), options)
        super().__init__(look, match_id=match_id, ply=ply)


# ----- confirmations --------------------------------------------------------------------
def answer_look(
    accept: bool, accept_label: str | None = None, words: Words = ENGLISH_WORDS
) -> discord.ui.Button[discord.ui.View]:
    """Accept (green, or `accept_label`) or Decline (red): the two answers to a request."""
    if accept:
        return button(accept_label or words("table-button-accept"), Style.success)
    return button(words("table-button-decline"), Style.danger)


class EndButton(
    ButtonItem, custom_id="kt:e:{match_id:int}:{ply:int}:{accept:yn}", handler="end_answer"
):
    """Accept / Decline an offer to end the game."""

    def __init__(
        self, match_id: int, ply: int, accept: bool, *, words: Words = ENGLISH_WORDS
    ) -> None:
        look = answer_look(accept, words=words)
        super().__init__(look, match_id=match_id, ply=ply, accept=accept)


class ConfirmButton(
    ButtonItem,
    custom_id="kt:cf:{match_id:int}:{ply:int}:{play:yn}:{move:text}",
    handler="confirm_move",
    args=("match_id", "ply", "move", "play"),
):
    """Confirm or drop a move the game warned about (e.g. a pass that ends the game)."""

    def __init__(
        self,
        match_id: int,
        ply: int,
        play: bool,
        move: str,
        label: str = "",
        *,
        words: Words = ENGLISH_WORDS,
    ) -> None:
        look = (
            button(label or words("table-button-play-it"), Style.danger)
            if play
            else button(label or words("table-button-keep-playing"), Style.secondary)
        )
        super().__init__(look, match_id=match_id, ply=ply, play=play, move=move)


class ResignButton(
    ButtonItem, custom_id="kt:rs:{match_id:int}:{resign:yn}", handler="confirm_resign"
):
    """ "Resign this game?" — the private confirmation of `/kitty resign`."""

    def __init__(self, match_id: int, resign: bool, *, words: Words = ENGLISH_WORDS) -> None:
        look = (
            button(words("table-button-resign"), Style.danger)
            if resign
            else button(words("table-button-keep-playing"))
        )
        super().__init__(look, match_id=match_id, resign=resign)


class ReplayButton(ButtonItem, custom_id="kt:r:{match_id:int}", handler="replay"):
    """ "Replay" on a final board: posts the whole game as an animation."""

    def __init__(self, match_id: int, *, words: Words = ENGLISH_WORDS) -> None:
        super().__init__(button(words("table-button-replay"), emoji="🎞️"), match_id=match_id)


class AnalyseButton(ButtonItem, custom_id="kt:an:{match_id:int}", handler="analyse"):
    """ "Analyse" on a final board: who was ahead move by move, and the biggest swings."""

    def __init__(self, match_id: int, *, words: Words = ENGLISH_WORDS) -> None:
        super().__init__(button(words("table-button-analyse"), emoji="📈"), match_id=match_id)


class TimeoutButton(
    ButtonItem,
    custom_id="kt:to:{match_id:int}:{ply:int}:{choice:win|skip|ai|remove}",
    handler="timeout_choice",
):
    """A choice of the other players after a seat ran out of time at `ply` (see
    `bot.matches.clocks.CHOICES`): claim the win, skip the turn, AI takes over, remove."""

    LABELS: ClassVar[dict[str, tuple[str, Style]]] = {
        "win": ("table-button-claim-win", Style.danger),
        "skip": ("table-button-skip-turn", Style.secondary),
        "ai": ("table-button-ai-takes-seat", Style.primary),
        "remove": ("table-button-remove-seat", Style.primary),
    }

    def __init__(
        self, match_id: int, ply: int, choice: str, *, words: Words = ENGLISH_WORDS
    ) -> None:
        key, style = self.LABELS[choice]
        look = button(words(key), style)
        super().__init__(look, match_id=match_id, ply=ply, choice=choice)


class DmAnswer(MenuItem, custom_id="kt:dm:{match_id:int}:{ply:int}", handler="dm_answer"):
    """The answers to an exchange offer, in the direct message that shows the offer.
    Discord delivers it on shard 0, which in a cluster may not serve the match."""

    def __init__(
        self,
        match_id: int,
        ply: int,
        options: list[tuple[str, str]] | None = None,
        *,
        words: Words = ENGLISH_WORDS,
    ) -> None:
        look = menu(words("table-menu-answer-offer"), options)
        super().__init__(look, match_id=match_id, ply=ply)


# ----- lessons (`/kitty learn`, private cards) ------------------------------------------
class LessonPicker(
    MenuItem, custom_id="kt:learn:{game:key}:{lesson:int}:{step:int}", handler="learn_pick"
):
    """The menu of a lesson card: the learner's legal moves (or what to move first), valid
    in one lesson (its 0-based number) after `step` of the learner's moves."""

    def __init__(
        self,
        game: str,
        lesson: int,
        step: int,
        placeholder: str = "…",
        options: list[tuple[str, str]] | None = None,
    ) -> None:
        look = menu(placeholder, options)
        super().__init__(look, game=game, lesson=lesson, step=step)


class LessonButton(ButtonItem, custom_id="kt:lg:{game:key}:{lesson:int}", handler="learn_goto"):
    """ "Next lesson" (or "Start again") on a lesson card: opens lesson `lesson`."""

    def __init__(self, game: str, lesson: int, label: str = "…") -> None:
        super().__init__(button(label, Style.primary), game=game, lesson=lesson)


class LessonHintButton(
    ButtonItem, custom_id="kt:lh:{game:key}:{lesson:int}:{step:int}", handler="learn_hint"
):
    """ "Hint" on a lesson card: the AI's suggested move in lesson `lesson` after `step` of
    the learner's moves, privately (lessons always allow hints)."""

    def __init__(self, game: str, lesson: int, step: int, *, words: Words = ENGLISH_WORDS) -> None:
        look = button(words("table-button-hint"), emoji="💡")
        super().__init__(look, game=game, lesson=lesson, step=step)


# ----- takebacks and rematches ---------------------------------------------------------
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


#: Every component class, registered with the bot so old messages stay clickable.
DYNAMIC_ITEMS = (
    LobbyButton,
    AiLevelButton,
    LobbySelect,
    MyMovesButton,
    HintButton,
    BoardButton,
    BoardSelect,
    MovePicker,
    GroupPicker,
    EndButton,
    ConfirmButton,
    ResignButton,
    ReplayButton,
    AnalyseButton,
    TimeoutButton,
    DmAnswer,
    LessonPicker,
    LessonButton,
    LessonHintButton,
    TakebackButton,
    TakebackAnswer,
    RematchButton,
)
