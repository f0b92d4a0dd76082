"""Time the Kitty Stack Tower board renderer and the card renderer.

    python bench/render_kitty.py [--runs 60] [--save DIR]

Prints the median and fastest wall time, the median CPU time (ms) and the PNG size (KB) of a busy radius-4,
four-player mid-game board (many tall stacks, tokens, a Frenzy removal, a flip arrow),
of a radius-6 board, and of a two-card DM image. Targets for the radius-4 board:
median <= 20 ms and <= 120 KB. `--save DIR` also writes the images for a look.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.core.grid import hex_grid  # noqa: E402
from render.cards import render_cards  # noqa: E402
from render.kitty import render  # noqa: E402

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
        stacks[name] = pieces[i:i + h]
        i += h
    occupied = list(stacks)
    heights = [sum(len(s) for s in stacks.values() if s[-1] == c) for c in colours]
    return {
        "game": "kitty", "players": players, "seat_names": NAMES[:players],
        "colours": list(colours), "radius": radius, "phase": "play", "to_move": 2,
        "actors": [2], "stacks": stacks,
        "tokens": {occupied[0]: ["rainbow"], occupied[1]: ["twist"],
                   occupied[2]: ["rainbow", "twist"]},
        "removed": [{"seat": 0, "cell": "e5", "pieces": pieces[-6:], "points": 6}],
        "unplaced": [0] * players, "heights": heights, "own_colour": [4] * players,
        "public_points": [6, 0, 2, 0][:players],
        "revealed": [{"seat": 0, "id": "frenzy", "name": "Monochromatic Frenzy"}],
        "hand_sizes": [2, 2, 1, 2][:players], "objectives": players > 2, "passes": 1,
        "ply": 31, "last_move": f"flip {occupied[3]}>{occupied[4]}",
        "last_action": {"kind": "flip", "seat": 1, "cells": ["d4", "e4", "f3"]},
        "pending": None, "final": None, "outcome": None, "secret": None,
    }


CARDS = [
    {"id": "rainbow-bridge", "name": "Rainbow Bridge", "revealed": False,
     "text": "Reveal. When a Stack or Disassemble gives one of your stacks its 3rd (or 4th) "
             "colour, score +2 (or +3) and mark it with a Rainbow token."},
    {"id": "tower-king", "name": "Tower King", "revealed": False,
     "text": "End of game: half the height of your tallest stack, rounded down."},
]


def timed(make: Callable[[], bytes], runs: int) -> tuple[float, float, float, int]:
    """(median wall ms, fastest wall ms, median CPU ms, PNG bytes) of `runs` calls after one
    warm-up call. CPU time leaves out time spent waiting for a busy machine's cores."""
    data = make()
    wall, cpu = [], []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        data = make()
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    return statistics.median(wall), min(wall), statistics.median(cpu), len(data)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=60)
    parser.add_argument("--save", type=Path, default=None)
    args = parser.parse_args()
    cases: list[tuple[str, Callable[[], bytes]]] = [
        ("kitty board r4, 4 players (busy)", lambda: render(busy_view(4, 4))),
        ("kitty board r6, 4 players", lambda: render(busy_view(6, 4))),
        ("kitty board r3, 2 players", lambda: render(busy_view(3, 2))),
        ("objective cards x2", lambda: render_cards(CARDS)),
    ]
    for label, make in cases:
        median, fastest, cpu, size = timed(make, args.runs)
        print(f"{label:34s} median {median:5.1f} ms  fastest {fastest:5.1f} ms  "
              f"cpu {cpu:5.1f} ms  {size / 1024:5.1f} KB")
        if args.save is not None:
            args.save.mkdir(parents=True, exist_ok=True)
            slug = label.split(" (")[0].replace(" ", "_").replace(",", "")
            (args.save / f"{slug}.png").write_bytes(make())


if __name__ == "__main__":
    main()
