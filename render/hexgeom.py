"""Hex-board drawing toolkit: flat-topped hex geometry, cached text stamps, dashed rings,
haloed arrows and fast palette PNG encoding.

Geometry follows the rules files: axial (q, r) on a hex-hex board; flat-topped hexes, so
columns are vertical, q grows to the right and a larger r sits lower on screen
(x = size·3/2·q, y = size·√3·(r + q/2)). Nothing here knows about any particular game.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from render import names
from render.common import PieceStyle, draw_mark, font
from render.lang import note
from render.palette import COMPRESS_LEVEL, encode_indexed

RGB = tuple[int, int, int]
Point = tuple[float, float]

SQRT3 = math.sqrt(3.0)
WHITE: RGB = (255, 255, 255)


# --------------------------------------------------------------------------- geometry


@dataclass(frozen=True)
class HexLayout:
    """Where the cells of a radius-`radius` hex-hex board fall on an image.

    `size` is the centre-to-corner distance of one hex in pixels; `origin` is the pixel
    centre of the board's centre cell (q = r = 0).
    """

    radius: int
    size: float
    origin: Point

    def center(self, cell: tuple[int, int]) -> Point:
        """Pixel centre of axial `cell` (q, r)."""
        q, r = cell
        return (
            self.origin[0] + self.size * 1.5 * q,
            self.origin[1] + self.size * SQRT3 * (r + q / 2.0),
        )

    @staticmethod
    def board_extent(radius: int, size: float) -> tuple[float, float]:
        """Width and height in pixels of the whole board's cells (outer hex corners)."""
        return size * (3 * radius + 2), size * SQRT3 * (2 * radius + 1)


def hex_corners(cx: float, cy: float, size: float) -> list[Point]:
    """The six corners of a flat-topped hex of circumradius `size` centred on (cx, cy)."""
    return [
        (cx + size * math.cos(math.radians(60 * k)), cy + size * math.sin(math.radians(60 * k)))
        for k in range(6)
    ]


# --------------------------------------------------------------------------- colour


def blend(fg: RGB, bg: RGB, amount: float) -> RGB:
    """`amount` of `fg` mixed over `bg` (0 → bg, 1 → fg)."""
    return (
        round(bg[0] + (fg[0] - bg[0]) * amount),
        round(bg[1] + (fg[1] - bg[1]) * amount),
        round(bg[2] + (fg[2] - bg[2]) * amount),
    )


# --------------------------------------------------------------------------- text stamps


@lru_cache(maxsize=2048)
def _text_mask(text: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    """An 'L' coverage mask of `text` and the offset of its top-left from the anchor point."""
    if names.needs_fallback(text):  # Japanese and other scripts DejaVu lacks
        return names.text_mask(text, size, bold, anchor)
    fnt = font(size, bold)
    left, top, right, bottom = (int(v) for v in fnt.getbbox(text, anchor=anchor))
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, font=fnt, fill=255, anchor=anchor)
    return mask, left, top


def stamp_text(
    img: Image.Image,
    xy: Point,
    text: str,
    size: int,
    fill: RGB,
    bold: bool = True,
    anchor: str = "mm",
) -> tuple[int, int, int, int]:
    """Draw `text` at `xy` (Pillow anchor semantics) from a cached glyph mask, which is much
    faster than `ImageDraw.text` for labels drawn on every render. Returns the pixel box."""
    note(text)
    mask, left, top = _text_mask(text, size, bold, anchor)
    x, y = round(xy[0]) + left, round(xy[1]) + top
    img.paste(fill, (x, y, x + mask.width, y + mask.height), mask)
    return x, y, x + mask.width, y + mask.height


def text_bits(
    xy: Point, text: str, size: int, bold: bool = True, anchor: str = "mm"
) -> tuple[Image.Image, int, int]:
    """The pixels `stamp_text` inks for these arguments: a 1-bit mask and its top-left."""
    bits, left, top = _text_bits(text, size, bold, anchor)
    return bits, round(xy[0]) + left, round(xy[1]) + top


@lru_cache(maxsize=512)
def _text_bits(text: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    mask, left, top = _text_mask(text, size, bold, anchor)
    return mask.point([0] + [255] * 255).convert("1"), left, top


@lru_cache(maxsize=4096)
def text_width(text: str, size: int, bold: bool = True) -> int:
    """Width in pixels of `text` at `size`."""
    if names.needs_fallback(text):
        return math.ceil(names.width(text, size, bold))
    left, _top, right, _bottom = font(size, bold).getbbox(text)
    return int(right - left)


def fit_text(text: str, size: int, max_width: float, bold: bool = True) -> str:
    """`text`, shortened with an ellipsis if needed so it is at most `max_width` px wide."""
    if text_width(text, size, bold) <= max_width:
        return text
    cut = text
    while cut and text_width(cut + "…", size, bold) > max_width:
        cut = cut[:-1]
    return cut.rstrip() + "…"


def wrap_text(
    text: str,
    size: int,
    max_width: float,
    bold: bool = False,
    *,
    measure: Callable[[str, int, bool], float] | None = None,
    shorten: Callable[[str, int, float, bool], str] | None = None,
) -> list[str]:
    """Greedy word wrap of `text` into lines at most `max_width` px wide, a line per
    paragraph at least (long words are shortened with an ellipsis rather than
    overflowing). `measure` and `shorten` default to this module's `text_width` and
    `fit_text` (DejaVu); a caller drawing other fonts passes its own."""
    width_of = measure or text_width
    cut = shorten or fit_text
    lines: list[str] = []
    for paragraph in text.split("\n"):
        current = ""
        for word in paragraph.split():
            trial = word if not current else current + " " + word
            if width_of(trial, size, bold) <= max_width:
                current = trial
                continue
            if current:
                lines.append(current)
            pieces = break_wide(word, size, max_width, bold, width_of)
            lines.extend(pieces[:-1])
            current = cut(pieces[-1], size, max_width, bold)
        lines.append(current)
    return lines


def break_wide(
    word: str,
    size: int,
    max_width: float,
    bold: bool,
    measure: Callable[[str, int, bool], float],
) -> list[str]:
    """A word wider than `max_width` cut between characters into lines that fit, when
    it is written without spaces (Japanese, Chinese: any character may end a line); any
    other word whole (its caller shortens it)."""
    if not names.needs_fallback(word):
        return [word]
    lines, current = [], ""
    for ch in word:
        if current and measure(current + ch, size, bold) > max_width:
            lines.append(current)
            current = ch
        else:
            current += ch
    return [*lines, current]


# --------------------------------------------------------------------------- strokes


def dashed_ring(
    draw: ImageDraw.ImageDraw,
    cx: float,
    cy: float,
    radius: float,
    fill: RGB,
    width: int = 4,
    dashes: int = 12,
) -> None:
    """A dashed circle: `dashes` arcs with equal gaps between them."""
    box = (cx - radius, cy - radius, cx + radius, cy + radius)
    step = 360.0 / dashes
    for k in range(dashes):
        start = k * step
        draw.arc(box, start, start + step * 0.55, fill=fill, width=width)


def arrow_path(
    draw: ImageDraw.ImageDraw,
    points: Sequence[Point],
    fill: RGB,
    width: int,
    halo: RGB | None = WHITE,
) -> None:
    """A polyline through `points` ending in a filled arrowhead at the last point, with an
    optional contrasting halo so it stays visible over any colour."""
    if len(points) < 2:
        return
    (px, py), (bx, by) = points[-2], points[-1]
    ang = math.atan2(by - py, bx - px)
    head = width * 3.0
    # stop the shaft inside the head so the tip stays sharp
    ex, ey = bx - head * 0.7 * math.cos(ang), by - head * 0.7 * math.sin(ang)
    shaft = [*points[:-1], (ex, ey)]
    tip = [
        (bx, by),
        (bx - head * math.cos(ang - 0.5), by - head * math.sin(ang - 0.5)),
        (bx - head * math.cos(ang + 0.5), by - head * math.sin(ang + 0.5)),
    ]
    if halo is not None:
        pad = max(2, width // 2)
        draw.line(shaft, fill=halo, width=width + 2 * pad, joint="curve")
        for x, y in shaft[:1]:
            draw.ellipse(
                (
                    x - (width / 2 + pad),
                    y - (width / 2 + pad),
                    x + width / 2 + pad,
                    y + width / 2 + pad,
                ),
                fill=halo,
            )
        draw.polygon(tip, fill=halo, outline=halo, width=pad * 2)
    draw.line(shaft, fill=fill, width=width, joint="curve")
    x0, y0 = shaft[0]
    draw.ellipse(
        (x0 - width * 0.8, y0 - width * 0.8, x0 + width * 0.8, y0 + width * 0.8), fill=fill
    )
    draw.polygon(tip, fill=fill)


def quadratic_curve(a: Point, control: Point, b: Point, steps: int = 16) -> list[Point]:
    """Points along the quadratic Bézier from `a` to `b` pulled towards `control`."""
    out = []
    for i in range(steps + 1):
        t = i / steps
        u = 1.0 - t
        out.append(
            (
                u * u * a[0] + 2 * u * t * control[0] + t * t * b[0],
                u * u * a[1] + 2 * u * t * control[1] + t * t * b[1],
            )
        )
    return out


def toward(a: Point, b: Point, distance: float) -> Point:
    """The point `distance` px from `a` along the segment a→b."""
    length = math.dist(a, b)
    if length < 1e-9:
        return a
    return a[0] + (b[0] - a[0]) * distance / length, a[1] + (b[1] - a[1]) * distance / length


# --------------------------------------------------------------------------- encoding


def encode_with_palette(
    img: Image.Image, palette: Image.Image, compress_level: int = COMPRESS_LEVEL
) -> bytes:
    """PNG bytes of RGB `img` mapped onto the fixed `palette` (see `render.palette`)."""
    return encode_indexed(img, palette, compress_level)


# --------------------------------------------------------------------------- small icons
# Shared by the Kitty board and the card images (and free for other renderers).

RAINBOW: tuple[RGB, ...] = (
    (228, 26, 28),
    (255, 127, 0),
    (255, 215, 0),
    (77, 175, 74),
    (55, 126, 184),
    (152, 78, 163),
)
TWIST: RGB = (123, 63, 160)
CUT: RGB = (200, 30, 90)


def draw_piece_chip(
    draw: ImageDraw.ImageDraw,
    cx: float,
    cy: float,
    size: float,
    style: PieceStyle,
    outline_width: int = 2,
) -> None:
    """One piece seen from above: a flat-topped hex in its colour with its mark."""
    draw.polygon(
        hex_corners(cx, cy, size), fill=style.fill, outline=style.outline, width=outline_width
    )
    draw_mark(draw, style.mark, cx, cy, size * 0.45, style.mark_fill)


def draw_disc(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    style: PieceStyle,
    mark_ratio: float = 0.33,
) -> None:
    """One piece seen from the side (a cushion): a rounded bar in its colour, a darker
    underside, and its mark in the middle so colour-blind players can tell it apart."""
    x0, y0, x1, y1 = box
    h = y1 - y0
    draw.rounded_rectangle(box, radius=h / 2.2, fill=style.outline)
    draw.rounded_rectangle(
        (x0, y0, x1, y1 - max(2, h * 0.18)),
        radius=h / 2.2,
        fill=style.fill,
        outline=style.outline,
        width=1,
    )
    draw_mark(
        draw, style.mark, (x0 + x1) / 2, (y0 + y1) / 2 - h * 0.06, h * mark_ratio, style.mark_fill
    )


def draw_cat_head(
    draw: ImageDraw.ImageDraw,
    cx: float,
    cy: float,
    r: float,
    style: PieceStyle,
    with_mark: bool = True,
) -> None:
    """A little cat face (round head, two ears) in a piece colour, its mark on the face."""
    ear = r * 0.95
    for side in (-1, 1):
        draw.polygon(
            [
                (cx + side * r * 0.95, cy - r * 0.05),
                (cx + side * r * 0.80, cy - r - ear * 0.35),
                (cx + side * r * 0.15, cy - r * 0.75),
            ],
            fill=style.fill,
            outline=style.outline,
            width=max(1, round(r / 9)),
        )
    draw.ellipse(
        (cx - r, cy - r * 0.85, cx + r, cy + r * 0.95),
        fill=style.fill,
        outline=style.outline,
        width=max(1, round(r / 9)),
    )
    if with_mark:
        draw_mark(draw, style.mark, cx, cy + r * 0.08, r * 0.42, style.mark_fill)


def draw_rainbow(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, band: float) -> None:
    """A rainbow arc (upper half circle) of outer radius `r` centred on its base (cx, cy)."""
    for k, colour in enumerate(RAINBOW[:4] if band < 3 else RAINBOW):
        rr = r - k * band
        if rr <= band:
            break
        draw.arc(
            (cx - rr, cy - rr, cx + rr, cy + rr), 180, 360, fill=colour, width=max(1, round(band))
        )


def draw_swirl(
    draw: ImageDraw.ImageDraw,
    cx: float,
    cy: float,
    r: float,
    fill: RGB,
    width: int,
) -> None:
    """A swirl (an opening spiral ending in an arrowhead): the 'twist' symbol."""
    pts: list[Point] = []
    turns = 1.6
    for i in range(41):
        t = i / 40
        ang = t * turns * 2 * math.pi
        rad = r * (0.15 + 0.85 * t)
        pts.append((cx + rad * math.cos(ang), cy + rad * math.sin(ang)))
    draw.line(pts, fill=fill, width=width, joint="curve")
    (ax, ay), (bx, by) = pts[-3], pts[-1]
    ang = math.atan2(by - ay, bx - ax)
    head = width * 2.4
    draw.polygon(
        [
            (bx + head * 0.6 * math.cos(ang), by + head * 0.6 * math.sin(ang)),
            (bx - head * math.cos(ang - 0.9), by - head * math.sin(ang - 0.9)),
            (bx - head * math.cos(ang + 0.9), by - head * math.sin(ang + 0.9)),
        ],
        fill=fill,
    )


def draw_scissors(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill: RGB) -> None:
    """Scissors (two crossed blades, two ring handles): the 'disassemble' marker."""
    w = max(2, round(r / 4))
    draw.line((cx - r * 0.55, cy + r * 0.35, cx + r * 0.75, cy - r * 0.9), fill=fill, width=w)
    draw.line((cx + r * 0.55, cy + r * 0.35, cx - r * 0.75, cy - r * 0.9), fill=fill, width=w)
    hr = r * 0.32
    for side in (-1, 1):
        hx, hy = cx + side * r * 0.62, cy + r * 0.62
        draw.ellipse((hx - hr, hy - hr, hx + hr, hy + hr), outline=fill, width=w)


def draw_star(
    draw: ImageDraw.ImageDraw,
    cx: float,
    cy: float,
    r: float,
    fill: RGB,
    points: int = 5,
    inner: float = 0.45,
) -> None:
    """A filled star with `points` tips."""
    pts = []
    for k in range(points * 2):
        ang = -math.pi / 2 + k * math.pi / points
        rad = r if k % 2 == 0 else r * inner
        pts.append((cx + rad * math.cos(ang), cy + rad * math.sin(ang)))
    draw.polygon(pts, fill=fill)


def draw_crown(
    draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill: RGB, outline: RGB
) -> None:
    """A three-pointed crown about 2r wide, centred on (cx, cy)."""
    pts = [
        (cx - r, cy + r * 0.6),
        (cx - r, cy - r * 0.5),
        (cx - r * 0.5, cy + r * 0.05),
        (cx, cy - r * 0.8),
        (cx + r * 0.5, cy + r * 0.05),
        (cx + r, cy - r * 0.5),
        (cx + r, cy + r * 0.6),
    ]
    draw.polygon(pts, fill=fill, outline=outline, width=max(1, round(r / 8)))
