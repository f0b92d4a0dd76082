"""The rulebook's FAQ rules."""

from __future__ import annotations

from dataclasses import replace

from bot.games.cattower import GAME
from bot.games.cattower.cards import discard_action, discard_goal
from bot.games.cattower.data import load_data
from bot.games.cattower.drafts import wall_combos
from bot.games.cattower.model import Decks

from .helpers import coop_state, floor_top, stand, tower


def play(state, *texts):
    for text in texts:
        state = state.apply(GAME.parse_move(state, text))
    return state


def test_an_empty_deck_is_reshuffled_from_its_discards_and_the_other_card_stays():
    decks = Decks((), ("A05", "A06"), ("A07", "A08", "A09"), (), ("G01", "G02"), ("G03",))
    after = discard_action(decks, "A05", seed=4)
    assert after.action_up[1] == "A06"  # the card not chosen stays
    assert after.action_up[0] in {"A05", "A07", "A08", "A09"}
    assert sorted(after.action_deck + after.action_up[:1]) == ["A05", "A07", "A08", "A09"]
    assert after.action_discard == () and after.shuffles == 1
    goals = discard_goal(decks, "G02", seed=4)
    assert goals.goal_up[0] == "G01" and goals.goal_up[1] in {"G02", "G03"}


def test_a_missing_wall_type_may_be_replaced_by_another_in_stock():
    option = load_data().action("A01").option("left")  # Bricks + Angels
    state = coop_state(tower(1))
    assert wall_combos(state, option) == [("bricks", "angels"), ("angels", "bricks")]
    no_bricks = replace(state, fallen=tuple(f"w{i}" for i in range(1, 13)))
    combos = wall_combos(no_bricks, option)
    assert ("bricks", "angels") not in combos
    assert {("windows", "angels"), ("angels", "windows"), ("arches", "angels")} <= set(combos)
    assert all("angels" in pair and "pillars" not in pair for pair in combos)
    drafting = play(no_bricks, "take A01 left")
    assert "bricks" not in {b["wall_type"] for b in GAME.view(drafting)["ghost"]}


def test_when_every_friend_of_a_colour_is_on_the_tower_one_is_re_placed():
    recs = tower(2)
    frame = floor_top(recs, 2)
    for i, x in enumerate((-30.0, -15.0, 15.0, 30.0)):
        recs[f"f{i + 1}"] = stand(f"f{i + 1}", frame, x)  # all four white Friends
    s = coop_state(
        recs,
        decks={
            "action_deck": [],
            "action_up": ["A14", "A03"],
            "action_discard": [],
            "goal_deck": [],
            "goal_up": ["G01", "G02"],
            "goal_discard": [],
        },
    )
    s = play(s, "take A14 left")  # "Place a white Friend"
    assert s.turn.draft.source == "f1"
    moves = [GAME.format_move(s, m) for m in s.legal_moves()]
    assert {"lift f2", "lift f3", "lift f4"} <= set(moves)
    s = play(s, "lift f3", "floor 1", "at -30", "confirm")
    assert s.turn.tries == 0
    moved = s.body_map["f3"]
    assert moved.y < 20.0  # now on floor 1
    assert len([b for b in s.bodies if b.id in ("f1", "f2", "f3", "f4")]) == 4


def test_on_top_card_needs_a_friend_to_stand_on():
    s = coop_state(
        tower(2),
        decks={
            "action_deck": [],
            "action_up": ["A17", "A03"],
            "action_discard": [],
            "goal_deck": [],
            "goal_up": ["G01", "G02"],
            "goal_discard": [],
        },
    )
    moves = [GAME.format_move(s, m) for m in s.legal_moves()]
    assert "take A17 left" not in moves and "take A17 right" in moves
