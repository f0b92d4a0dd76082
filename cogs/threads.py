"""Tables in threads (`/kitty start thread:True`): where a thread may be opened, its name,
opening it, and removing it again when the table could not be set up.

A table in a thread is an ordinary match whose channel id is the thread's id: the one-open-
table-per-channel rule, the buttons, restarts and the publisher work unchanged. A finished
game's thread is left as it is (Discord archives it after a week without messages, and a
message or a button press there brings it back).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Literal

import discord

from bot.core.errors import GameError
from bot.i18n import ENGLISH_WORDS, Said, Words, said
from bot.records.archive import chained

log = logging.getLogger(__name__)

#: Discord's longest thread name.
NAME_LIMIT = 100
#: Minutes without a message before Discord archives a table's thread (the longest, a week).
AUTO_ARCHIVE_MINUTES: Literal[10080] = 10080
#: What the bot needs in the parent channel to open a table's thread and play in it.
SEND_IN_THREADS = said("ctl-perm-send-messages-in-threads")
NEEDED = (
    ("create_public_threads", said("ctl-perm-create-public-threads")),
    ("send_messages_in_threads", SEND_IN_THREADS),
)
IN_A_THREAD = said("ctl-in-a-thread")
NOT_A_TEXT_CHANNEL = said("ctl-not-a-text-channel")


class ThreadUnavailableError(GameError):
    """No thread can be opened for a table here (its message says why and what to do)."""


def missing_permissions_text(missing: Sequence[Said]) -> Said:
    """The refusal naming the thread permissions the bot lacks (Discord's names, in bold,
    "a and b")."""
    names = chained("rec-and", [said("ctl-permission-name", name=name) for name in missing])
    return said("ctl-thread-missing-permissions", names=names, count=len(missing))


def parent_for_thread(interaction: discord.Interaction) -> discord.TextChannel:
    """The text channel a table's thread is opened from; `ThreadUnavailableError` in a
    thread, a DM, a forum or a voice channel, or when the bot lacks a thread permission."""
    channel = interaction.channel
    if isinstance(channel, discord.Thread):
        raise ThreadUnavailableError(IN_A_THREAD)
    if not isinstance(channel, discord.TextChannel):
        raise ThreadUnavailableError(NOT_A_TEXT_CHANNEL)
    perms = interaction.app_permissions
    missing = [label for flag, label in NEEDED if not getattr(perms, flag)]
    if missing:
        raise ThreadUnavailableError(missing_permissions_text(missing))
    return channel


def versus(names: Sequence[str], words: Words) -> str:
    """ "alice vs bob" (and "alice vs bob vs carol") in `words`' language."""
    return words.say(chained("rec-versus", list(names)))


def thread_name(title: str, names: Sequence[str], words: Words = ENGLISH_WORDS) -> str:
    """ "Towers — alice vs bob" (one name: "Towers — alice's table"), at most 100
    characters, in the server's language (`words`)."""
    if len(names) > 1:
        name = words("ctl-thread-name", game=title, players=versus(names, words))
    elif names:
        name = words("ctl-thread-name-host", game=title, name=names[0])
    else:
        name = words("ctl-thread-name-empty", game=title)
    return name if len(name) <= NAME_LIMIT else name[: NAME_LIMIT - 1] + "…"


async def open_thread(parent: discord.TextChannel, name: str) -> discord.Thread:
    """A new public thread of `parent` named `name`; `ThreadUnavailableError` when Discord
    refuses it for want of a permission (other failures are raised as they are)."""
    try:
        return await parent.create_thread(
            name=name,
            type=discord.ChannelType.public_thread,
            auto_archive_duration=AUTO_ARCHIVE_MINUTES,
        )
    except discord.Forbidden:
        missing = [label for _, label in NEEDED[:1]]
        raise ThreadUnavailableError(missing_permissions_text(missing)) from None


async def discard_thread(thread: discord.Thread, why: str) -> None:
    """Remove a thread whose table could not be set up (best effort: when it cannot be
    deleted, it says `why` and is archived; when even that fails, it stays)."""
    try:
        await thread.delete()
        return
    except discord.HTTPException as exc:
        log.info("thread %s could not be deleted (%s)", thread.id, exc)
    try:
        await thread.send(why)
        await thread.edit(archived=True)
    except discord.HTTPException as exc:
        log.info("thread %s could not be closed (%s)", thread.id, exc)


async def rename_thread(client: discord.Client, channel_id: int, name: str) -> None:
    """Rename the thread `channel_id` to `name` when it is a thread this bot opened and is
    named otherwise (best effort: Discord allows two renames per ten minutes and may ask
    for Manage Threads)."""
    thread = client.get_channel(channel_id)
    me = client.user
    if not isinstance(thread, discord.Thread) or me is None or thread.owner_id != me.id:
        return
    if thread.name == name:
        return
    try:
        await thread.edit(name=name)
    except discord.HTTPException as exc:
        log.info("thread %s keeps its name (%s)", channel_id, exc)
