"""Objective-card images: one or more cards side by side, each with its title, a drawn
emblem, the card text and (when given) its points and whether it has been revealed; and
the card sheet of `/kitty rules`, one card per row, sized to be read on a phone.

`render_cards(cards)` is used for the Kitty Stack Tower DMs and the `/kitty cards` reply,
`render_card_sheet(cards)` for the rules; both work for any game's cards: an unknown id
(Cat and the Tower goals such as `G01`) gets a generic paw emblem. Emblems are drawn with Pillow primitives only, so every machine
renders the same picture.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence

from PIL import Image, ImageDraw

from render.common import BACKGROUND, INK, MUTED, STYLES, draw_mark, to_png
from render.hexgeom import (
    RGB,
    TWIST,
    WHITE,
    Point,
    arrow_path,
    blend,
    draw_crown,
    draw_disc,
    draw_rainbow,
    draw_star,
    draw_swirl,
    fit_text,
    stamp_text,
    wrap_text,
)
from render.lang import say, w

CARD_W, EMBLEM_H = 340, 180
TITLE_SIZE, TEXT_SIZE, TEXT_LINE = 25, 19, 25
MIN_TEXT_LINES = 6
GAP, MARGIN = 22, 22
CARD_PAPER: RGB = (252, 249, 242)

#: Accent colour per card id (title band and frame).
ACCENTS: dict[str, RGB] = {
    "frenzy": (200, 70, 30),
    "layered-peaks": (40, 130, 120),
    "color-master": (130, 70, 160),
    "focused-power": (30, 95, 170),
    "rainbow-bridge": (215, 150, 0),
    "tower-king": (180, 120, 20),
    "dramatic-twist": (123, 63, 160),
    "vibrant-colors": (205, 60, 120),
    "forced-exchange": (80, 95, 115),
    "continuous-stacking": (30, 140, 80),
}
GENERIC_ACCENT: RGB = (140, 100, 70)

Emblem = Callable[[ImageDraw.ImageDraw, float, float, float], None]


# --------------------------------------------------------------------------- emblems


def _tower(
    draw: ImageDraw.ImageDraw, cx: float, bottom: float, colours: str, w: float, t: float
) -> float:
    """A side-view stack of pieces (bottom→top `colours`); returns the top's y."""
    y = bottom
    for colour in colours:
        draw_disc(draw, (cx - w / 2, y - t, cx + w / 2, y), STYLES[colour], 0.3)
        y -= t - 1
    return y


def _frenzy(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    top = _tower(draw, cx, cy + r * 0.75, "rrrrr", r * 0.75, r * 0.27)
    for ang, dist, size in (
        (200, 0.85, 0.16),
        (-20, 0.85, 0.13),
        (160, 0.7, 0.1),
        (20, 0.62, 0.11),
        (100, 0.9, 0.09),
    ):
        a = math.radians(ang)
        draw_star(
            draw,
            cx + r * dist * math.cos(a),
            top + r * 0.2 - r * dist * 0.55 * math.sin(a),
            r * size,
            (255, 190, 0),
        )
    draw_swirl(draw, cx - r * 0.75, cy + r * 0.15, r * 0.22, (200, 70, 30), 3)
    draw_swirl(draw, cx + r * 0.75, cy + r * 0.35, r * 0.18, (200, 70, 30), 3)


def _layered_peaks(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    base = cy + r * 0.7
    bands = ("b", "g", "y", "r")
    for px, height, width in ((-0.45, 1.05, 0.75), (0.5, 0.85, 0.65), (0.0, 1.45, 0.8)):
        x = cx + px * r
        for k, colour in enumerate(bands):
            frac0, frac1 = k / len(bands), (k + 1) / len(bands)
            half0, half1 = width * r * (1 - frac0), width * r * (1 - frac1)
            y0, y1 = base - height * r * frac0, base - height * r * frac1
            style = STYLES[colour]
            draw.polygon(
                [(x - half0, y0), (x + half0, y0), (x + half1, y1), (x - half1, y1)],
                fill=style.fill,
                outline=style.outline,
            )
    draw.line((cx - r * 1.25, base, cx + r * 1.25, base), fill=INK, width=3)


def _color_master(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    box = (cx - r * 1.15, cy - r * 0.8, cx + r * 1.15, cy + r * 0.8)
    draw.ellipse(box, fill=(236, 214, 170), outline=(150, 110, 60), width=4)
    hole = (cx + r * 0.5, cy + r * 0.15, cx + r * 0.85, cy + r * 0.45)
    draw.ellipse(hole, fill=CARD_PAPER, outline=(150, 110, 60), width=3)
    for (dx, dy), colour in zip(((-0.65, -0.2), (-0.2, -0.45), (0.3, -0.4), (-0.3, 0.3)), "rybg"):
        st = STYLES[colour]
        x, y, rr = cx + dx * r, cy + dy * r, r * 0.2
        draw.ellipse((x - rr, y - rr, x + rr, y + rr), fill=st.fill, outline=st.outline, width=2)
        draw_mark(draw, st.mark, x, y, rr * 0.45, st.mark_fill)


def _focused_power(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    st = STYLES["b"]
    for k, colour in enumerate((st.fill, WHITE, st.fill, WHITE, st.outline)):
        rr = r * (0.95 - k * 0.19)
        draw.ellipse((cx - rr, cy - rr, cx + rr, cy + rr), fill=colour)
    arrow_path(
        draw, [(cx + r * 1.1, cy - r * 0.9), (cx + r * 0.08, cy - r * 0.06)], (200, 70, 30), 6
    )


def _rainbow_bridge(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    draw_rainbow(draw, cx, cy + r * 0.55, r * 1.1, r * 0.16)
    _tower(draw, cx - r * 0.9, cy + r * 0.85, "rby", r * 0.45, r * 0.2)
    _tower(draw, cx + r * 0.9, cy + r * 0.85, "gyr", r * 0.45, r * 0.2)


def _tower_king(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    top = _tower(draw, cx, cy + r * 0.95, "bgryby", r * 0.7, r * 0.24)
    draw_crown(draw, cx, top - r * 0.28, r * 0.42, (255, 200, 0), (150, 100, 0))


def _dramatic_twist(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    _tower(draw, cx + r * 0.35, cy + r * 0.85, "ybr", r * 0.6, r * 0.24)
    # a flip: an arc jumping over the stack, drawn as an arrow
    pts: list[Point] = []
    for i in range(21):
        a = math.radians(200 - i * 9.5)
        pts.append((cx + r * 0.35 + r * 0.85 * math.cos(a), cy + r * 0.2 - r * 0.85 * math.sin(a)))
    arrow_path(draw, pts, TWIST, 6)
    draw_swirl(draw, cx - r * 0.75, cy + r * 0.55, r * 0.28, TWIST, 4)


def _vibrant_colors(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    top = _tower(draw, cx, cy + r * 0.95, "rgbyrb", r * 0.75, r * 0.26)
    for dx, dy, size in ((-0.75, 0.1, 0.14), (0.75, -0.2, 0.12), (0.6, 0.55, 0.1)):
        draw_star(draw, cx + dx * r, top + r * 0.6 + dy * r, r * size, (255, 190, 0), 4, 0.35)


def _forced_exchange(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    for dx, colour in ((-0.5, (92, 84, 140)), (0.5, (200, 70, 30))):
        x = cx + dx * r
        draw.rounded_rectangle(
            (x - r * 0.32, cy - r * 0.5, x + r * 0.32, cy + r * 0.5),
            radius=8,
            fill=colour,
            outline=INK,
            width=2,
        )
        draw_star(draw, x, cy, r * 0.15, WHITE)
    arrow_path(
        draw,
        [
            (cx - r * 0.45, cy - r * 0.7),
            (cx + r * 0.1, cy - r * 0.95),
            (cx + r * 0.5, cy - r * 0.7),
        ],
        INK,
        5,
    )
    arrow_path(
        draw,
        [
            (cx + r * 0.45, cy + r * 0.7),
            (cx - r * 0.1, cy + r * 0.95),
            (cx - r * 0.5, cy + r * 0.7),
        ],
        INK,
        5,
    )


def _continuous_stacking(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    base = cy + r * 0.8
    xs = (-0.95, -0.3, 0.35, 1.0)
    tops = []
    for x, colours in zip(xs, ("gg", "bg", "yrg", "rbg")):
        tops.append(_tower(draw, cx + x * r, base, colours, r * 0.45, r * 0.22))
    for i in range(len(xs) - 1):
        a, b = cx + xs[i] * r, cx + xs[i + 1] * r
        ya, yb = tops[i] - 4, tops[i + 1] - 6
        mid = ((a + b) / 2, min(ya, yb) - r * 0.45)
        pts = [
            (a + (b - a) * t, (1 - t) ** 2 * ya + 2 * (1 - t) * t * mid[1] + t * t * yb)
            for t in (k / 10 for k in range(11))
        ]
        arrow_path(draw, pts, (30, 140, 80), 4)


def _generic(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """A paw print: any card without its own emblem."""
    colour = (140, 100, 70)
    draw.ellipse((cx - r * 0.45, cy - r * 0.05, cx + r * 0.45, cy + r * 0.7), fill=colour)
    for dx, dy in ((-0.62, -0.25), (-0.22, -0.62), (0.22, -0.62), (0.62, -0.25)):
        x, y, rr = cx + dx * r, cy + dy * r, r * 0.2
        draw.ellipse((x - rr, y - rr * 1.2, x + rr, y + rr * 1.2), fill=colour)


EMBLEMS: dict[str, Emblem] = {
    "frenzy": _frenzy,
    "layered-peaks": _layered_peaks,
    "color-master": _color_master,
    "focused-power": _focused_power,
    "rainbow-bridge": _rainbow_bridge,
    "tower-king": _tower_king,
    "dramatic-twist": _dramatic_twist,
    "vibrant-colors": _vibrant_colors,
    "forced-exchange": _forced_exchange,
    "continuous-stacking": _continuous_stacking,
}


# --------------------------------------------------------------------------- cards


def _card_fields(card: object) -> tuple[str, str, str, int | None, bool | None]:
    """(id, name, text, points, revealed) of a card dict, tolerant of missing keys."""
    if not isinstance(card, Mapping):
        card = {}
    cid = str(card.get("id") or "")
    name = say(card.get("name")) or cid or w("render-card")
    text = say(card.get("text") or "")
    points = card.get("points")
    points = points if isinstance(points, int) and not isinstance(points, bool) else None
    revealed = card.get("revealed")
    return cid, name, text, points, revealed if isinstance(revealed, bool) else None


def _title_lines(name: str) -> list[str]:
    lines = wrap_text(name, TITLE_SIZE, CARD_W - 36, bold=True)
    return (
        lines[:2]
        if len(lines) <= 2
        else [lines[0], fit_text(" ".join(lines[1:]), TITLE_SIZE, CARD_W - 36)]
    )


def _draw_card(
    img: Image.Image, x0: float, y0: float, height: int, title_rows: int, card: object
) -> None:
    """One card at (x0, y0): frame, title band (`title_rows` lines tall, shared by every card
    in the image so the emblems line up), emblem, wrapped text and footer."""
    draw = ImageDraw.Draw(img)
    cid, name, text, points, revealed = _card_fields(card)
    accent = ACCENTS.get(cid, GENERIC_ACCENT)
    x1, y1 = x0 + CARD_W, y0 + height
    draw.rounded_rectangle((x0 + 4, y0 + 6, x1 + 4, y1 + 6), radius=22, fill=(214, 204, 188))
    draw.rounded_rectangle((x0, y0, x1, y1), radius=22, fill=CARD_PAPER, outline=accent, width=5)
    titles = _title_lines(name)
    band_h = 22 + 31 * title_rows
    first = y0 + 10 + band_h / 2 - 31 * (len(titles) - 1) / 2
    draw.rounded_rectangle((x0 + 10, y0 + 10, x1 - 10, y0 + 10 + band_h), radius=14, fill=accent)
    for k, line in enumerate(titles):
        stamp_text(img, ((x0 + x1) / 2, first + 31 * k), line, TITLE_SIZE, WHITE)
    ey = y0 + 20 + band_h
    halo = blend(accent, CARD_PAPER, 0.13)
    ecx, ecy = (x0 + x1) / 2, ey + EMBLEM_H / 2
    draw.ellipse((ecx - 105, ecy - EMBLEM_H / 2 + 4, ecx + 105, ecy + EMBLEM_H / 2 - 4), fill=halo)
    EMBLEMS.get(cid, _generic)(draw, ecx, ecy, EMBLEM_H * 0.40)
    ty = ey + EMBLEM_H + 12
    draw.line((x0 + 24, ty - 6, x1 - 24, ty - 6), fill=blend(accent, CARD_PAPER, 0.4), width=2)
    for k, line in enumerate(wrap_text(text, TEXT_SIZE, CARD_W - 40)):
        stamp_text(
            img,
            (x0 + 20, ty + TEXT_LINE * k + TEXT_LINE / 2),
            line,
            TEXT_SIZE,
            INK,
            bold=False,
            anchor="lm",
        )
    _draw_card_footer(img, draw, x0, x1, y1, accent, points, revealed)


def _draw_card_footer(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    x0: float,
    x1: float,
    y1: float,
    accent: RGB,
    points: int | None,
    revealed: bool | None,
) -> None:
    cy = y1 - 30
    if revealed is not None:
        label = w("render-card-revealed") if revealed else w("render-card-secret")
        label = fit_text(label, 17, CARD_W - 40 - (60 if points is not None else 0), bold=revealed)
        colour = accent if revealed else MUTED
        stamp_text(img, (x0 + 22, cy), label, 17, colour, bold=revealed, anchor="lm")
    if points is not None:
        text = f"{points:+d}" if points else "0"
        r = 24
        cx = x1 - 22 - r
        draw_star(draw, cx, cy, r + 6, (255, 200, 0), 8, 0.78)
        stamp_text(img, (cx, cy + 1), text, 19, INK)


def cards_size(cards: Sequence[Mapping[str, object]]) -> tuple[int, int]:
    """Pixel size of the image `render_cards(cards)` makes."""
    n = max(1, len(cards))
    return MARGIN * 2 + n * CARD_W + (n - 1) * GAP, MARGIN * 2 + 10 + _card_height(cards)


def _rows(cards: Sequence[Mapping[str, object]]) -> tuple[int, int]:
    """(title lines, text lines) of the tallest card: every card gets that much room."""
    lines, titles = MIN_TEXT_LINES, 1
    for card in cards:
        _cid, name, text, _points, _revealed = _card_fields(card)
        lines = max(lines, len(wrap_text(text, TEXT_SIZE, CARD_W - 40)))
        titles = max(titles, len(_title_lines(name)))
    return titles, lines


def _card_height(cards: Sequence[Mapping[str, object]]) -> int:
    titles, lines = _rows(cards)
    return 20 + 22 + 31 * titles + 10 + EMBLEM_H + 12 + TEXT_LINE * lines + 66


def render_cards(cards: Sequence[Mapping[str, object]]) -> bytes:
    """PNG bytes showing `cards` side by side; each card is {"id", "name", "text",
    optional "points" (int), optional "revealed" (bool)}. All cards share one height (the
    longest text decides). An empty list gives a single empty card slot."""
    cards = list(cards)
    width, height = cards_size(cards)
    img = Image.new("RGB", (width, height), BACKGROUND)
    card_h = _card_height(cards)
    if not cards:
        draw = ImageDraw.Draw(img)
        draw.rounded_rectangle(
            (MARGIN, MARGIN, MARGIN + CARD_W, MARGIN + card_h), radius=22, outline=MUTED, width=3
        )
        stamp_text(
            img, (MARGIN + CARD_W / 2, MARGIN + card_h / 2), w("render-no-cards"), TITLE_SIZE, MUTED
        )
    for k, card in enumerate(cards):
        _draw_card(img, MARGIN + k * (CARD_W + GAP), MARGIN, card_h, _rows(cards)[0], card)
    return to_png(img)


# --------------------------------------------------------------------------- the sheet
#: The card sheet of `/kitty rules` is read on a phone: one card per row, the emblem on
#: the left, the name and the effect on the right, drawn so that shown 400 px wide (a phone
#: in portrait) the effect's letters are still at least 14 px high.
SHEET_W, PHONE_W = 720, 400
SHEET_TITLE, SHEET_TEXT, SHEET_LINE = 32, 28, 36
SHEET_EMBLEM, SHEET_PAD, SHEET_GAP = 150, 18, 14


def sheet_text_width() -> int:
    """Pixel width the effect text of a sheet row wraps to."""
    return SHEET_W - 2 * MARGIN - SHEET_EMBLEM - 3 * SHEET_PAD


def _sheet_row_height(name: str, text: str) -> int:
    """Height of one card's row: its name and wrapped effect, or its emblem if taller."""
    width = sheet_text_width()
    lines = len(wrap_text(name, SHEET_TITLE, width, bold=True)) * (SHEET_TITLE + 8)
    lines += len(wrap_text(text, SHEET_TEXT, width)) * SHEET_LINE
    return max(SHEET_EMBLEM, lines) + 2 * SHEET_PAD


def _draw_sheet_row(img: Image.Image, y0: int, height: int, card: object) -> None:
    """One card across the sheet at y = `y0`: frame, emblem on its halo, name, effect."""
    draw = ImageDraw.Draw(img)
    cid, name, text, _points, _revealed = _card_fields(card)
    accent = ACCENTS.get(cid, GENERIC_ACCENT)
    x0, x1, y1 = MARGIN, SHEET_W - MARGIN, y0 + height
    draw.rounded_rectangle((x0, y0, x1, y1), radius=18, fill=CARD_PAPER, outline=accent, width=5)
    ecx = x0 + SHEET_PAD + SHEET_EMBLEM / 2
    ecy = y0 + SHEET_PAD + SHEET_EMBLEM / 2
    r = SHEET_EMBLEM / 2
    draw.ellipse((ecx - r, ecy - r, ecx + r, ecy + r), fill=blend(accent, CARD_PAPER, 0.13))
    EMBLEMS.get(cid, _generic)(draw, ecx, ecy, SHEET_EMBLEM * 0.36)
    tx, width = x0 + SHEET_EMBLEM + 2 * SHEET_PAD, sheet_text_width()
    y = y0 + SHEET_PAD
    for line in wrap_text(name, SHEET_TITLE, width, bold=True):
        stamp_text(img, (tx, y + SHEET_TITLE / 2), line, SHEET_TITLE, accent, anchor="lm")
        y += SHEET_TITLE + 8
    for line in wrap_text(text, SHEET_TEXT, width):
        stamp_text(img, (tx, y + SHEET_LINE / 2), line, SHEET_TEXT, INK, bold=False, anchor="lm")
        y += SHEET_LINE


def render_card_sheet(cards: Sequence[Mapping[str, object]]) -> bytes:
    """PNG bytes of every card of `cards`, one per row top to bottom (emblem, name, effect),
    `SHEET_W` px wide so that a phone showing it 400 px wide still reads the effects.
    Raises ValueError without cards."""
    cards = list(cards)
    if not cards:
        raise ValueError("a card sheet needs at least one card")
    heights = [_sheet_row_height(*_card_fields(c)[1:3]) for c in cards]
    total = 2 * MARGIN + sum(heights) + SHEET_GAP * (len(cards) - 1)
    sheet = Image.new("RGB", (SHEET_W, total), BACKGROUND)
    y = MARGIN
    for card, height in zip(cards, heights):
        _draw_sheet_row(sheet, y, height, card)
        y += height + SHEET_GAP
    return to_png(sheet)
