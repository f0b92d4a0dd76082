"""Time the Towers board renderer: CPU ms, wall ms and PNG size per board.

    python -m bench.render_towers [--runs 60] [--save DIR]

Boards: the start, a realistic mid-game (20 seeded random moves), a finished game, and a
worst case with several tall towers (heights 12, 9, 7, 5, ...). Target: ≤ 4 ms CPU and
≤ 100 KB per board.
"""

from __future__ import annotations

import random

from bench import render_timing
from bot.games.towers import GAME, TowersState
from bot.games.towers.views import TowersView
from render.towers import render


def _start() -> TowersState:
    return GAME.new_state(2, 1, GAME.validate_options(2, {}))


def _random_walk(seed: int, plies: int) -> TowersState:
    """The start position after `plies` seeded random moves (or earlier, if it ends)."""
    rng = random.Random(seed)
    state = _start()
    for _ in range(plies):
        if state.outcome() is not None:
            break
        state = state.apply(rng.choice(state.legal_moves()))
    return state


def _tall_towers() -> TowersState:
    """A worst case: many tall towers of mixed colours, and a last move onto one of them."""
    stacks = {
        "c3": list("ybybybbyybyb"),
        "d4": list("yyybbby"),
        "f6": list("bybbb"),
        "b5": list("bbyby"),
        "e2": list("byybyybyb"),
        "a6": list("yybbyybbyy"),
        "a1": ["y"],
        "f1": ["b", "y"],
        "d6": list("bbbyyyb"),
        "e3": ["y", "b", "y"],
    }
    state = GAME.position_from_json({"game": "towers", "to_move": "b", "stacks": stacks})
    return state.apply(GAME.parse_move(state, "e2-e3"))


def boards() -> dict[str, TowersView]:
    """The benchmark views by name."""
    return {
        "start": GAME.seat_view(_start(), None),
        "mid-game (20 random plies)": GAME.seat_view(_random_walk(7, 20), None),
        "finished": GAME.seat_view(_random_walk(3, 400), None),
        "tall towers (worst case)": GAME.seat_view(_tall_towers(), None),
    }


def main(argv: list[str] | None = None) -> None:
    cases = {name: (lambda v=view: render(v)) for name, view in boards().items()}
    render_timing.main("Towers board renders", cases, 60, argv)


if __name__ == "__main__":
    main()
