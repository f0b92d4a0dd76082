"""Lines of the Kitty Stack Tower image that may hold players' names: measured, shortened,
wrapped and stamped in any script (through `render.names`: DejaVu Sans, Droid Sans
Fallback for CJK), from cached glyph masks so a line drawn on every render costs a paste.

Every text passed here is already `names.clean` where it holds a name (`read_view` cleans
the names), so nothing undrawable reaches the fonts.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from render import names
from render.common import font
from render.hexgeom import RGB, Point, wrap_text


def width(text: str, size: int, bold: bool = True) -> float:
    """The advance of `text` at `size`, each character in the font that draws it."""
    return names.width(text, size, bold)


def fit(text: str, size: int, room: float, bold: bool = True) -> str:
    """`text`, ended with "…" where needed so it is at most `room` px wide."""
    return names.shorten(text, size, room, bold)


def wrap(text: str, size: int, room: float, bold: bool = False) -> list[str]:
    """Greedy word wrap of `text` into lines at most `room` px wide (a word wider than a
    line is shortened with "…" rather than overflowing)."""
    flat = " ".join(text.split())
    return [ln for ln in wrap_text(flat, size, room, bold, measure=width, shorten=fit) if ln]


@lru_cache(maxsize=1024)
def _mask(text: str, size: int, bold: bool) -> tuple[Image.Image, int]:
    """An 'L' coverage mask of `text` drawn by `names.draw_name`, and its baseline row."""
    faces = (font(size, bold), names.fallback_font(size))
    ascent = max(f.getmetrics()[0] for f in faces)
    descent = max(f.getmetrics()[1] for f in faces)
    mask = Image.new("L", (max(1, math.ceil(width(text, size, bold)) + 2), ascent + descent), 0)
    names.draw_name(ImageDraw.Draw(mask), (0, ascent), text, size, 255, bold)
    return mask, ascent


def stamp(
    img: Image.Image,
    xy: Point,
    text: str,
    size: int,
    fill: RGB,
    bold: bool = True,
    anchor: str = "lm",
) -> float:
    """Draw `text` with its left end (anchor "lm") or right end ("rm") at x and the middle
    of DejaVu's line at y, as `hexgeom.stamp_text` places one-font text; returns the x
    where the text ends on the right."""
    mask, baseline = _mask(text, size, bold)
    ascent, descent = font(size, bold).getmetrics()
    advance = width(text, size, bold)
    x = xy[0] - advance if anchor == "rm" else xy[0]
    top = xy[1] + (ascent - descent) / 2 - baseline
    left, upper = round(x), round(top)
    img.paste(fill, (left, upper, left + mask.width, upper + mask.height), mask)
    return x + advance
