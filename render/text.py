"""Fast text for boards: lines of words stamped from cached glyph masks.

Rendering a line with FreeType costs about half a millisecond per line of caption, on
every render. Words repeat from board to board ("Black", "to", "move", cell names), so a
line is drawn as its words, each rendered once per (word, size, weight) and then pasted as
a coverage mask; the space between words is the font's own space advance. Pasting a mask
blends the ink exactly as `ImageDraw.text` does, so the result looks the same (kerning
between letters inside a word is kept; no font kerns across a space).
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw

from render import names
from render.common import font
from render.lang import note

RGB = tuple[int, int, int]


@lru_cache(maxsize=4096)
def _word(word: str, size: int, bold: bool) -> tuple[Image.Image, int, int, float]:
    """The coverage mask of `word`, its offset from the pen position on the baseline, and
    the pen's advance."""
    if names.needs_fallback(word):  # Japanese and other scripts DejaVu lacks
        runs, left, top = names.text_mask(word, size, bold, "ls")
        return runs, left, top, names.width(word, size, bold)
    fnt = font(size, bold)
    left, top, right, bottom = (int(v) for v in fnt.getbbox(word, anchor="ls"))
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), word, font=fnt, fill=255, anchor="ls")
    return mask, left, top, fnt.getlength(word)


@lru_cache(maxsize=64)
def _space(size: int, bold: bool) -> float:
    return font(size, bold).getlength(" ")


@lru_cache(maxsize=4096)
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


#: Lines kept: a few KB each (a board draws 10–40 lines, most of them again next time).
@lru_cache(maxsize=256)
def _line(text: str, size: int, bold: bool, start: float) -> tuple[Image.Image, int, int]:
    """The coverage mask of a whole line whose pen starts at x = `start` (0 ≤ start < 2)
    on baseline 0, and its top-left corner: the words' masks set where `draw_line` puts
    them, overlapping ink combined as two pastes would blend it ("screen")."""
    space = _space(size, bold)
    placed: list[tuple[Image.Image, int, int]] = []
    pen = start
    for word in text.split(" "):
        if word:
            mask, left, top, advance = _word(word, size, bold)
            placed.append((mask, round(pen) + left, top))
            pen += advance
        pen += space
    if not placed:
        return Image.new("L", (1, 1), 0), 0, 0
    x0 = min(x for _, x, _ in placed)
    y0 = min(y for _, _, y in placed)
    x1 = max(x + m.width for m, x, _ in placed)
    y1 = max(y + m.height for m, _, y in placed)
    line = Image.new("L", (x1 - x0, y1 - y0), 0)
    for mask, x, y in placed:
        box = (x - x0, y - y0, x - x0 + mask.width, y - y0 + mask.height)
        line.paste(ImageChops.screen(line.crop(box), mask), box)
    return line, x0, y0


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
    Returns the line's width. The line is stamped in one paste from a cached mask (cached
    per text and the pen's start within a 2-px step: rounding then lands as word by word)."""
    note(text)
    ascent, descent = font(size, bold).getmetrics()
    width = line_width(text, size, bold)
    x = xy[0] - {"l": 0.0, "m": width / 2, "r": width}[anchor[0]]
    baseline = xy[1] + {"a": ascent, "m": (ascent - descent) / 2, "s": 0, "d": -descent}[anchor[1]]
    step = 2 * math.floor(x / 2)
    mask, left, top = _line(text, size, bold, x - step)
    px, py = step + left, round(baseline) + top
    img.paste(fill, (px, py, px + mask.width, py + mask.height), mask)
    return width


def draw_text(
    img: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB,
    bold: bool = True,
    anchor: str = "la",
    stroke: int = 0,
    stroke_fill: RGB | None = None,
) -> None:
    """`ImageDraw.text` for one line in DejaVu (`font(size, bold)`), optionally outlined
    `stroke` px wide in `stroke_fill`, from cached masks: the same pixels (Pillow inks a
    mask the way a paste through it does), without rasterizing the glyphs on every
    render. The masks are cached per text and the sub-pixel part of `xy`. Text holding
    characters DejaVu lacks (Japanese) is drawn in runs of the fonts that have them."""
    note(text)
    x, y = xy
    if names.needs_fallback(text):
        mask, ox, oy = names.text_mask(text, size, bold, anchor, stroke)
        px, py = round(x) + ox, round(y) + oy
        img.paste(stroke_fill or fill, (px, py, px + mask.width, py + mask.height), mask)
        if stroke and (stroke_fill or fill) != fill:
            mask, ox, oy = names.text_mask(text, size, bold, anchor, 0)
            px, py = round(x) + ox, round(y) + oy
            img.paste(fill, (px, py, px + mask.width, py + mask.height), mask)
        return
    if x < 0 or y < 0:  # whole parts round toward zero there: let Pillow draw it
        ImageDraw.Draw(img).text(
            xy, text, fill, font(size, bold), anchor, stroke_width=stroke, stroke_fill=stroke_fill
        )
        return
    fx, fy = math.modf(x)[0], math.modf(y)[0]
    if stroke:
        mask, ox, oy = _text_mask(text, size, bold, anchor, stroke, fx, fy)
        px, py = int(x) + ox, int(y) + oy
        img.paste(stroke_fill or fill, (px, py, px + mask.width, py + mask.height), mask)
        if (stroke_fill or fill) == fill:
            return
    mask, ox, oy = _text_mask(text, size, bold, anchor, 0, fx, fy)
    px, py = int(x) + ox, int(y) + oy
    img.paste(fill, (px, py, px + mask.width, py + mask.height), mask)


@lru_cache(maxsize=256)
def _text_mask(
    text: str, size: int, bold: bool, anchor: str, stroke: int, fx: float, fy: float
) -> tuple[Image.Image, int, int]:
    """The coverage mask Pillow inks for `text` drawn at a point whose fractional part is
    (fx, fy), and its top-left relative to that point's whole part."""
    fnt = font(size, bold)
    left, top, right, bottom = (
        int(v) for v in fnt.getbbox(text, anchor=anchor, stroke_width=stroke)
    )
    pad = 4 + size // 4
    ax, ay = pad - left, pad - top  # the whole part of the point on the canvas
    canvas = Image.new("L", (right - left + 2 * pad, bottom - top + 2 * pad), 0)
    ImageDraw.Draw(canvas).text(
        (ax + fx, ay + fy),
        text,
        font=fnt,
        fill=255,
        anchor=anchor,
        stroke_width=stroke,
        stroke_fill=255,
    )
    box = canvas.getbbox() or (0, 0, 1, 1)
    return canvas.crop(box), box[0] - ax, box[1] - ay
