"""The match store: the import point for the service and the tools.

`open_store(target)` gives the backend a target names — a `postgresql://` URL
(PostgreSQL, `data/postgres_store.py`) or a file path (SQLite, `data/sqlite_store.py`,
the default) — behind the one interface `Store` (`data/store_base.py`). The service
never knows which backend it has."""

from __future__ import annotations

from pathlib import Path

from data.rows import OPEN_STATUSES, CorruptRowError, DamagedRow, MatchRow, MatchStatus
from data.sqlite_store import SqliteStore, migrations
from data.store_base import (
    BUSY_TEXT,
    ChannelBusyError,
    Store,
    StoreBusyError,
    StoreDataError,
    StoreIntegrityError,
    StoreOpenError,
    safe_target,
)
from data.tx import Row, Tx

POSTGRES_SCHEMES = ("postgresql://", "postgres://")


def is_postgres(target: str | Path) -> bool:
    """Whether `target` names a PostgreSQL database (a URL) rather than an SQLite file."""
    return str(target).startswith(POSTGRES_SCHEMES)


def open_store(target: str | Path, *, lock_wait: float = 30.0) -> Store:
    """The store for `target` (not yet open: call `open()`)."""
    if is_postgres(target):
        from data.postgres_store import PostgresStore

        return PostgresStore(str(target), lock_wait=lock_wait)
    return SqliteStore(target, lock_wait=lock_wait)


__all__ = [
    "BUSY_TEXT",
    "OPEN_STATUSES",
    "ChannelBusyError",
    "CorruptRowError",
    "DamagedRow",
    "MatchRow",
    "MatchStatus",
    "Row",
    "SqliteStore",
    "Store",
    "StoreBusyError",
    "StoreDataError",
    "StoreIntegrityError",
    "StoreOpenError",
    "Tx",
    "is_postgres",
    "migrations",
    "open_store",
    "safe_target",
]
