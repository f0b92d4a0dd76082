"""Players' names in pictures: any script drawn, anything no bundled font draws left out,
long names shortened to the room they have.

A name is drawn in runs: DejaVu Sans (the boards' font) for every character it has, Droid
Sans Fallback for the others (Chinese, Japanese, Korean…), both shipped in `render/fonts`.
A character neither font draws (most emoji, private-use and control characters) is left
out rather than drawn as a box; a name left empty that way reads "?".

    room = 160
    text = shorten(view_name, 18, room)      # "Alexandra Konstantin…"
    draw_name(draw, (x, baseline), text, 18, fill)
"""

from __future__ import annotations

import math
import unicodedata
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from render.common import FONT_DIR, font
from render.lang import note

#: The font for characters DejaVu Sans lacks (CJK and more; Apache 2.0, see its licence).
FALLBACK_FILE = FONT_DIR / "DroidSansFallback.ttf"
#: A code point no font draws: its mask is a font's missing-glyph box.
_NO_GLYPH = "\U0010fffd"
#: What a shortened name ends with.
ELLIPSIS = "…"
#: Unicode categories never drawn (controls, formats, surrogates, private use, unassigned).
_DROPPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})
#: The size at which glyph coverage is checked (coverage does not depend on size; a size
#: boards draw anyway, so the phone-legibility test's font probe sees no smaller type).
_PROBE_SIZE = 24

RGB = tuple[int, int, int]


@lru_cache(maxsize=64)
def fallback_font(size: int) -> ImageFont.FreeTypeFont:
    """Droid Sans Fallback at `size` px."""
    return ImageFont.truetype(str(FALLBACK_FILE), size)


@lru_cache(maxsize=2)
def _notdef(fallback: bool) -> bytes:
    face = fallback_font(_PROBE_SIZE) if fallback else font(_PROBE_SIZE, True)
    return bytes(face.getmask(_NO_GLYPH))


@lru_cache(maxsize=16384)
def _drawn_by(ch: str, fallback: bool) -> bool:
    """Whether the main font (or, with `fallback`, the fallback font) has a glyph for `ch`."""
    face = fallback_font(_PROBE_SIZE) if fallback else font(_PROBE_SIZE, True)
    return bytes(face.getmask(ch)) != _notdef(fallback)


def drawable(ch: str) -> bool:
    """Whether a bundled font draws `ch` (spaces count as drawable)."""
    if ch == " ":
        return True
    if unicodedata.category(ch) in _DROPPED_CATEGORIES or ch.isspace():
        return False
    return _drawn_by(ch, False) or _drawn_by(ch, True)


@lru_cache(maxsize=1024)
def clean(name: str) -> str:
    """`name` as pictures show it: composed (NFC), every run of spaces one space, and
    without the characters no bundled font draws; "?" when nothing is left."""
    text = unicodedata.normalize("NFC", str(name))
    text = " ".join(text.split())
    kept = "".join(ch for ch in text if drawable(ch))
    return " ".join(kept.split()) or "?"


def needs_fallback(text: str) -> bool:
    """Whether `text` holds a character DejaVu Sans lacks (Japanese labels, CJK names):
    then it is drawn in runs (`text_mask`), else by the plain one-font paths."""
    return any(ch != " " and not _drawn_by(ch, False) for ch in text)


@lru_cache(maxsize=2048)
def text_mask(
    text: str, size: int, bold: bool, anchor: str = "ls", stroke: int = 0
) -> tuple[Image.Image, int, int]:
    """An 'L' coverage mask of `text` drawn in runs (each character in a font that has
    it) and the offset of its top-left from the anchor point (Pillow's two-letter anchors,
    placed by DejaVu's metrics and the runs' advance, as one-font text is)."""
    main = font(size, bold)
    ascent, descent = main.getmetrics()
    advance = width(text, size, bold)
    pad = 4 + size // 2 + stroke
    tall = max(ascent, fallback_font(size).getmetrics()[0])
    low = max(descent, fallback_font(size).getmetrics()[1])
    canvas = Image.new("L", (max(1, math.ceil(advance)) + 2 * pad, tall + low + 2 * pad), 0)
    draw = ImageDraw.Draw(canvas)
    x, base = float(pad), pad + tall
    for run, face in _runs(text, size, bold):
        draw.text(
            (x, base), run, font=face, fill=255, anchor="ls", stroke_width=stroke, stroke_fill=255
        )
        x += face.getlength(run)
    box = canvas.getbbox() or (0, 0, 1, 1)
    ax = pad + {"l": 0.0, "m": advance / 2, "r": advance}[anchor[0]]
    ay = base - {"a": ascent, "m": (ascent - descent) / 2, "s": 0, "d": -descent}[anchor[1]]
    return canvas.crop(box), box[0] - round(ax), box[1] - round(ay)


def _runs(text: str, size: int, bold: bool) -> list[tuple[str, ImageFont.FreeTypeFont]]:
    """`text` split into runs of characters drawn by one font."""
    runs: list[tuple[str, ImageFont.FreeTypeFont]] = []
    main, other = font(size, bold), fallback_font(size)
    current = ""
    current_face = main
    for ch in text:
        face = main if ch == " " or _drawn_by(ch, False) else other
        if face is not current_face and current:
            runs.append((current, current_face))
            current = ""
        current_face = face
        current += ch
    if current:
        runs.append((current, current_face))
    return runs


@lru_cache(maxsize=4096)
def width(text: str, size: int, bold: bool = True) -> float:
    """The advance of `text` (already `clean`) drawn by `draw_name` at `size`."""
    return sum(face.getlength(run) for run, face in _runs(text, size, bold))


@lru_cache(maxsize=4096)
def shorten(name: str, size: int, room: float, bold: bool = True) -> str:
    """`clean(name)`, cut and ended with "…" when it is wider than `room` px at `size`
    (at least one character and the ellipsis are kept)."""
    text = clean(name)
    if width(text, size, bold) <= room:
        return text
    cut = len(text)
    while cut > 1 and width(text[:cut].rstrip() + ELLIPSIS, size, bold) > room:
        cut -= 1
    return text[:cut].rstrip() + ELLIPSIS


def fit(name: str, size: int, room: float, minimum: int, bold: bool = True) -> tuple[str, int]:
    """The name and the largest size in `minimum`..`size` at which it fits `room` whole;
    at `minimum` it is shortened to fit."""
    text = clean(name)
    while size > minimum and width(text, size, bold) > room:
        size -= 1
    return shorten(text, size, room, bold), size


def draw_name(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB | int,
    bold: bool = True,
) -> float:
    """Draw `text` (already `clean` or `shorten`ed) with its left end at x and its baseline
    at y, each character in a font that has it; returns the advance."""
    note(text)
    x, y = xy
    for run, face in _runs(text, size, bold):
        draw.text((x, y), run, font=face, fill=fill, anchor="ls")
        x += face.getlength(run)
    return x - xy[0]


#: Where a `mask`'s pen starts on the left (room for a glyph reaching past it).
MASK_PEN_X = 2


def mask(text: str, size: int, bold: bool, baseline: int, pen_x: int = MASK_PEN_X) -> Image.Image:
    """`_mask` (cached), the text noted as drawn (`render.lang.note`)."""
    note(text)
    return _mask(text, size, bold, baseline, pen_x)


@lru_cache(maxsize=2048)
def _mask(text: str, size: int, bold: bool, baseline: int, pen_x: int = MASK_PEN_X) -> Image.Image:
    """An 'L' coverage mask of `text` as `draw_name` draws it, its pen at (`pen_x`,
    `baseline`), tall enough below the baseline for either font; cached, since boards draw
    the same names every turn (each caller pastes it where its pen is). With `pen_x` 0 a
    glyph reaching left of its pen is cut, as Kitty's boards have always drawn it."""
    descent = max(font(size, bold).getmetrics()[1], fallback_font(size).getmetrics()[1])
    wide = max(1, math.ceil(width(text, size, bold))) + pen_x + 2
    img = Image.new("L", (wide, baseline + descent + size // 2), 0)
    draw_name(ImageDraw.Draw(img), (pen_x, baseline), text, size, 255, bold)
    return img
