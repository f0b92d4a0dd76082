"""The rules file's position format and the snapshot the store keeps."""

from __future__ import annotations

import json
import random

import pytest

from bot.core.errors import PositionError
from bot.core.views import View
from bot.games.tumbling.views import TumblingView
from tests.games.tumbling.helpers import GAME, play, position, stacks


def test_the_rules_file_example_reads_as_written():
    s = GAME.position_from_json(
        json.loads(
            '{"game": "tumbling", "files": 8, "ranks": 8, "to_move": "b",'
            ' "stacks": {"a1": ["w", "w", "w", "w"], "h8": ["b", "b", "b", "b"]}}'
        )
    )
    assert s.to_move == 0
    assert stacks(s) == {"a1": "wwww", "h8": "bbbb"}
    # h8: 3 steps and 3 tumbles.
    assert GAME.perft(s, 1) == 6


def test_missing_keys_take_defaults():
    s = GAME.position_from_json({"stacks": {"d4": ["w"]}})
    assert (s.geo.files, s.geo.ranks) == (8, 8)
    assert s.to_move == 0  # Black moves first


def test_other_board_sizes():
    s = GAME.position_from_json(
        {
            "game": "tumbling",
            "files": 3,
            "ranks": 2,
            "to_move": "w",
            "stacks": {"a1": ["w", "w"], "c2": ["b"]},
        }
    )
    # a1 on a 3×2 board has neighbours a2, b2, b1: 3 steps and 3 tumbles.
    assert GAME.perft(s, 1) == 6


def test_position_round_trip():
    s = position({"a1": "wwb", "h8": "b", "d4": "bw"}, to_move="b")
    again = GAME.position_from_json(GAME.position_to_json(s))
    assert stacks(again) == stacks(s) and again.to_move == s.to_move


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        "tumbling",
        {"game": "towers"},
        {"files": "eight"},
        {"files": 0},
        {"files": 27},
        {"ranks": True},
        {"files": 8.5},
        {"to_move": "red"},
        {"to_move": 1},
        {"stacks": []},
        {"stacks": {"z9": ["w"]}},
        {"stacks": {"a9": ["w"]}},
        {"stacks": {"a1": ["x"]}},
        {"stacks": {"a1": "wq"}},
        {"stacks": {"a1": [1]}},
        {"stacks": {"a1": {"w": 1}}},
        {"stacks": {"a1": ["w"], "A1": ["b"]}},
        {"stacks": {"7": ["w"]}},
        {"files": 4, "ranks": 4},
    ],
)
def test_malformed_positions_raise_position_error(data):
    with pytest.raises(PositionError):
        GAME.position_from_json(data)


def test_snapshot_round_trip_keeps_everything():
    s = GAME.new_state(2, 0, {})
    s = play(s, "h8>sw", "b1-c2", "g7-g6")
    back = GAME.decode_state(json.loads(json.dumps(GAME.encode_state(s))))
    assert stacks(back) == stacks(s)
    assert back.to_move == s.to_move and back.ply == s.ply == 3
    assert GAME.view(back, None)["last_move"] == "g7-g6"
    assert GAME.view(back, None)["last_path"] == ["g7", "g6"]
    assert [GAME.format_move(back, m) for m in back.legal_moves()] == [
        GAME.format_move(s, m) for m in s.legal_moves()
    ]


def test_snapshot_of_a_finished_game_stays_finished():
    s = position({"c3": "ww", "a8": "w", "d4": "bb", "h8": "b"}, to_move="b")
    done = play(s, "d4-c3")
    back = GAME.decode_state(GAME.encode_state(done))
    assert back.outcome() == done.outcome()
    assert GAME.view(back, None)["fallen"] == ["c3"]


@pytest.mark.parametrize(
    "patch",
    [
        {"ply": -1},
        {"ply": "x"},
        {"last": "d4-d9"},
        {"last": "d4>up"},
        {"last": 7},
        {"last_path": "d4"},
        {"seen": []},
        {"seen": {"nonsense": 1}},
        {"seen": {"/:b": 1}},
        {"outcome": "won"},
        {"outcome": {"winners": [3]}},
        {"fallen": ["q0"]},
    ],
)
def test_malformed_snapshots_raise_position_error(patch):
    data = GAME.encode_state(GAME.new_state(2, 0, {}))
    data.update(patch)
    with pytest.raises(PositionError):
        GAME.decode_state(data)


def test_decode_state_rejects_non_objects():
    for bad in (None, 3, "x", []):
        with pytest.raises(PositionError):
            GAME.decode_state(bad)


def test_view_has_the_documented_keys_and_is_json():
    s = play(GAME.new_state(2, 0, {}), "h8>sw")
    v = GAME.view(s, None)
    assert json.loads(json.dumps(v)) == v
    # Exactly the keys `TumblingView` declares; "outcome" only once the game is over.
    declared = set(TumblingView.__annotations__)
    own = declared - set(View.__annotations__)
    assert own | {"game", "players", "seat_names", "to_move", "last_move", "state"} <= set(v)
    assert set(v) <= declared and "outcome" not in v
    assert v["game"] == "tumbling" and v["players"] == 2
    assert v["seat_names"] == ["Black", "White"] and v["colours"] == ["b", "w"]
    assert v["last_move"] == "h8>sw"
    assert v["last_path"] == ["h8", "g7", "f6", "e5", "d4"]
    # Black's 4-high king tumbled away: its kings are now the three 3-high stacks.
    assert v["kings"] == {"b": ["g7", "h7", "g8"], "w": ["a1"]}
    assert v["stacks"]["f6"] == ["b", "b"]
    assert GAME.view(GAME.determinize(v, 1, random.Random(0)), None)["stacks"] == v["stacks"]
    assert GAME.view(s, 0) == GAME.view(s, 1) == GAME.view(s, None)
