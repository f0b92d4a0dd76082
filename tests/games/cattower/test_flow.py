"""The turn as players drive it: cards, drafts, ghosts, buttons, goals, errors."""

from __future__ import annotations

import pytest

from bot.core.errors import IllegalMoveError, NotYourTurnError, OptionError
from bot.games.cattower import GAME
from bot.i18n import ENGLISH_WORDS

from .helpers import coop_state, floor_top, stand, tower


def play(state, *texts, seat=None):
    for text in texts:
        state = state.apply(GAME.parse_move(state, text, seat), seat)
    return state


def notations(state):
    return [GAME.format_move(state, m) for m in state.legal_moves()]


def new(players=2, **options):
    return GAME.new_state(players, 11, GAME.validate_options(players, options))


def centre_x(body):
    xs = [p[0] for p in body["poly"]]
    return (min(xs) + max(xs)) / 2


def test_setup_shows_the_paw_cards_and_toto_on_floor_one():
    s = new()
    v = GAME.view(s)
    assert [c["id"] for c in v["face_up_actions"]] == ["A01", "A02"]
    assert [g["id"] for g in v["face_up_goals"]] == ["G01", "G02"]
    assert v["toto_floor"] == 1 and v["floors"] == 1 and v["target_floor"] == 10
    assert notations(s) == ["take A01 left", "take A01 right", "take A02"]
    assert [b["kind"] for b in v["bodies"]][:3] == ["table", "floor", "toto"]


def test_options_per_seat_difficulty_and_modes():
    opts = GAME.validate_options(3, {"difficulty": "steady,shaky"})
    assert opts["difficulty"] == ["steady", "shaky", "normal"]
    assert GAME.validate_options(2, {"difficulty": ["butterfingers", "normal"]})["difficulty"] == [
        "butterfingers",
        "normal",
    ]
    assert GAME.new_state(1, 1, GAME.validate_options(1, {"target": 13})).target_floor == 13
    with pytest.raises(OptionError):
        GAME.validate_options(1, {"mode": "competitive"})
    with pytest.raises(OptionError):
        GAME.validate_options(2, {"difficulty": "wobbly"})
    with pytest.raises(OptionError):
        GAME.validate_options(2, {"target": 11})


def test_only_the_active_player_may_act():
    s = new()
    with pytest.raises(NotYourTurnError):
        GAME.parse_move(s, "take A01 left", seat=1)
    with pytest.raises(NotYourTurnError):
        s.apply(GAME.parse_move(s, "take A01 left"), seat=1)
    assert s.legal_moves(1) == []


def test_walls_draft_moves_the_ghost_and_nothing_else():
    s = play(new(), "take A01 left")
    v = GAME.view(s)
    left, right = v["ghost"]
    assert (left["wall_type"], right["wall_type"]) == ("bricks", "angels")
    assert centre_x(left) == pytest.approx(-25, abs=0.01) and centre_x(right) == pytest.approx(
        25, abs=0.01
    )
    s2 = play(s, "spacing wide", "nudge right", "walls angels-left bricks-right")
    left, right = GAME.view(s2)["ghost"]
    assert (left["wall_type"], right["wall_type"]) == ("angels", "bricks")
    assert centre_x(left) == pytest.approx(-28, abs=0.01) and centre_x(right) == pytest.approx(
        32, abs=0.01
    )
    assert s2.bodies == s.bodies and s2.hand_counter == 0
    back = play(s2, "back")
    assert (
        ENGLISH_WORDS.say(GAME.view(back)["step"]) == "Choose an Action Card"
        and GAME.view(back)["ghost"] is None
    )


def test_typed_values_within_range_are_accepted():
    s = play(new(), "take A01 left", "spacing 47")
    assert s.turn.draft.spacing == 47.0
    with pytest.raises(IllegalMoveError, match="spacing"):
        GAME.parse_move(s, "spacing 95")


def test_buttons_belong_to_the_active_player_and_stay_few():
    s = play(new(), "take A01 left")
    buttons = GAME.buttons(s)
    assert 0 < len(buttons) <= 15
    assert all(b.seats == (0,) for b in buttons)
    labels = [str(b.label) for b in buttons]
    assert "Confirm" in labels and "Back" in labels
    for b in buttons:
        GAME.parse_move(s, b.move)  # every button is a legal move


def test_confirm_runs_the_physics_and_reports_the_slip():
    s = play(new(), "take A01 left", "spacing wide", "confirm")
    v = GAME.view(s)
    slip = ENGLISH_WORDS.say(v["slip"])
    assert slip.startswith("The hand slipped")
    assert "mm" in slip and "°" in slip
    assert s.hand_counter == 1
    assert ENGLISH_WORDS.say(v["step"]).startswith("Lay floor 2") or s.turn.tries == 1


def test_a_wrong_step_move_says_what_is_expected():
    s = new()
    with pytest.raises(IllegalMoveError, match="Choose an Action Card"):
        GAME.parse_move(s, "confirm")
    with pytest.raises(IllegalMoveError, match="not face up"):
        GAME.parse_move(s, "take A05 left")


def friends_on_floor_two(*xs):
    recs = tower(2)
    frame = floor_top(recs, 2)
    for i, x in enumerate(xs):
        f = stand(f"f{i + 1}", frame, x)
        recs[f.id] = f
    return recs


def test_goal_step_after_the_action_when_a_goal_holds():
    s = coop_state(friends_on_floor_two(-20.0), toto_floor=1)
    s = play(s, "take A02", "floor 1", "at -30", "confirm")  # a steady hand, a level floor
    assert s.turn.step == "goal"
    assert notations(s) == ["goal G01 climb 1", "end turn"]
    assert s.active == 0


def test_no_goal_means_the_turn_ends():
    s = coop_state(tower(2), toto_floor=1)
    s = play(s, "take A02", "floor 1", "at -30", "confirm")
    assert s.turn.tries == 0
    assert s.active == 1 and s.turn.step == "card"


def test_goal_climb_is_capped_at_the_top_floor():
    recs = tower(3)
    frame = floor_top(recs, 3)
    for pid, x in (("f1", -6.0), ("f2", 6.0)):
        recs[pid] = stand(pid, frame, x)
    s = coop_state(recs, toto_floor=2, turn={"step": "goal"})
    assert "goal G02 climb 1" in notations(s) and "goal G02 climb 2" not in notations(s)
    move = GAME.parse_move(s, "goal G02 climb 2")  # FAQ: as high as the tower goes
    assert GAME.format_move(s, move) == "goal G02 climb 1"
    with pytest.raises(IllegalMoveError):
        GAME.parse_move(s, "goal G02 climb 3")
    climbing = s.apply(move)
    assert climbing.turn.step == "climb" and climbing.turn.draft.floor == 3


def test_pet_select_names_the_friend():
    s = coop_state(
        friends_on_floor_two(-20.0),
        toto_floor=1,
        decks={
            "action_deck": [],
            "action_up": ["A18", "A03"],
            "action_discard": [],
            "goal_deck": [],
            "goal_up": ["G01", "G02"],
            "goal_discard": [],
        },
    )
    s = play(s, "take A18")
    (menu,) = GAME.selects(s)
    assert [(str(label), move) for label, move in menu.options] == [
        ("white Friend f1 on floor 2", "pet f1")
    ]
    assert menu.seats == (0,)


def test_nothing_performable_means_discarding_a_card():
    s = coop_state(
        tower(2),
        toto_floor=1,
        decks={
            "action_deck": ["A03"],
            "action_up": ["A18", "A19"],
            "action_discard": [],
            "goal_deck": [],
            "goal_up": ["G01", "G02"],
            "goal_discard": [],
        },
    )
    assert notations(s) == ["discard A18", "discard A19"]
    after = play(s, "discard A19")
    assert after.decks.action_up == ("A18", "A03") and after.decks.action_discard == ("A19",)
    assert after.active == 1


def test_victory_count_then_going_higher_or_stopping():
    recs = tower(10)
    recs["f1"] = stand("f1", floor_top(recs, 10), 0.0)
    s = coop_state(recs, toto_floor=9, toto_x=-20.0, turn={"step": "goal"})
    s = play(s, "goal G01 climb 1", "at 18", "confirm")
    v = GAME.view(s)
    assert v["count_frames"] is not None and len(v["count_frames"]) == 5
    assert all(
        {"id", "kind", "poly", "debris"} <= set(b) for frame in v["count_frames"] for b in frame
    )
    assert s.turn.step == "higher", v["notice"]
    assert v["count_verdict"] == "held"
    assert v["story"]["text"] and v["story"]["read"]
    assert notations(s) == ["go higher", "stop"]
    higher = play(s, "go higher")
    assert higher.target_floor == 13 and higher.active == 1 and higher.outcome() is None
    stopped = play(s, "stop")
    assert stopped.outcome().winners == (0, 1)
    assert "10" in str(stopped.outcome().reason)
