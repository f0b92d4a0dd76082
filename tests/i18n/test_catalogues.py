"""Every catalogue is whole: the same files, messages, attributes and placeholders in every
language, nothing Fluent cannot parse, no message defined twice, and every key the code
names exists in English."""

from __future__ import annotations

import re
from collections import Counter
from functools import cache
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from bot import i18n

ROOT = Path(__file__).resolve().parents[2]
LOCALES = i18n.LOCALES
SHIPPED = ("en", "de", "fr", "es", "pt-BR", "ja")
OTHERS = [lang for lang in SHIPPED if lang != i18n.ENGLISH]


@cache
def parsed(path: Path) -> ast.Resource:
    return FluentParser().parse(path.read_text(encoding="utf-8"))


def messages(path: Path) -> dict[str, ast.Message]:
    return {e.id.name: e for e in parsed(path).body if isinstance(e, ast.Message)}


def variables(node: object) -> set[str]:
    """The `$variables` a message (value and attributes) uses."""
    found: set[str] = set()

    def walk(n: object) -> None:
        if isinstance(n, ast.VariableReference):
            found.add(n.id.name)
        if isinstance(n, ast.BaseNode):
            for value in vars(n).values():
                if isinstance(value, list):
                    for item in value:
                        walk(item)
                else:
                    walk(value)

    walk(node)
    return found


def english_files() -> list[Path]:
    return sorted((LOCALES / i18n.ENGLISH).glob("*.ftl"))


def test_the_bot_ships_six_languages() -> None:
    assert i18n.LANGUAGES[: len(SHIPPED)] == SHIPPED
    for lang in SHIPPED:
        assert i18n.LANGUAGE_NAMES[lang]
        assert any((LOCALES / lang).glob("*.ftl")), f"no catalogue for {lang}"


@pytest.mark.parametrize("lang", SHIPPED)
def test_every_file_parses_without_junk(lang: str) -> None:
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        junk = [e for e in parsed(path).body if isinstance(e, ast.Junk)]
        assert not junk, f"{path.relative_to(ROOT)}: cannot parse {junk[0].content[:120]!r}"


@pytest.mark.parametrize("lang", SHIPPED)
def test_no_message_is_defined_twice(lang: str) -> None:
    counts = Counter(
        key for path in sorted((LOCALES / lang).glob("*.ftl")) for key in messages(path)
    )
    assert not [k for k, n in counts.items() if n > 1]


@pytest.mark.parametrize("lang", OTHERS)
def test_every_language_has_every_english_message_with_the_same_placeholders(lang: str) -> None:
    problems = []
    theirs_files = {p.name for p in (LOCALES / lang).glob("*.ftl")}
    for en in english_files():
        if en.name not in theirs_files:
            problems.append(f"missing file {lang}/{en.name}")
            continue
        ours, theirs = messages(en), messages(LOCALES / lang / en.name)
        for key, message in ours.items():
            other = theirs.get(key)
            if other is None:
                problems.append(f"{en.name}: {key} missing")
                continue
            if variables(message) != variables(other):
                problems.append(
                    f"{en.name}: {key} uses {variables(other)}, English {variables(message)}"
                )
            if {a.id.name for a in message.attributes} != {a.id.name for a in other.attributes}:
                problems.append(f"{en.name}: {key} attributes differ")
            if (message.value is None) != (other.value is None):
                problems.append(f"{en.name}: {key} value present in one only")
        problems += [f"{en.name}: {key} is not in English" for key in theirs.keys() - ours.keys()]
    problems += [
        f"extra file {lang}/{name}" for name in theirs_files - {p.name for p in english_files()}
    ]
    assert not problems, "\n".join(problems[:40])


#: A string literal in the code that names a catalogue message.
_KEY = re.compile(
    r"""["']((?:core|table|ctl|cmd|settings|match|rec|render|alt|teach|help|lesson|towers|kitty|"""
    r"""stacktics|tumbling|cattower)-[a-z0-9]+(?:-[a-z0-9]+)*)["']"""
)


#: Names that look like keys but are not messages: threads, commands, the product, and
#: the example in bot/core/errors.py's docstring.
NOT_MESSAGES = {
    "kitty-apply",
    "kitty-parent-watch",
    "kitty-tower",
    "kitty-admin",
    "towers-no-stack",
}


def test_every_key_named_in_the_code_is_in_the_english_catalogue() -> None:
    known = set(i18n.keys(i18n.ENGLISH))
    missing = []
    for folder in ("bot", "cogs", "render", "data"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                for key in _KEY.findall(line):
                    if key not in known and key not in NOT_MESSAGES:
                        missing.append(f"{path.relative_to(ROOT)}:{number}: {key}")
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize("lang", SHIPPED)
def test_every_message_formats_in_its_language(lang: str) -> None:
    """Each message says something in its language with its placeholders filled (a
    selector's default variant is reached with values that match nothing)."""
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        for key, message in messages(path).items():
            if message.value is None:
                continue
            args = {name: "x" for name in variables(message)}
            said = i18n.text(lang, key, **args)
            assert said.strip() and said != key, f"{lang}/{path.name}: {key}"


@pytest.mark.parametrize(
    ("locale", "lang"),
    [
        ("en-US", "en"),
        ("en-GB", "en"),
        ("de", "de"),
        ("fr", "fr"),
        ("es-ES", "es"),
        ("es-419", "es"),
        ("pt-BR", "pt-BR"),
        ("ja", "ja"),
        ("zh-CN", "en"),
        (None, "en"),
    ],
)
def test_a_discord_locale_maps_to_the_language_the_bot_answers_in(
    locale: str | None, lang: str
) -> None:
    assert i18n.language_of(locale) == lang


def test_a_missing_key_says_the_key_and_a_missing_translation_falls_back_to_english() -> None:
    assert i18n.text("de", "no-such-message") == "no-such-message"
    assert i18n.text("xx-unknown", "core-game-over") == i18n.text("en", "core-game-over")


@pytest.mark.parametrize("lang", SHIPPED)
def test_a_message_parsed_on_first_use_says_what_the_whole_file_says(lang: str) -> None:
    """The catalogue parses a message when it is first said (start-up reads no file
    through Fluent); a message that refers to another (`{ table-button-join }`) must say
    the same as when every file is parsed at once, whatever the order of first use."""
    from fluent.runtime import FluentBundle, FluentResource

    whole = FluentBundle([lang], use_isolating=False)
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        whole.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    lazy = i18n._Catalogue(lang)
    for key in sorted(lazy.keys(), reverse=True):
        message = whole.get_message(key)
        if message.value is None:
            continue
        args = {name: "x" for name in variables(messages_by_key(lang)[key])}
        expected, _ = whole.format_pattern(message.value, args)
        assert lazy.format(key, args) == expected, key


@cache
def messages_by_key(lang: str) -> dict[str, ast.Message]:
    found: dict[str, ast.Message] = {}
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        found.update(messages(path))
    return found
