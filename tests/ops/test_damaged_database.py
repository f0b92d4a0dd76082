"""A damaged or locked database file stops the bot with one paragraph for the operator and
a non-zero exit, before anything talks to Discord."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run_bot(tmp_path: Path, db: Path, **extra: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "KITTY_"))}
    env.update(
        {
            "DISCORD_TOKEN": "not-a-real-token",
            "KITTY_DATABASE": str(db),
            "PYTHONPATH": str(ROOT),
            **extra,
        }
    )
    return subprocess.run(
        [sys.executable, "-m", "bot"],
        check=False,
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )


def test_a_damaged_database_file_gives_one_paragraph_and_exit_1(tmp_path: Path) -> None:
    db = tmp_path / "kitty.sqlite3"
    db.write_bytes(b"SQLite format 3\x00" + b"\x13" * 5000)
    done = run_bot(tmp_path, db)
    assert done.returncode == 1
    err = done.stderr.strip()
    assert str(db) in err and "backup" in err and "Traceback" not in err
    assert len(err.splitlines()) == 1


def test_a_file_that_is_not_a_database_gives_one_paragraph(tmp_path: Path) -> None:
    db = tmp_path / "notes.txt"
    db.write_text("shopping list\n" * 400)
    done = run_bot(tmp_path, db)
    assert (
        done.returncode == 1 and "not a database" in done.stderr and "Traceback" not in done.stderr
    )


@pytest.mark.slow
def test_a_locked_database_is_waited_for_then_explained(tmp_path: Path) -> None:
    db = tmp_path / "kitty.sqlite3"
    blocker = sqlite3.connect(db, isolation_level=None)
    blocker.execute("PRAGMA journal_mode=DELETE")
    blocker.execute("BEGIN EXCLUSIVE")
    blocker.execute("CREATE TABLE other_program (x)")
    try:
        done = run_bot(tmp_path, db, KITTY_DATABASE_LOCK_WAIT="1")
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert done.returncode == 1
    assert "locked" in done.stderr and str(db) in done.stderr and "Traceback" not in done.stderr
