"""The lobby card always ends up showing the stored seats, whatever two lobby actions do at
the same moment (issue 27, item 2).

Each race runs two actions with `asyncio.gather`. To make the interleaving reproducible,
Discord's answer to the first action's write of the lobby card is held back until the second
action is done: a new card is posted at once but its HTTP answer (which carries the message
id) arrives late; an edit is held before Discord applies it, so it lands after the other
action's (the out-of-order answers of a busy Discord). After things settle, the card SimCord
holds must list exactly the seats of the stored match — or, once the game started, be the
closed "started" card.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from simcord.http.client import FakeHTTPClient, FakeWebhookAdapter

from bot.matches.models import Seat
from cogs import presenter
from tests.e2e.helpers import current_match, open_game, private_text, resign
from tests.e2e.simultaneous import simultaneous

LOBBY_TITLE = "waiting for players"
STARTED = "The game has started"


def _embeds_of(body: Any) -> list[dict[str, Any]]:
    """The embeds a REST or interaction-callback body carries (none when it has none)."""
    if not isinstance(body, dict):
        return []
    data = body.get("data") if isinstance(body.get("data"), dict) else body
    embeds = data.get("embeds") if isinstance(data, dict) else None
    return list(embeds or [])


def _writes_lobby_card(body: Any) -> bool:
    """A write of a lobby card: a lobby, or the closed card once the game started."""
    return any(
        LOBBY_TITLE in str(e.get("title", "")) or STARTED in str(e.get("description", ""))
        for e in _embeds_of(body)
    )


def _creates(method: str, path: str, body: Any) -> bool:
    """A write that posts a new message (its answer carries the new id)."""
    if path.endswith("/callback"):
        return isinstance(body, dict) and body.get("type") == 4
    return method == "POST"


class HeldAnswer:
    """Holds back Discord's answer to the next write of a lobby card until `release()`:
    a new card is posted at once and its answer held; an edit is held before it is
    applied."""

    def __init__(self, env: Any, monkeypatch: pytest.MonkeyPatch) -> None:
        self.env = env
        self.armed = False
        self.held = asyncio.Event()
        self.released = asyncio.Event()
        for cls in (FakeWebhookAdapter, FakeHTTPClient):
            monkeypatch.setattr(cls, "request", self._wrap(cls.request))

    def _wrap(self, original: Any) -> Any:
        gate = self

        async def request(client: Any, route: Any, *args: Any, **kwargs: Any) -> Any:
            body = kwargs.get("payload", kwargs.get("json"))
            if kwargs.get("multipart"):
                body = _multipart_json(kwargs["multipart"])
            if not gate.armed or not _writes_lobby_card(body):
                return await original(client, route, *args, **kwargs)
            gate.armed = False
            gate.held.set()
            path = route.url.split("?", 1)[0]
            if _creates(route.method, path, body):
                result = await original(client, route, *args, **kwargs)
                await gate.wait()
                return result
            await gate.wait()
            return await original(client, route, *args, **kwargs)

        return request

    async def wait(self) -> None:
        await self.env.external_wait(self.released.wait(), reason="a held Discord answer")

    def arm(self) -> None:
        self.armed, self.held, self.released = True, asyncio.Event(), asyncio.Event()

    def release(self) -> None:
        self.armed = False
        self.released.set()


def _multipart_json(form: list[dict[str, Any]]) -> Any:
    """The JSON part of a multipart body (a message with files)."""
    for part in form:
        if part.get("name") == "payload_json":
            return json.loads(part["value"])
    return None


Action = Callable[[], Awaitable[Any]]


async def race(t: Any, gate: HeldAnswer, first: Action, second: Action) -> None:
    """`first` and `second` at the same moment; the first lobby-card write (the first
    action's) is answered only once `second` is done. Then everything settles."""

    async def after_the_hold() -> None:
        await asyncio.wait_for(gate.held.wait(), timeout=30)
        try:
            await second()
        finally:
            gate.release()

    gate.arm()
    with simultaneous(t.env):
        await asyncio.gather(first(), after_the_hold())
    await t.env.settle()


async def assert_card_shows_the_store(t: Any) -> None:
    """The card SimCord holds lists exactly the seats of the stored match (or is the
    closed card once the game started), and it is the only lobby card in the channel."""
    m = current_match(t)
    row = await t.env.bot.store.load_match(m.id)
    assert m.lobby_message_id is not None and row.lobby_message_id == m.lobby_message_id
    cards = [msg for msg in t.channel.history() if _is_card_of(msg, m)]
    assert [c.id for c in cards] == [m.lobby_message_id], "exactly one lobby card"
    card = cards[0].embeds[0]
    stored = [Seat.from_json(s) for s in row.seats]
    assert stored == m.seats
    if row.status == "lobby":
        assert LOBBY_TITLE in (card.title or "")
        expected = "\n".join(f"{i + 1}. {presenter.seat_line(m, i)}" for i in range(len(m.seats)))
        assert card.fields[0].value == (expected or "—")
        assert len(stored) == len(card.fields[0].value.splitlines())
    else:
        assert row.status == "active"
        assert STARTED in (card.description or "") and not cards[0].components


def _is_card_of(msg: Any, m: Any) -> bool:
    """`msg` is a lobby card of `m` (the recorded one, or another showing its lobby)."""
    if msg.id == m.lobby_message_id:
        return True
    if not msg.embeds:
        return False
    embed = msg.embeds[0]
    return LOBBY_TITLE in (embed.title or "") and f"Match #{m.id}" in (embed.footer.text or "")


# ----- the actions ------------------------------------------------------------------------
async def finished_game(t: Any) -> Any:
    """Alice and Bob finished a Kitty game; returns its final board."""
    await open_game(t, "kitty")
    await resign(t.alice, t.channel)
    return t.channel.last_message


def card(t: Any) -> Any:
    m = current_match(t)
    return next(msg for msg in t.channel.history() if msg.id == m.lobby_message_id)


def newest_card(t: Any) -> Any:
    """The newest lobby card in the channel (its id may not be recorded yet)."""
    return next(
        msg
        for msg in reversed(t.channel.history())
        if msg.embeds and LOBBY_TITLE in (msg.embeds[0].title or "")
    )


async def add_ai(actor: Any, message: Any) -> None:
    choice = await actor.click(message, label="Add AI")
    assert "Which AI" in private_text(choice)
    await actor.click(choice.response, label="Easy AI")


async def open_lobby(t: Any, *joiners: Any) -> Any:
    await t.alice.slash(t.channel, "kitty start kitty")
    lobby = t.channel.last_message
    for who in joiners:
        await who.click(lobby, label="Join")
    return lobby


# ----- races on a rematch lobby whose card is being posted -------------------------------
async def test_two_rematch_clicks_at_once(table: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    t = table
    final = await finished_game(t)
    gate = HeldAnswer(t.env, monkeypatch)
    await race(
        t,
        gate,
        lambda: t.alice.click(final, label="Rematch"),
        lambda: t.bob.click(final, label="Rematch"),
    )
    assert len(current_match(t).seats) == 2
    await assert_card_shows_the_store(t)


async def test_rematch_and_a_join_on_the_new_card(
    table: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = table
    final = await finished_game(t)
    gate = HeldAnswer(t.env, monkeypatch)
    await race(
        t,
        gate,
        lambda: t.alice.click(final, label="Rematch"),
        lambda: t.carol.click(newest_card(t), label="Join"),
    )
    assert [s.user_id for s in current_match(t).seats] == [t.alice.id, t.carol.id]
    await assert_card_shows_the_store(t)


async def test_rematch_and_add_ai(table: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    t = table
    final = await finished_game(t)
    gate = HeldAnswer(t.env, monkeypatch)
    await race(
        t,
        gate,
        lambda: t.alice.click(final, label="Rematch"),
        lambda: add_ai(t.alice, newest_card(t)),
    )
    assert len(current_match(t).seats) == 2
    await assert_card_shows_the_store(t)


async def test_rematch_and_a_rematch_then_leave(
    table: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = table
    final = await finished_game(t)
    gate = HeldAnswer(t.env, monkeypatch)

    async def join_then_leave() -> None:
        await t.bob.click(final, label="Rematch")
        await t.bob.click(newest_card(t), label="Leave")

    await race(t, gate, lambda: t.alice.click(final, label="Rematch"), join_then_leave)
    assert [s.user_id for s in current_match(t).seats] == [t.alice.id]
    await assert_card_shows_the_store(t)


async def test_rematch_and_start(table: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    t = table
    final = await finished_game(t)
    gate = HeldAnswer(t.env, monkeypatch)

    async def join_and_start() -> None:
        await t.bob.click(final, label="Rematch")
        await t.alice.click(newest_card(t), label="Start")

    await race(t, gate, lambda: t.alice.click(final, label="Rematch"), join_and_start)
    assert current_match(t).status == "active"
    await assert_card_shows_the_store(t)


async def test_a_failing_card_edit_still_ends_correct(
    table: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two Rematch clicks while the card is being posted, and the edit that brings the card
    up to date fails once with a Discord 5xx: it is retried and the card ends up right."""
    t = table
    final = await finished_game(t)
    gate = HeldAnswer(t.env, monkeypatch)
    t.env.inject_error("PATCH", "/channels/*/messages/*", status=503, times=1)
    await race(
        t,
        gate,
        lambda: t.alice.click(final, label="Rematch"),
        lambda: t.bob.click(final, label="Rematch"),
    )
    assert len(current_match(t).seats) == 2
    await assert_card_shows_the_store(t)
    patches = [r for r in t.env.backend.http_requests if r.method == "PATCH"]
    assert len(patches) >= 2  # the failed edit and its retry


# ----- races on an open lobby whose first edit lands late --------------------------------
PAIRS = {
    "join+join": lambda t, lobby: (
        lambda: t.carol.click(lobby, label="Join"),
        lambda: t.dave.click(lobby, label="Join"),
    ),
    "join+leave": lambda t, lobby: (
        lambda: t.carol.click(lobby, label="Join"),
        lambda: t.bob.click(lobby, label="Leave"),
    ),
    "leave+join": lambda t, lobby: (
        lambda: t.bob.click(lobby, label="Leave"),
        lambda: t.carol.click(lobby, label="Join"),
    ),
    "join+add-ai": lambda t, lobby: (
        lambda: t.carol.click(lobby, label="Join"),
        lambda: add_ai(t.alice, lobby),
    ),
    "add-ai+join": lambda t, lobby: (
        lambda: add_ai(t.alice, lobby),
        lambda: t.carol.click(lobby, label="Join"),
    ),
    "add-ai+start": lambda t, lobby: (
        lambda: add_ai(t.bob, lobby),
        lambda: t.alice.click(lobby, label="Start"),
    ),
    "leave+start": lambda t, lobby: (
        lambda: t.carol.click(lobby, label="Leave"),
        lambda: t.alice.click(lobby, label="Start"),
    ),
    "join+start": lambda t, lobby: (
        lambda: t.dave.click(lobby, label="Join"),
        lambda: t.alice.click(lobby, label="Start"),
    ),
    "start+join": lambda t, lobby: (
        lambda: t.alice.click(lobby, label="Start"),
        lambda: t.dave.click(lobby, label="Join"),
    ),
}


@pytest.mark.parametrize("pair", sorted(PAIRS))
async def test_two_lobby_actions_at_once(
    table: Any, monkeypatch: pytest.MonkeyPatch, pair: str
) -> None:
    t = table
    lobby = await open_lobby(t, t.bob, t.carol) if "start" in pair else await open_lobby(t, t.bob)
    gate = HeldAnswer(t.env, monkeypatch)
    first, second = PAIRS[pair](t, lobby)
    await race(t, gate, first, second)
    assert current_match(t).status == ("active" if "start" in pair else "lobby")
    await assert_card_shows_the_store(t)
