"""Small helpers every cog uses: answering ephemerally whatever state the interaction is
in, and turning errors into short messages (nothing is swallowed silently)."""

from __future__ import annotations

import functools
import logging
from typing import Any, Awaitable, Callable, TypeVar

import discord

from bot.core.errors import GameError, StaleMoveError

log = logging.getLogger(__name__)

F = TypeVar("F", bound=Callable[..., Awaitable[Any]])

PERMISSIONS_HINT = (
    "I could not post in this channel. I need **Send Messages**, **Attach Files** and "
    "**Embed Links** here."
)


async def reply(interaction: discord.Interaction, content: str, *, ephemeral: bool = True, **kwargs: Any) -> None:
    """Answer `interaction` (first response or follow-up, whichever is possible)."""
    if interaction.response.is_done():
        await interaction.followup.send(content, ephemeral=ephemeral, **kwargs)
    else:
        await interaction.response.send_message(content, ephemeral=ephemeral, **kwargs)


def board_link(interaction: discord.Interaction, message_id: int | None) -> str:
    if not message_id or interaction.channel_id is None:
        return ""
    guild = interaction.guild_id or "@me"
    return f" Current board: https://discord.com/channels/{guild}/{interaction.channel_id}/{message_id}"


def answers_errors(func: F) -> F:
    """Wrap an interaction handler: a `GameError` becomes its message, ephemerally; a
    missing permission says which; anything else is logged and answered politely."""

    @functools.wraps(func)
    async def wrapper(*args: Any, **kwargs: Any) -> Any:
        interaction = next(a for a in args if isinstance(a, discord.Interaction))
        try:
            return await func(*args, **kwargs)
        except StaleMoveError as exc:
            service = getattr(interaction.client, "service", None)
            m = service.in_channel(interaction.channel_id) if service and interaction.channel_id else None
            await _safe_reply(interaction, str(exc) + board_link(interaction, m.board_message_id if m else None))
        except GameError as exc:
            await _safe_reply(interaction, str(exc))
        except discord.Forbidden:
            log.warning("missing permissions in channel %s", interaction.channel_id)
            await _safe_reply(interaction, PERMISSIONS_HINT)
        except Exception:
            log.exception("unexpected error in %s", getattr(func, "__name__", func))
            await _safe_reply(interaction, "Something went wrong on my side. Nothing you did was lost; try again in a moment.")
        return None

    return wrapper  # type: ignore[return-value]


async def _safe_reply(interaction: discord.Interaction, text: str) -> None:
    try:
        await reply(interaction, text[:1900])
    except discord.HTTPException:
        log.warning("could not answer interaction %s", interaction.id)
