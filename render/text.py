"""Fast text for boards: lines of words stamped from cached glyph masks.

Rendering a line with FreeType costs about half a millisecond per line of caption, on
every render. Words repeat from board to board ("Black", "to", "move", cell names), so a
line is drawn as its words, each rendered once per (word, size, weight) and then pasted as
a coverage mask; the space between words is the font's own space advance. Pasting a mask
blends the ink exactly as `ImageDraw.text` does, so the result looks the same (kerning
between letters inside a word is kept; no font kerns across a space).
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from render.common import font

RGB = tuple[int, int, int]


@lru_cache(maxsize=4096)
def _word(word: str, size: int, bold: bool) -> tuple[Image.Image, int, int, float]:
    """The coverage mask of `word`, its offset from the pen position on the baseline, and
    the pen's advance."""
    fnt = font(size, bold)
    left, top, right, bottom = (int(v) for v in fnt.getbbox(word, anchor="ls"))
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), word, font=fnt, fill=255, anchor="ls")
    return mask, left, top, fnt.getlength(word)


@lru_cache(maxsize=64)
def _space(size: int, bold: bool) -> float:
    return font(size, bold).getlength(" ")


def line_width(text: str, size: int, bold: bool = True) -> float:
    """The advance of `text` at `size` as `draw_line` sets it."""
    words = text.split(" ")
    return sum(_word(w, size, bold)[3] for w in words if w) + _space(size, bold) * (len(words) - 1)


def fit_size(text: str, size: int, room: float, minimum: int, bold: bool = True) -> int:
    """The largest font size in `minimum`..`size` at which `text` is at most `room` px
    wide (`minimum` when even that is too wide)."""
    while size > minimum and line_width(text, size, bold) > room:
        size -= 1
    return size


def draw_line(
    img: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB,
    bold: bool = True,
    anchor: str = "la",
) -> float:
    """Draw one line of `text` at `xy` with a Pillow-style two-letter `anchor`: horizontal
    `l`/`m`/`r`, vertical `a` (ascender), `m` (middle), `s` (baseline) or `d` (descender).
    Returns the line's width."""
    ascent, descent = font(size, bold).getmetrics()
    width = line_width(text, size, bold)
    x = xy[0] - {"l": 0.0, "m": width / 2, "r": width}[anchor[0]]
    baseline = xy[1] + {"a": ascent, "m": (ascent - descent) / 2, "s": 0, "d": -descent}[anchor[1]]
    space = _space(size, bold)
    pen = x
    by = round(baseline)
    for word in text.split(" "):
        if word:
            mask, left, top, advance = _word(word, size, bold)
            px, py = round(pen) + left, by + top
            img.paste(fill, (px, py, px + mask.width, py + mask.height), mask)
            pen += advance
        pen += space
    return width
