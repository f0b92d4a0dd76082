"""Rebuilding a match's state from the store. The move log is the truth: a snapshot
(written with each commit: `bot.matches.tables.snapshot_of`) is a cache, trusted only when
it is a valid state of the same ply as the log (same length, same last entry) and survives
a decode/encode round trip; otherwise the state is replayed from the seed and the log
(which is also how a physics game restores its exact tower)."""

from __future__ import annotations

import json
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from bot.core.errors import GameError, PositionError
from bot.core.play import LogEntry, final_state
from bot.core.protocol import State
from bot.core.registry import AnyGame
from bot.matches.tables import SNAPSHOT_VERSION
from bot.records.record import start_options
from data.rows import MatchStatus
from data.store import MatchRow

log = logging.getLogger(__name__)


def trusted_snapshot(game: AnyGame, row: MatchRow) -> State[Any] | None:
    """The state in `row.snapshot`, if it can be trusted for the row's log; else None."""
    if game.caps.replay_on_load or row.status != MatchStatus.ACTIVE or not row.snapshot:
        return None
    try:
        data = json.loads(row.snapshot)
    except (ValueError, RecursionError):  # (nested too deep for the parser)
        log.warning("match %s: snapshot is not JSON; replaying the log", row.id)
        return None
    if not isinstance(data, dict) or data.get("v") != SNAPSHOT_VERSION or "state" not in data:
        return None
    last = data.get("last")
    if data.get("ply") != row.ply or (None if last is None else tuple(last)) != row.log_last:
        log.warning("match %s: snapshot does not agree with the move log; replaying it", row.id)
        return None
    try:
        state: State[Any] = game.decode_state(data["state"])
        again = game.encode_state(state)
    except (
        GameError,
        ValueError,
        TypeError,
        KeyError,
        IndexError,
        AttributeError,
        ArithmeticError,  # a number too large for a float
        RecursionError,
    ) as exc:
        log.warning("match %s: snapshot unusable (%s); replaying the log", row.id, exc)
        return None
    # Plain equality of the JSON values (dict order aside, as the store's text has it).
    if again != data["state"]:
        log.warning("match %s: snapshot is not a valid position; replaying the log", row.id)
        return None
    return state


async def rebuild_state(
    game: AnyGame,
    row: MatchRow,
    fetch_log: Callable[[int], Awaitable[list[LogEntry]]],
    seats: int,
) -> State[Any]:
    """The current state of an active (or finished, not yet announced) match.

    Raises `PositionError` when the log is inconsistent with the row (a gap, a missing
    entry) or does not replay."""
    if row.log_count is not None and (
        row.log_count != row.ply or (row.ply > 0 and row.log_max_ply != row.ply - 1)
    ):
        raise PositionError(
            f"the move log has {row.log_count} entries but the match is at move {row.ply} "
            "(entries are missing)"
        )
    state = trusted_snapshot(game, row)
    if state is not None:
        return state
    entries = await fetch_log(row.id)
    if len(entries) != row.ply:
        raise PositionError(
            f"the move log has {len(entries)} entries but the match is at move {row.ply}"
        )
    return final_state(game, seats, row.seed, start_options(row.options), entries)
