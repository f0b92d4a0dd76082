"""Driving SimCord actors at the same moment.

SimCord refuses overlapping actor operations from different tasks (a guard against tests
that race by mistake). These tests race on purpose: inside `simultaneous(env)` the guard
is lifted, so `asyncio.gather` really delivers many interactions to the bot before any of
them is answered, and the bot handles them concurrently on its event loop.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Iterator
from typing import Any


@contextlib.contextmanager
def simultaneous(env: Any) -> Iterator[None]:
    depth = 0

    def begin(label: str) -> None:
        nonlocal depth
        depth += 1

    def end() -> None:
        nonlocal depth
        depth -= 1

    env._begin_operation, env._end_operation = begin, end
    try:
        yield
    finally:
        del env._begin_operation, env._end_operation


async def at_once(env: Any, actions: list[Awaitable[Any]]) -> list[Any]:
    """Run every action at the same moment; results in order (exceptions re-raised)."""
    with simultaneous(env):
        return list(await asyncio.gather(*actions))
