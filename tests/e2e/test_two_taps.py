"""On a phone every legal move is two taps away: My moves opens a menu of what to move
when there are more than 25 moves, then a menu of its moves; autocomplete narrows."""

from __future__ import annotations

from typing import Any

from bot.matches.picker import find_move
from tests.e2e.helpers import current_match, open_game, private_text


def options_of(menu: Any) -> list[tuple[str, str]]:
    """The options of the select menu on `menu` (a private message, as it is now)."""
    for row in menu.components:
        for item in row.get("components", [row]):
            if item.get("options"):
                return [(o["label"], o["value"]) for o in item["options"]]
    return []


async def test_every_tumbling_move_is_two_taps_away(table: Any) -> None:
    t = table
    board = await open_game(t, game="tumbling")
    m = current_match(t)
    choices = t.env.bot.service.move_choices(m, t.alice.id)
    legal = {c.notation for c in choices}
    assert len(legal) > 25
    r = await t.alice.click(board, label="My moves")
    menu = r.response
    groups = options_of(menu)
    assert "First pick what to move" in private_text(r) and 1 < len(groups) <= 25
    reached: set[str] = set()
    for _label, key in groups:
        await t.alice.select(menu, values=[key])
        second = options_of(menu)
        moves = [v for _, v in second if v != "__back__"]
        assert 0 < len(moves) <= 25 and all(len(v) <= 100 for v in moves)
        found = [find_move(choices, v) for v in moves]
        reached |= {c.notation for c in found if c is not None}
        assert None not in found
        assert ("← back to all your moves", "__back__") in second
        await t.alice.select(menu, values=["__back__"])
        assert options_of(menu) == groups
    assert reached == legal
    # Pick a group, then a move: it is played.
    await t.alice.select(menu, values=[groups[0][1]])
    move = next(v for _, v in options_of(menu) if v != "__back__")
    played = await t.alice.select(menu, values=[move])
    assert not played.ephemeral
    assert current_match(t).ply == 1


async def test_autocomplete_narrows_and_says_how(table: Any) -> None:
    t = table
    await open_game(t, game="tumbling")
    choices = await t.alice.autocomplete(t.channel, "kitty move", "move", "")
    assert len(choices) == 25 and "more: type a cell" in choices[-1]["name"]
    legal = {c.notation for c in t.env.bot.service.move_choices(current_match(t), t.alice.id)}
    assert all(c["value"] in legal for c in choices)
    m = current_match(t)
    cell = t.env.bot.service.move_choices(m, t.alice.id)[0].notation[:2]
    narrowed = await t.alice.autocomplete(t.channel, "kitty move", "move", cell)
    assert narrowed and all(c["value"].startswith(cell) for c in narrowed[:3])
