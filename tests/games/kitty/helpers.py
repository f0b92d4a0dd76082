"""Shared helpers for the Kitty Stack Tower engine tests: positions written by hand."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.games.kitty import GAME
from bot.games.kitty.cards import sort_cards
from bot.games.kitty.state import KittyState

#: The saved position of issue 3 (2 players, radius 3).
ISSUE_POSITION: dict[str, Any] = {
    "game": "kitty",
    "radius": 3,
    "players": ["r", "y"],
    "to_move": "r",
    "passes": 0,
    "stacks": {
        "a1": ["y"],
        "a2": ["r"],
        "a3": ["r"],
        "a4": ["y"],
        "b3": ["y"],
        "b4": ["r"],
        "c1": ["y"],
        "c2": ["y"],
        "c3": ["y"],
        "c4": ["r"],
        "c5": ["r"],
        "c6": ["r"],
        "d1": ["r"],
        "d2": ["y"],
        "d3": ["y"],
        "d4": ["r"],
        "d5": ["r"],
        "e1": ["y"],
        "e2": ["r"],
        "e3": ["y"],
        "e4": ["r"],
        "e5": ["y"],
        "e6": ["r"],
        "f1": ["y"],
        "f3": ["y"],
        "f4": ["r"],
        "g1": ["y"],
        "g2": ["r"],
        "g3": ["r"],
        "g4": ["y"],
    },
}


def position(
    stacks: Mapping[str, str],
    players: str = "ry",
    to_move: str = "r",
    passes: int = 0,
    radius: int = 3,
) -> KittyState:
    """A play-phase state; `stacks` maps cells to pieces bottom→top as a string ("ryy")."""
    return GAME.position_from_json(
        {
            "game": "kitty",
            "radius": radius,
            "players": list(players),
            "to_move": to_move,
            "passes": passes,
            "stacks": {cell: list(pieces) for cell, pieces in stacks.items()},
        }
    )


def with_cards(state: KittyState, hands: Sequence[Sequence[str]]) -> KittyState:
    """`state` with objective cards on and the given hands (one list per seat)."""
    return state.replace(objectives=True, hands=tuple(sort_cards(h) for h in hands))


def play(state: KittyState, *moves: str) -> KittyState:
    """Apply each move (notation) for whoever acts now."""
    for text in moves:
        seat = state.to_move if state.to_move is not None else min(state.actors())
        state = state.apply(GAME.parse_move(state, text, seat), seat)
    return state


def notations(state: KittyState, seat: int | None = None) -> list[str]:
    """The legal moves as canonical notation."""
    return [GAME.format_move(state, m) for m in state.legal_moves(seat)]


def stacks(state: KittyState) -> dict[str, str]:
    """The board as {cell: pieces bottom→top}."""
    return {cell: "".join(p) for cell, p in GAME.view(state, None)["stacks"].items()}
