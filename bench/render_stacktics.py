"""Stacktics render speed: CPU ms, wall ms and PNG size per board.

    python -m bench.render_stacktics [--runs 40] [--save DIR]

Boards: the 7×6 mid-game of 26 seeded random moves (captures preferred half the time),
a 5×5 random game, and the start. Target: ≤ 6 ms CPU per board.
"""

from __future__ import annotations

import random
from typing import Any

from bench import render_timing
from bot.games.stacktics import StackticsGame
from bot.games.stacktics.movegen import is_capture
from render.stacktics import render


def mid_game_view(seed: int = 11, plies: int = 26) -> dict[str, Any]:
    """The view after `plies` seeded random moves on 7×6 (captures preferred half the time)."""
    game = StackticsGame()
    state = game.new_state(2, seed, game.validate_options(2, {"board": "7x6"}))
    rng = random.Random(seed)
    for _ in range(plies):
        if state.outcome() is not None:
            break
        moves = state.legal_moves()
        captures = [m for m in moves if is_capture(state.cells, m)]
        state = state.apply(rng.choice(captures if captures and rng.random() < 0.5 else moves))
    return state.view()


def main(argv: list[str] | None = None) -> None:
    views = {
        "7x6 mid-game (26 plies, captures)": mid_game_view(),
        "5x5 random game (40 plies)": render_timing.random_state(
            "stacktics", 2, 5, 40, {"board": "5x5"}
        ).view(None),
        "7x6 start": render_timing.random_state("stacktics", 2, 1, 0, {"board": "7x6"}).view(None),
    }
    cases = {name: (lambda v=view: render(v)) for name, view in views.items()}
    render_timing.main("Stacktics board renders", cases, 40, argv)


if __name__ == "__main__":
    main()
