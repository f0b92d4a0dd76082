"""The Competitive Variant: secret goals, three face-up cards, cats, the ranking track."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from bot.core.errors import OptionError
from bot.games.cattower import GAME
from bot.games.cattower.data import load_data
from bot.games.cattower.execute import advance_track
from bot.games.cattower.notation import CatMove
from bot.games.cattower.policy import choose
from bot.games.cattower.settle import check_defeat
from bot.i18n import ENGLISH_WORDS


def new(players=3, seed=4):
    return GAME.new_state(players, seed, GAME.validate_options(players, {"mode": "competitive"}))


def test_one_player_cannot_play_competitive():
    with pytest.raises(OptionError):
        GAME.validate_options(1, {"mode": "competitive"})


def test_setup_three_face_up_actions_and_two_secret_goals_each():
    s = new()
    v = GAME.view(s)
    assert len(v["face_up_actions"]) == 3 and v["face_up_goals"] == []
    assert [len(h) for h in s.decks.hands] == [2, 2, 2]
    assert v["cats"] == [
        {"seat": i, "floor": 0, "scarf": scarf, "arrived": i, "track": 0}
        for i, scarf in enumerate(["red", "orange", "blue"])
    ]
    assert v["toto_floor"] is None
    assert [b["kind"] for b in v["bodies"]].count("blackcat") == 3  # waiting beside floor 1
    assert "toto" not in {b["id"] for b in v["bodies"]}


def test_goal_cards_stay_secret_in_public_views():
    s = new()
    data = load_data()
    public = json.dumps(GAME.view(s, None))
    for hand in s.decks.hands:
        for gid in hand:
            assert f'"{data.goal(gid).name}"' not in public and f'"{gid}"' not in public
    assert GAME.view(s, None)["secret"] is None
    mine = GAME.view(s, 1)["secret"]
    assert ENGLISH_WORDS.say(mine["title"]) == "Your goal cards"
    assert [c["id"] for c in mine["cards"]] == list(s.decks.hands[1])
    other = json.dumps(GAME.view(s, 1))
    for gid in s.decks.hands[0] + s.decks.hands[2]:
        assert f'"{data.goal(gid).name}"' not in other and f'"{gid}"' not in other


def test_public_move_text_hides_the_goal():
    s = new()
    move = CatMove("goal", (s.decks.hands[0][0], 1))
    assert GAME.public_move_text(s, move) == "goal (secret) climb 1"
    assert s.decks.hands[0][0] not in GAME.public_move_text(s, move)


def test_determinize_keeps_my_cards_and_samples_the_rest_from_unseen_ones():
    s = new()
    view = GAME.view(s, 0)
    seen_elsewhere = set(s.decks.hands[1] + s.decks.hands[2] + s.decks.goal_deck)
    hands = set()
    for seed in range(6):
        d = GAME.determinize(view, 0, random.Random(seed))
        assert d.decks.hands[0] == s.decks.hands[0]
        assert set(d.decks.hands[1] + d.decks.hands[2] + d.decks.goal_deck) == seen_elsewhere
        assert d.bodies == s.bodies
        hands.add(d.decks.hands[1])
    assert len(hands) > 1  # the other hands are sampled, not copied


def test_the_public_state_carries_no_seed_and_no_deck_order():
    s = new()
    public = GAME.view(s, None)["state"]
    assert public["seed"] is None
    assert public["decks"]["action_deck"] == len(s.decks.action_deck)
    assert public["decks"]["goal_deck"] == len(s.decks.goal_deck)
    assert public["decks"]["hands"] == [2, 2, 2]


def test_ranking_higher_first_then_who_arrived_first_and_the_collapser_last():
    s = new()
    s = advance_track(s, 2, 3)
    s = advance_track(s, 0, 3)  # arrives later on the same floor
    s = advance_track(s, 1, 1)
    assert s.ranking() == [2, 0, 1]
    s = replace(s, fallen=tuple(f"w{i}" for i in range(1, 6)), active=2)
    over = check_defeat(s)
    assert over.ranking() == [0, 1, 2]
    assert over.outcome().winners == (0,)
    assert "collapsed" in str(over.outcome().reason)


def test_a_competitive_game_runs_with_secret_goals():
    s = new(players=2, seed=9)
    texts = []
    for _ in range(60):
        if s.outcome() is not None:
            break
        move = choose(s)
        texts.append(GAME.public_move_text(s, move))
        s = s.apply(move)
    assert all(not t.startswith("goal G") for t in texts)
    assert GAME.view(s, None)["last_move"] is None or not GAME.view(s, None)[
        "last_move"
    ].startswith("goal G")
