"""Snapshots: exact round trips, malformed data refused with PositionError, perft."""

from __future__ import annotations

import copy
import json

import pytest

from bot.core.errors import PositionError
from bot.games.cattower import GAME
from bot.games.cattower.policy import choose


def played(plies=12, **options):
    s = GAME.new_state(2, 17, GAME.validate_options(2, options))
    for _ in range(plies):
        s = s.apply(choose(s))
    return s


@pytest.mark.parametrize("options", [{}, {"mode": "competitive"}])
def test_encode_json_decode_round_trip(options):
    s = played(**options)
    data = GAME.encode_state(s)
    back = GAME.decode_state(json.loads(json.dumps(data)))
    assert GAME.encode_state(back) == data
    assert back.bodies == s.bodies and back.turn == s.turn and back.decks == s.decks


def test_position_from_json_accepts_a_minimal_description():
    s = GAME.position_from_json({"game": "cattower"})
    assert s.players == 1 and s.coop and s.top_floor == 1
    c = GAME.position_from_json(
        {"game": "cattower", "players": 3, "seed": 5, "mode": "competitive"}
    )
    assert c.players == 3 and not c.coop
    full = GAME.position_from_json(GAME.encode_state(played()))
    assert full.plies == 12


def mutate(data, path, value):
    out = copy.deepcopy(data)
    node = out
    for key in path[:-1]:
        node = node[key]
    if value is KeyError:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    return out


BAD = [
    (("players",), 9),
    (("players",), "two"),
    (("mode",), "versus"),
    (("seed",), -1),
    (("difficulty",), ["steady"]),
    (("difficulty",), "steady"),
    (("story",), 7),
    (("bodies",), "lots"),
    (("bodies",), [["w1", 0, 0, 0, 0, 0, 0]]),
    (("bodies",), [["x9", 0, 0, 0, 0, 0, 0, 1]]),
    (("bodies",), [["w1", "a", 0, 0, 0, 0, 0, 1]]),
    (("bodies",), [["w1", 0, 0, 0, 0, 0, 0, 5.0]]),
    (("bodies",), [["toto", 0, 12.5, 0, 0, 0, 0, 1], ["toto", 0, 12.5, 0, 0, 0, 0, 1]]),
    (("decks", "action_up"), ["A99"]),
    (("decks", "action_up"), []),
    (("decks", "goal_deck"), ["G01"]),
    (("decks", "hands"), [["G03"]]),
    (("turn", "step"), "dance"),
    (("turn", "draft"), {"kind": "rocket"}),
    (("turn", "tries"), 7),
    (("turn",), []),
    (("fallen",), ["f1"]),
    (("toto_floor",), 30),
    (("active",), 5),
    (("outcome",), "won"),
    (("count_frames",), [[1, 2]]),
    (("cats",), [1]),
    (("turn", "draft"), {"kind": "walls", "left": "marble", "right": "bricks"}),
    (("turn", "petted"), ["nobody"]),
    (("decks",), "shuffled"),
]


@pytest.mark.parametrize("path, value", BAD, ids=[f"{'.'.join(p)}={v!r}"[:40] for p, v in BAD])
def test_malformed_snapshots_raise_position_error(path, value):
    data = GAME.encode_state(played(4))
    with pytest.raises(PositionError):
        GAME.decode_state(mutate(data, path, value))


@pytest.mark.parametrize(
    "raw",
    [
        None,
        3,
        "cattower",
        [],
        {"game": "towers"},
        {"game": "cattower", "players": 0},
        {"game": "cattower", "options": "x"},
        {"game": "cattower", "target": 11},
    ],
)
def test_bad_positions_raise_position_error(raw):
    with pytest.raises(PositionError):
        GAME.position_from_json(raw)


def test_perft_counts_the_draft_moves():
    s = GAME.position_from_json({"game": "cattower", "players": 1, "seed": 3})
    assert GAME.perft(s, 0) == 1
    assert GAME.perft(s, 1) == 3  # A01 left, A01 right, A02
    # After `take A01 left`: walls swap, spacing narrow, spacing wide, 2 nudges, confirm, back.
    # After `take A01 right`: the same 7. After `take A02`: colours, floors, spots... counted
    # by the generic walk; the fast walk must agree with it.
    from bot.core.protocol import perft

    assert GAME.perft(s, 2) == perft(s, 2)
    assert GAME.perft(s, 2) >= 14
