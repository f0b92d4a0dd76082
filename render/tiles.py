"""Cached tiles: a small part of a board (a stack on its cushion, a seat's chip) drawn once
and stamped on later renders while its inputs stay the same.

On a miss the part is drawn straight onto the image, as without a cache, and the pixels of
its box are kept; on a hit they are pasted back. That is the same picture provided the key
holds everything the drawing and the pixels beneath depend on (its place included), and
the part is drawn on the board's plain background, nothing else under it. A part whose
box other parts may overlap gives a 1-bit `footprint`: exactly the pixels it paints
(pasting through a 1-bit mask is a plain copy, far cheaper than blending), made at the
tile's first hit. A miss costs one crop more than drawing, so a cache too small for the
tables in play costs little.

Caches are bounded (least recently used goes first) and shared by threads under a lock;
tiles are drawn outside it (two threads may draw the same tile: both are equal).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

from PIL import Image

Box = tuple[int, int, int, int]
V = TypeVar("V")
#: A tile's pixels and its mask: none, made, or still to make (at the first hit).
_Tile = tuple[Image.Image, Image.Image | Callable[[], Image.Image] | None]


def pixel_box(x0: float, y0: float, x1: float, y1: float, limit: tuple[int, int]) -> Box:
    """The whole-pixel box holding (x0, y0)–(x1, y1) with a pixel to spare around it
    (for strokes and rounding), clipped to an image of size `limit`. Its corner is on
    even pixels, so a footprint drawn with coordinates moved by it rounds (half to even,
    as Python and Pillow do) exactly like the part drawn in place."""
    return (
        max(0, int(x0) // 2 * 2 - 2),
        max(0, int(y0) // 2 * 2 - 2),
        min(limit[0], int(x1) + 3),
        min(limit[1], int(y1) + 3),
    )


class Lru(Generic[V]):
    """At most `maxsize` values by key; the least recently used goes first. Shared by
    threads under a lock (what a value is made from is made outside it)."""

    def __init__(self, maxsize: int) -> None:
        self.maxsize = maxsize
        self._lock = threading.Lock()
        self._values: OrderedDict[Hashable, V] = OrderedDict()

    def __len__(self) -> int:
        with self._lock:
            return len(self._values)

    def clear(self) -> None:
        with self._lock:
            self._values.clear()

    def find(self, key: Hashable) -> V | None:
        """The value kept for `key` (now the most recently used), or None."""
        with self._lock:
            value = self._values.get(key)
            if value is not None:
                self._values.move_to_end(key)
            return value

    def keep(self, key: Hashable, value: V) -> None:
        """Keep `value` for `key`, forgetting the least recently used beyond `maxsize`."""
        with self._lock:
            self._values[key] = value
            self._values.move_to_end(key)
            while len(self._values) > self.maxsize:
                self._values.popitem(last=False)


class TileCache(Lru[_Tile]):
    """At most `maxsize` tiles, by key."""

    def stamp(
        self,
        img: Image.Image,
        key: Hashable,
        box: Box,
        draw: Callable[[], None],
        footprint: Callable[[], Image.Image] | None = None,
    ) -> bool:
        """Put the part `key` on `img`: paste its tile (through `footprint()`, a 1-bit
        mask the size of `box`, when given), or on a miss call `draw()` (which draws it
        onto `img` inside `box`) and keep the result. Returns whether it was a hit."""
        full = (key, box)
        tile = self.find(full)
        if tile is None:
            draw()
            self.keep(full, (img.crop(box), footprint))
            return False
        pixels, mask = tile
        if callable(mask):  # the footprint is made at the first hit, not at every miss
            mask = mask()
            self.keep(full, (pixels, mask))
        img.paste(pixels, box[:2], mask)
        return True
