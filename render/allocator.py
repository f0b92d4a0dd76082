"""Pillow's image memory, tuned for drawing boards again and again.

By default Pillow gives every image fresh memory (16 MiB blocks, none kept) and returns it
when the image goes. A board render makes and drops a dozen large images (canvases, 2×
layers, crops, the indexed copy), and the C library hands that memory back to the system
and maps it anew each time, so a render spent up to a third of its CPU in page faults
(measured: Cat and the Tower 34 → 20 ms per board, Towers 4.4 → 3.0 ms, with the memory
kept). Small blocks, a bounded number of them kept for reuse, remove that cost.

The cache is Pillow's own (documented as PILLOW_BLOCK_SIZE / PILLOW_BLOCKS_MAX, thread
safe under Pillow's arena lock) and bounded: at most `BLOCKS_MAX` × `BLOCK_SIZE` = 16 MiB
stays reserved, memory the renders had in use anyway. An operator who sets those
environment variables keeps their values.
"""

from __future__ import annotations

import os

from PIL import _imaging as core

#: Bytes per block: small enough that a block is reused by images of any width.
BLOCK_SIZE = 64 * 1024
#: Blocks kept for reuse (16 MiB in all): about what one large board render holds at once.
BLOCKS_MAX = 256
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
