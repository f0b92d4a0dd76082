"""The language a picture is drawn in, and every word it draws.

A render entry point (`render.render_view`, `render.pool`'s functions, the card pictures,
the replay GIF) is given a language code and draws inside `using(lang)`; a renderer says
its labels with `w("render-…", …)` and the texts that arrive inside a view (a `Said`, its
JSON form, or a plain name or notation) with `say(value)`, both in that language. The
language is a context variable, so two boards drawn at the same moment in two threads or
processes each keep their own; every cache of drawn text is keyed by the text itself, so
two languages never share a label.

`recording()` collects every text the renderers draw (tests check that a board drawn in
the pseudo-language has no English word of its own).
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Iterator, Mapping
from contextvars import ContextVar
from typing import Any

from bot import i18n
from bot.i18n import Said

_LANG: ContextVar[str] = ContextVar("render_lang", default=i18n.ENGLISH)
_DRAWN: ContextVar[list[str] | None] = ContextVar("render_drawn", default=None)


def current() -> str:
    """The language pictures are drawn in now."""
    return _LANG.get()


@contextlib.contextmanager
def using(lang: str) -> Iterator[str]:
    """Draw in `lang` inside this block (English when the bot does not speak it)."""
    lang = lang if lang in i18n.LANGUAGES else i18n.ENGLISH
    token = _LANG.set(lang)
    try:
        yield lang
    finally:
        _LANG.reset(token)


def w(key: str, /, **args: Any) -> str:
    """Message `key` of the catalogue in the current language."""
    return i18n.words(current())(key, **args)


def say(value: Said | str | Mapping[str, Any] | None) -> str:
    """A text from a view in the current language: a `Said`, its JSON form, or a plain
    string (a name, notation), which is already said; None is ""."""
    if value is None:
        return ""
    if not isinstance(value, (Said, str, Mapping)):
        return str(value)
    return i18n.words(current()).say(value)


def english(value: Said | str | Mapping[str, Any] | None) -> str:
    """A text from a view in English (to match a seat name against a colour)."""
    if value is None:
        return ""
    if not isinstance(value, (Said, str, Mapping)):
        return str(value)
    return i18n.ENGLISH_WORDS.say(value)


def said_list(values: Any, default: Any = ()) -> list[str]:
    """A view's list of texts (seat names…) said in the current language; `default`
    (a sequence of texts) when the view has none."""
    items = values if isinstance(values, (list, tuple)) and values else default
    return [say(v) for v in items]


def seat_words(view: Mapping[str, Any], default: Any = ()) -> list[str]:
    """The view's `seat_names` in the current language. Views name seats with the game's
    English words ("Yellow": `Game.seat_names`, which typed options read), so each is said
    through the game's catalogue message whose English it is (`towers-seat-1`); a
    `Said` (or its JSON form) is said as it is."""
    values = view.get("seat_names")
    items = values if isinstance(values, (list, tuple)) and values else default
    game = str(view.get("game", ""))
    return [_seat_word(game, value) for value in items]


def _seat_word(game: str, value: Any) -> str:
    if isinstance(value, str):
        key = _seat_keys(game).get(value.strip().lower())
        if key is not None:
            return w(key)
    return say(value)


@functools.cache
def _seat_keys(game: str) -> dict[str, str]:
    """English seat word (lower case) → its catalogue key, for `game`'s seats."""
    found: dict[str, str] = {}
    prefix = f"{game}-seat-"
    for key in i18n.keys(i18n.ENGLISH):
        if key.startswith(prefix) and key[len(prefix) :].isdigit():
            found.setdefault(i18n.text(i18n.ENGLISH, key).strip().lower(), key)
    return found


def colour(letter: str) -> str:
    """The name of a piece colour ("r", "y", "b", "g", "w", "k") in the current language."""
    return w(f"render-colour-{letter}") if letter in "rybgwk" and len(letter) == 1 else letter


def listing(items: list[str]) -> str:
    """ "A and B and C" in the current language (names joined for a sentence)."""
    if not items:
        return ""
    text = items[0]
    for item in items[1:]:
        text = w("render-and", first=text, last=item)
    return text


def note(text: str) -> None:
    """Called with every text drawn on a picture (kept only while `recording`)."""
    drawn = _DRAWN.get()
    if drawn is not None:
        drawn.append(text)


@contextlib.contextmanager
def recording() -> Iterator[list[str]]:
    """Collect every text drawn inside this block."""
    drawn: list[str] = []
    token = _DRAWN.set(drawn)
    try:
        yield drawn
    finally:
        _DRAWN.reset(token)
