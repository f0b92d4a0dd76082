"""Towers perft: the issue's numbers from the start, and hand-counted small positions."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from bot.core.registry import get_game

G = get_game("towers")


@pytest.mark.parametrize("depth,count", [(1, 60), (2, 3_392), (3, 184_328)])
def test_perft_from_the_start(depth, count):
    start = G.new_state(2, 0, G.validate_options(2, {}))
    assert G.perft(start, depth) == count


def test_perft_small_position_counted_by_hand():
    # Yellow: a1 (1) may go to a2 (empty) or b1 (Blue, 1 high) → 2 moves.
    # After a1-a2: Blue b1 → a1, c1, b2 (all empty) = 3, or onto a2? a2 is not adjacent to b1.
    # After a1-b1: Yellow owns every tower → terminal, contributes 0 at depth 2.
    s = G.position_from_json(
        {"game": "towers", "to_move": "y", "stacks": {"a1": ["y"], "b1": ["b"]}}
    )
    assert G.perft(s, 1) == 2
    assert G.perft(s, 2) == 3


def test_perft_with_forced_pass_and_double_pass_end():
    # Yellow is boxed in (pass is its only move); Blue then has moves.
    s = G.position_from_json(
        {
            "game": "towers",
            "to_move": "y",
            "stacks": {"a1": ["y"], "a2": ["b", "b"], "b1": ["b", "b"]},
        }
    )
    assert G.perft(s, 1) == 1
    # Blue's towers: a2 → a1? a1 is 1 high ≤ 2: yes; a3; b2. b1 → a1, c1, b2 → 6 moves.
    assert G.perft(s, 2) == 6


def test_perft_command_line_prints_the_count_last(tmp_path):
    f = tmp_path / "p.json"
    f.write_text(
        json.dumps(
            {
                "game": "towers",
                "files": 6,
                "ranks": 6,
                "to_move": "y",
                "quiet": 0,
                "passes": 0,
                "stacks": {"a1": ["y"], "b1": ["b"]},
            }
        )
    )
    out = (
        subprocess.run(
            [
                sys.executable,
                "-m",
                "bot",
                "perft",
                "--position",
                str(f),
                "--depth",
                "2",
                "--divide",
            ],
            capture_output=True,
            text=True,
            check=True,
        )
        .stdout.strip()
        .splitlines()
    )
    assert out[-1] == "3"
    assert sorted(out[:-1]) == ["0 a1-b1", "3 a1-a2"]
