"""The one place an error becomes an answer: what a refusal or a failure says, answered
once and privately through `cogs.message.tell_privately` (which removes a public
"thinking…" first)."""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Coroutine
from typing import Any, ParamSpec, TypeVar

import discord

from bot.core.errors import GameError, StaleMoveError
from cogs.host import NotAKittyBotError, host_of
from cogs.message import tell_privately

log = logging.getLogger(__name__)
T = TypeVar("T")
P = ParamSpec("P")


PERMISSIONS_HINT = (
    "I could not post in this channel. I need **View Channel**, **Send Messages**, "
    "**Attach Files** and **Embed Links** here."
)
SORRY = (
    "Something went wrong on my side (it has been logged). Try again in a moment; "
    "`/kitty board` shows where the game stands."
)


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
        await tell_privately(
            interaction, str(error) + board_link(interaction, _newest_board(interaction))
        )
    elif isinstance(error, GameError):
        await tell_privately(interaction, str(error))
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
