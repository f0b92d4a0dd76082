"""Buttons and menus. Every one is a `DynamicItem` whose `custom_id` holds the match id
(and, on a board, the ply it was drawn at), so they keep working after a restart and an old
board's button can say that the game has moved on."""

from __future__ import annotations

import re

import discord

from bot.matches import Match
from bot.matches.models import AI_LEVELS, DIFFICULTIES

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"kt:l:(?P<mid>[0-9]+):(?P<action>join|leave|start|cancel|ai)",
):
    """Join / Leave / Start / Cancel / Add AI on a lobby."""

    LABELS = {
        "join": ("Join", discord.ButtonStyle.success),
        "leave": ("Leave", discord.ButtonStyle.secondary),
        "start": ("Start", discord.ButtonStyle.primary),
        "cancel": ("Cancel", discord.ButtonStyle.danger),
        "ai": ("Add AI", discord.ButtonStyle.secondary),
    }

    def __init__(self, match_id: int, action: str, *, disabled: bool = False) -> None:
        label, style = self.LABELS[action]
        super().__init__(
            discord.ui.Button(
                label=label, style=style, custom_id=f"kt:l:{match_id}:{action}", disabled=disabled
            )
        )
        self.match_id, self.action = match_id, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> LobbyButton:
        return cls(int(match["mid"]), match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        from cogs import actions

        await actions.lobby_button(interaction, self.match_id, self.action)


class AiLevelButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"kt:la:(?P<mid>[0-9]+):(?P<level>easy|medium|hard)",
):
    """The level choice shown (privately) after pressing a lobby's "Add AI"."""

    def __init__(self, match_id: int, level: str) -> None:
        super().__init__(
            discord.ui.Button(
                label=f"{level.capitalize()} AI",
                style=discord.ButtonStyle.primary,
                custom_id=f"kt:la:{match_id}:{level}",
            )
        )
        self.match_id, self.level = match_id, level

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> AiLevelButton:
        return cls(int(match["mid"]), match["level"])

    async def callback(self, interaction: discord.Interaction) -> None:
        from cogs import actions

        await actions.add_ai(interaction, self.match_id, self.level)


class LobbySelect(
    discord.ui.DynamicItem[discord.ui.Select], template=r"kt:ls:(?P<mid>[0-9]+):(?P<what>ai|hand)"
):
    """The lobby's "Your hand" menu (Cat and the Tower); `ai` is an older "Add AI" menu
    that lobbies posted before the Add AI button still carry."""

    def __init__(self, match_id: int, what: str) -> None:
        if what == "ai":
            options = [discord.SelectOption(label=f"Add AI: {lvl}", value=lvl) for lvl in AI_LEVELS]
            placeholder = "Add an AI player…"
        else:
            options = [discord.SelectOption(label=f"My hand: {d}", value=d) for d in DIFFICULTIES]
            placeholder = "How steady is your hand?"
        super().__init__(
            discord.ui.Select(
                custom_id=f"kt:ls:{match_id}:{what}", placeholder=placeholder, options=options
            )
        )
        self.match_id, self.what = match_id, what

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ) -> LobbySelect:
        return cls(int(match["mid"]), match["what"])

    async def callback(self, interaction: discord.Interaction) -> None:
        from cogs import actions

        value = self.item.values[0] if self.item.values else ""
        await actions.lobby_select(interaction, self.match_id, self.what, value)


MY_MOVES = -1


class BoardButton(
    discord.ui.DynamicItem[discord.ui.Button],
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
            discord.ui.Button(
                label=label[:80],
                style=STYLES.get(style, discord.ButtonStyle.secondary),
                custom_id=f"kt:b:{match_id}:{ply}:{code}",
            )
        )
        self.match_id, self.ply, self.idx = match_id, ply, idx

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> BoardButton:
        idx = MY_MOVES if match["idx"] == "m" else int(match["idx"])
        return cls(int(match["mid"]), int(match["ply"]), idx)

    async def callback(self, interaction: discord.Interaction) -> None:
        from cogs import actions

        if self.idx == MY_MOVES:
            await actions.my_moves(interaction, self.match_id, self.ply)
        else:
            await actions.board_button(interaction, self.match_id, self.ply, self.idx)


class MovePicker(
    discord.ui.DynamicItem[discord.ui.Select], template=r"kt:p:(?P<mid>[0-9]+):(?P<ply>[0-9]+)"
):
    """The private list of one player's legal moves (from "My moves"); picking one plays it."""

    def __init__(
        self, match_id: int, ply: int, options: list[tuple[str, str]] | None = None
    ) -> None:
        opts = [
            discord.SelectOption(label=lbl[:100], value=val[:100])
            for lbl, val in (options or [("…", "-")])
        ][:25]
        super().__init__(
            discord.ui.Select(
                custom_id=f"kt:p:{match_id}:{ply}", placeholder="Pick your move…", options=opts
            )
        )
        self.match_id, self.ply = match_id, ply

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ) -> MovePicker:
        return cls(int(match["mid"]), int(match["ply"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        from cogs import actions

        value = self.item.values[0] if self.item.values else ""
        await actions.board_select(interaction, self.match_id, self.ply, value)


class GroupPicker(
    discord.ui.DynamicItem[discord.ui.Select], template=r"kt:pg:(?P<mid>[0-9]+):(?P<ply>[0-9]+)"
):
    """The first of two private menus: what to move (a piece, a cell, a kind of action)."""

    def __init__(
        self, match_id: int, ply: int, options: list[tuple[str, str]] | None = None
    ) -> None:
        opts = [
            discord.SelectOption(label=lbl[:100], value=val[:100])
            for lbl, val in (options or [("…", "-")])
        ][:25]
        super().__init__(
            discord.ui.Select(
                custom_id=f"kt:pg:{match_id}:{ply}", placeholder="What do you move?", options=opts
            )
        )
        self.match_id, self.ply = match_id, ply

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ) -> GroupPicker:
        return cls(int(match["mid"]), int(match["ply"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        from cogs import actions

        value = self.item.values[0] if self.item.values else ""
        await actions.pick_group(interaction, self.match_id, self.ply, value)


class BoardSelect(
    discord.ui.DynamicItem[discord.ui.Select],
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
        opts = [
            discord.SelectOption(label=lbl[:100], value=val[:100])
            for lbl, val in (options or [("…", "-")])
        ][:25]
        super().__init__(
            discord.ui.Select(
                custom_id=f"kt:bs:{match_id}:{ply}:{idx}",
                placeholder=placeholder[:150],
                options=opts,
            )
        )
        self.match_id, self.ply, self.idx = match_id, ply, idx

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ) -> BoardSelect:
        return cls(int(match["mid"]), int(match["ply"]), int(match["idx"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        from cogs import actions

        value = self.item.values[0] if self.item.values else ""
        await actions.board_select(interaction, self.match_id, self.ply, value)


class EndButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"kt:e:(?P<mid>[0-9]+):(?P<ply>[0-9]+):(?P<answer>y|n)",
):
    """Accept / Decline an offer to end the game."""

    def __init__(self, match_id: int, ply: int, answer: str) -> None:
        label, style = (
            ("Accept", discord.ButtonStyle.success)
            if answer == "y"
            else ("Decline", discord.ButtonStyle.danger)
        )
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=f"kt:e:{match_id}:{ply}:{answer}")
        )
        self.match_id, self.ply, self.answer = match_id, ply, answer

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> EndButton:
        return cls(int(match["mid"]), int(match["ply"]), match["answer"])

    async def callback(self, interaction: discord.Interaction) -> None:
        from cogs import actions

        await actions.end_answer(interaction, self.match_id, self.ply, self.answer == "y")


class ConfirmButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"kt:cf:(?P<mid>[0-9]+):(?P<ply>[0-9]+):(?P<answer>[yn]):(?P<move>.+)",
):
    """Confirm or drop a move the game warned about (e.g. a pass that ends the game)."""

    def __init__(self, match_id: int, ply: int, answer: str, move: str, label: str = "") -> None:
        style = discord.ButtonStyle.danger if answer == "y" else discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(
                label=(label or ("Play it" if answer == "y" else "Keep playing"))[:80],
                style=style,
                custom_id=f"kt:cf:{match_id}:{ply}:{answer}:{move}"[:100],
            )
        )
        self.match_id, self.ply, self.answer, self.move = match_id, ply, answer, move

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> ConfirmButton:
        return cls(int(match["mid"]), int(match["ply"]), match["answer"], match["move"])

    async def callback(self, interaction: discord.Interaction) -> None:
        from cogs import actions

        await actions.confirm_move(
            interaction, self.match_id, self.ply, self.move, self.answer == "y"
        )


class ResignButton(
    discord.ui.DynamicItem[discord.ui.Button], template=r"kt:rs:(?P<mid>[0-9]+):(?P<answer>[yn])"
):
    """ "Resign this game?" — the private confirmation of `/kitty resign`."""

    def __init__(self, match_id: int, answer: str) -> None:
        label, style = (
            ("Resign", discord.ButtonStyle.danger)
            if answer == "y"
            else ("Keep playing", discord.ButtonStyle.secondary)
        )
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=f"kt:rs:{match_id}:{answer}")
        )
        self.match_id, self.answer = match_id, answer

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> ResignButton:
        return cls(int(match["mid"]), match["answer"])

    async def callback(self, interaction: discord.Interaction) -> None:
        from cogs import actions

        await actions.confirm_resign(interaction, self.match_id, self.answer == "y")


class ReplayButton(discord.ui.DynamicItem[discord.ui.Button], template=r"kt:r:(?P<mid>[0-9]+)"):
    """ "Replay" on a final board: posts the whole game as an animation."""

    def __init__(self, match_id: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Replay",
                emoji="🎞️",
                style=discord.ButtonStyle.secondary,
                custom_id=f"kt:r:{match_id}",
            )
        )
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> ReplayButton:
        return cls(int(match["mid"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        from cogs import records

        await records.replay_button(interaction, self.match_id)


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
)


def final_view(m: Match) -> discord.ui.View:
    """The Replay button under a final board."""
    view = discord.ui.View(timeout=None)
    view.add_item(ReplayButton(m.id))
    return view


def lobby_view(m: Match) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    full = len(m.seats) >= (m.requested_players or m.game.max_players)
    view.add_item(LobbyButton(m.id, "join", disabled=full))
    view.add_item(LobbyButton(m.id, "leave"))
    view.add_item(LobbyButton(m.id, "start"))
    view.add_item(LobbyButton(m.id, "cancel"))
    view.add_item(LobbyButton(m.id, "ai", disabled=full))
    if m.game.key == "cattower":
        view.add_item(LobbySelect(m.id, "hand"))
    return view


def board_view(m: Match) -> discord.ui.View | None:
    """ "My moves" plus the game's buttons and menus for the current ply (None once over)."""
    if m.state is None or m.state.outcome() is not None:
        return None
    buttons = m.game.buttons(m.state)[:19]
    selects = m.game.selects(m.state)[: max(0, 5 - (len(buttons) + 5) // 5)]
    view = discord.ui.View(timeout=None)
    view.add_item(BoardButton(m.id, m.ply, MY_MOVES))
    for i, b in enumerate(buttons):
        view.add_item(BoardButton(m.id, m.ply, i, b.label, b.style))
    for i, s in enumerate(selects):
        view.add_item(BoardSelect(m.id, m.ply, i, s.placeholder, list(s.options)))
    return view


def ai_level_view(m: Match) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for level in AI_LEVELS:
        view.add_item(AiLevelButton(m.id, level))
    return view


def move_picker_view(m: Match, choices: list[tuple[str, str]]) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(MovePicker(m.id, m.ply, choices))
    return view


def group_picker_view(m: Match, groups: list[tuple[str, str]]) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(GroupPicker(m.id, m.ply, groups))
    return view


def confirm_view(m: Match, move: str, label: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ConfirmButton(m.id, m.ply, "y", move, label))
    view.add_item(ConfirmButton(m.id, m.ply, "n", move))
    return view


def resign_view(m: Match) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ResignButton(m.id, "y"))
    view.add_item(ResignButton(m.id, "n"))
    return view


def end_offer_view(m: Match) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(EndButton(m.id, m.ply, "y"))
    view.add_item(EndButton(m.id, m.ply, "n"))
    return view
