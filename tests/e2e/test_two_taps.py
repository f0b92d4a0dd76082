"""On a phone every legal move is two taps away: My moves opens a menu of what to move
when there are more than 25 moves, then a menu of its moves; autocomplete narrows."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from bot.matches.picker import find_move
from tests.e2e.helpers import current_match, open_game, play, private_text


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
    choices = t.env.bot.service.turns.move_choices(m, t.alice.id)
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
    legal = {c.notation for c in t.env.bot.service.turns.move_choices(current_match(t), t.alice.id)}
    assert all(c["value"] in legal for c in choices)
    m = current_match(t)
    cell = t.env.bot.service.turns.move_choices(m, t.alice.id)[0].notation[:2]
    narrowed = await t.alice.autocomplete(t.channel, "kitty move", "move", cell)
    assert narrowed and all(c["value"].startswith(cell) for c in narrowed[:3])


async def test_kitty_autocomplete_of_b4_lists_moves_from_b4_then_moves_to_it(table: Any) -> None:
    """Issue 27: typing `b4` listed `stack b3>b4` before `stack b4>b5` (text prefixes)."""
    t = table
    await open_game(t, game="kitty", setup="random")
    members = {m.seat_of(x.user.id): x for m in [current_match(t)] for x in (t.alice, t.bob)}
    rng = random.Random(36)  # reaches `stack b4>b3` and `stack b3>b4`
    for _ in range(40):  # play on until b4 has moves both ways, a "to" listed before a "from"
        m = current_match(t)
        (seat,) = m.state.actors()
        notes = [c.notation for c in t.env.bot.service.turns.move_choices(m, members[seat].user.id)]
        froms = [i for i, n in enumerate(notes) if re.search(r"\bb4>", n)]
        tos = [i for i, n in enumerate(notes) if n.endswith(">b4")]
        if froms and tos and tos[0] < froms[-1]:
            break
        await play(t, members[seat], rng.choice([n for n in notes if n != "pass"] or notes))
    else:
        pytest.fail("no position with moves from and to b4")
    listed = await members[seat].autocomplete(t.channel, "kitty move", "move", "b4")
    values = [c["value"] for c in listed]
    assert values[: len(froms)] == [notes[i] for i in froms]
    rest = values[len(froms) :]
    before_others = rest[: next((i for i, v in enumerate(rest) if "b4" not in v), len(rest))]
    assert [v for v in before_others if v.endswith(">b4")] == [notes[i] for i in tos]
    assert all("b4" in c["name"] for c in listed)


async def test_a_move_key_of_an_old_menu_is_refused_privately(table: Any) -> None:
    """A menu's short key stands for a move only at its own ply: once the board moved on,
    picking it answers privately and plays nothing."""
    t = table
    board = await open_game(t, game="tumbling")
    r = await t.alice.click(board, label="My moves")
    menu = r.response
    await t.alice.select(menu, values=[options_of(menu)[0][1]])
    key = next(v for _, v in options_of(menu) if v != "__back__")
    assert key.startswith("m~") and len(key) <= 100
    for actor in (t.alice, t.bob):
        m = current_match(t)
        await play(t, actor, t.env.bot.service.turns.move_choices(m, actor.user.id)[-1].notation)
    ply = current_match(t).ply
    stale = await t.alice.select(menu, values=[key])
    assert "moved on" in private_text(stale)
    assert current_match(t).ply == ply
