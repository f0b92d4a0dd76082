"""Hints: the AI's suggested move for the asking seat, with the reason in the player's
words and the cells to mark on the board.

Pure and JSON-in/JSON-out like `choose_move`, so the lead runs it in the AI process pool.
A hint is computed from the asking seat's own view only (`game.view(state, seat)`), never
from the full state: in a game with secrets it knows no more than the seat does.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, TypedDict

from bot.ai import choose_move
from bot.ai.heuristics.base import get_heuristic
from bot.core.registry import get_game


class Hint(TypedDict):
    """A suggested move: its notation, why (the JSON form of a `Said`, which the cogs say in
    the player's language with `hint_texts.sentence`; None when the AI has no words for
    it) and the board cells it touches (origin first; empty for a move without cells)."""

    move: str
    reason: dict[str, Any] | None
    cells: list[str]


def hint(game_key: str, view: Mapping[str, Any], seat: int, level: str, seed: int) -> Hint:
    """The hint for `seat` from its own `view` (= `game.view(state, seat)`): the move is
    exactly `choose_move(game_key, view, seat, level, seed)`, so the same inputs give the
    same hint in any process. The reason comes from the game's heuristic (`reason`),
    evaluated on a position rebuilt from `view` alone (`Game.determinize`, seeded by
    `seed`): it reads only what the seat can see. Raises what `choose_move` raises
    (`OptionError` for an unknown level, `IllegalMoveError` when the seat has no move)."""
    notation = choose_move(game_key, view, seat, level, seed)
    game = get_game(game_key)
    before = game.determinize(view, int(seat), random.Random(f"hint:{seed}"))
    move = game.parse_move(before, notation, int(seat))
    reason = get_heuristic(game_key).reason(game, before, move, int(seat))
    said = None if reason is None else reason.to_json()
    return Hint(move=notation, reason=said, cells=list(game.move_cells(before, move)))


__all__ = ["Hint", "hint"]
