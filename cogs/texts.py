"""Longer texts the bot shows: `/kitty help` and the rules split into embeds."""

from __future__ import annotations

import discord

from bot.core.registry import all_games

BRAND = 0xE6A0C4
EMBED_TEXT = 4000      # an embed description holds 4096 characters
MESSAGE_TEXT = 5800    # all embeds of one message hold 6000 characters


def help_embed() -> discord.Embed:
    games = "\n".join(f"• **{g.title}** — `{g.key}`" for g in all_games())
    e = discord.Embed(title="Kitty Tower — how to play", colour=BRAND, description=(
        "Play stacking board games with friends (or the AI) right here.\n\n"
        "**Start** `/kitty start game:<game>` opens a lobby: friends press **Join**, the host "
        "presses **Start**. Add AI players from the lobby menu, or play the AI at once with "
        "`/kitty start game:towers opponent:AI level:hard`.\n"
        "**Move** `/kitty move` — start typing and pick from the legal moves offered.\n"
        "**Board** `/kitty board` shows the board again. **Cards** `/kitty cards` shows your "
        "secret cards privately.\n"
        "**End** `/kitty resign`, or `/kitty end` to offer ending the game.\n"
        "**Rules** `/kitty rules game:<game>`.\n"
        "Moderators (Manage Messages) can `/kitty cancel` a stuck game.\n\n"
        f"**Games**\n{games}"
    ))
    e.set_footer(text="One game per channel · games survive bot restarts")
    return e


def chunk_markdown(text: str, size: int = EMBED_TEXT) -> list[str]:
    """Split `text` at paragraph (then line) boundaries into pieces of at most `size`."""
    pieces: list[str] = []
    current = ""
    for para in text.strip().split("\n\n"):
        candidate = f"{current}\n\n{para}" if current else para
        if len(candidate) <= size:
            current = candidate
            continue
        if current:
            pieces.append(current)
        while len(para) > size:
            cut = para.rfind("\n", 0, size)
            cut = cut if cut > 0 else size
            pieces.append(para[:cut])
            para = para[cut:].lstrip("\n")
        current = para
    if current:
        pieces.append(current)
    return pieces


def rules_messages(title: str, markdown: str) -> list[list[discord.Embed]]:
    """The rules as batches of embeds, each batch small enough for one message."""
    batches: list[list[discord.Embed]] = [[]]
    used = 0
    for i, piece in enumerate(chunk_markdown(markdown)):
        if used + len(piece) > MESSAGE_TEXT or len(batches[-1]) >= 10:
            batches.append([])
            used = 0
        e = discord.Embed(title=f"{title} — rules" if i == 0 else None, description=piece, colour=BRAND)
        batches[-1].append(e)
        used += len(piece) + (len(title) + 8 if i == 0 else 0)
    return batches
