""" "Where can it go?" on the Kitty Stack Tower board: the picked stack's cushion outlined
thickly (lined in white), each cushion it can reach outlined and tagged with a badge at its foot (the
shared look of `render.targets`)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.core.errors import InvalidMoveError
from bot.core.grid import HexGrid, hex_grid
from render.hexgeom import WHITE, HexLayout
from render.kitty_marks import hex_outline
from render.targets import TARGET, Target, badge_size, draw_badge, picked_cells, tag_font


def draw_hex_targets(
    img: Image.Image, layout: HexLayout, radius: int, targets: list[Target]
) -> None:
    """The marks of `targets` on a board of `radius` laid out by `layout` (cells not on
    the board are skipped)."""
    draw = ImageDraw.Draw(img)
    grid = hex_grid(radius)
    s = layout.size
    for name in picked_cells(targets):
        cell = _cell(grid, name)
        if cell is not None:
            thick = max(7, round(s / 5.5))
            hex_outline(draw, layout.center(cell), s * 0.97, TARGET, thick)
            hex_outline(draw, layout.center(cell), s * 0.97 - thick, WHITE, max(2, thick // 3))
    size = tag_font(s * 1.05)
    for t in targets:
        cell = _cell(grid, t.cell)
        if cell is None:
            continue
        cx, cy = layout.center(cell)
        hex_outline(draw, (cx, cy), s * 0.97, TARGET, max(4, round(s / 9)))
        width, height = badge_size(t.label, size)
        draw_badge(img, (cx - width / 2, cy + s * 0.86 - height), t.label, size)


def _cell(grid: HexGrid, name: str) -> tuple[int, int] | None:
    try:
        return grid.parse(name)
    except InvalidMoveError:
        return None
