"""A whole game of every game in every language, as a member of that server reads it.

Each run is a server whose language is one the bot speaks (its Discord locale) and a member
whose Discord speaks it too. She opens a table against the AI, asks for help and the rules,
plays every move through `/kitty move` (autocomplete, the private answers, the boards),
looks at her secret cards where the game has them, and resigns if the game is still going
after a few moves. Every text the bot sends on the way — messages and their edits, embeds,
buttons, menus, autocomplete choices, private answers, DMs, and the images' alt text — is
taken from the REST calls the bot makes (so boards replaced since are counted too).

Then no English may be left outside names and notation: a word of the English catalogue
that the language's own catalogue never uses is English left behind (`english_words`). In
the pseudo-language (English wrapped in ⟦ ⟧) the check is stricter: nothing outside the
catalogue's runs may be a word at all, which catches English written in code.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest
from fluent.syntax import FluentParser, ast

from bot import i18n
from bot.core.registry import all_games
from bot.i18n import pseudo
from tests.locales import speak

pytestmark = pytest.mark.slow

#: The Discord locale a member or server of each language has.
DISCORD = {"de": "de", "fr": "fr", "es": "es-ES", "pt-BR": "pt-BR", "ja": "ja"}
GAMES = sorted(g.key for g in all_games())
#: Keys of a payload whose strings are not words for people.
_NOT_WORDS = {
    "custom_id",
    "url",
    "proxy_url",
    "id",
    "type",
    "style",
    "emoji",
    "allowed_mentions",
    "filename",
    "content_type",
    "flags",
    "color",
    "colour",
    "timestamp",
    "icon_url",
    "attachments_ids",
    "message_reference",
    "sku_id",
    "channel_id",
    "parse",
    "users",
}
#: Mentions, channel links, Discord timestamps, links and `code` (commands, notation).
_CODE = re.compile(
    r"<[@#!&]*[0-9]+>|<t:[0-9]+(?::[A-Za-z])?>|https?://\S+|`[^`]*`|attachment://\S+"
)


def strings(payload: Any, key: str = "", inside_choices: bool = False) -> Iterator[str]:
    """Every text for people in a REST payload (JSON)."""
    if isinstance(payload, dict):
        choices = "choices" in payload and isinstance(payload.get("choices"), list)
        for k, v in payload.items():
            if k in _NOT_WORDS or (inside_choices and k == "value"):
                continue
            yield from strings(v, k, inside_choices or (choices and k == "choices"))
    elif isinstance(payload, list):
        for v in payload:
            yield from strings(v, key, inside_choices)
    elif isinstance(payload, str) and payload.strip():
        yield payload


def record_texts(bot: Any) -> list[str]:
    """Every text the bot sends from now on (not its command registrations)."""
    sent: list[str] = []
    http = bot.http
    original = http.request

    async def request(route: Any, *, files: Any = None, form: Any = None, **kwargs: Any) -> Any:
        if "/commands" not in route.path:
            if "json" in kwargs:
                sent.extend(strings(kwargs["json"]))
            for part in form or ():
                if part.get("name") == "payload_json":
                    sent.extend(strings(json.loads(part["value"])))
        return await original(route, files=files, form=form, **kwargs)

    http.request = request
    return sent


@cache
def vocabulary(lang: str) -> frozenset[str]:
    """The words (4+ Latin letters, lower case) a language's catalogue uses."""
    words: set[str] = set()
    for path in (i18n.LOCALES / lang).glob("*.ftl"):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                for node in _text_elements(entry):
                    words.update(
                        w.lower() for w in re.findall(r"[A-Za-z]{4,}", _CODE.sub(" ", node))
                    )
    return frozenset(words)


def _text_elements(node: Any) -> Iterator[str]:
    if isinstance(node, ast.TextElement):
        yield node.value
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for item in value if isinstance(value, list) else [value]:
                yield from _text_elements(item)


def english_words(texts: list[str], lang: str, allowed: set[str]) -> set[str]:
    """Words of `texts` that only English says: in the English catalogue, never in `lang`'s."""
    english_only = vocabulary(i18n.ENGLISH) - vocabulary(lang)
    found = set()
    for text in texts:
        for word in re.findall(r"[A-Za-z]{4,}", _CODE.sub(" ", text)):
            if word.lower() in english_only and word.lower() not in allowed:
                found.add(word)
    return found


#: A text board's stack: piece letters bottom to top (`bbB`, `RRY`), notation.
_STACK = re.compile(r"[rybgwkRYBGWK]+")


def written_by_code(texts: list[str], allowed: set[str]) -> set[str]:
    """In the pseudo-language: words outside every catalogue run (names and notation aside)."""
    found = set()
    for text in texts:
        rest = _CODE.sub(" ", pseudo.leftover(text))
        for word in re.findall(r"[A-Za-z]{3,}", rest):
            if word.lower() not in allowed and not _STACK.fullmatch(word):
                found.add(word)
    return found


async def play_a_whole_game(
    env: Any, game: str, locale: str, monkeypatch: Any
) -> tuple[list[str], set[str]]:
    """The texts the bot sent while one member played `game` against the AI in a server
    and a client both in `locale`; and the names and notation words allowed in them."""
    guild = env.create_guild(name="Kitty Cafe", preferred_locale=locale)
    channel = guild.create_text_channel("games")
    ana = guild.add_member(env.create_user("ana"))
    speak(monkeypatch, {ana.id: locale})
    await env.bot.tree.sync()
    sent = record_texts(env.bot)
    service = env.bot.service
    await ana.slash(channel, "kitty help")
    await ana.slash(channel, "kitty rules", game=game)
    options: dict[str, Any] = {"opponent": "ai", "level": "easy"}
    await ana.slash(channel, f"kitty start {game}", **options)
    m = service.in_channel(channel.id)
    assert m is not None, sent[-3:]
    if m.state is None:  # a lobby: the host starts it
        await ana.click(channel.last_message, custom_id=_component(channel.last_message, ":start"))
    rng = random.Random(game)
    notation: set[str] = set()  # moves offered or played: notation, the same in every language
    for _ in range(12):
        await env.settle()
        m = service.in_channel(channel.id)
        if m is None or m.state is None or m.state.outcome() is not None:
            break
        choices = await ana.autocomplete(channel, "kitty move", "move", "")
        if not choices:
            break
        notation.update(str(c["value"]) for c in choices)
        await ana.slash(channel, "kitty move", move=str(rng.choice(choices)["value"]))
        if m.game.hidden_information:
            await ana.slash(channel, "kitty cards")
    await env.settle()
    m = service.in_channel(channel.id)
    if m is not None and m.state is not None and m.state.outcome() is None:
        await ana.slash(channel, "kitty resign")
        last = channel.last_message
        confirm = _component(last, ":yes", required=False) if last is not None else None
        if confirm:
            await ana.click(last, custom_id=confirm)
    await env.settle()
    m = service.matches.get(m.id) if m is not None else None
    if m is not None:
        notation.update(str(e.move) for e in await env.bot.store.moves(m.id))
    allowed = {w.lower() for move in notation for w in re.findall(r"[A-Za-z]+", move)}
    allowed |= {
        "ana",
        "kitty",
        "easy",
        "towers",
        "stacktics",
        "tumbling",
        "down",
        "stack",
        "tower",
        "cattower",
        "cat",
        "the",
        "and",
    }
    allowed |= {w.lower() for g in all_games() for w in re.findall(r"[A-Za-z]+", g.title)}
    return sent, allowed


def _component(message: Any, ends: str, required: bool = True) -> str | None:
    for row in message.components:
        for item in getattr(row, "children", [row]):
            cid = getattr(item, "custom_id", None) or ""
            if cid.endswith(ends):
                return cid
    if required:
        raise AssertionError(f"no component ending {ends!r}")
    return None


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", sorted(DISCORD))
async def test_a_whole_game_says_nothing_in_english(
    simcord_env: Any, monkeypatch: Any, game: str, lang: str
) -> None:
    sent, allowed = await play_a_whole_game(simcord_env, game, DISCORD[lang], monkeypatch)
    assert len(sent) > 20, sent
    leaks = english_words(sent, lang, allowed)
    shown = [t for t in sent if any(w in t for w in leaks)][:5]
    assert not leaks, f"English left in {lang}: {sorted(leaks)}\n" + "\n---\n".join(shown)


@pytest.mark.parametrize("game", GAMES)
async def test_a_whole_game_in_the_pseudo_language_has_no_text_written_by_code(
    simcord_env: Any, monkeypatch: Any, game: str, pseudo_german: str
) -> None:
    sent, allowed = await play_a_whole_game(simcord_env, game, "de", monkeypatch)
    leaks = written_by_code(sent, allowed)
    shown = [t for t in sent if any(w in pseudo.leftover(t) for w in leaks)][:5]
    assert not leaks, f"written by code: {sorted(leaks)}\n" + "\n---\n".join(shown)
