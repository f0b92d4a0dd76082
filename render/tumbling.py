"""The Tumbling Down board as a PNG: `render(view) -> bytes` for a `TumblingView`.

Each stack is drawn from the side (its top pieces bottom→top: White as light slabs with an
ink outline and a ring, Black as dark slabs with a cross) with its height in a badge; every current king
wears a gold crown; the last move is ringed and drawn as an arrow through the cells it
covered; a king that can be taken next move (or whose capture ended the game) gets a red
frame; the caption (`caption`) names the player on turn (or the result), each seat's
player with their kings' height, the last move, any "check" threat, and what the crowns,
numbers and frames mean.

The board, its coordinates and the last-move rings come from `render.square` (the bare
board is cached per size), the stacks from `render.square_stacks`; the tumble's arrow is
drawn *under* the pieces, through the free right-hand part of each cell, so it never hides
a piece.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from bot.games.tumbling.views import TumblingView
from bot.i18n import text
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
)
from render.lang import colour, say, seat_words, w
from render.square import (
    BoardGeometry,
    blend,
    board_geometry,
    board_image,
    board_palette,
    checker_colour,
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
    turn_headline,
    win_headline,
)
from render.square_stacks import stamp_stack
from render.targets import TARGET_COLOURS, TARGET_PAIRS, draw_square_targets, read_targets

RGB = tuple[int, int, int]

#: White pieces: the shared white with an ink outline, so they stand out on light cells.
WHITE_PIECE = PieceStyle(STYLES["w"].fill, INK, STYLES["w"].mark, INK, STYLES["w"].name)
#: Piece letters of the view → styles ("b" is Black here, drawn as STYLES["k"]).
PIECE_STYLE = {"w": WHITE_PIECE, "b": STYLES["k"]}
#: A crown's width and centre in its cell (fractions of a cell): large enough to read on a
#: phone, in the corner under the height badge.
CROWN_WIDTH = 0.42
CROWN_AT = (0.76, 0.72)
DEFAULT_NAMES = ("Black", "White")
CROWN_GOLD = (240, 180, 20)
CROWN_EDGE = (105, 66, 0)
THREAT_RED = (205, 25, 25)
#: Pixels for the 8 cells across (image ≈ 590 px wide: every label ≥ 11 px on a phone).
BOARD_PX = 528
#: Free pixels left and right of the caption.
CAPTION_INSET = 18
#: What the marks on the board mean (the frame's part only when a frame is drawn).
LEGEND = text("en", "render-tumbling-legend")
LEGEND_CHECK = text("en", "render-tumbling-legend-check")
LEGEND_FALLEN = text("en", "render-tumbling-legend-fallen")
#: How near (in cells) the arrow may pass a cell's centre and still touch the cell: half
#: its diagonal, plus the arrow's half width, white edge and head.
ARROW_REACH = 0.96
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
    return seat_words(view, [colour("k"), colour("w")])


def _colours(view: TumblingView) -> list[str]:
    return [str(c) for c in (view.get("colours") or ("b", "w"))]


def _name_of(view: TumblingView, letter: str) -> str:
    colours, names = _colours(view), _names(view)
    return names[colours.index(letter)] if letter in colours else letter


# ----- caption ------------------------------------------------------------------------
def caption(view: TumblingView) -> Caption:
    """The caption under the board.

    Headline: whose turn it is ("▶ Жанна (Black) to play") or the result. One row per
    seat: chip, player, and where that side's kings are ("Black · kings g8 h7, 3 high").
    Notes: why the game ended, or the last move ("White tumbled e2 (2) east → f2 g2") and
    each "check" threat ("⚠ Black threatens White's king on c3"); then what the crowns,
    the numbers and the red frames on the board mean."""
    colour_names = _names(view)
    players = seat_names(view, colour_names)
    letters = _colours(view)
    notes: list[tuple[str, str]] = []
    style: PieceStyle | None = None
    outcome = view.get("outcome")
    if outcome is not None:
        winners = list(outcome.get("winners") or [])
        if len(winners) == 1:
            won = int(winners[0])
            headline = win_headline(players[won], colour_names[won])
            style = _style(letters[won])
        else:
            headline = ("", "", w("render-draw"))
        reason = say(outcome.get("reason") or "")
        if reason:
            notes.append(("detail", reason[:1].upper() + reason[1:]))
    else:
        to_move = view.get("to_move")
        if to_move is not None:
            seat = int(to_move)
            headline = turn_headline(players[seat], colour_names[seat])
            style = _style(letters[seat])
        else:
            headline = ("", "", w("render-game-over"))
        last = view.get("last_label") or view.get("last_move") or ""
        if last:
            mover = _name_of(view, "w" if view.get("side") == "b" else "b")
            notes.append(("detail", _last_move(mover, last)))
        for threat in view.get("threats") or []:
            if threat.get("check"):
                notes.append(("threat", "⚠ " + say(threat.get("text", ""))))
    legend = w("render-tumbling-legend")
    if view.get("fallen"):
        legend += " · " + w("render-tumbling-legend-fallen")
    elif outcome is None and any(t.get("check") for t in view.get("threats") or []):
        legend += " · " + w("render-tumbling-legend-check")
    notes.append(("legend", legend))
    seats = tuple(
        SeatRow(_style(letter), player, _kings_stat(view, letter, player, colour), colour=colour)
        for letter, player, colour in zip(letters, players, colour_names)
    )
    return Caption(headline, style, seats, tuple(notes))


def _kings_stat(view: TumblingView, letter: str, player: str, colour: str) -> str:
    """ "king 4 high", "2 kings 3 high" or "no king" (prefixed by the colour when a person
    is named); the crowns show where the kings are."""
    cells = [str(c) for c in (view.get("kings") or {}).get(letter) or []]
    height = str((view.get("king_heights") or {}).get(letter, "?"))
    if not cells:
        where = w("render-tumbling-no-king")
    else:
        where = w("render-tumbling-kings", count=len(cells), height=height)
    return where if player == colour else f"{colour} · {where}"


def _last_move(mover: str, last: Any) -> str:
    """ "Last move: White tumbled e2 (2) east → f2 g2" from the view's label of the move
    (notation after its verb: "tumble e2 (2) east → f2 g2"), or its words when the view
    says them."""
    if isinstance(last, str):
        for verb, key in (
            ("step ", "render-tumbling-stepped"),
            ("tumble ", "render-tumbling-tumbled"),
        ):
            if last.startswith(verb):
                return w(key, who=mover, move=last[len(verb) :])
        return w("render-tumbling-played", who=mover, move=last)
    if isinstance(last, Mapping):  # the engine's words (`Said.to_json`): verb and notation
        said_key, args = last.get("key"), last.get("args") or {}
        if said_key == "tumbling-describe-tumble":
            where = f"{args.get('from')} ({args.get('height')}) {say(args.get('direction', ''))}"
            return w("render-tumbling-tumbled", who=mover, move=f"{where} → {args.get('where')}")
        if said_key == "tumbling-describe-step":
            cells = f"{args.get('from')} → {args.get('to')}"
            return w("render-tumbling-stepped", who=mover, move=cells)
    return w("render-tumbling-played", who=mover, move=say(last))


def caption_lines(view: TumblingView) -> list[tuple[str, str]]:
    """The caption as (kind, text) lines: ("headline", …), one ("seat", "Жанна (Black):
    2 kings 3 high") per seat, then the notes (kind "detail", "threat" or "legend")."""
    cap = caption(view)
    rows = [("seat", seat_line(s)) for s in cap.seats]
    return [("headline", headline_text(cap)), *rows, *cap.notes]


# ----- crowns, threats, the tumble's arrow ----------------------------------------------------
@lru_cache(maxsize=8)
def _crown_sprite(width: int) -> Image.Image:
    """A gold three-pointed crown `width` px wide, as an RGBA sprite (cached)."""
    w, h = float(width), width * 0.75
    edge = max(2, round(width / 14))
    pad = edge + 2
    size = (width + 2 * pad, round(h) + 2 * pad)
    sprite = Image.new("RGBA", size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    cx, cy = size[0] / 2, size[1] / 2
    x0, x1 = cx - w / 2, cx + w / 2
    top, base, band = cy - h / 2, cy + h / 2, cy + h * 0.2
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
    return sprite


def _draw_kings(img: Image.Image, geo: BoardGeometry, view: TumblingView) -> None:
    """A crown in the lower-right part of every king's cell."""
    sprite = _crown_sprite(round(geo.cell * CROWN_WIDTH))
    for cells in (view.get("kings") or {}).values():
        for name in cells or []:
            x0, y0, _, _ = geo.cell_box(*geo.cell_of(str(name)))
            cx, cy = x0 + geo.cell * CROWN_AT[0], y0 + geo.cell * CROWN_AT[1]
            img.paste(sprite, (round(cx - sprite.width / 2), round(cy - sprite.height / 2)), sprite)


def _framed_cells(view: TumblingView) -> list[str]:
    """The cells that get a red frame: kings in "check", and the king whose capture ended
    the game."""
    cells = [str(c) for c in view.get("fallen") or []]
    for threat in view.get("threats") or [] if view.get("outcome") is None else []:
        if threat.get("check"):
            cells.extend(str(c) for c in threat.get("cells") or [])
    return cells


def _draw_threats(draw: ImageDraw.ImageDraw, geo: BoardGeometry, view: TumblingView) -> None:
    """A red frame on every king in "check" and on the king whose capture ended the game."""
    width = max(4, geo.cell // 14)
    for name in _framed_cells(view):
        x0, y0, x1, y1 = geo.cell_box(*geo.cell_of(name))
        draw.rectangle((x0, y0, x1 - 1, y1 - 1), outline=THREAT_RED, width=width)


def _busy_cells(
    geo: BoardGeometry, view: TumblingView, path: Sequence[str]
) -> set[tuple[int, int]]:
    """The cells holding anything under their stack besides the plain checker: the last
    move's cells (rings, tints), the red frames, and every cell the arrow (with its white
    edge and head) may reach: those whose centre lies within `ARROW_REACH` cells of it."""
    busy = {geo.cell_of(name) for name in (*path, *_framed_cells(view))}
    if len(path) >= 2:
        (ax, ay), (bx, by) = arrow_points(geo, path)
        dx, dy = bx - ax, by - ay
        length2 = max(1.0, dx * dx + dy * dy)
        reach = ARROW_REACH * geo.cell
        for file in range(geo.files):
            for rank in range(geo.ranks):
                cx, cy = geo.cell_center(file, rank)
                t = min(1.0, max(0.0, ((cx - ax) * dx + (cy - ay) * dy) / length2))
                px, py = ax + t * dx - cx, ay + t * dy - cy
                if px * px + py * py <= reach * reach:
                    busy.add((file, rank))
    return busy


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


@lru_cache(maxsize=2)
def _palette(marked: bool = False) -> Image.Image:
    """The board's PNG palette: the square-board colours plus the tumble's tinted cells,
    the crowns and the threat frames (and, when `marked`, the "where can it go" marks)."""
    path_cells = tuple(blend(c, LAST_MOVE, PATH_TINT) for c in (GRID_DARK, GRID_LIGHT))
    return board_palette(
        (*path_cells, CROWN_GOLD, CROWN_EDGE, THREAT_RED, *(TARGET_COLOURS if marked else ())),
        (
            (THREAT_RED, BACKGROUND),
            (INK, BACKGROUND),
            (MUTED, BACKGROUND),
            (INK, WHITE_PIECE.fill),
            (INK, GRID_DARK),
            (INK, GRID_LIGHT),
            *(TARGET_PAIRS if marked else ()),
        ),
    )


def render(view: TumblingView) -> bytes:
    """The PNG of a Tumbling Down view: the board with coordinates, every stack with its
    top pieces and height, a crown on each king, the last move (a tumble as an arrow through
    the cells it covered, under the pieces), red frames on kings in "check", the "where can
    it go" marks of `targets` when the view has them, and the `caption_lines`."""
    files, ranks = int(view.get("files", 8)), int(view.get("ranks", 8))
    cap = caption(view)
    room = board_geometry(files, ranks, 0, BOARD_PX).width - 2 * CAPTION_INSET
    geo = board_geometry(files, ranks, caption_height(cap, room), BOARD_PX)
    path = [str(c) for c in (view.get("last_path") or [])]
    tints = {geo.cell_of(name): (LAST_MOVE, PATH_TINT) for name in path[1:-1]}
    img, draw = board_image(geo, tints)
    if len(path) >= 2:
        draw_move_rings(draw, geo, geo.cell_of(path[0]), geo.cell_of(path[-1]))
    _draw_threats(draw, geo, view)
    if len(path) >= 2:
        _draw_move_arrow(draw, geo, path)
    busy = _busy_cells(geo, view, path)
    for name, pieces in (view.get("stacks") or {}).items():
        if pieces:
            cell = geo.cell_of(str(name))
            ground = None if cell in busy else checker_colour(*cell)
            styles = [_style(str(p)) for p in pieces]
            stamp_stack(img, geo.cell_box(*cell), styles, ground, MAX_SLABS, badge_outline=INK)
    _draw_kings(img, geo, view)
    targets = read_targets(view)
    if targets:
        draw_square_targets(img, draw, geo, targets)
    draw_caption(img, geo.board_bottom, CAPTION_INSET, room, cap)
    return encode_png(img, _palette(bool(targets)))
