"""`python -m bot play` for every game whose engine is in the tree: the AI plays a seeded
game to the end (or a few moves of the physics game) with `--watch`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.ai.conftest import needs_engine

ROOT = Path(__file__).resolve().parents[2]


def run_play(args: list[str], stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot", "play", *args],
        input=stdin,
        check=False,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=240,
    )


@pytest.mark.parametrize(
    "game",
    [
        pytest.param("kitty", marks=needs_engine("kitty")),
        pytest.param("stacktics", marks=needs_engine("stacktics")),
        pytest.param("tumbling", marks=needs_engine("tumbling")),
    ],
)
def test_watch_plays_to_the_end(game: str) -> None:
    done = run_play([game, "--ai", "easy", "--watch", "--seed", "2"])
    assert done.returncode == 0, done.stderr
    assert done.stdout.rstrip().endswith("Game over.")
    assert "(AI easy) plays" in done.stdout


@needs_engine("kitty")
def test_kitty_human_places_then_the_ai_answers() -> None:
    # Free set-up: the AI seat places its pieces at random; the human's `place random`
    # finishes the set-up; then the human passes and the AI (Yellow) moves.
    done = run_play(["kitty", "--ai", "easy", "--seed", "3"], stdin="place random\npass\n")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "Yellow (AI easy) plays place random" in out
    assert "Red (you)>" in out and "end of input" in out


@needs_engine("cattower")
def test_cattower_watch_makes_moves() -> None:
    done = run_play(["cattower", "--ai", "hard", "--watch", "--seed", "1", "--max-plies", "12"])
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("(AI hard) plays") == 12
    assert "Floors built:" in done.stdout
