"""The Towers board is composed in palette mode (`render.square_indexed`): its pixels are
those of the board drawn whole in RGB and mapped onto its palette, for every kind of view
(names, languages, targets, passes, tall towers, the end), with caches cold and warm; the
last move's marks, kept as layers, are the marks drawn."""

from __future__ import annotations

import io
import random
from collections.abc import Mapping, Sequence
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageDraw

from render import square_caption, square_indexed, towers
from render.lang import using
from render.square import (
    BoardGeometry,
    blend,
    board_geometry,
    board_image,
    checker_colour,
    draw_move_arrow,
    draw_move_rings,
    encode_png,
    plain_board,
)
from render.square_caption import caption_height, draw_caption
from render.square_stacks import stamp_stack
from render.targets import draw_square_targets, read_targets
from tests.render.golden.targets import where_view

from .helpers import GAME, finished_state, played, position

NAMES = [["Alexandra Konstantinopoulou", "王小明"], ["さくら", "Kitty AI 1 (hard)"], ["a", "b"]]
LANGS = ["en", "de", "fr", "es", "pt-BR", "ja"]


def _draw_towers(
    img: Image.Image,
    geo: BoardGeometry,
    stacks: Mapping[str, Sequence[str]],
    busy: set[tuple[int, int]],
) -> None:
    for name, pieces in stacks.items():
        if not pieces:
            continue
        file, rank = geo.cell_of(name)
        styles = [towers._style(str(p)) for p in pieces]
        ground = None
        if (file, rank) not in busy:
            ground = blend(checker_colour(file, rank), *towers._owner_tint(str(pieces[-1])))
        stamp_stack(img, geo.cell_box(file, rank), styles, ground, badge_outline=styles[-1].outline)


def _owner_tints(
    geo: BoardGeometry, stacks: Mapping[str, Sequence[str]]
) -> dict[tuple[int, int], tuple[tuple[int, int, int], float]]:
    return {geo.cell_of(n): towers._owner_tint(str(p[-1])) for n, p in stacks.items() if p}


def _whole_rgb(view: Mapping[str, Any]) -> bytes:
    """The board drawn whole in RGB, then mapped (how Towers drew it before: stacks
    under the last move's rings drawn afresh, the others stamped from the tile cache)."""
    files, ranks = int(view.get("files", 6)), int(view.get("ranks", 6))
    cap = towers.caption(view)  # type: ignore[arg-type]
    room = board_geometry(files, ranks).width - 2 * towers.CAPTION_INSET
    geo = board_geometry(files, ranks, caption_height(cap, room))
    stacks: Mapping[str, Sequence[str]] = view.get("stacks") or {}
    img, draw = board_image(geo, _owner_tints(geo, stacks))
    last = view.get("last_cells")
    move = (geo.cell_of(last[0]), geo.cell_of(last[1])) if last and len(last) == 2 else None
    if move is not None:
        draw_move_rings(draw, geo, *move)
    _draw_towers(img, geo, stacks, set(move) if move is not None else set())
    if move is not None:
        draw_move_arrow(draw, geo, *move)
    targets = read_targets(view)
    if targets:
        draw_square_targets(img, draw, geo, targets)
    draw_caption(img, geo.board_bottom, towers.CAPTION_INSET, room, cap)
    return encode_png(img, towers._palette(bool(targets)))


def _rgb(png: bytes) -> bytes:
    return Image.open(io.BytesIO(png)).convert("RGB").tobytes()


def _views() -> list[tuple[dict[str, Any], str]]:
    rng = random.Random(5)
    views: list[tuple[dict[str, Any], str]] = []
    for seed in range(4):
        for plies in range(0, 60, 7):
            view = dict(GAME.view(played(seed, plies), None))
            if seed % 2:  # named as the application names its players
                view["player_names"] = list(rng.choice(NAMES))
            views.append((view, rng.choice(LANGS)))
    tall = position({"c3": list("ybybybbyybyb"), "a1": ["y"], "f6": ["b", "y"]}, to_move="b")
    views.append((dict(GAME.view(tall, None)), "en"))
    views.append((dict(GAME.view(finished_state(), None)), "ja"))
    for seed in (3, 7):
        views.append((where_view("towers", 2, seed, 20), rng.choice(LANGS)))
    return views


def _clear() -> None:
    towers._CELLS.clear()
    square_caption._INDEXED_LINES.clear()
    square_indexed.move_marks.cache_clear()


@pytest.mark.parametrize("warm", [False, True])
def test_the_board_is_the_board_drawn_whole_in_rgb(warm: bool) -> None:
    views = _views()
    assert any(v.get("targets") for v, _ in views)
    assert any(v.get("last_cells") for v, _ in views)
    if warm:
        with using("en"):
            for view, _ in views:
                towers.render(view)  # type: ignore[arg-type]
    for view, lang in views:
        if not warm:
            _clear()
        with using(lang):
            assert _rgb(towers.render(view)) == _rgb(_whole_rgb(view))  # type: ignore[arg-type]


def _moves(files: int, ranks: int) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    cells = [(f, r) for f in range(files) for r in range(ranks)]
    steps = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-2, 1), (0, 3)]
    return [
        ((f, r), (f + df, r + dr))
        for f, r in cells
        for df, dr in steps
        if 0 <= f + df < files and 0 <= r + dr < ranks
    ]


@pytest.mark.parametrize(("files", "ranks"), [(6, 6), (8, 8), (5, 7)])
def test_move_marks_are_the_marks_drawn(files: int, ranks: int) -> None:
    """Stamped on the plain board, a move's rings and arrow change the pixels drawing
    them changes, and all of them lie in its window of whole cells."""
    geo = board_geometry(files, ranks)
    plain = plain_board(geo)
    for frm, to in _moves(files, ranks):
        marks = square_indexed.move_marks(geo, frm, to)
        drawn = plain.copy()
        draw_move_rings(ImageDraw.Draw(drawn), geo, frm, to)
        draw_move_arrow(ImageDraw.Draw(drawn), geo, frm, to)
        stamped = plain.copy()
        marks.rings.stamp(stamped)
        marks.arrow.stamp(stamped)
        assert stamped.tobytes() == drawn.tobytes(), (frm, to)
        changed = ImageChops.difference(drawn, plain).getbbox()
        x0, y0, x1, y1 = marks.window
        assert changed is not None
        assert x0 <= changed[0] and y0 <= changed[1] and changed[2] <= x1 and changed[3] <= y1
