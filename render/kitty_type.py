"""Lines of the Kitty Stack Tower image that may hold players' names: wrapped and stamped
in any script (measured and shortened by `render.names`: DejaVu Sans, Droid Sans Fallback
for CJK), from cached glyph masks so a line drawn on every render costs a paste.

Every text passed here is already `names.clean` where it holds a name (`read_view` cleans
the names), so nothing undrawable reaches the fonts.
"""

from __future__ import annotations

from PIL import Image

from render import names
from render.common import font
from render.hexgeom import RGB, Point, wrap_text


def wrap(text: str, size: int, room: float, bold: bool = False) -> list[str]:
    """Greedy word wrap of `text` into lines at most `room` px wide (a word wider than a
    line is shortened with "…" rather than overflowing)."""
    flat = " ".join(text.split())
    return [
        ln
        for ln in wrap_text(flat, size, room, bold, measure=names.width, shorten=names.shorten)
        if ln
    ]


def _baseline(size: int, bold: bool) -> int:
    """The pen's row in a name mask: room above it for either font's tallest glyph."""
    return max(font(size, bold).getmetrics()[0], names.fallback_font(size).getmetrics()[0])


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
    baseline = _baseline(size, bold)
    mask = names.mask(text, size, bold, baseline, pen_x=0)
    ascent, descent = font(size, bold).getmetrics()
    advance = names.width(text, size, bold)
    x = xy[0] - advance if anchor == "rm" else xy[0]
    top = xy[1] + (ascent - descent) / 2 - baseline
    left, upper = round(x), round(top)
    img.paste(fill, (left, upper, left + mask.width, upper + mask.height), mask)
    return x + advance
