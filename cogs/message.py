"""A message as data (`MessageSpec`: text, embeds, PNG attachments, components) and the one
place the bot puts a message on Discord. Answering an interaction: `send` (its answer, or a
follow-up once answered), `edit_clicked` (the clicked message), `defer` (Discord's
"thinking…"), `in_time` (work that defers only when it runs past `SAFE_SECONDS`) and
`tell_privately` (a private note or refusal that never raises), and `answer_error`, the one
place an error becomes an answer (`answers_errors` wraps a command with it). Outside an
interaction: `post` (in a channel or a DM) and `edit` (a message by id). Whose language a
message is in (the rules: `cogs.language`): `ServerLanguages` (`bot.languages`), read by
`server_words`, `public` and `member_words`; members are heard (`hear`) by the command tree
(`KittyTree`, the bot's) and by every component.

Answers come within Discord's 3 seconds: the work runs first and the answer carries its
result (one REST call); only when the work is not done after `SAFE_SECONDS` is the
interaction deferred. A private answer after a public "thinking…" removes the placeholder
first (a follow-up would fill it in publicly). An error is answered once, privately.

The presenter builds specs; the controller and the publisher send them. Attachments are
kept as bytes, so the same spec can be sent again (a retry) with fresh file objects.
Edit semantics: `content`, `embeds` or `attachments` left as None stay as they are on the
edited message; the components are always replaced (None removes them).
"""

from __future__ import annotations

import asyncio
import functools
import io
import logging
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass
from typing import Any, ParamSpec, TypeVar

import discord
from discord import app_commands
from discord.utils import MISSING

from bot import i18n
from bot.core.errors import GameError, StaleMoveError
from bot.i18n import ENGLISH, Said, Words, language_of, said, words
from bot.matches import MatchService
from cogs.language import private
from data.store_base import Store

log = logging.getLogger(__name__)
T = TypeVar("T")
P = ParamSpec("P")

#: Mentions a board may make: the players it names, never roles or everyone.
USERS_ONLY = discord.AllowedMentions(users=True, roles=False, everyone=False)
#: Seconds of work after which an interaction is deferred (Discord allows 3).
SAFE_SECONDS = 2.0
#: `interaction.extras` key set when a public "thinking…" placeholder was shown.
PUBLIC_PLACEHOLDER = "kitty_public_placeholder"
#: The longest private note sent (Discord allows 2000 characters).
NOTE_LIMIT = 1900
#: The longest attachment description Discord accepts.
DESCRIPTION_LIMIT = 1024
#: The refusal of a command Discord let through outside a server (in a DM).
IN_SERVERS_ONLY = said("ctl-servers-only")


@dataclass(frozen=True)
class Attachment:
    """A file to attach: its name, bytes and, for an image, the description screen readers
    read (Discord's attachment description, at most `DESCRIPTION_LIMIT` characters)."""

    filename: str
    data: bytes
    description: str | None = None

    def file(self) -> discord.File:
        """A fresh `discord.File` (a file object can be sent only once), its description cut
        to Discord's limit."""
        about = self.description[:DESCRIPTION_LIMIT] if self.description else None
        return discord.File(io.BytesIO(self.data), filename=self.filename, description=about)


@dataclass(frozen=True)
class MessageSpec:
    """What a message shows, ready to be sent or edited in (see the module's edit rules)."""

    content: str | None = None
    embeds: tuple[discord.Embed, ...] | None = None
    attachments: tuple[Attachment, ...] | None = None
    view: discord.ui.View | None = None
    mentions: discord.AllowedMentions | None = None

    def files(self) -> list[discord.File]:
        return [a.file() for a in self.attachments or ()]


def _or_missing(value: Any) -> Any:
    """discord.py leaves out arguments given as MISSING (None would mean "remove")."""
    return MISSING if value is None else value


def _files(spec: MessageSpec) -> Any:
    return spec.files() or MISSING


# ----- whose language ----------------------------------------------------------------
#: The setting's name in `user_settings` (a member's) and `guild_settings` (a server's).
LANGUAGE = "language"


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


def server_words(client: discord.Client, guild: discord.Guild | int | None) -> Words:
    """The words of public messages in `guild` (a guild or its id): the server's language
    as the bot keeps it (`bot.languages`), else the server's community locale."""
    found = client.get_guild(guild) if isinstance(guild, int) else guild
    languages = getattr(client, "languages", None)
    if isinstance(languages, ServerLanguages):
        return languages.words(found)
    return words(language_of(found.preferred_locale if found is not None else None))


def hear(interaction: discord.Interaction) -> None:
    """Remember the language of the member behind `interaction` for later DMs (nothing on a
    bot that keeps no languages): once per interaction, by the command tree (`KittyTree`:
    commands, autocomplete) and by `component_base.Component.callback` (buttons, menus)."""
    languages = getattr(interaction.client, "languages", None)
    if isinstance(languages, ServerLanguages):
        languages.heard(interaction)


class KittyTree(app_commands.CommandTree[Any]):
    """The bot's command tree (`bot.app.KittyBot` is made with it): before any command
    runs, the member's language is heard (`hear`), so a DM the command sends is in it; and
    commands work in server channels only (also when Discord lets a DM through)."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        hear(interaction)
        command = interaction.type == discord.InteractionType.application_command
        if command and interaction.guild_id is None:  # (autocomplete is let through)
            await tell_privately(interaction, IN_SERVERS_ONLY)
            return False
        return True


def public(interaction: discord.Interaction) -> Words:
    """The words of a public message answering `interaction`: its server's language."""
    return server_words(interaction.client, interaction.guild or interaction.guild_id)


def member_words(client: discord.Client, user_id: int, guild: discord.Guild | int | None) -> Words:
    """The words of a DM to member `user_id` sent without an interaction: their language as
    the bot last heard it (`bot.languages.member`), else their server's."""
    found = client.get_guild(guild) if isinstance(guild, int) else guild
    languages = getattr(client, "languages", None)
    if isinstance(languages, ServerLanguages):
        return words(languages.member(user_id, found))
    return server_words(client, found)


# ----- answering an interaction -------------------------------------------------------
async def send(
    interaction: discord.Interaction, spec: MessageSpec, *, ephemeral: bool = False
) -> discord.Message:
    """Answer `interaction` with `spec` (its first response, else a follow-up) and return
    the message that was posted. A private answer after a public "thinking…" removes the
    placeholder first."""
    if not interaction.response.is_done():
        sent = await interaction.response.send_message(
            spec.content,
            embeds=_or_missing(spec.embeds),
            files=_files(spec),
            view=_or_missing(spec.view),
            allowed_mentions=_or_missing(spec.mentions),
            ephemeral=ephemeral,
        )
        if isinstance(sent.resource, discord.Message):
            return sent.resource
        return await interaction.original_response()
    if ephemeral and interaction.extras.pop(PUBLIC_PLACEHOLDER, False):
        # A follow-up would only fill the public "thinking…" in: complete it, remove it,
        # then answer privately.
        try:
            await interaction.edit_original_response(content="…")
            await interaction.delete_original_response()
        except discord.HTTPException:
            pass
    return await interaction.followup.send(
        content=_or_missing(spec.content),
        embeds=_or_missing(spec.embeds),
        files=_files(spec),
        view=_or_missing(spec.view),
        allowed_mentions=_or_missing(spec.mentions),
        ephemeral=ephemeral,
        wait=True,
    )


async def tell_privately(interaction: discord.Interaction, text: Said | str) -> None:
    """A private note or refusal (`send`, at most `NOTE_LIMIT` characters) that never
    raises: a failure is logged, and whatever it reports stands. A `Said` is said in the
    member's language; a `str` is already said (or is a name, notation)."""
    note = private(interaction).say(text)
    try:
        await send(interaction, MessageSpec(note[:NOTE_LIMIT]), ephemeral=True)
    except discord.HTTPException:
        log.warning("could not answer interaction %s", interaction.id)


async def edit_clicked(interaction: discord.Interaction, spec: MessageSpec) -> None:
    """Edit the message whose component was clicked (as the answer, or after a defer)."""
    attachments = _or_missing(None if spec.attachments is None else spec.files())
    if interaction.response.is_done():
        await interaction.edit_original_response(
            content=_or_missing(spec.content),
            embeds=_or_missing(spec.embeds),
            attachments=attachments,
            view=spec.view,
        )
    else:
        await interaction.response.edit_message(
            content=_or_missing(spec.content),
            embeds=_or_missing(spec.embeds),
            attachments=attachments,
            view=spec.view,
        )


async def defer(
    interaction: discord.Interaction, *, thinking: bool = True, ephemeral: bool = False
) -> None:
    """Defer, remembering when a public placeholder was shown (a private answer must
    remove it). A component deferred without `thinking` is a silent update of its
    message."""
    if interaction.response.is_done():
        return
    if interaction.type == discord.InteractionType.component and not thinking:
        await interaction.response.defer()
        return
    await interaction.response.defer(thinking=True, ephemeral=ephemeral)
    if not ephemeral:
        interaction.extras[PUBLIC_PLACEHOLDER] = True


async def in_time(
    interaction: discord.Interaction,
    work: Awaitable[T],
    *,
    thinking: bool = True,
    ephemeral: bool = False,
) -> T:
    """Await `work`; if it takes longer than `SAFE_SECONDS`, defer the interaction meanwhile
    (see `defer`) so Discord's 3-second limit is never missed. The deferral is complete
    before this returns or raises, so the answer (or the error) knows it happened; a
    deferral that fails is logged and the answer still tries (the work's result stands).
    Work done in time costs one timer, no task."""
    loop = asyncio.get_running_loop()
    deferral: list[asyncio.Task[None]] = []

    def late() -> None:
        if not interaction.response.is_done():
            deferral.append(
                loop.create_task(defer(interaction, thinking=thinking, ephemeral=ephemeral))
            )

    timer = loop.call_later(SAFE_SECONDS, late)
    try:
        return await work
    finally:
        timer.cancel()
        for failed in await asyncio.gather(*deferral, return_exceptions=True):
            if failed is not None:
                log.warning("could not defer interaction %s (%s)", interaction.id, failed)


# ----- errors: answered once, privately ------------------------------------------------
PERMISSIONS_HINT = said("ctl-permissions-hint")
SORRY = said("ctl-sorry")


def board_link(interaction: discord.Interaction, message_id: int | None) -> str:
    """The link to message `message_id` in the interaction's channel ("" if none)."""
    if not message_id or interaction.channel_id is None:
        return ""
    guild = interaction.guild_id or "@me"
    return f"https://discord.com/channels/{guild}/{interaction.channel_id}/{message_id}"


def _newest_board(interaction: discord.Interaction) -> int | None:
    """The board message of the interaction's channel's match, if there is one."""
    service = getattr(interaction.client, "service", None)
    if interaction.channel_id is None or not isinstance(service, MatchService):
        return None
    m = service.in_channel(interaction.channel_id)
    return m.board_message_id if m is not None else None


async def answer_error(interaction: discord.Interaction, error: BaseException, where: str) -> None:
    """The one place an error becomes an answer: a `GameError` is its own message (a stale
    one with a link to the newest board), a missing permission says which, anything else
    is logged and answered politely. Always private."""
    if isinstance(error, StaleMoveError):
        lang = private(interaction).lang
        link = board_link(interaction, _newest_board(interaction))
        refusal = error.text(lang)
        if link:
            refusal = private(interaction)("ctl-stale-with-board", error=refusal, link=link)
        await tell_privately(interaction, refusal)
    elif isinstance(error, GameError):
        await tell_privately(interaction, error.text(private(interaction).lang))
    elif isinstance(error, discord.Forbidden):
        log.warning("missing permissions in channel %s", interaction.channel_id)
        await tell_privately(interaction, PERMISSIONS_HINT)
    else:
        log.error("unexpected error in %s", where, exc_info=error)
        await tell_privately(interaction, SORRY)


def answers_errors(
    func: Callable[P, Coroutine[Any, Any, None]],
) -> Callable[P, Coroutine[Any, Any, None]]:
    """Wrap a command's callback so that any error it raises is answered by `answer_error`
    (privately) before discord.py sees it: to discord.py (and the test harness) a refusal
    is an answered command, not a failed one. Errors raised before the callback runs (a
    failed check, an unreadable input) reach the cog's error hook instead."""

    @functools.wraps(func)
    async def answered(*args: P.args, **kwargs: P.kwargs) -> None:
        interaction = next(
            a for a in (*args, *kwargs.values()) if isinstance(a, discord.Interaction)
        )
        try:
            await func(*args, **kwargs)
        except Exception as exc:  # noqa: BLE001 - answer_error logs it and answers
            await answer_error(interaction, exc, getattr(func, "__qualname__", repr(func)))

    return answered


# ----- outside an interaction -----------------------------------------------------------
async def post(channel: discord.abc.Messageable, spec: MessageSpec) -> discord.Message:
    """Post `spec` in `channel` (a channel, a thread or a member's DMs)."""
    return await channel.send(
        spec.content,
        embeds=_or_missing(spec.embeds),
        files=_files(spec),
        view=_or_missing(spec.view),
        allowed_mentions=_or_missing(spec.mentions),
    )


async def edit(message: discord.PartialMessage | discord.Message, spec: MessageSpec) -> None:
    """Edit `message` to show `spec`."""
    await message.edit(
        content=_or_missing(spec.content),
        embeds=_or_missing(spec.embeds),
        attachments=_or_missing(None if spec.attachments is None else spec.files()),
        view=spec.view,
    )
