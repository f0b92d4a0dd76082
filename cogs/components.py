"""Buttons and menus. Every one is a `DynamicItem` whose `custom_id` holds the match id
(and, on a board, the ply it was drawn at), so they keep working after a restart and an old
board's button can say that the game has moved on. The custom id formats never change:
messages posted by older versions of the bot stay clickable.

A click is handed to the `Handlers` bound to the clicked bot (`bind`), so this module knows
nothing of what a click does; an error a handler raises is answered here, privately.
"""

from __future__ import annotations

import re
import weakref
from typing import Any, ClassVar, Protocol, Self

import discord

from cogs.message import answer_error

Button = discord.ui.Button[discord.ui.View]
Select = discord.ui.Select[discord.ui.View]

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}
#: Discord's limit of options in a select menu.
MENU_OPTIONS = 25
#: The "My moves" button's index in a board button's custom id (written `m`).
MY_MOVES = -1


class Handlers(Protocol):
    """What the bot does when a component is used (implemented by the controller)."""

    async def lobby_button(
        self, interaction: discord.Interaction, match_id: int, action: str
    ) -> None: ...

    async def add_ai(self, interaction: discord.Interaction, match_id: int, level: str) -> None: ...

    async def lobby_select(
        self, interaction: discord.Interaction, match_id: int, what: str, value: str
    ) -> None: ...

    async def board_button(
        self, interaction: discord.Interaction, match_id: int, ply: int, idx: int
    ) -> None: ...

    async def my_moves(self, interaction: discord.Interaction, match_id: int, ply: int) -> None: ...

    async def pick_group(
        self, interaction: discord.Interaction, match_id: int, ply: int, key: str
    ) -> None: ...

    async def board_select(
        self, interaction: discord.Interaction, match_id: int, ply: int, value: str
    ) -> None: ...

    async def end_answer(
        self, interaction: discord.Interaction, match_id: int, ply: int, accept: bool
    ) -> None: ...

    async def confirm_move(
        self, interaction: discord.Interaction, match_id: int, ply: int, move: str, play: bool
    ) -> None: ...

    async def confirm_resign(
        self, interaction: discord.Interaction, match_id: int, resign: bool
    ) -> None: ...

    async def replay(self, interaction: discord.Interaction, match_id: int) -> None: ...

    async def takeback_button(
        self, interaction: discord.Interaction, match_id: int, ply: int
    ) -> None: ...

    async def takeback_answer(
        self, interaction: discord.Interaction, match_id: int, ply: int, accept: bool
    ) -> None: ...

    async def rematch(self, interaction: discord.Interaction, match_id: int) -> None: ...

    async def timeout_choice(
        self, interaction: discord.Interaction, match_id: int, ply: int, choice: str
    ) -> None: ...

    async def dm_answer(
        self, interaction: discord.Interaction, match_id: int, ply: int, move: str
    ) -> None: ...


_HANDLERS: weakref.WeakKeyDictionary[discord.Client, Handlers] = weakref.WeakKeyDictionary()


def bind(client: discord.Client, handlers: Handlers) -> None:
    """Let `handlers` answer the components clicked on `client`'s messages."""
    _HANDLERS[client] = handlers


def unbind(client: discord.Client) -> None:
    _HANDLERS.pop(client, None)


class NoHandlersError(LookupError):
    """A component was clicked on a bot whose Kitty Tower extension is not loaded."""


class Routed:
    """Mixin of every component: its click goes to the bound `Handlers` (`route`), and an
    error is answered by `answer_error`."""

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            handlers = _HANDLERS.get(interaction.client)
            if handlers is None:
                raise NoHandlersError("no Kitty Tower handlers are bound to this bot")
            await self.route(handlers, interaction)
        except Exception as exc:  # noqa: BLE001 - answer_error logs it and answers
            await answer_error(interaction, exc, type(self).__name__)

    async def route(self, handlers: Handlers, interaction: discord.Interaction) -> None:
        raise NotImplementedError


def _options(options: list[tuple[str, str]] | None) -> list[discord.SelectOption]:
    """Select options from (label, value) pairs, cut to Discord's limits (a placeholder
    option when there are none: a menu rebuilt from its custom id needs no real ones)."""
    pairs = options or [("…", "-")]
    return [discord.SelectOption(label=lbl[:100], value=val[:100]) for lbl, val in pairs][
        :MENU_OPTIONS
    ]


def _picked(select: Select) -> str:
    return select.values[0] if select.values else ""


# ----- lobby ----------------------------------------------------------------------------
class LobbyButton(
    Routed,
    discord.ui.DynamicItem[Button],
    template=r"kt:l:(?P<mid>[0-9]+):(?P<action>join|leave|start|cancel|ai)",
):
    """Join / Leave / Start / Cancel / Add AI on a lobby."""

    LABELS: ClassVar[dict[str, tuple[str, discord.ButtonStyle]]] = {
        "join": ("Join", discord.ButtonStyle.success),
        "leave": ("Leave", discord.ButtonStyle.secondary),
        "start": ("Start", discord.ButtonStyle.primary),
        "cancel": ("Cancel", discord.ButtonStyle.danger),
        "ai": ("Add AI", discord.ButtonStyle.secondary),
    }

    def __init__(self, match_id: int, action: str, *, disabled: bool = False) -> None:
        label, style = self.LABELS[action]
        super().__init__(
            Button(
                label=label, style=style, custom_id=f"kt:l:{match_id}:{action}", disabled=disabled
            )
        )
        self.match_id, self.action = match_id, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["mid"]), match["action"])

    async def route(self, handlers: Handlers, interaction: discord.Interaction) -> None:
        await handlers.lobby_button(interaction, self.match_id, self.action)


class AiLevelButton(
    Routed,
    discord.ui.DynamicItem[Button],
    template=r"kt:la:(?P<mid>[0-9]+):(?P<level>easy|medium|hard)",
):
    """The level choice shown (privately) after pressing a lobby's "Add AI"."""

    def __init__(self, match_id: int, level: str) -> None:
        super().__init__(
            Button(
                label=f"{level.capitalize()} AI",
                style=discord.ButtonStyle.primary,
                custom_id=f"kt:la:{match_id}:{level}",
            )
        )
        self.match_id, self.level = match_id, level

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["mid"]), match["level"])

    async def route(self, handlers: Handlers, interaction: discord.Interaction) -> None:
        await handlers.add_ai(interaction, self.match_id, self.level)


class LobbySelect(
    Routed,
    discord.ui.DynamicItem[Select],
    template=r"kt:ls:(?P<mid>[0-9]+):(?P<what>[a-z_]+)",
):
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
        super().__init__(
            Select(
                custom_id=f"kt:ls:{match_id}:{what}",
                placeholder=placeholder[:150],
                options=_options(options),
            )
        )
        self.match_id, self.what = match_id, what

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["mid"]), match["what"])

    async def route(self, handlers: Handlers, interaction: discord.Interaction) -> None:
        await handlers.lobby_select(interaction, self.match_id, self.what, _picked(self.item))


# ----- board ----------------------------------------------------------------------------
class BoardButton(
    Routed,
    discord.ui.DynamicItem[Button],
    template=r"kt:b:(?P<mid>[0-9]+):(?P<ply>[0-9]+):(?P<idx>[0-9]+|m)",
):
    """A button under a board, valid at one ply: a game button (pie-rule swap, place at
    random, …) by index, or "My moves" (idx `m`), which lists the clicker's moves privately."""

    def __init__(
        self, match_id: int, ply: int, idx: int, label: str = "…", style: str = "secondary"
    ) -> None:
        code = "m" if idx == MY_MOVES else str(idx)
        if idx == MY_MOVES:
            label, style = "My moves", "primary"
        super().__init__(
            Button(
                label=label[:80],
                style=STYLES.get(style, discord.ButtonStyle.secondary),
                custom_id=f"kt:b:{match_id}:{ply}:{code}",
            )
        )
        self.match_id, self.ply, self.idx = match_id, ply, idx

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        idx = MY_MOVES if match["idx"] == "m" else int(match["idx"])
        return cls(int(match["mid"]), int(match["ply"]), idx)

    async def route(self, handlers: Handlers, interaction: discord.Interaction) -> None:
        if self.idx == MY_MOVES:
            await handlers.my_moves(interaction, self.match_id, self.ply)
        else:
            await handlers.board_button(interaction, self.match_id, self.ply, self.idx)


class PlyMenu(Routed, discord.ui.DynamicItem[Select], template=r"(?!)"):
    """A menu valid at one ply of one match: custom id `kt:PREFIX:match:ply`. Subclasses
    give `PREFIX`, `PLACEHOLDER`, their own template and `route`."""

    PREFIX: ClassVar[str]
    PLACEHOLDER: ClassVar[str]

    def __init__(
        self, match_id: int, ply: int, options: list[tuple[str, str]] | None = None
    ) -> None:
        super().__init__(
            Select(
                custom_id=f"kt:{self.PREFIX}:{match_id}:{ply}",
                placeholder=self.PLACEHOLDER,
                options=_options(options),
            )
        )
        self.match_id, self.ply = match_id, ply

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["mid"]), int(match["ply"]))


class AnswerButton(Routed, discord.ui.DynamicItem[Button], template=r"(?!)"):
    """Accept (`answer` "y") or Decline ("n") a request made at one ply of one match:
    custom id `kt:PREFIX:match:ply:answer`. Subclasses give `PREFIX`, their template and
    `route`."""

    PREFIX: ClassVar[str]
    ACCEPT: ClassVar[str] = "Accept"

    def __init__(self, match_id: int, ply: int, answer: str) -> None:
        label, style = (
            (self.ACCEPT, discord.ButtonStyle.success)
            if answer == "y"
            else ("Decline", discord.ButtonStyle.danger)
        )
        super().__init__(
            Button(
                label=label, style=style, custom_id=f"kt:{self.PREFIX}:{match_id}:{ply}:{answer}"
            )
        )
        self.match_id, self.ply, self.answer = match_id, ply, answer

    @property
    def accepted(self) -> bool:
        return self.answer == "y"

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["mid"]), int(match["ply"]), match["answer"])


class MovePicker(PlyMenu, template=r"kt:p:(?P<mid>[0-9]+):(?P<ply>[0-9]+)"):
    """The private list of one player's legal moves (from "My moves"); picking one plays it."""

    PREFIX, PLACEHOLDER = "p", "Pick your move…"

    async def route(self, handlers: Handlers, interaction: discord.Interaction) -> None:
        await handlers.board_select(interaction, self.match_id, self.ply, _picked(self.item))


class GroupPicker(PlyMenu, template=r"kt:pg:(?P<mid>[0-9]+):(?P<ply>[0-9]+)"):
    """The first of two private menus: what to move (a piece, a cell, a kind of action)."""

    PREFIX, PLACEHOLDER = "pg", "What do you move?"

    async def route(self, handlers: Handlers, interaction: discord.Interaction) -> None:
        await handlers.pick_group(interaction, self.match_id, self.ply, _picked(self.item))


class BoardSelect(
    Routed,
    discord.ui.DynamicItem[Select],
    template=r"kt:bs:(?P<mid>[0-9]+):(?P<ply>[0-9]+):(?P<idx>[0-9]+)",
):
    """A game select menu under a board (e.g. which Friend to pet), valid at one ply."""

    def __init__(
        self,
        match_id: int,
        ply: int,
        idx: int,
        placeholder: str = "…",
        options: list[tuple[str, str]] | None = None,
    ) -> None:
        super().__init__(
            Select(
                custom_id=f"kt:bs:{match_id}:{ply}:{idx}",
                placeholder=placeholder[:150],
                options=_options(options),
            )
        )
        self.match_id, self.ply, self.idx = match_id, ply, idx

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["mid"]), int(match["ply"]), int(match["idx"]))

    async def route(self, handlers: Handlers, interaction: discord.Interaction) -> None:
        await handlers.board_select(interaction, self.match_id, self.ply, _picked(self.item))


# ----- confirmations --------------------------------------------------------------------
class EndButton(AnswerButton, template=r"kt:e:(?P<mid>[0-9]+):(?P<ply>[0-9]+):(?P<answer>y|n)"):
    """Accept / Decline an offer to end the game."""

    PREFIX = "e"

    async def route(self, handlers: Handlers, interaction: discord.Interaction) -> None:
        await handlers.end_answer(interaction, self.match_id, self.ply, self.accepted)


class ConfirmButton(
    Routed,
    discord.ui.DynamicItem[Button],
    template=r"kt:cf:(?P<mid>[0-9]+):(?P<ply>[0-9]+):(?P<answer>[yn]):(?P<move>.+)",
):
    """Confirm or drop a move the game warned about (e.g. a pass that ends the game)."""

    def __init__(self, match_id: int, ply: int, answer: str, move: str, label: str = "") -> None:
        style = discord.ButtonStyle.danger if answer == "y" else discord.ButtonStyle.secondary
        super().__init__(
            Button(
                label=(label or ("Play it" if answer == "y" else "Keep playing"))[:80],
                style=style,
                custom_id=f"kt:cf:{match_id}:{ply}:{answer}:{move}"[:100],
            )
        )
        self.match_id, self.ply, self.answer, self.move = match_id, ply, answer, move

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["mid"]), int(match["ply"]), match["answer"], match["move"])

    async def route(self, handlers: Handlers, interaction: discord.Interaction) -> None:
        await handlers.confirm_move(
            interaction, self.match_id, self.ply, self.move, self.answer == "y"
        )


class ResignButton(
    Routed,
    discord.ui.DynamicItem[Button],
    template=r"kt:rs:(?P<mid>[0-9]+):(?P<answer>[yn])",
):
    """ "Resign this game?" — the private confirmation of `/kitty resign`."""

    def __init__(self, match_id: int, answer: str) -> None:
        label, style = (
            ("Resign", discord.ButtonStyle.danger)
            if answer == "y"
            else ("Keep playing", discord.ButtonStyle.secondary)
        )
        super().__init__(Button(label=label, style=style, custom_id=f"kt:rs:{match_id}:{answer}"))
        self.match_id, self.answer = match_id, answer

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["mid"]), match["answer"])

    async def route(self, handlers: Handlers, interaction: discord.Interaction) -> None:
        await handlers.confirm_resign(interaction, self.match_id, self.answer == "y")


class ReplayButton(
    Routed,
    discord.ui.DynamicItem[Button],
    template=r"kt:r:(?P<mid>[0-9]+)",
):
    """ "Replay" on a final board: posts the whole game as an animation."""

    def __init__(self, match_id: int) -> None:
        super().__init__(
            Button(
                label="Replay",
                emoji="🎞️",
                style=discord.ButtonStyle.secondary,
                custom_id=f"kt:r:{match_id}",
            )
        )
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["mid"]))

    async def route(self, handlers: Handlers, interaction: discord.Interaction) -> None:
        await handlers.replay(interaction, self.match_id)


class TimeoutButton(
    Routed,
    discord.ui.DynamicItem[Button],
    template=r"kt:to:(?P<mid>[0-9]+):(?P<ply>[0-9]+):(?P<choice>win|skip|ai|remove)",
):
    """A choice of the other players after a seat ran out of time at `ply` (see
    `bot.matches.clocks.CHOICES`): claim the win, skip the turn, AI takes over, remove."""

    LABELS: ClassVar[dict[str, tuple[str, discord.ButtonStyle]]] = {
        "win": ("Claim the win", discord.ButtonStyle.danger),
        "skip": ("Skip their turn", discord.ButtonStyle.secondary),
        "ai": ("AI takes their seat", discord.ButtonStyle.primary),
        "remove": ("Remove (AI plays the seat)", discord.ButtonStyle.primary),
    }

    def __init__(self, match_id: int, ply: int, choice: str) -> None:
        label, style = self.LABELS[choice]
        super().__init__(
            Button(label=label, style=style, custom_id=f"kt:to:{match_id}:{ply}:{choice}")
        )
        self.match_id, self.ply, self.choice = match_id, ply, choice

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["mid"]), int(match["ply"]), match["choice"])

    async def route(self, handlers: Handlers, interaction: discord.Interaction) -> None:
        await handlers.timeout_choice(interaction, self.match_id, self.ply, self.choice)


class DmAnswer(PlyMenu, template=r"kt:dm:(?P<mid>[0-9]+):(?P<ply>[0-9]+)"):
    """The answers to an exchange offer, in the direct message that shows the offer.
    Discord delivers it on shard 0, which in a cluster may not serve the match."""

    PREFIX, PLACEHOLDER = "dm", "Answer the offer…"

    async def route(self, handlers: Handlers, interaction: discord.Interaction) -> None:
        await handlers.dm_answer(interaction, self.match_id, self.ply, _picked(self.item))


#: Every component class, registered with the bot so old messages stay clickable.
DYNAMIC_ITEMS = (
    LobbyButton,
    AiLevelButton,
    LobbySelect,
    BoardButton,
    BoardSelect,
    MovePicker,
    GroupPicker,
    EndButton,
    ConfirmButton,
    ResignButton,
    ReplayButton,
    TimeoutButton,
    DmAnswer,
)


def view_of(*items: discord.ui.Item[Any]) -> discord.ui.View:
    """A persistent view (no timeout) holding `items` in order."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view
