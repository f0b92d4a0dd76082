"""Worker processes that never outlive the bot: the one way the bot starts a process pool
(the render pool in `render/pool.py`, the AI pool in `bot/app.py`).

`worker_pool` builds a 'spawn' `ProcessPoolExecutor` (fresh interpreters, never a fork of
the bot: its threads would be copied in any state) whose every worker first starts a
watchdog thread (`watch_parent`) and then runs the pool's own initializer, if any. The
watchdog ends the worker soon after the bot ends, however it ends — `kill -9` included,
when nothing of the bot runs to stop its pool: a worker waiting for its next task never
notices on its own that the bot is gone.

The watchdog polls `os.getppid()` (a system call, no file read): a worker is a direct child
of the bot that built its pool, and once the bot is gone the worker is re-parented (to init
or a subreaper) and never comes back to the bot's pid. `prctl(PR_SET_PDEATHSIG)` is not
used: Linux sends that signal when the *thread* that started the worker ends, and a pool
may start workers from any thread (a worker killed while its bot lives would break the
pool). The other process 'spawn' starts — multiprocessing's resource tracker — ends by
itself once every process holding its pipe (the bot and the workers) is gone.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any

#: How the workers start: fresh interpreters. Not 'forkserver': its server is one more
#: process (~13 MiB) and saves nothing when it preloads nothing, as here.
START_METHOD = "spawn"

#: Seconds between two looks of a worker's watchdog at its parent.
WATCH_PERIOD = 0.5


def watch_parent(owner: int, period: float = WATCH_PERIOD) -> None:
    """Make this process exit (status 0) within about `period` seconds of its parent
    `owner` ending, by a daemon thread; exit at once when `owner` is already gone (this
    process's parent is another one)."""
    if os.getppid() != owner:  # the bot ended while this worker was starting
        os._exit(0)

    def watch() -> None:
        pause = threading.Event()
        while os.getppid() == owner:
            pause.wait(period)
        os._exit(0)

    threading.Thread(target=watch, name="kitty-parent-watch", daemon=True).start()


def start_worker(
    owner: int, initializer: Callable[..., object] | None, initargs: tuple[Any, ...]
) -> None:
    """The initializer of every worker of a `worker_pool`: watch the bot `owner`, then run
    the pool's own `initializer(*initargs)` if there is one."""
    watch_parent(owner)
    if initializer is not None:
        initializer(*initargs)


def worker_pool(
    workers: int,
    *,
    initializer: Callable[..., object] | None = None,
    initargs: tuple[Any, ...] = (),
) -> ProcessPoolExecutor:
    """A pool of `workers` 'spawn' processes, each of which ends when this process ends
    (see the module), then runs `initializer(*initargs)` (a module-level function: it is
    pickled by reference). The processes start with the pool's first tasks."""
    return ProcessPoolExecutor(
        max_workers=workers,
        mp_context=multiprocessing.get_context(START_METHOD),
        initializer=start_worker,
        initargs=(os.getpid(), initializer, initargs),
    )
