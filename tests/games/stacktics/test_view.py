"""The view the renderer and the cogs read."""

from __future__ import annotations

import json

from bot.games.stacktics.views import StackticsView
from bot.i18n import ENGLISH_WORDS
from tests.games.stacktics.helpers import GAME, play, start

KEYS = {
    "game",
    "players",
    "seat_names",
    "seat_colours",
    "to_move",
    "to_move_colour",
    "files",
    "ranks",
    "board",
    "size",
    "threshold",
    "stacks",
    "captured",
    "captured_pieces",
    "last_move",
    "last_cells",
    "last_capture",
    "last_captured",
    "pie",
    "pie_enabled",
    "pie_text",
    "swapped",
    "no_capture_plies",
    "draw_limit",
    "ply",
    "state",
}


def test_the_view_holds_the_agreed_keys_and_is_json() -> None:
    view = GAME.view(start(), None)
    assert set(view) >= KEYS
    assert set(view) <= set(StackticsView.__annotations__)  # views.py declares every key
    assert json.loads(json.dumps(view)) == view
    assert view["game"] == "stacktics" and view["players"] == 2
    assert view["seat_names"] == ["Red", "Blue"] and view["seat_colours"] == ["r", "b"]
    assert view["stacks"]["c1"] == ["r3", "r2", "r1"]
    assert view["captured"] == {"r": 0, "b": 0} and view["threshold"] == 9
    assert view["last_move"] is None and "outcome" not in view  # set once the game is over


def test_a_winning_capture_shows_in_the_view() -> None:
    # 4×4: Red's tree steps to a2, Blue's small from c4 takes it: 6 pips, Blue wins.
    state = play(start(board="4x4"), "Lb1-a2", "Sc4xa2")
    view = GAME.view(state, None)
    assert view["last_move"] == "Sc4xa2" and view["last_cells"] == ["c4", "a2"]
    assert view["last_capture"] is True and view["last_captured"] == ["r3", "r2", "r1"]
    assert view["captured"] == {"r": 0, "b": 6}
    assert set(view) <= set(StackticsView.__annotations__)
    assert view["captured_pieces"] == {"r": [], "b": ["r3", "r2", "r1"]}
    assert view["outcome"]["winners"] == [1]
    assert ENGLISH_WORDS.say(view["outcome"]["reason"]) == "Blue captured 6 pips"
    assert view["to_move"] is None
    before = play(start(board="4x4"), "Lb1-a2")
    announce = [str(a) for a in GAME.announce(before, GAME.parse_move(before, "Sc4xa2"), state)]
    assert announce and "6 pips" in announce[0] and "Blue 6/6" in announce[0]


def test_move_choices_offer_notation_and_words() -> None:
    choices = GAME.move_choices(start())
    assert len(choices) == 31
    assert any(
        c.notation == "Mb1-b3" and str(c.label) == "b1: medium + small → b3" for c in choices
    )
