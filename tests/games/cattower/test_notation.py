"""Move notation: what players type reads back to the canonical form."""

from __future__ import annotations

import pytest

from bot.core.errors import InvalidMoveError
from bot.games.cattower.notation import CatMove, format_move, parse_move


@pytest.mark.parametrize(
    "text, canonical",
    [
        ("take A07 left", "take A07 left"),
        ("TAKE a7 right", "take A07 right"),
        ("take A02", "take A02"),
        ("walls bricks-left angels-right", "walls bricks-left angels-right"),
        ("walls angels-right bricks-left", "walls bricks-left angels-right"),
        ("walls windows arches", "walls windows-left arches-right"),
        ("spacing wide", "spacing wide"),
        ("spacing 60", "spacing wide"),
        ("spacing 47.25", "spacing 47.2"),
        ("nudge left", "nudge left"),
        ("floor offset -6", "floor offset -6"),
        ("offset +2.5mm", "floor offset 2.5"),
        ("friend Ginger", "friend ginger"),
        ("friend gray floor 3 at 20", "friend grey floor 3 at 20"),
        ("friend white on F5", "friend white on f5"),
        ("floor 3", "floor 3"),
        ("at -12", "at -12"),
        ("on f5", "on f5"),
        ("lift f3", "lift f3"),
        ("pet f16", "pet f16"),
        ("goal g2 climb 2", "goal G02 climb 2"),
        ("skip goal", "end turn"),
        ("end turn", "end turn"),
        ("give up", "give up"),
        ("go higher", "go higher"),
        ("  CONFIRM ", "confirm"),
    ],
)
def test_typed_moves_read_back(text, canonical):
    move = parse_move(text)
    assert format_move(move) == canonical
    assert parse_move(canonical) == move


@pytest.mark.parametrize(
    "text",
    [
        "",
        "fly away",
        "take",
        "take B07",
        "take A07 middle",
        "walls bricks",
        "walls bricks-left marble-right",
        "spacing loose",
        "floor offset far",
        "friend purple",
        "at nan",
        "at inf",
        "pet x5",
        "goal G02 jump 2",
        "nudge up",
        "floor -",
        "friend ginger floor three at 2",
    ],
)
def test_unreadable_moves_are_invalid(text):
    with pytest.raises(InvalidMoveError):
        parse_move(text)


def test_moves_are_hashable_values():
    assert {parse_move("confirm"), CatMove("confirm")} == {CatMove("confirm")}
