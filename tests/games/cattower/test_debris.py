"""The debris rules on hand-built worlds: restore, set aside, return Toto, partial collapse."""

from __future__ import annotations

import math

import pytest

from bot.games.cattower import GAME
from bot.games.cattower.debris import resolve
from bot.games.cattower.geometry import BodyRec, Pose
from bot.games.cattower.settle import check_defeat, settle_rules

from .helpers import coop_state, floor_top, stand, tower

TABLE = Pose(0.0, 0.0, 0.0)


def on_table(pid: str, x: float) -> BodyRec:
    return stand(pid, TABLE, x)


def test_a_friend_on_the_table_still_touching_floor_one_is_put_back():
    start = {"f1": stand("f1", floor_top({}, 1), 20.0)}
    fallen = on_table("f1", 51.0)  # its left side touches floor 1's end (x = 45)
    res, _ = resolve([fallen], [], start=list(start.values()), protected=set(), keepers={})
    assert res.restored == ["f1"]
    (back,) = res.records
    assert back.x == pytest.approx(start["f1"].x, abs=0.5) and back.y == pytest.approx(
        start["f1"].y, abs=0.5
    )


def test_a_friend_on_the_table_away_from_the_tower_is_debris():
    start = [stand("f1", floor_top({}, 1), 20.0)]
    res, _ = resolve([on_table("f1", 120.0)], [], start=start, protected=set(), keepers={})
    assert res.to_stock == ["f1"] and res.records == () and res.fallen_walls == []


def test_fallen_walls_are_set_aside_and_counted():
    recs = tower(2)
    loose = on_table("w30", 150.0)
    res, _ = resolve(
        list(recs.values()) + [loose],
        [],
        start=list(recs.values()) + [loose],
        protected=set(),
        keepers={},
    )
    assert res.fallen_walls == ["w30"]
    assert {r.id for r in res.records} == set(recs)


def test_a_wall_that_left_the_table_counts_too():
    recs = tower(2)
    gone = BodyRec("w40", 500.0, -100.0, 0.0)
    res, _ = resolve(
        list(recs.values()), [gone], start=list(recs.values()), protected=set(), keepers={}
    )
    assert res.fallen_walls == ["w40"]


def test_pieces_being_placed_are_never_debris():
    res, _ = resolve([on_table("w30", 150.0)], [], start=[], protected={"w30"}, keepers={})
    assert res.fallen_walls == [] and [r.id for r in res.records] == ["w30"]


def test_toto_goes_back_to_the_floor_he_stood_on():
    recs = tower(2)
    toto_start = stand("toto", floor_top(recs, 2), 0.0)
    fallen_toto = on_table("toto", -120.0)
    res, floors = resolve(
        list(recs.values()) + [fallen_toto],
        [],
        start=list(recs.values()) + [toto_start],
        protected=set(),
        keepers={"toto": (2, 2)},
    )
    assert res.returned == ["toto"] and floors["toto"] == 2
    toto = next(r for r in res.records if r.id == "toto")
    assert toto.y > recs["fl2"].y and abs(toto.x - toto_start.x) < 2.0


def test_toto_goes_to_the_nearest_floor_below_when_his_floor_fell():
    recs = tower(3)
    start = list(recs.values()) + [stand("toto", floor_top(recs, 3), 0.0)]
    broken = {k: v for k, v in recs.items() if k not in ("fl3", "w15", "w16")}
    now = list(broken.values()) + [on_table("fl3", 200.0), on_table("toto", -150.0)]
    res, floors = resolve(
        now,
        [on_table("w15", 300.0), on_table("w16", -300.0)],
        start=start,
        protected=set(),
        keepers={"toto": (3, 3)},
    )
    assert floors["toto"] == 2
    assert sorted(res.fallen_walls) == ["w15", "w16"] and "fl3" in res.to_stock


def test_a_steep_floor_is_unusable_and_takes_what_rests_on_it():
    recs = tower(2)
    steep = recs["fl2"]._replace(a=math.radians(40.0))
    friend = stand("f5", floor_top({**recs, "fl2": steep}, 2), 0.0)
    res, _ = resolve(
        list({**recs, "fl2": steep}.values()) + [friend], [], start=[], protected=set(), keepers={}
    )
    assert "fl2" in res.unusable and "fl2" in res.to_stock and "f5" in res.to_stock
    # the walls that carried the steep floor are left without it: debris as well
    assert sorted(res.fallen_walls) == ["w13", "w14"]


def test_five_fallen_walls_lose_the_coop_game():
    recs = tower(2)
    s = coop_state(recs, fallen=["w1", "w2", "w3", "w4"])
    loose = on_table("w30", 150.0)
    s, _res = settle_rules(s, tuple(list(s.bodies) + [loose]), (), set())
    assert len(s.fallen) == 5
    s = check_defeat(s)
    assert s.outcome() is not None and s.outcome().winners == ()
    assert "5 walls" in str(s.outcome().reason)
    assert s.legal_moves() == [] and GAME.buttons(s) == []
