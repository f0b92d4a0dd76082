"""The renderer's output: a valid PNG of the board's size, sharp on a phone, deterministic."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render import render_view
from render.square import board_geometry
from render.towers import CAPTION_HEIGHT, render

from .helpers import finished_state, played, position, start_state


def _views() -> dict[str, dict]:
    twelve = position({"c3": list("ybybybbyybyb"), "a1": ["y"], "f6": ["b", "y"]}, to_move="b")
    return {
        "start": start_state().view(None),
        "mid-game": played(11, 20).view(None),
        "finished": finished_state().view(None),
        "twelve-high tower": twelve.view(None),
    }


@pytest.mark.parametrize("name", list(_views()))
def test_each_board_is_a_png_of_the_expected_size(name: str) -> None:
    png = render(_views()[name])
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    img = Image.open(io.BytesIO(png))
    img.verify()
    geo = board_geometry(6, 6, CAPTION_HEIGHT)
    assert Image.open(io.BytesIO(png)).size == (geo.width, geo.height)


def test_image_is_wide_enough_to_stay_sharp_in_a_phone_preview() -> None:
    width, height = Image.open(io.BytesIO(render(start_state().view(None)))).size
    assert 560 <= width <= 640  # narrow: ≥ 19-px type stays ≥ 11 px at 400 px
    assert height > width  # the caption sits under the square board


def test_png_stays_small() -> None:
    assert len(render(played(11, 20).view(None))) < 100 * 1024


def test_the_same_view_renders_to_identical_bytes() -> None:
    view = played(5, 17).view(None)
    assert render(view) == render(dict(view))


def test_the_render_package_dispatches_towers_views_here() -> None:
    view = played(2, 9).view(None)
    assert render_view(view) == render(view)


def test_different_positions_give_different_images() -> None:
    assert render(start_state().view(None)) != render(played(11, 20).view(None))
