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
import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
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
from render.lang import colour as colour_word
from render.lang import say, w
from render.square import (
    BoardGeometry,
    board_geometry,
    board_image,
    board_palette,
    draw_move_arrow,
    draw_move_rings,
    encode_png,
)
from render.square_caption import (
    Caption,
    SeatRow,
    caption_height,
    draw_caption,
    headline_text,
    seat_line,
    seat_names,
    seat_width,
    turn_headline,
    win_headline,
)
from render.targets import TARGET_COLOURS, TARGET_PAIRS, draw_square_targets, read_targets
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
#: Height of the stack-height badge and the capture tag (fraction of a cell): their type
#: stays ≥ 13 px when a 7×6 board is shown 400 px wide.
BADGE_HEIGHT = 0.34
#: Board pixel budget: with coordinates the image is about 590 px wide (every label
#: ≥ 11 px when a phone shows it 400 px wide).
BOARD_PX = 528
#: Narrow boards (3×5) are centred on a canvas at least this wide, so the caption fits.
MIN_WIDTH = 560
SUPERSAMPLE = 3
#: Free pixels left and right of the caption.
CAPTION_INSET = 18
#: The pyramids a seat took, after its row: their cell size and the word before them.
RACE_ICON_CELL = 44
TOOK_SIZE = 18
#: The band under a seat's row holding the pieces it took, and its left indent.
TAKEN_ROW = round(RACE_ICON_CELL * 0.53) + 8
TAKEN_INDENT = 41
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
            round(cell * BADGE_HEIGHT),
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
    height = round(geo.cell * BADGE_HEIGHT)
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
    files, ranks = int(view.get("files", 5)), int(view.get("ranks", 5))
    cap = caption(view)
    width = max(MIN_WIDTH, board_geometry(files, ranks, 0, BOARD_PX).width)
    geo = board_geometry(files, ranks, caption_height(cap, width - 2 * CAPTION_INSET), BOARD_PX)
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
    targets = read_targets(view)
    if targets:
        draw_square_targets(img, draw, geo, targets)
    if img.width < MIN_WIDTH:
        canvas = Image.new("RGB", (MIN_WIDTH, img.height), BACKGROUND)
        canvas.paste(img, ((MIN_WIDTH - img.width) // 2, 0))
        img = canvas
    _draw_caption(img, geo.board_bottom, cap, view)
    return encode_png(img, _palette(bool(targets)))


@lru_cache(maxsize=2)
def _palette(marked: bool = False) -> Image.Image:
    """The board's PNG palette: the square-board colours, both shaded faces of each
    colour's pyramids, and the soft edges where faces, outlines and pips meet the cells
    (and, when `marked`, the "where can it go" marks' colours)."""
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
    if marked:
        exact += TARGET_COLOURS
        pairs += TARGET_PAIRS
    return board_palette(tuple(exact), tuple(pairs))


# ----- the caption ------------------------------------------------------------------
def _colour_name(letter: str) -> str:
    return colour_word(letter) if letter in ("r", "b") else _style(letter).name


def _seat_colours(view: StackticsView) -> list[str]:
    return [str(c) for c in (view.get("seat_colours") or ["r", "b"])]


def caption(view: StackticsView) -> Caption:
    """The caption under the board.

    Headline: whose turn it is ("▶ 王小明 (Red) to play") or the result. One row per seat
    (in seat order, with the colour each plays now): its pyramid, the player, the pips it
    has captured against the winning total ("Red · 4 of 15 pips") and, drawn after it, the
    pieces it took. Notes: why the game ended, the last move, the pie rule, the no-capture
    count in words, and what the pips, letters, numbers and tags on the board mean."""
    colours = _seat_colours(view)
    players = seat_names(view, [_colour_name(c) for c in colours])
    threshold = int(view.get("threshold", 0) or 0)
    captured = view.get("captured") or {}
    notes: list[tuple[str, str]] = []
    style: PieceStyle | None = None
    outcome = view.get("outcome")
    if outcome is not None:
        winners = list(outcome.get("winners") or [])
        if len(winners) == 1 and 0 <= int(winners[0]) < len(colours):
            won = int(winners[0])
            headline = win_headline(players[won], _colour_name(colours[won]))
            style = _style(colours[won])
        else:
            headline = ("", "", w("render-draw"))
        reason = say(outcome.get("reason") or "")
        if reason:
            notes.append(("detail", reason[:1].upper() + reason[1:]))
    else:
        colour = str(view.get("to_move_colour") or "")
        to_move = view.get("to_move")
        seat = colours.index(colour) if colour in colours else to_move
        if seat is not None:
            headline = turn_headline(players[int(seat)], _colour_name(colours[int(seat)]))
            style = _style(colours[int(seat)])
        else:
            headline = ("", "", w("render-game-over"))
    if view.get("last_move"):
        notes.append(("detail", w("render-last-move", move=move_words(say(view["last_move"])))))
    pie = say(view.get("pie_text") or "")
    if pie:
        notes.append(("detail", pie))
    limit = int(view.get("draw_limit", 0) or 0)
    if limit and outcome is None:
        quiet = int(view.get("no_capture_plies", 0) or 0)
        notes.append(("detail", w("render-stacktics-quiet", count=quiet, limit=limit)))
    notes.append(("legend", legend(view)))
    seats = tuple(
        SeatRow(
            _style(colour),
            player,
            _pips_stat(player, _colour_name(colour), int(captured.get(colour, 0)), threshold),
            colour=_colour_name(colour),
        )
        for colour, player in zip(colours, players)
    )
    room = _caption_room(view)
    seats = tuple(
        replace(seat, room_below=0 if _taken_fit(seat, _taken(view, colour), room) else TAKEN_ROW)
        if _taken(view, colour)
        else seat
        for seat, colour in zip(seats, colours)
    )
    return Caption(headline, style, seats, tuple(notes))


def _caption_room(view: StackticsView) -> float:
    """The caption's width: the image's (a narrow board's canvas is widened) less insets."""
    files, ranks = int(view.get("files", 5)), int(view.get("ranks", 5))
    return max(MIN_WIDTH, board_geometry(files, ranks, 0, BOARD_PX).width) - 2 * CAPTION_INSET


def _took_width() -> float:
    return line_width(w("render-stacktics-took"), TOOK_SIZE, False) + 20


def _taken_fit(seat: SeatRow, pieces: Sequence[str], room: float) -> bool:
    """Whether the pieces a seat took fit at full size on its row, right of its words."""
    return seat_width(seat) + _took_width() + _taken_width(pieces, RACE_ICON_CELL) <= room


def _pips_stat(player: str, colour: str, pips: int, threshold: int) -> str:
    count = w("render-stacktics-pips", count=pips, target=threshold)
    return count if player == colour else f"{colour} · {count}"


_MOVE = re.compile(r"^([SML])([a-z]\d+)(?:/(\d+))?([-x])([a-z]\d+)$")


def move_words(notation: str) -> str:
    """A move's notation followed by its meaning in words: "Lb4/1-c5: the large piece
    (1st from the bottom) b4 → c5", "Sf5xc4: the small piece f5 takes c4"."""
    found = _MOVE.match(notation.strip())
    if found is None:
        return notation
    size, frm, level, sep, to = found.groups()
    key = "render-stacktics-move-takes" if sep == "x" else "render-stacktics-move"
    if level:
        key += "-level"
    args = {"notation": notation, "size": size, "start": frm, "end": to}
    return w(key, level=int(level), **args) if level else w(key, **args)


def legend(view: StackticsView) -> str:
    """What the marks mean: the pips that win, the stack numbers, the capture tag."""
    threshold = int(view.get("threshold", 0) or 0)
    parts = [w("render-stacktics-legend-win", count=threshold), w("render-stacktics-legend-height")]
    if view.get("last_capture"):
        parts.append(w("render-stacktics-legend-taken"))
    return " · ".join(parts)


def caption_lines(view: StackticsView) -> list[str]:
    """The caption as plain lines: the headline, "王小明 (Red): 4 of 15 pips" per seat,
    then the notes."""
    cap = caption(view)
    rows = [seat_line(s) for s in cap.seats]
    return [headline_text(cap), *rows, *(text for _, text in cap.notes)]


def _pyramid_chip(
    img: Image.Image, style: PieceStyle, centre: tuple[float, float], width: int
) -> None:
    """A large pyramid of the seat's colour as its chip."""
    colour = next((c for c in ("r", "b") if _style(c) == style), "r")
    sprite = pyramid_sprite(colour, "3", round(width / PYRAMID_WIDTH["3"]))
    img.paste(
        sprite, (round(centre[0] - sprite.width / 2), round(centre[1] - sprite.height / 2)), sprite
    )


def _taken(view: StackticsView, colour: str) -> list[str]:
    taken = view.get("captured_pieces") or {}
    return [
        str(p) for p in taken.get(colour) or [] if len(str(p)) == 2 and str(p)[1] in PYRAMID_WIDTH
    ]


def _taken_width(pieces: Sequence[str], cell: int) -> float:
    return sum(PYRAMID_WIDTH[p[1]] * cell + 4 for p in pieces)


def _draw_caption(img: Image.Image, top: int, cap: Caption, view: StackticsView) -> None:
    """The caption, with the pieces each seat took after its words when they fit there,
    else in the band under its row."""
    room = img.width - 2 * CAPTION_INSET
    tops = draw_caption(img, top, CAPTION_INSET, room, cap, _pyramid_chip)
    for seat, colour, y in zip(cap.seats, _seat_colours(view), tops):
        pieces = _taken(view, colour)
        if not pieces:
            continue
        x: float
        if seat.room_below:
            x, base = CAPTION_INSET + TAKEN_INDENT, y + TAKEN_ROW - 4
        else:
            x, base = CAPTION_INSET + seat_width(seat) + 10, y - 6
        cy = base - RACE_ICON_CELL * PYRAMID_HEIGHT["3"] / 2
        x += draw_line(img, (x, cy), w("render-stacktics-took"), TOOK_SIZE, MUTED, False, "lm") + 10
        room_left = img.width - CAPTION_INSET - x
        need = _taken_width(pieces, RACE_ICON_CELL)
        cell = (
            RACE_ICON_CELL if need <= room_left else max(24, int(RACE_ICON_CELL * room_left / need))
        )
        for piece in pieces:
            sprite = pyramid_sprite(piece[0], piece[1], cell)
            img.paste(sprite, (round(x), round(base - sprite.height)), sprite)
            x += sprite.width + 4
