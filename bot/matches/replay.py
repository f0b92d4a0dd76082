"""Rebuilding a match's state from the store: the snapshot when it is sound, otherwise the
seed and the move log (which is also how a physics game restores its exact tower)."""

from __future__ import annotations

import json
import logging
from typing import Any, Sequence

from bot.core.errors import GameError, PositionError
from bot.core.protocol import Game, State
from data.store import LogEntry, MatchRow

log = logging.getLogger(__name__)


def start_options(game: Game, row: MatchRow, seats: int) -> dict[str, Any]:
    return {k: v for k, v in row.options.items() if not k.startswith("_")}


def replay(game: Game, seats: int, seed: int, options: dict[str, Any], entries: Sequence[LogEntry]) -> State:
    """The state reached by playing `entries` from the start. Raises `PositionError` if an
    entry does not replay (the log does not belong to these rules)."""
    state = game.new_state(seats, seed, options)
    for e in entries:
        try:
            if e.kind == "move":
                move = game.decode_move(state, e.move, e.seat)
                state = state.apply(move, e.seat)
            elif e.kind == "resign" and e.seat is not None:
                state = game.resign(state, e.seat)
            elif e.kind == "agree":
                state = game.agreed_end(state)
            else:
                raise PositionError(f"unknown log entry kind {e.kind!r}")
        except GameError as exc:
            raise PositionError(f"move log entry {e.ply} ({e.move!r}) does not replay: {exc}") from None
    return state


def rebuild_state(game: Game, row: MatchRow, entries: Sequence[LogEntry], seats: int) -> State:
    """The current state of an active match.

    The snapshot is used when it decodes and agrees with the log's length; games that ask
    for it (`replay_on_load`) and damaged snapshots are rebuilt from the log instead.
    Raises `PositionError` when neither works.
    """
    if len(entries) != row.ply:
        log.warning("match %s: log has %d entries but ply is %d", row.id, len(entries), row.ply)
    if not getattr(game, "replay_on_load", False) and row.snapshot and len(entries) == row.ply:
        try:
            state = game.decode_state(json.loads(row.snapshot))
            if _ply_matches(state, row.ply):
                return state
        except (GameError, ValueError, TypeError, KeyError) as exc:
            log.warning("match %s: snapshot unusable (%s); replaying the log", row.id, exc)
    return replay(game, seats, row.seed, start_options(game, row, seats), entries)


def _ply_matches(state: State, ply: int) -> bool:
    inner = getattr(state, "ply", None)
    return inner is None or inner == ply or inner == 0
