"""Two real cluster processes (shards 0-1 and 2-3 of 4) on one database, each with its
own SimCord world: both play their tables at once and commit moves on each other's tables
through the store; the second is killed with SIGKILL and restarted while the first keeps
playing. No accepted move is lost, none is doubled, each loads only its own matches."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.matches.ownership import shard_of
from data.store import open_store
from tests.cluster.conftest import SHARDS, Backend
from tests.e2e.test_kill import _wait_for

ROOT = Path(__file__).resolve().parents[2]


def start(db: str, shards: str, journal: Path, tag: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.cluster.cluster_driver", str(db), shards, str(journal), tag],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def ready(proc: subprocess.Popen[bytes], journal: Path, tag: str) -> None:
    if not _wait_for(journal, f"READY {tag}", proc, 120):
        err = proc.stderr.read().decode() if proc.poll() is not None and proc.stderr else ""
        pytest.fail(f"cluster {tag} did not come up: {err[-2000:]}")


def query(db: str, sql: str) -> list[tuple[int, ...]]:
    """The rows of `sql` on the shared database (either backend), as tuples."""

    async def read() -> list[tuple[int, ...]]:
        store = open_store(db, lock_wait=5)
        await store.open()
        try:
            return [tuple(r) for r in await store._read(sql)]
        finally:
            await store.close()

    return asyncio.run(read())


def test_two_cluster_processes_a_kill_and_a_restart(tmp_path: Path, store_factory: Backend) -> None:
    db, journal = store_factory.target(tmp_path), tmp_path / "journal.txt"
    first = start(db, "0-1", journal, "a")
    ready(first, journal, "a")
    second = start(db, "2-3", journal, "b1")
    procs = [first, second]
    try:
        ready(second, journal, "b1")
        time.sleep(4)
        second.send_signal(signal.SIGKILL)
        second.wait()
        time.sleep(2)  # the first plays on alone (and answers for the second's tables)
        second = start(db, "2-3", journal, "b2")
        procs.append(second)
        ready(second, journal, "b2")
        time.sleep(4)
        assert first.poll() is None and second.poll() is None, "a cluster stopped by itself"
    finally:
        for p in procs:
            if p.poll() is None:
                p.send_signal(signal.SIGKILL)
                p.wait()
    lines = journal.read_text().splitlines()
    guild_of = dict(query(db, "SELECT id, guild_id FROM matches"))
    for line in (ln for ln in lines if ln.startswith("LOADED")):
        _, tag, *ids = line.split()
        shards = (0, 1) if tag == "a" else (2, 3)
        assert all(shard_of(guild_of[int(i)], SHARDS) in shards for i in ids), line
    loaded_b2 = next(ln for ln in lines if ln.startswith("LOADED b2")).split()[2:]
    assert loaded_b2, "the restarted cluster found its running tables"
    log = {
        (int(m), int(p)): str(mv) for m, p, mv in query(db, "SELECT match_id, ply, move FROM moves")
    }
    foreign = [ln.split(" ", 3) for ln in lines if ln.startswith("MOVE")]
    for _, mid, ply, move in foreign:  # through the store: exactly at its guarded ply
        assert log.get((int(mid), int(ply))) == move, f"accepted {move!r} of {mid}@{ply} lost"
    assert len({(m, p) for _, m, p, _ in foreign}) == len(foreign), "a ply was accepted twice"
    own = [ln.split(" ", 3) for ln in lines if ln.startswith("OWN")]
    taken: set[tuple[int, int]] = {(int(m), int(p)) for _, m, p, _ in foreign}
    for _, mid, ply, move in own:  # typed: the first free entry with it, at ply or later
        at = next(
            (
                k
                for k in sorted(log)
                if k[0] == int(mid) and k[1] >= int(ply) and k not in taken and log[k] == move
            ),
            None,
        )
        assert at is not None, f"accepted {move!r} of {mid} (from ply {ply}) lost"
        taken.add(at)
    owners = {shard_of(guild_of[int(m)], SHARDS) // 2 for _, m, _, _ in foreign + own}
    assert owners == {0, 1} and foreign and own
    for mid, ply in query(db, "SELECT id, ply FROM matches"):
        plies = sorted(p for (m, p) in log if m == mid)
        assert plies == list(range(len(plies))), f"match {mid}: a gap or a double"
        assert ply == len(plies)
