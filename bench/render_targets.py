"""Time the "where can it go" pictures (issue 29 item 3) against the plain boards: CPU ms
per picture with and without `targets`, for each cell game.

    python -m bench.render_targets [--runs 60]

Each board is a seeded random position; its targets are those of the on-turn seat's
picker group that reaches the most cells (the most marks to draw). Target: a picture with
targets costs no more than the plain board + 20 %.
"""

from __future__ import annotations

import argparse
import functools
from typing import Any

from bench import render_timing
from bot.core.registry import get_game
from bot.core.targets import targets_for, with_targets
from bot.core.views import View
from bot.matches import picker
from render import render_view

#: (name, game, players, seed, plies, options) of the boards timed.
BOARDS: tuple[tuple[str, str, int, int, int, dict[str, Any]], ...] = (
    ("kitty r3, 2 players (40 plies)", "kitty", 2, 5, 40, {}),
    ("kitty r4, 4 players (60 plies)", "kitty", 4, 3, 60, {"radius": 4, "setup": "random"}),
    ("towers (20 plies)", "towers", 2, 7, 20, {}),
    ("stacktics 7x6 (26 plies)", "stacktics", 2, 11, 26, {"board": "7x6"}),
    ("tumbling (30 plies)", "tumbling", 2, 7, 30, {}),
)


def views(
    key: str, players: int, seed: int, plies: int, options: dict[str, Any]
) -> tuple[View, View]:
    """(plain public view, the same view marked with the widest group's targets)."""
    game = get_game(key)
    state = render_timing.random_state(key, players, seed, plies, options)
    seat = min(state.actors())
    groups = picker.group_moves(game.move_choices(state, seat))
    best = max((targets_for(game, state, seat, g.choices) for g in groups), key=len)
    plain = game.view(state, None)
    return plain, with_targets(plain, best)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="where-can-it-go picture renders")
    parser.add_argument("--runs", type=int, default=60)
    args = parser.parse_args(argv)
    print("Where can it go? pictures against the plain board (median CPU ms per render)")
    print(f"{'board':34s} {'marks':>5s} {'plain':>8s} {'marked':>8s} {'extra':>7s}")
    for name, key, players, seed, plies, options in BOARDS:
        plain, marked = views(key, players, seed, plies, options)
        a, _ = render_timing.measure(functools.partial(render_view, plain), args.runs)
        b, _ = render_timing.measure(functools.partial(render_view, marked), args.runs)
        extra = (b.cpu_ms / a.cpu_ms - 1) * 100 if a.cpu_ms else 0.0
        marks = len(marked.get("targets") or [])
        print(f"{name:34s} {marks:5d} {a.cpu_ms:8.2f} {b.cpu_ms:8.2f} {extra:6.1f}%")


if __name__ == "__main__":
    main()
