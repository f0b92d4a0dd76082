"""Answering interactions whatever state they are in: private replies, deferring before
Discord's 3 seconds run out, and the one place an error becomes an answer.

Answers come within Discord's 3 seconds: the work runs first and the answer carries its
result (one REST call); only when the work is not done after `SAFE_SECONDS` is the
interaction deferred. A refusal that comes after a public "thinking…" removes it and is
shown privately.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, ParamSpec, TypeVar

import discord
from discord.utils import MISSING

from bot.core.errors import GameError, StaleMoveError
from cogs.host import NotAKittyBotError, host_of

log = logging.getLogger(__name__)
T = TypeVar("T")
P = ParamSpec("P")

#: Seconds of work after which an interaction is deferred (Discord allows 3).
SAFE_SECONDS = 2.0
#: `interaction.extras` key set when a public "thinking…" placeholder was shown.
PUBLIC_PLACEHOLDER = "kitty_public_placeholder"

PERMISSIONS_HINT = (
    "I could not post in this channel. I need **View Channel**, **Send Messages**, "
    "**Attach Files** and **Embed Links** here."
)
SORRY = (
    "Something went wrong on my side (it has been logged). Try again in a moment; "
    "`/kitty board` shows where the game stands."
)


async def reply(
    interaction: discord.Interaction,
    content: str,
    *,
    ephemeral: bool = True,
    embed: discord.Embed | None = None,
) -> None:
    """Answer `interaction` (first response or follow-up, whichever is possible). A
    private answer after a public "thinking…" removes the placeholder first."""
    embeds = [embed] if embed is not None else MISSING
    if interaction.response.is_done():
        if ephemeral and interaction.extras.pop(PUBLIC_PLACEHOLDER, False):
            # A follow-up would only fill the public "thinking…" in: complete it, remove
            # it, then answer privately.
            try:
                await interaction.edit_original_response(content="…")
                await interaction.delete_original_response()
            except discord.HTTPException:
                pass
        await interaction.followup.send(content, embeds=embeds, ephemeral=ephemeral)
    else:
        await interaction.response.send_message(content, embeds=embeds, ephemeral=ephemeral)


async def safe_reply(interaction: discord.Interaction, text: str) -> None:
    """A private reply that never raises (a failure is logged)."""
    try:
        await reply(interaction, text[:1900])
    except discord.HTTPException:
        log.warning("could not answer interaction %s", interaction.id)


async def quiet_private(interaction: discord.Interaction, text: str) -> None:
    """A private note, best effort (a failure is ignored: the change it reports stands)."""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException:
        pass


async def defer(
    interaction: discord.Interaction, *, thinking: bool = True, ephemeral: bool = False
) -> None:
    """Defer, remembering when a public placeholder was shown (an error must remove it).
    A component deferred without `thinking` is a silent update of its message."""
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


def board_link(interaction: discord.Interaction, message_id: int | None) -> str:
    """ " Current board: <link>" for `message_id` in the interaction's channel ("" if none)."""
    if not message_id or interaction.channel_id is None:
        return ""
    guild = interaction.guild_id or "@me"
    return (
        f" Current board: https://discord.com/channels/{guild}/{interaction.channel_id}/"
        f"{message_id}"
    )


def _newest_board(interaction: discord.Interaction) -> int | None:
    """The board message of the interaction's channel's match, if there is one."""
    if interaction.channel_id is None:
        return None
    try:
        m = host_of(interaction.client).service.in_channel(interaction.channel_id)
    except NotAKittyBotError:
        return None
    return m.board_message_id if m is not None else None


async def answer_error(interaction: discord.Interaction, error: BaseException, where: str) -> None:
    """The one place an error becomes an answer: a `GameError` is its own message (a stale
    one with a link to the newest board), a missing permission says which, anything else
    is logged and answered politely. Always private."""
    if isinstance(error, StaleMoveError):
        await safe_reply(
            interaction, str(error) + board_link(interaction, _newest_board(interaction))
        )
    elif isinstance(error, GameError):
        await safe_reply(interaction, str(error))
    elif isinstance(error, discord.Forbidden):
        log.warning("missing permissions in channel %s", interaction.channel_id)
        await safe_reply(interaction, PERMISSIONS_HINT)
    else:
        log.error("unexpected error in %s", where, exc_info=error)
        await safe_reply(interaction, SORRY)


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
