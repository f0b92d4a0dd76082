"""The processes a bench's bot started (render workers, multiprocessing's resource
tracker): their CPU time and resident memory, read from /proc (Linux; nothing
elsewhere), so a bench charges the bot for the work it moved out of its own process; and
the resident memory of the bench's own process, sampled for its peak with the children's.

`RUSAGE_CHILDREN` cannot do it: the render workers are still running when the numbers are
taken (and with a 'forkserver' start they would be the server's children, not the bot's).
"""

from __future__ import annotations

import os
import resource
import threading
from dataclasses import dataclass
from pathlib import Path

PROC = Path("/proc")
TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _stat(pid: int) -> list[str] | None:
    """The fields of /proc/<pid>/stat after the command name (None when gone)."""
    try:
        return (PROC / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None


def descendants(pid: int | None = None) -> list[int]:
    """Every live process below `pid` (this process by default), children of children
    included; empty without /proc."""
    root = os.getpid() if pid is None else pid
    parents: dict[int, int] = {}
    try:
        entries = [int(e.name) for e in PROC.iterdir() if e.name.isdigit()]
    except OSError:
        return []
    for entry in entries:
        fields = _stat(entry)
        if fields is not None and fields[0] not in ("Z", "X"):
            parents[entry] = int(fields[1])
    found: list[int] = []
    frontier = [root]
    while frontier:
        parent = frontier.pop()
        kids = [p for p, pp in parents.items() if pp == parent]
        found.extend(kids)
        frontier.extend(kids)
    return sorted(found)


def cpu_seconds(pids: list[int]) -> float:
    """User + system CPU seconds the processes `pids` have used so far (gone ones: 0)."""
    total = 0
    for pid in pids:
        fields = _stat(pid)
        if fields is not None:
            total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / TICK


def rss_mb(pids: list[int]) -> float:
    """The resident memory of the processes `pids` now, in MiB (gone ones: 0)."""
    total = 0
    for pid in pids:
        try:
            text = (PROC / str(pid) / "status").read_text()
        except OSError:
            continue
        for line in text.splitlines():
            if line.startswith("VmRSS:"):
                total += int(line.split()[1])
                break
    return total / 1024


@dataclass
class Children:
    """The processes the bot started, fixed when the tables are open (see module)."""

    pids: list[int]
    cpu0: float = 0.0

    @classmethod
    def now(cls) -> Children:
        pids = descendants()
        return cls(pids, cpu_seconds(pids))

    def restart(self) -> None:
        """Count their CPU from now on."""
        self.cpu0 = cpu_seconds(self.pids)

    def cpu(self) -> float:
        """CPU seconds they used since `now()` or `restart()`."""
        return cpu_seconds(self.pids) - self.cpu0

    def rss(self) -> float:
        return rss_mb(self.pids)


def own_rss_mb() -> float:
    """This process's resident memory now, in MiB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


class PeakSampler(threading.Thread):
    """Keeps `peak` at the highest RSS seen until `stop()`. A thread, not a task: a timer
    on the event loop would make SimCord settle its whole world at every tick."""

    def __init__(
        self, start_mb: float, period: float = 0.02, children: Children | None = None
    ) -> None:
        super().__init__(daemon=True)
        self.peak = start_mb
        self.period = period
        self.children = children
        #: The highest RSS of this process alone, and of the children alone.
        self.own_peak = 0.0
        self.children_peak = 0.0
        self._stop_event = threading.Event()

    def run(self) -> None:
        while not self._stop_event.wait(self.period):
            own = own_rss_mb()
            kids = self.children.rss() if self.children is not None else 0.0
            self.own_peak = max(self.own_peak, own)
            self.children_peak = max(self.children_peak, kids)
            self.peak = max(self.peak, own + kids)

    def stop(self) -> float:
        self._stop_event.set()
        self.join()
        return self.peak
