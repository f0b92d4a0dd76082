"""Issue 29 item 3, "Where can it go?": with `targets` in the view, each cell game's
picture differs from the plain board only on the picked origin and the target cells (and
a wide badge's overflow to the right), each target cell gets its violet marks and a badge,
and a view without targets (or with an empty list) renders to the very same bytes. Cat
and the Tower has no cells: a `targets` key changes nothing there."""

from __future__ import annotations

import copy
import io
from typing import Any

import pytest
from PIL import Image, ImageChops

from render import render_view
from render.common import LAST_MOVE, STYLES, WHITE
from render.targets import TARGET
from tests.render.golden import positions

Box = tuple[int, int, int, int]
WHERE = ["where_kitty", "where_towers", "where_stacktics", "where_tumbling"]


def _img(png: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(png))
    img.load()
    return img.convert("RGB")


def _plain(view: dict[str, Any]) -> dict[str, Any]:
    bare = copy.deepcopy(view)
    del bare["targets"]
    return bare


def _cells_and_boxes(view: dict[str, Any], img: Image.Image) -> tuple[dict[str, Box], int]:
    """Every cell of the view's board → its box in the rendered image (for a hex cell the
    square inside its cushion), and how far past that box the cell's marks may reach."""
    if view["game"] == "kitty":
        from bot.core.grid import hex_grid
        from render.kitty import cell_center
        from render.kitty_view import cell_size

        radius = int(view["radius"])
        half = round(cell_size(radius) * 0.62)
        grid = hex_grid(radius)
        out = {}
        for cell in grid.cells:
            name = grid.name(cell)
            x, y = cell_center(view, name)
            out[name] = (round(x) - half, round(y) - half, round(x) + half, round(y) + half)
        return out, cell_size(radius) - half + 2
    from render.square import FILE_LETTERS, board_geometry

    geo = board_geometry(int(view["files"]), int(view["ranks"]))
    dx = (img.width - geo.width) // 2  # a narrow Stacktics board is centred
    boxes = {}
    for f in range(geo.files):
        for r in range(geo.ranks):
            x0, y0, x1, y1 = geo.cell_box(f, r)
            boxes[f"{FILE_LETTERS[f]}{r + 1}"] = (x0 + dx, y0, x1 + dx, y1)
    return boxes, 1


def _right_of(boxes: dict[str, Box], box: Box) -> set[str]:
    """The cells just right of `box` on its row (where a wide badge may reach)."""
    x0, y0, x1, _y1 = box
    return {n for n, b in boxes.items() if b[1] == y0 and x1 <= b[0] < x1 + (x1 - x0)}


@pytest.mark.parametrize("name", WHERE)
def test_the_picture_changes_only_on_the_origin_and_target_cells(name: str) -> None:
    view = positions.view(name)
    marked, plain = _img(render_view(view)), _img(render_view(_plain(view)))
    assert marked.size == plain.size
    boxes, pad = _cells_and_boxes(view, marked)
    targets = view["targets"]
    assert targets
    touched = {t["cell"] for t in targets} | {t["picked"] for t in targets if "picked" in t}
    reach = set(touched)
    for t in targets:
        reach |= _right_of(boxes, boxes[t["cell"]])
    for cell, box in boxes.items():
        if cell not in reach:
            a, b = marked.crop(box), plain.crop(box)
            assert a.tobytes() == b.tobytes(), f"{name}: {cell} changed"
    # Everything that changed lies inside the marked cells' area.
    diff = ImageChops.difference(marked, plain).getbbox()
    assert diff is not None
    area = [boxes[c] for c in reach]
    assert diff[0] >= min(b[0] for b in area) - pad and diff[2] <= max(b[2] for b in area) + pad
    assert diff[1] >= min(b[1] for b in area) - pad and diff[3] <= max(b[3] for b in area) + pad


def _count(img: Image.Image, colour: tuple[int, int, int]) -> int:
    return next((n for n, c in img.getcolors(1 << 16) or [] if c == colour), 0)


@pytest.mark.parametrize("name", WHERE)
def test_each_target_gets_a_badge_and_the_origin_a_highlight(name: str) -> None:
    view = positions.view(name)
    marked, plain = _img(render_view(view)), _img(render_view(_plain(view)))
    boxes, _pad = _cells_and_boxes(view, marked)
    assert _count(plain, TARGET) == 0
    for t in view["targets"]:
        box = boxes[t["cell"]]
        a, b = marked.crop(box), plain.crop(box)
        # the violet pill and ring, and white type and edge that were not there before
        assert _count(a, TARGET) > 150, t
        assert _count(a, WHITE) > _count(b, WHITE) + 20, t
    for origin in {t["picked"] for t in view["targets"] if "picked" in t}:
        a = marked.crop(boxes[origin])
        assert _count(a, TARGET) > 400, origin


@pytest.mark.parametrize("name", WHERE)
def test_no_targets_or_an_empty_list_draws_the_plain_board(name: str) -> None:
    view = positions.view(name)
    plain = render_view(_plain(view))
    assert render_view({**_plain(view), "targets": []}) == plain
    assert render_view(view) != plain


def test_cat_and_the_tower_ignores_targets() -> None:
    view = positions.view("cattower_race")
    marked = {**view, "targets": [{"cell": "a1", "label": "A"}]}
    assert render_view(marked) == render_view(view)


def _distance(a: tuple[int, int, int], b: tuple[int, int, int]) -> int:
    return sum(abs(x - y) for x, y in zip(a, b, strict=True))


def test_the_target_colour_is_no_seat_colour_nor_the_last_move() -> None:
    for style in STYLES.values():
        assert _distance(TARGET, style.fill) > 120
        assert _distance(TARGET, style.outline) > 120
    assert _distance(TARGET, LAST_MOVE) > 120
