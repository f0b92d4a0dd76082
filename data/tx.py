"""The two shapes every backend hands out: a `Row` of a query (aiosqlite's `Row` and
asyncpg's `Record` both fit) and a `Tx`, a transaction in progress as a body passed to
`Store._transaction` (and a finished game's `extra` hook) sees it."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Protocol


class Row(Protocol):
    """A result row: by column name or position, with its column names."""

    def __getitem__(self, key: Any, /) -> Any: ...

    def keys(self) -> Any: ...


class Tx(Protocol):
    """A transaction in progress. SQL is written in SQLite's dialect with `?` placeholders
    (`data/dialect.py` translates it for other backends)."""

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """The rows of one query."""
        ...

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; returns how many rows it changed."""
        ...

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        """Run one statement once per row of parameters."""
        ...
