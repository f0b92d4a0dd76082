"""The bot's worker processes (`bot.core.workers`): the AI pool is fresh 'spawn' interpreters
(never a fork of the bot and its threads) that choose the same moves as the bot's own
process, and a worker whose bot is already gone when it starts ends at once. That no worker
outlives a killed bot is tests/e2e/test_no_orphans.py."""

from __future__ import annotations

import dataclasses
import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.ai import choose_move
from bot.ai.heuristics.base import acting_seat
from bot.app import KittyBot
from bot.core.registry import get_game
from tests.e2e.conftest import make_settings
from tests.ops.worker_facts import facts

ROOT = Path(__file__).resolve().parents[2]

#: (game, players, options, seed, plies, level, AI seed): positions a seeded random game in.
CASES: list[tuple[str, int, dict[str, Any], int, int, str, int]] = [
    ("towers", 2, {}, 3, 12, "easy", 1),
    ("towers", 2, {}, 3, 12, "medium", 1),
    ("stacktics", 2, {}, 3, 10, "easy", 2),
    ("tumbling", 2, {}, 3, 10, "medium", 1),
    ("kitty", 2, {"setup": "random"}, 3, 4, "easy", 1),
    ("kitty", 4, {"setup": "random"}, 3, 6, "medium", 1),
    ("cattower", 2, {}, 3, 6, "easy", 1),
]


def ask(case: tuple[str, int, dict[str, Any], int, int, str, int]) -> tuple[Any, ...]:
    """The arguments of `choose_move` for `case` (the view as JSON, as the bot sends it)."""
    key, players, options, seed, plies, level, ai_seed = case
    game = get_game(key)
    state = game.new_state(players, seed, game.validate_options(players, options))
    rng = random.Random(seed)
    for _ in range(plies):
        seat = acting_seat(state)
        if seat is None:
            break
        moves = state.legal_moves(seat)
        state = state.apply(moves[rng.randrange(len(moves))], seat)
    seat = acting_seat(state)
    assert seat is not None
    view = json.loads(json.dumps(game.view(state, seat)))
    return key, view, seat, level, ai_seed


@pytest.fixture
def ai_bot(tmp_path: Path) -> KittyBot:
    """A bot whose AI searches in one process (KITTY_AI_WORKERS=1)."""
    settings = dataclasses.replace(make_settings(tmp_path / "kitty.sqlite3"), ai_workers=1)
    return KittyBot(settings, sync_on_start=False)


def test_the_ai_pool_is_fresh_processes_of_the_bot_that_load_the_games(
    ai_bot: KittyBot,
) -> None:
    ai_bot.start_ai_pool()  # what setup_hook does
    pool = ai_bot.ai_pool()
    try:
        parent, has_discord, games_loaded = pool.submit(facts).result(timeout=120)
    finally:
        pool.shutdown(wait=True)
    assert "discord" in sys.modules  # the bot has it loaded…
    assert not has_discord, "the AI worker is a fork of the bot"  # …a fresh worker does not
    assert parent == os.getpid()
    assert games_loaded, "the AI worker did not load the games when it started"


def test_the_ai_pool_chooses_the_moves_of_the_bots_own_process(ai_bot: KittyBot) -> None:
    asks = [ask(case) for case in CASES]
    here = [choose_move(*a) for a in asks]
    pool = ai_bot.ai_pool()
    try:
        there = [pool.submit(choose_move, *a).result(timeout=300) for a in asks]
    finally:
        pool.shutdown(wait=True)
    assert there == here
    assert all(here)


def test_a_worker_whose_bot_is_gone_when_it_starts_ends_at_once() -> None:
    """`watch_parent` of a pid that is not this process's parent (its bot ended while it was
    starting) exits with status 0 before the worker does anything else."""
    code = (
        "import sys; from bot.core.workers import watch_parent\n"
        "watch_parent(int(sys.argv[1]))\n"
        "print('still running')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(os.getpid() + 1)],  # not the child's parent
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0 and "still running" not in done.stdout, done.stderr
