"""`bench.load` measures the bot's real answer path: tables playing at the same moment, every
move answered, and the deferral timer firing (as a real event loop fires it) when a move's
work outlasts Discord's safe time."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bench.load import run
from bot.matches import MatchService


async def test_tables_at_once_are_all_answered_with_one_call_each() -> None:
    result = await asyncio.wait_for(run(3, 1.0, "towers"), 60)
    assert result["moves"] > 0 and result["refused"] == 0
    assert set(result["rest"]) <= {
        "interaction answer: message",
        "interaction answer: defer",
        "POST /webhooks/#/#",
    }, result["rest"]


@pytest.mark.parametrize("settle_timers", [False, True])
async def test_slow_moves_at_once_are_deferred_then_answered(
    monkeypatch: Any, settle_timers: bool
) -> None:
    """The bench's timers and SimCord's own both run the deferral: each slow move is deferred
    once and its board follows, while the other table's move is in flight."""
    real_play = MatchService.play

    async def slow_play(self: Any, *args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(2.5)
        return await real_play(self, *args, **kwargs)

    monkeypatch.setattr(MatchService, "play", slow_play)
    result = await asyncio.wait_for(run(2, 0.2, "towers", settle_timers=settle_timers), 60)
    assert result["moves"] == 2 and result["refused"] == 0
    assert result["rest"] == {
        "interaction answer: defer": 1.0,
        "POST /webhooks/#/#": 1.0,
    }, result["rest"]
