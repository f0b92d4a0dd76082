"""The answer to a move: one REST call that carries the board when the work fits in
Discord's time, a deferral and a follow-up only when it does not — with several tables
moving at the same moment, when Discord fails, and across a restart."""

from __future__ import annotations

import asyncio
from typing import Any

from bot.matches.turns import Turns
from cogs import message
from tests.e2e.conftest import make_bot
from tests.e2e.helpers import old_boards_stay
from tests.e2e.simultaneous import at_once

CALLBACK = "/interactions/*/callback"
TABLES = 4


async def open_tables(t: Any, n: int = TABLES) -> list[Any]:
    """`n` channels, each with a Towers game of Alice (Yellow, to move) against Bob."""
    channels = [t.channel] + [t.guild.create_text_channel(f"games-{i}") for i in range(1, n)]
    for ch in channels:
        await t.alice.slash(ch, "kitty start towers")
        await t.bob.click(ch.last_message, label="Join")
        await t.alice.click(ch.last_message, label="Start")
    return channels


def calls_since(t: Any, start: int) -> list[Any]:
    return list(t.env.http_requests[start:])


def callback_types(calls: list[Any]) -> list[int]:
    return [q.json.get("type") for q in calls if q.path.endswith("/callback")]


def match_in(t: Any, ch: Any) -> Any:
    return t.env.bot.service.in_channel(ch.id)


async def test_moves_at_once_are_answered_by_one_call_that_carries_the_board(
    table: Any, monkeypatch: Any
) -> None:
    """The common path: the answer carries the board in one call, and one more deletes the
    board it replaced (one live board per table). The deferral threshold is
    raised for this test so a loaded machine cannot turn it into a timing check (the
    deferral itself is tested below with work made slow on purpose)."""
    monkeypatch.setattr(message, "SAFE_SECONDS", 60.0)
    t = table
    channels = await open_tables(t)
    start = len(t.env.http_requests)
    results = await at_once(
        t.env, [t.alice.slash(ch, "kitty move", move="a1-a2") for ch in channels]
    )
    calls = calls_since(t, start)
    assert callback_types(calls) == [4] * TABLES, "one message answer per move, no deferral"
    assert len(calls) == 2 * TABLES, [f"{q.method} {q.path}" for q in calls]
    assert len([q for q in calls if q.method == "DELETE"]) == TABLES
    for ch, r in zip(channels, results, strict=True):
        assert not r.ephemeral and not r.deferred
        assert r.response is not None and r.response.attachments, "the answer is the board"
        m = match_in(t, ch)
        assert m.ply == 1 and m.announced_ply == 1
        assert m.board_message_id == r.response.id


async def test_slow_work_at_once_is_deferred_and_the_board_follows(
    table: Any, monkeypatch: Any
) -> None:
    t = table
    channels = await open_tables(t)
    real_play = Turns.play

    async def slow_play(self: Any, *args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(2.5)
        return await real_play(self, *args, **kwargs)

    monkeypatch.setattr(Turns, "play", slow_play)
    start = len(t.env.http_requests)
    results = await at_once(
        t.env, [t.alice.slash(ch, "kitty move", move="a1-a2") for ch in channels]
    )
    assert callback_types(calls_since(t, start)) == [5] * TABLES, "deferred once each"
    for ch, r in zip(channels, results, strict=True):
        # The follow-up fills the public "thinking…" in: the answer becomes the board.
        assert not r.ephemeral and r.deferred is False
        board = r.response
        assert board is not None and board.attachments, "the board follows"
        m = match_in(t, ch)
        assert m.ply == 1 and m.announced_ply == 1
        assert m.board_message_id == board.id


async def test_boards_at_once_that_fail_to_answer_are_shown_later(table: Any) -> None:
    t = table
    channels = await open_tables(t)
    t.env.inject_error("POST", CALLBACK, status=503, times=2 * TABLES)
    t.env.inject_error("POST", "/channels/*/messages", status=500, times=TABLES)
    results = await at_once(
        t.env, [t.alice.slash(ch, "kitty move", move="a1-a2") for ch in channels]
    )
    await t.env.settle()
    for ch, r in zip(channels, results, strict=True):
        m = match_in(t, ch)
        assert m.ply == 1 and m.announced_ply == 1, "the move stands and its board is shown"
        assert ch.last_message.id == m.board_message_id
        if r.ephemeral:
            assert "Your move was played" in (r.response.content if r.response else "")


async def test_after_a_restart_moves_at_once_still_take_one_call(table: Any, db_path: Any) -> None:
    t = table
    channels = await open_tables(t)
    await at_once(t.env, [t.alice.slash(ch, "kitty move", move="a1-a2") for ch in channels])
    await t.env.restart_bot(make_bot(db_path))
    start = len(t.env.http_requests)
    results = await at_once(t.env, [t.bob.slash(ch, "kitty move", move="b1-b2") for ch in channels])
    assert callback_types(calls_since(t, start)) == [4] * TABLES
    for ch, r in zip(channels, results, strict=True):
        assert not r.ephemeral and r.response is not None and r.response.attachments
        m = match_in(t, ch)
        assert m.ply == 2 and m.announced_ply == 2
        assert "bob (Blue) played **b1-b2**" in r.response.content


async def test_a_click_on_an_old_board_changes_nothing_and_costs_one_private_call(
    table: Any,
) -> None:
    t = table
    (ch,) = await open_tables(t, 1)
    old_board = ch.last_message
    with old_boards_stay(t.env):  # still shown (Discord refuses to remove it for now)
        await t.alice.slash(ch, "kitty move", move="a1-a2")
        start = len(t.env.http_requests)
        r = await t.bob.click(old_board, label="My moves")
    assert r.ephemeral
    assert len(calls_since(t, start)) == 1
    assert match_in(t, ch).ply == 1


async def test_a_move_draws_the_public_view_once_for_the_board_and_no_seat_views(
    table: Any, monkeypatch: Any
) -> None:
    """CPU per move: the count check and the board share one public view; a game without
    hidden information is not asked for each seat's secrets. (`Match.colour_index` draws
    views of its own for the seat colour; it is not counted here.)"""
    import traceback

    from bot.games.towers.game import TowersGame

    t = table
    (ch,) = await open_tables(t, 1)
    seen: list[int | None] = []
    real = TowersGame.seat_view

    def counting(self: Any, state: Any, seat: int | None) -> Any:
        if not any(f.name == "colour_index" for f in traceback.extract_stack(limit=8)):
            seen.append(seat)
        return real(self, state, seat)

    monkeypatch.setattr(TowersGame, "seat_view", counting)
    r = await t.alice.slash(ch, "kitty move", move="a1-a2")
    assert not r.ephemeral and match_in(t, ch).announced_ply == 1
    assert seen == [None], seen
