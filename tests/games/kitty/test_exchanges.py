"""Forced Exchange and voluntary exchanges (offer / accept / decline, once per game)."""

from __future__ import annotations

import json

import pytest

from bot.core.errors import IllegalMoveError
from bot.games.kitty import GAME
from tests.games.kitty.helpers import english, notations, play, position, with_cards

# Every player can act: Red on column d, Yellow on column g, Blue on column a.
BOARD = {
    "d4": "r",
    "d5": "y",
    "d1": "r",
    "d2": "r",
    "g2": "y",
    "g3": "y",
    "g4": "y",
    "a1": "b",
    "a2": "b",
    "a3": "b",
}


def _hands(state) -> list[list[str]]:
    return [list(h) for h in state.hands]


# ----- Forced Exchange -----------------------------------------------------------------
def _forced_state():
    return with_cards(
        position(BOARD, players="ryb"),
        [
            ["forced-exchange", "tower-king"],
            ["layered-peaks", "color-master"],
            ["frenzy", "vibrant-colors"],
        ],
    )


def test_forced_exchange_full_sequence() -> None:
    state = _forced_state()
    assert {"force y", "force b"} <= set(notations(state))
    forced = play(state, "force y")
    assert forced.to_move == 1 and forced.actors() == frozenset({1})
    assert notations(forced) == ["give layered-peaks", "give color-master"]
    public = english(GAME.view(forced, None))
    assert public["pending"] == "Yellow chooses a card to give Red (Forced Exchange)"
    assert public["discarded"] == [{"seat": 0, "id": "forced-exchange", "name": "Forced Exchange"}]
    given = play(forced, "give color-master")
    # Red must give back a card it held before: only Tower King is left to give.
    assert given.to_move == 0 and notations(given) == ["give tower-king"]
    back = given.forced_move()
    assert back is not None and GAME.format_move(given, back) == "give tower-king"
    done = given.apply(back)
    assert _hands(done) == [
        ["color-master"],
        ["layered-peaks", "tower-king"],
        ["frenzy", "vibrant-colors"],
    ]
    # Red still takes its normal action, and Forced Exchange is gone.
    assert done.to_move == 0 and "stack d4>d5" in notations(done)
    assert not any(n.startswith("force") for n in notations(done))
    assert GAME.view(done, None)["hand_sizes"] == [1, 2, 2]


def test_forced_exchange_is_public_but_the_cards_are_not() -> None:
    state = _forced_state()
    forced = play(state, "force y")
    move = GAME.parse_move(forced, "give color-master", 1)
    given = forced.apply(move, 1)
    assert GAME.public_move_text(forced, move) == "give a card"
    texts = " ".join(english(GAME.announce(forced, move, given))) + json.dumps(
        english(GAME.view(given, None))
    )
    assert "color-master" not in texts and "Color Master" not in texts
    # The two players know where their cards went; Blue knows nothing.
    assert GAME.view(given, 1)["private"]["known"] == [{"id": "color-master", "seats": [0]}]
    done = given.apply(given.forced_move())
    assert GAME.view(done, 0)["private"]["known"] == [{"id": "tower-king", "seats": [1]}]
    assert GAME.view(done, 2)["private"]["known"] == []


def test_forced_exchange_target_must_be_another_active_player() -> None:
    state = _forced_state()
    with pytest.raises(IllegalMoveError, match="another player"):
        GAME.parse_move(state, "force r", 0)
    with pytest.raises(IllegalMoveError, match="do not hold Forced Exchange"):
        GAME.parse_move(
            with_cards(position(BOARD, players="ryb"), [["frenzy", "tower-king"], [], []]),
            "force y",
            0,
        )


def test_the_only_actor_during_an_exchange_is_the_target() -> None:
    forced = play(_forced_state(), "force y")
    assert forced.legal_moves(0) == []
    with pytest.raises(IllegalMoveError, match="not your turn"):
        GAME.parse_move(forced, "stack d4>d5", 0)


# ----- voluntary exchanges -------------------------------------------------------------
def _voluntary_state():
    return with_cards(
        position(BOARD, players="ryb"),
        [
            ["layered-peaks", "tower-king"],
            ["color-master", "focused-power"],
            ["frenzy", "vibrant-colors"],
        ],
    )


def test_offer_and_accept_swaps_one_card_each() -> None:
    state = _voluntary_state()
    assert "offer y tower-king" in notations(state)
    offered = play(state, "offer y tower-king")
    assert offered.to_move == 1
    assert notations(offered) == ["accept color-master", "accept focused-power", "decline"]
    assert GAME.view(offered, 1)["secret"]["offer"]["id"] == "tower-king"
    assert "tower-king" not in json.dumps(GAME.view(offered, None))
    assert "tower-king" not in json.dumps(GAME.view(offered, 2))
    accepted = play(offered, "accept focused-power")
    assert _hands(accepted) == [
        ["layered-peaks", "focused-power"],
        ["color-master", "tower-king"],
        ["frenzy", "vibrant-colors"],
    ]
    assert GAME.view(accepted, None)["exchanged"] == [True, True, False]
    assert accepted.to_move == 0 and "stack d4>d5" in notations(accepted)


def test_each_player_takes_part_in_one_voluntary_exchange_only() -> None:
    accepted = play(_voluntary_state(), "offer y tower-king", "accept focused-power")
    assert not any(n.startswith("offer") for n in notations(accepted))
    # Blue's turn later: Red and Yellow have both used theirs, so Blue has nobody to offer to.
    blue = play(accepted, "stack d4>d5", "pass")
    assert blue.to_move == 2
    assert not any(n.startswith("offer") for n in notations(blue))
    with pytest.raises(IllegalMoveError, match="already taken part"):
        GAME.parse_move(blue, "offer r frenzy", 2)


def test_decline_costs_nothing_but_one_offer_per_turn() -> None:
    offered = play(_voluntary_state(), "offer y tower-king")
    declined = play(offered, "decline")
    assert _hands(declined)[0] == ["layered-peaks", "tower-king"]
    assert GAME.view(declined, None)["exchanged"] == [False, False, False]
    assert declined.to_move == 0
    assert not any(n.startswith("offer") for n in notations(declined))
    with pytest.raises(IllegalMoveError, match="already made an offer this turn"):
        GAME.parse_move(declined, "offer b tower-king", 0)
    # Yellow saw the offered card: it knows Red holds Tower King.
    assert GAME.view(declined, 1)["private"]["known"] == [{"id": "tower-king", "seats": [0]}]
    # Next time round Red may offer again.
    again = play(declined, "stack d4>d5", "pass", "pass")
    assert again.to_move == 0 and "offer y tower-king" in notations(again)


def test_decline_button_for_the_target_only() -> None:
    offered = play(_voluntary_state(), "offer y tower-king")
    buttons = GAME.buttons(offered)
    assert [(str(b.label), b.move, b.seats) for b in buttons] == [("Decline", "decline", (1,))]


def test_no_free_action_on_a_turn_you_must_pass() -> None:
    stuck = with_cards(
        position({"d4": "r", "d5": "yy", "a1": "b"}, players="ryb"),
        [
            ["forced-exchange", "tower-king"],
            ["color-master", "focused-power"],
            ["frenzy", "vibrant-colors"],
        ],
    )
    assert notations(stuck) == ["pass"]
    assert GAME.format_move(stuck, stuck.forced_move()) == "pass"
