"""`python -m bot backup FILE`: an online copy of the database that a bot can restart from."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from data.backup import BackupError, backup_database, database_size
from tests.e2e.conftest import make_bot
from tests.e2e.helpers import current_match, open_game, play, private_text

ROOT = Path(__file__).resolve().parents[2]


def _db(path: Path, rows: int = 3) -> Path:
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("CREATE TABLE matches (id INTEGER PRIMARY KEY, game TEXT)")
    db.executemany("INSERT INTO matches (game) VALUES (?)", [("towers",)] * rows)
    db.commit()
    db.close()
    return path


def test_backup_copies_verifies_and_refuses_to_overwrite(tmp_path: Path) -> None:
    src = _db(tmp_path / "live.sqlite3")
    target = tmp_path / "copies" / "b.sqlite3"
    report = backup_database(src, target)
    assert report.matches == 3 and report.target == target
    assert "integrity ok" in report.line() and "3 matches" in report.line()
    assert sqlite3.connect(target).execute("SELECT count(*) FROM matches").fetchone() == (3,)
    with pytest.raises(BackupError, match="--force"):
        backup_database(src, target)
    db = sqlite3.connect(src)
    db.execute("INSERT INTO matches (game) VALUES ('kitty')")
    db.commit()
    db.close()
    assert backup_database(src, target, force=True).matches == 4
    assert not list(target.parent.glob("*.part"))


def test_backup_refuses_a_missing_database_and_itself(tmp_path: Path) -> None:
    with pytest.raises(BackupError, match="no database"):
        backup_database(tmp_path / "nope.sqlite3", tmp_path / "b.sqlite3")
    src = _db(tmp_path / "live.sqlite3")
    with pytest.raises(BackupError, match="itself"):
        backup_database(src, src, force=True)
    assert database_size(tmp_path / "nope.sqlite3") is None
    assert (database_size(src) or 0) >= src.stat().st_size


def test_backup_command_reads_kitty_database_and_prints_one_line(tmp_path: Path) -> None:
    src = _db(tmp_path / "live.sqlite3")
    env = {
        "PATH": "/usr/bin:/bin",
        "PYTHONPATH": str(ROOT),
        "KITTY_DATABASE": str(src),
        "DISCORD_TOKEN": "",
    }
    run = [sys.executable, "-m", "bot", "backup"]
    done = subprocess.run(
        check=False,
        args=[*run, "copy.sqlite3"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert len(done.stdout.strip().splitlines()) == 1 and "integrity ok" in done.stdout
    again = subprocess.run(
        check=False,
        args=[*run, "copy.sqlite3"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=60,
    )
    assert (
        again.returncode == 1
        and "--force" in again.stderr
        and len(again.stderr.strip().splitlines()) == 1
    )
    forced = subprocess.run(
        check=False,
        args=[*run, "copy.sqlite3", "--force"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=60,
    )
    assert forced.returncode == 0, forced.stderr


async def test_backup_while_running_then_restore_continues_the_game(
    table: Any, tmp_path: Path, db_path: Path
) -> None:
    t = table
    await open_game(t)
    for actor, move in ((t.alice, "a1-a2"), (t.bob, "b1-c1"), (t.alice, "c3-c4")):
        await play(t, actor, move)
    saved = current_match(t)
    saved_ply, saved_state = saved.ply, saved.game.encode_state(saved.state)
    backup = tmp_path / "backups" / "kitty-backup.sqlite3"
    report = backup_database(db_path, backup)  # the bot is running, in WAL mode
    assert report.matches == 1
    await play(t, t.bob, "d1-e1")  # play on after the backup
    await play(t, t.alice, "a2-a3")
    assert current_match(t).ply == saved_ply + 2
    # Restore: the bot stops, the backup is put in place, a bot starts on it.
    await t.env.restart_bot(make_bot(backup))
    m = current_match(t)
    assert m is not None and m.status == "active" and m.damaged is None
    assert m.ply == saved_ply and m.game.encode_state(m.state) == saved_state
    r = await t.alice.slash(t.channel, "kitty move", move="a2-a3")
    assert "not your turn" in private_text(r)  # Bob is to move again, as at the backup
    await play(t, t.bob, "d1-e1")
    await play(t, t.alice, "a2-a3")
    assert current_match(t).ply == saved_ply + 2
