"""The renderer's output: a valid PNG of the board's size, sharp on a phone, deterministic."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render import render_view
from render.square import board_geometry
from render.square_caption import caption_height
from render.towers import CAPTION_INSET, caption, render

from .helpers import GAME, finished_state, played, position, start_state


def _views() -> dict[str, dict]:
    twelve = position({"c3": list("ybybybbyybyb"), "a1": ["y"], "f6": ["b", "y"]}, to_move="b")
    return {
        "start": GAME.view(start_state(), None),
        "mid-game": GAME.view(played(11, 20), None),
        "finished": GAME.view(finished_state(), None),
        "twelve-high tower": GAME.view(twelve, None),
    }


@pytest.mark.parametrize("name", list(_views()))
def test_each_board_is_a_png_of_the_expected_size(name: str) -> None:
    png = render(_views()[name])
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    img = Image.open(io.BytesIO(png))
    img.verify()
    room = board_geometry(6, 6).width - 2 * CAPTION_INSET
    geo = board_geometry(6, 6, caption_height(caption(_views()[name]), room))
    assert Image.open(io.BytesIO(png)).size == (geo.width, geo.height)


def test_image_is_wide_enough_to_stay_sharp_in_a_phone_preview() -> None:
    width, height = Image.open(io.BytesIO(render(GAME.view(start_state(), None)))).size
    assert 560 <= width <= 640  # narrow: ≥ 19-px type stays ≥ 11 px at 400 px
    assert height > width  # the caption sits under the square board


def test_png_stays_small() -> None:
    assert len(render(GAME.view(played(11, 20), None))) < 100 * 1024


def test_the_same_view_renders_to_identical_bytes() -> None:
    view = GAME.view(played(5, 17), None)
    assert render(view) == render(dict(view))


def test_the_render_package_dispatches_towers_views_here() -> None:
    view = GAME.view(played(2, 9), None)
    assert render_view(view) == render(view)


def test_different_positions_give_different_images() -> None:
    assert render(GAME.view(start_state(), None)) != render(GAME.view(played(11, 20), None))
