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
"""

from __future__ import annotations

import os

from PIL import _imaging as core

#: Bytes per block: under the C library's mmap threshold (128 KiB), so rows come from
#: its heap.
BLOCK_SIZE = 64 * 1024
#: Blocks Pillow keeps itself: none (the heap reuses them already).
BLOCKS_MAX = 0
_ENV = ("PILLOW_BLOCK_SIZE", "PILLOW_BLOCKS_MAX")


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
