"""Every slash command in every language: the translator (cogs/translator.py) answers each
command, option and choice text from the catalogue of the member's Discord locale, within
Discord's limits; names stay the same in every language."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import discord
import pytest
from discord import app_commands

from bot import i18n
from bot.app import KittyBot
from bot.config import Settings
from bot.core.registry import all_games
from bot.i18n import pseudo
from cogs.declared import declared_commands
from cogs.language import command_text
from cogs.start_command import game_option_names, game_starts
from cogs.translator import KittyTranslator, translated
from tests.cogs.discord_limits import DESCRIPTION, NAME, check_command

#: Every Discord locale the bot speaks a language of (one per language is enough: the
#: translator sees only the language), and one it does not speak.
LOCALES = {
    "en": discord.Locale.american_english,
    "de": discord.Locale.german,
    "fr": discord.Locale.french,
    "es": discord.Locale.spain_spanish,
    "pt-BR": discord.Locale.brazil_portuguese,
    "ja": discord.Locale.japanese,
}
NOT_SPOKEN = discord.Locale.korean

Where = app_commands.TranslationContextLocation


@pytest.fixture
async def published(tmp_path: Path) -> AsyncIterator[list[dict[str, Any]]]:
    """A function returning every top-level command as the bot publishes it (translated)."""
    settings = Settings(
        token=None,
        database=str(tmp_path / "kitty.sqlite3"),
        dev_guild_id=None,
        log_level="WARNING",
        owner_ids=frozenset(),
        ai_workers=0,
    )
    bot = KittyBot(settings, sync_on_start=False)
    await bot.setup_hook_commands_only()
    translator = KittyTranslator()
    await bot.tree.set_translator(translator)
    payloads = [
        await command.get_translated_payload(bot.tree, translator)
        for command in bot.tree.get_commands()
    ]
    yield payloads
    for extension in list(bot.extensions):
        await bot.unload_extension(extension)
    await bot.store.close()


def walk(data: dict[str, Any], path: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    """Every command, subcommand and input in `data`, with its path."""
    where = f"{path} {data['name']}".strip()
    yield where, data
    for option in data.get("options", []):
        yield from walk(option, where)


def declared_by_games() -> set[str]:
    """The input and command names whose texts the games declare (`Said` of the games,
    or a plain string until a game is converted)."""
    names = set(game_option_names(game_starts(all_games())))
    names |= {d.spec.name for d in declared_commands(all_games())}
    names |= {d.spec.argument for d in declared_commands(all_games())}
    return names


def no_english(text: str, allowed: set[str]) -> list[str]:
    """The words of `text` that code wrote itself (outside the catalogue), other than
    `allowed` words (game titles) and numbers."""
    words = re.findall(r"[^\W\d_]+", pseudo.leftover(text))
    return [w for w in words if w not in allowed]


async def test_every_localised_text_keeps_discord_limits_in_every_language(
    published: list[dict[str, Any]],
) -> None:
    for payload in published:
        check_command(payload)
        for where, data in walk(payload):
            assert not data.get("name_localizations"), f"{where}: names are not localised"
            for locale, described in (data.get("description_localizations") or {}).items():
                assert 1 <= len(described) <= DESCRIPTION, f"{where} [{locale}]: {described!r}"
            for choice in data.get("choices", []):
                for locale, name in (choice.get("name_localizations") or {}).items():
                    assert 1 <= len(name) <= DESCRIPTION, f"{where} [{locale}]: {name!r}"
            assert NAME.match(data["name"])


async def test_in_pseudo_german_every_text_of_the_commands_is_from_the_catalogue(
    pseudo_german: str, published: list[dict[str, Any]]
) -> None:
    games = declared_by_games()
    titles = {word for g in all_games() for word in re.findall(r"[^\W\d_]+", str(g.title))}
    names = {str(g.title) for g in all_games()}
    german = LOCALES["de"].value
    checked = 0
    for payload in published:
        for where, data in walk(payload):
            if data["name"] in games:
                continue  # the games' own declarations (their helpers' catalogues)
            english = data["description"]
            localised = (data.get("description_localizations") or {}).get(german)
            assert localised is not None, f"{where}: {english!r} has no German"
            assert localised != english, where
            assert no_english(localised, titles) == [], f"{where}: {localised!r}"
            for choice in data.get("choices", []):
                name = (choice.get("name_localizations") or {}).get(german)
                if choice["value"] in i18n.LANGUAGES or choice["name"] in names:
                    # A language is named in itself, a game by its title, in every language.
                    assert name is None, choice
                    continue
                assert name is not None and no_english(name, titles) == [], f"{where}: {choice}"
            checked += 1
    assert checked > 60  # every command, subcommand and input of the bot's own


async def test_english_and_languages_the_bot_does_not_speak_show_discords_default() -> None:
    text = command_text("cmd-move")
    assert translated(text, LOCALES["en"], Where.command_description) is None
    assert translated(text, discord.Locale.british_english, Where.command_description) is None
    assert translated(text, NOT_SPOKEN, Where.command_description) is None
    assert translated(app_commands.locale_str("Plain"), LOCALES["fr"]) is None


async def test_a_translation_breaking_discords_limits_is_left_out(
    monkeypatch: pytest.MonkeyPatch, pseudo_german: str
) -> None:
    monkeypatch.setattr(i18n.Said, "text", lambda self, lang: "x" * 101)
    text = command_text("cmd-move")
    assert translated(text, LOCALES["de"], Where.command_description) is None
    monkeypatch.setattr(i18n.Said, "text", lambda self, lang: "   ")
    assert translated(text, LOCALES["de"], Where.choice_name) is None


async def test_names_stay_the_same_in_every_language(pseudo_german: str) -> None:
    named = app_commands.locale_str("move", key="cmd-move")
    for where in (Where.command_name, Where.group_name, Where.parameter_name):
        assert translated(named, LOCALES["de"], where) is None
    assert translated(named, LOCALES["de"], Where.command_description) == "⟦Make your move⟧"


async def test_a_games_declared_said_is_translated_with_its_arguments(pseudo_german: str) -> None:
    from cogs.translator import said_text

    text = said_text(i18n.said("cmd-start-game-range", title="Kitty", min=2, max=4))
    assert isinstance(text, app_commands.locale_str)
    assert text.message == "Open a table of Kitty (2–4 players)"
    german = translated(text, LOCALES["de"], Where.command_description)
    assert german is not None and no_english(german, {"Kitty"}) == [], german
