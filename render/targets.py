""" "Where can it go?" marks shared by the cell boards: the view's `targets` read and
checked, the mark colour, the tag badge, and the marks of a square board (`render.square`
geometry). Kitty's hex marks are in `render.kitty_targets`.

A picked origin gets a thick outline lined in white, each target cell a thinner one and a badge with the
tags of its moves (the same tags start the move menu's options). Everything is drawn in
`TARGET`, a violet that is neither a seat colour nor the last move's magenta, so the marks
never read as a player's pieces or as the last move.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render.common import WHITE, font
from render.square import BoardGeometry

RGB = tuple[int, int, int]

#: The colour of every "where can it go" mark: a deep violet, far from every seat colour
#: and from the last move's magenta.
TARGET: RGB = (104, 40, 224)
#: The colours the marks add to a board's PNG palette, and the soft text edges they need.
TARGET_COLOURS: tuple[RGB, ...] = (TARGET,)
TARGET_PAIRS: tuple[tuple[RGB, RGB], ...] = ((WHITE, TARGET),)
#: A badge's type size: ≥ 12 px when a board of up to 760 px is shown 400 px wide.
MIN_TAG_FONT = 23


@dataclass(frozen=True)
class Target:
    """A checked target of a view: the cell, its tag text and the origin, if any."""

    cell: str
    label: str
    picked: str | None


def read_targets(view: Mapping[str, Any]) -> list[Target]:
    """The view's `targets` with a cell and a label each (malformed entries are skipped);
    empty when the key is missing."""
    out: list[Target] = []
    for item in view.get("targets") or []:
        if not isinstance(item, Mapping):
            continue
        cell, label, picked = item.get("cell"), item.get("label"), item.get("picked")
        if isinstance(cell, str) and isinstance(label, str) and cell and label:
            out.append(Target(cell, label, picked if isinstance(picked, str) else None))
    return out


def picked_cells(targets: list[Target]) -> list[str]:
    """The distinct origins of `targets`, in order."""
    return list(dict.fromkeys(t.picked for t in targets if t.picked is not None))


def tag_font(cell_px: float) -> int:
    """The badge type size for cells about `cell_px` px across."""
    return max(MIN_TAG_FONT, round(cell_px * 0.3))


@lru_cache(maxsize=256)
def badge_size(text: str, size: int) -> tuple[float, float]:
    """(width, height) of the badge `draw_badge` draws for `text` at `size` px."""
    left, _top, right, _bottom = font(size).getbbox(text, anchor="mm")
    height = size * 1.24
    return max(height, right - left + size * 0.64), height


def draw_badge(
    img: Image.Image, corner: tuple[float, float], text: str, size: int
) -> tuple[int, int, int, int]:
    """A violet pill with a white edge and `text` in white bold type of `size` px, its
    upper left corner at `corner` (rounded to a pixel); returns its box."""
    tile, mask = _badge_tile(text, size)
    x0, y0 = round(corner[0]), round(corner[1])
    box = (x0, y0, x0 + tile.width, y0 + tile.height)
    img.paste(tile, box, mask)
    return box


@lru_cache(maxsize=256)
def _badge_tile(text: str, size: int) -> tuple[Image.Image, Image.Image]:
    """The badge of `text` at `size` px as an RGB tile and the mask of its pill (cached:
    a picture stamps its badges instead of drawing type each time)."""
    width, height = (math.ceil(v) for v in badge_size(text, size))
    box = (0, 0, width - 1, height - 1)
    tile = Image.new("RGB", (width, height), TARGET)
    draw = ImageDraw.Draw(tile)
    edge = max(2, size // 10)
    draw.rounded_rectangle(box, radius=height / 2, fill=TARGET, outline=WHITE, width=edge)
    draw.text((width / 2, height / 2), text, font=font(size), fill=WHITE, anchor="mm")
    mask = Image.new("L", (width, height), 0)
    ImageDraw.Draw(mask).rounded_rectangle(box, radius=height / 2, fill=255)
    return tile, mask


def draw_square_targets(
    img: Image.Image, draw: ImageDraw.ImageDraw, geo: BoardGeometry, targets: list[Target]
) -> None:
    """The marks of `targets` on a square board: a thick outline lined in white just
    inside each picked origin, a thinner one inside each target cell and its tag badge in the cell's upper
    left corner (cells not on the board are skipped)."""
    thick = max(6, geo.cell // 9)
    thin = max(4, geo.cell // 16)
    for name in picked_cells(targets):
        box = _cell_box(geo, name)
        if box is not None:
            _outline(draw, box, thick)
            x0, y0, x1, y1 = box
            inner = (x0 + thick, y0 + thick, x1 - thick, y1 - thick)
            _outline(draw, inner, max(2, thick // 3), WHITE)
    size = tag_font(geo.cell)
    for t in targets:
        box = _cell_box(geo, t.cell)
        if box is None:
            continue
        _outline(draw, box, thin)
        x0, y0, _x1, _y1 = box
        draw_badge(img, (x0 + thin, y0 + thin), t.label, size)


def _cell_box(geo: BoardGeometry, name: str) -> tuple[int, int, int, int] | None:
    try:
        return geo.cell_box(*geo.cell_of(name))
    except ValueError:
        return None


def _outline(
    draw: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    width: int,
    colour: RGB = TARGET,
) -> None:
    x0, y0, x1, y1 = box
    draw.rectangle((x0, y0, x1 - 1, y1 - 1), outline=colour, width=width)
