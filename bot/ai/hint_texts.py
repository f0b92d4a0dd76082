"""Every sentence a hint says, as catalogue messages (`teach-hint-*` in
bot/i18n/locales/en/teach.ftl): the AI's reason for a suggested move, in the player's words
("you", cells, colours, pieces), and why a table refuses hints. No engine terms: no scores
as floats, no plies, no search words.

Each function returns a `Said` clause; `join_reasons` makes one sentence of them, and
`sentence` says it in a reader's language with its first letter capitalised. Cells and
moves are notation and stay as they are; colour and size words are said in the reader's
language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.i18n import ENGLISH_WORDS, Said, Words, said


def sentence(reason: Said | Mapping[str, Any] | str, words: Words = ENGLISH_WORDS) -> str:
    """A hint's reason (`join_reasons`, or its JSON form as a hint carries it) as the
    sentence a player reads in `words`' language: its first letter capitalised."""
    text = words.say(reason)
    return text[:1].upper() + text[1:]


#: English colour and size words the engines name, as catalogue keys.
_WORDS = {
    "red": "teach-hint-colour-red",
    "yellow": "teach-hint-colour-yellow",
    "blue": "teach-hint-colour-blue",
    "green": "teach-hint-colour-green",
    "black": "teach-hint-colour-black",
    "white": "teach-hint-colour-white",
    "small": "teach-hint-size-small",
    "medium": "teach-hint-size-medium",
    "large": "teach-hint-size-large",
}


def word(value: str | Said) -> str | Said:
    """A colour or size the engine names in English ("Blue", "medium") as a `Said`; any
    other text (a `Said` already, a name) as it is."""
    if isinstance(value, Said):
        return value
    key = _WORDS.get(value.strip().lower())
    return said(key) if key else value


def join_words(parts: list[str | Said]) -> str | Said:
    """`a`, `a and b`, `a, b and c` in the reader's language."""
    words = [word(p) for p in parts]
    if len(words) <= 1:
        return words[0] if words else ""
    most: str | Said = words[0]
    for item in words[1:-1]:
        most = said("teach-hint-list-comma", first=most, rest=item)
    return said("teach-hint-list-and", most=most, last=words[-1])


def join_reasons(parts: list[Said]) -> Said | None:
    """Several reasons (clauses) as one sentence, None when there is none."""
    found = [p for p in parts if p]
    if not found:
        return None
    if len(found) == 1:
        return said("teach-hint-reason-one", first=found[0])
    first, *rest = found
    second = rest[0]
    for more in rest[1:]:
        second = said("teach-hint-list-comma", first=second, rest=more)
    return said("teach-hint-reason-two", first=first, second=second)


# ----- Towers -----------------------------------------------------------------------------
def towers_take(owner: str | Said, height: int, cell: str) -> Said:
    return said("teach-hint-towers-take", owner=word(owner), height=height, cell=cell)


def towers_pieces(before: int, after: int) -> Said:
    return said("teach-hint-towers-pieces", before=before, after=after)


# ----- Stacktics --------------------------------------------------------------------------
def stacktics_capture(owner: str | Said, pieces: list[str], cell: str, pips: int) -> Said:
    return said(
        "teach-hint-stacktics-capture",
        owner=word(owner),
        pieces=join_words(list(pieces)),
        cell=cell,
        pips=pips,
    )


def stacktics_total(taken: int, needed: int) -> Said:
    return said("teach-hint-stacktics-total", taken=taken, needed=needed)


def stacktics_wins() -> Said:
    return said("teach-hint-stacktics-wins")


# ----- Tumbling Down ----------------------------------------------------------------------
def tumbling_takes_king(owner: str | Said, cells: str | Said) -> Said:
    return said("teach-hint-tumbling-takes-king", owner=word(owner), cells=cells)


def tumbling_no_pure(owner: str | Said) -> Said:
    return said("teach-hint-tumbling-no-pure", owner=word(owner))


def tumbling_stack(height: int, cell: str) -> Said:
    """One covered stack, for `tumbling_covers`: "piece on d3", "stack of 2 on c2"."""
    return said("teach-hint-tumbling-stack", height=height, cell=cell)


def tumbling_covers(owner: str | Said, stacks: list[Said]) -> Said:
    return said("teach-hint-tumbling-covers", owner=word(owner), stacks=join_words(list(stacks)))


def tumbling_threat(owner: str | Said, cells: str | Said, count: int) -> Said:
    return said("teach-hint-tumbling-threat", owner=word(owner), cells=cells, count=count)


# ----- Kitty Stack Tower ------------------------------------------------------------------
def kitty_height(before: int, after: int) -> Said:
    return said("teach-hint-kitty-height", before=before, after=after)


# ----- Cat and the Tower ------------------------------------------------------------------
def cattower_goal(name: str | Said, climber: Said, floors: int) -> Said:
    return said("teach-hint-cattower-goal", name=name, climber=climber, floors=floors)


CATTOWER_TOTO = said("teach-hint-cattower-toto")
CATTOWER_CAT = said("teach-hint-cattower-cat")


# ----- when hints are offered (bot.ai.hint_policy) ----------------------------------------
HINTS_OPTION_DESCRIPTION = said("teach-hints-option-description")
REFUSE_RATED = said("teach-hints-refuse-rated")
REFUSE_TABLE = said("teach-hints-refuse-table")
UNKNOWN_OPTION = "teach-hints-unknown-option"
