"""Ratings: openskill's own computation for 2–4 players and ties; who is rated (members,
AI levels; not cooperative games); a rating failing rolls the whole finishing move back."""

from __future__ import annotations

import itertools
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from openskill.models import PlackettLuce

from bot.core.protocol import Outcome
from bot.matches import MatchService
from bot.matches.limits import Limits
from bot.records import ratings
from bot.records.finish import seat_results
from data.store import SqliteStore

NO_LIMITS = Limits(lobbies_per_member=0, tables_per_guild=0, ai_only_per_guild=0, board_cooldown=0)


def test_a_newcomer_shows_1500() -> None:
    assert ratings.initial().display == 1500
    assert ratings.format_rating(1512.4) == "1 512"


@pytest.mark.parametrize(
    "ranks", [[1, 2], [2, 1], [1, 1], [1, 2, 3], [1, 2, 2], [1, 2, 3, 4], [1, 1, 3, 3]]
)
def test_rate_is_openskills_own_computation(ranks: list[int]) -> None:
    model = PlackettLuce()
    start = [ratings.Skill(25 + i, 8 - i) for i in range(len(ranks))]
    mine = ratings.rate([[s] for s in start], ranks)
    theirs = model.rate([[model.rating(mu=s.mu, sigma=s.sigma)] for s in start], ranks=ranks)
    assert [(m[0].mu, m[0].sigma) for m in mine] == [(t[0].mu, t[0].sigma) for t in theirs]


def test_teams_are_rated_as_teams() -> None:
    model = PlackettLuce()
    start = [[ratings.initial(), ratings.initial()], [ratings.initial(), ratings.Skill(30, 5)]]
    mine = ratings.rate(start, [1, 2])
    theirs = model.rate(
        [[model.rating(mu=s.mu, sigma=s.sigma) for s in team] for team in start], ranks=[1, 2]
    )
    assert [[(s.mu, s.sigma) for s in t] for t in mine] == [
        [(r.mu, r.sigma) for r in t] for t in theirs
    ]
    with pytest.raises(ValueError):
        ratings.rate([[ratings.initial()]], [1])


def test_ranks_from_outcomes() -> None:
    assert ratings.ranks_of(Outcome((1,), "x"), 2) == [2, 1]
    assert ratings.ranks_of(Outcome((), "draw"), 3) == [1, 1, 1]
    assert ratings.ranks_of(Outcome((0, 2), "shared"), 4) == [1, 2, 1, 2]
    assert ratings.ranks_of(Outcome((2,), "points", (5, 9, 12, 5)), 4) == [3, 2, 1, 3]


def test_cooperative_games_are_not_rated_and_everyone_shares_the_result() -> None:
    rows = seat_results(
        [None, None], Outcome((0, 1), "won"), ["u:1", "u:2"], [1, 2], ["a", "b"], True
    )
    assert [(r.outcome, r.rated) for r in rows] == [("win", False), ("win", False)]
    rows = seat_results([None, None], Outcome((), "fell"), ["u:1", "u:2"], [1, 2], ["a", "b"], True)
    assert [r.outcome for r in rows] == ["loss", "loss"]


def test_one_ai_level_in_two_seats_gets_one_update() -> None:
    rows = seat_results(
        [None, None, None],
        Outcome((0,), "x"),
        ["u:1", "ai:hard", "ai:hard"],
        [1, None, None],
        ["a", "AI 1", "AI 2"],
        False,
    )
    assert rows[1].after == rows[2].after and rows[1].mu == rows[2].mu
    assert rows[0].after is not None and rows[0].after > 1500


def test_a_game_without_a_member_rates_nobody() -> None:
    """Two seats of one AI level, or two AI levels, with no member: nobody is rated."""
    for players in (["ai:easy", "ai:easy"], ["ai:easy", "ai:hard"], ["ai:hard"] * 3):
        n = len(players)
        rows = seat_results(
            [None] * n,
            Outcome((0,), "x", tuple([29] + [7] * (n - 1))),
            players,
            [None] * n,
            [f"Kitty AI {i + 1}" for i in range(n)],
            False,
        )
        assert [r.outcome for r in rows] == ["win"] + ["loss"] * (n - 1)
        assert not any(r.rated for r in rows), players


def test_an_ai_level_is_rated_against_the_members_only() -> None:
    """A member, hard AI and easy AI: the member is rated against both AI seats, each AI
    level against the member alone (as if the other AI seat were not there)."""
    before = [ratings.initial(), ratings.Skill(27, 5), ratings.Skill(20, 6)]
    rows = seat_results(
        before,
        Outcome((1,), "x", (5, 9, 2)),
        ["u:1", "ai:hard", "ai:easy"],
        [1, None, None],
        ["ann", "Kitty AI 1", "Kitty AI 2"],
        False,
    )
    full = ratings.rate([[s] for s in before], [2, 1, 3])
    hard = ratings.rate([[before[0]], [before[1]]], [2, 1])
    easy = ratings.rate([[before[0]], [before[2]]], [1, 2])
    assert (rows[0].mu, rows[0].sigma) == (full[0][0].mu, full[0][0].sigma)
    assert (rows[1].mu, rows[1].sigma) == (hard[1][0].mu, hard[1][0].sigma)
    assert (rows[2].mu, rows[2].sigma) == (easy[1][0].mu, easy[1][0].sigma)


def test_the_loser_of_a_two_player_game_never_gains() -> None:
    """Over many 2-player results (members, AI levels, two seats of one AI level; any
    ratings before, with or without scores): the loser's shown rating never rises and the
    winner's never falls; a game without a member rates nobody."""
    rng = random.Random(27)
    pairs = (
        ["u:1", "u:2"],
        ["u:1", "ai:hard"],
        ["ai:easy", "u:2"],
        ["ai:easy", "ai:easy"],
        ["ai:easy", "ai:hard"],
    )
    for _ in range(3000):
        before = [ratings.Skill(rng.uniform(0, 50), rng.uniform(0.5, 25 / 3)) for _ in range(2)]
        winner = rng.randrange(2)
        players = pairs[rng.randrange(len(pairs))]
        scores = (rng.randrange(40), rng.randrange(40)) if rng.random() < 0.5 else None
        rows = seat_results(
            before,
            Outcome((winner,), "x", scores),
            players,
            [1 if p == "u:1" else 2 if p == "u:2" else None for p in players],
            ["a", "b"],
            False,
        )
        won, lost = rows[winner], rows[1 - winner]
        assert (won.outcome, lost.outcome) == ("win", "loss")
        if not any(p.startswith("u:") for p in players):
            assert not won.rated and not lost.rated, players
            continue
        assert lost.after is not None and lost.before is not None
        assert lost.after <= lost.before, (before, winner, players)
        assert won.after is not None and won.before is not None
        assert won.after >= won.before, (before, winner, players)


@pytest.fixture
async def service(tmp_path: Path) -> Any:
    store = SqliteStore(tmp_path / "k.sqlite3")
    await store.open()
    seeds = itertools.count(11)
    s = MatchService(store, seed_factory=lambda: next(seeds), limits=NO_LIMITS)
    yield s
    await store.close()


async def table(
    service: MatchService, game: str, channel: int, ai: str | None = None, **options: Any
) -> Any:
    m = await service.lobby.create_lobby(
        guild_id=5, channel_id=channel, host_id=1, host_name="ann", game_key=game, options=options
    )
    if ai:
        await service.lobby.add_ai(m.id, 1, ai)
    else:
        await service.lobby.join(m.id, 2, "bob")
    return await service.lobby.start(m.id, 1)


async def test_ai_levels_are_rated_and_ratings_build_on_each_other(service: MatchService) -> None:
    m = await table(service, "towers", 1, ai="hard")
    report = await service.turns.resign(m.id, 1)
    assert [(r.player, r.outcome, r.before, r.after) for r in report.results] == [
        ("u:1", "loss", 1500, report.results[0].after),
        ("ai:hard", "win", 1500, report.results[1].after),
    ]
    board = await service.store.leaderboard(5, "towers")
    assert [(r.player, r.games) for r in board] == [("ai:hard", 1), ("u:1", 1)]
    second = await table(service, "towers", 2, ai="hard")
    report2 = await service.turns.resign(second.id, 1)
    ann, ai = report2.results
    assert ann.before == report.results[0].after and ai.before == report.results[1].after
    first = ratings.rate([[ratings.initial()], [ratings.initial()]], [2, 1])
    again = ratings.rate([[first[0][0]], [first[1][0]]], [2, 1])
    assert (ann.after, ai.after) == (again[0][0].display, again[1][0].display)
    assert (await service.store.leaderboard(5, "towers"))[0].games == 2


async def test_an_ai_only_game_is_kept_but_changes_no_rating(service: MatchService) -> None:
    """Two easy AI seats play a whole game with the real store: both results are kept,
    unrated, and the leaderboard stays empty (it used to list "easy AI" at 1 516)."""
    lobby = await service.lobby.create_lobby(
        guild_id=5,
        channel_id=1,
        host_id=1,
        host_name="ann",
        game_key="towers",
        options={"quiet": 6},
    )
    await service.lobby.unseat_host(lobby.id, 1)
    await service.lobby.add_ai(lobby.id, 1, "easy")
    await service.lobby.add_ai(lobby.id, 1, "easy")
    m = await service.lobby.start(lobby.id, 1)
    assert all(s.is_ai for s in m.seats)
    report = None
    for _ in range(400):
        if m.status != "active":
            break
        state = m.state
        seat = state.to_move
        move = m.game.format_move(state, state.legal_moves(seat)[0])
        report = await service.turns.play_seat(m, seat, move, expected_ply=m.ply)
    assert m.status == "finished" and report is not None
    stored = await service.store.match_results(m.id)
    assert sorted(r.outcome for r in stored) in (["loss", "win"], ["draw", "draw"])
    assert not any(r.rated for r in stored) and not any(r.rated for r in report.results)
    assert await service.store.leaderboard(5, "towers") == []
    assert await service.store.ratings_of(5, "ai:easy") == {}


async def test_cat_and_the_tower_coop_is_not_rated_but_competitive_is(
    service: MatchService,
) -> None:
    coop = await table(service, "cattower", 1)
    report = await service.turns.resign(coop.id, 1)
    assert report.results and not any(r.rated for r in report.results)
    assert await service.store.leaderboard(5, "cattower") == []
    comp = await table(service, "cattower", 2, mode="competitive")
    report = await service.turns.resign(comp.id, 1)
    assert all(r.rated for r in report.results)
    assert len(await service.store.leaderboard(5, "cattower")) == 2


async def test_a_failing_rating_write_rolls_the_finishing_move_back(service: MatchService) -> None:
    m = await table(service, "towers", 1)
    await service.store.db.execute("DROP TABLE ratings")
    with pytest.raises(sqlite3.OperationalError, match="no such table: ratings"):
        await service.turns.resign(m.id, 1)
    assert m.status == "active" and m.ply == 0
    assert await service.store.moves(m.id) == []
    assert (await service.store.get_match(m.id)).status == "active"
