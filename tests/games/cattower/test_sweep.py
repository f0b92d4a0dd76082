"""A seeded sweep of long games by the careful builder, co-op (going higher from floor 15)
and competitive: no move raises, no view names another player's goal, every stored
snapshot loads back and Toto and the cats always stand on floors of the tower.

A sweep (about 25 s of CPU per game): run with `pytest --sweeps tests/games/cattower/test_sweep.py`
(or KITTY_SWEEPS=1); `KITTY_SWEEP_JOBS` sets the worker processes (default: every CPU)."""

from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor

import pytest

from tests.games.cattower.scan import Report, play_job

LONG_GAMES = 100  # games whose tower reached LONG_FLOOR
LONG_FLOOR = 15
MAX_GAMES = 160  # seeds tried at most
PLIES = 400  # a cap; the careful builder's games end by ~300 plies


def _seeds() -> list[tuple[str, int, int, int, int]]:
    """Co-op and competitive games alternately, 2-4 and 2-5 players."""
    out = []
    for i in range(MAX_GAMES):
        if i % 2 == 0:
            out.append(("coop", 2 + (i // 2) % 3, 17_000 + i, PLIES, 1))
        else:
            out.append(("competitive", 2 + (i // 2) % 4, 17_000 + i, PLIES, 1))
    return out


@pytest.mark.sweep
def test_long_seeded_games_raise_nothing_and_leak_nothing() -> None:
    jobs = int(os.environ.get("KITTY_SWEEP_JOBS", "0")) or os.cpu_count() or 1
    todo = _seeds()
    reports: list[Report] = []
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        while todo and sum(r.top >= LONG_FLOOR for r in reports) < LONG_GAMES:
            batch, todo = todo[: 2 * jobs], todo[2 * jobs :]
            for r in pool.map(play_job, batch):
                reports.append(r)
                print(
                    f"{r.mode:11} seed {r.seed} {r.players}p: {r.plies} plies, tower up to {r.top}, "
                    f"{r.climbs} climb steps, {len(r.problems)} problems; {r.ended}",
                    flush=True,
                )
                for problem in r.problems:
                    print("   ", problem, flush=True)
    problems = {
        f"{r.mode} seed {r.seed} ({r.players} players)": r.problems for r in reports if r.problems
    }
    assert problems == {}
    long = [r for r in reports if r.top >= LONG_FLOOR]
    assert len(long) >= LONG_GAMES, (
        f"only {len(long)} of {len(reports)} games reached floor {LONG_FLOOR}"
    )
    assert {r.mode for r in long} == {"coop", "competitive"}
    assert sum(r.climbs for r in reports if r.mode == "competitive") > 0
