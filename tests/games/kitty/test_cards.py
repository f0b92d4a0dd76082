"""The ten objective cards: points, reveals, tokens (exchanges are in test_exchanges.py)."""

from __future__ import annotations

import pytest

from bot.core.errors import IllegalMoveError
from bot.games.kitty import GAME
from tests.games.kitty.helpers import english, notations, play, position, stacks, with_cards

THREE = ["layered-peaks", "color-master"], ["focused-power", "vibrant-colors"]


def _revealed_ids(state) -> list[str]:
    return [r["id"] for r in GAME.view(state, None)["revealed"]]


# ----- end-of-game cards -----------------------------------------------------------------
# Red owns a1 "r" (1 colour), d4 "ybr" (3 colours), g4 "yr" (2 colours): height 6.
END_STACKS = {"a1": "r", "d4": "ybr", "g4": "yr", "g1": "y", "c1": "b"}


@pytest.mark.parametrize(
    ("card", "points"),
    [
        ("layered-peaks", 3),  # three stacks
        ("color-master", 3),  # 0 + 2 + 1
        ("focused-power", 1),  # red 3, yellow 2, blue 1 -> 3 // 2
        ("tower-king", 1),  # tallest 3 -> 3 // 2
        ("vibrant-colors", 0),  # no stack of 5
    ],
)
def test_end_cards_score_from_the_stacks_you_own(card: str, points: int) -> None:
    state = position(END_STACKS, players="ryb", passes=2)
    others = [
        c
        for c in ("frenzy", "rainbow-bridge", "dramatic-twist", "continuous-stacking")
        if c != card
    ]
    state = with_cards(state, [[card, "forced-exchange"], others[:2], others[2:4]])
    over = play(state, "pass")
    final = english(GAME.view(over, None)["final"])
    assert {
        "seat": 0,
        "id": card,
        "name": str(GAME.card_texts()[card][0]),
        "points": points,
    } in final["cards"]
    assert final["scores"][0] == 6 + points


def test_vibrant_colors_needs_five_and_no_touching_pair() -> None:
    # "ryryr": 5 high, alternating -> +5. "yyrbr": two yellows touch -> 0. "ryry": 4 high -> 0.
    state = position(
        {"a1": "ryryr", "g4": "yyrbr", "g1": "ryry", "c1": "b"}, players="ryb", passes=2
    )
    state = with_cards(
        state,
        [
            ["vibrant-colors", "frenzy"],
            ["tower-king", "focused-power"],
            ["layered-peaks", "color-master"],
        ],
    )
    final = english(GAME.view(play(state, "pass"), None)["final"])
    assert {"seat": 0, "id": "vibrant-colors", "name": "Vibrant Colors", "points": 5} in final[
        "cards"
    ]


def test_focused_power_counts_any_colour() -> None:
    # Red owns "yyyr" and "yyr": 5 yellows, 2 reds -> +2.
    state = position({"a1": "yyyr", "g4": "yyr", "c1": "y"}, passes=1)
    state = with_cards(state, [["focused-power", "frenzy"], ["tower-king", "color-master"]])
    final = english(GAME.view(play(state, "pass"), None)["final"])
    assert {"seat": 0, "id": "focused-power", "name": "Focused Power", "points": 2} in final[
        "cards"
    ]


def test_end_cards_stay_hidden_until_the_end() -> None:
    state = with_cards(
        position(END_STACKS, players="ryb"), [["layered-peaks", "tower-king"], *THREE]
    )
    assert _revealed_ids(state) == []
    after = play(state, "pass")
    assert "layered-peaks" not in str(GAME.view(after, None))


# ----- Rainbow Bridge ------------------------------------------------------------------
RAINBOW_HANDS = [
    ["rainbow-bridge", "tower-king"],
    ["layered-peaks", "color-master"],
    ["focused-power", "vibrant-colors"],
]


def test_rainbow_bridge_on_reaching_three_colours() -> None:
    state = with_cards(
        position({"d4": "rr", "d5": "yb", "a1": "y", "g4": "b"}, players="ryb"), RAINBOW_HANDS
    )
    after = play(state, "stack d4>d5")
    view = english(GAME.view(after, None))
    assert stacks(after)["d5"] == "ybrr"
    assert view["public_points"] == [2, 0, 0]
    assert view["tokens"] == {"d5": ["rainbow"]}
    assert {"seat": 0, "id": "rainbow-bridge", "name": "Rainbow Bridge"} in view["revealed"]
    assert "Red reveals Rainbow Bridge." in english(GAME.announce(state, None, after))


def test_rainbow_bridge_four_colours_at_once_scores_three() -> None:
    hands = [
        ["rainbow-bridge", "tower-king"],
        ["layered-peaks", "color-master"],
        ["focused-power", "vibrant-colors"],
        ["frenzy", "forced-exchange"],
    ]
    state = with_cards(
        position({"d4": "rrr", "d5": "ybg", "a1": "y", "g4": "b", "g1": "g"}, players="rybg"), hands
    )
    after = play(state, "stack d4>d5")
    assert GAME.view(after, None)["public_points"] == [3, 0, 0, 0]


def test_rainbow_token_blocks_a_second_award_and_travels_with_the_stack() -> None:
    hands = [
        ["rainbow-bridge", "tower-king"],
        ["layered-peaks", "color-master"],
        ["focused-power", "vibrant-colors"],
        ["frenzy", "forced-exchange"],
    ]
    state = with_cards(
        position(
            {"d4": "rr", "d5": "yb", "d6": "g", "a1": "y", "g4": "b", "g1": "g"}, players="rybg"
        ),
        hands,
    )
    after = play(state, "stack d4>d5", "pass", "pass", "pass", "stack d5>d6")
    view = GAME.view(after, None)
    assert stacks(after)["d6"] == "gybrr"  # 4 colours now, but the stack is marked
    assert view["public_points"] == [2, 0, 0, 0]
    assert view["tokens"] == {"d6": ["rainbow"]}


def test_rainbow_bridge_compares_with_your_own_stacks_that_formed_it() -> None:
    # Your own T already had 3 colours: nothing is "reached".
    owned = with_cards(
        position({"d4": "rrr", "d5": "ybr", "a1": "y", "g4": "b"}, players="ryb"), RAINBOW_HANDS
    )
    assert GAME.view(play(owned, "stack d4>d5"), None)["public_points"] == [0, 0, 0]
    # Two 2-colour stacks of yours merge into 3 colours: +2.
    merged = with_cards(
        position({"d4": "br", "d5": "yr", "a1": "y", "g4": "b"}, players="ryb"), RAINBOW_HANDS
    )
    assert GAME.view(play(merged, "stack d4>d5"), None)["public_points"] == [2, 0, 0]


def test_rainbow_bridge_after_a_disassemble_marks_s() -> None:
    # T "rby" is Yellow's (1 yellow); S "rr" has 2 reds: "by" goes under S -> "byrr".
    state = with_cards(
        position({"d4": "rr", "d5": "rby", "a1": "y", "g4": "b"}, players="ryb"), RAINBOW_HANDS
    )
    after = play(state, "disassemble d4>d5")
    assert stacks(after)["d4"] == "byrr"
    assert GAME.view(after, None)["public_points"] == [2, 0, 0]
    assert GAME.view(after, None)["tokens"] == {"d4": ["rainbow"]}


def test_rainbow_bridge_needs_the_card() -> None:
    hands = [
        ["tower-king", "frenzy"],
        ["layered-peaks", "color-master"],
        ["focused-power", "rainbow-bridge"],
    ]
    state = with_cards(
        position({"d4": "rr", "d5": "yb", "a1": "y", "g4": "b"}, players="ryb"), hands
    )
    after = play(state, "stack d4>d5")
    assert (
        GAME.view(after, None)["public_points"] == [0, 0, 0]
        and GAME.view(after, None)["tokens"] == {}
    )


# ----- Dramatic Twist ------------------------------------------------------------------
TWIST_HANDS = [["dramatic-twist", "tower-king"], ["layered-peaks", "color-master"]]


def test_dramatic_twist_when_a_flip_makes_the_stack_yours() -> None:
    state = with_cards(position({"d4": "yr", "d5": "ryy", "a1": "y"}), TWIST_HANDS)
    after = play(state, "flip d4>d5")
    view = GAME.view(after, None)
    assert stacks(after)["d5"] == "yyr"
    assert view["public_points"] == [2, 0]
    assert view["tokens"] == {"d5": ["twist"]}
    assert "dramatic-twist" in _revealed_ids(after)


def test_dramatic_twist_needs_a_change_of_owner_to_you() -> None:
    stays_yellow = with_cards(position({"d4": "yr", "d5": "yyy", "a1": "y"}), TWIST_HANDS)
    assert GAME.view(play(stays_yellow, "flip d4>d5"), None)["public_points"] == [0, 0]
    already_red = with_cards(position({"d4": "yr", "d5": "ryr", "a1": "y"}), TWIST_HANDS)
    assert GAME.view(play(already_red, "flip d4>d5"), None)["public_points"] == [0, 0]


def test_twist_token_blocks_a_second_award() -> None:
    state = with_cards(position({"d4": "yr", "d5": "ryy", "a1": "y"}), TWIST_HANDS)
    state = state.replace(tokens=((state.geo.index["d5"], ("twist",)),))
    after = play(state, "flip d4>d5")
    assert stacks(after)["d5"] == "yyr"
    assert GAME.view(after, None)["public_points"] == [0, 0]


def test_immediate_points_are_kept_when_the_stack_is_lost() -> None:
    # Yellow's "yyy" on e4 touches d5.
    state = with_cards(position({"d4": "yr", "d5": "ryy", "e4": "yyy", "a1": "y"}), TWIST_HANDS)
    state = play(state, "flip d4>d5", "stack e4>d5")  # +2 for Red, then Yellow takes d5
    assert stacks(state)["d5"] == "yyryyy"
    assert GAME.view(state, None)["tokens"] == {"d5": ["twist"]}
    over = play(state, "pass", "pass")
    # Red: d6 "yr" (2) + 2 banked + Tower King (2 // 2 = 1).
    # Yellow: d5 (6) + a1 (1) + Layered Peaks 2 + Color Master 1 (d5 has 2 colours).
    assert over.outcome().scores == (5.0, 10.0)


# ----- tokens follow their stack -------------------------------------------------------
def test_tokens_follow_stack_flip_and_merge() -> None:
    state = position({"d4": "yr", "d5": "ryy", "d3": "y", "a1": "y"})
    geo = state.geo
    state = state.replace(tokens=((geo.index["d4"], ("twist",)), (geo.index["d5"], ("rainbow",))))
    flipped = play(state, "flip d4>d5")  # S carries its token to d6; T keeps its own
    assert GAME.view(flipped, None)["tokens"] == {"d5": ["rainbow"], "d6": ["twist"]}
    merged = play(state, "stack d4>d3")
    assert GAME.view(merged, None)["tokens"] == {"d3": ["twist"], "d5": ["rainbow"]}
    both = play(
        position({"d4": "yr", "d5": "y", "a1": "y"}).replace(
            tokens=((geo.index["d4"], ("twist",)), (geo.index["d5"], ("rainbow",)))
        ),
        "stack d4>d5",
    )
    assert GAME.view(both, None)["tokens"] == {"d5": ["rainbow", "twist"]}


# ----- Continuous Stacking -------------------------------------------------------------
CHAIN_HANDS = [["continuous-stacking", "tower-king"], ["layered-peaks", "color-master"]]


def test_continuous_stacking_runs_to_the_end_of_the_run() -> None:
    state = with_cards(
        position({"d2": "rr", "d3": "y", "d4": "y", "d5": "yy", "d6": "r", "a1": "y"}), CHAIN_HANDS
    )
    assert {"stack d2>d3", "chain d2>d3"} <= set(notations(state))
    after = play(state, "chain d2>d3")
    # rr onto y (3 high), onto y (4 high), onto yy (6 high); d6's top is red: stop.
    assert stacks(after) == {"d5": "yyyyrr", "d6": "r", "a1": "y"}
    view = GAME.view(after, None)
    assert view["public_points"] == [3, 0]
    assert "continuous-stacking" in _revealed_ids(after)
    assert view["last_action"] == {"kind": "chain", "seat": 0, "cells": ["d2", "d3", "d4", "d5"]}


def test_continuous_stacking_stops_before_a_taller_stack() -> None:
    state = with_cards(
        position({"d2": "rr", "d3": "y", "d4": "y", "d5": "yyyyy", "a1": "y"}), CHAIN_HANDS
    )
    after = play(state, "chain d2>d3")
    assert stacks(after)["d4"] == "yyrr" and stacks(after)["d5"] == "yyyyy"
    assert GAME.view(after, None)["public_points"] == [2, 0]


def test_continuous_stacking_uses_the_growing_height() -> None:
    # S is 1 high; after taking d3 it is 2 high, so d4 (2 high) may follow.
    state = with_cards(position({"d2": "r", "d3": "y", "d4": "yy", "a1": "y"}), CHAIN_HANDS)
    after = play(state, "chain d2>d3")
    assert stacks(after)["d4"] == "yyyr"


def test_continuous_stacking_needs_a_run_of_two_and_the_card() -> None:
    short = with_cards(position({"d2": "rr", "d3": "y", "d4": "r", "a1": "y"}), CHAIN_HANDS)
    assert "chain d2>d3" not in notations(short)
    with pytest.raises(IllegalMoveError, match="run of at least 2"):
        GAME.parse_move(short, "chain d2>d3", 0)
    no_card = position({"d2": "rr", "d3": "y", "d4": "y", "a1": "y"})
    assert "chain d2>d3" not in notations(no_card)
    with pytest.raises(IllegalMoveError, match="do not hold Continuous Stacking"):
        GAME.parse_move(no_card, "chain d2>d3", 0)


def test_a_plain_stack_with_the_card_scores_nothing() -> None:
    state = with_cards(position({"d2": "rr", "d3": "y", "d4": "y", "a1": "y"}), CHAIN_HANDS)
    after = play(state, "stack d2>d3")
    assert GAME.view(after, None)["public_points"] == [0, 0] and _revealed_ids(after) == []


# ----- Monochromatic Frenzy ------------------------------------------------------------
FRENZY_HANDS = [["frenzy", "tower-king"], ["layered-peaks", "color-master"]]


def test_frenzy_removes_a_stack_after_your_action() -> None:
    state = with_cards(position({"d4": "rrrr", "d5": "rr", "a1": "y", "g4": "y"}), FRENZY_HANDS)
    acted = play(state, "stack d4>d5")
    assert acted.to_move == 0 and notations(acted) == ["frenzy d5", "done"]
    assert GAME.view(acted, None)["step"] == "after_action"
    removed = play(acted, "frenzy d5")
    view = GAME.view(removed, None)
    assert view["removed"] == [{"seat": 0, "cell": "d5", "pieces": ["r"] * 6, "points": 6}]
    assert view["public_points"] == [6, 0]
    assert "d5" not in view["stacks"] and removed.to_move == 1
    assert "frenzy" in _revealed_ids(removed)
    over = play(removed, "pass", "pass")
    assert over.outcome().scores == (6.0, 4.0)  # Yellow: 2 + Layered Peaks 2


def test_frenzy_is_repeatable_and_done_ends_the_turn() -> None:
    # a1 "yyyyyr" (five yellows in a row, Red on top) is eligible too.
    state = with_cards(
        position({"d4": "rrrr", "d5": "rr", "a1": "yyyyyr", "g4": "y"}), FRENZY_HANDS
    )
    acted = play(state, "stack d4>d5")
    assert notations(acted) == ["frenzy a1", "frenzy d5", "done"]
    once = play(acted, "frenzy a1")
    assert once.to_move == 0 and notations(once) == ["frenzy d5", "done"]
    done = play(once, "done")
    assert done.to_move == 1 and GAME.view(done, None)["public_points"] == [6, 0]
    assert "d5" in GAME.view(done, None)["stacks"]


def test_frenzy_needs_five_in_a_row() -> None:
    # Red acts elsewhere; its "rrrryrrrr" has no five of a colour in a row: no Frenzy step.
    state = with_cards(position({"a1": "rrrryrrrr", "d4": "r", "d5": "y", "g4": "y"}), FRENZY_HANDS)
    after = play(state, "stack d4>d5")
    assert after.to_move == 1


def test_frenzy_may_follow_a_pass_but_not_before_acting() -> None:
    state = with_cards(position({"a1": "yyyyyr", "g4": "y"}), FRENZY_HANDS)
    with pytest.raises(IllegalMoveError, match="after your action"):
        GAME.parse_move(state, "frenzy a1", 0)
    passed = play(state, "pass")
    assert notations(passed) == ["frenzy a1", "done"] and passed.passes == 1


def test_no_frenzy_step_without_the_card() -> None:
    state = with_cards(
        position({"d4": "rrrr", "d5": "rr", "a1": "y"}),
        [["tower-king", "layered-peaks"], ["frenzy", "color-master"]],
    )
    assert play(state, "stack d4>d5").to_move == 1
