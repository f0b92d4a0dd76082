"""What a player sees on the board: pieces in order with their marks, owners' tints, the
last move, the coordinates. Pixels are sampled at places the layout defines."""

from __future__ import annotations

from PIL import ImageChops

from render.common import BACKGROUND, GRID_DARK, GRID_LIGHT, LAST_MOVE, STYLES
from render.square import board_geometry
from render.square_stacks import HIDDEN_STUB, cell_layout
from render.towers import render

from .helpers import GAME, colours_in, position, rgb, start_state

GEO = board_geometry(6, 6)
YELLOW, BLUE = STYLES["y"], STYLES["b"]


def _box(name: str) -> tuple[int, int, int, int]:
    return GEO.cell_box(*GEO.cell_of(name))


def _column_colours(img, name: str) -> list[tuple[int, int, int]]:
    """The slab fills met walking up the stack's column in cell `name`, bottom→top."""
    x0, y0, _, _ = _box(name)
    cl = cell_layout(GEO.cell)
    x = x0 + cl.col_x0 + (cl.col_x1 - cl.col_x0) // 5  # left of the marks
    fills = {YELLOW.fill, BLUE.fill, HIDDEN_STUB}
    runs: list[tuple[int, int, int]] = []
    previous = None
    for y in range(y0 + cl.bottom - 1, y0, -1):
        colour = img.getpixel((x, y))
        if colour in fills and colour != previous:
            runs.append(colour)
        previous = colour
    return runs


def test_a_stack_shows_its_pieces_bottom_to_top() -> None:
    state = position({"c3": ["y", "b", "y"], "d5": ["b", "b", "y", "b"], "f1": ["b"]})
    img = rgb(render(GAME.view(state, None)))
    assert _column_colours(img, "c3") == [YELLOW.fill, BLUE.fill, YELLOW.fill]
    assert _column_colours(img, "d5") == [BLUE.fill, BLUE.fill, YELLOW.fill, BLUE.fill]
    assert _column_colours(img, "f1") == [BLUE.fill]


def test_a_twelve_high_tower_shows_its_top_pieces_above_a_stub() -> None:
    tower = list("yyyyyyyybbyb")  # 12 pieces; reading down from the top: b y b b, then 8 y
    img = rgb(render(GAME.view(position({"c3": tower, "f6": ["y"]}), None)))
    assert _column_colours(img, "c3") == [HIDDEN_STUB, BLUE.fill, BLUE.fill, YELLOW.fill, BLUE.fill]


def test_every_piece_carries_its_colour_mark() -> None:
    img = rgb(render(GAME.view(position({"b2": ["y"], "e5": ["b"]}), None)))
    yellow_cell, blue_cell = colours_in(img, _box("b2")), colours_in(img, _box("e5"))
    assert YELLOW.mark_fill in yellow_cell and BLUE.mark_fill not in yellow_cell
    assert BLUE.mark_fill in blue_cell and YELLOW.mark_fill not in blue_cell


def test_owned_cells_are_tinted_with_the_owner_colour_and_empty_cells_are_not() -> None:
    img = rgb(render(GAME.view(position({"b2": ["b", "y"], "e5": ["y", "b"]}), None)))

    def corner(name: str) -> tuple[int, int, int]:
        x0, y0, _, _ = _box(name)
        return img.getpixel((x0 + 3, y0 + GEO.cell // 2))

    r, g, b = corner("b2")  # Yellow owns b2
    assert r > b + 60 and g > b + 60
    r, g, b = corner("e5")  # Blue owns e5
    assert b > r + 30
    assert corner("c4") in (GRID_LIGHT, GRID_DARK)
    assert corner("a1") == GRID_DARK and corner("b1") == GRID_LIGHT


def test_tall_towers_get_a_height_badge_and_single_pieces_do_not() -> None:
    img = rgb(render(GAME.view(position({"b2": ["b", "y"], "e5": ["y"]}), None)))
    cl = cell_layout(GEO.cell)

    def badge_area(name: str) -> set[tuple[int, int, int]]:
        x0, y0, _, _ = _box(name)
        return colours_in(
            img,
            (
                x0 + cl.col_x1 + cl.gap,
                y0 + cl.badge_top,
                x0 + cl.badge_right,
                y0 + cl.badge_top + cl.badge_h,
            ),
        )

    assert (255, 255, 255) in badge_area("b2")
    assert (255, 255, 255) not in badge_area("e5")


def _move_diff(
    stacks: dict[str, list[str]], move: str, to_move: str = "y"
) -> tuple[object, object]:
    state = position(stacks, to_move=to_move)
    after = state.apply(GAME.parse_move(state, move))
    view = GAME.view(after, None)
    plain = dict(view, last_move=None, last_cells=None)
    return rgb(render(view)), rgb(render(plain))


def test_last_move_marks_exactly_its_two_cells() -> None:
    for move, frm, to in (
        ("c3-d3", "c3", "d3"),
        ("c3-c4", "c3", "c4"),
        ("c3-c2", "c3", "c2"),
        ("c3-b3", "c3", "b3"),
    ):
        marked, plain = _move_diff(
            {"c3": ["y", "y"], "d3": ["b"], "c4": ["b", "b"], "f6": ["b"]}, move
        )
        # Ignore tiny shifts (≤ 24 levels) of anti-aliased text edges: the PNG palette of
        # the two images differs a little, which no one can see.
        red, green, blue = ImageChops.difference(marked, plain).split()
        diff = ImageChops.lighter(ImageChops.lighter(red, green), blue).point(
            lambda v: 255 if v > 24 else 0
        )
        bbox = diff.getbbox()
        assert bbox is not None, move
        a, b = _box(frm), _box(to)
        union = (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))
        assert (
            union[0] <= bbox[0]
            and union[1] <= bbox[1]
            and bbox[2] <= union[2]
            and bbox[3] <= union[3]
        ), move
        assert diff.crop(a).getbbox() is not None, f"{move}: origin not marked"
        assert diff.crop(b).getbbox() is not None, f"{move}: destination not marked"


def test_no_highlight_before_the_first_move() -> None:
    view = GAME.view(start_state(), None)
    assert view["last_cells"] is None
    assert LAST_MOVE not in colours_in(rgb(render(view)), (0, 0, GEO.width, GEO.board_bottom))


def test_coordinates_are_written_on_all_four_edges() -> None:
    img = rgb(render(GAME.view(start_state(), None)))
    half = GEO.margin // 2
    for f in range(6):
        cx, _ = GEO.cell_center(f, 0)
        for cy in (half, GEO.board_bottom - half):
            box = (int(cx) - 12, cy - 12, int(cx) + 12, cy + 12)
            assert colours_in(img, box) != {BACKGROUND}, (f, cy)
    for r in range(6):
        _, cy = GEO.cell_center(0, r)
        for cx in (half, GEO.width - half):
            box = (cx - 12, int(cy) - 12, cx + 12, int(cy) + 12)
            assert colours_in(img, box) != {BACKGROUND}, (r, cx)
