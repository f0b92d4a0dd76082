"""Shared drawing for square boards (Towers, Stacktics and Tumbling Down use it).

What a square-board renderer gets from here:

- `board_geometry(files, ranks, caption_height)` – where every cell sits in the image
  (rank 1 at the bottom, file a on the left), with a coordinate band on all four edges and
  free space for a caption under the board;
- `board_image(geo, tints)` – a fresh image with the checkered cells (each optionally
  tinted, e.g. with its owner's colour), the frame and the coordinates (letters above and
  below, numbers left and right);
- `draw_move_rings` / `draw_move_arrow` (rings first, pieces between) – rings on the
  origin and destination of the last move and an arrow between them;
- `board_palette` / `encode_png` – a small, deterministic PNG of a flat-coloured board.

Stacks seen from the side (and legend chips) are drawn by `render.square_stacks`.
Nothing here knows any game's rules. The bare board is cached per geometry, so a render
costs little more than the PNG encoding.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from render.common import (
    BACKGROUND,
    GRID_DARK,
    GRID_LIGHT,
    INK,
    LAST_MOVE,
    MUTED,
    STYLES,
    WHITE,
    font,
)
from render.palette import build_palette, encode_indexed
from render.square_stacks import HIDDEN_STUB

RGB = tuple[int, int, int]
Box = tuple[float, float, float, float]

FILE_LETTERS = "abcdefghijklmnopqrstuvwxyz"

#: The frame drawn around the cells.
FRAME = (120, 98, 70)

#: Default pixel budget for the cells of a board (the longer side); with the coordinate
#: bands the image is about 590 px wide: shown ~400 px wide on a phone, every label keeps
#: ≥ 11 px, and the PNG costs half the CPU of the old 880-px canvas.
BOARD_PX = 528


@dataclass(frozen=True)
class BoardGeometry:
    """Pixel layout of a `files` × `ranks` board: `cell` px per cell, a `margin`-px
    coordinate band on every side, and `caption_height` px of free space under the board."""

    files: int
    ranks: int
    cell: int
    margin: int
    caption_height: int = 0

    @property
    def width(self) -> int:
        """Image width: the cells plus a coordinate band on each side."""
        return self.files * self.cell + 2 * self.margin

    @property
    def board_bottom(self) -> int:
        """The y just below the lower coordinate band (where a caption may start)."""
        return self.ranks * self.cell + 2 * self.margin

    @property
    def height(self) -> int:
        """Image height: the board, its coordinate bands and the caption space."""
        return self.board_bottom + self.caption_height

    def cell_box(self, file: int, rank: int) -> tuple[int, int, int, int]:
        """(x0, y0, x1, y1) of the cell at 0-based (`file`, `rank`); x1/y1 exclusive."""
        x0 = self.margin + file * self.cell
        y0 = self.margin + (self.ranks - 1 - rank) * self.cell
        return x0, y0, x0 + self.cell, y0 + self.cell

    def cell_center(self, file: int, rank: int) -> tuple[float, float]:
        """The pixel centre of the cell at 0-based (`file`, `rank`)."""
        x0, y0, x1, y1 = self.cell_box(file, rank)
        return (x0 + x1) / 2, (y0 + y1) / 2

    def cell_of(self, name: str) -> tuple[int, int]:
        """0-based (file, rank) of a cell name such as `c4`; raises ValueError if it is not
        a cell of this board."""
        text = name.strip().lower()
        if len(text) < 2 or text[0] not in FILE_LETTERS or not text[1:].isdigit():
            raise ValueError(f"not a cell name: {name!r}")
        cell = FILE_LETTERS.index(text[0]), int(text[1:]) - 1
        if not (0 <= cell[0] < self.files and 0 <= cell[1] < self.ranks):
            raise ValueError(f"cell {name!r} is off a {self.files}x{self.ranks} board")
        return cell


def board_geometry(
    files: int, ranks: int, caption_height: int = 0, board_px: int = BOARD_PX
) -> BoardGeometry:
    """The layout for a `files` × `ranks` board whose longer side spans about `board_px`
    px, with `caption_height` px left free under it."""
    cell = max(24, board_px // max(files, ranks, 1))
    margin = max(30, round(cell * 0.36))
    return BoardGeometry(files, ranks, cell, margin, caption_height)


def blend(base: RGB, colour: RGB, amount: float) -> RGB:
    """`base` moved `amount` (0..1) of the way toward `colour`."""
    return (
        round(base[0] + (colour[0] - base[0]) * amount),
        round(base[1] + (colour[1] - base[1]) * amount),
        round(base[2] + (colour[2] - base[2]) * amount),
    )


def checker_colour(file: int, rank: int) -> RGB:
    """The plain colour of a cell: `a1` dark, alternating along ranks and files."""
    return GRID_DARK if (file + rank) % 2 == 0 else GRID_LIGHT


def board_image(
    geo: BoardGeometry,
    tints: dict[tuple[int, int], tuple[RGB, float]] | None = None,
) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A fresh RGB image of the board's full size: paper background, checkered cells, the
    frame and the coordinates on all four edges, with space for the caption below.

    `tints` maps a 0-based (file, rank) to (colour, amount): that cell's checker colour is
    blended `amount` of the way toward the colour (use it to show who owns the cell)."""
    img = plain_board(geo).copy()
    draw = ImageDraw.Draw(img)
    for (file, rank), (tint, amount) in (tints or {}).items():
        if 0 <= file < geo.files and 0 <= rank < geo.ranks:
            x0, y0, x1, y1 = geo.cell_box(file, rank)
            draw.rectangle(
                (x0, y0, x1 - 1, y1 - 1), fill=blend(checker_colour(file, rank), tint, amount)
            )
    return img, draw


@lru_cache(maxsize=8)
def plain_board(geo: BoardGeometry) -> Image.Image:
    """The untinted board for `geo`: paper, checkered cells, frame and coordinates (cached
    and shared: never draw on it, draw on a copy)."""
    img = Image.new("RGB", (geo.width, geo.height), BACKGROUND)
    draw = ImageDraw.Draw(img)
    for rank in range(geo.ranks):
        for file in range(geo.files):
            x0, y0, x1, y1 = geo.cell_box(file, rank)
            draw.rectangle((x0, y0, x1 - 1, y1 - 1), fill=checker_colour(file, rank))
    frame = max(2, geo.cell // 40)
    m = geo.margin
    draw.rectangle(
        (
            m - frame,
            m - frame,
            m + geo.files * geo.cell + frame - 1,
            m + geo.ranks * geo.cell + frame - 1,
        ),
        outline=FRAME,
        width=frame,
    )
    draw_coordinates(draw, geo)
    return img


def coordinate_size(geo: BoardGeometry) -> int:
    """Font size of the edge coordinates: ≥ 11 px once the image is shown 400 px wide."""
    return max(19, min(28, round(geo.margin * 0.66)))


def draw_coordinates(draw: ImageDraw.ImageDraw, geo: BoardGeometry) -> None:
    """File letters above and below the cells, rank numbers left and right of them."""
    size = coordinate_size(geo)
    fnt = font(size)
    m = geo.margin
    top_y, bottom_y = m / 2 - 1, geo.board_bottom - m / 2 + 1
    left_x, right_x = m / 2 - 1, geo.width - m / 2 + 1
    for file in range(geo.files):
        cx, _ = geo.cell_center(file, 0)
        for y in (top_y, bottom_y):
            draw.text((cx, y), FILE_LETTERS[file], font=fnt, fill=MUTED, anchor="mm")
    for rank in range(geo.ranks):
        _, cy = geo.cell_center(0, rank)
        for x in (left_x, right_x):
            draw.text((x, cy), str(rank + 1), font=fnt, fill=MUTED, anchor="mm")


def draw_move_rings(
    draw: ImageDraw.ImageDraw,
    geo: BoardGeometry,
    frm: tuple[int, int],
    to: tuple[int, int],
    colour: RGB = LAST_MOVE,
) -> None:
    """A dashed ring just inside the origin cell and a solid ring just inside the
    destination cell of the last move."""
    width = max(3, geo.cell // 22)
    inset = width // 2 + 1
    fx0, fy0, fx1, fy1 = geo.cell_box(*frm)
    _dashed_rect(draw, (fx0 + inset, fy0 + inset, fx1 - 1 - inset, fy1 - 1 - inset), colour, width)
    tx0, ty0, tx1, ty1 = geo.cell_box(*to)
    draw.rectangle(
        (tx0 + inset - 1, ty0 + inset - 1, tx1 - inset, ty1 - inset),
        outline=colour,
        width=width + 1,
    )


def draw_move_arrow(
    draw: ImageDraw.ImageDraw,
    geo: BoardGeometry,
    frm: tuple[int, int],
    to: tuple[int, int],
    colour: RGB = LAST_MOVE,
    overshoot: float = 0.04,
) -> None:
    """An arrow from the origin cell's centre toward the destination, its tip `overshoot`
    cells past the destination's near edge (a small overshoot keeps the arrow off the
    pieces standing in the destination; for a move that empties its origin the arrow then
    covers nothing)."""
    a = geo.cell_center(*frm)
    b = geo.cell_center(*to)
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    # Distance from the origin's centre to the destination's near edge along the line.
    edge = length - geo.cell * 0.5 / max(abs(dx), abs(dy), 1.0) * length
    reach = max(geo.cell * 0.3, edge + geo.cell * overshoot)
    end = (a[0] + dx / length * reach, a[1] + dy / length * reach)
    _arrow(draw, a, end, colour, max(5, geo.cell // 14))


def _dashed_rect(draw: ImageDraw.ImageDraw, box: Box, colour: RGB, width: int) -> None:
    x0, y0, x1, y1 = box
    dash = max(6, round((x1 - x0) / 9))
    for edge in ((x0, y0, x1, y0), (x1, y0, x1, y1), (x1, y1, x0, y1), (x0, y1, x0, y0)):
        ex0, ey0, ex1, ey1 = edge
        length = max(abs(ex1 - ex0), abs(ey1 - ey0))
        steps = max(1, int(length // dash))
        for i in range(0, steps, 2):
            s, e = i / steps, min(1.0, (i + 1) / steps)
            draw.line(
                (
                    ex0 + (ex1 - ex0) * s,
                    ey0 + (ey1 - ey0) * s,
                    ex0 + (ex1 - ex0) * e,
                    ey0 + (ey1 - ey0) * e,
                ),
                fill=colour,
                width=width,
            )


def _arrow(
    draw: ImageDraw.ImageDraw,
    a: tuple[float, float],
    b: tuple[float, float],
    colour: RGB,
    width: int,
) -> None:
    """An arrow with a white edge so it reads on any cell or piece colour."""
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / length, dy / length
    head = width * 2.6
    neck = (bx - ux * head, by - uy * head)
    wing = head * 0.62
    left = (neck[0] - uy * wing, neck[1] + ux * wing)
    right = (neck[0] + uy * wing, neck[1] - ux * wing)
    edge = max(2, width // 3)
    draw.line((ax, ay, neck[0] + ux, neck[1] + uy), fill=(255, 255, 255), width=width + 2 * edge)
    draw.polygon(
        [
            (bx + ux * edge * 1.6, by + uy * edge * 1.6),
            (left[0] - uy * edge - ux * edge, left[1] + ux * edge - uy * edge),
            (right[0] + uy * edge - ux * edge, right[1] - ux * edge - uy * edge),
        ],
        fill=(255, 255, 255),
    )
    r = width / 2 + edge
    draw.ellipse((ax - r, ay - r, ax + r, ay + r), fill=(255, 255, 255))
    draw.line((ax, ay, neck[0] + ux, neck[1] + uy), fill=colour, width=width)
    draw.polygon([(bx, by), left, right], fill=colour)
    r = width / 2
    draw.ellipse((ax - r, ay - r, ax + r, ay + r), fill=colour)


#: The colours every square board uses: paper, checkers, frame, coordinates, badges,
#: the last move, the dotted stub and each piece colour with its outline and mark.
BASE_COLOURS: tuple[RGB, ...] = (
    BACKGROUND,
    GRID_DARK,
    GRID_LIGHT,
    FRAME,
    INK,
    MUTED,
    WHITE,
    LAST_MOVE,
    HIDDEN_STUB,
    *[c for st in STYLES.values() for c in (st.fill, st.outline, st.mark_fill)],
)
#: (text colour, background) pairs of the shared drawing: coordinates, badges, stubs,
#: marks on pieces and piece edges on the checkers.
BASE_PAIRS: tuple[tuple[RGB, RGB], ...] = (
    (MUTED, BACKGROUND),
    (INK, BACKGROUND),
    (INK, WHITE),
    (INK, HIDDEN_STUB),
    *[(st.mark_fill, st.fill) for st in STYLES.values()],
)


@lru_cache(maxsize=8)
def board_palette(
    extra: tuple[RGB, ...] = (), pairs: tuple[tuple[RGB, RGB], ...] = ()
) -> Image.Image:
    """The fixed PNG palette of a square board: `BASE_COLOURS` and `extra` exactly, plus
    soft-edge blends for `BASE_PAIRS` and `pairs` (cached: renderers pass constants)."""
    return build_palette((*BASE_COLOURS, *extra), (*BASE_PAIRS, *pairs))


def encode_png(img: Image.Image, palette: Image.Image | None = None) -> bytes:
    """PNG bytes of a square board mapped onto `palette` (default: `board_palette()`);
    deterministic, and no colour counting per image."""
    return encode_indexed(img, palette if palette is not None else board_palette())
