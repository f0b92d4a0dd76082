"""Rows of the `matches` table as the store reads them: `MatchRow` (decoded columns plus a
summary of the match's log), `DamagedRow` (what is left of a row that cannot be decoded),
and the functions that decode a database row into one or the other."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any

from data.tx import Row

log = logging.getLogger("data.store")


class MatchStatus(StrEnum):
    """Where a match is in its life, as the `status` column stores it."""

    #: Waiting for players (the lobby card is shown).
    LOBBY = "lobby"
    #: Being played.
    ACTIVE = "active"
    #: Over, with a result.
    FINISHED = "finished"
    #: Closed without a result: cancelled, expired or abandoned.
    ABANDONED = "abandoned"


#: The statuses of a match that holds its channel.
OPEN_STATUSES: frozenset[MatchStatus] = frozenset({MatchStatus.LOBBY, MatchStatus.ACTIVE})


class CorruptRowError(ValueError):
    """A stored row cannot be read (bad JSON, wrong types)."""


@dataclass
class MatchRow:
    """A match as stored. JSON columns are decoded; `snapshot` stays raw text so a damaged
    snapshot can be detected (and rebuilt from the log) by the caller. `log_count`,
    `log_max_ply` and `log_last` describe the move log (filled by `load_open`)."""

    id: int
    guild_id: int | None
    channel_id: int
    game: str
    rules_version: int
    seed: int
    options: dict[str, Any]
    status: str
    host_id: int
    seats: list[dict[str, Any]]
    lobby_message_id: int | None
    board_message_id: int | None
    snapshot: str | None
    ply: int
    meta: dict[str, Any] = field(default_factory=dict)
    result: dict[str, Any] | None = None
    announced_ply: int = 0
    #: Replaced board messages not yet confirmed removed from the channel.
    old_boards: list[int] = field(default_factory=list)
    log_count: int | None = None
    log_max_ply: int | None = None
    log_last: tuple[str, str] | None = None
    #: Seconds since the epoch: when the row was created, and when the last move was made.
    created_at: float = 0.0
    last_move_at: float | None = None


@dataclass(frozen=True)
class DamagedRow:
    """A row that cannot be decoded at all: what little is known, and why."""

    id: int
    channel_id: int
    guild_id: int | None
    game: str
    status: str
    host_id: int
    reason: str
    #: Seconds since the epoch, each column read on its own: when the row was created (its
    #: last update when that is unreadable too; 0.0 when neither is), and when its last
    #: move was made (None: no move, or unreadable).
    created_at: float = 0.0
    last_move_at: float | None = None


def damaged_row(raw: Row, reason: str) -> DamagedRow | None:
    """What can still be read of an undecodable row (None when not even the channel can),
    its times included: each column is read on its own, so a corrupt `options` or `seats`
    never costs the row its `created_at` and last move time."""
    try:
        channel = int(raw["channel_id"])
    except (TypeError, ValueError):
        log.error("match row %s has no readable channel; skipped: %s", raw["id"], reason)
        return None

    def as_int(key: str) -> int | None:
        try:
            return int(raw[key])
        except (TypeError, ValueError):
            return None

    return DamagedRow(
        id=int(raw["id"]),
        channel_id=channel,
        guild_id=as_int("guild_id"),
        game=str(raw["game"]),
        status=str(raw["status"]),
        host_id=as_int("host_id") or 0,
        reason=reason,
        created_at=_epoch_or_none(raw, "created_at") or _epoch_or_none(raw, "updated_at") or 0.0,
        last_move_at=_epoch_or_none(raw, "last_move_at"),
    )


def decode_row(row: Row) -> MatchRow:
    """The decoded row; `CorruptRowError` when a column cannot be read."""
    keys = set(row.keys())
    try:
        options = json.loads(row["options"])
        seats = json.loads(row["seats"])
        meta = json.loads(row["meta"] or "{}")
        result = json.loads(row["result"]) if row["result"] else None
        if (
            not isinstance(options, dict)
            or not isinstance(seats, list)
            or not isinstance(meta, dict)
        ):
            raise TypeError("wrong JSON shape")
        if not all(isinstance(s, dict) for s in seats):
            raise TypeError("a seat is not an object")
        last = None
        if "log_last" in keys and row["log_last"] is not None:
            kind, _, move = str(row["log_last"]).partition("\x1f")
            last = (kind, move)
        return MatchRow(
            id=int(row["id"]),
            guild_id=None if row["guild_id"] is None else int(row["guild_id"]),
            channel_id=int(row["channel_id"]),
            game=str(row["game"]),
            rules_version=int(row["rules_version"]),
            seed=int(row["seed"]),
            options=options,
            status=str(row["status"]),
            host_id=int(row["host_id"]),
            seats=seats,
            lobby_message_id=row["lobby_message_id"],
            board_message_id=row["board_message_id"],
            snapshot=row["snapshot"],
            ply=int(row["ply"]),
            meta=meta,
            result=result,
            announced_ply=int(row["announced_ply"]) if "announced_ply" in keys else 0,
            old_boards=[int(i) for i in json.loads(row["old_boards"] or "[]")]
            if "old_boards" in keys
            else [],
            log_count=int(row["log_count"]) if "log_count" in keys else None,
            log_max_ply=None
            if "log_max_ply" not in keys or row["log_max_ply"] is None
            else int(row["log_max_ply"]),
            log_last=last,
            created_at=_epoch(row["created_at"]) if "created_at" in keys else 0.0,
            last_move_at=_epoch(row["last_move_at"])
            if "last_move_at" in keys and row["last_move_at"]
            else None,
        )
    except (TypeError, ValueError, KeyError) as exc:
        raise CorruptRowError(f"match row {row['id']} is damaged: {exc}") from None


def _epoch_or_none(raw: Row, key: str) -> float | None:
    """The stored timestamp `key` of `raw` in seconds since the epoch; None when the row
    has no such column, it is empty, or it cannot be read."""
    try:
        stamp = raw[key] if key in set(raw.keys()) else None
        return None if not stamp else _epoch(stamp)
    except (TypeError, ValueError, KeyError, OverflowError):
        return None


def _epoch(stamp: Any) -> float:
    """Seconds since the epoch of a stored UTC timestamp ('2026-11-24T00:12:03.456Z')."""
    text = str(stamp).replace("Z", "+00:00")
    return datetime.fromisoformat(text if "+" in text else text + "+00:00").timestamp()


@dataclass(frozen=True)
class LessonRow:
    """A member's place in one game's lessons (`lesson_progress`): the lesson to play (its
    key and 0-based number), whether every lesson is done, and the notation of the moves
    the learner made so far in that lesson (replayed to resume it)."""

    user_id: int
    game: str
    lesson: str
    number: int
    done: bool
    moves: tuple[str, ...]
