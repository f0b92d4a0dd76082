"""Time limits per move at the service level: deadlines stored with the move that starts a
turn, reminders and time-outs found by the clock check, the three choices after a
time-out — each with two tables at once — a failed write, a damaged clock, and restarts
(a restart never times anyone out by itself)."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from bot.core.errors import GameError, StaleMoveError
from bot.matches import Match, MatchService
from bot.matches.clocks import CLOCK, GRACE, REMIND, TIMEOUT, DeadlineQueue, clock_of
from bot.matches.errors import NotSeatedError
from bot.matches.turns import HANDED_OVER
from data.store import SqliteStore, StoreBusyError
from tests.matches import race
from tests.matches.conftest import (
    GUILD,
    NO_LIMITS,
    Clock,
    lobby,
    make_service,
    play_first_moves,
    table,
)

TEN_MIN = 600.0


async def timed(service: MatchService, channel: int, limit: float = TEN_MIN) -> Match:
    """A started Towers table (ann seat 0, bob seat 1) with `limit` seconds per move."""
    return await table(service, channel=channel, time_limit=limit)


async def reopen(service: MatchService, tmp_path: Path, clock: Clock) -> MatchService:
    await service.store.close()
    return await make_service(tmp_path / "k.sqlite3", clock=clock)


def due_kinds(service: MatchService) -> set[tuple[int, str]]:
    return {(d.match.id, d.kind) for d in service.timeouts.due_clocks()}


async def run_out(service: MatchService, clock: Clock, *tables: Match) -> None:
    """Let the clocks of `tables` run out; the time-out choices are shown for each."""
    clock.now += TEN_MIN
    due = [d for d in service.timeouts.due_clocks() if d.kind == TIMEOUT]
    assert {d.match.id for d in due} == {m.id for m in tables}
    await asyncio.gather(*(service.timeouts.mark_clock(d) for d in due))


async def test_deadlines_are_stored_with_the_move_and_fire_for_two_tables_at_once(
    tmp_path: Path,
) -> None:
    clock = Clock()
    service = await make_service(tmp_path / "k.sqlite3", clock=clock)
    a, b = await timed(service, 1), await timed(service, 2)
    assert clock_of(a) is not None and a.meta[CLOCK]["deadline"] == clock.now + TEN_MIN
    clock.now += 100
    await asyncio.gather(play_first_moves(service, a, 1), play_first_moves(service, b, 1))
    row = await service.store.get_match(a.id)
    assert row is not None and row.meta[CLOCK]["ply"] == 1  # stored with the move
    assert row.meta[CLOCK]["seats"] == [1] and row.meta[CLOCK]["deadline"] == clock.now + TEN_MIN
    clock.now += 0.75 * TEN_MIN - 1
    assert due_kinds(service) == set()
    clock.now += 1
    reminders = service.timeouts.due_clocks()
    assert {(d.match.id, d.kind, d.seats) for d in reminders} == {
        (a.id, REMIND, (1,)),
        (b.id, REMIND, (1,)),
    }
    await asyncio.gather(*(service.timeouts.mark_clock(d) for d in reminders))
    clock.now += 0.25 * TEN_MIN
    assert due_kinds(service) == {(a.id, TIMEOUT), (b.id, TIMEOUT)}  # reminded once only
    assert service.timeouts.due_clocks() == []  # popped: found once
    assert a.status == "active" and b.status == "active"  # a time-out ends nothing by itself
    await service.store.close()


async def test_claim_win_and_skip_at_two_tables_at_once(tmp_path: Path) -> None:
    clock = Clock()
    service = await make_service(tmp_path / "k.sqlite3", clock=clock)
    a, b = await timed(service, 1), await timed(service, 2)
    await run_out(service, clock, a, b)  # ann (seat 0) is late at both
    won, skipped = await asyncio.gather(
        service.timeouts.resolve_timeout(a.id, 2, 0, "win"),
        service.timeouts.resolve_timeout(b.id, 2, 0, "skip"),
    )
    assert won.report is not None and won.report.finished
    out = a.outcome()
    assert out is not None and out.winners == (1,) and str(out.reason) == "time-out"
    row = await service.store.get_match(a.id)
    assert row is not None and row.status == "finished" and row.result is not None
    assert row.result["reason"] == {"key": "core-time-out", "args": {}}
    results = await service.store.match_results(a.id)
    assert [(r.outcome, r.rated) for r in results] == [("loss", True), ("win", True)]
    stats = await service.store.player_results(GUILD, "u:2")
    assert [(r.match_id, r.outcome) for r in stats] == [(a.id, "win")]
    assert [(e.seat, e.kind) for e in await service.store.moves(a.id)] == [(0, "timeout")]
    # Skip: the AI plays this one move for ann at the table's level; the next turn is hers.
    assert skipped.seats == (0,) and b.ai_actors() == [0] and b.ai_level_of(0) == "medium"
    text = b.game.move_choices(b.state, 0)[0].notation
    await service.turns.play_seat(b, 0, text, expected_ply=0)
    assert b.ai_actors() == [] and clock_of(b) is not None and clock_of(b).seats == (1,)
    # The finished game replays from its log after a restart (the time-out entry included).
    service = await reopen(service, tmp_path, clock)
    assert service.matches.get(a.id) is None or service.matches[a.id].damaged is None
    await service.store.close()


async def test_an_ai_takes_over_the_seat_at_two_tables_and_keeps_it_after_a_restart(
    tmp_path: Path,
) -> None:
    clock = Clock()
    service = await make_service(tmp_path / "k.sqlite3", clock=clock)
    a, b = await timed(service, 1), await timed(service, 2)
    await run_out(service, clock, a, b)
    await asyncio.gather(
        service.timeouts.resolve_timeout(a.id, 2, 0, "ai"),
        service.timeouts.resolve_timeout(b.id, 2, 0, "ai"),
    )
    for m in (a, b):
        assert m.seats[0].ai_level == "medium" and m.seats[0].user_id == 1
        assert m.ai_actors() == [0] and clock_of(m) is None  # AI seats are never timed
        with pytest.raises(GameError, match="handed your seat to an AI"):
            await play_first_moves(service, m, 1)
    assert HANDED_OVER
    service = await reopen(service, tmp_path, clock)
    again = service.in_channel(1)
    assert again is not None and again.seats[0].is_ai and again.ai_actors() == [0]
    await service.store.close()


async def test_the_first_valid_choice_wins_and_bad_clicks_change_nothing(
    tmp_path: Path,
) -> None:
    clock = Clock()
    service = await make_service(tmp_path / "k.sqlite3", clock=clock)
    m = await timed(service, 1)
    with pytest.raises(GameError, match="not up yet"):
        await service.timeouts.resolve_timeout(m.id, 2, 0, "win")
    await run_out(service, clock, m)
    with pytest.raises(GameError, match="still move"):
        await service.timeouts.resolve_timeout(m.id, 1, 0, "win")  # the late player herself
    with pytest.raises(NotSeatedError):
        await service.timeouts.resolve_timeout(m.id, 9, 0, "win")
    with pytest.raises(GameError, match="does not offer"):
        await service.timeouts.resolve_timeout(m.id, 2, 0, "remove")
    with pytest.raises(StaleMoveError):
        await service.timeouts.resolve_timeout(m.id, 2, 5, "win")  # an old or forged ply
    assert m.ply == 0 and m.status == "active"
    first, second = await asyncio.gather(
        service.timeouts.resolve_timeout(m.id, 2, 0, "skip"),
        service.timeouts.resolve_timeout(m.id, 2, 0, "win"),
        return_exceptions=True,
    )
    assert not isinstance(first, BaseException) and first.choice == "skip"
    assert isinstance(second, StaleMoveError) and m.status == "active"
    await service.store.close()


async def test_the_late_player_may_still_move_and_the_choices_go_stale(tmp_path: Path) -> None:
    clock = Clock()
    service = await make_service(tmp_path / "k.sqlite3", clock=clock)
    m = await timed(service, 1)
    await run_out(service, clock, m)
    await play_first_moves(service, m, 1)
    with pytest.raises(StaleMoveError, match="moved on"):
        await service.timeouts.resolve_timeout(m.id, 2, 0, "win")
    c = clock_of(m)
    assert c is not None and c.seats == (1,) and not c.posted
    await service.store.close()


async def test_a_failed_write_leaves_the_time_out_open(tmp_path: Path) -> None:
    clock = Clock()
    service = await make_service(tmp_path / "k.sqlite3", clock=clock)
    a, b = await timed(service, 1), await timed(service, 2)
    await run_out(service, clock, a, b)
    blocker = sqlite3.connect(tmp_path / "k.sqlite3", timeout=0)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        results = await asyncio.gather(
            service.timeouts.resolve_timeout(a.id, 2, 0, "win"),
            service.timeouts.resolve_timeout(b.id, 2, 0, "ai"),
            return_exceptions=True,
        )
    finally:
        blocker.rollback()
        blocker.close()
    assert all(isinstance(r, StoreBusyError) for r in results)
    assert a.status == "active" and a.ply == 0 and not b.seats[0].is_ai
    report = (await service.timeouts.resolve_timeout(a.id, 2, 0, "win")).report
    assert report is not None and report.finished
    await service.store.close()


async def test_a_restart_never_times_anyone_out(tmp_path: Path) -> None:
    clock = Clock()
    service = await make_service(tmp_path / "k.sqlite3", clock=clock)
    a, b = await timed(service, 1), await timed(service, 2, limit=3 * 86400)
    await service.store.close()
    clock.now += 5 * 86400  # the bot was away past both deadlines
    service = await make_service(tmp_path / "k.sqlite3", clock=clock)
    a, b = service.matches[a.id], service.matches[b.id]
    assert service.timeouts.due_clocks() == []
    ca, cb = clock_of(a), clock_of(b)
    assert ca is not None and ca.deadline == clock.now + TEN_MIN  # the whole (short) limit
    assert cb is not None and cb.deadline == clock.now + GRACE  # at least the grace period
    row = await service.store.get_match(b.id)
    assert row is not None and row.meta[CLOCK]["deadline"] == clock.now + GRACE  # stored
    clock.now += GRACE
    assert due_kinds(service) >= {(a.id, TIMEOUT), (b.id, TIMEOUT)}
    assert a.status == b.status == "active"
    await service.store.close()


async def test_a_restart_keeps_time_outs_already_shown(tmp_path: Path) -> None:
    clock = Clock()
    service = await make_service(tmp_path / "k.sqlite3", clock=clock)
    m = await timed(service, 1)
    await run_out(service, clock, m)
    service = await reopen(service, tmp_path, clock)
    assert service.timeouts.due_clocks() == []  # shown before: not shown again
    report = (await service.timeouts.resolve_timeout(m.id, 2, 0, "win")).report
    assert report is not None and report.finished
    await service.store.close()


async def test_a_damaged_clock_counts_from_the_last_move(tmp_path: Path) -> None:
    clock = Clock()
    service = await make_service(tmp_path / "k.sqlite3", clock=clock)
    m = await timed(service, 1)
    await service.store.update_match(m.id, meta={CLOCK: {"ply": "zero", "deadline": []}})
    service = await reopen(service, tmp_path, clock)
    m = service.matches[m.id]
    c = clock_of(m)
    assert m.damaged is None and c is not None and c.deadline == m.active_at + TEN_MIN
    await service.store.close()


async def test_untimed_tables_and_lone_players_have_no_clock(tmp_path: Path) -> None:
    service = await make_service(tmp_path / "k.sqlite3")
    plain = await table(service, channel=1)
    solo = await service.lobby.create_lobby(
        guild_id=GUILD,
        channel_id=2,
        host_id=1,
        host_name="ann",
        game_key="towers",
        options={},
        time_limit=TEN_MIN,
    )
    await service.lobby.add_ai(solo.id, 1, "easy")
    await service.lobby.start(solo.id, 1)
    assert clock_of(plain) is None and clock_of(solo) is None and len(service.tables.deadlines) == 0
    await service.store.close()


async def test_three_players_remove_instead_of_claiming(
    tmp_path: Path, racing: race.RaceGame
) -> None:
    clock = Clock()
    service = await make_service(tmp_path / "k.sqlite3", clock=clock)
    m = await lobby(service, race.KEY, 1, players=3, time_limit=TEN_MIN)
    await service.lobby.join(m.id, 2, "bob")
    await service.lobby.join(m.id, 3, "cy")
    await service.lobby.start(m.id, 1)
    await run_out(service, clock, m)
    with pytest.raises(GameError, match="does not offer"):
        await service.timeouts.resolve_timeout(m.id, 2, 0, "win")
    done = await service.timeouts.resolve_timeout(m.id, 3, 0, "remove")
    assert done.seats == (0,) and m.seats[0].is_ai and m.status == "active"
    await service.store.close()


def test_the_queue_pops_only_what_is_due() -> None:
    q = DeadlineQueue()
    for i in range(100):
        q.push(float(i), i, 0, TIMEOUT)
    assert [mid for _, mid, _, _ in q.due(9.5)] == list(range(10))
    assert len(q) == 90 and q.next_due() == 10.0


async def test_a_restart_whose_write_fails_still_times_nobody_out(tmp_path: Path) -> None:
    clock = Clock()
    service = await make_service(tmp_path / "k.sqlite3", clock=clock)
    m = await timed(service, 1)
    await service.store.close()
    clock.now += 86400
    store = SqliteStore(tmp_path / "k.sqlite3", lock_wait=0.3, busy_timeout_ms=50)
    await store.open()
    service = MatchService(store, limits=NO_LIMITS, clock=clock)
    await service.loading.load_all()  # the rows, without resuming the clocks
    blocker = sqlite3.connect(tmp_path / "k.sqlite3", timeout=0)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        assert await service.timeouts.resume_clocks() == 1
    finally:
        blocker.rollback()
        blocker.close()
    c = clock_of(service.matches[m.id])
    assert c is not None and c.deadline == clock.now + TEN_MIN  # held in memory
    assert service.timeouts.due_clocks() == []
    row = await store.get_match(m.id)
    assert row is not None and row.meta[CLOCK]["deadline"] < clock.now  # not stored
    await store.close()
