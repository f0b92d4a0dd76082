"""The private lesson card of `/kitty learn`, as `MessageSpec`s, in the learner's language
(`Card.words`; every text is a catalogue message, `teach-card-*` in teach.ftl): the
lesson's title and text, what the last try did, the board picture, and either the menu of
the learner's legal moves (one menu when they fit, else what to move, then where:
`bot.matches.picker`) or, after a success, the button to the next lesson."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import discord

from bot.core import lessons as L
from bot.core.protocol import MoveChoice
from bot.i18n import ENGLISH_WORDS, Said, Words
from bot.matches import picker
from cogs import components as c
from cogs.message import Attachment, MessageSpec
from cogs.prompts import BACK, picker_option

# ----- texts: catalogue keys (bot/i18n/locales/en/teach.ftl) ------------------------------
TEXT_HEADER = "teach-card-header"
TEXT_HOW = "teach-card-how"
TEXT_REFUSED = "teach-card-refused"
TEXT_REPLIES = "teach-card-replies"
TEXT_DONE_ONE = "teach-card-done-one"
TEXT_ALL_DONE = "teach-card-all-done"
TEXT_ALL_DONE_AGAIN = "teach-card-all-done-again"
TEXT_MOVED_ON = "teach-card-moved-on"
TEXT_NOT_YET = "teach-card-not-yet"
TEXT_UNKNOWN_GAME = "teach-card-unknown-game"
TEXT_GROUP = "teach-card-group"
LABEL_NEXT = "teach-card-next"
LABEL_AGAIN = "teach-card-again"
PICK_PLACEHOLDER = "teach-card-pick"
GROUP_PLACEHOLDER = "teach-card-pick-group"
BACK_LABEL = "teach-card-back"
#: The private answer to a lesson card's Hint: its picture's file name.
HINT_FILE = "lesson-hint.png"
#: The file name of the board picture on a lesson card.
BOARD_FILE = "lesson.png"
#: The longest text a card shows (Discord allows 2000 characters).
CARD_LIMIT = 1900


@dataclass(frozen=True)
class Card:
    """What a lesson card shows: the game (key and title), the lesson, how many lessons
    the game has, what the last try did (`note`, already said), the board picture (None
    when it could not be drawn: the text alone still tells everything), and the learner's
    language (`words`)."""

    key: str
    title: str
    lesson: L.Lesson
    count: int
    step: int
    note: str = ""
    png: bytes | None = None
    words: Words = ENGLISH_WORDS


def _header(card: Card) -> str:
    lesson = card.lesson
    return card.words(
        TEXT_HEADER, game=card.title, number=lesson.number + 1, count=card.count, title=lesson.title
    )


def _content(*parts: str) -> str:
    return "\n\n".join(p for p in parts if p)[:CARD_LIMIT]


def _picture(card: Card) -> tuple[Attachment, ...]:
    return () if card.png is None else (Attachment(BOARD_FILE, card.png),)


def playing(card: Card, choices: Sequence[MoveChoice]) -> MessageSpec:
    """The card of a lesson being played: its text, the last try's note, the board and
    the menu of the learner's legal moves (groups first when they do not fit one menu) and
    the Hint button."""
    lesson, words = card.lesson, card.words
    how = words(TEXT_HOW, key=card.key)
    content = _content(_header(card), words.say(lesson.text), card.note, how)
    return MessageSpec(content, attachments=_picture(card), view=_menu(card, choices))


def _menu(card: Card, choices: Sequence[MoveChoice]) -> discord.ui.View:
    number, step, words = card.lesson.number, card.step, card.words
    hint = c.LessonHintButton(card.key, number, step, words=words)
    if len(choices) <= picker.MENU_LIMIT:
        options = [picker_option(x) for x in choices]
        pick = words(PICK_PLACEHOLDER)
        return c.view_of(c.LessonPicker(card.key, number, step, pick, options), hint)
    options = [(g.label, picker.group_value(g)) for g in picker.group_moves(choices)]
    pick = words(GROUP_PLACEHOLDER)
    return c.view_of(c.LessonPicker(card.key, number, step, pick, options), hint)


def group(card: Card, found: picker.MoveGroup) -> MessageSpec:
    """The second menu of a lesson card: the moves of one group, and a way back. The text
    and the picture stay as they are."""
    words = card.words
    options = [picker_option(x) for x in found.choices]
    if len(options) < picker.MENU_LIMIT:
        options.append((words(BACK_LABEL), BACK))
    pick = words(PICK_PLACEHOLDER)
    view = c.view_of(c.LessonPicker(card.key, card.lesson.number, card.step, pick, options))
    return MessageSpec(_content(_header(card), words(TEXT_GROUP, label=found.label)), view=view)


def completed(card: Card, next_number: int | None) -> MessageSpec:
    """The card after a lesson's goal is reached: its success text and board, and the
    button to the next lesson (or, after the last one, the way to a real game)."""
    lesson, words = card.lesson, card.words
    success = words(TEXT_DONE_ONE, success=lesson.success)
    if next_number is None:
        done = words(TEXT_ALL_DONE, game=card.title, key=card.key)
        button = c.LessonButton(card.key, 0, words(LABEL_AGAIN))
        text = _content(_header(card), card.note, success, done)
    else:
        button = c.LessonButton(card.key, next_number, words(LABEL_NEXT))
        text = _content(_header(card), card.note, success)
    return MessageSpec(text, attachments=_picture(card), view=c.view_of(button))


def all_done(key: str, title: str, words: Words = ENGLISH_WORDS) -> MessageSpec:
    """`/kitty learn` once every lesson of the game is done."""
    text = words(TEXT_ALL_DONE_AGAIN, game=title)
    return MessageSpec(text, view=c.view_of(c.LessonButton(key, 0, words(LABEL_AGAIN))))


def replies_note(replies: Sequence[str], words: Words = ENGLISH_WORDS) -> str:
    """What the other seats answered (empty when they did not move)."""
    if not replies:
        return ""
    return words(TEXT_REPLIES, moves=", ".join(f"`{m}`" for m in replies))


def refused_note(reason: Said | str, words: Words = ENGLISH_WORDS) -> str:
    """A refused try: the engine's refusal or the lesson's hint, in `words`' language."""
    return words(TEXT_REFUSED, reason=words.say(reason))
