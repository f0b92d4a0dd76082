"""Hand-built Kitty Stack Tower views (the schema of the renderer's brief) and image helpers
shared by the renderer tests."""

from __future__ import annotations

import copy
import io
from typing import Any

from PIL import Image

NAMES = ["Red", "Yellow", "Blue", "Green"]


def make_view(players: int = 4, radius: int = 4, **overrides: Any) -> dict[str, Any]:
    """A play-phase public view with a few stacks; keyword arguments replace keys."""
    view: dict[str, Any] = {
        "game": "kitty",
        "players": players,
        "seat_names": NAMES[:players],
        "colours": list("rybg"[:players]),
        "radius": radius,
        "phase": "play",
        "to_move": 0,
        "actors": [0],
        "stacks": {"d4": ["r", "y", "y"], "e5": ["b"], "c3": ["g", "r"]},
        "tokens": {},
        "removed": [],
        "unplaced": [0] * players,
        "heights": [2, 3, 1, 0][:players],
        "own_colour": [1, 2, 1, 0][:players],
        "public_points": [0] * players,
        "revealed": [],
        "hand_sizes": [0] * players,
        "objectives": False,
        "passes": 0,
        "ply": 12,
        "last_move": None,
        "last_action": None,
        "pending": None,
        "final": None,
        "outcome": None,
        "secret": None,
    }
    view.update(copy.deepcopy(overrides))
    return view


def rgb(png: bytes) -> Image.Image:
    """Decode PNG bytes into an RGB image."""
    return Image.open(io.BytesIO(png)).convert("RGB")


def count_colour(
    img: Image.Image, colour: tuple[int, int, int], box: tuple[int, int, int, int] | None = None
) -> int:
    """How many pixels of `img` (inside `box` if given) are exactly `colour`."""
    region = img.crop(box) if box is not None else img
    return sum(n for n, c in region.getcolors(region.width * region.height) if c == colour)


def around(centre: tuple[float, float], half: float) -> tuple[int, int, int, int]:
    """The square box of half-side `half` px around `centre`."""
    x, y = centre
    return round(x - half), round(y - half), round(x + half), round(y + half)
