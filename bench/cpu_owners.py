"""Whose CPU is it: the bot's or the simulated Discord's? A `py-spy` recording of a bench
process, split by the package that owns each sample.

SimCord runs on the bot's event loop, in the main thread only; the worker threads
(rendering, SQLite) are all the bot's. So the simulated world's CPU is the main thread's
CPU times SimCord's share of the main thread's samples, and the bot's CPU is the rest of
the process's. Samples are taken only while a thread holds the GIL (py-spy `--gil`), so a
loop waiting in `select` is not counted. A sample belongs to the innermost frame that lies
in a known package (the standard library is charged to whoever called it): SimCord and the
bench's driver coroutines are the simulated world; discord.py, aiohttp, aiosqlite, Pillow
and the project's packages are the bot (but the bench driver's own calls into the bot, to
choose a move, are the simulated players'); the event loop's own machinery (no package between
it and the bench's entry point) is shared and charged to both in proportion.

py-spy is not a dependency of the project: `pip install py-spy` to use it.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

#: Path fragments → owner, most specific first.
OWNERS: tuple[tuple[str, str], ...] = (
    ("/simcord/", "simcord"),
    ("/bench/", "simcord"),  # the driver plays the Discord clients
    ("/site-packages/discord/", "discord.py"),
    ("/site-packages/aiohttp/", "discord.py"),
    ("/site-packages/aiosqlite/", "sqlite"),
    ("/site-packages/PIL/", "render"),
    ("/render/", "render"),
    ("/cogs/", "cogs"),
    ("/data/", "sqlite"),
    ("/bot/games/", "engine"),
    ("/bot/ai/", "engine"),
    ("/bot/", "matches"),
)
#: Functions of the bench's entry point: a sample whose innermost owned frame is one of them
#: is the event loop's own work.
ENTRY = frozenset({"<module>", "main", "_run_module_as_main", "_run_code"})
#: Functions of the bench that only run the bot's own work (a timer the bot set, run as a
#: real event loop would): what runs beneath them is charged as usual, not to the driver.
BOT_WORK = frozenset({"run_bot_timer"})
_PROCESSES = re.compile(r'(?:process \d+:"[^"]*";)*')
_FRAME = re.compile(r"^(.*) \(([^():]+):\d+\)$")


def owner_of(stack: str) -> str:
    """The owner of one collapsed stack (`frame;frame;…`, outermost first): a key of
    `OWNERS`, "loop" for the event loop's own work, "other" when nothing is known. The
    bench's driver is SimCord's even where it calls the bot (looking up a move to play)."""
    frames = stack.split(";")
    for frame in frames:
        found = _FRAME.match(frame.strip())
        if found is not None and "/bench/" in found.group(2) and found.group(1) in BOT_WORK:
            break
        if found is not None and "/bench/" in found.group(2) and found.group(1) not in ENTRY:
            return "simcord"
    for frame in reversed(frames):
        found = _FRAME.match(frame.strip())
        if found is None:
            continue
        func, path = found.group(1), found.group(2)
        for fragment, owner in OWNERS:
            if fragment in path:
                return "loop" if owner == "simcord" and func in ENTRY else owner
    return "other"


@dataclass(frozen=True)
class Shares:
    """Samples per owner of one recording: the main thread's and the other threads'."""

    main: Counter[str]
    workers: Counter[str]
    #: Samples of the processes the bot started (render workers), with `--subprocesses`.
    children: Counter[str] = field(default_factory=Counter)

    @property
    def simcord_in_main(self) -> float:
        """SimCord's fraction of the main thread's CPU (the loop's own work shared in
        proportion); 0 when nothing was sampled."""
        owned = sum(n for o, n in self.main.items() if o != "loop")
        return self.main["simcord"] / owned if owned else 0.0

    def all(self) -> Counter[str]:
        """Samples per owner over every thread (of every process recorded)."""
        return self.main + self.workers + self.children


def read_raw(path: Path) -> Shares:
    """Shares from py-spy's `--format raw --threads` output (collapsed stacks with counts,
    each led by `thread (id): name`; with `--subprocesses` first by `process pid:"cmd"`
    frames, one per generation: a stack with two or more is a child's)."""
    main: Counter[str] = Counter()
    workers: Counter[str] = Counter()
    children: Counter[str] = Counter()
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        stack, _, count = line.rpartition(" ")
        if not stack or not count.isdigit():
            continue
        processes = _PROCESSES.match(stack)
        assert processes is not None  # the pattern matches the empty prefix too
        stack = stack[processes.end() :]
        thread, _, frames = stack.partition(";")
        if processes.group(0).count('";') > 1:
            children[owner_of(frames)] += int(count)
            continue
        into = main if thread.endswith(": MainThread") else workers
        into[owner_of(frames)] += int(count)
    return Shares(main, workers, children)


class Recording:
    """py-spy recording this process until `stop()` (inactive when py-spy is missing)."""

    def __init__(self, rate: int = 200, subprocesses: bool = False) -> None:
        exe = shutil.which("py-spy") or str(Path(sys.executable).with_name("py-spy"))
        self._out = Path(tempfile.mkdtemp()) / "spy.txt"
        self._proc: subprocess.Popen[bytes] | None = None
        if Path(exe).exists():
            self._proc = subprocess.Popen(
                [exe, "record", "--pid", str(os.getpid()), "--rate", str(rate), "--format",
                 "raw", "--nonblocking", "--full-filenames", "--gil", "--threads", "--output", str(self._out)]
                + (["--subprocesses"] if subprocesses else []),
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )  # fmt: skip

    def stop(self) -> Shares | None:
        """Stop recording; the shares (None when py-spy was not available or failed)."""
        if self._proc is None:
            return None
        self._proc.send_signal(signal.SIGINT)
        try:
            self._proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self._proc.kill()
            return None
        return read_raw(self._out) if self._out.exists() else None
