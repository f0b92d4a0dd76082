"""Pillow's image memory, tuned for drawing boards again and again.

By default Pillow allocates an image's rows in blocks of up to 16 MiB. Blocks that big
come straight from the system (mmap) and go back to it when the image goes, so every one
of the dozen large images a board render makes and drops (canvases, 2× layers, crops, the
indexed copy) was paid in page faults again: up to a third of a render's CPU (measured:
Cat and the Tower 34 → 20 ms per board, Towers 4.4 → 3.0 ms). Blocks of 64 KiB come from
the C library's heap and are reused from render to render.

Pillow's own block cache stays off (`BLOCKS_MAX` 0): it saved no more CPU and held far
more memory (peak RSS of 100 tables +40 MiB with 256 blocks). These are Pillow's
documented PILLOW_BLOCK_SIZE / PILLOW_BLOCKS_MAX settings; an operator who sets either
environment variable keeps their values.
"""

from __future__ import annotations

import os

from PIL import _imaging as core

#: Bytes per block: under the C library's mmap threshold (128 KiB), so blocks are reused.
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
