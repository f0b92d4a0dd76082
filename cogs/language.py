"""Whose language a text is said in (see `bot.i18n`).

- A private answer (ephemeral) and a DM: the member's own, `private(interaction)`.
- A public message (boards, lobby cards, notices): the server's, `bot.languages.of(guild)`
  — what a moderator chose with `/kitty settings language:`, else the server's
  community locale (`guild.preferred_locale`), else English.
- A DM sent without an interaction (a secret card at the start): the member's language as
  their last interaction showed it, `bot.languages.member(user_id)` — remembered in the
  store (`user_settings`, name `language`), so a DM after a restart is in it too.
- Command names, descriptions and choices: `command_text(key)`, said in each member's
  language by Discord through the bot's `app_commands.Translator` (`cogs.translator`).

The bot keeps the servers' and members' languages in `bot.languages`, a
`cogs.message.ServerLanguages` (there with the words of the messages it serves and the
command tree that hears members: every board asks it). A server's choice is stored in
`guild_settings` (name `language`, migration 008) and read at start-up
(`ServerLanguages.load`). A server is served by the one process that holds its
shard, which is the one that receives its `/kitty settings`; every process also re-reads
the servers' choices each minute (the cog's sweep), so a cluster never keeps an old one.
A stored value the bot does not speak (damaged, or a language withdrawn) is ignored.
"""

from __future__ import annotations

from collections.abc import Sequence

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


def names_and(names: Sequence[str], words: Words) -> str:
    """ "a", "a and b", "a, b and c" in `words`' language (winners, seats out of time)."""
    if len(names) < 2:
        return "".join(names)
    return words("table-names-and", first=", ".join(names[:-1]), last=names[-1])
