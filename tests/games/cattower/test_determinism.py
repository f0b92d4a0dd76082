"""Seed + choices reproduce a match bit for bit: in one process, after an encode/decode
"restart", after pickling, and in a fresh Python process."""

from __future__ import annotations

import json
import pickle
import subprocess
import sys
from pathlib import Path

import pymunk

from bot.games.cattower import GAME
from bot.games.cattower.policy import choose

ROOT = Path(__file__).resolve().parents[3]
OPTIONS = {"difficulty": "normal,shaky"}


def record_game(seed: int, plies: int) -> tuple[list[str], object]:
    state = GAME.new_state(2, seed, GAME.validate_options(2, OPTIONS))
    moves = []
    for _ in range(plies):
        if state.outcome() is not None:
            break
        move = choose(state)
        moves.append(GAME.format_move(state, move))
        state = state.apply(move)
    return moves, state


def replay(seed: int, moves: list[str]):
    state = GAME.new_state(2, seed, GAME.validate_options(2, OPTIONS))
    for text in moves:
        state = state.apply(GAME.parse_move(state, text))
    return state


def test_same_seed_and_choices_give_identical_positions():
    moves, state = record_game(21, 40)
    again = replay(21, moves)
    assert again.bodies == state.bodies
    assert GAME.encode_state(again) == GAME.encode_state(state)
    assert any(m == "confirm" for m in moves)


def test_a_different_seed_gives_a_different_hand():
    slips = set()
    for seed in (21, 22):
        state = GAME.new_state(2, seed, GAME.validate_options(2, OPTIONS))
        for text in ("take A01 left", "confirm"):
            state = state.apply(GAME.parse_move(state, text))
        slips.add(str(state.slip))
    assert len(slips) == 2


def test_restart_from_the_stored_snapshot_continues_identically():
    _moves, state = record_game(5, 30)
    text = json.dumps(GAME.encode_state(state))
    restored = GAME.decode_state(json.loads(text))
    assert GAME.encode_state(restored) == GAME.encode_state(state)
    a, b = state, restored
    for _ in range(25):
        if a.outcome() is not None:
            break
        move = choose(a)
        a = a.apply(move)
        b = b.apply(GAME.parse_move(b, GAME.format_move(b, move)))
    assert a.bodies == b.bodies and a.fallen == b.fallen and a.plies == b.plies


def test_states_pickle_and_continue_identically():
    _moves, state = record_game(8, 20)
    copy = pickle.loads(pickle.dumps(state))
    for _ in range(10):
        if state.outcome() is not None:
            break
        move = choose(state)
        state, copy = state.apply(move), copy.apply(move)
    assert state.bodies == copy.bodies


def test_the_snapshot_records_the_physics_version():
    _, state = record_game(1, 3)
    assert GAME.encode_state(state)["pymunk"] == pymunk.version


def test_a_fresh_process_replays_the_same_floats():
    moves, state = record_game(13, 30)
    script = (
        "import json, sys\n"
        "from bot.games.cattower import GAME\n"
        "seed, moves, options = json.loads(sys.stdin.read())\n"
        "s = GAME.new_state(2, seed, GAME.validate_options(2, options))\n"
        "for t in moves:\n"
        "    s = s.apply(GAME.parse_move(s, t))\n"
        "print(json.dumps(GAME.encode_state(s)['bodies']))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", script],
        input=json.dumps([13, moves, OPTIONS]),
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
        timeout=120,
    )
    assert json.loads(out.stdout) == GAME.encode_state(state)["bodies"]
