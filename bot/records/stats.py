"""A player's statistics from their stored results: per game played, won, drawn, lost,
rating, best win; and the current streak over all their games."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from bot.i18n import Said, said
from data.records import RatingRow, ResultRow


@dataclass(frozen=True)
class BestWin:
    match_id: int
    opponent: str
    rating: int


@dataclass(frozen=True)
class GameStats:
    game: str
    played: int
    wins: int
    draws: int
    losses: int
    rating: int | None
    best_win: BestWin | None


@dataclass(frozen=True)
class Streak:
    outcome: str  # 'win', 'draw' or 'loss'
    length: int

    def text(self) -> Said:
        """ "3 wins", said in the reader's language."""
        return said("rec-streak", outcome=self.outcome, count=self.length)


def per_game(
    results: Sequence[ResultRow], ratings: Mapping[str, RatingRow], best: Mapping[str, BestWin]
) -> list[GameStats]:
    """One line per game the player finished, in the order first played."""
    games: dict[str, list[ResultRow]] = {}
    for r in results:
        games.setdefault(r.game, []).append(r)
    out = []
    for game, rows in games.items():
        rating = ratings.get(game)
        out.append(
            GameStats(
                game=game,
                played=len(rows),
                wins=sum(r.outcome == "win" for r in rows),
                draws=sum(r.outcome == "draw" for r in rows),
                losses=sum(r.outcome == "loss" for r in rows),
                rating=None if rating is None else round(rating.rating),
                best_win=best.get(game),
            )
        )
    return out


def streak(results: Sequence[ResultRow]) -> Streak | None:
    """The run of equal outcomes ending with the newest game (results oldest first)."""
    if not results:
        return None
    last = results[-1].outcome
    n = 0
    for r in reversed(results):
        if r.outcome != last:
            break
        n += 1
    return Streak(last, n)


def competition_ranks(ratings: Sequence[int]) -> list[int]:
    """ "1, 2, 2, 4" ranks for numbers sorted best first (equal numbers share a rank)."""
    ranks: list[int] = []
    for i, value in enumerate(ratings):
        ranks.append(ranks[-1] if i and value == ratings[i - 1] else i + 1)
    return ranks
