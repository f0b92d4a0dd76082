"""The AI runner: owns one task per match whose AI seats are to act, shares the AI worker
pool fairly between tables, retries a failed AI turn, and never dies silently.

Fairness: at most `slots` searches run at once; a table with people at it goes before an
AI-only table, otherwise first come first served, and an AI-only table pauses between
moves (so watchers can follow, and so it cannot hold the pool). Failures: an AI turn that
raises is retried with backoff (a fresh seed each time); after `MAX_ATTEMPTS` the channel is
told, and `/kitty board` (or a restart) wakes the AI again.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import logging
from collections.abc import AsyncIterator, Callable
from concurrent.futures import Executor

import bot.ai
from bot.core.errors import StaleMoveError
from bot.core.play import ai_seed
from bot.matches import Match, MatchService
from cogs.message import server_words
from cogs.publisher import BACKOFF, Publisher
from data.rows import MatchStatus

log = logging.getLogger(__name__)

MAX_ATTEMPTS = 3
#: Seconds an AI-only table waits between two moves.
AI_ONLY_PACE = 2.0


class FairGate:
    """At most `slots` holders at once; waiters with a lower priority number go first,
    then in arrival order."""

    def __init__(self, slots: int) -> None:
        self._free = max(1, slots)
        self._waiting: list[tuple[int, int, asyncio.Future[None]]] = []
        self._seq = itertools.count()

    @contextlib.asynccontextmanager
    async def slot(self, priority: int) -> AsyncIterator[None]:
        if self._free > 0 and not self._waiting:
            self._free -= 1
        else:
            fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
            heapq.heappush(self._waiting, (priority, next(self._seq), fut))
            try:
                await fut
            except asyncio.CancelledError:
                if fut.done() and not fut.cancelled():
                    self._release()
                raise
        try:
            yield
        finally:
            self._release()

    def _release(self) -> None:
        while self._waiting:
            _, _, fut = heapq.heappop(self._waiting)
            if not fut.done():
                fut.set_result(None)
                return
        self._free += 1


def _log_failure(task: asyncio.Task[None]) -> None:
    """Log what escaped a task's own handling (its notice to the channel failing too)."""
    if not task.cancelled() and task.exception() is not None:
        log.error("%s ended with an error", task.get_name(), exc_info=task.exception())


class AiRunner:
    """Plays the AI seats of every match: one task per match, cancelled by `close`."""

    def __init__(
        self,
        service: MatchService,
        publisher: Publisher,
        pool: Callable[[], Executor],
        *,
        slots: int,
        pace: float = AI_ONLY_PACE,
    ) -> None:
        self.service = service
        self.publisher = publisher
        self.pool = pool
        self.gate = FairGate(slots)
        self.pace = pace
        self._tasks: dict[int, asyncio.Task[None]] = {}

    def wake(self, m: Match) -> None:
        """Start the AI loop of `m` unless it is running or no AI seat may act."""
        if m.status != MatchStatus.ACTIVE or m.damaged or not m.ai_actors():
            return
        task = self._tasks.get(m.id)
        if task is not None and not task.done():
            return
        task = asyncio.create_task(self._run(m), name=f"kitty-ai-{m.id}")
        task.add_done_callback(_log_failure)
        self._tasks[m.id] = task

    def running(self, m: Match) -> bool:
        """Is the AI loop of `m` running?"""
        task = self._tasks.get(m.id)
        return task is not None and not task.done()

    async def _run(self, m: Match) -> None:
        try:
            await self._loop(m)
        except asyncio.CancelledError:
            raise
        except Exception:  # never silently: the loop itself failed
            log.exception("match %s: the AI loop stopped", m.id)
            await self._say_stuck(m)

    async def _loop(self, m: Match) -> None:
        loop = asyncio.get_running_loop()
        failures = 0
        service = self.service
        while m.status == MatchStatus.ACTIVE and m.state is not None and not m.damaged:
            seats = m.ai_actors()
            if not seats:
                return
            seat, ply, before = seats[0], m.ply, m.state
            level = m.ai_level_of(seat)
            seed = ai_seed(m.seed, ply, seat, failures)
            try:
                async with self.gate.slot(1 if m.ai_only else 0):
                    if m.ply != ply:
                        continue
                    text = await loop.run_in_executor(
                        self.pool(),
                        bot.ai.choose_move,  # looked up at each turn (tests replace it)
                        m.game.key,
                        dict(m.game.view(before, seat)),
                        seat,
                        level,
                        seed,
                    )
                move = m.game.parse_move(before, text, seat)
                draft = m.game.is_draft(before, move, seat)
                report = await service.turns.play_seat(m, seat, text, expected_ply=ply)
            except StaleMoveError:
                continue
            except Exception:
                failures += 1
                log.exception(
                    "match %s: AI seat %s failed (attempt %s of %s)",
                    m.id,
                    seat,
                    failures,
                    MAX_ATTEMPTS,
                )
                if failures >= MAX_ATTEMPTS:
                    await self._say_stuck(m, seat)
                    return
                await asyncio.sleep(BACKOFF[failures - 1])
                continue
            failures = 0
            if (
                draft
                and report.after.outcome() is None
                and len(report.applied) == 1
                and m.board_message_id
            ):
                await self.publisher.edit_board(m, report)
            else:
                await self.publisher.show(m, report)
            if m.ai_only and self.pace > 0 and m.status == MatchStatus.ACTIVE:
                await asyncio.sleep(self.pace)

    async def _say_stuck(self, m: Match, seat: int | None = None) -> None:
        words = server_words(self.publisher.client, m.guild_id)
        if seat is not None and seat < len(m.seats):
            text = words("ctl-ai-stuck-seat", who=words.say(m.seat_label(seat)))
        else:
            text = words("ctl-ai-stuck")
        await self.publisher.say(m, text)

    async def close(self) -> None:
        """Cancel every AI task and wait for them to end."""
        tasks = list(self._tasks.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
