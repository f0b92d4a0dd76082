"""The starting state: an empty board (or every piece placed at random) and, with objective
cards, the hands dealt from the match seed."""

from __future__ import annotations

import random
from functools import cache
from math import ceil, log

from bot.games.kitty import movegen as T
from bot.games.kitty.cards import CARD_IDS, CARDS_PER_PLAYER, sort_cards
from bot.games.kitty.geometry import geometry
from bot.games.kitty.model import COLOUR_ORDER, PIECES_PER_PLAYER, STEP_TURN, Changes
from bot.games.kitty.state import KittyState
from bot.games.kitty.turns import start_play
from bot.i18n import Said, said


def starting_state(
    players: int, seed: int, radius: int, setup_mode: str, objectives: bool
) -> KittyState:
    """The set-up state of checked options; with `setup_mode` "random" every piece is
    already placed from `seed` and play begins."""
    hands: tuple[tuple[str, ...], ...] = ((),) * players
    if objectives:
        deck = list(CARD_IDS)
        random.Random(f"kitty-deal:{seed}").shuffle(deck)
        hands = tuple(
            sort_cards(deck[s * CARDS_PER_PLAYER : (s + 1) * CARDS_PER_PLAYER])
            for s in range(players)
        )
    if setup_mode == "random":
        return _random_setup(players, int(seed), radius, objectives, hands)
    return KittyState(**_fields(players, int(seed), radius, setup_mode, objectives, hands))


def _fields(
    players: int,
    seed: int,
    radius: int,
    setup_mode: str,
    objectives: bool,
    hands: tuple[tuple[str, ...], ...],
) -> Changes:
    """Every field of the set-up state of these options, before any piece is placed."""
    return {
        "radius": radius,
        "colours": COLOUR_ORDER[:players],
        "cells": ("",) * geometry(radius).size,
        "tokens": (),
        "phase": "setup",
        "setup_mode": setup_mode,
        "unplaced": (PIECES_PER_PLAYER,) * players,
        "turn": 0,
        "step": STEP_TURN,
        "pending": None,
        "offered": False,
        "passes": 0,
        "_ply": 0,
        "seed": seed,
        "objectives": objectives,
        "hands": hands,
        "revealed": frozenset(),
        "discarded": (),
        "banked": ((),) * players,
        "removed": (),
        "exchanged": (False,) * players,
        "knowledge": ((),) * players,
        "out": (False,) * players,
        "last": None,
        "events": (),
        "ended": None,
    }


def _random_setup(
    players: int, seed: int, radius: int, objectives: bool, hands: tuple[tuple[str, ...], ...]
) -> KittyState:
    """The state once every piece is placed at random from `seed` and play begins (built
    at once, with its tables: every stack is one piece)."""
    # every field but the board, the seed and the hands is the same for these options:
    # copy them from a template (`replace` shares what did not change)
    key = (radius, players, objectives)
    template = _TEMPLATES.get(key)
    if template is None:
        fields = _fields(players, 0, radius, "random", objectives, hands)
        template = _TEMPLATES[key] = KittyState(**(fields | _play_starts(fields)))
    rng = random.Random(f"kitty-setup:{seed}")
    colours = template.colours
    cells = tuple(placed(rng, list(_pieces(colours)), len(template.cells)))
    state = template.replace(cells=cells, seed=seed, hands=hands)
    state._tables = T.Tables.of_singles(cells, colours)
    return state


#: The random set-up of seed 0 per (radius, players, objectives), its board empty.
_TEMPLATES: dict[tuple[int, int, bool], KittyState] = {}


@cache
def _pieces(colours: str) -> str:
    """Every piece of the seats of `colours`, as `placed` takes them before shuffling."""
    return "".join(c * PIECES_PER_PLAYER for c in colours)


def _play_starts(fields: Changes) -> Changes:
    """The changes of a random set-up once the pieces are placed: no piece left to place,
    then `start_play` with its events (they read only the seat count and the fields every
    fresh set-up shares, so `_random_setup` keeps them in its template)."""
    players = len(fields["colours"])
    found: Changes = {"unplaced": (0,) * players}
    events: list[Said] = [said("kitty-event-random-setup")]
    start_play(KittyState(**fields), found, events)
    found["events"] = tuple(events)
    return found


def placed(rng: random.Random, pieces: list[str], size: int) -> list[str]:
    """A board of `size` cells holding `pieces` as `rng.shuffle(pieces)` followed by
    `rng.sample(range(size), len(pieces))` places them (piece k on the k-th drawn cell):
    the same draws from `rng` (CPython's algorithms, `_randbelow` by `getrandbits`),
    without a method call per draw. Shuffles `pieces` in place."""
    bits = rng.getrandbits
    for i, n, k in _shuffle_steps(len(pieces)):
        j = bits(k)
        while j >= n:
            j = bits(k)
        pieces[i], pieces[j] = pieces[j], pieces[i]
    count = len(pieces)
    cells = [""] * size
    setsize = 21 + (4 ** ceil(log(count * 3, 4)) if count > 5 else 0)
    if not 0 <= count <= size <= setsize:  # `sample` tracks a set here: let it draw
        for cell, piece in zip(rng.sample(range(size), count), pieces):
            cells[cell] = piece
        return cells
    pool = list(range(size))
    for i, n, k, last in _sample_steps(count, size):
        j = bits(k)
        while j >= n:
            j = bits(k)
        cells[pool[j]] = pieces[i]
        pool[j] = pool[last]
    return cells


@cache
def _shuffle_steps(count: int) -> tuple[tuple[int, int, int], ...]:
    """(i, n = i + 1, bits of n) for the steps of shuffling `count` items."""
    return tuple((n - 1, n, n.bit_length()) for n in range(count, 1, -1))


@cache
def _sample_steps(count: int, size: int) -> tuple[tuple[int, int, int, int], ...]:
    """(i, n = size - i, bits of n, n - 1) for the draws of sampling `count` of `size`."""
    return tuple((i, size - i, (size - i).bit_length(), size - i - 1) for i in range(count))
