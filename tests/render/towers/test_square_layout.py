"""The shared square-board geometry and stack layout (pure functions)."""

from __future__ import annotations

import pytest

from render.square import board_geometry
from render.square_stacks import stack_layout


def test_a1_is_bottom_left_and_f6_top_right() -> None:
    geo = board_geometry(6, 6)
    a1, f6 = geo.cell_box(0, 0), geo.cell_box(5, 5)
    assert a1[0] == geo.margin and a1[3] == geo.margin + 6 * geo.cell
    assert f6[1] == geo.margin and f6[2] == geo.margin + 6 * geo.cell
    assert geo.cell_of("a1") == (0, 0) and geo.cell_of("F6") == (5, 5)


def test_cell_names_off_the_board_are_refused() -> None:
    geo = board_geometry(6, 6)
    for bad in ("g1", "a7", "a0", "", "11", "a"):
        with pytest.raises(ValueError):
            geo.cell_of(bad)


def test_caption_space_is_below_the_board() -> None:
    geo = board_geometry(6, 6, caption_height=100)
    assert geo.height == geo.board_bottom + 100
    assert geo.width == geo.board_bottom  # a square board with equal bands


@pytest.mark.parametrize(
    ("height", "shown", "hidden", "badge"),
    [
        (1, 1, 0, False),
        (2, 2, 0, True),
        (5, 5, 0, True),
        (6, 4, 2, True),
        (12, 4, 8, True),
        (36, 4, 32, True),
    ],
)
def test_short_stacks_show_every_piece_tall_ones_their_top_and_a_count(
    height: int,
    shown: int,
    hidden: int,
    badge: bool,
) -> None:
    layout = stack_layout(height)
    assert (layout.shown, layout.hidden, layout.badge) == (shown, hidden, badge)
    assert layout.shown + layout.hidden == height


def test_an_eight_by_eight_board_fits_the_same_width() -> None:
    six, eight = board_geometry(6, 6), board_geometry(8, 8)
    assert abs(six.width - eight.width) < 60


def test_sized_pieces_draw_narrower_slabs_centred_on_the_column() -> None:
    from PIL import Image

    from render.common import STYLES
    from render.square_stacks import cell_layout, draw_stack

    cell = 132
    img = Image.new("RGB", (cell, cell), (255, 255, 255))
    red, blue = STYLES["r"], STYLES["b"]
    draw_stack(img, (0, 0, cell, cell), [red, blue], widths=[1.0, 0.5])
    cl = cell_layout(cell)

    def fill_span(colour: tuple[int, int, int]) -> tuple[int, int]:
        xs = [x for y in range(cell) for x in range(cell) if img.getpixel((x, y)) == colour]
        return min(xs), max(xs)

    red_lo, red_hi = fill_span(red.fill)
    blue_lo, blue_hi = fill_span(blue.fill)
    assert red_hi - red_lo > 1.8 * (blue_hi - blue_lo)
    assert abs((red_lo + red_hi) / 2 - (blue_lo + blue_hi) / 2) <= 1
    assert cl.col_x0 <= red_lo and red_hi < cl.col_x1
