"""`bench.load` measures the bot's real answer path: tables playing at the same moment, every
move answered, and the deferral timer firing (as a real event loop fires it) when a move's
work outlasts Discord's safe time."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bench.load import run
from bench.sim_world import ChannelMessages, ForgetfulMessages
from bot.matches.turns import Turns


async def test_tables_at_once_are_all_answered_with_one_call_each() -> None:
    result = await asyncio.wait_for(run(3, 1.0, "towers"), 60)
    assert result["moves"] > 0 and result["refused"] == 0
    assert set(result["rest"]) <= {
        "interaction answer: message",
        "interaction answer: defer",
        "POST /webhooks/#/#",
        "DELETE /channels/#/messages/#",  # the board a new one replaced
    }, result["rest"]


@pytest.mark.parametrize("settle_timers", [False, True])
async def test_slow_moves_at_once_are_deferred_then_answered(
    monkeypatch: Any, settle_timers: bool
) -> None:
    """The bench's timers and SimCord's own both run the deferral: each slow move is deferred
    once and its board follows, while the other table's move is in flight."""
    real_play = Turns.play

    async def slow_play(self: Any, *args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(2.5)
        return await real_play(self, *args, **kwargs)

    monkeypatch.setattr(Turns, "play", slow_play)
    result = await asyncio.wait_for(run(2, 0.2, "towers", settle_timers=settle_timers), 60)
    assert result["moves"] == 2 and result["refused"] == 0
    rest = dict(result["rest"])
    # At most one more call a move: deleting the board the new one replaced.
    assert rest.pop("DELETE /channels/#/messages/#", 0.0) <= 1.0, result["rest"]
    assert rest == {"interaction answer: defer": 1.0, "POST /webhooks/#/#": 1.0}, result["rest"]


def test_simcord_forgets_old_messages_but_those_the_bot_may_still_edit() -> None:
    """`ForgetfulMessages` keeps a channel's newest messages and the ones its open match
    names (board, lobby), in channels made before and after it is installed."""
    pinned = {5}
    store = ForgetfulMessages(
        {1: {i: f"m{i}" for i in range(3)}}, lambda channel: pinned if channel == 1 else set()
    )
    keep = ChannelMessages.KEEP
    for i in range(3, 200):
        store[1][i] = f"m{i}"
        store.setdefault(2, {})[i] = f"n{i}"
        assert len(store[1]) <= 2 * keep + 1 and len(store[2]) <= 2 * keep + 1
    assert 5 in store[1] and 5 not in store[2] and 4 not in store[1]
    assert set(range(200 - keep, 200)) <= set(store[1]) & set(store[2])


async def test_a_long_run_keeps_no_request_log_or_transcript() -> None:
    """Every move is still accepted and counted by kind while SimCord keeps no request
    log, no transcript and a bounded history per channel."""
    result = await asyncio.wait_for(run(2, 3.0, "towers"), 90)
    assert result["moves"] > 2 * ChannelMessages.KEEP and result["refused"] == 0
    assert result["rest_per_move"] >= 1.0


async def test_simcord_stores_can_be_kept_for_comparison() -> None:
    result = await asyncio.wait_for(run(2, 0.5, "towers", keep_simcord_stores=True), 60)
    assert result["moves"] > 0 and result["refused"] == 0 and result["rest"]
