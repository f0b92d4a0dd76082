"""Issue 29 item 3 through SimCord: after "My moves" and a pick of what to move, each
option of the private move menu starts with the tag (A, B…) that the "where can it go"
picture draws on the cell the move ends on, in the menu's order."""

from __future__ import annotations

from typing import Any

from bot.core.targets import TAG_JOIN, tag, targets_for
from bot.matches.picker import find_group, find_move
from tests.e2e.helpers import current_match, open_game
from tests.e2e.test_two_taps import options_of


async def test_each_move_of_a_picked_group_starts_with_its_cells_tag(table: Any) -> None:
    t = table
    board = await open_game(t, game="tumbling")
    m = current_match(t)
    choices = t.env.bot.service.turns.move_choices(m, t.alice.id)
    r = await t.alice.click(board, label="My moves")
    menu = r.response
    for _label, key in options_of(menu):
        await t.alice.select(menu, values=[key])
        group = find_group(choices, key)
        assert group is not None
        on_cell = {
            tg: x["cell"]
            for x in targets_for(m.game, m.state, m.seat_of(t.alice.id), group.choices)
            for tg in x["label"].split(TAG_JOIN)
        }
        moves = [(label, v) for label, v in options_of(menu) if v != "__back__"]
        for i, (label, value) in enumerate(moves):
            choice = find_move(choices, value)
            assert choice is not None
            assert label.startswith(f"{tag(i)} · {choice.notation}")
            assert on_cell[tag(i)] == choice.cells[-1]
        await t.alice.select(menu, values=["__back__"])
