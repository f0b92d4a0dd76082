"""A message as data (`MessageSpec`: text, embeds, PNG attachments, components) and the
few ways the bot puts one on Discord: as an interaction's answer, in a channel, or as an
edit of a message.

The presenter builds specs; the controller and the publisher send them. Attachments are
kept as bytes, so the same spec can be sent again (a retry) with fresh file objects.
Edit semantics: `content`, `embeds` or `attachments` left as None stay as they are on the
edited message; the components are always replaced (None removes them).
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import Any

import discord
from discord.utils import MISSING

#: Mentions a board may make: the players it names, never roles or everyone.
USERS_ONLY = discord.AllowedMentions(users=True, roles=False, everyone=False)


@dataclass(frozen=True)
class Attachment:
    """A file to attach: its name and bytes."""

    filename: str
    data: bytes

    def file(self) -> discord.File:
        """A fresh `discord.File` (a file object can be sent only once)."""
        return discord.File(io.BytesIO(self.data), filename=self.filename)


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


async def answer(
    interaction: discord.Interaction, spec: MessageSpec, *, ephemeral: bool = False
) -> discord.Message:
    """Answer `interaction` with `spec` (its first response, else a follow-up) and return
    the message that was posted."""
    if interaction.response.is_done():
        return await interaction.followup.send(
            content=_or_missing(spec.content),
            embeds=_or_missing(spec.embeds),
            files=_files(spec),
            view=_or_missing(spec.view),
            allowed_mentions=_or_missing(spec.mentions),
            ephemeral=ephemeral,
            wait=True,
        )
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


async def send_to(channel: discord.abc.Messageable, spec: MessageSpec) -> discord.Message:
    """Post `spec` in `channel`."""
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
