"""The private questions and menus of a game in progress, as `MessageSpec`s: the AI level
after "Add AI", "Play this?" after a game's warning, "Resign?", the offer to end, and the
two-step move picker ("My moves") with the autocomplete lists built from the same labels.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord
from discord import app_commands

from bot.core import targets
from bot.core.protocol import MoveChoice
from bot.core.views import TargetView
from bot.matches import Match, picker
from bot.matches.models import AI_LEVELS
from cogs import components as c
from cogs.message import MessageSpec

#: The value of the "back" option of a second menu.
BACK = "__back__"
#: A picker option whose group or move is no longer among the clicker's legal moves.
MOVES_CHANGED = "Your moves have changed; press **My moves** again."
#: A second menu's option of a move that ends on a cell: the tag the "where can it go"
#: picture draws on that cell (`bot.core.targets`), then the option's label.
TAGGED_OPTION = "{tag} · {label}"
#: The "where can it go" picture sent with a second menu: its file name, and the start of
#: its description (then the board's own, `render.alt_text`) with each tag's cell.
WHERE_FILE = "where-{match}-{ply}.png"
WHERE_ALT = "Where {group} can go: {marks}."
WHERE_MARK = "{label} on {cell}"

#: The private answer to "Hint" (`cogs.controller.hints`): the suggested move, the AI's
#: reason when it has one, the picture's file name, its description's start and its tag.
HINT_TEXT = "💡 The AI suggests **{move}**."
HINT_REASON = "{reason}"
HINT_NO_REASON = "(The AI has no words for why.)"
HINT_FILE = "hint-{match}-{ply}.png"
HINT_ALT = "Hint: {move}, marked {tag} on {cell}."
HINT_TAG = "A"
#: The lobby card's line of a table started with `hints:on` (joining agrees to it).
HINTS_FIELD = "Hints"
HINTS_LOBBY_LINE = "On: the Hint button shows the AI's move privately. Joining agrees to it."


def hint_message(move: str, reason: str | None) -> str:
    """The text of a private hint: the move, then the AI's reason (or that it has none)."""
    why = HINT_REASON.format(reason=reason) if reason else HINT_NO_REASON
    return f"{HINT_TEXT.format(move=move)}\n{why}"


def ai_levels(m: Match) -> MessageSpec:
    """The private question after "Add AI"."""
    view = c.view_of(*(c.AiLevelButton(m.id, level) for level in AI_LEVELS))
    return MessageSpec("Which AI would you like to add?", view=view)


def confirm_move(m: Match, warning: str, notation: str) -> MessageSpec:
    """ "<warning> Play **x**?" with Play / Keep playing."""
    view = c.view_of(
        c.ConfirmButton(m.id, m.ply, True, notation, f"Play {notation}"),
        c.ConfirmButton(m.id, m.ply, False, notation),
    )
    return MessageSpec(f"{warning} Play **{notation}**?", view=view)


def resign_question(m: Match) -> MessageSpec:
    view = c.view_of(c.ResignButton(m.id, True), c.ResignButton(m.id, False))
    return MessageSpec("Resign this game? The others are told at once.", view=view)


def end_offer_view(m: Match) -> discord.ui.View:
    """Accept / Decline under an offer to end the game."""
    return c.view_of(c.EndButton(m.id, m.ply, True), c.EndButton(m.id, m.ply, False))


# ----- moves ----------------------------------------------------------------------------
def option(choice: MoveChoice) -> tuple[str, str]:
    """A move as a menu option: (label, notation); the label starts with the notation."""
    label = choice.label
    return (label if label.startswith(choice.notation) else f"{choice.notation} — {label}"), (
        choice.notation
    )


def picker_option(choice: MoveChoice) -> tuple[str, str]:
    """A move as an option of the move picker: (label, short key). The key stands for the
    move among the legal moves when the menu is used (`picker.find_move`), so a long
    notation is never cut at Discord's 100 characters."""
    return option(choice)[0], picker.move_value(choice)


def picker_message(m: Match, choices: Sequence[MoveChoice]) -> MessageSpec:
    """ "My moves": one menu of every legal move when they fit, else a first menu of what
    to move (pieces, cells, kinds of action) whose groups open a second menu. Option values
    are short keys (`picker.group_value`, `picker.move_value`)."""
    if len(choices) <= picker.MENU_LIMIT:
        view = c.view_of(c.MovePicker(m.id, m.ply, [picker_option(x) for x in choices]))
        return MessageSpec(f"Your legal moves ({len(choices)}).", view=view)
    groups = picker.group_moves(choices)
    options = [
        (
            f"{g.label} — {len(g.choices)} move{'s' if len(g.choices) > 1 else ''}",
            picker.group_value(g),
        )
        for g in groups
    ]
    return MessageSpec(
        f"You have {len(choices)} legal moves. First pick what to move, then where.",
        view=c.view_of(c.GroupPicker(m.id, m.ply, options)),
    )


def group_message(m: Match, group: picker.MoveGroup) -> MessageSpec:
    """The second menu: the moves of one group, and a way back to the first menu. A move
    that ends on a cell starts with its tag (A, B…), the one the "where can it go"
    picture draws on that cell."""
    options = [
        (TAGGED_OPTION.format(tag=t, label=label) if t else label, value)
        for (label, value), t in zip(
            (picker_option(x) for x in group.choices),
            targets.move_tags(group.choices),
            strict=True,
        )
    ]
    if len(options) < picker.MENU_LIMIT:
        options.append(("← back to all your moves", BACK))
    view = c.view_of(c.MovePicker(m.id, m.ply, options))
    return MessageSpec(f"Moves of **{group.label}**:", view=view)


def where_alt(group: str, marks: Sequence[TargetView], board: str) -> str:
    """The description of the "where can it go" picture: the picked group, each tag with
    its cell, then `board` (the board's own description)."""
    listed = ", ".join(WHERE_MARK.format(label=t["label"], cell=t["cell"]) for t in marks)
    return f"{WHERE_ALT.format(group=group, marks=listed)}\n{board}"


def choice_list(items: Sequence[MoveChoice], typed: str) -> list[app_commands.Choice[str]]:
    """Autocomplete: the moves matching what was typed (moves from a typed cell first).
    When more than 25 match, the last entry (still a legal move) says how to narrow."""
    shown, total = picker.narrow(items, typed)
    out = [app_commands.Choice(name=option(x)[0][:100], value=x.notation[:100]) for x in shown]
    if total > len(out):
        last = shown[-1]
        example = items[0].cells[0] if items[0].cells else picker.group_key(items[0].notation)
        hint = f" · {total - len(out)} more: type a cell or piece (e.g. {example})"
        out[-1] = app_commands.Choice(name=(last.notation + hint)[:100], value=last.notation[:100])
    return out
