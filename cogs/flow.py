"""After something changed: post the board, deliver secrets by DM (once; a closed DM is
reported in the channel without naming anything secret), and let AI seats play."""

from __future__ import annotations

import asyncio
import io
import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.core.errors import GameError, StaleMoveError
from bot.matches import Match, TurnReport
from cogs import present

if TYPE_CHECKING:
    from bot.app import KittyBot

log = logging.getLogger(__name__)


async def channel_of(bot: "KittyBot", m: Match) -> discord.abc.Messageable | None:
    ch = bot.get_channel(m.channel_id)
    if ch is None:
        try:
            ch = await bot.fetch_channel(m.channel_id)
        except discord.HTTPException:
            log.warning("match %s: channel %s unreachable", m.id, m.channel_id)
            return None
    return ch  # type: ignore[return-value]


async def post_board(
    bot: "KittyBot", m: Match, report: TurnReport | None = None,
    interaction: discord.Interaction | None = None, *, edit: bool = False,
) -> discord.Message | None:
    """Show the board: as the answer to `interaction` (a new message, or with `edit` the
    board message the interaction came from), or in the channel. Remember it as the current
    board, then deliver secrets and wake the AI. A victory count is animated first."""
    assert m.state is not None
    frames = m.state.view(None).get("count_frames")
    if frames and not edit:
        await animate_count(bot, m, frames, interaction)
        interaction = None
    kwargs = await present.board_message(m, report)
    msg: discord.Message | None = None
    if interaction is not None and edit:
        kwargs.pop("allowed_mentions", None)
        file = kwargs.pop("file", None)
        msg = await interaction.edit_original_response(attachments=[file] if file else [], view=kwargs.pop("view", None), **kwargs)
    elif interaction is not None:
        if interaction.response.is_done():
            msg = await interaction.followup.send(wait=True, **kwargs)
        else:
            await interaction.response.send_message(**kwargs)
            msg = await interaction.original_response()
    else:
        ch = await channel_of(bot, m)
        if ch is not None:
            msg = await ch.send(**kwargs)
    if msg is not None:
        await bot.service.set_messages(m, board=msg.id)
    await after_change(bot, m)
    return msg


async def update_board(bot: "KittyBot", m: Match, report: TurnReport) -> None:
    """Edit the current board message in place (a draft step made by slash command);
    post a new board if that message is gone."""
    ch = await channel_of(bot, m)
    if ch is None or m.board_message_id is None:
        await post_board(bot, m, report)
        return
    kwargs = await present.board_message(m, report)
    kwargs.pop("allowed_mentions", None)
    file = kwargs.pop("file", None)
    try:
        await ch.get_partial_message(m.board_message_id).edit(  # type: ignore[union-attr]
            attachments=[file] if file else [], **kwargs)
    except discord.NotFound:
        await post_board(bot, m, report)
        return
    await after_change(bot, m)


async def animate_count(
    bot: "KittyBot", m: Match, frames: list[Any], interaction: discord.Interaction | None,
) -> None:
    """The five-second count of Cat and the Tower: one frame of the simulation a second."""
    from render.cattower import render_frame

    view = m.state.view(None) if m.state is not None else {}
    words = "Toto reached the target floor! Everyone counts to five…"
    msg: discord.Message | None = None
    for i in range(len(frames)):
        png = await asyncio.to_thread(render_frame, view, i)
        count = " ".join(f"{k + 1}…" for k in range(i + 1))
        file = discord.File(io.BytesIO(png), filename=f"count-{i + 1}.png")
        if msg is None:
            if interaction is not None and interaction.response.is_done():
                msg = await interaction.followup.send(f"{words}\n**{count}**", file=file, wait=True)
            else:
                ch = await channel_of(bot, m)
                if ch is None:
                    return
                msg = await ch.send(f"{words}\n**{count}**", file=file)
        else:
            await asyncio.sleep(1)
            await msg.edit(content=f"{words}\n**{count}**", attachments=[file])
    await asyncio.sleep(1)


async def after_change(bot: "KittyBot", m: Match) -> None:
    """Secrets first (a player must see new cards before acting), then the AI."""
    await deliver_secrets(bot, m)
    if m.status == "active" and m.ai_actors():
        wake_ai(bot, m)


async def deliver_secrets(bot: "KittyBot", m: Match) -> None:
    for seat, secret in bot.service.secrets_to_send(m):
        from render.cards import render_cards

        user_id = m.seats[seat].user_id
        if user_id is None:
            continue
        delivered = False
        try:
            user = bot.get_user(user_id) or await bot.fetch_user(user_id)
            embed, file = secret_message(m, secret, render_cards)
            await user.send(embed=embed, file=file)
            delivered = True
        except discord.HTTPException as exc:
            log.info("match %s: DM to seat %s failed (%s)", m.id, seat, exc)
        await bot.service.mark_secret(m, seat, secret, delivered)
        if not delivered:
            ch = await channel_of(bot, m)
            if ch is not None:
                await ch.send(
                    f"{m.mention(seat)}, I couldn't send you a direct message. "
                    "Use `/kitty cards` here to see your cards — only you will see the answer.",
                    allowed_mentions=discord.AllowedMentions(users=True),
                )


def secret_message(m: Match, secret: dict[str, Any], render_cards: Any) -> tuple[discord.Embed, discord.File | None]:
    """The embed (and card image) that shows one seat its own secret cards."""
    title = str(secret.get("title", "Your cards"))
    embed = discord.Embed(title=f"{title} — {m.game.title}, match #{m.id}", colour=present.BRAND)
    cards = list(secret.get("cards", []))
    for c in cards[:10]:
        embed.add_field(name=str(c.get("name", "?"))[:250], value=str(c.get("text", ""))[:1000] or "—", inline=False)
    if not cards:
        embed.description = "You hold no cards right now."
    offer = secret.get("offer")
    if isinstance(offer, dict) and offer.get("from") is not None and offer.get("to") is not None:
        giver, taker = int(offer["from"]), int(offer["to"])
        card = str(offer.get("name", "a card"))
        if giver < len(m.seats) and taker < len(m.seats):
            embed.add_field(name="Exchange offer", inline=False, value=(
                f"{m.label(giver)} offers **{card}** to {m.label(taker)} for one of {m.label(taker)}'s "
                f"cards. The answer is `/kitty trade` (accept with the card to give back) or **Decline**."
            )[:1000])
    file = None
    if cards:
        try:
            png = render_cards(cards)
            file = discord.File(io.BytesIO(png), filename="cards.png")
            embed.set_image(url="attachment://cards.png")
        except Exception:  # the text alone still tells the player everything
            log.exception("card image failed")
    return embed, file


def wake_ai(bot: "KittyBot", m: Match) -> None:
    """Start the AI loop for `m` unless one is already running."""
    tasks: dict[int, asyncio.Task[None]] = bot.__dict__.setdefault("_ai_tasks", {})
    task = tasks.get(m.id)
    if task is not None and not task.done():
        return
    tasks[m.id] = asyncio.create_task(run_ai(bot, m), name=f"kitty-ai-{m.id}")


async def run_ai(bot: "KittyBot", m: Match) -> None:
    """Play every AI turn in a row (search runs in the AI executor, off the event loop).
    Draft steps update the board in place, as they do for people."""
    from bot.ai import choose_move

    loop = asyncio.get_running_loop()
    while m.status == "active" and m.state is not None:
        seats = m.ai_actors()
        if not seats:
            return
        seat, ply, before = seats[0], m.ply, m.state
        level = m.seats[seat].ai_level or "easy"
        view = before.view(seat)
        seed = (m.seed * 1_000_003 + ply * 7919 + seat) % (2**31)
        try:
            text = await loop.run_in_executor(bot.ai_executor, choose_move, m.game.key, view, seat, level, seed)
            draft = m.game.is_draft(before, m.game.parse_move(before, text, seat), seat)
            report = await bot.service.play_seat(m, seat, text, expected_ply=ply)
        except StaleMoveError:
            continue
        except GameError:
            log.exception("match %s: AI seat %s chose an illegal move", m.id, seat)
            return
        except Exception:
            log.exception("match %s: AI failed", m.id)
            return
        try:
            if draft and report.after.outcome() is None and len(report.applied) == 1 and m.board_message_id:
                await update_board(bot, m, report)
            else:
                await post_board(bot, m, report)
        except discord.HTTPException:
            log.warning("match %s: could not post the AI's board", m.id)
