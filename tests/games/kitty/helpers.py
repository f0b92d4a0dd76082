"""Shared helpers for the Kitty Stack Tower engine tests: positions written by hand."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.games.kitty import GAME
from bot.games.kitty.cards import sort_cards
from bot.games.kitty.perft import saved_position
from bot.games.kitty.state import KittyState
from bot.i18n import Said

#: The saved position of issue 3 (2 players, radius 3), read from its one data file.
ISSUE_POSITION: dict[str, Any] = saved_position()


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


def english(value: Any) -> Any:
    """`value` with every text in words (a `Said`, or its JSON form as views and snapshots
    hold it) said in English, inside dicts, lists and tuples."""
    if isinstance(value, Said):
        return str(value)
    if isinstance(value, Mapping):
        if set(value) == {"key", "args"} and isinstance(value["key"], str):
            return str(Said.from_json(value))
        return {k: english(v) for k, v in value.items()}
    if isinstance(value, list):
        return [english(v) for v in value]
    if isinstance(value, tuple):
        return tuple(english(v) for v in value)
    return value
