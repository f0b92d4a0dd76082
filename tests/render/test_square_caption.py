"""The square boards as players see them (issue 29): each seat's player named under the
board with the seat's colour, long names shortened (never the words around them), any
script drawn, and Tumbling Down's kings, height badges and white pieces readable when the
image is shown 400 px wide."""

from __future__ import annotations

import copy
import io

import pytest
from PIL import Image

from bot.matches.models import with_players
from render import names, render_view
from render.common import GRID_DARK, GRID_LIGHT, INK
from render.square import board_geometry
from render.square_caption import HEADLINE_MIN, fit_person, seat_names, turn_headline
from render.square_stacks import _slab_sprite, cell_layout, stack_layout
from tests.render.golden import positions

PHONE = 400
SQUARE_GAMES = ["towers_mid", "stacktics_7x6", "tumbling_mid"]


def _img(png: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(png))
    img.load()
    return img.convert("RGB")


def _caption_band(img: Image.Image, view: dict) -> Image.Image:
    """The part of the image under the board's lower coordinate band."""
    from render.stacktics import BOARD_PX

    geo = board_geometry(int(view.get("files", 6)), int(view.get("ranks", 6)), 0, BOARD_PX)
    return img.crop((0, geo.board_bottom, img.width, img.height))


def test_a_seat_is_named_by_its_player_else_by_its_colour() -> None:
    assert seat_names({"player_names": ["Alice", "Bob"]}, ["Yellow", "Blue"]) == ["Alice", "Bob"]
    assert seat_names({}, ["Yellow", "Blue"]) == ["Yellow", "Blue"]
    # A view naming fewer players than seats (an old replay frame) falls back to colours.
    assert seat_names({"player_names": ["Alice"]}, ["Yellow", "Blue"]) == ["Yellow", "Blue"]
    assert "".join(turn_headline("Alice", "Yellow")) == "▶ Alice (Yellow) to play"
    assert "".join(turn_headline("Yellow", "Yellow")) == "▶ Yellow to play"


def test_a_long_name_is_shortened_but_the_colour_and_verb_stay() -> None:
    text, size = fit_person(
        "▶ ", "Alexandra Konstantinopoulou", " (Yellow) to play", 30, 360, HEADLINE_MIN
    )
    assert size == HEADLINE_MIN
    assert text.startswith("▶ Alex") and text.endswith("… (Yellow) to play")
    assert names.width(text, size) <= 360
    short, big = fit_person("▶ ", "Bob", " (Yellow) to play", 30, 500)
    assert (short, big) == ("▶ Bob (Yellow) to play", 30)


@pytest.mark.parametrize("name", SQUARE_GAMES)
def test_the_players_names_are_drawn_under_every_board(name: str) -> None:
    """Named seats change the caption's pixels (and only the caption's); names in any
    script are drawn, not left out: each name paints a different caption."""
    view = positions.view(name)
    plain = _img(render_view(view))
    drawn = {}
    for players in (["Alice", "Bob"], ["王小明", "Bob"], ["Жанна", "Bob"]):
        img = _img(render_view(with_players(copy.deepcopy(view), players)))
        band = _caption_band(img, view)
        assert band.tobytes() != _caption_band(plain, view).tobytes(), players
        drawn[players[0]] = band.tobytes()
    assert len(set(drawn.values())) == 3


def test_a_name_no_font_draws_falls_back_to_a_question_mark_not_boxes() -> None:
    view = positions.view("towers_mid")
    emoji = _img(render_view(with_players(copy.deepcopy(view), ["🤖🤖", "Bob"])))
    question = _img(render_view(with_players(copy.deepcopy(view), ["?", "Bob"])))
    assert emoji.tobytes() == question.tobytes()


def _phone_scale(view_name: str) -> float:
    return PHONE / _img(render_view(positions.view(view_name))).width


def test_tumbling_height_badges_and_crowns_are_large_on_a_phone() -> None:
    from render.tumbling import BOARD_PX, CROWN_WIDTH

    scale = _phone_scale("tumbling_mid")
    cell = board_geometry(8, 8, 0, BOARD_PX).cell
    layout = cell_layout(cell)
    assert layout.badge_font * scale >= 15
    assert layout.badge_h * scale >= 17
    assert CROWN_WIDTH * cell * scale >= 18


def _luma(c: tuple[int, int, int]) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def test_tumbling_white_pieces_have_a_dark_outline_two_pixels_wide() -> None:
    """Even in a stack of five (the thinnest slabs) a white piece keeps a 2-px outline in
    a colour far darker than the light cells it stands on."""
    from render.tumbling import BOARD_PX, MAX_SLABS, PIECE_STYLE

    white = PIECE_STYLE["w"]
    assert min(_luma(GRID_LIGHT), _luma(GRID_DARK)) - _luma(white.outline) >= 150
    cl = cell_layout(board_geometry(8, 8, 0, BOARD_PX).cell)
    slots = stack_layout(MAX_SLABS, MAX_SLABS).shown
    slab = min(cl.max_slab, (cl.usable - cl.gap * (slots - 1)) // slots)
    sprite = _slab_sprite(white, cl.col_x1 - cl.col_x0, slab).convert("RGB")
    mid = sprite.width // 2
    assert sprite.getpixel((mid, 0)) == white.outline == INK
    assert sprite.getpixel((mid, 1)) == white.outline
    assert sprite.getpixel((mid, sprite.height - 2)) == white.outline
