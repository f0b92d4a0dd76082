"""The seeded hand: how far a placement misses, and how hard a pat lands.

Every draw comes from `hand_rng(seed, counter)`, a `random.Random` seeded with a string
(SHA-512 based, the same in every process and Python run), so the match seed and the
placement counter reproduce the exact same tremor. All sigmas of `[dexterity]` are
multiplied by the player's difficulty factor (steady 0.6 … butterfingers 2.2).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bot.games.cattower.specs import Dexterity, PetSpec


def hand_rng(seed: int, counter: int) -> random.Random:
    """The random stream of placement number `counter` in the match with `seed`."""
    return random.Random(f"cattower:{seed}:hand:{counter}")


def deck_rng(seed: int, counter: int) -> random.Random:
    """The random stream of deck shuffle number `counter` (0 = the set-up)."""
    return random.Random(f"cattower:{seed}:deck:{counter}")


@dataclass(frozen=True)
class Tremor:
    """How the hand sets one piece down, in the frame of the surface it goes on."""

    dx: float  # mm along the surface (positive = right)
    tilt: float  # radians (positive = counter-clockwise, i.e. leaning left)
    vx: float  # mm/s sideways slip at release
    spin: float  # rad/s
    lift: float  # mm above the surface at release
    fold: float  # share of a wall's stance kept by the fold (1 = perfect)


PERFECT = Tremor(0.0, 0.0, 0.0, 0.0, 0.0, 1.0)


def sample_tremor(rng: random.Random, factor: float, dex: Dexterity, wall: bool = False) -> Tremor:
    """One placement's tremor (a fixed number of draws, wall or not)."""
    dx = rng.gauss(0.0, dex.sigma_pos * factor)
    tilt = math.radians(rng.gauss(0.0, dex.sigma_angle_deg * factor))
    vx = rng.gauss(0.0, dex.sigma_vel * factor)
    spin = rng.gauss(0.0, dex.sigma_spin * factor)
    lift = dex.drop_gap + abs(rng.gauss(0.0, dex.sigma_gap * factor))
    loss = min(dex.fold_loss_max, abs(rng.gauss(0.0, dex.fold_loss_sd * factor)))
    return Tremor(dx, tilt, vx, spin, lift, 1.0 - loss if wall else 1.0)


@dataclass(frozen=True)
class Brush:
    """The hand brushing the tower: which piece (an index into the candidates, as a
    fraction), which way, and how high on the piece."""

    pick: float
    sign: int
    height: float


def sample_brush(rng: random.Random, dex: Dexterity) -> Brush | None:
    """A brush with `dex.brush_chance`, else None (always three draws)."""
    roll, pick, side = rng.random(), rng.random(), rng.random()
    height = rng.random()
    if roll >= dex.brush_chance:
        return None
    return Brush(pick, 1 if side < 0.5 else -1, height)


@dataclass(frozen=True)
class Pat:
    """A pat on a Friend's head: a downward impulse plus a sideways part (g·mm/s)."""

    down: float
    side: float
    offset: float  # where along the head, as a share of half the width


def sample_pat(rng: random.Random, factor: float, pet: PetSpec) -> Pat:
    down = pet.impulse * math.exp(rng.gauss(0.0, pet.lognormal_sigma * factor))
    side = rng.gauss(0.0, pet.head_side_ratio * factor) * down
    offset = rng.uniform(-0.5, 0.5)
    return Pat(down, side, offset)
