"""Objective-card images for DMs and the `/kitty cards` reply."""

from __future__ import annotations

import pytest

from render.cards import ACCENTS, CARD_W, EMBLEMS, cards_size, render_cards
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
