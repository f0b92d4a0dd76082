"""Renderer smoke tests: valid PNGs of phone-friendly width for every board and state."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.matches.models import with_players
from render import render_view
from render.stacktics import caption_lines, move_words
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
    assert lines[:3] == ["▶ Blue to play", "Red: 0 of 9 pips", "Blue: 0 of 9 pips"]
    assert "Last move: Mb1-b3 = medium piece b1 → b3" in lines
    assert "1 of 60 moves without a capture (at 60: a draw)" in lines
    assert lines[-1] == "Win: capture 9 pips (the dots) · number: stack height"
    pie = caption_lines(GAME.view(play(start(board="4x4"), "Mb1-b2"), None))
    assert any("swap" in line for line in pie)
    over = caption_lines(GAME.view(play(start(board="4x4"), "Lb1-a2", "Sc4xa2"), None))
    assert over[:3] == ["Blue wins", "Red: 0 of 6 pips", "Blue: 6 of 6 pips"]
    assert "Blue captured 6 pips" in over
    assert "Last move: Sc4xa2 = small piece c4 takes a2" in over
    assert over[-1].endswith(" · ×N: pips just taken")


def test_after_a_swap_the_headline_names_the_colour_to_move() -> None:
    view = GAME.view(play(start(board="4x4"), "Mb1-b2", "swap"), None)
    assert caption_lines(view)[0] == "▶ Blue to play"
    # After the swap seat 0 plays Blue: the person on turn is seat 0's player.
    named = caption_lines(with_players(view, ["王小明", "Жанна"]))
    assert named[:3] == [
        "▶ 王小明 (Blue) to play",
        "王小明 (Blue): 0 of 6 pips",
        "Жанна (Red): 0 of 6 pips",
    ]


def test_move_words_explain_the_notation() -> None:
    assert move_words("Lb4/1-c5") == "Lb4/1-c5 = large piece (1st from bottom) b4 → c5"
    assert move_words("Sd2/2xa5") == "Sd2/2xa5 = small piece (2nd from bottom) d2 takes a5"
    assert move_words("swap") == "swap"
