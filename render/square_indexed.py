"""Square boards composed in palette mode (`render.indexed`): the same pixels as drawing
the whole board in RGB and mapping it onto its palette, for a fraction of the mapping.

- `indexed_board(geo, paints)` – a canvas holding the plain board (`square.plain_board`,
  mapped once per geometry and palette) and the plain background under it;
- `stack_part` – a cell with its stack (`square_stacks.draw_stack`) on its ground, mapped:
  a stack's picture does not depend on where its cell is, so a renderer keeps these by
  what they show and pastes them;
- `window_image` / `paste_window` – the few cells the overlays of a move touch (rings,
  an arrow), drawn in RGB exactly as on a whole board, then mapped and pasted;
- `move_marks` – the last move's rings and arrow as layers, drawn once per move's place
  at the board's own coordinates (they are drawn at fractional ones).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from PIL import Image, ImageDraw

from render.common import BACKGROUND, PieceStyle
from render.indexed import IndexedCanvas, Paints, rows_of
from render.square import (
    FILE_LETTERS,
    BoardGeometry,
    draw_move_arrow,
    draw_move_rings,
    plain_board,
)
from render.square_stacks import draw_stack

RGB = tuple[int, int, int]
Box = tuple[int, int, int, int]


@lru_cache(maxsize=16)
def bare(geo: BoardGeometry) -> BoardGeometry:
    """`geo` without its caption space: what everything on the board depends on."""
    return replace(geo, caption_height=0)


def indexed_board(geo: BoardGeometry, paints: Paints) -> IndexedCanvas:
    """A fresh canvas of `geo`'s size: the plain board (checkered cells, frame and
    coordinates) and, below it, the caption's space in the plain background."""
    board = _board_rows(bare(geo), paints)
    rows = Image.new("P", (geo.width + 1, geo.height), 0)
    rows.paste(board, (0, 0))
    canvas = IndexedCanvas(rows, paints)
    if geo.caption_height > 0:
        canvas.fill(BACKGROUND, (0, geo.board_bottom, geo.width, geo.height))
    return canvas


@lru_cache(maxsize=8)
def _board_rows(geo: BoardGeometry, paints: Paints) -> Image.Image:
    """The plain board of `geo` (no caption space) mapped, as canvas rows (cached and
    shared: only copied)."""
    return rows_of(paints.quantize(plain_board(geo)))


def stack_part(
    paints: Paints,
    cell: int,
    ground: RGB,
    pieces: Sequence[PieceStyle],
    max_slabs: int = 5,
    badge_outline: RGB | None = None,
) -> Image.Image:
    """A `cell`-px cell filled with `ground` holding the stack `pieces` as `draw_stack`
    draws it there, mapped with `paints`: the pixels of that cell on a whole board."""
    img = Image.new("RGB", (cell, cell), ground)
    draw_stack(img, (0, 0, cell, cell), pieces, max_slabs, badge_outline)
    return paints.quantize(img)


#: A cell's 0-based file and rank and its whole-pixel box.
Place = tuple[int, int, Box]


@lru_cache(maxsize=8)
def cell_places(geo: BoardGeometry) -> dict[str, Place]:
    """Every cell of `geo` by its name as views write it ("c4"), with its place (cached:
    a board looks up every occupied cell at every render)."""
    return {
        f"{FILE_LETTERS[f]}{r + 1}": (f, r, geo.cell_box(f, r))
        for f in range(geo.files)
        for r in range(geo.ranks)
    }


def cell_place(geo: BoardGeometry, name: str) -> Place:
    """The place of the cell `name` written any way `BoardGeometry.cell_of` reads ("C4 ");
    raises ValueError as it does."""
    file, rank = geo.cell_of(name)
    return file, rank, geo.cell_box(file, rank)


def window_box(geo: BoardGeometry, cells: Iterable[tuple[int, int]]) -> Box:
    """The smallest box holding the 0-based (file, rank) `cells` (at least one)."""
    boxes = [geo.cell_box(file, rank) for file, rank in cells]
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


def overlaps(a: Box, b: Box) -> bool:
    """Whether boxes `a` and `b` (x1, y1 exclusive) share a pixel."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def window_image(geo: BoardGeometry, box: Box) -> Image.Image:
    """The plain board inside `box` as an RGB image of its own: the board's pixel (x, y)
    is (x - box[0], y - box[1]) here. Draw on it at whole-pixel offsets only (parts
    pasted, integer boxes), or with `box` at the board's corner: a shape or type drawn at
    fractional coordinates could round otherwise than on the whole board."""
    return plain_board(bare(geo)).crop(box)


def paste_window(canvas: IndexedCanvas, img: Image.Image, box: Box) -> None:
    """Map `img` (a `window_image` of `box`, drawn on) and paste it onto `canvas`."""
    canvas.paste(canvas.paints.quantize(img), box[:2])


@dataclass(frozen=True)
class Layer:
    """What a drawing in opaque ink paints: a 1-bit `mask` of exactly its pixels over
    `box` (at the board's coordinates) and their `ink`, one colour or an RGB image
    (pasting through a 1-bit mask is a plain copy). An empty layer has no box."""

    box: Box | None
    mask: Image.Image | None = None
    ink: RGB | Image.Image = (0, 0, 0)

    def stamp(self, img: Image.Image, origin: tuple[int, int] = (0, 0)) -> None:
        """Paint the layer onto `img`, whose corner is the board's pixel `origin` (a
        `window_image`), as the drawing did."""
        if self.box is None or self.mask is None:
            return
        x0, y0, x1, y1 = self.box
        ox, oy = origin
        img.paste(self.ink, (x0 - ox, y0 - oy, x1 - ox, y1 - oy), self.mask)


@dataclass(frozen=True)
class MoveMarks:
    """The last move's marks: `rings` (drawn under the pieces) and `arrow` (over them),
    both within `window`: the move's two cells, and every other cell the marks reach
    (whole cells: what a renderer draws there afresh)."""

    window: Box
    rings: Layer
    arrow: Layer


@lru_cache(maxsize=256)
def move_marks(geo: BoardGeometry, frm: tuple[int, int], to: tuple[int, int]) -> MoveMarks:
    """The marks of a move from `frm` to `to` (0-based cells), drawn once at the board's
    coordinates (`draw_move_rings`, `draw_move_arrow`) on transparent layers, cached by
    place (they depend on nothing else). Both draw opaque ink only, so a layer pasted
    through its 1-bit footprint sets the same pixels as drawing it."""
    cells = window_box(geo, (frm, to))
    board = (geo.width, geo.board_bottom)
    # Drawn at the board's own coordinates, on layers reaching a cell past the move's
    # cells (the marks stay well inside them); the whole board if they reach the edge.
    size = (min(board[0], cells[2] + geo.cell), min(board[1], cells[3] + geo.cell))
    rings, arrow = _marks(geo, frm, to, size)
    box = _union(cells, rings.getbbox(), arrow.getbbox())
    if size != board and (box[2] >= size[0] or box[3] >= size[1]):
        rings, arrow = _marks(geo, frm, to, board)
        box = _union(cells, rings.getbbox(), arrow.getbbox())
    window = whole_cells(geo, box)
    return MoveMarks(window, _layer(rings), _layer(arrow))


def _marks(
    geo: BoardGeometry, frm: tuple[int, int], to: tuple[int, int], size: tuple[int, int]
) -> tuple[Image.Image, Image.Image]:
    """The rings and the arrow of a move on transparent `size` layers."""
    rings = Image.new("RGBA", size, (0, 0, 0, 0))
    draw_move_rings(ImageDraw.Draw(rings), geo, frm, to)
    arrow = Image.new("RGBA", size, (0, 0, 0, 0))
    draw_move_arrow(ImageDraw.Draw(arrow), geo, frm, to)
    return rings, arrow


def _union(box: Box, *others: Box | None) -> Box:
    """The smallest box holding `box` and every other box given (None: nothing)."""
    for other in others:
        if other is not None:
            box = (
                min(box[0], other[0]),
                min(box[1], other[1]),
                max(box[2], other[2]),
                max(box[3], other[3]),
            )
    return box


def whole_cells(geo: BoardGeometry, box: Box) -> Box:
    """`box` grown to every cell it touches (whole cells), within the board."""
    touched = [
        (f, r)
        for f in range(geo.files)
        for r in range(geo.ranks)
        if overlaps(geo.cell_box(f, r), box)
    ]
    cells = window_box(geo, touched) if touched else box
    return (
        max(0, min(box[0], cells[0])),
        max(0, min(box[1], cells[1])),
        min(geo.width, max(box[2], cells[2])),
        min(geo.board_bottom, max(box[3], cells[3])),
    )


def _layer(drawn: Image.Image) -> Layer:
    """What the RGBA image `drawn` holds (drawn on a clear one in opaque ink) as a Layer,
    cut to its box."""
    box = drawn.getbbox()
    if box is None:
        return Layer(None)
    part = drawn.crop(box)
    alpha = part.getchannel("A")
    if any(alpha.histogram()[1:255]):
        raise ValueError("a layer is drawn in opaque ink only")
    mask = alpha.convert("1", dither=Image.Dither.NONE)  # 0 and 255 only: exact
    colours = part.getcolors(4) or []  # clear and one ink, or more: then the pixels
    inks = {c[:3] for _, c in colours if isinstance(c, tuple) and c[3]}
    if len(inks) == 1:
        r, g, b = inks.pop()
        return Layer(box, mask, (r, g, b))
    return Layer(box, mask, part.convert("RGB"))
