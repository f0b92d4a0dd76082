"""Boards for a phone (issue 15): every board read at 400 px wide — narrow canvases,
type ≥ 11 px once scaled, last moves in a neutral colour, tumble arrows under the pieces,
readable Kitty stacks, Cat and the Tower zoomed on its tower with visible white cats and
a last-move line that says what happened — and rendering that is deterministic."""

from __future__ import annotations

import copy
import io

import pytest
from PIL import Image

from render import render_view
from render.common import LAST_MOVE, STYLES
from tests.render.golden import positions
from tests.render.golden.fontprobe import clear_caches, recorded_font_sizes

PHONE = 400
MIN_PHONE_TYPE = 11


def _img(png: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(png))
    img.load()
    return img.convert("RGB")


@pytest.mark.parametrize("name", sorted(positions.BUILDERS))
def test_board_is_narrow_and_every_font_is_legible_at_phone_width(name: str) -> None:
    with recorded_font_sizes() as sizes:
        png = render_view(positions.view(name))
    width = _img(png).width
    assert 560 <= width <= 760, "a phone shows a wider board too small"
    assert sizes
    scale = PHONE / width
    too_small = sorted({s for s in sizes if s * scale < MIN_PHONE_TYPE})
    assert not too_small, (
        f"{name}: type of {too_small} px is < {MIN_PHONE_TYPE} px at {PHONE} px wide"
    )


@pytest.mark.parametrize("name", sorted(positions.BUILDERS))
def test_same_view_gives_the_same_bytes_warm_or_cold(name: str) -> None:
    view = positions.view(name)
    first = render_view(view)
    assert render_view(copy.deepcopy(view)) == first  # warm caches
    clear_caches()
    assert render_view(view) == first  # cold caches


def _distance(a: tuple[int, int, int], b: tuple[int, int, int]) -> int:
    return sum(abs(x - y) for x, y in zip(a, b))


def test_the_last_move_colour_is_no_seat_colour() -> None:
    for style in STYLES.values():
        assert _distance(LAST_MOVE, style.fill) > 120
        assert _distance(LAST_MOVE, style.outline) > 120


@pytest.mark.parametrize(
    "name", ["towers_mid", "stacktics_7x6", "tumbling_mid", "kitty_r4", "kitty_r3"]
)
def test_the_last_move_is_drawn_in_the_neutral_colour(name: str) -> None:
    view = positions.view(name)
    counts = {colour: n for n, colour in _img(render_view(view)).getcolors(1 << 16) or []}
    assert counts.get(LAST_MOVE, 0) > 200


def _box(view: dict, cell: str, fraction: float = 1.0) -> tuple[int, int, int, int]:
    from render.square import board_geometry
    from render.tumbling import BOARD_PX

    geo = board_geometry(int(view.get("files", 8)), int(view.get("ranks", 8)), 0, BOARD_PX)
    x0, y0, x1, y1 = geo.cell_box(*geo.cell_of(cell))
    return x0, y0, x0 + round((x1 - x0) * fraction), y1


def test_a_tumble_arrow_never_covers_a_piece() -> None:
    """Each cell the tumble passed over shows exactly the same piece pixels (slabs, marks,
    badge) with the arrow as without it: the arrow runs under the stacks."""
    view = positions.view("tumbling_tumble")
    path = [str(c) for c in view["last_path"]]
    assert len(path) >= 4
    bare = copy.deepcopy(view)
    bare["last_path"] = []
    with_arrow, without = _img(render_view(view)), _img(render_view(bare))
    piece_colours = {
        c for st in (STYLES["w"], STYLES["k"]) for c in (st.fill, st.outline, st.mark_fill)
    }
    for cell in path[1:]:
        a = with_arrow.crop(_box(view, cell, 0.56))
        b = without.crop(_box(view, cell, 0.56))
        ca = {c: n for n, c in a.getcolors(1 << 16) or [] if c in piece_colours}
        cb = {c: n for n, c in b.getcolors(1 << 16) or [] if c in piece_colours}
        assert cb and ca == cb, cell


@pytest.mark.parametrize("radius", [3, 4])
def test_each_piece_of_a_kitty_stack_is_a_visible_stripe_on_a_phone(radius: int) -> None:
    from render.kitty import band_height
    from render.kitty_view import cell_size, image_size

    scale = PHONE / image_size(radius)[0]
    assert band_height(cell_size(radius)) * scale >= 6


def test_cattower_zooms_on_a_short_tower() -> None:
    from render.cattower import SCENE_W
    from render.cattower_parts import read_pieces
    from render.cattower_scene import make_camera, read_facts, tower_span
    from tests.render.cattower import scenes

    view = scenes.empty_view()
    pieces = read_pieces(view["bodies"])
    cam = make_camera(pieces, read_facts(view, pieces), SCENE_W, 960)
    span = tower_span(pieces)
    assert span is not None
    assert cam.col(span[1]) - cam.col(span[0]) >= 0.5 * SCENE_W


def test_cattower_white_friends_have_a_dark_outline() -> None:
    from render.cattower_parts import COATS
    from render.common import BACKGROUND

    def luma(c: tuple[int, int, int]) -> float:
        return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]

    white = COATS["white"]
    assert luma(BACKGROUND) - luma(white.outline) > 180


@pytest.mark.parametrize(
    "last, notice, expected",
    [
        ("confirm", "Floor 2 is on.", "Last move: Floor 2 is on."),
        (
            "confirm",
            "The brown Friend f13 stays on floor 2.",
            "Last move: The brown Friend f13 stays on floor 2.",
        ),
        ("take A07 left", None, "Last move: took Action card A07 (left)"),
        ("at -12", None, "Last move: aimed the piece 12 mm left"),
        ("goal G01 climb 1", None, "Last move: completed goal G01: Toto climbs 1"),
        ("walls angels-left bricks-right", None, "Last move: walls angels left, bricks right"),
    ],
)
def test_cattower_last_move_line_says_what_happened(
    last: str, notice: str | None, expected: str
) -> None:
    from render.cattower_words import last_move_line

    assert last_move_line({"last_move": last, "notice": notice}) == expected


def test_cattower_confirm_never_reads_as_bare_notation() -> None:
    from render.cattower_words import last_move_line

    assert last_move_line({"last_move": "confirm"}) != "Last move: confirm"
    assert last_move_line({"last_move": None}) is None
