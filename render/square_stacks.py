"""Stacks seen from the side, for square boards (Towers and Tumbling Down):

- `draw_stack` – a stack's top pieces as slabs bottom→top, each in its colour *and* with
  its colour-blind mark, a dotted stub for pieces too deep to draw, and a large height
  badge for stacks of two or more (`stack_layout` says what is drawn, `cell_layout` where);
- `draw_chip` – one piece as a small legend chip (for captions).

Callers pass `PieceStyle`s from `render.common.STYLES`. Pieces are pasted from cached
sprites, so a stack costs a few pastes; `stamp_stack` pastes a stack standing on a plain
cell in one copy when it stood there before (`render.tiles`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from render.common import INK, MUTED, PieceStyle, draw_mark, font
from render.tiles import TileCache

RGB = tuple[int, int, int]
Box = tuple[float, float, float, float]

#: The smallest height-badge type: ≥ 13 px once a 590-px board is shown 400 px wide.
MIN_BADGE_FONT = 19
#: Fill of the dotted stub standing for pieces too deep in a stack to be drawn.
HIDDEN_STUB = (196, 188, 176)


@dataclass(frozen=True)
class StackLayout:
    """How a stack of `height` pieces is drawn: its top `shown` pieces as slabs, a stub
    for the `hidden` ones under them, and whether the height badge appears."""

    height: int
    shown: int
    hidden: int
    badge: bool


def stack_layout(height: int, max_slabs: int = 5) -> StackLayout:
    """Which pieces of a `height`-high stack to draw in a cell that holds `max_slabs` slabs.

    Up to `max_slabs` pieces are all drawn; a taller stack shows its top `max_slabs - 1`
    pieces above a dotted stub for the rest. The height badge shows for every stack of two or
    more pieces (so it always shows when some pieces are not drawn)."""
    height = max(0, height)
    if height <= max_slabs:
        return StackLayout(height, height, 0, height >= 2)
    shown = max(1, max_slabs - 1)
    return StackLayout(height, shown, height - shown, True)


@dataclass(frozen=True)
class CellLayout:
    """Where a stack goes inside a `cell`-px cell (all offsets from the cell's top-left):
    the column of slabs spans x `col_x0`..`col_x1` and stands on y `bottom`, `usable` px
    tall at most; the badge's right edge is `badge_right`, its top `badge_top`, its height
    `badge_h` with a `badge_font`-px number."""

    cell: int
    col_x0: int
    col_x1: int
    bottom: int
    usable: int
    gap: int
    max_slab: int
    badge_right: int
    badge_top: int
    badge_h: int
    badge_font: int


@lru_cache(maxsize=16)
def cell_layout(cell: int) -> CellLayout:
    """The stack layout for cells of `cell` px: column on the left, badge top-right."""
    return CellLayout(
        cell=cell,
        col_x0=round(cell * 0.06),
        col_x1=round(cell * 0.52),
        bottom=round(cell * 0.93),
        usable=round(cell * 0.86),
        gap=max(2, round(cell * 0.018)),
        max_slab=round(cell * 0.31),
        badge_right=round(cell * 0.97),
        badge_top=round(cell * 0.035),
        badge_h=round(cell * 0.4),
        badge_font=round(cell * 0.36),
    )


def draw_stack(
    img: Image.Image,
    box: Box,
    pieces: Sequence[PieceStyle],
    max_slabs: int = 5,
    badge_outline: RGB | None = None,
    widths: Sequence[float] | None = None,
) -> None:
    """Draw a stack (`pieces` bottom→top) into `img` in the cell `box`, seen from the side.

    The column stands near the cell's lower edge, left of centre; each drawn piece is a
    slab in its fill colour with its mark in the middle; pieces below the drawn ones become
    a grey dotted stub; a stack of two or more gets its height as a large number in a white
    badge in the cell's upper-right corner (outlined in `badge_outline`, e.g. the owner's
    colour). `widths`, parallel to `pieces`, narrows individual slabs to that fraction of
    the column (centred), for games whose pieces come in sizes."""
    layout = stack_layout(len(pieces), max_slabs)
    if layout.height == 0:
        return
    x0, y0 = round(box[0]), round(box[1])
    cl = cell_layout(round(box[2] - box[0]))
    slots = layout.shown + (1 if layout.hidden else 0)
    slab = min(cl.max_slab, (cl.usable - cl.gap * (slots - 1)) // slots)
    width = cl.col_x1 - cl.col_x0
    x = x0 + cl.col_x0
    y = y0 + cl.bottom
    if layout.hidden:
        sprite = _stub_sprite(width, slab, layout.hidden)
        y -= slab
        img.paste(sprite, (x, y), sprite)
        y -= cl.gap
    first = len(pieces) - layout.shown
    for index in range(first, len(pieces)):
        fraction = 1.0 if widths is None else min(1.0, max(0.2, widths[index]))
        slab_w = round(width * fraction)
        sprite = _slab_sprite(pieces[index], slab_w, slab)
        y -= slab
        img.paste(sprite, (x + (width - slab_w) // 2, y), sprite)
        y -= cl.gap
    if layout.badge:
        room = cl.badge_right - cl.col_x1 - cl.gap
        sprite = _badge_sprite(
            str(layout.height), cl.badge_h, cl.badge_font, badge_outline or INK, room
        )
        img.paste(sprite, (x0 + cl.badge_right - sprite.width, y0 + cl.badge_top), sprite)


#: Stacks drawn on a plain cell, by place: boards keep most stacks from move to move.
_TILES = TileCache(384)


def stamp_stack(
    img: Image.Image,
    box: tuple[int, int, int, int],
    pieces: Sequence[PieceStyle],
    ground: RGB | None,
    max_slabs: int = 5,
    badge_outline: RGB | None = None,
) -> None:
    """`draw_stack` through a tile cache: the same pixels, pasted in one plain copy when
    this stack was drawn in this cell before. `box` is the cell's whole-pixel box and
    `ground` the one colour its pixels hold before the stack is drawn (its checker colour,
    tinted or not); pass None when anything else is under the stack (a last-move ring, an
    arrow, a frame): it is then drawn, not cached."""
    if ground is None:
        draw_stack(img, box, pieces, max_slabs, badge_outline)
        return
    layout = stack_layout(len(pieces), max_slabs)
    shown = tuple(pieces[len(pieces) - layout.shown :])
    key = (ground, shown, layout, badge_outline)
    _TILES.stamp(img, key, box, lambda: draw_stack(img, box, pieces, max_slabs, badge_outline))


@lru_cache(maxsize=256)
def _slab_sprite(style: PieceStyle, width: int, height: int) -> Image.Image:
    """One piece as an RGBA slab `width` × `height` with its mark (cached: boards repeat)."""
    sprite = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    _slab(draw, (0, 0, width - 1, height - 1), style.fill, style.outline)
    r = min(height * 0.37, width * 0.17)
    _mark(draw, style, (width - 1) / 2, (height - 1) / 2, r)
    return sprite


@lru_cache(maxsize=64)
def _stub_sprite(width: int, height: int, hidden: int) -> Image.Image:
    """The grey stub standing for the `hidden` pieces under the drawn ones: a slab with
    three dots ("more below"; the height badge gives the count, in type large enough for
    a phone, which a label inside a slab this thin could not be)."""
    sprite = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    _slab(draw, (0, 0, width - 1, height - 1), HIDDEN_STUB, MUTED)
    r = max(1.0, height * 0.16)
    cy = (height - 1) / 2
    for k in (-1, 0, 1):
        cx = (width - 1) / 2 + k * r * 3.2
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=INK)
    return sprite


@lru_cache(maxsize=128)
def _badge_sprite(text: str, height: int, size: int, outline: RGB, max_width: int) -> Image.Image:
    """A white pill `height` px tall holding `text` in bold ink at `size` px (smaller if
    the pill would otherwise be wider than `max_width`, so it never covers the column, but
    never below `MIN_BADGE_FONT`: a phone must still read it)."""
    pad = round(height * 0.2)
    while size > MIN_BADGE_FONT and math.ceil(font(size).getlength(text)) + pad > max(
        max_width, height
    ):
        size -= 1
    fnt = font(size)
    width = max(height, math.ceil(fnt.getlength(text)) + pad)
    sprite = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    ring = max(2, round(height * 0.1))
    draw.rounded_rectangle(
        (0, 0, width - 1, height - 1),
        radius=height // 2,
        fill=(255, 255, 255),
        outline=outline,
        width=ring,
    )
    draw.text(((width - 1) / 2, (height - 1) / 2 + 1), text, font=fnt, fill=INK, anchor="mm")
    return sprite


def _slab(draw: ImageDraw.ImageDraw, box: Box, fill: RGB, outline: RGB) -> None:
    x0, y0, x1, y1 = box
    radius = max(2, round((y1 - y0) * 0.28))
    width = 2 if (y1 - y0) >= 8 else 1
    draw.rounded_rectangle(
        (round(x0), round(y0), round(x1), round(y1)),
        radius=radius,
        fill=fill,
        outline=outline,
        width=width,
    )


def _mark(draw: ImageDraw.ImageDraw, style: PieceStyle, cx: float, cy: float, r: float) -> None:
    # A triangle's centroid sits low in its box: nudge it down so it looks centred.
    draw_mark(
        draw, style.mark, cx, cy + (r * 0.15 if style.mark == "triangle" else 0), r, style.mark_fill
    )


def draw_chip(img: Image.Image, style: PieceStyle, centre: tuple[float, float], width: int) -> None:
    """One piece of `style` as a small slab with its mark, `width` px wide, centred on
    `centre` (for captions and legends)."""
    height = round(width * 0.62)
    sprite = _slab_sprite(style, width, height)
    img.paste(sprite, (round(centre[0] - width / 2), round(centre[1] - height / 2)), sprite)
