"""Renderer smoke tests: valid PNGs of a phone-friendly size for every kind of view, and
captions that say what a player needs to know."""

from __future__ import annotations

import io

from PIL import Image

from bot.i18n import ENGLISH_WORDS
from bot.matches.models import with_players
from render import render_view
from render.tumbling import LEGEND, caption_lines
from tests.games.tumbling.helpers import GAME, play, position


def image(view) -> Image.Image:
    data = render_view(view)
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


def test_start_board_renders_at_phone_width():
    img = image(GAME.view(GAME.new_state(2, 0, {}), None))
    assert 560 <= img.width <= 640  # narrow: ≥ 19-px type stays ≥ 11 px at 400 px
    assert img.height > img.width  # the caption sits under the square board


def test_caption_says_whose_turn_and_where_the_kings_are():
    lines = [text for _, text in caption_lines(GAME.view(GAME.new_state(2, 0, {}), None))]
    assert lines[:3] == ["▶ Black to play", "Black: king 4 high", "White: king 4 high"]
    assert lines[-1] == LEGEND


def test_players_are_named_on_the_turn_line_and_their_rows():
    view = with_players(GAME.view(GAME.new_state(2, 0, {}), None), ["Жанна", "Kitty AI 1 (hard)"])
    lines = [text for _, text in caption_lines(view)]
    assert lines[:3] == [
        "▶ Жанна (Black) to play",
        "Жанна (Black): king 4 high",
        "Kitty AI 1 (hard) (White): king 4 high",
    ]


def test_a_tumble_and_a_check_warning_render():
    # White's e8 "bbbw" can tumble east onto Black's king h8: Black is in "check"
    # after White's move, and the caption warns.
    s = position({"e8": "bbbw", "h8": "bbbbbb", "a1": "w", "c1": "ww", "h5": "b"}, to_move="w")
    s = play(s, "c1>n")
    v = GAME.view(s, None)
    assert any(t["check"] and t["cells"] == ["h8"] for t in v["threats"])
    kinds = {text: kind for kind, text in caption_lines(v)}
    assert kinds.get("⚠ White threatens Black's king on h8") == "threat"
    assert caption_lines(v)[-1] == ("legend", f"{LEGEND} · red frame: king in danger")
    image(v)


def test_threat_data_marks_who_threatens_whom():
    # White to move can cover Black's single-piece king on d5 from d4.
    s = position({"d4": "w", "d5": "b", "a1": "ww"}, to_move="w")
    threats = GAME.view(s, None)["threats"]
    assert [{**t, "text": ENGLISH_WORDS.say(t.get("text") or "")} for t in threats] == [
        {
            "by": "w",
            "victim": "b",
            "cells": ["d5"],
            "check": False,
            "text": "White threatens Black's king on d5",
        }
    ]


def test_a_finished_game_renders_with_its_result():
    s = position({"c3": "ww", "a8": "w", "d4": "bb", "h8": "b"}, to_move="b")
    done = play(s, "d4-c3")
    lines = [text for _, text in caption_lines(GAME.view(done, None))]
    assert lines[0] == "Black wins"
    assert "Black covered White's king on c3" in lines
    assert lines[-1] == f"{LEGEND} · red frame: the king taken"
    image(GAME.view(done, None))
    draw = GAME.agreed_end(done)
    image(GAME.view(draw, None))


def test_tall_stacks_and_small_boards_render():
    s = position({"a1": "wbwbwbwbwbwb", "b2": "b" * 29, "c3": "w"}, to_move="w", files=3, ranks=3)
    image(GAME.view(s, None))
    s = play(GAME.new_state(2, 0, {}), "h8>sw", "a1>ne")
    image(GAME.view(s, None))


def test_a_resigned_game_shows_no_check_warning():
    s = position({"e8": "bbbw", "h8": "bbbbbb", "a1": "w", "c1": "ww", "h5": "b"}, to_move="w")
    s = play(s, "c1>n")
    resigned = GAME.view(GAME.resign(s, 0), None)
    lines = caption_lines(resigned)
    assert lines[0] == ("headline", "White wins")
    assert not any(kind == "threat" for kind, _ in lines)
    image(resigned)


def test_caption_tells_the_last_move_in_words():
    s = play(GAME.new_state(2, 0, {}), "h8>sw")
    v = GAME.view(s, None)
    assert ENGLISH_WORDS.say(v["last_label"]) == "tumble h8 (4) south-west → g7 f6 e5 d4"
    assert ("detail", "Last move: Black tumbled h8 (4) south-west → g7 f6 e5 d4") in caption_lines(
        v
    )
    s = play(s, "b1-b2")
    last = ("detail", "Last move: White played step b1 → b2 (onto 2)")
    assert last in caption_lines(GAME.view(s, None))
    # The label survives a snapshot round trip.
    back = GAME.decode_state(GAME.encode_state(s))
    assert ENGLISH_WORDS.say(GAME.view(back, None)["last_label"]) == "step b1 → b2 (onto 2)"
