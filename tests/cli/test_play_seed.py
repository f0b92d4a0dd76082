"""Terminal play picks a fresh seed per game, prints it first, and `--seed` replays it."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SEED_LINE = re.compile(r"^seed (\d+) — replay this game with --seed (\d+)$")


def watch(*extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "bot",
            "play",
            "towers",
            "--ai",
            "easy",
            "--watch",
            "--max-plies",
            "6",
            *extra,
        ],
        check=False,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )


def first_seed(out: str) -> int:
    match = SEED_LINE.match(out.splitlines()[0])
    assert match, out.splitlines()[0]
    assert match.group(1) == match.group(2)
    return int(match.group(1))


def test_each_game_gets_a_new_seed_that_replays_it() -> None:
    runs = [watch() for _ in range(3)]
    assert all(r.returncode == 0 for r in runs), runs[0].stderr
    seeds = [first_seed(r.stdout) for r in runs]
    assert len(set(seeds)) > 1  # not the same game every time
    again = watch("--seed", str(seeds[0]))
    assert again.stdout == runs[0].stdout


def test_a_given_seed_is_printed_too() -> None:
    done = watch("--seed", "7")
    assert done.returncode == 0, done.stderr
    assert first_seed(done.stdout) == 7


def test_no_png_is_written_without_png(tmp_path: Path) -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "bot",
            "play",
            "towers",
            "--ai",
            "easy",
            "--watch",
            "--max-plies",
            "2",
            "--seed",
            "1",
        ],
        check=False,
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=120,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 0, done.stderr
    assert list(tmp_path.iterdir()) == []
