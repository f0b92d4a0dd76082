"""Turns: a move is checked, played with the forced moves that follow and committed in
one transaction; stale or refused actions change nothing; a step that raises is refused
cleanly; many tables play at once."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from bot.core.errors import GameError, IllegalMoveError, NotYourTurnError, StaleMoveError
from bot.matches import MatchService, NotSeatedError
from bot.matches.service import MoveFailedError
from data.store import StoreBusyError
from tests.matches import race
from tests.matches.conftest import play_first_moves, table


async def test_a_move_is_checked_before_anything_changes(
    service: MatchService, racing: race.RaceGame
) -> None:
    m = await table(service, race.KEY)
    for user, text, error in (
        (2, "+1", NotYourTurnError),
        (3, "+1", NotSeatedError),
        (1, "  ", IllegalMoveError),
        (1, "+3", GameError),
    ):
        with pytest.raises(error):
            await service.turns.play(m.id, user, text)
    assert m.ply == 0 and await service.store.moves(m.id) == []
    assert [c.notation for c in service.turns.move_choices(m, 1)] == ["+1", "+2"]
    assert service.turns.move_choices(m, 2) == [] and service.turns.move_choices(m, 3) == []


async def test_a_turn_plays_the_forced_moves_after_it_in_one_commit(
    service: MatchService, racing: race.RaceGame
) -> None:
    m = await table(service, race.KEY, options={"start": 7})
    report = await service.turns.play(m.id, 1, "+1")  # 8: two forced +1s follow, the game ends
    assert [(str(a.who), a.forced) for a in report.applied] == [
        ("ann (Red)", False),
        ("bob (Blue)", True),
        ("ann (Red)", True),
    ]
    assert [str(x) for x in report.applied[-1].announcements] == ["The total is 10."]
    assert report.finished and report.after_ply == m.ply == 3
    assert m.status == "finished" and service.in_channel(1) is None
    assert [(r.seat, r.outcome) for r in report.results] == [(0, "win"), (1, "loss")]
    row = await service.store.get_match(m.id)
    assert row is not None and row.status == "finished" and row.ply == 3
    assert row.result == {"winners": [0], "reason": "reached ten", "scores": None}


async def test_heavy_games_apply_off_the_event_loop(
    service: MatchService, racing: race.RaceGame, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(race.RaceGame, "caps", replace(race.RaceGame.caps, heavy_moves=True))
    threads: list[str] = []
    original = race.RaceState.apply

    def recording(self: race.RaceState, move: int, seat: int | None = None) -> race.RaceState:
        threads.append(threading.current_thread().name)
        return original(self, move, seat)

    monkeypatch.setattr(race.RaceState, "apply", recording)
    with ThreadPoolExecutor(1, thread_name_prefix="apply") as pool:
        service.tables.apply_executor = pool
        m = await table(service, race.KEY, options={"start": 7})
        await service.turns.play(m.id, 1, "+1")
    assert len(threads) == 3 and all(t.startswith("apply") for t in threads)
    assert m.status == "finished"


async def test_a_stale_board_or_ai_move_is_refused(
    service: MatchService, racing: race.RaceGame
) -> None:
    m = await table(service, race.KEY)
    await service.turns.play(m.id, 1, "+1", expected_ply=0)
    with pytest.raises(StaleMoveError, match="moved on"):
        await service.turns.play(m.id, 2, "+1", expected_ply=0)
    with pytest.raises(StaleMoveError, match="AI was thinking"):
        await service.turns.play_seat(m, 1, "+1", expected_ply=0)
    await service.turns.play_seat(m, 1, "+1", expected_ply=1)
    assert m.ply == 2


async def test_two_clicks_on_one_board_commit_once(
    service: MatchService, racing: race.RaceGame
) -> None:
    m = await table(service, race.KEY)
    results = await asyncio.gather(
        service.turns.play(m.id, 1, "+1", expected_ply=0),
        service.turns.play(m.id, 1, "+2", expected_ply=0),
        return_exceptions=True,
    )
    assert sum(isinstance(r, StaleMoveError) for r in results) == 1
    assert m.ply == 1 and len(await service.store.moves(m.id)) == 1


async def test_many_tables_play_at_once(service: MatchService, racing: race.RaceGame) -> None:
    tables = [await table(service, race.KEY, channel=100 + i) for i in range(12)]

    async def play_out(m: Any) -> None:
        while m.status == "active":
            seat = m.state.to_move
            await service.turns.play(
                m.id, m.seats[seat].user_id, "+2" if m.state.total < 8 else "+1"
            )
            await asyncio.sleep(0)

    await asyncio.gather(*(play_out(m) for m in tables))
    for m in tables:
        assert m.status == "finished" and m.state.total == 10
        assert len(await service.store.moves(m.id)) == m.ply == 6  # 4 × +2, then +1, +1 forced
    assert not any(service.in_channel(100 + i) for i in range(12))


async def test_a_step_that_raises_is_refused_and_the_table_stays_playable(
    service: MatchService, monkeypatch: pytest.MonkeyPatch
) -> None:
    m = await table(service)
    state_type = type(m.state)
    original = state_type.apply
    calls = {"n": 0}

    def broken(self: Any, move: Any, seat: Any = None) -> Any:
        calls["n"] += 1
        if calls["n"] == 1:
            raise KeyError("fl7")
        return original(self, move, seat)

    monkeypatch.setattr(state_type, "apply", broken)
    assert m.state is not None
    move = m.game.move_choices(m.state, 0)[0].notation
    with pytest.raises(MoveFailedError, match="Nothing changed"):
        await service.turns.play(m.id, 1, move)
    assert m.ply == 0 and await service.store.moves(m.id) == []
    await service.turns.play(m.id, 1, move)
    assert m.ply == 1


async def test_a_failed_move_commit_leaves_memory_as_the_database(
    service: MatchService, tmp_path: Path
) -> None:
    m = await table(service)
    await play_first_moves(service, m, 1)
    before = (m.ply, m.game.encode_state(m.state), m.active_at)
    blocker = sqlite3.connect(tmp_path / "k.sqlite3", timeout=0)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StoreBusyError):
            await play_first_moves(service, m, 1)
    finally:
        blocker.rollback()
        blocker.close()
    assert (m.ply, m.game.encode_state(m.state), m.active_at) == before
    await play_first_moves(service, m, 1)
    assert m.ply == 2


async def test_resigning_ends_the_game_and_frees_the_channel(service: MatchService) -> None:
    m = await table(service)
    report = await service.turns.resign(m.id, 2)
    assert report.finished and [str(x) for x in report.applied[0].announcements] == [
        "bob (Blue) resigns."
    ]
    assert report.after.outcome() is not None and report.after.outcome().winners == (0,)
    assert service.in_channel(1) is None and m.status == "finished"
    assert [(e.seat, e.kind) for e in await service.store.moves(m.id)] == [(1, "resign")]
    with pytest.raises(GameError, match="over"):
        await service.turns.resign(m.id, 1)
