"""Ratings with openskill's Plackett-Luce model (Weng-Lin): 2 to 4 players, shared wins
and draws as tied ranks, teams as lists of players.

A rating is (mu, sigma), starting at openskill's (25, 25/3). The number players see is
`display(mu, sigma) = 1500 + 20 * (mu - 3 * sigma)` — openskill's conservative `ordinal`
scaled so a newcomer shows 1500 and it rises as the system grows sure of a player's skill.

Who is rated against whom (`rate_seats`): a member against every other player's seat; an AI
level (one identity per level, `ai:<level>`) against the members' seats only, so a game
without a member rates nobody and one level's seats are never rated against each other.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

from bot.core.protocol import Outcome

#: display = TARGET + ALPHA * (mu - Z * sigma)
TARGET, ALPHA, Z = 1500.0, 20.0, 3.0

_MODEL = PlackettLuce()


@dataclass(frozen=True)
class Skill:
    """One player's rating: openskill's mean and uncertainty."""

    mu: float
    sigma: float

    @property
    def display(self) -> int:
        return display(self.mu, self.sigma)


def initial() -> Skill:
    """The rating of a player who never played this game here."""
    r = _MODEL.rating()
    return Skill(r.mu, r.sigma)


def display(mu: float, sigma: float) -> int:
    """The number shown for (mu, sigma): 1500 for a newcomer (see the module docstring)."""
    return round(TARGET + ALPHA * (mu - Z * sigma))


def rate(teams: Sequence[Sequence[Skill]], ranks: Sequence[int]) -> list[list[Skill]]:
    """The new ratings of every team's players after a game in which team i finished at
    `ranks[i]` (1 is best; equal ranks tie). Promises openskill's own computation."""
    if len(teams) != len(ranks) or len(teams) < 2:
        raise ValueError("a rated game needs two or more teams, each with a rank")
    model_teams = [[_MODEL.rating(mu=s.mu, sigma=s.sigma) for s in team] for team in teams]
    rated = _MODEL.rate(model_teams, ranks=[float(r) for r in ranks])
    return [[Skill(r.mu, r.sigma) for r in team] for team in rated]


def ranks_of(outcome: Outcome, seats: int) -> list[int]:
    """Each seat's rank in `outcome`: winners (or everyone in a draw) 1; the others 2, or,
    when the game keeps scores, 2, 3, … by score (equal scores tie)."""
    if not outcome.winners:
        return [1] * seats
    losers = [s for s in range(seats) if s not in outcome.winners]
    ranks = [1] * seats
    if outcome.scores is None or len(outcome.scores) != seats:
        for s in losers:
            ranks[s] = 2
        return ranks
    distinct = sorted({outcome.scores[s] for s in losers}, reverse=True)
    for s in losers:
        ranks[s] = 2 + distinct.index(outcome.scores[s])
    return ranks


def results_of(outcome: Outcome, seats: int, cooperative: bool) -> list[str]:
    """'win', 'draw' or 'loss' per seat (a cooperative game is won or lost by everyone)."""
    if cooperative:
        return ["win" if outcome.winners else "loss"] * seats
    if not outcome.winners:
        return ["draw"] * seats
    return ["win" if s in outcome.winners else "loss" for s in range(seats)]


def is_member(player: str) -> bool:
    """Is this rating identity a member (`u:<id>`) rather than an AI level (`ai:<level>`)?"""
    return player.startswith("u:")


def rated_against(players: Sequence[str], seat: int) -> list[int]:
    """The seats seat `seat` is rated against: for a member, every seat of another player;
    for an AI level, the members' seats only (an AI level's rating says how it does against
    people, and one identity's seats are never rated against each other)."""
    me = players[seat]
    return [
        j
        for j, p in enumerate(players)
        if j != seat and p != me and (is_member(me) or is_member(p))
    ]


def _dense(ranks: Sequence[int]) -> list[int]:
    """Ranks renumbered 1, 2, … in the same order (equal ranks stay equal)."""
    order = sorted(set(ranks))
    return [order.index(r) + 1 for r in ranks]


def _held(before: Skill, after: Skill, sign: int) -> Skill:
    """`after`, its shown number kept from moving against `sign` (-1: it may not rise
    above `before`'s, for a seat that beat nobody; +1: it may not fall below, for a seat
    nobody beat). Only the uncertainty is changed — just enough: openskill widens sigma a
    little before every game and narrows it after, which can move the conservative number
    against the result although the mean moved with it."""
    if sign * (after.display - before.display) >= 0:
        return after
    sigma = before.sigma - (before.mu - after.mu) / Z  # the sigma that shows `before`
    held = Skill(after.mu, max(after.sigma, sigma) if sign < 0 else min(after.sigma, sigma))
    while sign * (held.display - before.display) < 0:  # float noise at a rounding boundary
        held = Skill(held.mu, held.sigma + sign * -1e-9)
    return held


def rate_seats(
    before: Sequence[Skill], ranks: Sequence[int], players: Sequence[str]
) -> list[Skill | None]:
    """New ratings per seat, each seat its own team, or None for a seat that is not rated.

    A seat is rated only against the seats `rated_against` gives (its own game: those
    seats and itself, with their ranks), so a game without a member rates nobody. A seat
    that beat none of them never shows a higher number after the game, and one that none
    of them beat never shows a lower one. A player holding
    several seats (two AI seats of one level) gets one update: the mean of its seats'."""
    per_seat: list[Skill | None] = []
    for i in range(len(players)):
        field = rated_against(players, i)
        if not field:
            per_seat.append(None)
            continue
        seats = [i, *field]
        got = rate([[before[j]] for j in seats], _dense([ranks[j] for j in seats]))[0][0]
        if all(ranks[i] >= ranks[j] for j in field) and any(ranks[i] > ranks[j] for j in field):
            got = _held(before[i], got, -1)
        elif all(ranks[i] <= ranks[j] for j in field) and any(ranks[i] < ranks[j] for j in field):
            got = _held(before[i], got, +1)
        per_seat.append(got)
    merged: dict[str, list[Skill]] = {}
    for p, s in zip(players, per_seat, strict=True):
        if s is not None:
            merged.setdefault(p, []).append(s)
    out: list[Skill | None] = []
    for p in players:
        group = merged.get(p)
        out.append(
            None
            if group is None
            else Skill(
                sum(s.mu for s in group) / len(group), sum(s.sigma for s in group) / len(group)
            )
        )
    return out


def format_rating(value: float) -> str:
    """1512 → "1 512": how ratings are shown (final board, leaderboards, stats)."""
    return f"{round(value):,}".replace(",", " ")
