"""`views.py` describes exactly what `view.build_view` returns: every view of seeded random
games (set-up, play with cards and exchanges, the end; public and per seat) holds every
required key of `KittyView`, no undeclared key, and values of the declared types (nested
TypedDicts included)."""

from __future__ import annotations

import random
import types
from typing import Any, NotRequired, Union, get_args, get_origin, get_type_hints, is_typeddict

import pytest

from bot.core.protocol import State
from bot.games.kitty import GAME
from bot.games.kitty.moves import KittyMove
from bot.games.kitty.views import FinalView, KittyView, SecretView


def _problems(value: Any, tp: Any, where: str) -> list[str]:
    """Where `value` does not match the type `tp` (empty when it does)."""
    if tp is Any:
        return []
    origin, args = get_origin(tp), get_args(tp)
    if origin is NotRequired:
        return _problems(value, args[0], where)
    if origin in (Union, types.UnionType):
        options = [_problems(value, a, where) for a in args]
        return [] if any(not p for p in options) else min(options, key=len)
    if tp is type(None):
        return [] if value is None else [f"{where}: {value!r} is not None"]
    if is_typeddict(tp):
        if not isinstance(value, dict):
            return [f"{where}: {value!r} is not a {tp.__name__}"]
        hints = get_type_hints(tp, include_extras=True)
        out = [f"{where}.{k}: not declared in {tp.__name__}" for k in value if k not in hints]
        for key, hint in hints.items():
            if key in value:
                out += _problems(value[key], hint, f"{where}.{key}")
            elif get_origin(hint) is not NotRequired:
                out.append(f"{where}.{key}: missing")
        return out
    if origin is list:
        if not isinstance(value, list):
            return [f"{where}: {value!r} is not a list"]
        return [
            p for i, item in enumerate(value) for p in _problems(item, args[0], f"{where}[{i}]")
        ]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{where}: {value!r} is not a dict"]
        return [
            p
            for k, v in value.items()
            for p in _problems(k, args[0], f"{where} key") + _problems(v, args[1], f"{where}[{k}]")
        ]
    if tp is int and isinstance(value, bool):
        return [f"{where}: {value!r} is a bool, not an int"]
    return [] if isinstance(value, tp) else [f"{where}: {value!r} is not {tp.__name__}"]


def _games() -> list[State[KittyMove]]:
    """States along seeded random games with 2, 3 and 4 players (cards for 3 and 4)."""
    seen: list[State[KittyMove]] = []
    for players, setup in ((2, "random"), (3, "free"), (4, "turns")):
        state = GAME.new_state(players, players, GAME.validate_options(players, {"setup": setup}))
        rng = random.Random(players)
        for _ in range(400):
            seen.append(state)
            if state.outcome() is not None:
                break
            seat = state.to_move if state.to_move is not None else min(state.actors())
            moves = state.legal_moves(seat)
            state = state.apply(moves[rng.randrange(len(moves))], seat)
        if state.outcome() is None:
            seen.append(GAME.agreed_end(state))
    return seen


STATES = _games()


def test_the_games_visit_every_phase_and_step() -> None:
    views = [GAME.view(s) for s in STATES]
    assert {v["phase"] for v in views} == {"setup", "play", "over"}
    assert {"after_action", "offer", "force_give", "force_return"} & {v["step"] for v in views}


@pytest.mark.parametrize("seat", [None, 0, 1, 2, 3])
def test_every_view_matches_its_typed_dict(seat: int | None) -> None:
    for state in STATES:
        if seat is not None and seat >= state.num_players:
            continue
        view = GAME.view(state, seat)
        assert _problems(view, KittyView, "view") == []
        if view.get("secret") is not None:
            assert _problems(view["secret"], SecretView, "secret") == []
        if view.get("final") is not None:
            assert _problems(view["final"], FinalView, "final") == []


def test_position_declares_exactly_the_fields_of_changes() -> None:
    """Every field of `Changes` is declared once with the same type: on `Position` (its
    own fields) or on `Shared` (read through a property of `Position`)."""
    from bot.games.kitty.model import CACHES, FIELDS, OWN_FIELDS, Changes, Position
    from bot.games.kitty.shared import SHARED_FIELDS, Shared

    own = {k: v for k, v in Position.__annotations__.items() if k in FIELDS}
    shared = {k: v for k, v in Shared.__annotations__.items() if k in FIELDS}
    assert list(own) == list(OWN_FIELDS)
    assert list(shared) == list(SHARED_FIELDS)
    wanted = {k: getattr(v, "__forward_arg__", v) for k, v in Changes.__annotations__.items()}
    assert {**own, **shared} == wanted
    extra = set(Position.__annotations__) - set(own) - set(CACHES)
    assert extra == {"_shared", "num_players"}
    for name in SHARED_FIELDS:
        prop = Position.__dict__[name]
        assert isinstance(prop, property) and prop.fget is not None
        assert prop.fget.__annotations__["return"] == shared[name]
