"""Issue 27 item 8: typing a cell in the autocomplete lists the moves *from* it first, then
the moves *to* it, for every game and board size (from the game's own `move_cells`, not
from the text of the notation); and every option value of the "My moves" menus is a short
key that resolves back to its move only while that move is legal (the menus themselves
are checked in `tests/cogs/test_picker_menus.py`)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.core.protocol import MoveChoice
from bot.core.registry import get_game
from bot.matches.picker import find_move, move_value, narrow
from tests.cogs.test_picker_menus import positions

#: (game, players, options) for every game and board size that has cells.
BOARDS = [
    pytest.param("kitty", 2, {"setup": "random"}, id="kitty-r3"),
    pytest.param("kitty", 3, {"setup": "random"}, id="kitty-r4"),
    pytest.param("stacktics", 2, {"board": "4x4"}, id="stacktics-4x4"),
    pytest.param("stacktics", 2, {"board": "3x5"}, id="stacktics-3x5"),
    pytest.param("stacktics", 2, {"board": "5x5"}, id="stacktics-5x5"),
    pytest.param("stacktics", 2, {"board": "6x6"}, id="stacktics-6x6"),
    pytest.param("stacktics", 2, {"board": "7x6"}, id="stacktics-7x6"),
    pytest.param("stacktics", 2, {"board": "7x7"}, id="stacktics-7x7"),
    pytest.param("towers", 2, {}, id="towers"),
    pytest.param("tumbling", 2, {}, id="tumbling"),
]
#: The first cell named in a notation (`stack b3>b4` → b3, `Ld1-e1` → d1, `d4>ne` → d4).
FIRST_CELL = re.compile(r"(?<![a-z])[a-z]?([a-z][0-9]{1,2})")


def first_cell(notation: str) -> str | None:
    found = FIRST_CELL.search(notation.lower())
    return found.group(1) if found else None


@pytest.mark.parametrize(("key", "players", "options"), BOARDS)
def test_typing_a_cell_lists_moves_from_it_then_moves_to_it(
    key: str, players: int, options: dict[str, Any]
) -> None:
    game = get_game(key)
    checked = to_after_from = 0
    for seed in (1, 2):
        for state, seat in positions(game, players, options, seed, plies=60):
            choices = game.move_choices(state, seat)
            for cell in sorted({c for x in choices for c in x.cells}):
                for typed in (cell, cell.upper(), f" {cell} "):
                    found, total = narrow(choices, typed, limit=len(choices))
                    assert len(found) == total
                    origin = [x for x in choices if x.cells and x.cells[0] == cell]
                    target = [x for x in choices if cell in x.cells[1:]]
                    assert found[: len(origin)] == origin, f"{key}: from {cell} not first"
                    got = found[len(origin) : len(origin) + len(target)]
                    assert got == target, f"{key}: moves to {cell} not next"
                # The game's origin is the cell its notation names first.
                assert all(first_cell(x.notation) == cell for x in origin)
                assert all(first_cell(x.notation) != cell for x in target)
                # Engine order interleaves them: the fix is what puts "from" first.
                if origin and target and choices.index(target[0]) < choices.index(origin[-1]):
                    to_after_from += 1
                checked += 1
    assert checked > 50
    assert to_after_from > 0, f"{key}: no position tells a cell's origin from its targets"


def test_kitty_b4_lists_stack_b4_before_stack_b3_to_b4() -> None:
    choices = [
        MoveChoice("stack b3>b4", "", ("b3", "b4")),
        MoveChoice("chain a2>b3", "", ("a2", "b3", "b4")),
        MoveChoice("stack b4>b5", "", ("b4", "b5")),
        MoveChoice("flip c5>b4", "", ("c5", "b4", "a3")),
        MoveChoice("frenzy b4", "", ("b4",)),
        MoveChoice("pass", "pass b4 never", ()),
    ]
    found, total = narrow(choices, "b4")
    assert [c.notation for c in found] == [
        "stack b4>b5",
        "frenzy b4",
        "stack b3>b4",
        "chain a2>b3",
        "flip c5>b4",
        "pass",
    ]
    assert total == 6


def test_stacktics_e1_lists_le1_before_ld1_e1() -> None:
    choices = [MoveChoice("Ld1-e1", "", ("d1", "e1")), MoveChoice("Le1-f2", "", ("e1", "f2"))]
    found, _ = narrow(choices, "e1")
    assert [c.notation for c in found] == ["Le1-f2", "Ld1-e1"]
    found, _ = narrow(choices, "ld1")  # a typed prefix still matches the notation
    assert [c.notation for c in found] == ["Ld1-e1"]


def test_a_key_of_another_position_resolves_to_nothing() -> None:
    game = get_game("towers")
    (before, seat), (after, _), *_ = positions(game, 2, {}, 7, plies=60)
    old = game.move_choices(before, seat)
    now = game.move_choices(after, after.to_move)
    gone = [c for c in old if c.notation not in {x.notation for x in now}]
    assert gone
    assert all(find_move(now, move_value(c)) is None for c in gone)
    assert find_move(now, "m~") is None and find_move(now, "b1-b2") is None
