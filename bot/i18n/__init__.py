"""Every word a member reads, by language: one Fluent catalogue per language.

The catalogue of a language is every `*.ftl` file in `bot/i18n/locales/<language>/`
(one file per area: `cogs-play.ftl`, `game-towers.ftl`, `render.ftl`…; the same file names
in every language). `text(lang, key, **args)` formats one message. Code that does not
know its reader's language (an engine raising an error, a view) hands out a `Said` — a key
and its arguments — and the Discord layer says it in the reader's language.

Whose language: a private answer or a DM in the member's (`interaction.locale`), a public
message in the server's (`/kitty settings language:`, else `guild_locale`). Move notation
(cells, pieces, card names in moves) is the same in every language.

Why Fluent (`fluent.runtime`): placeholders are named, plurals and other variants are
chosen by the translator inside the message (`{ $count -> [one] … *[other] … }`) with
CLDR's rules for each language, so code never assembles sentences from pieces.
"""

from __future__ import annotations

import functools
import logging
import re
import threading
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast

log = logging.getLogger(__name__)

LOCALES = Path(__file__).resolve().parent / "locales"
ENGLISH = "en"
LANGUAGES: tuple[str, ...] = ("en", "de", "fr", "es", "pt-BR", "ja")
"""Every language the bot speaks, English first (the fallback)."""

LANGUAGE_NAMES: Mapping[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "es": "Español",
    "pt-BR": "Português do Brasil",
    "ja": "日本語",
}
"""Each language's name in itself (what a language menu shows)."""

_DISCORD: Mapping[str, str] = {
    "en-US": "en",
    "en-GB": "en",
    "de": "de",
    "fr": "fr",
    "es-ES": "es",
    "es-419": "es",
    "pt-BR": "pt-BR",
    "ja": "ja",
}


def language_of(locale: object) -> str:
    """The language to answer someone whose Discord locale is `locale` (a
    `discord.Locale`, its string such as "pt-BR", one of `LANGUAGES`, or None):
    that language when the bot speaks it, else English."""
    if locale is None:
        return ENGLISH
    value = str(getattr(locale, "value", locale))
    if value in LANGUAGES:
        return value
    if value in _DISCORD:
        return _DISCORD[value]
    base = value.split("-")[0]
    return base if base in LANGUAGES else ENGLISH


class _Catalogue:
    """One language's messages.

    Opening a catalogue only splits its files into entries (a regular expression, about a
    millisecond a language); each message is parsed by Fluent the first time it is said,
    so a bot speaking six languages starts as fast as one speaking English. Terms
    (`-brand = …`) are parsed at once, because messages refer to them."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.bundle = FluentBundle([lang], use_isolating=False)
        self._sources: dict[str, str] = {}
        self._parse = threading.Lock()
        terms: list[str] = []
        for path in sorted((LOCALES / lang).glob("*.ftl")):
            for match in _ENTRY.finditer(path.read_text(encoding="utf-8")):
                key, source = match.group("key"), match.group(0)
                if key.startswith("-"):
                    terms.append(source)
                else:
                    self._sources.setdefault(key, source)  # the first one wins, as in Fluent
        if terms:
            self.bundle.add_resource(FluentResource("\n".join(terms)))

    @classmethod
    def of_bundle(cls, lang: str, bundle: FluentBundle) -> _Catalogue:
        """A catalogue holding `bundle` as it is (a test language, see `pseudo`)."""
        made = cls.__new__(cls)
        made.lang, made.bundle, made._sources, made._parse = lang, bundle, {}, threading.Lock()
        return made

    def has(self, key: str) -> bool:
        return key in self._sources or self.bundle.has_message(key)

    def keys(self) -> set[str]:
        return set(self._sources) | set(self.bundle._messages)

    def _ensure(self, key: str) -> None:
        """Parse message `key` and every message it refers to (`{ other-message }`)."""
        waiting = [key]
        while waiting:
            wanted = waiting.pop()
            if wanted not in self._sources:
                continue
            with self._parse:
                source = self._sources.pop(wanted, None)
                if source is None:
                    continue
                resource = FluentResource(source)
                self.bundle.add_resource(resource)
            waiting += _references(resource)

    def format(self, key: str, args: Mapping[str, Any]) -> str | None:
        self._ensure(key)
        if not self.bundle.has_message(key):
            return None
        message = self.bundle.get_message(key)
        if message.value is None:
            return None
        value, errors = self.bundle.format_pattern(message.value, dict(args))
        if errors:
            log.warning("catalogue %s, message %s: %s", self.lang, key, errors)
        return str(value)


def _references(node: object) -> list[str]:
    """The ids of the messages `node` (a parsed entry) refers to."""
    found: list[str] = []
    if isinstance(node, ast.MessageReference):
        found.append(node.id.name)
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for item in value if isinstance(value, list) else [value]:
                if isinstance(item, ast.BaseNode):
                    found += _references(item)
    return found


#: One entry of a catalogue file: a line `id = …` (or `-term = …`) at the start of a line,
#: and every following line that is indented or blank (a multi-line value, attributes).
_ENTRY = re.compile(
    r"^(?P<key>-?[a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=.*\n?(?:(?:[ \t]+\S.*|[ \t]*)(?:\n|$))*",
    re.MULTILINE,
)


_catalogues: dict[str, _Catalogue] = {}
_lock = threading.Lock()


def catalogue(lang: str) -> _Catalogue:
    """The parsed catalogue of `lang` (one of `LANGUAGES`), parsed once per process."""
    found = _catalogues.get(lang)
    if found is None:
        with _lock:
            found = _catalogues.get(lang)
            if found is None:
                found = _catalogues[lang] = _Catalogue(lang)
    return found


def load_all() -> None:
    """Parse every language now (start-up, render workers), not at a first answer."""
    for lang in LANGUAGES:
        catalogue(lang)


def text(lang: str, key: str, /, **args: Any) -> str:
    """Message `key` in `lang` with its placeholders filled from `args`.

    A language missing the key falls back to English (the tests keep every catalogue
    complete); a key missing from English is logged and comes back as the key itself,
    so a typo never crashes an answer. The same message with the same arguments is
    formatted once (a board says the same labels move after move)."""
    lang = lang if lang in LANGUAGES else ENGLISH
    try:
        return _remembered(lang, key, tuple(sorted(args.items())))
    except TypeError:  # an unhashable argument: format it afresh
        return _formatted(lang, key, args)


@functools.lru_cache(maxsize=8192)
def _remembered(lang: str, key: str, items: tuple[tuple[str, Any], ...]) -> str:
    return _formatted(lang, key, dict(items))


def _formatted(lang: str, key: str, args: Mapping[str, Any]) -> str:
    value = catalogue(lang).format(key, args)
    if value is None and lang != ENGLISH:
        value = catalogue(ENGLISH).format(key, args)
    if value is None:
        log.error("no message %r in the catalogue", key)
        return key
    return value


def replace_catalogue(lang: str, replacement: _Catalogue | None) -> None:
    """Use `replacement` as `lang`'s catalogue (None: read the files again) — a test's
    language (`pseudo`); what was formatted before is forgotten."""
    with _lock:
        if replacement is None:
            _catalogues.pop(lang, None)
        else:
            _catalogues[lang] = replacement
        _remembered.cache_clear()


def exists(key: str, lang: str = ENGLISH) -> bool:
    """Whether `lang`'s catalogue has message `key`."""
    return catalogue(lang).has(key)


@dataclass(frozen=True)
class Said:
    """A text whose reader's language is not known yet: a catalogue key and its arguments.

    Arguments that are themselves `Said` are said in the same language first."""

    key: str
    args: Mapping[str, Any] = field(default_factory=dict)

    def text(self, lang: str) -> str:
        """This text in `lang`."""
        return text(lang, self.key, **_said_args(self.args, lang))

    def __str__(self) -> str:
        return self.text(ENGLISH)

    def __hash__(self) -> int:
        # Equal texts have equal keys and argument names (the values may be unhashable).
        return hash((self.key, tuple(sorted(self.args))))

    def to_json(self) -> dict[str, Any]:
        """A JSON-able form (for views and stored rows); `Said.from_json` reads it back.
        Arguments must be JSON-able or `Said`."""
        return {
            "key": self.key,
            "args": {k: v.to_json() if isinstance(v, Said) else v for k, v in self.args.items()},
        }

    @staticmethod
    def from_json(data: Any) -> Said | str:
        """The `Said` that `to_json` wrote; a plain string (an older row) stays as it is."""
        if isinstance(data, dict) and isinstance(data.get("key"), str):
            raw = data.get("args") or {}
            args = {
                k: Said.from_json(v) if isinstance(v, dict) and "key" in v else v
                for k, v in raw.items()
            }
            return Said(data["key"], args)
        return str(data)


def said(key: str, /, **args: Any) -> Said:
    """`Said(key, args)`: a text to say later in the reader's language."""
    return Said(key, args)


def _said_args(args: Mapping[str, Any], lang: str) -> dict[str, Any]:
    return {
        name: value.text(lang) if isinstance(value, Said) else value for name, value in args.items()
    }


@dataclass(frozen=True)
class Words:
    """The catalogue of one language as a function: `words("key", name=…)`."""

    lang: str

    def __call__(self, key: str, /, **args: Any) -> str:
        return text(self.lang, key, **_said_args(args, self.lang))

    def say(self, value: Said | str | Mapping[str, Any]) -> str:
        """`value` in this language: a `Said`, its JSON form (`Said.to_json`, as views
        hold it), or a plain string, which is already said (a name, notation)."""
        if isinstance(value, Mapping):
            value = Said.from_json(value)
        return value.text(self.lang) if isinstance(value, Said) else value


def words(lang: str) -> Words:
    """The `Words` of `lang` (English when the bot does not speak it)."""
    return Words(lang if lang in LANGUAGES else ENGLISH)


ENGLISH_WORDS = Words(ENGLISH)


def keys(lang: str) -> Iterator[str]:
    """Every message key of `lang`'s catalogue (for the completeness tests)."""
    yield from sorted(catalogue(lang).keys())
