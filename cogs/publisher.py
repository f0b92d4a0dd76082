"""Everything the bot sends after a change: boards, lobby refreshes, secret cards by DM.

Every committed change is announced exactly once, eventually. The board of the newest ply
is shown (as the answer to the player's interaction when that works, else in the channel)
and recorded as announced in the store; a board that could not be posted is retried in the
background with backoff until it is shown, and at start-up every match whose committed ply
is ahead of its announced ply gets its board. Boards are posted under a per-match lock, so
two paths never show the same ply twice. Secrets go out by DM with retries; only Discord's
"this user does not accept DMs" (50007) marks a seat's DMs as closed.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeVar

import aiohttp
import discord

from bot.matches import Match, TurnReport
from cogs import present

if TYPE_CHECKING:
    from bot.app import KittyBot

log = logging.getLogger(__name__)
T = TypeVar("T")

#: Discord's code for "Cannot send messages to this user" (DMs closed or no shared server).
DM_CLOSED = 50007
#: Backoff between attempts, in seconds (the last value repeats for the board loop).
BACKOFF = (1.0, 2.0, 4.0, 8.0, 16.0, 30.0, 60.0)
DM_ATTEMPTS = 5
QUICK_ATTEMPTS = 2

BOARD_FOLLOWS = "Your move was played. Discord is slow to show the board right now; it will follow here shortly."


class ChannelGoneError(LookupError):
    """The match's channel cannot be found any more."""


def is_transient(exc: BaseException) -> bool:
    """A failure worth retrying: rate limits past the library's own retries, Discord's
    server errors, network trouble."""
    if isinstance(exc, discord.HTTPException):
        return exc.status == 429 or exc.status >= 500
    return isinstance(
        exc, (aiohttp.ClientError, asyncio.TimeoutError, OSError, discord.GatewayNotFound)
    )


async def retrying(work: Callable[[], Awaitable[T]], attempts: int, what: str) -> T:
    """Run `work` up to `attempts` times, sleeping with backoff after transient failures;
    the last failure (or any non-transient one) is raised."""
    for attempt in range(attempts):
        try:
            return await work()
        except Exception as exc:
            if not is_transient(exc) or attempt == attempts - 1:
                raise
            delay = BACKOFF[min(attempt, len(BACKOFF) - 1)]
            log.info("%s failed (%s); retrying in %.0f s", what, exc, delay)
            await asyncio.sleep(delay)
    raise AssertionError("unreachable")


class Publisher:
    """Sends and edits the bot's messages for every match (owned by the bot)."""

    def __init__(self, bot: KittyBot) -> None:
        self.bot = bot
        self._locks: dict[int, asyncio.Lock] = {}
        self._pending: dict[int, list[TurnReport]] = {}
        self._loops: dict[int, asyncio.Task[None]] = {}
        self._dm_tasks: dict[int, asyncio.Task[None]] = {}
        self.on_shown: Callable[[Match], None] | None = None  # wakes the AI runner

    def _lock(self, m: Match) -> asyncio.Lock:
        return self._locks.setdefault(m.id, asyncio.Lock())

    async def channel_of(self, m: Match) -> discord.abc.Messageable | None:
        ch = self.bot.get_channel(m.channel_id)
        if ch is None:
            try:
                ch = await self.bot.fetch_channel(m.channel_id)
            except discord.HTTPException:
                log.warning("match %s: channel %s unreachable", m.id, m.channel_id)
                return None
        return ch if isinstance(ch, discord.abc.Messageable) else None

    # ----- boards -------------------------------------------------------------------
    def changed(self, m: Match, report: TurnReport | None) -> None:
        """Note a committed change whose board is still to be shown."""
        if report is not None:
            self._pending.setdefault(m.id, []).append(report)

    async def show(
        self,
        m: Match,
        report: TurnReport | None = None,
        interaction: discord.Interaction | None = None,
    ) -> None:
        """Announce the newest committed ply of `m`: answer `interaction` with the board (or
        post it in the channel), record it, then deliver secrets and let the AI play. If
        Discord fails, the mover is told the move stands and the board follows later."""
        self.changed(m, report)
        shown = False
        frames = m.game.view(m.state, None).get("count_frames") if m.state is not None else None
        if frames and report is not None:
            try:
                await self.animate_count(m, list(frames), interaction)
                interaction = None  # the count answered it; the board goes to the channel
            except discord.HTTPException as exc:
                log.info("match %s: the victory count could not be shown (%s)", m.id, exc)
        try:
            shown = await self._show_now(m, interaction)
        except Exception as exc:
            log.warning(
                "match %s: showing the board failed (%s); retrying in the background", m.id, exc
            )
            if interaction is not None:
                await self._tell_board_follows(interaction)
            self.ensure_announced(m)
        if not shown and m.announced_ply < m.ply:
            self.ensure_announced(m)
        self.after_change(m)

    async def _show_now(self, m: Match, interaction: discord.Interaction | None) -> bool:
        async with self._lock(m):
            if m.state is None or (m.announced_ply >= m.ply and interaction is None):
                return False
            ply = m.ply
            message = await self._send_board(m, interaction, ply)
            await self.bot.service.mark_announced(m, ply, message.id if message else None)
            self._drop_pending(m, ply)
            return message is not None

    async def repost(self, m: Match, interaction: discord.Interaction) -> None:
        """`/kitty board`: show the current board again as the answer (it becomes the
        current board message; the announced mark moves along)."""
        async with self._lock(m):
            ply = m.ply
            message = await self._send_board(m, interaction, ply)
            await self.bot.service.mark_announced(m, ply, message.id if message else None)
            self._drop_pending(m, ply)
        self.after_change(m)

    async def _send_board(
        self, m: Match, interaction: discord.Interaction | None, ply: int
    ) -> discord.Message | None:
        kwargs = await present.board_message(m, self._pending.get(m.id, []))
        if interaction is None:
            ch = await self.channel_of(m)
            if ch is None:
                raise ChannelGoneError(m.channel_id)
            return await ch.send(**kwargs)

        async def answer() -> discord.Message | None:
            fresh = _rewind(kwargs)
            if interaction.response.is_done():
                return await interaction.followup.send(wait=True, **fresh)
            sent = await interaction.response.send_message(**fresh)
            resource = getattr(sent, "resource", None)
            if isinstance(resource, discord.Message):
                return resource
            return await interaction.original_response()

        return await retrying(answer, QUICK_ATTEMPTS, f"match {m.id}: answering with the board")

    def _drop_pending(self, m: Match, ply: int) -> None:
        left = [r for r in self._pending.get(m.id, []) if r.after_ply > ply]
        if left:
            self._pending[m.id] = left
        else:
            self._pending.pop(m.id, None)

    async def _tell_board_follows(self, interaction: discord.Interaction) -> None:
        try:
            if interaction.response.is_done():
                await interaction.followup.send(BOARD_FOLLOWS, ephemeral=True)
            else:
                await interaction.response.send_message(BOARD_FOLLOWS, ephemeral=True)
        except discord.HTTPException:
            log.info("could not tell the mover that the board follows")

    def ensure_announced(self, m: Match) -> None:
        """Start (once) the background loop that posts `m`'s board until it is shown."""
        task = self._loops.get(m.id)
        if task is not None and not task.done():
            return
        self._loops[m.id] = asyncio.create_task(self._announce_loop(m), name=f"kitty-board-{m.id}")

    async def _announce_loop(self, m: Match) -> None:
        attempt = 0
        while m.announced_ply < m.ply and self.bot.service.matches.get(m.id) is m and not m.damaged:
            try:
                await self._show_now(m, None)
            except (discord.NotFound, ChannelGoneError):
                log.warning("match %s: its channel is gone; the board cannot be posted", m.id)
                return
            except discord.Forbidden:
                log.warning(
                    "match %s: no permission to post the board in channel %s", m.id, m.channel_id
                )
                return
            except Exception as exc:
                if not is_transient(exc):
                    log.exception("match %s: posting the board failed", m.id)
                delay = BACKOFF[min(attempt, len(BACKOFF) - 1)]
                attempt += 1
                await asyncio.sleep(delay)
                continue
            self.after_change(m)

    async def catch_up(self) -> None:
        """At start-up: post the board of every match whose committed ply was never shown,
        and deliver any secret that did not reach its player."""
        for m in self.bot.service.unannounced():
            self.ensure_announced(m)
        for m in list(self.bot.service.matches.values()):
            if m.state is not None and not m.damaged:
                self.deliver_secrets(m)

    async def update_board(self, m: Match, report: TurnReport) -> None:
        """Edit the current board message in place (a draft step); post anew when that
        message is gone or cannot be edited."""
        self.changed(m, report)
        ch = await self.channel_of(m)
        if ch is None or m.board_message_id is None or not hasattr(ch, "get_partial_message"):
            await self.show(m)
            return
        try:
            async with self._lock(m):
                ply = m.ply
                kwargs = await present.board_message(m, self._pending.get(m.id, []))
                kwargs.pop("allowed_mentions", None)
                file = kwargs.pop("file", None)
                await retrying(
                    lambda: ch.get_partial_message(m.board_message_id).edit(  # type: ignore[union-attr]
                        attachments=[_rewound(file)] if file else [], **kwargs
                    ),
                    QUICK_ATTEMPTS,
                    f"match {m.id}: editing the board",
                )
                await self.bot.service.mark_announced(m, ply, None)
                self._drop_pending(m, ply)
        except discord.HTTPException:
            await self.show(m)
            return
        self.after_change(m)

    async def edit_board_in_place(
        self, m: Match, report: TurnReport, interaction: discord.Interaction
    ) -> None:
        """A draft step clicked on the board itself: edit that message as the answer."""
        self.changed(m, report)
        try:
            async with self._lock(m):
                ply = m.ply
                kwargs = await present.board_message(m, self._pending.get(m.id, []))
                kwargs.pop("allowed_mentions", None)
                file = kwargs.pop("file", None)
                await interaction.edit_original_response(
                    attachments=[file] if file else [], view=kwargs.pop("view", None), **kwargs
                )
                await self.bot.service.mark_announced(m, ply, None)
                self._drop_pending(m, ply)
        except discord.HTTPException as exc:
            log.warning("match %s: editing the board failed (%s)", m.id, exc)
            self.ensure_announced(m)
        self.after_change(m)

    async def animate_count(
        self, m: Match, frames: list[Any], interaction: discord.Interaction | None
    ) -> None:
        """The five-second count of Cat and the Tower: one frame of the simulation a second,
        edited into one message."""
        from render.cattower import render_frame

        view = m.game.view(m.state, None) if m.state is not None else {}
        words = "Toto reached the target floor! Everyone counts to five…"
        msg: discord.Message | None = None
        for i in range(len(frames)):
            png = await asyncio.to_thread(render_frame, view, i)
            count = " ".join(f"{k + 1}…" for k in range(i + 1))
            file = discord.File(io.BytesIO(png), filename=f"count-{i + 1}.png")
            text = f"{words}\n**{count}**"
            if msg is None:
                if interaction is not None and interaction.response.is_done():
                    msg = await interaction.followup.send(text, file=file, wait=True)
                elif interaction is not None:
                    await interaction.response.send_message(text, file=file)
                    msg = await interaction.original_response()
                else:
                    ch = await self.channel_of(m)
                    if ch is None:
                        return
                    msg = await ch.send(text, file=file)
            else:
                await asyncio.sleep(1)
                await msg.edit(content=text, attachments=[file])
        await asyncio.sleep(1)

    def after_change(self, m: Match) -> None:
        """Secrets first (a player must see new cards before acting), then the AI."""
        self.deliver_secrets(m)
        if self.on_shown is not None and m.status == "active" and not m.damaged:
            self.on_shown(m)

    async def say(self, m: Match, text: str) -> None:
        """Post a plain notice in the match's channel (retried; given up quietly)."""
        ch = await self.channel_of(m)
        if ch is None:
            return
        try:
            await retrying(lambda: ch.send(text), DM_ATTEMPTS, f"match {m.id}: notice")
        except discord.HTTPException as exc:
            log.info("match %s: notice not posted (%s)", m.id, exc)

    # ----- lobby --------------------------------------------------------------------
    async def refresh_lobby(
        self, m: Match, embed: discord.Embed, view: discord.ui.View | None
    ) -> None:
        """Edit the lobby message (after a change made elsewhere), retrying transient
        failures; a lobby message that is gone is left alone (`/kitty board` shows it)."""
        if not m.lobby_message_id:
            return
        ch = await self.channel_of(m)
        if ch is None or not hasattr(ch, "get_partial_message"):
            return
        try:
            await retrying(
                lambda: ch.get_partial_message(m.lobby_message_id).edit(  # type: ignore[union-attr]
                    embed=embed, view=view
                ),
                DM_ATTEMPTS,
                f"match {m.id}: refreshing the lobby",
            )
        except discord.HTTPException as exc:
            log.info("match %s: lobby message not refreshed (%s)", m.id, exc)

    # ----- secrets ------------------------------------------------------------------
    def deliver_secrets(self, m: Match) -> None:
        """Send every changed secret of `m` by DM (in the background, one task per match)."""
        if not self.bot.service.secrets_to_send(m):
            return
        task = self._dm_tasks.get(m.id)
        if task is not None and not task.done():
            task.add_done_callback(lambda _t: self.deliver_secrets(m))
            return
        self._dm_tasks[m.id] = asyncio.create_task(self._deliver(m), name=f"kitty-dm-{m.id}")

    async def _deliver(self, m: Match) -> None:
        from render.cards import render_cards

        for seat, secret in self.bot.service.secrets_to_send(m):
            user_id = m.seats[seat].user_id
            if user_id is None:
                continue
            closed = False
            try:
                user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)

                async def send() -> None:
                    embed, file = secret_message(m, secret, render_cards)
                    await user.send(embed=embed, file=file) if file else await user.send(
                        embed=embed
                    )

                await retrying(send, DM_ATTEMPTS, f"match {m.id}: DM to seat {seat}")
            except discord.HTTPException as exc:
                if exc.code == DM_CLOSED or isinstance(exc, discord.NotFound):
                    closed = True
                else:
                    log.warning(
                        "match %s: DM to seat %s failed (%s); tried again later", m.id, seat, exc
                    )
                    continue
            except Exception:
                log.exception("match %s: DM to seat %s failed", m.id, seat)
                continue
            await self.bot.service.mark_secret(m, seat, secret, closed=closed)
            if closed:
                await self._say_dm_closed(m, seat)

    async def _say_dm_closed(self, m: Match, seat: int) -> None:
        ch = await self.channel_of(m)
        if ch is None:
            return
        text = (
            f"{m.mention(seat)}, I couldn't send you a direct message. Use `/kitty cards` "
            "here to see your cards — only you will see the answer."
        )
        try:
            await retrying(
                lambda: ch.send(text, allowed_mentions=discord.AllowedMentions(users=True)),
                DM_ATTEMPTS,
                f"match {m.id}: closed-DM notice",
            )
        except discord.HTTPException:
            log.info("match %s: closed-DM notice not posted", m.id)

    async def close(self) -> None:
        """Stop the background loops (the store keeps what is still to be announced)."""
        tasks = [*self._loops.values(), *self._dm_tasks.values()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


def _rewind(kwargs: dict[str, Any]) -> dict[str, Any]:
    """A copy of message kwargs whose file can be sent (again) from its start."""
    out = dict(kwargs)
    if out.get("file") is not None:
        out["file"] = _rewound(out["file"])
    return out


def _rewound(file: discord.File) -> discord.File:
    fp = file.fp
    if isinstance(fp, io.BytesIO):
        return discord.File(io.BytesIO(fp.getvalue()), filename=file.filename)
    return file


def secret_message(
    m: Match, secret: dict[str, Any], render_cards: Any
) -> tuple[discord.Embed, discord.File | None]:
    """The embed (and card image) that shows one seat its own secret cards."""
    title = str(secret.get("title", "Your cards"))
    embed = discord.Embed(title=f"{title} — {m.game.title}, match #{m.id}", colour=present.BRAND)
    cards = list(secret.get("cards", []))
    for c in cards[:10]:
        embed.add_field(
            name=str(c.get("name", "?"))[:250],
            value=str(c.get("text", ""))[:1000] or "—",
            inline=False,
        )
    if not cards:
        embed.description = "You hold no cards right now."
    offer = secret.get("offer")
    if isinstance(offer, dict) and offer.get("from") is not None and offer.get("to") is not None:
        giver, taker = int(offer["from"]), int(offer["to"])
        card = str(offer.get("name", "a card"))
        if giver < len(m.seats) and taker < len(m.seats):
            embed.add_field(
                name="Exchange offer",
                inline=False,
                value=(
                    f"{m.label(giver)} offers **{card}** to {m.label(taker)} for one of {m.label(taker)}'s "
                    f"cards. The answer is `/kitty trade` (accept with the card to give back) or **Decline**."
                )[:1000],
            )
    file = None
    if cards:
        try:
            png = render_cards(cards)
            file = discord.File(io.BytesIO(png), filename="cards.png")
            embed.set_image(url="attachment://cards.png")
        except Exception:  # the text alone still tells the player everything
            log.exception("card image failed")
    return embed, file
