"""The lobby card of each open lobby, kept showing the match's newest state.

Join, Leave, Rematch, Add AI, a seat pick, Start, Cancel and expiry all change a lobby at
any moment, and Discord answers their writes of the card late and in any order; the card's
message id is known only once its post is answered. So the card is never trusted to show
what a write sent:

- `write` sends a card made elsewhere (the first post, the clicked message's edit),
  rendered from the match right before it goes out. When another write of the card began
  meanwhile (the answers may have crossed) or the match changed since, or the write failed,
  the card is refreshed afterwards.
- `refresh` marks the card dirty and runs, once per match, a refresher that edits the
  recorded message to the newest state — rendered at edit time, not when it was asked
  for — until nothing changed during its last edit. A refresh asked before the message id
  is known is remembered and done once the post is answered. The refresher only edits: it
  never posts a second card.
- Every card is rendered in the server's language (`Publisher.words_of`).
- `close` records the closed card (started, cancelled, expired). From then on every write
  renders it, so a late lobby edit cannot stay on top of it.

The cards live in the process that serves the match (a cluster's lobby actions all reach
the owner), like the match itself.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TypeVar

import discord

from bot.matches import Match
from cogs import presenter
from cogs.message import MessageSpec, edit
from cogs.presenter import LOBBY_CLOSED, LOBBY_STARTED
from cogs.publisher import DM_ATTEMPTS, Publisher, has_messages, retrying
from data.rows import MatchStatus

log = logging.getLogger(__name__)
T = TypeVar("T")


@dataclass
class _Card:
    """What is known of one match's card."""

    #: Writes of the card begun so far (two writes in flight may land in either order).
    writes: int = 0
    in_flight: int = 0
    #: The closed card, once the lobby is closed.
    closed: MessageSpec | None = None
    #: A refresh is wanted (kept while the message id is not known yet).
    dirty: bool = False
    task: asyncio.Task[None] | None = None


def card_key(spec: MessageSpec) -> str:
    """What a card shows, as text: two specs with the same key look the same."""
    embeds = [e.to_dict() for e in spec.embeds or ()]
    view = spec.view.to_components() if spec.view is not None else None
    return json.dumps([spec.content, embeds, view], sort_keys=True, default=str)


class LobbyCards:
    """The lobby cards of every open lobby of this process."""

    def __init__(self, publisher: Publisher) -> None:
        self.publisher = publisher
        self._cards: dict[int, _Card] = {}

    def _card(self, m: Match) -> _Card:
        card = self._cards.get(m.id)
        if card is None:
            self._prune()
            card = self._cards[m.id] = _Card()
        return card

    def _prune(self) -> None:
        """Forget the idle cards of lobbies closed elsewhere (`/kitty cancel`)."""
        matches = self.publisher.service.matches
        for match_id, card in list(self._cards.items()):
            m = matches.get(match_id)
            idle = not card.in_flight and (card.task is None or card.task.done())
            if idle and (m is None or m.status != MatchStatus.LOBBY):
                del self._cards[match_id]

    async def stop(self) -> None:
        """Stop the refreshers (a card left behind is refreshed by the next change)."""
        tasks = [c.task for c in self._cards.values() if c.task is not None]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    def render(self, m: Match) -> MessageSpec:
        """The card `m` should show now: its lobby while it is one, else the closed card
        (the one `close` recorded, or a plain one saying the game started or the table
        closed) — never a lobby once the lobby is closed."""
        card = self._cards.get(m.id)
        if card is not None and card.closed is not None:
            return card.closed
        words = self.publisher.words_of(m)
        if m.status == MatchStatus.LOBBY:
            return presenter.lobby(m, words)
        started = m.status in (MatchStatus.ACTIVE, MatchStatus.FINISHED)
        return presenter.lobby_closed(m, LOBBY_STARTED if started else LOBBY_CLOSED, words)

    def close(self, m: Match, spec: MessageSpec) -> None:
        """`m`'s lobby is closed (started, cancelled, expired): its card shows `spec` from
        now on. Send it with `write` (the clicked message) or `refresh`."""
        self._card(m).closed = spec

    async def write(self, m: Match, send: Callable[[MessageSpec], Awaitable[T]]) -> T:
        """Send `m`'s card through `send` (a post or the clicked message's edit), rendered
        now; afterwards the card is refreshed when it may not show the newest state. What
        `send` raises is raised (the refresher still brings the card up to date)."""
        card = self._card(m)
        spec = self.render(m)
        try:
            result, stale = await self._tracked(m, card, spec, send)
        except BaseException:
            self.refresh(m)
            raise
        if stale or card.dirty:
            self.refresh(m)
        else:
            self._forget_if_closed(m, card)
        return result

    def refresh(self, m: Match) -> None:
        """Bring `m`'s card up to date in the background (coalesced: one refresher per
        match edits to the newest state; a refresh asked before the card's message id is
        known runs once it is)."""
        card = self._card(m)
        card.dirty = True
        if card.task is None or card.task.done():
            card.task = asyncio.create_task(self._refresher(m, card), name=f"kitty-lobby-{m.id}")

    async def _tracked(
        self, m: Match, card: _Card, spec: MessageSpec, send: Callable[[MessageSpec], Awaitable[T]]
    ) -> tuple[T, bool]:
        """`send(spec)`, and whether the card may be stale after it: another write began
        meanwhile, or `m` changed since `spec` was rendered."""
        card.writes += 1
        card.in_flight += 1
        begun, shown = card.writes, card_key(spec)
        try:
            result = await send(spec)
        finally:
            card.in_flight -= 1
        stale = card.writes != begun or card_key(self.render(m)) != shown
        return result, stale

    async def _refresher(self, m: Match, card: _Card) -> None:
        try:
            while card.dirty and m.lobby_message_id is not None:
                card.dirty = False
                spec = self.render(m)
                message = await self._message(m)
                if message is None:
                    return
                _, stale = await self._tracked(m, card, spec, self._editor(m, message))
                card.dirty = card.dirty or stale
        except discord.HTTPException as exc:
            log.info("match %s: lobby card not refreshed (%s)", m.id, exc)
        except Exception:  # the next change refreshes it again; a bug is logged
            log.exception("match %s: refreshing the lobby card failed", m.id)
        finally:
            self._forget_if_closed(m, card)

    @staticmethod
    def _editor(
        m: Match, message: discord.PartialMessage
    ) -> Callable[[MessageSpec], Awaitable[None]]:
        """Edits `message` to a spec, retrying Discord's transient failures."""

        async def send(spec: MessageSpec) -> None:
            what = f"match {m.id}: refreshing the lobby"
            await retrying(lambda: edit(message, spec), DM_ATTEMPTS, what)

        return send

    async def _message(self, m: Match) -> discord.PartialMessage | None:
        ch = await self.publisher.channel_of(m)
        if m.lobby_message_id is None or not has_messages(ch):
            return None
        return ch.get_partial_message(m.lobby_message_id)

    def _forget_if_closed(self, m: Match, card: _Card) -> None:
        """A closed lobby's card is forgotten once nothing of it is in flight."""
        if m.status == MatchStatus.LOBBY or card.in_flight:
            return
        if card.dirty and m.lobby_message_id is not None:
            return
        if card.task is not None and not card.task.done() and card.task is not _current():
            return
        if self._cards.get(m.id) is card:
            del self._cards[m.id]


def _current() -> asyncio.Task[object] | None:
    try:
        return asyncio.current_task()
    except RuntimeError:
        return None
