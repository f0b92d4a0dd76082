"""Differential checks of a game's snapshot reader: the quick reading of what `encode_state`
wrote must give exactly the state the field-by-field checked reading gives, and refuse
exactly what it refuses; a decoded state must play on like the state it was written from.
The game tests (tests/games/<key>/test_snapshot_reading.py) call these with their own way
of switching the quick paths off."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable, Iterator
from typing import Any

from bot.core.protocol import State, turn
from bot.core.registry import AnyGame
from bot.matches import seats as seating
from bot.matches.models import Seat


def random_states(game: AnyGame, seed: int, plies: int) -> list[State[Any]]:
    """The states of a seeded random two-seat game of `game`, start first (up to `plies`
    moves, ending at the end of the game)."""
    seats = [Seat(f"p{i}", 10 + i, None, seating.human_options(game, {})) for i in range(2)]
    options = game.validate_options(2, dict(seating.start_values(game, seats)))
    state = game.new_state(2, seed, options)
    rng = random.Random(seed)
    states = [state]
    for _ in range(plies):
        seat = state.to_move
        moves = state.legal_moves(seat) if seat is not None else []
        if not moves:
            break
        state = list(turn(state, rng.choice(moves), seat))[-1].after
        states.append(state)
    return states


def _leaf_changes(value: Any) -> list[Any]:
    """Wrong-looking replacements of one JSON value (each refused or read as the
    checked reader reads it)."""
    if isinstance(value, bool):
        return [int(value), str(value).lower(), None]
    if isinstance(value, int):
        return [str(value), value + 1, -1, True, 10**400, value + 0.5, None]
    if isinstance(value, float):
        return [str(value), float("nan"), float("inf"), 10**400, int(value), None]
    if isinstance(value, str):
        return [value.upper(), value + "x", value[:-1], " " + value, 7, None, [value]]
    if value is None:
        return [0, "", [], {}]
    if isinstance(value, list):
        out: list[Any] = [[], {}, "x"]
        if value:
            out += [value[1:], value + value[:1], [*value[:-1], None], tuple(value)]
        return out
    out = [[], None]
    for key in list(value)[:3]:
        out.append({k: v for k, v in value.items() if k != key})
        out.append({(k.upper() if k == key else k): v for k, v in value.items()})
    return [*out, {**value, "x": 1}]


def _paths(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, (*path, i))


def _replaced(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    out = copy.copy(value)
    out[path[0]] = _replaced(value[path[0]], path[1:], new)
    return out


def variants(data: dict[str, Any], rng: random.Random, count: int) -> list[Any]:
    """`count` seeded copies of `data`, each changed in one place (a value retyped,
    emptied, made huge or not finite; a key dropped, renamed or added; a list cut)."""
    paths = list(_paths(data))
    out = []
    for _ in range(count):
        path = rng.choice(paths)
        at = data
        for step in path:
            at = at[step]
        out.append(_replaced(data, path, rng.choice(_leaf_changes(at))))
    return out


def reading(game: AnyGame, data: Any) -> tuple[str, str]:
    """What decoding `data` gives: the error's type, or the state's snapshot, outcome and
    legal moves (as text)."""
    try:
        state = game.decode_state(copy.deepcopy(data))
    except Exception as exc:  # noqa: BLE001 - compared, not hidden: both must fail alike
        return "raises", type(exc).__name__
    seat = state.to_move
    moves = state.legal_moves(seat) if seat is not None else []
    described = {
        "state": game.encode_state(state),
        "outcome": repr(state.outcome()),
        "moves": [game.format_move(state, m) for m in moves],
    }
    return "state", json.dumps(described, sort_keys=True, default=repr)


def check_quick_equals_checked(
    game: AnyGame, states: list[State[Any]], checked: Callable[[], Any], per_state: int = 40
) -> int:
    """For every state and `per_state` one-place changes of its snapshot: the reading
    with the quick paths equals the reading after `checked()` switched them off (a
    context manager). Returns how many snapshots were compared."""
    rng = random.Random(len(states))
    cases = []
    for state in states:
        data = json.loads(json.dumps(game.encode_state(state)))
        cases += [data, *variants(data, rng, per_state)]
    quick = [reading(game, c) for c in cases]
    with checked():
        slow = [reading(game, c) for c in cases]
    for case, a, b in zip(cases, quick, slow, strict=True):
        assert a == b, f"quick and checked readings differ for {json.dumps(case)[:300]}"
    assert any(kind == "state" for kind, _ in quick) and any(k == "raises" for k, _ in quick)
    return len(cases)


def check_decoded_plays_on(game: AnyGame, states: list[State[Any]], seed: int) -> None:
    """decode(encode(s)) == s for every state (same snapshot, outcome and moves), and a
    decoded state played on with the same random moves ends exactly like the original."""
    for state in states:
        data = json.loads(json.dumps(game.encode_state(state)))
        back = game.decode_state(data)
        assert reading(game, data) == reading(game, game.encode_state(state))
        assert game.encode_state(back) == data
        rng_a, rng_b = random.Random(seed), random.Random(seed)
        a, b = state, back
        for _ in range(12):
            seat = a.to_move
            moves_a = a.legal_moves(seat) if seat is not None else []
            moves_b = b.legal_moves(seat) if seat is not None else []
            assert [game.format_move(a, m) for m in moves_a] == [
                game.format_move(b, m) for m in moves_b
            ]
            if not moves_a:
                break
            a = list(turn(a, rng_a.choice(moves_a), seat))[-1].after
            b = list(turn(b, rng_b.choice(moves_b), seat))[-1].after
            assert game.encode_state(a) == game.encode_state(b)
            assert a.outcome() == b.outcome()
