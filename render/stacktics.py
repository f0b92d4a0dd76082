"""The Stacktics board as a PNG: `render(view) -> bytes` for a `StackticsView`.

Every piece is a pyramid seen from the side, its width and height set by its size (small,
medium, large) and carrying as many pips as it is worth, drawn in its colour's mark (Red
circles, Blue squares) so neither size nor colour depends on hue alone. A stack is drawn
bottom→top with each piece standing on the one below, as the physical pyramids nest; tall
stacks overlap more and get a height badge. The last move is ringed with an arrow (a
capture also gets a "×N pips" tag), and the caption under the board gives the turn or the
result, each side's captured pips against the 3·N threshold with the pieces taken, and the
pie-rule and no-capture counters.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from bot.games.stacktics.views import StackticsView
from render.common import (
    BACKGROUND,
    GRID_DARK,
    GRID_LIGHT,
    INK,
    LAST_MOVE,
    MUTED,
    STYLES,
    WHITE,
    PieceStyle,
    draw_mark,
    font,
)
from render.square import (
    BoardGeometry,
    board_geometry,
    board_image,
    board_palette,
    draw_move_arrow,
    draw_move_rings,
    encode_png,
)
from render.text import draw_line, line_width

RGB = tuple[int, int, int]

#: Pyramid width and height per size digit, as fractions of a cell.
PYRAMID_WIDTH = {"1": 0.42, "2": 0.60, "3": 0.80}
PYRAMID_HEIGHT = {"1": 0.34, "2": 0.43, "3": 0.53}
#: How much of a piece shows under the one standing on it (fraction of its height).
VISIBLE_BAND = 0.5
MIN_BAND = 0.36
#: Where the bottom of a stack stands and how tall it may be (fractions of a cell).
STACK_FOOT = 0.95
STACK_ROOM = 0.90
#: Board pixel budget: with coordinates the image is about 590 px wide (every label
#: ≥ 11 px when a phone shows it 400 px wide).
BOARD_PX = 528
#: Narrow boards (3×5) are centred on a canvas at least this wide, so the caption fits.
MIN_WIDTH = 560
HEADLINE_SIZE = 30
LINE_SIZE = 22
DETAIL_SIZE = 18
SUPERSAMPLE = 3
#: Caption pieces: the size of the pyramids in the capture rows and the row height.
RACE_ICON_CELL = 44
RACE_ROW = round(RACE_ICON_CELL * 0.62) + 8
_FALLBACK = PieceStyle((160, 160, 160), (80, 80, 80), "circle", (255, 255, 255), "?")


def _style(colour: str) -> PieceStyle:
    return STYLES.get(colour, _FALLBACK)


def _shade(rgb: RGB, amount: float) -> RGB:
    """`rgb` lightened (amount > 0) or darkened (amount < 0)."""
    r, g, b = rgb
    if amount >= 0:
        return (
            round(r + (255 - r) * amount),
            round(g + (255 - g) * amount),
            round(b + (255 - b) * amount),
        )
    return round(r * (1 + amount)), round(g * (1 + amount)), round(b * (1 + amount))


# ----- pyramid sprites ----------------------------------------------------------------
@lru_cache(maxsize=64)
def pyramid_sprite(colour: str, size: str, cell: int) -> Image.Image:
    """An RGBA pyramid of `size` ("1"-"3") in `colour` for `cell`-px cells: two shaded
    faces, a dark outline and `size` pip marks in a row near its foot (cached)."""
    style = _style(colour)
    w = max(6, round(PYRAMID_WIDTH[size] * cell))
    h = max(6, round(PYRAMID_HEIGHT[size] * cell))
    k = SUPERSAMPLE
    big = Image.new("RGBA", (w * k, h * k), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    left, right, apex = (0, h * k - 1), (w * k - 1, h * k - 1), ((w * k - 1) / 2, 0)
    mid = ((w * k - 1) * 0.58, h * k - 1)
    draw.polygon([left, apex, mid], fill=_shade(style.fill, 0.12))
    draw.polygon([mid, apex, right], fill=_shade(style.fill, -0.18))
    line = max(2, round(cell * 0.022)) * k
    draw.line([left, apex, right, left], fill=style.outline, width=line, joint="curve")
    count = int(size)
    band = h * k * VISIBLE_BAND
    r = min(band * 0.24, w * k * 0.075)
    y = h * k - 1 - band * 0.48
    half_width_at_y = (w * k / 2) * (y / (h * k))
    spacing = min(r * 2.9, (2 * half_width_at_y - 2 * r) / max(1, count - 1) if count > 1 else 0)
    for i in range(count):
        x = (w * k - 1) / 2 + (i - (count - 1) / 2) * spacing
        draw_mark(draw, style.mark, x, y, r, style.mark_fill)
    return big.resize((w, h), Image.Resampling.LANCZOS)


def stack_layout(sizes: Sequence[str], cell: int) -> tuple[int, list[int]]:
    """How a stack of piece `sizes` (bottom first) fits a `cell`-px cell: the cell size
    to draw its pyramids at (smaller than `cell` only for very tall stacks) and the y
    offset of each piece's base above the stack's foot. Each piece stands `VISIBLE_BAND`
    of the way up the one below; a tall stack first overlaps more (down to `MIN_BAND`),
    then shrinks as a whole."""
    if not sizes:
        return cell, []
    room = STACK_ROOM * cell
    below = sum(PYRAMID_HEIGHT[s] for s in sizes[:-1]) * cell
    top = PYRAMID_HEIGHT[sizes[-1]] * cell
    band = VISIBLE_BAND if below <= 0 else min(VISIBLE_BAND, (room - top) / below)
    scale = 1.0
    if band < MIN_BAND:
        band = MIN_BAND
        scale = room / (below * band + top)
    drawn = max(8, round(cell * scale))
    offsets, y = [], 0.0
    for s in sizes:
        offsets.append(round(y))
        y += PYRAMID_HEIGHT[s] * drawn * band
    return drawn, offsets


def draw_pyramid_stack(
    img: Image.Image, box: tuple[int, int, int, int], pieces: Sequence[str]
) -> None:
    """Draw `pieces` (["r3", "r2", "r1"], bottom→top) standing in the cell `box`; a
    stack of four or more also gets its height in a badge."""
    x0, y0, x1, _ = box
    cell = x1 - x0
    sizes = [p[1:2] if p[1:2] in PYRAMID_WIDTH else "1" for p in pieces]
    foot = y0 + round(STACK_FOOT * cell)
    centre = x0 + cell / 2
    drawn, offsets = stack_layout(sizes, cell)
    for piece, size, offset in zip(pieces, sizes, offsets):
        sprite = pyramid_sprite(piece[:1], size, drawn)
        img.paste(sprite, (round(centre - sprite.width / 2), foot - offset - sprite.height), sprite)
    if len(pieces) >= 4:
        _badge(
            img,
            (x1 - round(cell * 0.05), y0 + round(cell * 0.05)),
            str(len(pieces)),
            round(cell * 0.24),
            _style(pieces[0][:1]).outline,
        )


def _badge(
    img: Image.Image, top_right: tuple[int, int], text: str, height: int, outline: RGB
) -> None:
    """A white pill with `text`, its top-right corner at `top_right`."""
    draw = ImageDraw.Draw(img)
    fnt = font(max(10, round(height * 0.8)))
    width = max(height, math.ceil(fnt.getlength(text)) + height // 2)
    x1, y0 = top_right
    box = (x1 - width, y0, x1, y0 + height)
    draw.rounded_rectangle(
        box, radius=height // 2, fill=(255, 255, 255), outline=outline, width=max(2, height // 12)
    )
    draw.text(
        ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2 + 1), text, font=fnt, fill=INK, anchor="mm"
    )


# ----- the board --------------------------------------------------------------------
def _cell(geo: BoardGeometry, name: Any) -> tuple[int, int] | None:
    try:
        return geo.cell_of(str(name))
    except ValueError:
        return None


def _draw_capture_tag(
    img: Image.Image, geo: BoardGeometry, cell: tuple[int, int], pieces: Sequence[str]
) -> None:
    """A "×N" tag (pips captured) in the top-left corner of the capture's cell."""
    pips = sum(int(p[1]) for p in pieces if len(p) == 2 and p[1] in "123")
    x0, y0, _, _ = geo.cell_box(*cell)
    height = round(geo.cell * 0.26)
    draw = ImageDraw.Draw(img)
    fnt = font(max(10, round(height * 0.78)))
    text = f"×{pips}"
    width = math.ceil(fnt.getlength(text)) + height // 2
    box = (x0 + round(geo.cell * 0.05), y0 + round(geo.cell * 0.05))
    rect = (box[0], box[1], box[0] + width, box[1] + height)
    draw.rounded_rectangle(
        rect, radius=height // 3, fill=LAST_MOVE, outline=(255, 255, 255), width=2
    )
    draw.text(
        ((rect[0] + rect[2]) / 2, (rect[1] + rect[3]) / 2 + 1),
        text,
        font=fnt,
        fill=(255, 255, 255),
        anchor="mm",
    )


def render(view: StackticsView) -> bytes:
    """The PNG of a Stacktics view: board with coordinates on every edge, every stack's
    pyramids in order, the last move, and the caption of `caption_lines` with the pieces
    each side has captured."""
    details = [line for line in caption_lines(view)[2:] if line]
    geo = board_geometry(
        int(view.get("files", 5)), int(view.get("ranks", 5)), caption_height(len(details)), BOARD_PX
    )
    stacks: Mapping[str, Sequence[str]] = view.get("stacks") or {}
    img, draw = board_image(geo)
    last = view.get("last_cells")
    move = None
    if last and len(last) == 2:
        a, b = _cell(geo, last[0]), _cell(geo, last[1])
        move = (a, b) if a is not None and b is not None else None
    if move is not None:
        draw_move_rings(draw, geo, *move)
    for name, pieces in stacks.items():
        cell = _cell(geo, name)
        if cell is not None and pieces:
            draw_pyramid_stack(img, geo.cell_box(*cell), [str(p) for p in pieces])
    if move is not None:
        draw_move_arrow(draw, geo, *move)
        if view.get("last_capture"):
            _draw_capture_tag(img, geo, move[1], [str(p) for p in view.get("last_captured") or []])
    if img.width < MIN_WIDTH:
        canvas = Image.new("RGB", (MIN_WIDTH, img.height), BACKGROUND)
        canvas.paste(img, ((MIN_WIDTH - img.width) // 2, 0))
        img = canvas
    _draw_caption(img, geo, view)
    return encode_png(img, _palette())


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    """The board's PNG palette: the square-board colours, both shaded faces of each
    colour's pyramids, and the soft edges where faces, outlines and pips meet the cells."""
    grounds = (GRID_DARK, GRID_LIGHT, BACKGROUND)
    exact: list[RGB] = []
    pairs: list[tuple[RGB, RGB]] = [(MUTED, BACKGROUND), (INK, BACKGROUND), (WHITE, LAST_MOVE)]
    for colour in ("r", "b"):
        st = _style(colour)
        faces = (_shade(st.fill, 0.12), _shade(st.fill, -0.18))
        exact += faces
        pairs += [(face, ground) for face in faces for ground in grounds]
        pairs += [(st.outline, ground) for ground in grounds]
        pairs += [(st.outline, face) for face in faces] + [(st.mark_fill, face) for face in faces]
        pairs += [(st.fill, ground) for ground in grounds]
    return board_palette(tuple(exact), tuple(pairs))


# ----- the caption ------------------------------------------------------------------
def _colour_name(colour: str) -> str:
    return _style(colour).name


def caption_lines(view: StackticsView) -> list[str]:
    """The caption as text: headline (turn or result), the capture race, the details.

    E.g. ``["Red to move", "Red 4/9 pips · Blue 2/9", "Last: Sb3xc4 · 3/60 plies without a capture"]``.
    """
    threshold = int(view.get("threshold", 0) or 0)
    captured = view.get("captured") or {}
    race = f"Red {int(captured.get('r', 0))}/{threshold} pips · Blue {int(captured.get('b', 0))}/{threshold}"
    details = []
    if view.get("last_move"):
        details.append(f"Last: {view['last_move']}")
    limit = int(view.get("draw_limit", 0) or 0)
    if limit and view.get("outcome") is None:
        details.append(f"{int(view.get('no_capture_plies', 0))}/{limit} plies without a capture")
    pie = str(view.get("pie_text") or "")
    lines = [_headline(view), race, " · ".join(details)]
    if pie:
        lines.append(pie)
    return lines


def _headline(view: StackticsView) -> str:
    names = [str(n) for n in (view.get("seat_names") or ["Red", "Blue"])]
    outcome = view.get("outcome")
    if outcome is not None:
        winners = list(outcome.get("winners") or [])
        reason = str(outcome.get("reason") or "")
        if len(winners) == 1 and 0 <= int(winners[0]) < len(names):
            head = f"{names[int(winners[0])]} wins"
        else:
            head = "Draw"
        return f"{head}: {reason}" if reason else head
    colour = view.get("to_move_colour")
    if colour:
        return f"{_colour_name(str(colour))} to move"
    to_move = view.get("to_move")
    return f"{names[int(to_move)]} to move" if to_move is not None else "Game over"


def caption_height(detail_lines: int) -> int:
    """Pixels under the board for the headline, the two capture rows and `detail_lines`."""
    return (
        4
        + round(HEADLINE_SIZE * 1.45)
        + 2 * RACE_ROW
        + 4
        + detail_lines * round(DETAIL_SIZE * 1.35)
        + 14
    )


def _draw_caption(img: Image.Image, geo: BoardGeometry, view: StackticsView) -> None:
    draw = ImageDraw.Draw(img)
    lines = caption_lines(view)
    headline, details = lines[0], lines[2:]
    top = geo.board_bottom + 4
    x_mid = img.width / 2
    colour = view.get("to_move_colour")
    head_w = line_width(headline, HEADLINE_SIZE)
    icon_cell = 42
    if colour and view.get("outcome") is None:
        sprite = pyramid_sprite(str(colour), "3", icon_cell)
        x = round(x_mid - (head_w + sprite.width + 12) / 2)
        img.paste(sprite, (x, top + HEADLINE_SIZE // 2 + 4 - sprite.height // 2 - 2), sprite)
        draw_line(img, (x + sprite.width + 12, top), headline, HEADLINE_SIZE, INK, anchor="la")
    else:
        draw_line(img, (x_mid, top), headline, HEADLINE_SIZE, INK, anchor="ma")
    y = top + round(HEADLINE_SIZE * 1.45)
    y = _draw_race(img, draw, view, y)
    for line in details:
        if line:
            draw_line(img, (x_mid, y), line, DETAIL_SIZE, MUTED, bold=False, anchor="ma")
            y += round(DETAIL_SIZE * 1.35)


def _draw_race(img: Image.Image, draw: ImageDraw.ImageDraw, view: StackticsView, y: int) -> int:
    """One row per colour: its mark, "Red 4/9 pips" and the enemy pieces it took."""
    threshold = int(view.get("threshold", 0) or 0)
    captured = view.get("captured") or {}
    taken = view.get("captured_pieces") or {}
    icon_cell = RACE_ICON_CELL
    row_h = RACE_ROW - 8
    x_left = round(img.width * 0.08)
    for colour in ("r", "b"):
        style = _style(colour)
        cy = y + row_h // 2
        draw_mark(draw, style.mark, x_left + 10, cy, 10, style.fill)
        label = f"{style.name} {int(captured.get(colour, 0))}/{threshold} pips"
        x = (
            x_left
            + 30
            + round(draw_line(img, (x_left + 30, cy), label, LINE_SIZE, INK, anchor="lm"))
            + 24
        )
        pieces = [
            str(p)
            for p in taken.get(colour) or []
            if len(str(p)) == 2 and str(p)[1] in PYRAMID_WIDTH
        ]
        if pieces:
            x += (
                round(draw_line(img, (x, cy), "took", DETAIL_SIZE, MUTED, bold=False, anchor="lm"))
                + 10
            )
        room = img.width - 12 - x
        need = sum(PYRAMID_WIDTH[p[1]] * icon_cell + 4 for p in pieces)
        cell = icon_cell if need <= room else max(12, int(icon_cell * room / need))
        for piece in pieces:
            sprite = pyramid_sprite(piece[0], piece[1], cell)
            img.paste(sprite, (x, y + row_h - sprite.height + 2), sprite)
            x += sprite.width + 4
        y += row_h + 8
    return y + 4
