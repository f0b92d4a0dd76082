"""Perft from every start (the issue's numbers; 7×7 our own, cross-checked by hand below)
and small positions counted by hand."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from bot.core.protocol import perft as generic_perft
from tests.games.stacktics.helpers import GAME, position, start

STARTS = {
    "5x5": (31, 950, 33657),
    "4x4": (20, 380, 8498),
    "3x5": (16, 252, 4768),
    "6x6": (48, 2270, 122156),
    "7x6": (64, 4011, 276242),
    "7x7": (64, 4063, 289076),
}


@pytest.mark.parametrize("board", sorted(STARTS))
def test_perft_from_every_start(board: str) -> None:
    state = GAME.position_from_json(GAME.position_to_json(start(board=board)))
    assert tuple(GAME.perft(state, d) for d in (1, 2, 3)) == STARTS[board]


@pytest.mark.parametrize("board", ["4x4", "5x5"])
def test_the_fast_perft_agrees_with_the_state_walk(board: str) -> None:
    state = GAME.position_from_json(GAME.position_to_json(start(board=board)))
    assert generic_perft(state, 3) == GAME.perft(state, 3)


def test_perft_ignores_the_pie_rule() -> None:
    assert GAME.perft(start(board="4x4"), 2) == 380


def test_7x7_first_moves_by_hand() -> None:
    # Per tree: large 1 cell (corner trees 4, inner 3) = 17; medium loaded, range 3 at
    # size 5 (corner trees 4, inner 3) = 17; small alone, 6 diagonal cells each = 30.
    state = start(board="7x7")
    moves = [GAME.format_move(state, m) for m in state.legal_moves()]
    assert len([m for m in moves if m[0] == "L"]) == 17
    assert len([m for m in moves if m[0] == "M"]) == 17
    assert len([m for m in moves if m[0] == "S"]) == 30


def test_small_4x4_position_by_hand() -> None:
    # Red medium+small on a1, Blue lone large on d4.
    # Red: medium (loaded) a2 a3 b1 c1; small b2 c3 and the capture on d4 -> 7.
    # Blue's large after each: 9 when its lines are clear; 7 after Sa1-b2, 6 after
    # Sa1-c3 (diagonal blocked, a lone piece cannot capture), 0 after the capture.
    state = position({"a1": ["r2", "r1"], "d4": ["b3"]}, files=4, ranks=4, size=2)
    assert GAME.perft(state, 1) == 7
    assert GAME.perft(state, 2) == 4 * 9 + 7 + 6 + 0


def test_small_7x7_position_by_hand() -> None:
    # Red medium+small on a1, Blue lone small on g7 (size 5: loaded range 3).
    # Red: medium a2 a3 a4 b1 c1 d1; small b2 c3 d4 e5 f6 and the capture on g7 -> 12.
    # Blue's small slides down the long diagonal: 6 after a medium move; after the small
    # stops on b2..f6 it has 4, 3, 2, 1, 0; nothing after the capture.
    state = position({"a1": ["r2", "r1"], "g7": ["b1"]}, files=7, ranks=7, size=5)
    assert GAME.perft(state, 1) == 12
    assert GAME.perft(state, 2) == 6 * 6 + 4 + 3 + 2 + 1 + 0 + 0


def test_a_win_by_capture_is_terminal_in_perft() -> None:
    # 4×4 (threshold 6): taking a whole tree wins, so nothing is counted below it.
    state = position(
        {"a2": ["r3", "r2", "r1"], "c4": ["b3", "b2", "b1"]}, to_move="b", files=4, ranks=4, size=2
    )
    moves = {GAME.format_move(state, m) for m in state.legal_moves()}
    assert "Sc4xa2" in moves
    win = state.apply(GAME.parse_move(state, "Sc4xa2"))
    assert win.outcome() is not None and GAME.perft(win, 1) == 0
    assert GAME.perft(state, 2) == sum(GAME.perft(state.apply(m), 1) for m in state.legal_moves())


def test_the_perft_tool_reads_the_rules_file_format(tmp_path: Path) -> None:
    data = {
        "game": "stacktics",
        "files": 5,
        "ranks": 5,
        "size": 3,
        "to_move": "r",
        "captured": {"r": 0, "b": 0},
        "stacks": {"b1": ["r3", "r2", "r1"], "c5": ["b3", "b2", "b1"]},
    }
    path = tmp_path / "pos.json"
    path.write_text(json.dumps(data))
    out = subprocess.run(
        [sys.executable, "-m", "bot", "perft", "--position", str(path), "--depth", "2", "--divide"],
        capture_output=True,
        text=True,
        check=True,
        cwd=Path(__file__).resolve().parents[3],
    )
    lines = out.stdout.strip().splitlines()
    state = GAME.position_from_json(data)
    assert int(lines[-1]) == GAME.perft(state, 2)
    assert len(lines) - 1 == GAME.perft(state, 1)
