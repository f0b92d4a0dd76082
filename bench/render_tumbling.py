"""Time the Tumbling Down renderer: CPU ms, wall ms and PNG size per board.

    python -m bench.render_tumbling [--runs 40] [--save DIR]

Boards: the start, a mid-game (30 seeded random plies, the number to watch), a board with
a "check" warning, a finished game and a worst case of tall mixed stacks after a tumble.
Views are built once, outside the timing (building one computes the threats). Target:
≤ 6 ms CPU per board.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bench import render_timing
from bot.games.tumbling import GAME, TumblingState
from bot.games.tumbling.views import TumblingView
from render.tumbling import render


def _random_walk(seed: int, plies: int) -> TumblingState:
    """The start after `plies` seeded random moves (or fewer, if the game ends)."""
    rng = random.Random(seed)
    state = GAME.new_state(2, 0, {})
    for _ in range(plies):
        if state.outcome() is not None:
            break
        state = state.apply(rng.choice(state.legal_moves()))
    return state


def _tall_stacks() -> TumblingState:
    stacks = {
        "c3": "wbwbwbwwbw",
        "d4": "bbbbbbbbw",
        "e5": "wwwwwww",
        "f6": "bwbwb",
        "b2": "bbbbbbbbbbbb",
        "g7": "wwb",
        "a8": "w",
        "h1": "b",
        "d6": "bw",
        "c6": "wbbbbw",
    }
    state = GAME.position_from_json(
        {"game": "tumbling", "to_move": "w", "stacks": {c: list(p) for c, p in stacks.items()}}
    )
    return state.apply(GAME.parse_move(state, "c3>ne"))


def _first_check(seed: int) -> TumblingState:
    """The first position of a seeded random game in which the side to move is in check."""
    rng = random.Random(seed)
    state = GAME.new_state(2, 0, {})
    while state.outcome() is None:
        nxt = state.apply(rng.choice(state.legal_moves()))
        if nxt.outcome() is None and any(t["check"] for t in GAME.seat_view(nxt, None)["threats"]):
            return nxt
        state = nxt
    return state


def boards() -> dict[str, TumblingState]:
    return {
        "start": GAME.new_state(2, 0, {}),
        "mid-game (30 random plies)": _random_walk(7, 30),
        "check warning": _first_check(11),
        "finished": _random_walk(3, 2000),
        "tall stacks after a tumble": _tall_stacks(),
    }


def _case(view: TumblingView) -> Callable[[], bytes]:
    return lambda: render(view)


def main(argv: list[str] | None = None) -> None:
    cases = {name: _case(GAME.seat_view(state, None)) for name, state in boards().items()}
    render_timing.main("Tumbling Down board renders", cases, 40, argv)


if __name__ == "__main__":
    main()
