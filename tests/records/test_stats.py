"""Leaderboard ranks: equal ratings share a rank and the next rank skips ("1, 2, 2, 4")."""

from __future__ import annotations

import pytest

from bot.records.stats import competition_ranks


@pytest.mark.parametrize(
    ("ratings", "ranks"),
    [
        ([], []),
        ([1500], [1]),
        ([1600, 1500, 1400], [1, 2, 3]),
        ([1600, 1600, 1500], [1, 1, 3]),
        ([1600, 1550, 1550, 1550, 1500], [1, 2, 2, 2, 5]),
        ([1500, 1500, 1500], [1, 1, 1]),
        ([1600, 1500, 1500, 1400, 1400], [1, 2, 2, 4, 4]),
    ],
)
def test_ties_share_a_rank_and_the_next_rank_skips(ratings: list[int], ranks: list[int]) -> None:
    assert competition_ranks(ratings) == ranks
