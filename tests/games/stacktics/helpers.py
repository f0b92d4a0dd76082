"""Shared helpers for the Stacktics tests: positions from the rules file's JSON format."""

from __future__ import annotations

from typing import Any

from bot.games.stacktics import GAME, StackticsState


def position(
    stacks: dict[str, list[str]],
    to_move: str = "r",
    *,
    files: int = 5,
    ranks: int = 5,
    size: int = 3,
    captured: dict[str, int] | None = None,
    **extra: Any,
) -> StackticsState:
    """A position in the rules file's format (5×5, size 3 unless told otherwise)."""
    data: dict[str, Any] = {
        "game": "stacktics",
        "files": files,
        "ranks": ranks,
        "size": size,
        "to_move": to_move,
        "captured": captured or {"r": 0, "b": 0},
        "stacks": stacks,
    }
    data.update(extra)
    return GAME.position_from_json(data)


def snapshot_position(
    stacks: dict[str, list[str]], to_move: str = "r", **extra: Any
) -> StackticsState:
    """Like `position` but through `decode_state`, so the draw rules are on (limit 60)."""
    data: dict[str, Any] = {
        "game": "stacktics",
        "files": 5,
        "ranks": 5,
        "size": 3,
        "to_move": to_move,
        "stacks": stacks,
    }
    data.update(extra)
    return GAME.decode_state(data)


def notations(state: StackticsState) -> set[str]:
    """The canonical notation of every legal move."""
    return {GAME.format_move(state, m) for m in state.legal_moves()}


def play(state: StackticsState, *moves: str) -> StackticsState:
    """`state` after the typed moves, each by the side to move."""
    for text in moves:
        state = state.apply(GAME.parse_move(state, text))
    return state


def start(**options: Any) -> StackticsState:
    """A new game with validated `options`."""
    return GAME.new_state(2, 1, GAME.validate_options(2, options))
