"""Goal predicates on hand-built scenes: Friends placed by geometry on floor 1."""

from __future__ import annotations

import pytest

from bot.games.cattower.contacts import Scene
from bot.games.cattower.data import load_data
from bot.games.cattower.geometry import FLOOR1_POSE, top_frame
from bot.games.cattower.goals import GoalScene, describe, holds

from .helpers import stand

FLOOR = top_frame("fl1", FLOOR1_POSE)
# Friend ids by colour: white f1-f4, ginger f5-f8, grey f9-f12, brown f13-f16.


def scene(*placed: tuple[str, float] | tuple[str, str, float]) -> GoalScene:
    """Friends on floor 1: (id, x) stands on the floor; (id, other, dx) on top of other."""
    recs = {}
    for item in placed:
        if len(item) == 2:
            pid, x = item
            recs[pid] = stand(pid, FLOOR, x)
        else:
            pid, below, dx = item
            recs[pid] = stand(pid, top_frame(below, recs[below].pose), dx)
    return GoalScene.from_scene(Scene.build(recs.values()), [1])


def goal(gid: str):
    return load_data().goal(gid)


def test_a_friend_on_the_floor_counts():
    assert holds(goal("G01"), scene(("f1", 0.0)))
    assert not holds(goal("G01"), scene())


def test_touching_even_slightly():
    # Friends are 12 mm wide: centres 12 mm apart touch, 14 mm apart do not.
    assert holds(goal("G02"), scene(("f1", 0.0), ("f2", 12.0)))
    assert not holds(goal("G02"), scene(("f1", 0.0), ("f2", 14.0)))


def test_touching_same_and_different_colours():
    same = scene(("f1", 0.0), ("f2", 12.0))  # white + white
    mixed = scene(("f1", 0.0), ("f5", 12.0))  # white + ginger
    assert holds(goal("G03"), same) and not holds(goal("G04"), same)
    assert holds(goal("G04"), mixed) and not holds(goal("G03"), mixed)


def test_on_top_of_requires_resting_and_no_floor_contact():
    piggy = scene(("f9", 0.0), ("f5", "f9", 0.0))  # ginger on grey
    assert holds(goal("G05"), piggy)
    assert holds(goal("G06"), piggy)  # Ginger on Grey
    reversed_colours = scene(("f5", 0.0), ("f9", "f5", 0.0))
    assert holds(goal("G05"), reversed_colours) and not holds(goal("G06"), reversed_colours)
    side_by_side = scene(("f9", 0.0), ("f5", 12.0))
    assert not holds(goal("G05"), side_by_side)


def test_double_piggyback_needs_two_riders():
    one = scene(("f1", -20.0), ("f2", "f1", 0.0))
    two = scene(("f1", -20.0), ("f2", "f1", 0.0), ("f3", 20.0), ("f4", "f3", 0.0))
    assert not holds(goal("G15"), one)
    assert holds(goal("G15"), two)


def test_stack_of_three():
    assert holds(goal("G09"), scene(("f1", 0.0), ("f2", "f1", 0.0), ("f3", "f2", 0.0)))
    assert not holds(goal("G09"), scene(("f1", 0.0), ("f2", "f1", 0.0), ("f3", 20.0)))


def test_bridge_rests_on_two_friends_at_once():
    base = [("f1", -6.0), ("f2", 6.0)]
    assert holds(goal("G10"), scene(*base, ("f3", "f1", 6.0)))  # centred over both
    assert not holds(goal("G10"), scene(*base, ("f3", "f1", -2.0)))  # only on f1


def test_chain_is_one_touching_group():
    assert holds(goal("G07"), scene(("f1", -12.0), ("f5", 0.0), ("f9", 12.0)))
    assert not holds(goal("G07"), scene(("f1", -12.0), ("f5", 0.0), ("f9", 20.0)))


def test_hub_touches_three_others():
    # f5 touches its left and right neighbours and the Friend on its head.
    hub = scene(("f1", -12.0), ("f5", 0.0), ("f9", 12.0), ("f13", "f5", 0.0))
    assert holds(goal("G12"), hub)
    assert not holds(goal("G12"), scene(("f1", -12.0), ("f5", 0.0), ("f9", 12.0)))


def test_apart_needs_three_friends_no_two_touching():
    assert holds(goal("G11"), scene(("f1", -30.0), ("f2", 0.0), ("f3", 30.0)))
    assert not holds(goal("G11"), scene(("f1", -12.0), ("f2", 0.0), ("f3", 30.0)))
    # four Friends where two pairs touch still have three apart? -24/-12 touch, 12/24 touch:
    # any three include a touching pair.
    assert not holds(goal("G11"), scene(("f1", -24.0), ("f2", -12.0), ("f3", 12.0), ("f4", 24.0)))


def test_colours():
    three = scene(("f1", -30.0), ("f5", 0.0), ("f9", 30.0))
    assert holds(goal("G08"), three)  # three different colours
    assert not holds(goal("G14"), three)  # not three of one colour
    family = scene(("f1", -30.0), ("f2", 0.0), ("f3", 30.0))
    assert holds(goal("G14"), family) and not holds(goal("G08"), family)
    assert not holds(goal("G13"), three)
    assert holds(goal("G13"), scene(("f1", -30.0), ("f5", -10.0), ("f9", 10.0), ("f13", 30.0)))


def test_alone_centre():
    assert holds(goal("G16"), scene(("f1", 10.0)))
    assert not holds(goal("G16"), scene(("f1", 20.0)))  # too far from the centre
    assert not holds(goal("G16"), scene(("f1", 0.0), ("f2", 30.0)))  # not alone


def test_only_friends_of_the_goal_floor_count():
    recs = {"f1": stand("f1", FLOOR, 0.0)}
    assert GoalScene.from_scene(Scene.build(recs.values()), [2]).friends == ()


@pytest.mark.parametrize("card", load_data().goals, ids=lambda g: g.id)
def test_every_goal_has_words(card):
    text = str(describe(card))
    assert text and text[0].isupper()
