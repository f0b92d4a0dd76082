"""Issue 29 item 3, "Where can it go?": for every cell game, over seeded random positions
and every group of the "My moves" picker, the picture's targets cover exactly the cells
the group's moves end on (as the engine gives them), and each option of the group's menu
(built by the real `cogs.prompts`) starts with the tag drawn on its move's cell."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.registry import get_game
from bot.core.targets import TAG_JOIN, targets_for
from bot.matches import picker
from cogs import prompts
from tests.cogs.test_picker_menus import match_at, options_of, positions

#: (game, players, options, whether groups with several moves to one cell are met: Kitty's
#: merged groups of four players, Tumbling's steps and tumbles ending on one edge cell).
CELL_GAMES = [
    pytest.param("kitty", 2, {"setup": "random"}, False, id="kitty-2p"),
    pytest.param("kitty", 4, {}, True, id="kitty-4p"),
    pytest.param("stacktics", 2, {"board": "7x6"}, False, id="stacktics-7x6"),
    pytest.param("stacktics", 2, {"board": "3x5"}, False, id="stacktics-3x5"),
    pytest.param("towers", 2, {}, False, id="towers"),
    pytest.param("tumbling", 2, {}, True, id="tumbling"),
]


@pytest.mark.parametrize(("key", "players", "options", "shares"), CELL_GAMES)
def test_targets_cover_the_groups_destinations_and_tags_match_the_menu(
    key: str, players: int, options: dict[str, Any], shares: bool
) -> None:
    game = get_game(key)
    groups_seen = shared = 0
    for seed in range(1, 4):
        for state, seat in positions(game, players, options, seed, plies=60):
            moves = {game.format_move(state, mv): mv for mv in state.legal_moves(seat)}
            choices = game.move_choices(state, seat)
            m = match_at(game, state)
            for group in picker.group_moves(choices):
                targets = targets_for(game, state, seat, group.choices)
                # What the engine says each move of the group ends on (its last cell).
                ends = {
                    n: cells[-1]
                    for n in (c.notation for c in group.choices)
                    if (cells := game.move_cells(state, moves[n]))
                }
                assert sorted(t["cell"] for t in targets) == sorted(set(ends.values()))
                tag_cell = {tg: t["cell"] for t in targets for tg in t["label"].split(TAG_JOIN)}
                labels = [
                    label
                    for label, value in options_of(prompts.group_message(m, group).view)
                    if value != prompts.BACK
                ]
                assert len(labels) == len(group.choices)
                for label, choice in zip(labels, group.choices, strict=True):
                    if choice.notation not in ends:
                        assert not any(label.startswith(f"{tg} · ") for tg in tag_cell)
                        continue
                    tg = label.split(" · ", 1)[0]
                    assert (
                        label
                        == prompts.TAGGED_OPTION.format(
                            tag=tg, label=prompts.picker_option(choice)[0]
                        )[:100]
                    )
                    assert tag_cell[tg] == ends[choice.notation]
                assert len(tag_cell) == len(ends)  # one tag per move with a cell
                for t in targets:
                    starts = {
                        game.move_cells(state, moves[c.notation])[0]
                        for c in group.choices
                        if ends.get(c.notation) == t["cell"]
                        and len(game.move_cells(state, moves[c.notation])) >= 2
                    }
                    assert t.get("picked") == (next(iter(starts)) if len(starts) == 1 else None)
                shared += sum(TAG_JOIN in t["label"] for t in targets)
                groups_seen += 1
    assert groups_seen > 30
    if shares:
        assert shared > 0


def test_cat_and_the_towers_menus_carry_no_tags() -> None:
    game = get_game("cattower")
    for state, seat in positions(game, 2, {"mode": "competitive"}, 3, plies=40):
        choices = game.move_choices(state, seat)
        m = match_at(game, state)
        for group in picker.group_moves(choices):
            assert targets_for(game, state, seat, group.choices) == []
            for label, value in options_of(prompts.group_message(m, group).view):
                if value != prompts.BACK:
                    assert " · " not in label[:5]
