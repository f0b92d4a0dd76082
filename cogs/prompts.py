"""The private questions and menus of a game in progress, as `MessageSpec`s: the AI level
after "Add AI", "Play this?" after a game's warning, "Resign?", the offer to end, and the
two-step move picker ("My moves") with the autocomplete lists built from the same labels.

Each is private: it takes `words`, the language of the member who asked
(`cogs.language.private(interaction)`); move labels from the games (`Said` or a plain
string) are said in it, notation stays as it is.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord
from discord import app_commands

from bot.core import targets
from bot.core.protocol import MoveChoice
from bot.core.views import TargetView
from bot.i18n import ENGLISH_WORDS, Said, Words, said
from bot.matches import Match, picker
from bot.matches.models import AI_LEVELS
from cogs import components as c
from cogs.message import MessageSpec

#: The value of the "back" option of a second menu.
BACK = "__back__"
#: A picker option whose group or move is no longer among the clicker's legal moves.
MOVES_CHANGED = said("table-moves-changed")
#: A second menu's option of a move that ends on a cell: the tag the "where can it go"
#: picture draws on that cell (`bot.core.targets`), then the option's label.
TAGGED_OPTION = "{tag} · {label}"
#: The "where can it go" picture sent with a second menu: its file name, and the start of
#: its description (then the board's own, `render.alt_text`) with each tag's cell.
WHERE_FILE = "where-{match}-{ply}.png"

#: The private answer to "Hint" (`cogs.controller.hints`): the suggested move, the AI's
#: reason when it has one, the picture's file name, its description's start and its tag.
HINT_FILE = "hint-{match}-{ply}.png"
HINT_TAG = "A"


def hint_alt(move: str, cell: str, words: Words = ENGLISH_WORDS) -> str:
    """The start of the hint picture's description: the move and the cell its tag marks."""
    return words("table-hint-alt", move=move, tag=HINT_TAG, cell=cell)


def ai_levels(m: Match, words: Words = ENGLISH_WORDS) -> MessageSpec:
    """The private question after "Add AI"."""
    view = c.view_of(*(c.AiLevelButton(m.id, level, words=words) for level in AI_LEVELS))
    return MessageSpec(words("table-which-ai"), view=view)


def confirm_move(
    m: Match, warning: Said | str, notation: str, words: Words = ENGLISH_WORDS
) -> MessageSpec:
    """ "<warning> Play **x**?" with Play / Keep playing."""
    view = c.view_of(
        c.ConfirmButton(
            m.id, m.ply, True, notation, words("table-button-play-move", move=notation)
        ),
        c.ConfirmButton(m.id, m.ply, False, notation, words=words),
    )
    text = words("table-confirm-move", warning=words.say(warning), move=notation)
    return MessageSpec(text, view=view)


def resign_question(m: Match, words: Words = ENGLISH_WORDS) -> MessageSpec:
    view = c.view_of(
        c.ResignButton(m.id, True, words=words), c.ResignButton(m.id, False, words=words)
    )
    return MessageSpec(words("table-resign-question"), view=view)


def end_offer_view(m: Match, words: Words = ENGLISH_WORDS) -> discord.ui.View:
    """Accept / Decline under an offer to end the game (public: the server's `words`)."""
    return c.view_of(
        c.EndButton(m.id, m.ply, True, words=words), c.EndButton(m.id, m.ply, False, words=words)
    )


# ----- moves ----------------------------------------------------------------------------
def option(choice: MoveChoice, words: Words = ENGLISH_WORDS) -> tuple[str, str]:
    """A move as a menu option: (label, notation); the label starts with the notation."""
    label = words.say(choice.label)
    if label.startswith(choice.notation):
        return label, choice.notation
    return words("table-move-option", move=choice.notation, label=label), choice.notation


def picker_option(choice: MoveChoice, words: Words = ENGLISH_WORDS) -> tuple[str, str]:
    """A move as an option of the move picker: (label, short key). The key stands for the
    move among the legal moves when the menu is used (`picker.find_move`), so a long
    notation is never cut at Discord's 100 characters."""
    return option(choice, words)[0], picker.move_value(choice)


def picker_message(
    m: Match, choices: Sequence[MoveChoice], words: Words = ENGLISH_WORDS
) -> MessageSpec:
    """ "My moves": one menu of every legal move when they fit, else a first menu of what
    to move (pieces, cells, kinds of action) whose groups open a second menu. Option values
    are short keys (`picker.group_value`, `picker.move_value`)."""
    if len(choices) <= picker.MENU_LIMIT:
        options = [picker_option(x, words) for x in choices]
        view = c.view_of(c.MovePicker(m.id, m.ply, options, words=words))
        return MessageSpec(words("table-your-moves", count=len(choices)), view=view)
    groups = picker.group_moves(choices)
    options = [
        (
            words("table-group-option", label=words.say(g.label), count=len(g.choices)),
            picker.group_value(g),
        )
        for g in groups
    ]
    return MessageSpec(
        words("table-many-moves", count=len(choices)),
        view=c.view_of(c.GroupPicker(m.id, m.ply, options, words=words)),
    )


def group_message(m: Match, group: picker.MoveGroup, words: Words = ENGLISH_WORDS) -> MessageSpec:
    """The second menu: the moves of one group, and a way back to the first menu. A move
    that ends on a cell starts with its tag (A, B…), the one the "where can it go"
    picture draws on that cell."""
    options = [
        (TAGGED_OPTION.format(tag=t, label=label) if t else label, value)
        for (label, value), t in zip(
            (picker_option(x, words) for x in group.choices),
            targets.move_tags(group.choices),
            strict=True,
        )
    ]
    if len(options) < picker.MENU_LIMIT:
        options.append((words("table-back-option"), BACK))
    view = c.view_of(c.MovePicker(m.id, m.ply, options, words=words))
    return MessageSpec(words("table-group-moves", label=words.say(group.label)), view=view)


def where_alt(
    group: Said | str, marks: Sequence[TargetView], board: str, words: Words = ENGLISH_WORDS
) -> str:
    """The description of the "where can it go" picture: the picked group, each tag with
    its cell, then `board` (the board's own description)."""
    listed = ", ".join(words("table-where-mark", tag=t["label"], cell=t["cell"]) for t in marks)
    return f"{words('table-where-alt', group=words.say(group), marks=listed)}\n{board}"


def choice_list(
    items: Sequence[MoveChoice], typed: str, words: Words = ENGLISH_WORDS
) -> list[app_commands.Choice[str]]:
    """Autocomplete: the moves matching what was typed (moves from a typed cell first).
    When more than 25 match, the last entry (still a legal move) says how to narrow."""
    shown, total = picker.narrow(items, typed)
    out = [
        app_commands.Choice(name=option(x, words)[0][:100], value=x.notation[:100]) for x in shown
    ]
    if total > len(out):
        last = shown[-1]
        example = items[0].cells[0] if items[0].cells else picker.group_key(items[0].notation)
        hint = " · " + words("table-more-moves", count=total - len(out), example=example)
        out[-1] = app_commands.Choice(name=(last.notation + hint)[:100], value=last.notation[:100])
    return out
