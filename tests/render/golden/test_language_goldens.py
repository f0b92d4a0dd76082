"""One board per language, pixel for pixel: the Towers middle board with long and
non-Latin player names, its caption, turn line and counters drawn in each language the bot
speaks (Japanese with the bundled CJK font). Redraw after a deliberate change with
`KITTY_UPDATE_GOLDEN=1 python -m pytest tests/render/golden` and look at every image at
400 px wide."""

from __future__ import annotations

import pytest

from bot import i18n
from render import render_view
from tests.render.golden import positions
from tests.render.golden.test_golden import UPDATE, _decode

BOARD = "towers_named_mid"
SHIPPED = ("en", "de", "fr", "es", "pt-BR", "ja")


@pytest.mark.parametrize("lang", SHIPPED)
def test_a_board_in_each_language_matches_its_golden_image(lang: str) -> None:
    assert lang in i18n.LANGUAGES
    png = render_view(positions.view(BOARD), lang=lang)
    path = positions.PNGS / "languages" / f"{BOARD}.{lang}.png"
    if UPDATE:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(png)
    assert path.exists(), f"no golden image for {lang}: run with KITTY_UPDATE_GOLDEN=1"
    got, want = _decode(png), _decode(path.read_bytes())
    assert got.size == want.size and got.tobytes() == want.tobytes(), (
        f"{BOARD} in {lang} changed; if deliberate, rerun with KITTY_UPDATE_GOLDEN=1 and look"
    )


def test_the_languages_boards_differ_from_the_english_one() -> None:
    english = render_view(positions.view(BOARD), lang="en")
    for lang in SHIPPED[1:]:
        assert render_view(positions.view(BOARD), lang=lang) != english, lang
