"""Golden "where can it go" pictures (issue 29 item 3): one per cell game, the public view
of a seeded random position marked with the targets of one picker group — the group
with the most target cells, so the picture shows many tags (and, where the engine has
them, several moves to one cell)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.core.registry import get_game
from bot.core.targets import targets_for, with_targets
from bot.matches import picker


def where_view(
    key: str, players: int, seed: int, plies: int, options: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The public view after `plies` seeded random moves, marked with the targets of the
    on-turn seat's group (of `picker.group_moves`) that reaches the most cells."""
    from tests.render.golden.positions import random_state

    game = get_game(key)
    state = random_state(key, players, seed, plies, options)
    seat = min(state.actors())
    groups = picker.group_moves(game.move_choices(state, seat))
    best = max(
        (targets_for(game, state, seat, g.choices) for g in groups),
        key=lambda t: (len(t), sum(len(x["label"]) for x in t)),
    )
    return dict(with_targets(game.view(state, None), best))


BUILDERS: dict[str, Callable[[], dict[str, Any]]] = {
    "where_kitty": lambda: where_view("kitty", 2, 5, 40),
    "where_towers": lambda: where_view("towers", 2, 7, 20),
    "where_stacktics": lambda: where_view("stacktics", 2, 11, 26, {"board": "7x6"}),
    "where_tumbling": lambda: where_view("tumbling", 2, 7, 30),
}
