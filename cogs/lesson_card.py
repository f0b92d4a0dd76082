"""The private lesson card of `/kitty learn`, as `MessageSpec`s, and every text a learner
reads there (kept together for the later translation catalogue): the lesson's title and
text, what the last try did, the board picture, and either the menu of the learner's legal
moves (one menu when they fit, else what to move, then where: `bot.matches.picker`) or,
after a success, the button to the next lesson."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import discord

from bot.core import lessons as L
from bot.core.protocol import MoveChoice
from bot.matches import picker
from cogs import components as c
from cogs.message import Attachment, MessageSpec
from cogs.prompts import BACK, picker_option

# ----- texts ----------------------------------------------------------------------------
TEXT_HEADER = "**{game} · lesson {number}/{count}: {title}**"
TEXT_HOW = (
    "Pick your move below, or type it with `/kitty move` (or `/kitty learn game:{key} move:`)."
)
TEXT_REFUSED = "❌ {reason}"
TEXT_REPLIES = "The other side answered: {moves}."
TEXT_DONE_ONE = "✅ {success}"
TEXT_ALL_DONE = "🎉 You have finished every {game} lesson! `/kitty start {key}` opens a real table."
TEXT_ALL_DONE_AGAIN = "You have finished every {game} lesson. Press **Start again** to replay them."
TEXT_MOVED_ON = "This lesson card is out of date: `/kitty learn game:{key}` shows where you are."
TEXT_NOT_YET = "Finish the lessons before that one first: `/kitty learn game:{key}`."
TEXT_UNKNOWN_GAME = "There is no game `{key}` to learn: pick one of the offered games."
TEXT_GROUP = "Moves of **{label}**:"
LABEL_NEXT = "Next lesson"
LABEL_AGAIN = "Start again"
PICK_PLACEHOLDER = "Pick your move…"
GROUP_PLACEHOLDER = "What do you move?"
#: The private answer to a lesson card's Hint: its picture's file name.
HINT_FILE = "lesson-hint.png"
#: The file name of the board picture on a lesson card.
BOARD_FILE = "lesson.png"
#: The longest text a card shows (Discord allows 2000 characters).
CARD_LIMIT = 1900


@dataclass(frozen=True)
class Card:
    """What a lesson card shows: the game (key and title), the lesson, how many lessons
    the game has, what the last try did (`note`) and the board picture (None when it
    could not be drawn: the text alone still tells everything)."""

    key: str
    title: str
    lesson: L.Lesson
    count: int
    step: int
    note: str = ""
    png: bytes | None = None


def _header(card: Card) -> str:
    lesson = card.lesson
    return TEXT_HEADER.format(
        game=card.title, number=lesson.number + 1, count=card.count, title=lesson.title
    )


def _content(*parts: str) -> str:
    return "\n\n".join(p for p in parts if p)[:CARD_LIMIT]


def _picture(card: Card) -> tuple[Attachment, ...]:
    return () if card.png is None else (Attachment(BOARD_FILE, card.png),)


def playing(card: Card, choices: Sequence[MoveChoice]) -> MessageSpec:
    """The card of a lesson being played: its text, the last try's note, the board and
    the menu of the learner's legal moves (groups first when they do not fit one menu) and
    the Hint button."""
    lesson = card.lesson
    how = TEXT_HOW.format(key=card.key)
    content = _content(_header(card), lesson.text, card.note, how)
    return MessageSpec(content, attachments=_picture(card), view=_menu(card, choices))


def _menu(card: Card, choices: Sequence[MoveChoice]) -> discord.ui.View:
    number, step = card.lesson.number, card.step
    hint = c.LessonHintButton(card.key, number, step)
    if len(choices) <= picker.MENU_LIMIT:
        options = [picker_option(x) for x in choices]
        return c.view_of(c.LessonPicker(card.key, number, step, PICK_PLACEHOLDER, options), hint)
    options = [(g.label, picker.group_value(g)) for g in picker.group_moves(choices)]
    return c.view_of(c.LessonPicker(card.key, number, step, GROUP_PLACEHOLDER, options), hint)


def group(card: Card, found: picker.MoveGroup) -> MessageSpec:
    """The second menu of a lesson card: the moves of one group, and a way back. The text
    and the picture stay as they are."""
    options = [picker_option(x) for x in found.choices]
    if len(options) < picker.MENU_LIMIT:
        options.append(("← back to all your moves", BACK))
    view = c.view_of(
        c.LessonPicker(card.key, card.lesson.number, card.step, PICK_PLACEHOLDER, options)
    )
    return MessageSpec(_content(_header(card), TEXT_GROUP.format(label=found.label)), view=view)


def completed(card: Card, next_number: int | None) -> MessageSpec:
    """The card after a lesson's goal is reached: its success text and board, and the
    button to the next lesson (or, after the last one, the way to a real game)."""
    lesson = card.lesson
    if next_number is None:
        done = TEXT_ALL_DONE.format(game=card.title, key=card.key)
        button = c.LessonButton(card.key, 0, LABEL_AGAIN)
        text = _content(
            _header(card), card.note, TEXT_DONE_ONE.format(success=lesson.success), done
        )
    else:
        button = c.LessonButton(card.key, next_number, LABEL_NEXT)
        text = _content(_header(card), card.note, TEXT_DONE_ONE.format(success=lesson.success))
    return MessageSpec(text, attachments=_picture(card), view=c.view_of(button))


def all_done(key: str, title: str) -> MessageSpec:
    """`/kitty learn` once every lesson of the game is done."""
    text = TEXT_ALL_DONE_AGAIN.format(game=title)
    return MessageSpec(text, view=c.view_of(c.LessonButton(key, 0, LABEL_AGAIN)))


def replies_note(replies: Sequence[str]) -> str:
    """What the other seats answered (empty when they did not move)."""
    return TEXT_REPLIES.format(moves=", ".join(f"`{m}`" for m in replies)) if replies else ""


def refused_note(reason: str) -> str:
    return TEXT_REFUSED.format(reason=reason)
