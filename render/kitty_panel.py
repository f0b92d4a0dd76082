"""The score panel of the Kitty Stack Tower image: one full-width row per seat — its cat
in its colour and mark, the player's name, then columns under small headings (height
owned, card points ★, objective cards in hand; pieces to place during set-up; height,
card points and the score at the end). Rows stay one line at four players with cards at
the board's width, so no score is ever cut; the seat that may act (or the winners) is
highlighted.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.i18n import text
from render import kitty_type, names
from render.common import HIGHLIGHT, INK, MUTED
from render.hexgeom import RGB, WHITE, draw_cat_head, draw_crown
from render.kitty_view import LAWN, MARGIN, BoardView, as_int, as_seat, int_list, style_of
from render.lang import current, w
from render.tiles import TileCache, pixel_box

PANEL: RGB = (236, 228, 214)  # the rows' panel
CHIP_ACTIVE: RGB = (255, 236, 170)  # the row of a seat that may act now
CARD_BACK: RGB = (92, 84, 140)  # a face-down objective card
NAME_SIZE, NAME_MIN, VALUE_SIZE, HEAD_SIZE = 22, 20, 22, 20
#: Rows stand `ROW_GAP` apart: more than a tile box's spare pixels, so a cached row never
#: holds a piece of its neighbour.
ROW_H, ROW_GAP, HEAD_H = 36, 5, 24
#: Width of one value column, where the name starts in a row, the room of a crown.
COL_W, NAME_X, CROWN_W = 96, 50, 32
#: Column headings (the legend of the panel) and the mark a card-points value ends with.
HEADINGS = {
    key: text("en", f"render-kitty-heading-{key.replace('_', '-')}")
    for key in ("to_place", "height", "stars", "hand", "score")
}


def heading(key: str) -> str:
    """Column `key`'s heading in the picture's language."""
    return w(f"render-kitty-heading-{key.replace('_', '-')}")


WIDE = {"stars": 120}


@dataclass(frozen=True)
class Cell:
    """One value of a row: its text, or a number of face-down cards to draw."""

    text: str = ""
    cards: int = 0
    bold: bool = True


def winners(board: BoardView) -> list[int]:
    """The winning seats of a finished game (from `final`, else `outcome`)."""
    for source in (board.final, board.outcome):
        if source and isinstance(source.get("winners"), list):
            return [w for w in source["winners"] if as_seat(w, board.players) is not None]
    return []


def _final(board: BoardView, key: str) -> list[int] | None:
    """A per-seat list of the final tally, or None before the end (or when missing)."""
    if board.final and isinstance(board.final.get(key), list):
        return int_list(board.final[key], board.players)
    return None


def _card_points(board: BoardView) -> list[int]:
    """Each seat's card points in the final tally (summed from the cards when the tally
    has no per-seat list)."""
    listed = _final(board, "card_points")
    if listed is not None:
        return listed
    totals = [0] * board.players
    cards = board.final.get("cards") if board.final else None
    for card in cards if isinstance(cards, list) else []:
        if isinstance(card, dict):
            seat = as_seat(card.get("seat"), board.players)
            if seat is not None:
                totals[seat] += as_int(card.get("points"))
    return totals


def columns(board: BoardView) -> list[str]:
    """The value columns the panel shows in this phase (keys of `HEADINGS`)."""
    if board.phase == "setup":
        return ["to_place"]
    cards = board.objectives or any(board.public_points) or any(_card_points(board))
    if board.phase == "over" and _final(board, "scores") is not None:
        return ["height", "stars", "score"] if cards else ["height", "score"]
    shown = ["height"]
    if cards:
        shown.append("stars")
    if board.objectives and board.phase == "play":
        shown.append("hand")
    return shown


def row_cells(board: BoardView, seat: int) -> tuple[Cell, ...]:
    """The values of `seat`'s row, one per column of `columns(board)`."""
    scores = _final(board, "scores")
    heights = _final(board, "heights") or board.heights
    out: list[Cell] = []
    for key in columns(board):
        if key == "to_place":
            left = board.unplaced[seat]
            out.append(Cell(str(left) if left else "✓"))
        elif key == "height":
            out.append(Cell(str(heights[seat]), bold=scores is None))
        elif key == "stars":
            points = _card_points(board)[seat] if scores is not None else 0
            points = points or board.public_points[seat]
            out.append(Cell(f"+{points}" if points else "0", bold=False))
        elif key == "hand":
            out.append(Cell(cards=min(board.hand_sizes[seat], 4)))
        elif key == "score" and scores is not None:
            out.append(Cell(str(scores[seat])))
    return tuple(out)


def _widths(keys: list[str]) -> list[int]:
    return [WIDE.get(k, COL_W) for k in keys]


def panel_height(board: BoardView) -> int:
    """Pixel height of the panel (headings and one row per seat)."""
    return HEAD_H + board.players * (ROW_H + ROW_GAP) - ROW_GAP


def name_room(board: BoardView, width: int) -> float:
    """How wide a player's name may be in a row of an image `width` px wide."""
    return width - 2 * MARGIN - NAME_X - sum(_widths(columns(board))) - 8


def _centres(board: BoardView, width: int) -> list[float]:
    """The x of each value column's centre (the columns end at the row's right edge)."""
    x = width - MARGIN - 4
    centres: list[float] = []
    for col in reversed(_widths(columns(board))):
        centres.append(x - col / 2)
        x -= col
    return centres[::-1]


def active_seats(board: BoardView) -> set[int]:
    """The seats highlighted: those that may act now, or the winners at the end."""
    if board.phase == "over":
        return set(winners(board))
    return set(board.actors or ([board.to_move] if board.to_move is not None else []))


def draw_panel(img: Image.Image, board: BoardView, top: int) -> None:
    """The column headings at y = `top`, then one row per seat."""
    for key, cx in zip(columns(board), _centres(board, img.width), strict=True):
        said = names.shorten(heading(key), HEAD_SIZE, WIDE.get(key, COL_W) - 8, False)
        half = names.width(said, HEAD_SIZE, False) / 2
        kitty_type.stamp(img, (cx - half, top + HEAD_H / 2), said, HEAD_SIZE, MUTED, False)
    active = active_seats(board)
    for seat in range(board.players):
        y = top + HEAD_H + seat * (ROW_H + ROW_GAP)
        _stamp_row(img, board, seat, y, seat in active)


#: Rows drawn lately: a row changes only with its seat's values.
_ROWS = TileCache(32)


def clear_rows() -> None:
    """Forget every cached row."""
    _ROWS.clear()


def _stamp_row(img: Image.Image, board: BoardView, seat: int, y: float, active: bool) -> None:
    """`_draw_row` through the tile cache, keyed by everything the row shows; its box holds
    nothing but the caption's plain background around it."""
    cells = row_cells(board, seat)
    key = (
        img.width,
        y,
        active,
        board.phase,
        board.colours[seat],
        board.names[seat],
        tuple(columns(board)),  # the headings just above the first row's box
        current(),
        cells,
    )
    box = pixel_box(MARGIN, y, img.width - MARGIN, y + ROW_H, img.size)

    def draw() -> None:
        _draw_row(img, board, seat, y, active, cells)

    _ROWS.stamp(img, key, box, draw)


def _draw_row(
    img: Image.Image,
    board: BoardView,
    seat: int,
    y: float,
    active: bool,
    cells: tuple[Cell, ...],
) -> None:
    """One seat's row: its cat (colour and mark; crowned if it won), its player's name
    (shrunk, then shortened, to its room; a winner's crowned) and its values centred under
    their headings."""
    draw = ImageDraw.Draw(img)
    x0, x1 = MARGIN, img.width - MARGIN
    draw.rounded_rectangle(
        (x0, y, x1, y + ROW_H),
        radius=12,
        fill=CHIP_ACTIVE if active else PANEL,
        outline=HIGHLIGHT if active else LAWN,
        width=3 if active else 2,
    )
    cy = y + ROW_H / 2
    draw_cat_head(draw, x0 + 25, cy + 2, 13, style_of(board.colours[seat]))
    crowned = board.phase == "over" and active
    room = name_room(board, img.width) - (CROWN_W if crowned else 0)
    text, size = fit_name(board.names[seat], room)
    end = kitty_type.stamp(img, (x0 + NAME_X, cy), text, size, INK)
    if crowned:
        draw_crown(draw, end + CROWN_W / 2 + 2, cy, 11, HIGHLIGHT, INK)
    for cell, cx in zip(cells, _centres(board, img.width), strict=True):
        if cell.cards:
            draw_card_backs(draw, cx, cy, cell.cards)
        elif cell.text:
            half = names.width(cell.text, VALUE_SIZE, cell.bold) / 2
            kitty_type.stamp(img, (cx - half, cy), cell.text, VALUE_SIZE, INK, cell.bold)


def fit_name(name: str, room: float) -> tuple[str, int]:
    """A player's name as its row shows it: whole at 22 px, else shrunk down to 20 px,
    else shortened with "…"."""
    return names.fit(name, NAME_SIZE, room, NAME_MIN)


CARD_W, CARD_H, CARD_STEP = 14, 19, 17


def draw_card_backs(draw: ImageDraw.ImageDraw, cx: float, cy: float, count: int) -> None:
    """`count` little face-down cards side by side, centred on (cx, cy)."""
    left = cx - (CARD_W + CARD_STEP * (count - 1)) / 2
    for k in range(count):
        x = left + k * CARD_STEP
        draw.rounded_rectangle(
            (x, cy - CARD_H / 2, x + CARD_W, cy + CARD_H / 2),
            radius=3,
            fill=CARD_BACK,
            outline=WHITE,
            width=1,
        )
