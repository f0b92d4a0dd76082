"""No process of the bot outlives a `kill -9` of it: a real bot process (the kill test's
driver, with its AI process pool and its render process pool, as `python -m bot` runs)
plays four tables, one of them against the AI; it is killed with SIGKILL, and every process
it had started — AI workers, render workers, multiprocessing's helpers, their children —
has ended within a bounded wait."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.e2e.test_kill import _wait_for

ROOT = Path(__file__).resolve().parents[2]
PROC = Path("/proc")

pytestmark = pytest.mark.skipif(not PROC.is_dir(), reason="reads the process tree in /proc")


def _stat(pid: int) -> tuple[int, str, str] | None:
    """(parent pid, state, start time) of process `pid`; None when it does not exist."""
    try:
        fields = (PROC / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None
    return int(fields[1]), fields[0], fields[19]


def descendants(root: int) -> dict[int, str]:
    """Every process below `root` now (children, their children, …): pid → start time."""
    parent_of: dict[int, tuple[int, str]] = {}
    for entry in PROC.iterdir():
        if entry.name.isdigit() and (st := _stat(int(entry.name))) is not None:
            parent_of[int(entry.name)] = (st[0], st[2])
    found: dict[int, str] = {}
    frontier = [root]
    while frontier:
        parent = frontier.pop()
        for pid, (ppid, started) in parent_of.items():
            if ppid == parent and pid not in found:
                found[pid] = started
                frontier.append(pid)
    return found


def alive(processes: dict[int, str]) -> dict[int, str]:
    """The processes of `processes` (pid → start time) still running: a zombie, or a new
    process that reuses the pid, does not count."""
    out = {}
    for pid, started in processes.items():
        st = _stat(pid)
        if st is not None and st[1] not in ("Z", "X") and st[2] == started:
            out[pid] = started
    return out


def none_alive(processes: dict[int, str], within: float = 10.0) -> dict[int, str]:
    """Poll up to `within` seconds until none of `processes` runs; the ones left running."""
    deadline = time.monotonic() + within
    left = alive(processes)
    while left and time.monotonic() < deadline:
        time.sleep(0.05)
        left = alive(processes)
    return left


def _journal_line(journal: Path, prefix: str) -> str:
    return next(ln for ln in journal.read_text().splitlines() if ln.startswith(prefix))


def test_no_process_of_the_bot_outlives_a_kill_9(tmp_path: Path) -> None:
    db, journal = tmp_path / "kill.sqlite3", tmp_path / "journal.txt"
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.e2e.kill_driver", str(db), str(journal), "0", "pools"],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    children: dict[int, str] = {}
    try:
        if not _wait_for(journal, "READY 0", proc, 120):
            err = proc.stderr.read().decode() if proc.poll() is not None and proc.stderr else ""
            pytest.fail(f"the bot did not come up: {err[-2000:]}")
        # Play on until the AI table has moved too (moves of the table after its start).
        _wait_for(journal, "MOVE 2 ", proc, 60)
        assert proc.poll() is None, "the bot stopped by itself"
        children = descendants(proc.pid)
        pools = _journal_line(journal, "POOLS ").split()
        ai = int(pools[1].removeprefix("ai="))
        render = [int(p) for p in pools[2].removeprefix("render=").split(",") if p]
        assert ai in children and render and set(render) <= set(children), (pools, children)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    left = none_alive(children)
    names = {pid: _cmdline(pid) for pid in left}
    for pid in alive(left):  # leave no orphan behind the test either
        os.kill(pid, signal.SIGKILL)
    assert not left, f"processes of the killed bot still run: {names}"


def _cmdline(pid: int) -> str:
    try:
        return (PROC / str(pid) / "cmdline").read_bytes().replace(b"\0", b" ").decode()[:200]
    except OSError:
        return "?"
