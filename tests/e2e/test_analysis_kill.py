"""Kill -9 during an analysis: a real bot process (analyses in a real worker process) is
killed with SIGKILL while it analyses a finished game. Nothing of that analysis is kept
(no row in `analyses`), and after a restart the same request is analysed and answered."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.e2e.test_kill import _wait_for

ROOT = Path(__file__).resolve().parents[2]


def _start(db: Path, journal: Path, phase: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.e2e.analysis_kill_driver", str(db), str(journal), phase],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def _failed(proc: subprocess.Popen[bytes], what: str) -> str:
    err = proc.stderr.read().decode() if proc.poll() is not None and proc.stderr else ""
    return f"{what}: {err[-2000:]}"


def test_a_kill_during_an_analysis_keeps_nothing_and_a_restart_analyses_again(
    tmp_path: Path,
) -> None:
    db = tmp_path / "kill.sqlite3"
    journal = tmp_path / "journal.txt"
    proc = _start(db, journal, "first")
    try:
        if not _wait_for(journal, "ANALYSING ", proc, 120):
            pytest.fail(_failed(proc, "the analysis did not start"))
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    con = sqlite3.connect(db)
    try:
        assert con.execute("SELECT COUNT(*) FROM analyses").fetchone() == (0,)
    finally:
        con.close()

    again = _start(db, journal, "again")
    try:
        if not _wait_for(journal, "DONE ", again, 120):
            pytest.fail(_failed(again, "the analysis after the restart did not come"))
    finally:
        again.send_signal(signal.SIGKILL)
        again.wait()
    lines = journal.read_text().splitlines()
    assert "KEPT 0" in lines
    assert "DONE 1 1" in lines, lines
