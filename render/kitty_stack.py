"""Kitty Stack Tower: one occupied cushion — its tint, name, the side view of its top
pieces and its height — drawn, or stamped from the tile cache (`render.tiles`) while the
stack is unchanged.

A stack paints only its own cushion (the hex, its outline, and a disc's corner or the label
standing a pixel out of a small cushion), so its tile is pasted through a footprint of
exactly those pixels.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from render.common import INK, MUTED
from render.hexgeom import Point, draw_disc, hex_corners, stamp_text, text_bits
from render.kitty_marks import hex_outline
from render.kitty_view import style_of, tint_of
from render.tiles import TileCache, pixel_box


def label_font(s: float) -> int:
    """Cell-name font size for hex size `s` (≥ 20 px: ≥ 11 px on a phone)."""
    return max(20, round(s * 0.42))


def label_pos(cx: float, cy: float, s: float, empty: bool) -> Point:
    """Where a cell's name goes: centred on an empty cushion, at the top of a stack's."""
    return (cx, cy) if empty else (cx, cy - s * 0.62)


# --------------------------------------------------------------------------- stacks


def number_font(s: float, digits: int) -> int:
    """Height-number font size for hex size `s` (two-digit heights a little narrower)."""
    return max(20, round(s * (0.62 if digits < 2 else 0.58)))


def _draw_stack(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    cx: float,
    cy: float,
    s: float,
    name: str,
    pieces: list[str],
    max_shown: int,
) -> None:
    """One occupied cushion: tinted by the top colour, its name, the top pieces seen from
    the side (with marks) and, from height 2 up, the height in large digits."""
    top = pieces[-1]
    st_top = style_of(top)
    draw.polygon(hex_corners(cx, cy, s * 0.92), fill=tint_of(top))
    hex_outline(draw, (cx, cy), s * 0.92, st_top.outline, 3)
    stamp_text(img, label_pos(cx, cy, s, False), name, label_font(s), INK)
    discs, zig = _column(cx, cy, s, pieces, max_shown)
    if zig:
        draw.line(zig, fill=MUTED, width=2)
    for disc in discs:
        _paste_disc(img, *disc)
    if len(pieces) > 1:
        stamp_text(img, *_digits(cx, cy, s, len(pieces)), INK)


def _digits(cx: float, cy: float, s: float, height: int) -> tuple[Point, str, int]:
    """Where a stack's height is written, the digits and their size."""
    digits = str(height)
    return (cx + s * 0.40, cy + s * 0.14), digits, number_font(s, len(digits))


Disc = tuple[str, float, float, int, int, float]


def _column(
    cx: float, cy: float, s: float, pieces: list[str], max_shown: int
) -> tuple[list[Disc], list[Point]]:
    """Where a stack's pieces go: (colour, x, y, width, height, mark ratio) of each disc
    bottom→top, and the zigzag under the column when pieces are hidden below (or [])."""
    if len(pieces) == 1:
        w, t = round(s * 0.80), round(s * 0.36)
        return [(pieces[-1], cx - w / 2, cy + s * 0.36 - t, w, t, 0.36)], []
    shown = pieces[-max_shown:]
    # The column: one wide band per piece, bottom→top, in the left half of the cushion;
    # at a phone's width each band stays a clear stripe of its colour (and mark).
    w, t = round(s * 0.64), band_height(s)
    x = cx - s * 0.62
    y = cy + s * 0.64
    zig: list[Point] = []
    if len(pieces) > len(shown):  # more pieces hidden below: a small zigzag base
        zig = [(x + k * w / 6, y - (s * 0.05 if k % 2 else 0)) for k in range(7)]
        y -= s * 0.09
    discs: list[Disc] = []
    for i, colour in enumerate(shown):
        discs.append((colour, x, y - t, w, t, 0.36 if i == len(shown) - 1 else 0.32))
        y -= t - 1
    return discs, zig


#: Occupied cushions drawn lately (about 45 KB each at radius 4): most stacks of a board
#: are still there, unchanged, at the next render.
_STACKS = TileCache(128)


def clear_stacks() -> None:
    """Forget every cached stack."""
    _STACKS.clear()


def stamp_stack(
    img: Image.Image,
    board_key: tuple[int, int],
    cx: float,
    cy: float,
    s: float,
    name: str,
    pieces: list[str],
    max_shown: int,
) -> None:
    """Draw one occupied cushion (see `_draw_stack`) through the tile cache. Its picture depends on the stack's top
    pieces, its height and its place (`board_key`: the radius and the board's top row,
    which fix the empty cushion beneath), and it paints exactly its cushion's hex."""
    shown = tuple(pieces[-max_shown:])
    key = (board_key, cx, cy, s, name, shown, len(pieces), max_shown)
    box = pixel_box(cx - s, cy - s, cx + s, cy + s, img.size)

    def draw() -> None:
        _draw_stack(img, ImageDraw.Draw(img), cx, cy, s, name, pieces, max_shown)

    def footprint() -> Image.Image:
        mask = _cushion_mask(box, cx, cy, s).copy()
        discs, zig = _column(cx, cy, s, pieces, max_shown)
        if zig:  # as `_draw_stack` draws them, moved by the box's whole pixels
            moved = [(x - box[0], y - box[1]) for x, y in zig]
            ImageDraw.Draw(mask).line(moved, fill=1, width=2)
        for colour, x, y, w, t, ratio in discs:
            bits = _disc_bits(colour, w, t, ratio)
            mask.paste(1, (round(x) - box[0], round(y) - box[1]), bits)
        texts = [(label_pos(cx, cy, s, False), name, label_font(s))]
        if len(pieces) > 1:
            texts.append(_digits(cx, cy, s, len(pieces)))
        for xy, text, size in texts:  # a label may stand out of a small cushion
            bits, tx, ty = text_bits(xy, text, size)
            mask.paste(1, (tx - box[0], ty - box[1]), bits)
        return mask

    _STACKS.stamp(img, key, box, draw, footprint)


@lru_cache(maxsize=256)
def _cushion_mask(box: tuple[int, int, int, int], cx: float, cy: float, s: float) -> Image.Image:
    """The 1-bit mask, over `box`, of the pixels an occupied cushion centred at (cx, cy)
    paints besides its pieces: its tinted hex and the outline `_draw_stack` strokes along
    its edge (corners computed where they are drawn, then moved by the box's corner)."""
    x0, y0 = box[0], box[1]
    mask = Image.new("1", (box[2] - x0, box[3] - y0), 0)
    draw = ImageDraw.Draw(mask)
    draw.polygon([(x - x0, y - y0) for x, y in hex_corners(cx, cy, s * 0.92)], fill=1)
    edge = [(x - x0, y - y0) for x, y in hex_corners(cx, cy, s * 0.92 - 1.5)]
    draw.line([*edge, edge[0], edge[1]], fill=1, width=3, joint="curve")  # = hex_outline
    return mask


@lru_cache(maxsize=256)
def _disc_bits(colour: str, width: int, height: int, mark_ratio: float) -> Image.Image:
    """The 1-bit mask of the pixels a disc sprite covers."""
    alpha = _disc_sprite(colour, width, height, mark_ratio).getchannel("A")
    return alpha.point([0] + [255] * 255).convert("1")


def band_height(s: float) -> int:
    """The height in px of one piece in a stack's side view, for hex size `s`: a quarter
    of the hex size, so at a phone's width each piece is a clear ≥ 6-px stripe (radius
    3 and 4) and the order of colours in a stack reads at a glance."""
    return max(6, round(s * 0.25))


@lru_cache(maxsize=256)
def _disc_sprite(colour: str, width: int, height: int, mark_ratio: float) -> Image.Image:
    """An RGBA side view of one piece (drawn once per colour and size, then pasted)."""
    sprite = Image.new("RGBA", (width + 1, height + 1), (0, 0, 0, 0))
    draw_disc(ImageDraw.Draw(sprite), (0, 0, width, height), style_of(colour), mark_ratio)
    return sprite


def _paste_disc(
    img: Image.Image, colour: str, x: float, y: float, width: int, height: int, mark_ratio: float
) -> None:
    sprite = _disc_sprite(colour, width, height, mark_ratio)
    img.paste(sprite, (round(x), round(y)), sprite)
