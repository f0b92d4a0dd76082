"""Objective-card images for DMs and the `/kitty cards` reply, and the card sheet of
`/kitty rules` (read on a phone)."""

from __future__ import annotations

import pytest
from PIL import Image

from bot.core.registry import get_game
from cogs.images import game_cards
from render.cards import (
    ACCENTS,
    CARD_W,
    EMBLEMS,
    MARGIN,
    SHEET_EMBLEM,
    cards_size,
    render_card_sheet,
    render_cards,
)
from render.common import BACKGROUND, INK
from tests.render.kitty.helpers import count_colour, rgb

KITTY_IDS = [
    "frenzy",
    "layered-peaks",
    "color-master",
    "focused-power",
    "rainbow-bridge",
    "tower-king",
    "dramatic-twist",
    "vibrant-colors",
    "forced-exchange",
    "continuous-stacking",
]
POINTS_GOLD = (255, 200, 0)


def card(cid: str, **extra: object) -> dict:
    return {
        "id": cid,
        "name": cid.replace("-", " ").title(),
        "text": "End of game: one point for every stack you own.",
        **extra,
    }


def test_every_kitty_card_has_its_own_emblem() -> None:
    assert set(KITTY_IDS) <= set(EMBLEMS) and set(KITTY_IDS) <= set(ACCENTS)


@pytest.mark.parametrize("count", [1, 2, 5])
def test_cards_sit_side_by_side(count: int) -> None:
    cards = [card(cid) for cid in KITTY_IDS[:count]]
    img = rgb(render_cards(cards))
    assert img.size == cards_size(cards)
    assert img.width >= count * CARD_W


def test_two_cards_fit_a_dm_preview() -> None:
    img = rgb(render_cards([card("frenzy", revealed=False), card("tower-king", revealed=True)]))
    assert img.width <= 800 and img.height <= 700


def test_different_cards_look_different() -> None:
    one, other = rgb(render_cards([card("frenzy")])), rgb(render_cards([card("tower-king")]))
    assert one.size == other.size
    assert one.tobytes() != other.tobytes()


def test_unknown_ids_and_missing_fields_still_draw() -> None:
    img = rgb(
        render_cards(
            [
                {"id": "G01", "name": "Reach the top", "text": "Win together."},
                {"id": "x"},
                "not a card",
            ]
        )
    )  # type: ignore[list-item]
    assert img.width == cards_size([{}, {}, {}])[0]
    assert rgb(render_cards([])).width == cards_size([])[0]


def test_points_are_shown_only_when_given() -> None:
    plain = rgb(render_cards([card("tower-king")]))
    scored = rgb(render_cards([card("tower-king", points=4)]))
    assert count_colour(plain, POINTS_GOLD) < count_colour(scored, POINTS_GOLD)


def test_long_text_makes_taller_cards_not_cut_text() -> None:
    short = rgb(render_cards([card("frenzy")]))
    long_text = card("frenzy", text="A very long rule text, " * 20)
    assert rgb(render_cards([long_text])).height > short.height


# ----- the card sheet of `/kitty rules`, read on a phone -------------------------------------
#: A phone in portrait shows a picture about this many px wide.
PHONE_WIDTH = 400
#: The smallest text a phone reads without zooming: letters (ascender to descender) this
#: many px high once the picture is shown `PHONE_WIDTH` px wide.
READABLE_PX = 14


def near(pixel: tuple, colour: tuple, tolerance: int) -> bool:
    """Is `pixel` within `tolerance` (sum of channel differences) of `colour`?"""
    return sum(abs(a - b) for a, b in zip(pixel, colour)) < tolerance


def _bands(img: Image.Image, y0: int, y1: int, x0: int, x1: int, colour: tuple) -> list[int]:
    """Heights of the runs of rows in [y0, y1) that hold a pixel near `colour` in [x0, x1)."""
    px = img.load()
    inked = [any(near(px[x, y], colour, 60) for x in range(x0, x1)) for y in range(y0, y1)]
    runs, start = [], None
    for y, ink in enumerate([*inked, False]):
        if ink and start is None:
            start = y
        elif not ink and start is not None:
            runs.append(y - start)
            start = None
    return runs


def test_the_card_sheet_reads_on_a_phone() -> None:
    """Every card of the sheet is a row of its own whose effect text, shown 400 px wide,
    has letters at least 14 px high (measured on the picture: the tallest line of ink of
    each card's effect)."""
    game = get_game("kitty")
    sheet = rgb(render_card_sheet(game_cards(game)))
    scale = PHONE_WIDTH / sheet.width
    assert sheet.height > sheet.width  # a column of cards, scrolled like a chat
    # Cards are the runs of rows where their left frame is drawn, not bare background.
    px, edge = sheet.load(), MARGIN + 2
    rows = [not near(px[edge, y], BACKGROUND, 12) for y in range(sheet.height)]
    cards, start = [], None
    for y, on in enumerate([*rows, False]):
        if on and start is None:
            start = y
        elif not on and start is not None:
            cards.append((start, y))
            start = None
    assert len(cards) == len(game.card_texts()) == 10
    text_left = MARGIN + SHEET_EMBLEM
    for top, bottom in cards:
        lines = _bands(sheet, top, bottom, text_left, sheet.width - MARGIN - 8, INK)
        assert len(lines) >= 1
        assert max(lines) * scale >= READABLE_PX, (top, lines, scale)
