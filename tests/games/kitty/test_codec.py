"""The position format of the rules file and the store's snapshots."""

from __future__ import annotations

import json

import pytest

from bot.core.errors import PositionError
from bot.games.kitty import GAME
from tests.games.kitty.helpers import ISSUE_POSITION, play


def test_missing_optional_keys_take_defaults() -> None:
    state = GAME.position_from_json({"game": "kitty", "stacks": {"d4": ["r"], "d5": ["y"]}})
    assert state.radius == 3 and state.colours == "ry" and state.to_move == 0 and state.passes == 0
    three = GAME.position_from_json(
        {"game": "kitty", "players": ["r", "y", "b"], "to_move": "b", "stacks": {}}
    )
    assert three.radius == 4 and three.to_move == 2


def test_position_round_trips() -> None:
    state = GAME.position_from_json(ISSUE_POSITION)
    assert GAME.position_to_json(state) == ISSUE_POSITION


@pytest.mark.parametrize(
    "bad",
    [
        [],
        "kitty",
        {"game": "towers"},
        {"game": "kitty", "radius": 9},
        {"game": "kitty", "radius": "three"},
        {"game": "kitty", "players": ["r"]},
        {"game": "kitty", "players": ["r", "r"]},
        {"game": "kitty", "players": ["r", "x"]},
        {"game": "kitty", "to_move": "b"},
        {"game": "kitty", "passes": -1},
        {"game": "kitty", "passes": None},
        {"game": "kitty", "stacks": []},
        {"game": "kitty", "stacks": {"z9": ["r"]}},
        {"game": "kitty", "stacks": {"d4": []}},
        {"game": "kitty", "stacks": {"d4": ["b"]}},
        {"game": "kitty", "stacks": {"d4": [1]}},
        {"game": "kitty", "stacks": {"d4": None}},
        {"game": "kitty", "stacks": {"d4": ["r"] * 16}},
    ],
)
def test_malformed_positions_raise_position_error(bad) -> None:
    with pytest.raises(PositionError):
        GAME.position_from_json(bad)


def test_snapshots_round_trip_with_secrets() -> None:
    state = GAME.new_state(3, 42, GAME.validate_options(3, {"setup": "random"}))
    state = play(state, *[GAME.format_move(state, state.legal_moves()[0])])
    data = json.loads(json.dumps(GAME.encode_state(state)))
    back = GAME.decode_state(data)
    assert GAME.encode_state(back) == GAME.encode_state(state)
    assert back.hands == state.hands and back.seed == state.seed


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d.pop("cells"),
        lambda d: d.update(cells=["x"]),
        lambda d: d.update(hands=[["frenzy"], ["frenzy"], []]),
        lambda d: d.update(hands=[["no-such-card"], [], []]),
        lambda d: d.update(turn=7),
        lambda d: d.update(step="dance"),
        lambda d: d.update(pending=[1]),
        lambda d: d.update(tokens=[[0, ["sparkle"]]]),
    ],
)
def test_malformed_snapshots_raise_position_error(mutate) -> None:
    state = GAME.new_state(3, 42, GAME.validate_options(3, {"setup": "random"}))
    data = GAME.encode_state(state)
    mutate(data)
    with pytest.raises(PositionError):
        GAME.decode_state(data)
    with pytest.raises(PositionError):
        GAME.decode_state("not a snapshot")
