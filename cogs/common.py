"""Small helpers every cog uses: answering ephemerally whatever state the interaction is
in, and turning errors into short messages (nothing is swallowed silently)."""

from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import discord

from bot.core.errors import GameError, StaleMoveError

log = logging.getLogger(__name__)

F = TypeVar("F", bound=Callable[..., Awaitable[Any]])

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
    interaction: discord.Interaction, content: str, *, ephemeral: bool = True, **kwargs: Any
) -> None:
    """Answer `interaction` (first response or follow-up, whichever is possible). A
    private answer after a public "thinking…" removes the placeholder first."""
    if interaction.response.is_done():
        if ephemeral and interaction.extras.pop(PUBLIC_PLACEHOLDER, False):
            # A follow-up would only fill the public "thinking…" in: complete it, remove
            # it, then answer privately.
            try:
                await interaction.edit_original_response(content="…")
                await interaction.delete_original_response()
            except discord.HTTPException:
                pass
        await interaction.followup.send(content, ephemeral=ephemeral, **kwargs)
    else:
        await interaction.response.send_message(content, ephemeral=ephemeral, **kwargs)


def board_link(interaction: discord.Interaction, message_id: int | None) -> str:
    """ " Current board: <link>" for `message_id` in the interaction's channel ("" if none)."""
    if not message_id or interaction.channel_id is None:
        return ""
    guild = interaction.guild_id or "@me"
    return f" Current board: https://discord.com/channels/{guild}/{interaction.channel_id}/{message_id}"


async def answer_error(interaction: discord.Interaction, error: BaseException, where: str) -> None:
    """The one place an error becomes an answer: a `GameError` is its own message (a stale
    one with a link to the newest board), a missing permission says which, anything else
    is logged and answered politely. Always private."""
    if isinstance(error, StaleMoveError):
        service = getattr(interaction.client, "service", None)
        m = (
            service.in_channel(interaction.channel_id)
            if service and interaction.channel_id
            else None
        )
        await safe_reply(
            interaction, str(error) + board_link(interaction, m.board_message_id if m else None)
        )
    elif isinstance(error, GameError):
        await safe_reply(interaction, str(error))
    elif isinstance(error, discord.Forbidden):
        log.warning("missing permissions in channel %s", interaction.channel_id)
        await safe_reply(interaction, PERMISSIONS_HINT)
    else:
        log.error("unexpected error in %s", where, exc_info=error)
        await safe_reply(interaction, SORRY)


def answers_errors(func: F) -> F:
    """Wrap an interaction handler so every error is answered by `answer_error`."""

    @functools.wraps(func)
    async def wrapper(*args: Any, **kwargs: Any) -> Any:
        interaction = next(
            a for a in (*args, *kwargs.values()) if isinstance(a, discord.Interaction)
        )
        try:
            return await func(*args, **kwargs)
        except Exception as exc:
            await answer_error(interaction, exc, getattr(func, "__name__", repr(func)))
        return None

    return wrapper  # type: ignore[return-value]


async def safe_reply(interaction: discord.Interaction, text: str) -> None:
    try:
        await reply(interaction, text[:1900])
    except discord.HTTPException:
        log.warning("could not answer interaction %s", interaction.id)
