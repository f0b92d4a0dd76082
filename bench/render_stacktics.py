"""Stacktics render speed: CPU ms, wall ms and PNG size per board.

    python -m bench.render_stacktics [--runs 40] [--save DIR]

Boards: the 7×6 mid-game of 26 seeded random moves (captures preferred half the time),
a 5×5 random game, and the start. Target: ≤ 6 ms CPU per board.
"""

from __future__ import annotations

import random

from bench import render_timing
from bot.games.stacktics import GAME, StackticsState
from bot.games.stacktics.movegen import is_capture
from bot.games.stacktics.views import StackticsView
from render.stacktics import render


def mid_game_view(seed: int = 11, plies: int = 26) -> StackticsView:
    """The view after `plies` seeded random moves on 7×6 (captures preferred half the time)."""
    state = GAME.new_state(2, seed, GAME.validate_options(2, {"board": "7x6"}))
    rng = random.Random(seed)
    for _ in range(plies):
        if state.outcome() is not None:
            break
        moves = state.legal_moves()
        captures = [m for m in moves if is_capture(state.cells, m)]
        state = state.apply(rng.choice(captures if captures and rng.random() < 0.5 else moves))
    return GAME.seat_view(state, None)


def _random_view(seed: int, plies: int, board: str) -> StackticsView:
    """The view of a seeded random game of `plies` on `board`."""
    state = render_timing.random_state("stacktics", 2, seed, plies, {"board": board})
    assert isinstance(state, StackticsState)
    return GAME.seat_view(state, None)


def main(argv: list[str] | None = None) -> None:
    views = {
        "7x6 mid-game (26 plies, captures)": mid_game_view(),
        "5x5 random game (40 plies)": _random_view(5, 40, "5x5"),
        "7x6 start": _random_view(1, 0, "7x6"),
    }
    cases = {name: (lambda v=view: render(v)) for name, view in views.items()}
    render_timing.main("Stacktics board renders", cases, 40, argv)


if __name__ == "__main__":
    main()
