"""Everything the bot sends after a change: boards, lobby refreshes, notices, secret cards
by DM.

One live board per table: each new board is posted at the bottom of the channel (as the
answer to the move's interaction when there is one; its text mentions the player to move),
recorded as the match's board, and only then is the board it replaced deleted — or, when
deleting fails, stripped of its buttons. Replaced boards are stored with the match
(`old_boards`, in the same write as the new board's id); their removal is stored with the
next board's write, not by a write of its own, so the stored list may name a board already
removed (removing it again at start-up finds it gone). What Discord refused to remove is
tried again with the next board and at start-up (so a crash between posting and deleting
is finished then); a board posted just before a crash and never recorded is found in the
channel's newest messages at start-up.

Every committed change is announced exactly once, eventually. The board of the newest ply
is shown (as the answer to the player's interaction when that works, else in the channel)
and recorded as announced in the store; a board that could not be posted is retried in the
background with backoff until it is shown, and at start-up every match whose committed ply
is ahead of its announced ply gets its board. Boards are posted under a per-match lock, so
two paths never show the same ply twice. Secrets go out by DM with retries; only Discord's
"this user does not accept DMs" (50007) marks a seat's DMs as closed.

What the channel shows (boards, notices) is in the server's language (`words_of`); a
seat's secret cards go out in the member's (`bot.languages.member`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Protocol, TypeGuard, TypeVar

import aiohttp
import discord

from bot.core.views import View
from bot.i18n import Said, Words, said
from bot.matches import Match, MatchService, TurnReport
from bot.matches.models import with_players
from cogs import images, presenter
from cogs.dm_answers import with_answers
from cogs.language import private
from cogs.message import (
    MessageSpec,
    edit,
    edit_clicked,
    member_words,
    post,
    send,
    server_words,
    tell_privately,
)
from data.rows import MatchStatus
from render import pool as render_pool
from render.alt_text import describe

log = logging.getLogger(__name__)
T = TypeVar("T")

#: Discord's code for "Cannot send messages to this user" (DMs closed or no shared server).
DM_CLOSED = 50007
#: Backoff between attempts, in seconds (the last value repeats for the board loop).
BACKOFF = (1.0, 2.0, 4.0, 8.0, 16.0, 30.0, 60.0)
DM_ATTEMPTS = 5
QUICK_ATTEMPTS = 2
#: Public views remembered (one per open match) before the memory is reset.
VIEW_MEMORY = 10_000

BOARD_FOLLOWS = said("table-board-follows")


#: Messages read after a match's recorded board at start-up, looking for unrecorded boards.
STRAY_SCAN = 20


def _carries_match(message: discord.Message, match_id: int) -> bool:
    """`message` has a component of match `match_id` (custom ids "kt:<kind>:<match>…")."""
    for row in message.components:
        for item in getattr(row, "children", ()):
            parts = (getattr(item, "custom_id", None) or "").split(":")
            if len(parts) > 2 and parts[0] == "kt" and parts[2] == str(match_id):
                return True
    return False


class ChannelGoneError(LookupError):
    """The match's channel (or its board message) cannot be found any more."""


class HasMessages(Protocol):
    """A channel whose messages can be addressed by id without fetching them."""

    def get_partial_message(self, message_id: int, /) -> discord.PartialMessage: ...


def has_messages(channel: object) -> TypeGuard[HasMessages]:
    """Whether `channel` is a `HasMessages`: an attribute check, every move (an
    `isinstance` against a runtime-checkable protocol costs ~10 µs)."""
    return callable(getattr(channel, "get_partial_message", None))


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
    """Sends and edits the bot's messages for every match."""

    def __init__(self, client: discord.Client, service: MatchService) -> None:
        self.client = client
        self.service = service
        self._locks: dict[int, asyncio.Lock] = {}
        self._pending: dict[int, list[TurnReport]] = {}
        self._loops: dict[int, asyncio.Task[None]] = {}
        self._dm_tasks: dict[int, asyncio.Task[None]] = {}
        self._sweeps: dict[int, asyncio.Task[None]] = {}
        #: The public view of each match's newest shown state (one per open match).
        self._views: dict[int, tuple[object, View]] = {}
        #: Called once a change of an active match is shown while an AI seat is to act (wakes
        #: the AI runner).
        self.on_shown: Callable[[Match], None] | None = None

    def public_view(self, m: Match) -> View | None:
        """The channel's view of `m`'s current state (None before the start), computed once
        per state (the count check and the board share it)."""
        state = m.state
        if state is None:
            return None
        cached = self._views.get(m.id)
        if cached is not None and cached[0] is state:
            return cached[1]
        view = with_players(m.channel_view(state), m.picture_names())
        if m.status != MatchStatus.ACTIVE:
            self._views.pop(m.id, None)
            return view
        if len(self._views) >= VIEW_MEMORY:  # matches closed without a last look
            self._views.clear()
        self._views[m.id] = (state, view)
        return view

    def words_of(self, m: Match) -> Words:
        """The words of `m`'s server: what its channel shows is said in them."""
        return server_words(self.client, m.guild_id)

    def member_words(self, m: Match, user_id: int) -> Words:
        """The words to DM member `user_id` of `m` in: theirs as last heard, else the server's."""
        return member_words(self.client, user_id, m.guild_id)

    async def channel_of(self, m: Match) -> discord.abc.Messageable | None:
        """The match's channel (fetched when not cached), or None when it is unreachable."""
        ch = self.client.get_channel(m.channel_id)
        if ch is None:
            try:
                ch = await self.client.fetch_channel(m.channel_id)
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
        view = self.public_view(m)
        frames = view.get("count_frames") if view is not None else None
        if frames and report is not None:
            try:
                await self.animate_count(m, len(frames), interaction)
                interaction = None  # the count answered it; the board goes to the channel
            except discord.HTTPException as exc:
                log.info("match %s: the count could not be shown (%s)", m.id, exc)
        shown = False
        try:
            shown = await self._post(m, interaction)
        except Exception as exc:  # noqa: BLE001 - the announce loop retries it (and logs bugs)
            log.warning(
                "match %s: showing the board failed (%s); retrying in the background", m.id, exc
            )
            if interaction is not None:
                await tell_privately(interaction, private(interaction).say(BOARD_FOLLOWS))
            self.ensure_announced(m)
        if not shown and m.announced_ply < m.ply:
            self.ensure_announced(m)
        self.after_change(m)

    async def _post(self, m: Match, interaction: discord.Interaction | None) -> bool:
        """Under the match's lock: post the board of `m`'s newest ply — as the answer to
        `interaction`, else in the channel — and record it as announced. False when there
        is nothing to post (no state yet, or this ply is shown and nobody asks again)."""
        async with self._locks.setdefault(m.id, asyncio.Lock()):
            if m.state is None or (m.announced_ply >= m.ply and interaction is None):
                return False
            ply = m.ply
            spec = await self._board_spec(m)
            if interaction is None:
                ch = await self.channel_of(m)
                if ch is None:
                    raise ChannelGoneError(m.channel_id)
                message = await post(ch, spec)
            else:
                message = await retrying(
                    lambda: send(interaction, spec),
                    QUICK_ATTEMPTS,
                    f"match {m.id}: answering with the board",
                )
            await self._announced(m, ply, message.id)
            await self._remove_old_boards(m)
            return True

    async def repost(self, m: Match, interaction: discord.Interaction) -> None:
        """`/kitty board`: show the current board again as the answer (it becomes the
        current board message; the announced mark moves along)."""
        await self._post(m, interaction)
        self.after_change(m)

    async def _board_spec(self, m: Match) -> MessageSpec:
        view = self.public_view(m)
        assert view is not None and m.state is not None
        words = self.words_of(m)
        drawing = render_pool.board_with_alt
        png, alt = await render_pool.draw(drawing, view, m.game.title, words.lang)
        reports = self._pending.get(m.id, [])
        stored = []
        if m.state.outcome() is not None and not any(r.results for r in reports):
            # A final board shown without its finishing report (after a restart): the
            # rating changes come from the results committed with the last move.
            stored = await self.service.store.match_results(m.id)
        return presenter.board(m, reports, png, stored, alt, words)

    async def _announced(self, m: Match, ply: int, message_id: int | None) -> None:
        """Record that the board of `ply` is shown (as `message_id` when it is a new one)."""
        await self.service.notices.mark_announced(m, ply, message_id)
        left = [r for r in self._pending.get(m.id, []) if r.after_ply > ply]
        if left:
            self._pending[m.id] = left
        else:
            self._pending.pop(m.id, None)

    def ensure_announced(self, m: Match) -> None:
        """Start (once) the background loop that posts `m`'s board until it is shown."""
        task = self._loops.get(m.id)
        if task is not None and not task.done():
            return
        self._loops[m.id] = asyncio.create_task(self._announce_loop(m), name=f"kitty-board-{m.id}")

    async def _announce_loop(self, m: Match) -> None:
        attempt = 0
        while m.announced_ply < m.ply and self.service.matches.get(m.id) is m and not m.damaged:
            try:
                await self._post(m, None)
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

    # ----- replaced boards ------------------------------------------------------------
    async def _remove_old_boards(self, m: Match, *, store: bool = False) -> bool:
        """Delete every replaced board of `m` (one call each; the usual case is one), or,
        when a deletion fails, edit it into a plain "out of date" note without buttons.
        Boards confirmed gone or stripped leave `old_boards` (`Notices.boards_removed`): in
        memory at once, in the store with the next board — or now with `store` (the
        start-up sweep) and for a finished game's last board (no next board follows).
        True when none is left."""
        store = store or m.status != MatchStatus.ACTIVE
        old = [i for i in m.old_boards if i != m.board_message_id]
        if not old:
            if m.old_boards:
                await self.service.notices.boards_removed(m, m.old_boards, store=store)
            return True
        ch = await self.channel_of(m)
        if not has_messages(ch):
            return False
        done: list[int] = []
        for message_id in old:
            message = ch.get_partial_message(message_id)
            try:
                await message.delete()
            except discord.NotFound:
                pass  # a moderator (or an earlier attempt) removed it
            except Exception as exc:  # noqa: BLE001 - the fallback below, else retried later
                log.info("match %s: old board %s not deleted (%s)", m.id, message_id, exc)
                try:
                    await edit(message, presenter.old_board(self.words_of(m)))
                except discord.NotFound:
                    pass
                except Exception as exc2:  # noqa: BLE001 - kept in old_boards, retried
                    log.info("match %s: old board %s not stripped (%s)", m.id, message_id, exc2)
                    continue
            done.append(message_id)
        if done:
            await self.service.notices.boards_removed(m, done, store=store)
        return len(done) == len(old)

    def sweep(self, m: Match) -> None:
        """Start (once) a background task removing `m`'s replaced boards (at start-up); what
        it cannot remove stays stored and is tried again after the next board."""
        task = self._sweeps.get(m.id)
        if task is not None and not task.done():
            return
        self._sweeps[m.id] = asyncio.create_task(self._sweep(m), name=f"kitty-sweep-{m.id}")

    async def _sweep(self, m: Match) -> None:
        try:
            async with self._locks.setdefault(m.id, asyncio.Lock()):
                await self._remove_old_boards(m, store=True)
        except Exception:
            log.exception("match %s: removing old boards failed", m.id)

    async def _adopt_strays(self, m: Match) -> None:
        """At start-up, for a match whose newest ply was never shown: a board may have been
        posted just before a crash and never recorded. The bot's messages after the
        recorded board that carry this match's buttons become old boards (removed once the
        caught-up board is posted)."""
        ch = await self.channel_of(m)
        me = self.client.user
        if ch is None or me is None:
            return
        after = discord.Object(m.board_message_id) if m.board_message_id else None
        strays: list[int] = []
        try:
            async for message in ch.history(limit=STRAY_SCAN, after=after):
                if message.author.id == me.id and _carries_match(message, m.id):
                    strays.append(message.id)
        except discord.HTTPException as exc:
            log.info("match %s: the channel could not be read for stray boards (%s)", m.id, exc)
            return
        if strays:
            await self.service.notices.add_old_boards(m, strays)

    async def catch_up(self) -> None:
        """At start-up: adopt boards posted but never recorded, post the board of every
        match whose committed ply was never shown (removing the boards it replaces), finish
        removing replaced boards, and deliver any secret that did not reach its player."""
        waiting = self.service.notices.unannounced()
        await asyncio.gather(*(self._adopt_strays(m) for m in waiting))
        for m in waiting:
            self.ensure_announced(m)
        for m in list(self.service.matches.values()):
            if m.old_boards and m not in waiting:
                self.sweep(m)
        for m in list(self.service.matches.values()):
            if m.state is not None and not m.damaged:
                self.deliver_secrets(m)

    async def edit_board(
        self, m: Match, report: TurnReport, interaction: discord.Interaction | None = None
    ) -> None:
        """A draft step (a set-up placement, a preview): edit the current board message in
        place — as the answer to `interaction` when it was clicked on that board, else in
        the channel — instead of posting a new board. When the message cannot be edited,
        the board is posted anew."""
        self.changed(m, report)
        try:
            async with self._locks.setdefault(m.id, asyncio.Lock()):
                ply = m.ply
                spec = await self._board_spec(m)
                if interaction is not None:
                    await edit_clicked(interaction, spec)
                else:
                    message = await self._board_message(m)
                    await retrying(
                        lambda: edit(message, spec),
                        QUICK_ATTEMPTS,
                        f"match {m.id}: editing the board",
                    )
                await self._announced(m, ply, None)
        except (discord.HTTPException, ChannelGoneError) as exc:
            log.info("match %s: the board could not be edited (%s); posting it anew", m.id, exc)
            await self.show(m)
            return
        self.after_change(m)

    async def _board_message(self, m: Match) -> discord.PartialMessage:
        ch = await self.channel_of(m)
        if m.board_message_id is None or not has_messages(ch):
            raise ChannelGoneError(m.channel_id)
        return ch.get_partial_message(m.board_message_id)

    async def animate_count(
        self, m: Match, frames: int, interaction: discord.Interaction | None
    ) -> None:
        """An end-of-game count (Cat and the Tower's five seconds): one frame of the
        simulation a second, edited into one message."""
        view = self.public_view(m)
        assert view is not None
        msg: discord.Message | None = None
        words = self.words_of(m)
        for i in range(frames):
            caption = view.get("count_caption", "")
            png = await render_pool.draw(render_pool.count_frame, view, i, words.lang)
            alt = describe(view, m.game.title, words.lang)
            spec = presenter.count_frame(caption, i, png, alt, words)
            if msg is not None:
                await asyncio.sleep(1)
                await edit(msg, spec)
            elif interaction is not None:
                msg = await send(interaction, spec)
            else:
                ch = await self.channel_of(m)
                if ch is None:
                    return
                msg = await post(ch, spec)
        await asyncio.sleep(1)

    def after_change(self, m: Match) -> None:
        """Secrets first (a player must see new cards before acting), then the AI."""
        self.deliver_secrets(m)
        if self.on_shown is None or m.status != MatchStatus.ACTIVE or m.damaged:
            return
        if m.ai_actors():  # an AI seat is to act: wake its loop
            self.on_shown(m)

    async def say(self, m: Match, text: Said | str) -> None:
        """Post a plain notice in the match's channel, in the server's language (retried;
        given up quietly)."""
        ch = await self.channel_of(m)
        if ch is None:
            return
        said_text = self.words_of(m).say(text)
        try:
            await retrying(lambda: ch.send(said_text), DM_ATTEMPTS, f"match {m.id}: notice")
        except discord.HTTPException as exc:
            log.info("match %s: notice not posted (%s)", m.id, exc)

    # ----- secrets ------------------------------------------------------------------
    def deliver_secrets(self, m: Match) -> None:
        """Send every changed secret of `m` by DM (in the background, one task per match).
        A game without hidden information has none to look for."""
        if not m.game.hidden_information or not self.service.notices.secrets_to_send(m):
            return
        task = self._dm_tasks.get(m.id)
        if task is not None and not task.done():
            task.add_done_callback(lambda _t: self.deliver_secrets(m))
            return
        self._dm_tasks[m.id] = asyncio.create_task(self._deliver(m), name=f"kitty-dm-{m.id}")

    async def _deliver(self, m: Match) -> None:
        for seat, secret in self.service.notices.secrets_to_send(m):
            user_id = m.seats[seat].user_id
            if user_id is None:
                continue
            member = self.member_words(m, user_id)
            png = await images.cards_png(presenter.secret_cards(secret), member.lang)
            spec = presenter.secret(m, secret, png, member)
            spec = with_answers(spec, m, seat, secret, self.service.turns.move_choices(m, user_id))
            closed = False
            try:
                user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
                await self._dm(user, spec, f"match {m.id}: DM to seat {seat}")
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
            await self.service.notices.mark_secret(m, seat, secret, closed=closed)
            if closed:
                await self._say_dm_closed(m, seat)

    async def _dm(self, user: discord.User, spec: MessageSpec, what: str) -> None:
        await retrying(lambda: post(user, spec), DM_ATTEMPTS, what)

    async def _say_dm_closed(self, m: Match, seat: int) -> None:
        ch = await self.channel_of(m)
        if ch is None:
            return
        text = self.words_of(m)("table-dm-closed", mention=m.mention(seat))
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
        tasks = [*self._loops.values(), *self._dm_tasks.values(), *self._sweeps.values()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
