"""The Tumbling Down board as a PNG: `render(view) -> bytes` for a `TumblingView`.

Each stack is drawn from the side (its top pieces bottom→top: White as light slabs with a
ring, Black as dark slabs with a cross) with its height in a badge; every current king
wears a gold crown; the last move is ringed and drawn as an arrow through the cells it
covered; a king that can be taken next move (or whose capture ended the game) gets a red
frame; the caption says whose turn
it is (or the result), where the kings are, and any "check" threat.

The board, its coordinates and the last-move rings come from `render.square` (the bare
board is cached per size), the stacks from `render.square_stacks`; the tumble's arrow is
drawn *under* the pieces, through the free right-hand part of each cell, so it never hides
a piece.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.games.tumbling.views import TumblingView
from render.common import (
    BACKGROUND,
    GRID_DARK,
    GRID_LIGHT,
    INK,
    LAST_MOVE,
    STYLES,
    WHITE,
    PieceStyle,
)
from render.square import (
    BoardGeometry,
    blend,
    board_geometry,
    board_image,
    board_palette,
    draw_move_rings,
    encode_png,
)
from render.square_stacks import draw_chip, draw_stack
from render.text import draw_line, fit_size, line_width

RGB = tuple[int, int, int]

#: Piece letters of the view → the shared palette ("b" is Black here, drawn as STYLES["k"]).
PIECE_STYLE = {"w": STYLES["w"], "b": STYLES["k"]}
DEFAULT_NAMES = ("Black", "White")
CROWN_GOLD = (240, 180, 20)
CROWN_EDGE = (105, 66, 0)
THREAT_RED = (205, 25, 25)
#: Pixels for the 8 cells across (image ≈ 590 px wide: every label ≥ 11 px on a phone).
BOARD_PX = 528
HEADLINE_SIZE = 30
DETAIL_SIZE = 20
#: The smallest caption size (≥ 11 px at 400 px wide); a longer line wraps at " · ".
MIN_DETAIL_SIZE = 17
#: Slabs drawn per stack before the lower pieces fold into a dotted stub.
MAX_SLABS = 5
#: How far the cells a tumble passed over are tinted toward the last-move colour.
PATH_TINT = 0.25
#: Where the tumble's arrow runs inside each cell, off its centre (fractions of a cell):
#: right of the stacks' column and below the height badge, so pieces cover the arrow and
#: never the other way round.
ARROW_SHIFT = (0.13, -0.04)


def _style(letter: str) -> PieceStyle:
    return PIECE_STYLE.get(letter, STYLES["y"])


def _names(view: TumblingView) -> list[str]:
    return [str(n) for n in (view.get("seat_names") or DEFAULT_NAMES)]


def _colours(view: TumblingView) -> list[str]:
    return [str(c) for c in (view.get("colours") or ("b", "w"))]


def _name_of(view: TumblingView, letter: str) -> str:
    colours, names = _colours(view), _names(view)
    return names[colours.index(letter)] if letter in colours else letter


# ----- caption ------------------------------------------------------------------------
def caption_lines(view: TumblingView) -> list[tuple[str, str]]:
    """The caption as (kind, text) lines, kind "headline", "detail" or "threat":
    whose turn it is, or the result and its reason; the last move; each side's kings
    ("Kings: Black g8 h7 (3 high) · White a1 (4 high)"); then each "check" threat
    ("⚠ Black threatens White's king on c3")."""
    names = _names(view)
    lines: list[tuple[str, str]] = []
    outcome = view.get("outcome")
    if outcome is not None:
        winners = list(outcome.get("winners") or [])
        lines.append(
            ("headline", f"{names[int(winners[0])]} wins" if len(winners) == 1 else "Draw")
        )
        reason = str(outcome.get("reason") or "")
        if reason:
            lines.append(("detail", reason[:1].upper() + reason[1:]))
    else:
        to_move = view.get("to_move")
        lines.append(
            ("headline", f"{names[int(to_move)]} to move" if to_move is not None else "Game over")
        )
        last = str(view.get("last_label") or view.get("last_move") or "")
        if last:
            mover = _name_of(view, "w" if view.get("side") == "b" else "b")
            for verb, past in (("step ", "stepped "), ("tumble ", "tumbled ")):
                if last.startswith(verb):
                    last = past + last[len(verb) :]
                    break
            else:
                last = "played " + last
            lines.append(("detail", f"{mover} {last}"))
    kings = view.get("kings") or {}
    heights = view.get("king_heights") or {}
    parts = []
    for letter in _colours(view):
        cells = list(kings.get(letter) or [])
        where = f"{' '.join(cells)} ({heights.get(letter, '?')} high)" if cells else "none"
        parts.append(f"{_name_of(view, letter)} {where}")
    lines.append(("detail", "Kings: " + " · ".join(parts)))
    if outcome is None:
        for threat in view.get("threats") or []:
            if threat.get("check"):
                lines.append(("threat", "⚠ " + str(threat.get("text", ""))))
    return lines


def _caption_rows(view: TumblingView, room: float) -> list[tuple[str, str, int]]:
    """The caption laid out as (kind, text, font size) rows: each line of `caption_lines`
    at its size, a detail line too wide even at `MIN_DETAIL_SIZE` split at " · "."""
    rows: list[tuple[str, str, int]] = []
    for kind, text in caption_lines(view):
        if kind == "headline":
            rows.append((kind, text, HEADLINE_SIZE))
            continue
        bold = kind == "threat"
        if line_width(text, MIN_DETAIL_SIZE, bold) <= room or " · " not in text:
            rows.append((kind, text, fit_size(text, DETAIL_SIZE, room, MIN_DETAIL_SIZE, bold)))
            continue
        parts = text.split(" · ")
        for k, part in enumerate(parts):
            part += " ·" if k < len(parts) - 1 else ""
            rows.append((kind, part, fit_size(part, DETAIL_SIZE, room, MIN_DETAIL_SIZE, bold)))
    return rows


def _row_height(size: int) -> int:
    return round(size * 1.4)


def _draw_caption(
    img: Image.Image, geo: BoardGeometry, view: TumblingView, rows: list[tuple[str, str, int]]
) -> None:
    y = geo.board_bottom
    colours = _colours(view)
    outcome = view.get("outcome")
    seat = view.get("to_move")
    if outcome is not None:
        winners = list(outcome.get("winners") or [])
        seat = winners[0] if len(winners) == 1 else None
    for kind, text, size in rows:
        step = _row_height(size)
        if kind == "headline":
            chip = round(size * 1.3) if seat is not None else 0
            x = (geo.width - line_width(text, size) - chip) / 2
            cy = y + step / 2
            if seat is not None:
                draw_chip(img, _style(colours[int(seat)]), (x + chip * 0.4, cy), round(chip * 0.8))
            draw_line(img, (x + chip, cy), text, size, INK, anchor="lm")
        else:
            bold = kind == "threat"
            draw_line(
                img,
                (geo.width / 2, y + step / 2),
                text,
                size,
                THREAT_RED if bold else INK,
                bold,
                "mm",
            )
        y += step


# ----- crowns, threats, the tumble's arrow ----------------------------------------------------
def _draw_crown(draw: ImageDraw.ImageDraw, cx: float, cy: float, width: float) -> None:
    """A gold three-pointed crown `width` px wide centred on (cx, cy)."""
    w, h = width, width * 0.75
    x0, x1 = cx - w / 2, cx + w / 2
    top, base, band = cy - h / 2, cy + h / 2, cy + h * 0.2
    edge = max(2, round(width / 14))
    points = [
        (x0, base),
        (x0, top + h * 0.15),
        (x0 + w * 0.28, cy - h * 0.05),
        (cx, top),
        (x1 - w * 0.28, cy - h * 0.05),
        (x1, top + h * 0.15),
        (x1, base),
    ]
    draw.polygon(points, fill=CROWN_GOLD, outline=CROWN_EDGE, width=edge)
    draw.line((x0 + edge, band, x1 - edge, band), fill=CROWN_EDGE, width=max(1, edge - 1))
    r = width * 0.08
    for px, py in ((x0, top + h * 0.15), (cx, top), (x1, top + h * 0.15)):
        draw.ellipse(
            (px - r, py - r, px + r, py + r),
            fill=CROWN_GOLD,
            outline=CROWN_EDGE,
            width=max(1, edge - 1),
        )


def _draw_kings(draw: ImageDraw.ImageDraw, geo: BoardGeometry, view: TumblingView) -> None:
    for cells in (view.get("kings") or {}).values():
        for name in cells or []:
            x0, y0, _, _ = geo.cell_box(*geo.cell_of(str(name)))
            _draw_crown(draw, x0 + geo.cell * 0.8, y0 + geo.cell * 0.66, geo.cell * 0.3)


def _draw_threats(draw: ImageDraw.ImageDraw, geo: BoardGeometry, view: TumblingView) -> None:
    """A red frame on every king in "check" and on the king whose capture ended the game."""
    width = max(4, geo.cell // 14)
    cells = [str(c) for c in view.get("fallen") or []]
    for threat in view.get("threats") or [] if view.get("outcome") is None else []:
        if threat.get("check"):
            cells.extend(str(c) for c in threat.get("cells") or [])
    for name in cells:
        x0, y0, x1, y1 = geo.cell_box(*geo.cell_of(name))
        draw.rectangle((x0, y0, x1 - 1, y1 - 1), outline=THREAT_RED, width=width)


def arrow_points(
    geo: BoardGeometry, path: Sequence[str]
) -> tuple[tuple[float, float], tuple[float, float]]:
    """Where the last move's arrow starts and where its tip is: from the origin cell to a
    little inside the final cell, along a line shifted `ARROW_SHIFT` off the centres (into
    the part of each cell that no piece column uses)."""
    dx0, dy0 = ARROW_SHIFT[0] * geo.cell, ARROW_SHIFT[1] * geo.cell
    ax, ay = geo.cell_center(*geo.cell_of(path[0]))
    bx, by = geo.cell_center(*geo.cell_of(path[-1]))
    dx, dy = bx - ax, by - ay
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / length, dy / length
    back = geo.cell * (0.5 / max(abs(ux), abs(uy), 1e-9) - 0.3)
    return (ax + dx0, ay + dy0), (bx - ux * back + dx0, by - uy * back + dy0)


def _draw_move_arrow(draw: ImageDraw.ImageDraw, geo: BoardGeometry, path: Sequence[str]) -> None:
    """The tumble's arrow, white-edged, with a dot on each cell it dropped a piece on
    (drawn before the stacks, which stand on top of it)."""
    (ax, ay), (bx, by) = arrow_points(geo, path)
    dx, dy = bx - ax, by - ay
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / length, dy / length
    width = max(5, geo.cell // 12)
    head = width * 2.6
    neck = (bx - ux * head, by - uy * head)
    wing = head * 0.62
    left = (neck[0] - uy * wing, neck[1] + ux * wing)
    right = (neck[0] + uy * wing, neck[1] - ux * wing)
    edge = max(2, width // 3)
    draw.line((ax, ay, *neck), fill=WHITE, width=width + 2 * edge)
    draw.polygon(
        [
            (bx + ux * edge * 1.6, by + uy * edge * 1.6),
            (left[0] - uy * edge - ux * edge, left[1] + ux * edge - uy * edge),
            (right[0] + uy * edge - ux * edge, right[1] - ux * edge - uy * edge),
        ],
        fill=WHITE,
    )
    r = width / 2 + edge
    draw.ellipse((ax - r, ay - r, ax + r, ay + r), fill=WHITE)
    draw.line((ax, ay, *neck), fill=LAST_MOVE, width=width)
    draw.polygon([(bx, by), left, right], fill=LAST_MOVE)
    r = width / 2
    draw.ellipse((ax - r, ay - r, ax + r, ay + r), fill=LAST_MOVE)
    shift = (ARROW_SHIFT[0] * geo.cell, ARROW_SHIFT[1] * geo.cell)
    for name in path[1:-1]:
        cx, cy = geo.cell_center(*geo.cell_of(name))
        cx, cy = cx + shift[0], cy + shift[1]
        r = width * 0.9
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=LAST_MOVE, outline=WHITE, width=edge)


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    """The board's PNG palette: the square-board colours plus the tumble's tinted cells,
    the crowns and the threat frames."""
    path_cells = tuple(blend(c, LAST_MOVE, PATH_TINT) for c in (GRID_DARK, GRID_LIGHT))
    return board_palette(
        (*path_cells, CROWN_GOLD, CROWN_EDGE, THREAT_RED),
        ((THREAT_RED, BACKGROUND), (INK, BACKGROUND)),
    )


def render(view: TumblingView) -> bytes:
    """The PNG of a Tumbling Down view: the board with coordinates, every stack with its
    top pieces and height, a crown on each king, the last move (a tumble as an arrow through
    the cells it covered, under the pieces), red frames on kings in "check", and the
    `caption_lines`."""
    files, ranks = int(view.get("files", 8)), int(view.get("ranks", 8))
    probe = board_geometry(files, ranks, 0, BOARD_PX)
    rows = _caption_rows(view, probe.width - 2 * probe.margin)
    geo = board_geometry(files, ranks, 10 + sum(_row_height(size) for _, _, size in rows), BOARD_PX)
    path = [str(c) for c in (view.get("last_path") or [])]
    tints = {geo.cell_of(name): (LAST_MOVE, PATH_TINT) for name in path[1:-1]}
    img, draw = board_image(geo, tints)
    if len(path) >= 2:
        draw_move_rings(draw, geo, geo.cell_of(path[0]), geo.cell_of(path[-1]))
    _draw_threats(draw, geo, view)
    if len(path) >= 2:
        _draw_move_arrow(draw, geo, path)
    for name, pieces in (view.get("stacks") or {}).items():
        if pieces:
            styles = [_style(str(p)) for p in pieces]
            draw_stack(
                img, geo.cell_box(*geo.cell_of(str(name))), styles, MAX_SLABS, badge_outline=INK
            )
    _draw_kings(draw, geo, view)
    _draw_caption(img, geo, view, rows)
    return encode_png(img, _palette())
