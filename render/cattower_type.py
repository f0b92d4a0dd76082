"""Cat and the Tower's type: lines wrapped to a width (Japanese breaks between
characters), text shortened with an ellipsis, and players' names stamped in any script
(the panel, the caption and the scene's labels share them)."""

from __future__ import annotations

from PIL import Image

from render.common import font
from render.hexgeom import break_wide
from render.names import MASK_PEN_X, shorten
from render.names import mask as name_mask
from render.names import width as name_width
from render.text import line_width


def wrap(text: str, size: int, width: float, bold: bool = True) -> list[str]:
    """Split `text` into lines no wider than `width` px at `size` (long words stay whole,
    but a word written without spaces — Japanese — breaks between its characters)."""
    lines: list[str] = []
    cur = ""
    words = [
        piece
        for word in text.split()
        for piece in break_wide(word, size, width, bold, lambda t, s, b: line_width(t, s, b))
    ]
    for word in words:
        trial = f"{cur} {word}".strip()
        if cur and line_width(trial, size, bold) > width:
            lines.append(cur)
            cur = word
        else:
            cur = trial
    return lines + ([cur] if cur else [])


def fit(text: str, size: int, width: float) -> str:
    """`text`, shortened with an ellipsis to fit `width` px."""
    if line_width(text, size) <= width:
        return text
    while text and line_width(text + "…", size) > width:
        text = text[:-1]
    return text + "…"


def put_name(
    img: Image.Image,
    xy: tuple[float, float],
    name: str,
    size: int,
    fill: tuple[int, int, int],
    room: float,
    middle: bool = False,
) -> float:
    """Draw a player's `name` (any script, shortened to `room` px) with its top-left (or,
    with `middle`, its left middle) at `xy`; returns its width."""
    ascent, descent = font(size).getmetrics()
    base = xy[1] + ((ascent - descent) / 2 if middle else ascent)
    return paste_name(img, (xy[0], base), shorten(name, size, room), size, fill)


def paste_name(
    img: Image.Image, xy: tuple[float, float], text: str, size: int, fill: tuple[int, int, int]
) -> float:
    """Stamp `text` (a name already shortened) with its pen at x and its baseline at y, as
    `render.names.draw_name` draws it; returns its width. The glyphs are drawn once per
    text and size and then pasted (boards redraw the same names every turn)."""
    top = font(size).getmetrics()[0] + size // 2  # room for a fallback font's taller glyphs
    mask = name_mask(text, size, True, top)
    x, y = round(xy[0]) - MASK_PEN_X, round(xy[1]) - top
    img.paste(fill, (x, y, x + mask.width, y + mask.height), mask)
    return name_width(text, size)
