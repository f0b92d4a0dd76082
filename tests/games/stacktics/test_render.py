"""Renderer smoke tests: valid PNGs of phone-friendly width for every board and state."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render import render_view
from render.stacktics import caption_lines
from tests.games.stacktics.helpers import GAME, play, position, start


def _image(view: dict) -> Image.Image:
    data = render_view(view)
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


@pytest.mark.parametrize("board", ["4x4", "3x5", "5x5", "6x6", "7x6", "7x7"])
def test_every_board_renders(board: str) -> None:
    img = _image(
        GAME.view(play(start(board=board), "Lb1-b2" if board != "3x5" else "La1-b2"), None)
    )
    assert 560 <= img.width <= 640  # narrow: ≥ 17-px type stays ≥ 11 px at 400 px
    assert img.height > img.width * 0.8


def test_a_capture_a_swap_and_an_ending_render() -> None:
    _image(GAME.view(play(start(board="4x4"), "Lb1-a2", "Sc4xa2"), None))
    _image(GAME.view(play(start(board="4x4"), "Mb1-b2", "swap"), None))
    tall = position({"c3": ["r3", "r3", "r2", "r2", "r1", "r1", "r1"], "a5": ["b1"]})
    _image(GAME.view(tall, None))


def test_the_caption_gives_turn_race_and_counters() -> None:
    lines = caption_lines(GAME.view(play(start(), "Mb1-b3"), None))
    assert lines[0] == "Blue to move"
    assert lines[1] == "Red 0/9 pips · Blue 0/9"
    assert "Last: Mb1-b3" in lines[2] and "1/60 plies without a capture" in lines[2]
    pie = caption_lines(GAME.view(play(start(board="4x4"), "Mb1-b2"), None))
    assert any("swap" in line for line in pie)
    over = caption_lines(GAME.view(play(start(board="4x4"), "Lb1-a2", "Sc4xa2"), None))
    assert over[0] == "Blue wins: Blue captured 6 pips"
    assert over[1] == "Red 0/6 pips · Blue 6/6"


def test_after_a_swap_the_headline_names_the_colour_to_move() -> None:
    lines = caption_lines(GAME.view(play(start(board="4x4"), "Mb1-b2", "swap"), None))
    assert lines[0] == "Blue to move"
