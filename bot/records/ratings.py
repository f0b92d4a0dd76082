"""Ratings with openskill's Plackett-Luce model (Weng-Lin): 2 to 4 players, shared wins
and draws as tied ranks, teams as lists of players.

A rating is (mu, sigma), starting at openskill's (25, 25/3). The number players see is
`display(mu, sigma) = 1500 + 20 * (mu - 3 * sigma)` — openskill's conservative `ordinal`
scaled so a newcomer shows 1500 and it rises as the system grows sure of a player's skill.
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


def rate_seats(
    before: Sequence[Skill], ranks: Sequence[int], players: Sequence[str]
) -> list[Skill]:
    """New ratings per seat, each seat its own team. A player holding several seats (two
    AI seats of one level) gets one update: the mean of its seats' updates."""
    after = [team[0] for team in rate([[s] for s in before], ranks)]
    merged: dict[str, list[Skill]] = {}
    for p, s in zip(players, after):
        merged.setdefault(p, []).append(s)
    out = []
    for p in players:
        group = merged[p]
        out.append(
            Skill(sum(s.mu for s in group) / len(group), sum(s.sigma for s in group) / len(group))
        )
    return out


def format_rating(value: float) -> str:
    """1512 → "1 512": how ratings are shown (final board, leaderboards, stats)."""
    return f"{round(value):,}".replace(",", " ")
