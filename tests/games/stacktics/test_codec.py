"""Position JSON (the rules file's format), snapshots and malformed input."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from bot.core.errors import PositionError
from tests.games.stacktics.helpers import GAME, play, start

RULES_EXAMPLE = {
    "game": "stacktics",
    "files": 5,
    "ranks": 5,
    "size": 3,
    "to_move": "r",
    "captured": {"r": 0, "b": 0},
    "stacks": {"b1": ["r3", "r2", "r1"], "c5": ["b3", "b2", "b1"]},
}


def test_the_rules_file_example_reads() -> None:
    state = GAME.position_from_json(RULES_EXAMPLE)
    view = GAME.view(state, None)
    assert view["stacks"] == RULES_EXAMPLE["stacks"]
    assert view["threshold"] == 9 and view["to_move"] == 0
    assert GAME.position_to_json(state) == RULES_EXAMPLE
    assert state.draw_limit == 0  # perft positions ignore the draw rules


def test_missing_keys_take_defaults() -> None:
    bare = GAME.position_from_json({"game": "stacktics", "stacks": {"a1": ["r1"]}})
    assert (bare.geo.files, bare.geo.ranks, bare.geo.size, bare.colour, bare.captured) == (
        5,
        5,
        3,
        0,
        (0, 0),
    )
    by_size = GAME.position_from_json({"game": "stacktics", "size": 5, "stacks": {}})
    assert (by_size.geo.files, by_size.geo.ranks) == (7, 6)
    by_board = GAME.position_from_json({"game": "stacktics", "files": 6, "ranks": 6, "stacks": {}})
    assert by_board.geo.size == 4 and by_board.geo.loaded_range == 3
    assert GAME.position_from_json({"game": "stacktics", "files": 3, "ranks": 5}).geo.size == 2


def _with(**changes: Any) -> dict[str, Any]:
    data = json.loads(json.dumps(RULES_EXAMPLE))
    data.update(changes)
    return data


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        "stacktics",
        5,
        _with(game="towers"),
        _with(stacks={"z9": ["r1"]}),
        _with(stacks={"b1": ["r4"]}),
        _with(stacks={"b1": ["x3"]}),
        _with(stacks={"b1": []}),
        _with(stacks={"b1": "r3"}),
        _with(stacks={"b1": ["r3", "b1"]}),
        _with(stacks=["b1"]),
        _with(stacks={"b1": [None]}),
        _with(to_move="g"),
        _with(to_move=None),
        _with(captured={"r": -1, "b": 0}),
        _with(captured={"r": "lots"}),
        _with(captured={"g": 1}),
        _with(captured=[0, 0]),
        _with(files=0),
        _with(files="wide"),
        _with(files=8, ranks=8, size=None),
        _with(size=0),
        _with(size=[3]),
        _with(files=True),
    ],
)
def test_malformed_positions_raise_position_error(data: Any) -> None:
    with pytest.raises(PositionError):
        GAME.position_from_json(data)


@pytest.mark.parametrize(
    "changes",
    [
        {"earlier": ["nonsense"]},
        {"earlier": 5},
        {"last": {"move": [99, 0, 0], "origin": "r1"}},
        {"last": {"move": "fly"}},
        {"last": "b1-b2"},
        {"last": {"move": [0, 3, 1], "origin": "r1"}},
        {"pie": "maybe"},
        {"pie": "open", "to_move": "r"},
        {"swapped": True, "pie": "off"},
        {"swapped": "yes"},
        {"draw_limit": -5},
        {"no_capture_plies": "x"},
    ],
)
def test_malformed_snapshots_raise_position_error(changes: dict[str, Any]) -> None:
    data = GAME.encode_state(start())
    data.update(changes)
    with pytest.raises(PositionError):
        GAME.decode_state(data)


def test_snapshots_restore_everything() -> None:
    rng = random.Random(3)
    state = play(start(board="4x4"), "Mb1-b2", "swap")
    for _ in range(30):
        if state.outcome() is not None:
            break
        state = state.apply(rng.choice(state.legal_moves()))
        copy = GAME.decode_state(json.loads(json.dumps(GAME.encode_state(state))))
        assert GAME.view(copy, None) == GAME.view(state, None)
        assert copy.legal_moves() == state.legal_moves()
        assert copy.history == state.history and copy.swapped and copy.ply == state.ply


def test_a_restored_game_still_counts_repetitions() -> None:
    cycle = ("Lb1-a1", "Lb5-a5", "La1-b1", "La5-b5")
    state = play(start(), *cycle, *cycle[:3])
    copy = GAME.decode_state(json.loads(json.dumps(GAME.encode_state(state))))
    after = play(copy, cycle[3])
    assert after.outcome() is not None and str(after.outcome().reason) == "third repetition"


def test_determinize_rebuilds_the_state_from_the_view() -> None:
    state = play(start(), "Mb1-b3", "Sc5-a3")
    rebuilt = GAME.determinize(GAME.view(state, 1), 1, random.Random(0))
    assert rebuilt.legal_moves() == state.legal_moves() and rebuilt.cells == state.cells


def test_perft_positions_drop_the_pie_rule_and_draw_counters() -> None:
    data = GAME.encode_state(play(start(board="4x4"), "Mb1-b2"))
    data.update(no_capture_plies=99, draw_limit=10)
    state = GAME.position_from_json(data)
    assert state.pie == "off" and state.outcome() is None
    assert len(state.legal_moves()) == GAME.perft(state, 1)


def test_random_junk_positions_only_raise_position_error() -> None:
    rng = random.Random(5)
    junk: list[Any] = [None, 0, -1, "", "r3", [], {}, [["r3"]], {"a1": 1}, True, 3.5, "b1"]
    keys = [
        "game",
        "files",
        "ranks",
        "size",
        "to_move",
        "captured",
        "stacks",
        "pie",
        "swapped",
        "draw_limit",
        "no_capture_plies",
        "ply",
        "earlier",
        "last",
    ]
    for _ in range(500):
        data = GAME.encode_state(start())
        for key in rng.sample(keys, rng.randrange(1, 4)):
            data[key] = rng.choice(junk)
        for decode in (GAME.decode_state, GAME.position_from_json):
            try:
                decode(data)
            except PositionError:
                pass
