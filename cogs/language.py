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

A server's choice is stored in `guild_settings` (name `language`, migration 008) and read
at start-up (`ServerLanguages.load`). A server is served by the one process that holds its
shard, which is the one that receives its `/kitty settings`; every process also re-reads
the servers' choices each minute (the cog's sweep), so a cluster never keeps an old one.
A stored value the bot does not speak (damaged, or a language withdrawn) is ignored.
"""

from __future__ import annotations

import asyncio
import logging

import discord
from discord import app_commands

from bot import i18n
from bot.i18n import ENGLISH, Words, language_of, text, words
from data.store_base import Store

log = logging.getLogger(__name__)

#: The setting's name in `user_settings` (a member's) and `guild_settings` (a server's).
LANGUAGE = "language"


def private(interaction: discord.Interaction) -> Words:
    """The words of the member who clicked or typed (their Discord client's language)."""
    return words(language_of(interaction.locale))


def command_text(key: str) -> app_commands.locale_str:
    """A command, option or choice text: English from the catalogue as Discord's default,
    the key for the translator."""
    return app_commands.locale_str(text(ENGLISH, key), key=key)


def _spoken(value: str, whose: str, owner: int) -> bool:
    """Whether a stored language is one the bot speaks (else logged, and ignored)."""
    if value in i18n.LANGUAGES:
        return True
    log.warning("%s %s: stored language %r is not one the bot speaks; ignored", whose, owner, value)
    return False


class ServerLanguages:
    """Each server's language for public messages, and each member's language for DMs,
    held by the bot (`bot.languages`) and, given a store, kept in it."""

    def __init__(self, store: Store | None = None) -> None:
        self._store = store
        self._chosen: dict[int, str] = {}
        self._members: dict[int, str] = {}
        #: Members' languages being written (kept so they are not garbage-collected).
        self._writes: set[asyncio.Task[None]] = set()

    async def load(self, *, members: bool = True) -> None:
        """Read the servers' choices (and, with `members`, the members' languages) from the
        store. Values the bot does not speak are ignored; a member heard since start-up
        keeps what was heard."""
        if self._store is None:
            return
        chosen = await self._store.guild_settings_named(LANGUAGE)
        self._chosen = {g: v for g, v in chosen.items() if _spoken(v, "server", g)}
        if members:
            stored = await self._store.user_settings_named(LANGUAGE)
            for user_id, value in stored.items():
                if _spoken(value, "member", user_id):
                    self._members.setdefault(user_id, value)

    def heard(self, interaction: discord.Interaction) -> None:
        """Remember the language of the member behind `interaction` (for later DMs), and
        store it when it changed."""
        lang = language_of(interaction.locale)
        user_id = interaction.user.id
        if self._members.get(user_id) == lang:
            return
        self._members[user_id] = lang
        if self._store is not None:
            task = asyncio.get_running_loop().create_task(self._remember(user_id, lang))
            self._writes.add(task)
            task.add_done_callback(self._writes.discard)

    async def _remember(self, user_id: int, lang: str) -> None:
        assert self._store is not None
        try:
            await self._store.set_user_setting(user_id, LANGUAGE, lang)
        except Exception as exc:  # noqa: BLE001 — a busy database: stored at the next change
            log.info("member %s: language %s not stored (%s)", user_id, lang, exc)
            if self._members.get(user_id) == lang:
                del self._members[user_id]

    async def settle(self) -> None:
        """Wait for the members' languages being stored (tests, shutdown)."""
        if self._writes:
            await asyncio.gather(*list(self._writes), return_exceptions=True)

    def member(self, user_id: int, guild: discord.Guild | None = None) -> str:
        """The language to DM member `user_id` in: theirs as last heard, else `guild`'s."""
        found = self._members.get(user_id)
        return found if found is not None and found in i18n.LANGUAGES else self.of(guild)

    def choose(self, guild_id: int, lang: str | None) -> None:
        """Remember a moderator's choice (None: back to the server's own locale)."""
        if lang is None:
            self._chosen.pop(guild_id, None)
        else:
            self._chosen[guild_id] = lang

    async def set_server(self, guild_id: int, lang: str | None) -> None:
        """Store a moderator's choice (None clears it), then use it."""
        if lang is not None and lang not in i18n.LANGUAGES:
            raise ValueError(f"not a language the bot speaks: {lang!r}")
        if self._store is not None:
            await self._store.set_guild_setting(guild_id, LANGUAGE, lang)
        self.choose(guild_id, lang)

    def chosen(self, guild_id: int) -> str | None:
        """The language a moderator chose for server `guild_id` (None: none chosen)."""
        return self._chosen.get(guild_id)

    def of(self, guild: discord.Guild | None) -> str:
        """The language public messages in `guild` are written in."""
        if guild is None:
            return ENGLISH
        chosen = self._chosen.get(guild.id)
        if chosen is not None and chosen in i18n.LANGUAGES:
            return chosen
        return language_of(guild.preferred_locale)

    def words(self, guild: discord.Guild | None) -> Words:
        """`words(self.of(guild))`."""
        return words(self.of(guild))
