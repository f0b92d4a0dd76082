"""Time the Kitty Stack Tower board renderer and the card renderer.

    python -m bench.render_kitty [--runs 60] [--save DIR]

Prints the median CPU time, the median wall time (ms) and the PNG size (KB) of a busy
radius-4, four-player mid-game board (many tall stacks, tokens, a Frenzy removal, a flip
arrow), of radius-6 and radius-3 boards, of boards from seeded random games, and of a
two-card DM image. Views are built once, outside the timing. Targets for radius 4:
≤ 8 ms CPU and ≤ 120 KB. `--save DIR` also writes the images for a look.

Stacks and seat chips are stamped from cached tiles while they stay the same
(`render.tiles`): the boards above are timed warm, as when a move leaves most stacks as
they were. The "cold" row empties those caches before every render: the cost when none
is cached (a first render, or more tables in play than the caches hold).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from bench import render_timing
from bot.core.grid import hex_grid
from bot.games.kitty import GAME
from render import renderer_for
from render.cards import render_cards
from render.kitty import clear_tiles

#: The Kitty renderer as the render pool calls it: any view mapping → PNG.
render = renderer_for("kitty")

NAMES = ["Red Fluff", "Yellow Puff", "Blue Bean", "Green Ball"]
HEIGHTS = [1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 6, 7, 9, 12]


def busy_view(radius: int = 4, players: int = 4, seed: int = 11) -> dict[str, Any]:
    """A crowded mid-game public view: every piece on the board in stacks of 1–12."""
    rnd = random.Random(seed)
    grid = hex_grid(radius)
    colours = "rybg"[:players]
    pieces = [c for c in colours for _ in range(15)]
    rnd.shuffle(pieces)
    cells = [grid.name(c) for c in grid.cells]
    rnd.shuffle(cells)
    stacks: dict[str, list[str]] = {}
    i = 0
    for name in cells:
        if i >= len(pieces) - 6:
            break
        h = min(rnd.choice(HEIGHTS), len(pieces) - 6 - i)
        stacks[name] = pieces[i : i + h]
        i += h
    occupied = list(stacks)
    heights = [sum(len(s) for s in stacks.values() if s[-1] == c) for c in colours]
    return {
        "game": "kitty",
        "players": players,
        "seat_names": NAMES[:players],
        "colours": list(colours),
        "radius": radius,
        "phase": "play",
        "to_move": 2,
        "actors": [2],
        "stacks": stacks,
        "tokens": {
            occupied[0]: ["rainbow"],
            occupied[1]: ["twist"],
            occupied[2]: ["rainbow", "twist"],
        },
        "removed": [{"seat": 0, "cell": "e5", "pieces": pieces[-6:], "points": 6}],
        "unplaced": [0] * players,
        "heights": heights,
        "own_colour": [4] * players,
        "public_points": [6, 0, 2, 0][:players],
        "revealed": [{"seat": 0, "id": "frenzy", "name": "Monochromatic Frenzy"}],
        "hand_sizes": [2, 2, 1, 2][:players],
        "objectives": players > 2,
        "passes": 1,
        "ply": 31,
        "last_move": f"flip {occupied[3]}>{occupied[4]}",
        "last_action": {"kind": "flip", "seat": 1, "cells": ["d4", "e4", "f3"]},
        "pending": None,
        "final": None,
        "outcome": None,
        "secret": None,
    }


CARDS = [
    {
        "id": "rainbow-bridge",
        "name": "Rainbow Bridge",
        "revealed": False,
        "text": "Reveal. When a Stack or Disassemble gives one of your stacks its 3rd (or 4th) "
        "colour, score +2 (or +3) and mark it with a Rainbow token.",
    },
    {
        "id": "tower-king",
        "name": "Tower King",
        "revealed": False,
        "text": "End of game: half the height of your tallest stack, rounded down.",
    },
]


def main(argv: list[str] | None = None) -> None:
    random_r4 = render_timing.random_state(
        "kitty", 4, 3, 60, {"radius": 4, "setup": "random", "objectives": True}
    )
    random_r3 = render_timing.random_state("kitty", 2, 5, 40, {})
    views = {
        "kitty board r4, 4 players (busy)": busy_view(4, 4),
        "kitty board r6, 4 players": busy_view(6, 4),
        "kitty board r3, 2 players": busy_view(3, 2),
        "kitty r4 random game (4 players, 60 plies)": GAME.view(random_r4, None),
        "kitty r3 random game (2 players, 40 plies)": GAME.view(random_r3, None),
    }
    cases: dict[str, Callable[[], bytes]] = {
        name: partial(render, view) for name, view in views.items()
    }
    busy = views["kitty board r4, 4 players (busy)"]
    cases["kitty board r4 busy, cold (no tile cached)"] = lambda: _cold(busy)
    cases["objective cards x2"] = lambda: render_cards(CARDS)
    render_timing.main("Kitty Stack Tower renders", cases, 60, argv)


def _cold(view: Mapping[str, Any]) -> bytes:
    clear_tiles()
    return render(view)


if __name__ == "__main__":
    main()
