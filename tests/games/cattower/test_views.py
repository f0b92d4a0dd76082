"""The typed view (`views.CatTowerView`) describes exactly what the game's view holds, and
the per-seat hand is declared as a seat option."""

from __future__ import annotations

from typing import Any, NotRequired, get_origin, get_type_hints

from bot.games.cattower import GAME
from bot.games.cattower.policy import choose
from bot.games.cattower.setup import DIFFICULTIES
from bot.games.cattower.views import BodyView, CatTowerView, CatView, GoalCardView


def _keys(typed: Any) -> tuple[frozenset[str], frozenset[str]]:
    """(required keys, all keys) of a TypedDict (read from the annotations: with postponed
    annotations Python 3.11 does not see `NotRequired` at runtime)."""
    hints = get_type_hints(typed, include_extras=True)
    optional = {k for k, t in hints.items() if get_origin(t) is NotRequired}
    return frozenset(set(hints) - optional), frozenset(hints)


def _check(data: dict[str, Any], typed: Any) -> None:
    required, allowed = _keys(typed)
    assert required <= set(data), f"missing {sorted(required - set(data))}"
    assert set(data) <= allowed, f"undeclared {sorted(set(data) - allowed)}"


def _views(mode: str, players: int, plies: int) -> list[dict[str, Any]]:
    state = GAME.new_state(players, 5, GAME.validate_options(players, {"mode": mode}))
    out = []
    for _ in range(plies):
        out += [dict(GAME.view(state, seat)) for seat in (None, *range(players))]
        if state.outcome() is not None:
            break
        state = state.apply(choose(state))
    out.append(dict(GAME.view(GAME.resign(state, 0), None)))
    return out


def test_views_hold_exactly_the_declared_keys() -> None:
    for view in _views("coop", 1, 12) + _views("competitive", 2, 12):
        _check(view, CatTowerView)
        for body in view["bodies"] + (view["ghost"] or []):
            _check(body, BodyView)
        for cat in view["cats"]:
            _check(cat, CatView)
        for goal in view["face_up_goals"]:
            _check(goal, GoalCardView)
        for frame in view.get("count_frames") or []:
            for body in frame:
                _check(body, BodyView)


def test_the_hand_is_a_seat_option() -> None:
    (hand,) = GAME.caps.seat_options
    assert (hand.name, str(hand.label), hand.default, hand.ai_default) == (
        "difficulty",
        "hand",
        "normal",
        "steady",
    )
    assert hand.choices == DIFFICULTIES
    picks = [hand.coerce("Shaky"), hand.coerce(None), hand.ai_default]
    options = GAME.validate_options(3, {"difficulty": picks})
    assert options["difficulty"] == ["shaky", "normal", "steady"]
    assert GAME.new_state(3, 1, options).difficulty == ("shaky", "normal", "steady")
