"""Whose language a text is said in (see `bot.i18n`).

- A private answer (ephemeral) and a DM: the member's own, `private(interaction)`.
- A public message (boards, lobby cards, notices): the server's, `bot.languages.of(guild)`
  — what a moderator chose with `/kitty settings language:`, else the server's
  community locale (`guild.preferred_locale`), else English.
- A DM sent without an interaction (a secret card at the start): the member's language as
  their last interaction showed it, `bot.languages.member(user_id)`.
- Command names, descriptions and choices: `command_text(key)`, said in each member's
  language by Discord through the bot's `app_commands.Translator`.
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.i18n import ENGLISH, Words, language_of, text, words


def private(interaction: discord.Interaction) -> Words:
    """The words of the member who clicked or typed (their Discord client's language)."""
    return words(language_of(interaction.locale))


def command_text(key: str) -> app_commands.locale_str:
    """A command, option or choice text: English from the catalogue as Discord's default,
    the key for the translator."""
    return app_commands.locale_str(text(ENGLISH, key), key=key)


class ServerLanguages:
    """Each server's language for public messages, held by the bot (`bot.languages`)."""

    def __init__(self) -> None:
        self._chosen: dict[int, str] = {}
        self._members: dict[int, str] = {}

    def heard(self, interaction: discord.Interaction) -> None:
        """Remember the language of the member behind `interaction` (for later DMs)."""
        self._members[interaction.user.id] = language_of(interaction.locale)

    def member(self, user_id: int, guild: discord.Guild | None = None) -> str:
        """The language to DM member `user_id` in: theirs as last heard, else `guild`'s."""
        found = self._members.get(user_id)
        return found if found is not None else self.of(guild)

    def choose(self, guild_id: int, lang: str | None) -> None:
        """Remember a moderator's choice (None: back to the server's own locale)."""
        if lang is None:
            self._chosen.pop(guild_id, None)
        else:
            self._chosen[guild_id] = lang

    def of(self, guild: discord.Guild | None) -> str:
        """The language public messages in `guild` are written in."""
        if guild is None:
            return ENGLISH
        chosen = self._chosen.get(guild.id)
        return chosen if chosen is not None else language_of(guild.preferred_locale)

    def words(self, guild: discord.Guild | None) -> Words:
        """`words(self.of(guild))`."""
        return words(self.of(guild))
