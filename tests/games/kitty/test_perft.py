"""Perft on the issue's saved position and the perft conventions of the rules file."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from bot.core.protocol import perft as protocol_perft
from bot.games.kitty import GAME
from tests.games.kitty.helpers import ISSUE_POSITION, notations, position


@pytest.mark.parametrize(("depth", "expected"), [(0, 1), (1, 62), (2, 3257), (3, 161104)])
def test_issue_position_perft(depth: int, expected: int) -> None:
    state = GAME.position_from_json(ISSUE_POSITION)
    assert GAME.perft(state, depth) == expected


def test_fast_perft_matches_the_state_walk() -> None:
    state = GAME.position_from_json(ISSUE_POSITION)
    assert protocol_perft(state, 2) == GAME.perft(state, 2) == 3257


def test_divide_sums_to_perft() -> None:
    state = GAME.position_from_json(ISSUE_POSITION)
    total = sum(GAME.perft(state.apply(m), 1) for m in state.legal_moves())
    assert total == 3257


def test_pass_is_always_a_move_and_terminal_after_a_round_of_passes() -> None:
    # Two lone pieces far apart: no board action at all, only Pass.
    state = position({"a1": "r", "g4": "y"})
    assert notations(state) == ["pass"]
    assert GAME.perft(state, 1) == 1
    assert GAME.perft(state, 2) == 1  # r passes, y passes: terminal leaf at depth 2
    assert GAME.perft(state, 3) == 0  # nothing below a finished game
    over = position({"a1": "r", "g4": "y"}, passes=2)
    assert over.outcome() is not None
    assert GAME.perft(over, 0) == 1 and GAME.perft(over, 1) == 0


def test_three_player_position_counts_every_action_kind() -> None:
    # Red's stack "yrr" (3 high) on d4, the centre. Its neighbours:
    #   d5 "ry" (Yellow's, 2): Stack yes; Flip no (3 > 2); Disassemble yes (2 reds > 1 yellow).
    #   e4 "bbb" (Blue's, 3): Stack yes (3 >= 3); Flip yes (2 <= 3 <= 3, f4 empty); no red inside.
    #   c4 "r" (Red's, 1): Stack yes.
    # Red's single piece on c4 can neither stack onto d4/d5 (taller) nor flip (1 high).
    state = position({"d4": "yrr", "d5": "ry", "e4": "bbb", "c4": "r", "a1": "y"}, players="ryb")
    assert sorted(notations(state)) == sorted(
        [
            "stack d4>d5",
            "disassemble d4>d5",
            "stack d4>e4",
            "flip d4>e4",
            "stack d4>c4",
            "pass",
        ]
    )
    assert GAME.perft(state, 1) == 6


def test_perft_cli_reads_the_rules_format(tmp_path) -> None:
    path = tmp_path / "pos.json"
    path.write_text(json.dumps(ISSUE_POSITION))
    out = subprocess.run(
        [sys.executable, "-m", "bot", "perft", "--position", str(path), "--depth", "2"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert out.stdout.strip().splitlines()[-1] == "3257"
