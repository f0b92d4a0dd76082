"""Shared drawing pieces: fonts, the colour-blind-safe palette with a mark per colour
and PNG encoding. Every board renderer builds on these so the games look alike."""

from __future__ import annotations

import io
import math
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from render.palette import png_indexed

BACKGROUND = (246, 241, 232)  # warm paper
INK = (40, 36, 33)
MUTED = (120, 112, 104)
GRID_LIGHT = (228, 214, 190)
GRID_DARK = (208, 190, 160)
HIGHLIGHT = (255, 196, 0)  # last move
WHITE = (255, 255, 255)
#: The ring, outline and arrow colour of the last move in every game: a deep magenta
#: that no seat colour (red, yellow, blue, green, white, black) resembles, so a last-move
#: mark never reads as one player's.
LAST_MOVE = (190, 30, 120)


@dataclass(frozen=True)
class PieceStyle:
    """How one colour of piece is drawn: fill, outline, the mark drawn on it, the mark's
    colour, and the colour's name."""

    fill: tuple[int, int, int]
    outline: tuple[int, int, int]
    mark: str
    mark_fill: tuple[int, int, int]
    name: str


#: Okabe–Ito based colours; each colour also has its own mark so no one relies on hue.
STYLES: dict[str, PieceStyle] = {
    "r": PieceStyle((213, 94, 0), (120, 45, 0), "circle", (255, 255, 255), "Red"),
    "y": PieceStyle((240, 228, 66), (140, 128, 20), "triangle", (60, 50, 0), "Yellow"),
    "b": PieceStyle((0, 114, 178), (0, 55, 95), "square", (255, 255, 255), "Blue"),
    "g": PieceStyle((0, 158, 115), (0, 80, 55), "diamond", (255, 255, 255), "Green"),
    "w": PieceStyle((250, 248, 240), (90, 90, 90), "ring", (60, 60, 60), "White"),
    "k": PieceStyle((45, 45, 50), (10, 10, 10), "cross", (240, 240, 240), "Black"),
}


FONT_DIR = Path(__file__).resolve().parent / "fonts"


@lru_cache(maxsize=64)
def font(size: int, bold: bool = True) -> ImageFont.FreeTypeFont:
    """DejaVu Sans (shipped in render/fonts, so every machine draws the same) at `size` px."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONT_DIR / name), size)


def draw_mark(
    draw: ImageDraw.ImageDraw,
    mark: str,
    cx: float,
    cy: float,
    r: float,
    fill: tuple[int, int, int],
) -> None:
    """Draw a colour-blind mark of radius `r` centred on (cx, cy)."""
    w = max(1, int(r / 3))
    if mark == "circle":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill)
    elif mark == "ring":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=fill, width=w)
    elif mark == "square":
        s = r * 0.85
        draw.rectangle((cx - s, cy - s, cx + s, cy + s), fill=fill)
    elif mark == "diamond":
        draw.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], fill=fill)
    elif mark == "triangle":
        h = r * 1.1
        draw.polygon(
            [
                (cx, cy - h),
                (cx + h * math.sin(math.radians(60)), cy + h / 2),
                (cx - h * math.sin(math.radians(60)), cy + h / 2),
            ],
            fill=fill,
        )
    elif mark == "cross":
        draw.line((cx - r, cy - r, cx + r, cy + r), fill=fill, width=w + 1)
        draw.line((cx - r, cy + r, cx + r, cy - r), fill=fill, width=w + 1)


def to_png(img: Image.Image, compress_level: int = 3) -> bytes:
    """Encode `img` as a PNG, deterministically (same image → same bytes).

    The image is stored with a palette of its 256 most frequent colours, the rare rest
    mapped to their nearest. Counting colours costs as much as encoding, so boards use a
    fixed palette instead (`render.palette`); this is for the occasional image whose
    colours are not known in advance (the objective cards)."""
    counts = img.getcolors(1 << 16)
    if counts is not None:
        colours = [(n, rgb) for n, rgb in counts if isinstance(rgb, tuple)]  # RGB: all of them
        colours.sort(key=lambda item: (-item[0], item[1]))
        palette = Image.new("P", (1, 1))
        palette.putpalette([channel for _, rgb in colours[:256] for channel in rgb])
        img = img.quantize(palette=palette, dither=Image.Dither.NONE)
        return png_indexed(img, compress_level)
    buf = io.BytesIO()
    img.save(buf, format="PNG", compress_level=compress_level)
    return buf.getvalue()
