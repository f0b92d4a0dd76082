"""Takebacks with consent and rematches at the service level: accepted, declined,
refused, against the AI, across a restart, on two tables at the same moment, and a log
whose takeback entry is damaged."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from bot.core.errors import GameError, PositionError, StaleMoveError
from bot.core.play import TAKEBACK, LogEntry, final_state, kept_steps, replay, takeback_target
from bot.core.registry import get_game
from bot.matches import Match, MatchService
from bot.matches.clocks import clock_of, limit_of
from bot.matches.errors import NotSeatedError
from bot.matches.models import Seat
from bot.matches.takeback import REQUEST, TABLE_OPTION, TakebackRefusedError
from data.store import ChannelBusyError
from tests.matches.conftest import Clock, lobby, play_first_moves, reopen, table


def encoded(m: Match) -> str:
    assert m.state is not None
    return json.dumps(m.game.encode_state(m.state), sort_keys=True)


async def two_moves_each(service: MatchService, m: Match) -> str:
    """ann and bob play one move each after ann's first; returns ann's position before her
    second move (the one a takeback by ann returns to)."""
    await play_first_moves(service, m, 2)
    before = encoded(m)
    await play_first_moves(service, m, 2)
    return before


# ----- the play loop ----------------------------------------------------------------------
def test_replay_applies_takebacks_and_refuses_a_damaged_one() -> None:
    game = get_game("towers")
    state: Any = game.new_state(2, 5, {})
    entries = []
    for ply in range(4):
        seat = state.to_move
        move = state.legal_moves(seat)[0]
        entries.append(LogEntry(ply, seat, "move", game.format_move(state, move)))
        state = state.apply(move, seat)
    steps = list(replay(game, 2, 5, {}, entries))
    assert takeback_target(steps, 0) == 2 and takeback_target(steps, 1) == 3
    back = [*entries, LogEntry(4, 0, TAKEBACK, "2")]
    again = final_state(game, 2, 5, {}, back)
    assert game.encode_state(again) == game.encode_state(steps[2].before)
    assert [s.entry.ply for s in kept_steps(replay(game, 2, 5, {}, back))] == [0, 1]
    # A takeback to an entry already undone, to the future, or to nothing is damage.
    for target in ("3", "5", "x"):
        with pytest.raises(PositionError):
            final_state(game, 2, 5, {}, [*back, LogEntry(5, 1, TAKEBACK, target)])


# ----- consent ------------------------------------------------------------------------------
async def test_accepted_returns_to_the_position_before_the_move(
    service: MatchService, tmp_path: Path
) -> None:
    m = await table(service)
    before = await two_moves_each(service, m)
    ply = m.ply
    assert await service.takebacks.request_takeback(m.id, 1) is None
    assert m.meta[REQUEST]["waiting"] == [1]
    with pytest.raises(GameError, match="You asked"):
        await service.takebacks.answer_takeback(m.id, 1, True, ply)
    with pytest.raises(GameError, match="already waiting"):
        await service.takebacks.request_takeback(m.id, 2)
    report = await service.takebacks.answer_takeback(m.id, 2, True, ply)
    assert report is not None and "takes back 2 moves" in str(report.applied[0].announcements[0])
    assert encoded(m) == before and m.ply == ply + 1 and REQUEST not in m.meta
    assert m.state is not None and m.state.to_move == 0
    log = await service.store.moves(m.id)
    assert (log[-1].kind, log[-1].move, log[-1].seat) == (TAKEBACK, "2", 0)
    # The log position keeps growing; play goes on from the restored position.
    await play_first_moves(service, m, 1)
    after_move = encoded(m)
    again = await reopen(service, tmp_path)
    m2 = again.get(m.id)
    assert encoded(m2) == after_move and m2.ply == ply + 2
    await again.store.close()


async def test_declined_or_lapsed_changes_nothing(service: MatchService) -> None:
    m = await table(service)
    await two_moves_each(service, m)
    now, ply = encoded(m), m.ply
    await service.takebacks.request_takeback(m.id, 2)
    assert await service.takebacks.answer_takeback(m.id, 1, False, ply) is None
    assert encoded(m) == now and m.ply == ply and REQUEST not in m.meta
    row = await service.store.get_match(m.id)
    assert row is not None and REQUEST not in row.meta
    with pytest.raises(StaleMoveError):
        await service.takebacks.answer_takeback(m.id, 1, True, ply)
    await service.takebacks.request_takeback(m.id, 2)
    await play_first_moves(service, m, 1)  # any move lapses the request
    with pytest.raises(StaleMoveError):
        await service.takebacks.answer_takeback(m.id, 1, True, ply)
    with pytest.raises(NotSeatedError):
        await service.takebacks.request_takeback(m.id, 99)


async def test_nothing_to_take_back_and_forbidden_tables(service: MatchService) -> None:
    m = await table(service)
    with pytest.raises(TakebackRefusedError, match="no move"):
        await service.takebacks.request_takeback(m.id, 1)
    f = await lobby(service, channel=2, meta={TABLE_OPTION: "forbidden"})
    await service.lobby.join(f.id, 2, "bob")
    await service.lobby.start(f.id, 1)
    await play_first_moves(service, f, 2)
    with pytest.raises(GameError, match="turned off"):
        await service.takebacks.request_takeback(f.id, 1)


async def test_against_the_ai_granted_at_once(service: MatchService) -> None:
    m = await lobby(service)
    await service.lobby.add_ai(m.id, 1, "easy")
    await service.lobby.start(m.id, 1)
    assert m.state is not None
    before = encoded(m)
    seat = m.state.to_move
    assert seat == 0
    await service.turns.play(m.id, 1, m.game.move_choices(m.state, 0)[0].notation)
    await service.turns.play_seat(
        m, 1, m.game.move_choices(m.state, 1)[0].notation, expected_ply=m.ply
    )
    report = await service.takebacks.request_takeback(m.id, 1)
    assert report is not None and encoded(m) == before


async def play_actors(service: MatchService, m: Match, n: int) -> list[tuple[int, str]]:
    """`n` moves, each the first legal move of the lowest seat that may act; returns each
    mover's seat with the position before its move."""
    played = []
    for _ in range(n):
        assert m.state is not None
        seat = min(m.state.actors())
        user = m.seats[seat].user_id
        assert user is not None
        played.append((seat, encoded(m)))
        await service.turns.play(m.id, user, m.game.move_choices(m.state, seat)[0].notation)
    return played


async def test_kitty_takeback_keeps_the_cards(service: MatchService) -> None:
    m = await table(service, "kitty", options={"objectives": True})
    played = await play_actors(service, m, 9)
    seat = played[-2][0]
    before = next(b for s, b in reversed(played) if s == seat)
    user, other = m.seats[seat].user_id, m.seats[1 - seat].user_id
    assert user is not None and other is not None
    await service.takebacks.request_takeback(m.id, user)
    await service.takebacks.answer_takeback(m.id, other, True, m.ply)
    assert m.state is not None and encoded(m) == before
    assert '"hands": [[]' not in before  # the objective cards are dealt and kept


async def test_cattower_takeback_restores_the_physics(service: MatchService) -> None:
    m = await table(service, "cattower", options={"mode": "competitive"})
    await play_first_moves(service, m, 2)
    before = encoded(m)
    assert m.state is not None and m.state.to_move is not None
    mover = m.seats[m.state.to_move].user_id
    other = next(s.user_id for s in m.seats if s.user_id != mover)
    assert mover is not None and other is not None
    await play_first_moves(service, m, 1)
    await service.takebacks.request_takeback(m.id, mover)
    await service.takebacks.answer_takeback(m.id, other, True, m.ply)
    assert encoded(m) == before


def test_refusals_come_from_the_game_when_cards_change() -> None:
    """Over seeded Kitty games, a step is refused exactly when a card changed hands or was
    shown; some steps are refused and most are not."""
    game = get_game("kitty")
    refused = allowed = 0
    for seed in range(4):
        state: Any = game.new_state(2, seed, game.validate_options(2, {"objectives": True}))
        for _ in range(200):
            if state.outcome() is not None:
                break
            seat = min(state.actors())
            moves = state.legal_moves(seat)
            move = moves[(seed * 7 + len(moves)) % len(moves)]
            after = state.apply(move, seat)
            reason = game.takeback_refusal(state, move, after)
            cards = (state.hands, state.revealed, state.pending) != (
                after.hands,
                after.revealed,
                after.pending,
            )
            assert reason is not None or not cards
            refused += reason is not None
            allowed += reason is None
            state = after
    assert allowed > refused > 0


# ----- two tables at once, and a damaged row -------------------------------------------------
async def test_two_tables_at_once(service: MatchService) -> None:
    a = await table(service, channel=1)
    b = await lobby(service, channel=2, host=3)
    await service.lobby.join(b.id, 4, "dan")
    await service.lobby.start(b.id, 3)
    before_a = await two_moves_each(service, a)
    before_b = await two_moves_each(service, b)
    await asyncio.gather(
        service.takebacks.request_takeback(a.id, 1), service.takebacks.request_takeback(b.id, 3)
    )
    got = await asyncio.gather(
        service.takebacks.answer_takeback(a.id, 2, True, a.ply),
        service.takebacks.answer_takeback(b.id, 4, True, b.ply),
    )
    assert all(r is not None for r in got)
    assert (encoded(a), encoded(b)) == (before_a, before_b)


async def three_kitty(service: MatchService) -> Match:
    m = await lobby(service, "kitty", players=3)
    await service.lobby.join(m.id, 2, "bob")
    await service.lobby.join(m.id, 3, "cat")
    return await service.lobby.start(m.id, 1)


async def test_two_answers_at_once_take_back_once(service: MatchService) -> None:
    m = await three_kitty(service)
    await play_actors(service, m, 3)
    ply = m.ply
    await service.takebacks.request_takeback(m.id, 1)
    got = await asyncio.gather(
        service.takebacks.answer_takeback(m.id, 2, True, ply),
        service.takebacks.answer_takeback(m.id, 3, True, ply),
    )
    assert sum(r is not None for r in got) == 1
    assert [e.kind for e in await service.store.moves(m.id)].count(TAKEBACK) == 1


async def test_a_damaged_takeback_entry_damages_the_match(
    service: MatchService, tmp_path: Path
) -> None:
    m = await table(service)
    await two_moves_each(service, m)
    await service.store.record_moves(m.id, m.ply, [(0, TAKEBACK, "99")], {"v": 0})
    again = await reopen(service, tmp_path)
    assert again.get(m.id).damaged
    with pytest.raises(GameError, match="damaged"):
        await again.takebacks.request_takeback(m.id, 1)
    await again.store.close()


# ----- rematch ------------------------------------------------------------------------------
async def finished(service: MatchService, channel: int = 1, ai: bool = False) -> Match:
    m = await lobby(service, channel=channel)
    if ai:
        await service.lobby.add_ai(m.id, 1, "hard")
    else:
        await service.lobby.join(m.id, 2, "bob")
    await service.lobby.start(m.id, 1)
    await service.turns.resign(m.id, 1)
    return m


async def test_rematch_rotates_the_seats(service: MatchService, tmp_path: Path) -> None:
    old = await finished(service)
    with pytest.raises(NotSeatedError):
        await service.rematches.rematch(old.id, 7, "eve")
    again = await reopen(service, tmp_path)  # works from the store after a restart
    new, created = await again.rematches.rematch(old.id, 1, "ann")
    assert created and new.status == "lobby" and new.host_id == 1
    assert [s.user_id for s in new.seats] == [1]
    await again.lobby.join(new.id, 2, "bob")
    assert [s.user_id for s in new.seats] == [2, 1]
    started = await again.lobby.start(new.id, 1)
    assert started.state is not None and started.state.to_move == 0
    with pytest.raises(ChannelBusyError):
        await again.rematches.rematch(old.id, 2, "bob")
    await again.store.close()


async def test_a_start_at_the_moment_of_a_rematch_join_sees_the_rotated_seats(
    service: MatchService,
) -> None:
    """The join writes the rotated order in the same change: a Start queued on the lobby
    while the join holds it (two tables at once) starts with the seats rotated, never in
    join order."""
    olds = [await finished(service, channel=c) for c in (1, 2)]
    news = [(await service.rematches.rematch(old.id, 1, "ann"))[0] for old in olds]

    async def start_behind_the_join(new: Match) -> Match:
        while not new.lock.locked():
            await asyncio.sleep(0)
        return await service.lobby.start(new.id, 1)

    await asyncio.gather(
        *(service.lobby.join(new.id, 2, "bob") for new in news),
        *(start_behind_the_join(new) for new in news),
    )
    for new in news:
        assert new.status == "active" and [s.user_id for s in new.seats] == [2, 1]
        assert new.state is not None and new.state.to_move == 0
        row = await service.store.get_match(new.id)
        assert row is not None and [Seat.from_json(x).user_id for x in row.seats] == [2, 1]


async def test_rematch_refused_before_the_end(service: MatchService) -> None:
    m = await table(service)
    with pytest.raises(GameError, match="over"):
        await service.rematches.rematch(m.id, 1, "ann")


async def test_rematch_brings_the_ai_and_two_clicks_open_one_lobby(service: MatchService) -> None:
    a = await finished(service, channel=1, ai=True)
    b = await finished(service, channel=2)
    (la, _), (lb1, c1), (lb2, c2) = await asyncio.gather(
        service.rematches.rematch(a.id, 1, "ann"),
        service.rematches.rematch(b.id, 1, "ann"),
        service.rematches.rematch(b.id, 2, "bob"),
    )
    assert [(s.user_id, s.ai_level) for s in la.seats] == [(None, "hard"), (1, None)]
    assert lb1 is lb2 and {c1, c2} == {True, False}
    assert [s.user_id for s in lb1.seats] == [2, 1]


async def test_records_show_the_game_as_played(service: MatchService) -> None:
    from bot.records.archive import load
    from bot.records.history import history_lines
    from bot.records.record import parse, replay_record

    m = await table(service)
    await two_moves_each(service, m)
    await service.takebacks.request_takeback(m.id, 1)
    await service.takebacks.answer_takeback(m.id, 2, True, m.ply)
    await play_first_moves(service, m, 1)
    await service.turns.resign(m.id, 2)
    got = await load(service.store, m.id, 5)
    _, steps = got.replay()
    lines = history_lines(got.game, steps, got.names)
    assert [str(line).split(".")[0] for line in lines] == [
        "1",
        "2",
        "↩ ann took back 2 moves",
        "3",
        "4",
    ]
    assert len(got.played()[1]) == 4
    record = parse(got.record().to_text())
    assert "takeback 2" in got.record().to_text()
    assert json.dumps(m.game.encode_state(replay_record(record).inner), sort_keys=True)  # replays


# ----- with the other table settings ----------------------------------------------------------
async def test_a_takeback_restarts_the_clock_of_the_restored_turn(service: MatchService) -> None:
    """On a timed table the player a takeback gives the move to gets a fresh, stored clock
    (the time of the moves taken back does not count against them)."""
    m = await table(service, time_limit=600.0)
    await two_moves_each(service, m)
    assert isinstance(service.tables.clock, Clock)
    service.tables.clock.now += 500  # most of bob's time has gone
    await service.takebacks.request_takeback(m.id, 1)
    await service.takebacks.answer_takeback(m.id, 2, True, m.ply)
    c = clock_of(m)
    assert c is not None and m.state is not None and m.state.to_move == 0
    assert (c.ply, c.started, c.deadline) == (
        m.ply,
        service.tables.clock.now,
        service.tables.clock.now + 600,
    )
    row = await service.store.get_match(m.id)
    assert row is not None and row.meta["clock"]["deadline"] == c.deadline


async def test_rematch_keeps_the_time_limit_and_the_takeback_setting(
    service: MatchService,
) -> None:
    m = await lobby(service, time_limit=120.0, meta={TABLE_OPTION: "forbidden"})
    await service.lobby.join(m.id, 2, "bob")
    await service.lobby.start(m.id, 1)
    await service.turns.resign(m.id, 1)
    new, _created = await service.rematches.rematch(m.id, 2, "bob")
    assert limit_of(new) == 120.0 and new.meta[TABLE_OPTION] == "forbidden"
