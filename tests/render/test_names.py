"""Players' names in pictures (`render/names.py`): every script drawn, nothing drawn as a
missing-glyph box, long names shortened to their room."""

from __future__ import annotations

from PIL import Image, ImageDraw

from render import names

NO_GLYPH = "\U0010fffd"


def test_names_in_any_script_keep_every_character_a_font_draws() -> None:
    for name in ("Alice", "Zoë", "Жанна", "Αλέξης", "さくら", "王小明", "김민준", "Ana María"):
        assert names.clean(name) == name


def test_characters_no_font_draws_are_left_out() -> None:
    assert names.clean("🤖 Robo") == "Robo"
    assert names.clean("a\u200bb\x07c") == "abc"
    assert names.clean(f"x{NO_GLYPH}y") == "xy"
    assert names.clean("🤖") == "?"
    assert names.clean("  many    spaces  ") == "many spaces"


def test_a_long_name_is_shortened_to_its_room() -> None:
    long = "Alexandra Konstantinopoulou-Fitzgerald"
    short = names.shorten(long, 18, 150)
    assert short.endswith(names.ELLIPSIS) and len(short) < len(long)
    assert names.width(short, 18) <= 150
    assert names.shorten("Bob", 18, 150) == "Bob"
    cjk = names.shorten("とても長い名前のプレイヤーさんです", 18, 120)
    assert cjk.endswith(names.ELLIPSIS) and names.width(cjk, 18) <= 120


def test_fit_shrinks_before_it_shortens() -> None:
    text, size = names.fit("Konstantinopoulou", 24, 150, 12)
    assert text == "Konstantinopoulou" and 12 <= size < 24
    text, size = names.fit("Konstantinopoulou" * 3, 24, 150, 12)
    assert size == 12 and text.endswith(names.ELLIPSIS)


def test_drawn_cjk_uses_the_fallback_font_and_draws_ink() -> None:
    img = Image.new("L", (200, 40), 0)
    draw = ImageDraw.Draw(img)
    advance = names.draw_name(draw, (4, 30), "Ann さくら", 20, 255)
    assert advance > 0 and advance == names.width("Ann さくら", 20)
    box = img.getbbox()
    assert box is not None and box[2] > 4 + advance * 0.8
