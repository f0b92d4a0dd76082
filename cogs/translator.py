"""Slash commands in every member's language: the bot's `app_commands.Translator`.

Every command, option and choice text is an `app_commands.locale_str` whose English is
Discord's default and whose extras hold the catalogue key (`command_text(key)`, or a
game's declared `Said` through `said_text`). When the commands are published, discord.py
asks the translator for each text in each Discord locale; it answers from the catalogue of
that locale's language (`bot.i18n.language_of`), or None — Discord then shows the English
default — for English, for a language the bot does not speak, for a text without a key, and
for a key the language's catalogue does not have yet.

Command and option names are not localised: players type them, help texts quote them
(`/kitty move`), and they stay the same in every language, as move notation does. A
translation that would break Discord's limits (a description or choice over 100
characters, an empty one) is logged and left out, so a long translation never stops the
commands from being published.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping

import discord
from discord import app_commands

from bot.i18n import ENGLISH, Said, exists, language_of

log = logging.getLogger(__name__)

#: Discord's limit on a description and on a choice's name.
LONGEST = 100

_Where = app_commands.TranslationContextLocation


class KittyTranslator(app_commands.Translator):
    """Answers a `locale_str` carrying a catalogue `key` (and `args`) in the language of
    the Discord locale; None leaves Discord's English default."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        return translated(string, locale, context.location)


def translated(
    string: app_commands.locale_str, locale: object, where: _Where | None = None
) -> str | None:
    """The text of `string` for Discord locale `locale` (see `KittyTranslator`)."""
    key = string.extras.get("key")
    if not isinstance(key, str):
        return None
    lang = language_of(locale)
    if lang == ENGLISH or not exists(key, lang):
        return None
    if where in (
        _Where.command_name,
        _Where.group_name,
        _Where.parameter_name,
    ):
        return None  # names stay the same in every language (see the module's text)
    args = string.extras.get("args")
    text = Said(key, dict(args) if isinstance(args, Mapping) else {}).text(lang).strip()
    if not 1 <= len(text) <= LONGEST:
        log.warning("%s: %r in %s has %d characters; English shown", where, key, lang, len(text))
        return None
    return text


def said_text(value: Said | str | app_commands.locale_str) -> app_commands.locale_str | str:
    """A text a game declares, for Discord: a `Said` becomes a `locale_str` with English
    as the default and its key and arguments for the translator; a plain string (a
    declaration not converted yet) stays as it is."""
    if isinstance(value, Said):
        return app_commands.locale_str(value.text(ENGLISH), key=value.key, args=dict(value.args))
    return value


def english(value: Said | str | app_commands.locale_str) -> str:
    """The English (default) text of a command text of any of these kinds."""
    if isinstance(value, Said):
        return value.text(ENGLISH)
    if isinstance(value, app_commands.locale_str):
        return value.message
    return value
