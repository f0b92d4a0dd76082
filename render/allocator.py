"""Pillow's image memory, tuned for drawing boards again and again.

By default Pillow allocates an image's rows in blocks of up to 16 MiB, so each large image
a board render makes and drops (canvases, 2× layers, crops, the indexed copy) is one big
allocation, which the C library maps fresh from the system and unmaps when freed: a
render paid page faults for every one of them. Rows in 64 KiB blocks come from the C
library's heap instead. Measured (CPU per board, same load, 16 MiB → 1 MiB → 64 KiB):
Towers ~4.3 → ~4.4 → ~2.6 ms; Cat and the Tower ~30 % less with either small size.

Pillow's own block cache stays off (`BLOCKS_MAX` 0): it saved no CPU beyond that and held
far more memory (peak RSS of 100 tables rendered by 6 threads, with 16 MiB kept:
+40–50 MiB). These are Pillow's documented PILLOW_BLOCK_SIZE / PILLOW_BLOCKS_MAX
settings; an operator who sets either environment variable keeps their values.

The C library's arenas are capped too (`limit_arenas`). glibc gives every thread that
allocates its own arena (up to 8 per core), and an arena keeps the pages a render freed
in the middle of its heap: each of the six threads that drew boards ended a 100-table,
40 s load holding ~4 MiB of free, resident memory (24 MiB of the 51 MiB the process grew
by). With two arenas (the main thread's and one the worker threads share) the peak RSS
of that load fell from ~118 to ~107–110 MiB, with moves/s within the machine's noise
(the renders hold the GIL most of the time, so the shared arena's lock is rarely
contended). This is
glibc's documented M_ARENA_MAX (`mallopt`); an operator who sets MALLOC_ARENA_MAX keeps
their value, and elsewhere than glibc it does nothing.

A render process keeps the memory its renders free (`keep_freed_memory`). By default glibc
gives the top of its heap back to the system once 128 KiB or more of it is free, and maps
every large block (an encoded row buffer, a PNG's bytes) fresh: each Towers board then
page-faulted on ~2 MB of canvas, copy, indexed image and PNG buffers that the previous
board had just freed. With the trim and mmap thresholds raised, the next render reuses
them: measured, ~2.3 → ~1.9 ms CPU per Towers board in one process, for a few MiB that a
worker (which only renders) keeps. These are glibc's documented M_TRIM_THRESHOLD and
M_MMAP_THRESHOLD (`mallopt`); an operator who sets MALLOC_TRIM_THRESHOLD_ or
MALLOC_MMAP_THRESHOLD_ keeps their values.
"""

from __future__ import annotations

import ctypes
import os
from typing import Any

from PIL import _imaging as core

#: Bytes per block: under the C library's mmap threshold (128 KiB), so rows come from
#: its heap.
BLOCK_SIZE = 64 * 1024
#: Blocks Pillow keeps itself: none (the heap reuses them already).
BLOCKS_MAX = 0
_ENV = ("PILLOW_BLOCK_SIZE", "PILLOW_BLOCKS_MAX")
#: glibc malloc arenas for the whole process: the main thread's and one for every worker.
ARENAS = 2
#: glibc's `mallopt` parameter number of M_ARENA_MAX (malloc.h).
M_ARENA_MAX = -8
#: glibc's `mallopt` parameter numbers of M_TRIM_THRESHOLD and M_MMAP_THRESHOLD.
M_TRIM_THRESHOLD = -1
M_MMAP_THRESHOLD = -3
#: Free bytes at the top of a render process's heap before glibc gives them back.
TRIM_THRESHOLD = 64 * 1024 * 1024
#: Allocations from this size up are mapped apart (glibc's maximum on 64-bit systems).
MMAP_THRESHOLD = 32 * 1024 * 1024


def configure() -> bool:
    """Apply `BLOCK_SIZE` and `BLOCKS_MAX` to Pillow's default arena, unless the
    environment already chose either; returns whether it did. Idempotent."""
    if any(os.environ.get(name) for name in _ENV):
        return False
    if core.get_block_size() != BLOCK_SIZE:
        core.set_block_size(BLOCK_SIZE)
    if core.get_blocks_max() != BLOCKS_MAX:
        core.set_blocks_max(BLOCKS_MAX)
    return True


def limit_arenas(arenas: int = ARENAS) -> bool:
    """Cap the C library's malloc arenas at `arenas` for the rest of the process (threads
    made later share them; arenas made already stay), unless MALLOC_ARENA_MAX is set or
    the C library is not glibc; returns whether it did. Idempotent."""
    if os.environ.get("MALLOC_ARENA_MAX"):
        return False
    mallopt = _mallopt()
    return mallopt is not None and bool(mallopt(M_ARENA_MAX, arenas))


def keep_freed_memory() -> bool:
    """Let the C library keep the memory renders free for the next renders (see the
    module; for a process that renders, such as a render worker), unless
    MALLOC_TRIM_THRESHOLD_ or MALLOC_MMAP_THRESHOLD_ is set or the C library is not glibc;
    returns whether it did. Idempotent."""
    if os.environ.get("MALLOC_TRIM_THRESHOLD_") or os.environ.get("MALLOC_MMAP_THRESHOLD_"):
        return False
    mallopt = _mallopt()
    if mallopt is None:
        return False
    trimmed = mallopt(M_TRIM_THRESHOLD, TRIM_THRESHOLD)
    mapped = mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)
    return bool(trimmed and mapped)


def _mallopt() -> Any:
    """glibc's `mallopt(param, value)` (None under another C library)."""
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):
        return None
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    mallopt.restype = ctypes.c_int
    return mallopt
