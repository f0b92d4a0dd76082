"""Issue 29 item 3, "Where can it go?": `bot.core.targets` tags a picked group's moves in
menu order and lists the cells they end on (several moves to one cell share it)."""

from __future__ import annotations

import pytest

from bot.core.protocol import MoveChoice
from bot.core.registry import get_game
from bot.core.targets import move_tags, tag, targets_for, targets_of, with_targets


@pytest.mark.parametrize(
    ("index", "expected"),
    [(0, "A"), (1, "B"), (25, "Z"), (26, "AA"), (27, "AB"), (51, "AZ"), (52, "BA"), (701, "ZZ")],
)
def test_tags_run_a_to_z_then_aa(index: int, expected: str) -> None:
    assert tag(index) == expected


def test_tags_are_distinct_for_every_move_a_menu_can_hold() -> None:
    tags = [tag(i) for i in range(702)]
    assert len(set(tags)) == len(tags)
    with pytest.raises(ValueError):
        tag(-1)


def test_moves_without_cells_take_no_tag_and_do_not_use_one_up() -> None:
    choices = [
        MoveChoice("a1-a2", "a1 → a2", ("a1", "a2")),
        MoveChoice("pass", "pass"),
        MoveChoice("a1-b2", "a1 → b2", ("a1", "b2")),
        MoveChoice("place c3", "place c3", ("c3",)),
    ]
    assert move_tags(choices) == ["A", None, "B", "C"]


def test_moves_to_one_cell_share_it_with_their_tags_listed_together() -> None:
    choices = [
        MoveChoice("stack d4>e4", "", ("d4", "e4")),
        MoveChoice("chain d4>e4", "", ("d4", "e4", "f4")),
        MoveChoice("flip d4>e4", "", ("d4", "e4", "f4")),
        MoveChoice("stack d4>d5", "", ("d4", "d5")),
    ]
    assert targets_of(choices) == [
        {"cell": "e4", "label": "A", "picked": "d4"},
        {"cell": "f4", "label": "B/C", "picked": "d4"},
        {"cell": "d5", "label": "D", "picked": "d4"},
    ]


def test_a_placement_has_no_origin_and_mixed_origins_pick_none() -> None:
    choices = [
        MoveChoice("place c3", "", ("c3",)),
        MoveChoice("a1-b2", "", ("a1", "b2")),
        MoveChoice("c1-b2", "", ("c1", "b2")),
    ]
    assert targets_of(choices) == [{"cell": "c3", "label": "A"}, {"cell": "b2", "label": "B/C"}]


def test_a_stale_move_keeps_its_tag_but_is_not_marked() -> None:
    game = get_game("towers")
    state = game.new_state(2, 1, game.validate_options(2, {}))
    seat = min(state.actors())
    legal = game.move_choices(state, seat)
    stale = MoveChoice("z9-z8", "gone", ("a1", "f6"))
    group = [legal[0], stale, legal[1]]
    got = targets_for(game, state, seat, group)
    assert [t["label"] for t in got] == ["A", "C"]
    assert [t["cell"] for t in got] == [legal[0].cells[-1], legal[1].cells[-1]]


def test_cat_and_the_tower_has_no_targets() -> None:
    game = get_game("cattower")
    state = game.new_state(1, 3, game.validate_options(1, {}))
    seat = min(state.actors())
    choices = game.move_choices(state, seat)
    assert choices
    assert targets_for(game, state, seat, choices) == []
    assert all(t is None for t in move_tags(choices))


def test_with_targets_copies_and_leaves_the_key_out_when_empty() -> None:
    game = get_game("towers")
    view = game.view(game.new_state(2, 1, game.validate_options(2, {})), None)
    marked = with_targets(view, [{"cell": "a1", "label": "A"}])
    assert marked["targets"] == [{"cell": "a1", "label": "A"}]
    assert "targets" not in view
    assert "targets" not in with_targets(marked, [])
