"""The AI's move depends only on (position, seed, level): two fresh Python processes, with
different string-hash seeds and one of them next to a process that burns CPU, choose the
same move for every game and level; and the wall-clock cap is only a safety net that says
so in the log when it stops a search."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from bot.ai import choose_decision
from bot.ai.heuristics.base import get_heuristic

ROOT = Path(__file__).resolve().parents[2]

#: Child process: for each case build the position (a seeded random game, `plies` in) and
#: print the move of each (level, seed) asked for.
CHILD = """
import json, random, sys
sys.path.insert(0, sys.argv[1])
from bot.ai import choose_move
from bot.ai.heuristics.base import acting_seat
from bot.core.registry import get_game
answers = []
for key, players, options, seed, plies, asks in json.loads(sys.argv[2]):
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
    view = json.loads(json.dumps(game.view(state, seat)))
    answers.append([choose_move(key, view, seat, level, s) for level, s in asks])
print(json.dumps(answers))
"""

#: Burns one core until killed.
BURNER = "while True: pass"

#: (game, players, options, seed, plies, [(level, seed), ...]); hard only where its search
#: settles early (a forced result), so the test stays fast on a loaded machine.
CASES: list[tuple[str, int, dict[str, Any], int, int, list[tuple[str, int]]]] = [
    ("towers", 2, {}, 3, 12, [("easy", 1), ("easy", 2), ("medium", 1)]),
    ("towers", 2, {}, 5, 90, [("medium", 7)]),
    ("stacktics", 2, {}, 3, 10, [("easy", 1), ("easy", 2), ("medium", 1)]),
    ("tumbling", 2, {}, 3, 10, [("easy", 1), ("easy", 2), ("medium", 1)]),
    ("kitty", 2, {"setup": "random"}, 3, 4, [("easy", 1), ("easy", 2), ("medium", 1)]),
    ("kitty", 2, {"setup": "random"}, 6, 16, [("hard", 1)]),
    ("kitty", 4, {"setup": "random"}, 3, 6, [("easy", 1), ("medium", 1)]),
]


def _ask(cases: list[Any], hash_seed: str) -> list[list[str]]:
    """The moves a fresh process chooses for `cases`, per case and ask."""
    env = dict(os.environ, PYTHONHASHSEED=hash_seed)
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(ROOT), json.dumps(cases)],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
        check=True,
    )
    return list(json.loads(done.stdout.strip().splitlines()[-1]))


@pytest.fixture
def busy_cpu() -> Iterator[None]:
    """Another process loading the CPU for the duration of the test."""
    burner = subprocess.Popen([sys.executable, "-c", BURNER])
    try:
        yield
    finally:
        burner.kill()
        burner.wait()


@pytest.mark.slow
def test_two_fresh_processes_choose_the_same_moves(busy_cpu: None) -> None:
    first = _ask(CASES, "1")
    second = _ask(CASES, "2")  # another string-hash seed; the burner runs throughout
    assert first == second
    assert [len(a) for a in first] == [len(c[5]) for c in CASES]
    assert all(all(a) for a in first)


def test_the_safety_cap_stops_a_runaway_search_and_says_so(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """On a clock that runs away (every reading 10 s later), the search stops at the cap,
    still answers with a legal move and logs a warning."""
    from bot.core.registry import get_game

    game = get_game("towers")
    state = game.new_state(2, 1, game.validate_options(2, {}))
    ticks = iter(range(10**9))
    runaway = SimpleNamespace(perf_counter=lambda: 10.0 * next(ticks))
    monkeypatch.setattr(sys.modules["bot.ai.decide"], "time", runaway)
    monkeypatch.setattr(sys.modules["bot.ai.alphabeta"], "time", runaway)
    with caplog.at_level(logging.WARNING, logger="bot.ai"):
        decision = choose_decision("towers", game.view(state, 0), 0, "hard", 3)
    assert decision.details["clock_stopped"]
    assert decision.nodes < get_heuristic("towers").levels["hard"].nodes
    assert any("safety cap" in r.getMessage() for r in caplog.records)
    game.parse_move(state, decision.notation, 0)


def test_an_ordinary_search_is_not_stopped_by_the_clock(caplog: pytest.LogCaptureFixture) -> None:
    from bot.core.registry import get_game

    game = get_game("stacktics")
    state = game.new_state(2, 1, game.validate_options(2, {}))
    with caplog.at_level(logging.WARNING, logger="bot.ai"):
        decision = choose_decision("stacktics", game.view(state, 0), 0, "medium", 3)
    assert not decision.details["clock_stopped"]
    assert not caplog.records


def test_the_arena_cpu_clock_ignores_the_wall_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """`bench.arena --clock cpu` (and `bench.ai_speed --clock cpu`): however fast the wall
    clock runs, the cap reads this process's CPU time, so the search does its whole budget
    and gives the seeded move."""
    from bench.arena import use_cpu_clock
    from bot.core.registry import get_game

    game = get_game("towers")
    state = game.new_state(2, 1, game.validate_options(2, {}))
    view = game.view(state, 0)
    seeded = choose_decision("towers", view, 0, "medium", 3)
    ticks = iter(range(10**9))
    runaway = SimpleNamespace(perf_counter=lambda: 10.0 * next(ticks))
    for name in ("bot.ai.decide", "bot.ai.alphabeta", "bot.ai.mcts"):
        monkeypatch.setattr(sys.modules[name], "time", runaway)  # restored after the test
    assert choose_decision("towers", view, 0, "medium", 3).details["clock_stopped"]
    use_cpu_clock()
    for name in ("bot.ai.decide", "bot.ai.alphabeta", "bot.ai.mcts"):  # the deadline too
        assert sys.modules[name].time.perf_counter is time.process_time, name
    decision = choose_decision("towers", view, 0, "medium", 3)
    assert not decision.details["clock_stopped"]
    assert (decision.notation, decision.nodes) == (seeded.notation, seeded.nodes)
