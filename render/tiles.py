"""Cached tiles: a small part of a board (a stack on its cushion, a seat's chip) drawn once
and stamped on later renders while its inputs stay the same.

A tile is drawn on a copy of the pixels beneath it, with its coordinates moved by the
tile's corner; the pixels it changed become the stamp's mask. Stamping it is then the same
as drawing again, provided the key holds everything the drawing and the pixels beneath
depend on, and the part drawn stays inside its own area (nothing else is drawn there
first). Corners sit on even pixels, so Python's round-half-even puts every moved
coordinate on the same pixel as the original one. A stamp is an RGB tile and a 1-bit
mask: pasting through a 1-bit mask is a plain copy, three times faster than blending.

Caches are bounded (least recently used goes first) and shared by threads under a lock;
tiles are built outside it (two threads may build the same tile: both are equal).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PIL import Image, ImageChops

Box = tuple[int, int, int, int]
#: Draws the tile's content onto its image, given the tile's corner (subtract it from
#: every coordinate).
Painter = Callable[[Image.Image, int, int], None]


def even_box(x0: float, y0: float, x1: float, y1: float, limit: tuple[int, int]) -> Box:
    """The pixel box covering (x0, y0)–(x1, y1), its corner on even pixels, clipped to an
    image of size `limit` (the corner stays even)."""
    left = max(0, int(x0) // 2 * 2 - 2)
    top = max(0, int(y0) // 2 * 2 - 2)
    return left, top, min(limit[0], int(x1) + 3), min(limit[1], int(y1) + 3)


class TileCache:
    """At most `maxsize` stamps, by key."""

    def __init__(self, maxsize: int) -> None:
        self.maxsize = maxsize
        self._lock = threading.Lock()
        self._tiles: OrderedDict[Hashable, tuple[Image.Image, Image.Image]] = OrderedDict()

    def __len__(self) -> int:
        with self._lock:
            return len(self._tiles)

    def clear(self) -> None:
        with self._lock:
            self._tiles.clear()

    def stamp(self, img: Image.Image, key: Hashable, box: Box, paint: Painter) -> None:
        """Stamp the tile `key` on RGB `img` at `box` (its left and top even), drawing it
        with `paint` first when it is not cached."""
        if box[0] % 2 or box[1] % 2:
            raise ValueError(f"a tile's corner must be on even pixels, not {box[:2]}")
        full = (key, box)
        with self._lock:
            tile = self._tiles.get(full)
            if tile is not None:
                self._tiles.move_to_end(full)
        if tile is None:
            tile = _build(img, box, paint)
            with self._lock:
                self._tiles[full] = tile
                while len(self._tiles) > self.maxsize:
                    self._tiles.popitem(last=False)
        img.paste(tile[0], box[:2], tile[1])


def _build(img: Image.Image, box: Box, paint: Painter) -> tuple[Image.Image, Image.Image]:
    """The stamp (tile, 1-bit mask) of what `paint` changes in `box` of `img` (`img`
    itself stays as it is)."""
    before = img.crop(box)
    after = before.copy()
    paint(after, box[0], box[1])
    r, g, b = ImageChops.difference(before, after).split()
    changed = ImageChops.lighter(ImageChops.lighter(r, g), b).point(lambda v: 255 if v else 0)
    return after, changed.convert("1")
