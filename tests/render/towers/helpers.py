"""Views and image helpers shared by the Towers renderer tests."""

from __future__ import annotations

import io
import random
from typing import Any

from PIL import Image

from bot.core.protocol import State
from bot.core.registry import get_game

GAME = get_game("towers")


def start_state() -> State:
    return GAME.new_state(2, 1, GAME.validate_options(2, {}))


def played(seed: int, plies: int) -> State:
    """The start after `plies` seeded random moves (stopping early if the game ends)."""
    rng = random.Random(seed)
    state = start_state()
    for _ in range(plies):
        if state.outcome() is not None:
            break
        state = state.apply(rng.choice(state.legal_moves()))
    return state


def finished_state() -> State:
    """A random game played to its end."""
    state = played(3, 1000)
    assert state.outcome() is not None
    return state


def position(stacks: dict[str, list[str]], to_move: str = "y", **extra: Any) -> State:
    """A position with the match's default quiet limit of 40 (unless `extra` says otherwise)."""
    data = {
        "game": "towers",
        "files": 6,
        "ranks": 6,
        "to_move": to_move,
        "quiet_limit": 40,
        "stacks": stacks,
        **extra,
    }
    return GAME.decode_state(data)


def rgb(png: bytes) -> Image.Image:
    """Decode a PNG into an RGB image."""
    return Image.open(io.BytesIO(png)).convert("RGB")


def colours_in(img: Image.Image, box: tuple[int, int, int, int]) -> set[tuple[int, int, int]]:
    """Every colour present in `box` of `img`."""
    return {c for _, c in img.crop(box).getcolors(1 << 20)}
