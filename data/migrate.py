"""Copying a whole match database from one backend to another (`python -m bot migrate-db
FROM TO`, see bot/migrate_cli.py): every table with its ids, in one transaction on the
target, then the counts checked and the id counter moved past every id ever given.

The target must be empty (a fresh SQLite file or a fresh PostgreSQL database): copying
into a database that already holds games would mix two servers' histories, and its move
log cannot be emptied (it is append-only), so there is no `--force`. The source is opened
like the bot opens it (so it is first brought to the current schema); stop the bot first.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from data.store_base import Store, StoreDataError, StoreIntegrityError
from data.tx import Row, Tx

#: Tables copied first, in this order (later ones refer to `matches`); any other table the
#: schema grows is copied after them, by name.
FIRST = ("matches", "moves", "results", "ratings")
_TABLES = {
    "sqlite": "SELECT name FROM sqlite_master WHERE type = 'table'"
    " AND name NOT LIKE 'sqlite_%' ORDER BY name",
    "postgres": "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"
    " AND tablename != 'kitty_schema' ORDER BY tablename",
}
_BATCH = 1000


class MigrateError(RuntimeError):
    """The copy cannot be made; nothing was written to the target. The message says why."""


@dataclass
class MigrateReport:
    """What was copied: rows per table, and the next match id the target will give."""

    rows: dict[str, int] = field(default_factory=dict)
    next_id: int = 1


async def tables(store: Store) -> list[str]:
    """The store's tables in copy order."""
    names = [str(r[0]) for r in await store._read(_TABLES[store.backend])]
    return [t for t in FIRST if t in names] + sorted(t for t in names if t not in FIRST)


async def count(store: Store, table: str) -> int:
    return int((await store._read(f"SELECT COUNT(*) FROM {table}"))[0][0])


async def id_high_water(store: Store) -> int:
    """The largest match id ever given (deleted matches included), 0 for none."""
    top = int((await store._read("SELECT COALESCE(MAX(id), 0) FROM matches"))[0][0])
    if store.backend == "sqlite":
        rows = await store._read("SELECT seq FROM sqlite_sequence WHERE name = 'matches'")
    else:
        rows = await store._read(
            "SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM matches_id_seq"
        )
    return max(top, int(rows[0][0]) if rows and rows[0][0] is not None else 0)


async def _set_high_water(tx: Tx, backend: str, value: int) -> None:
    if value <= 0:
        return
    if backend == "sqlite":
        await tx.execute("DELETE FROM sqlite_sequence WHERE name = 'matches'")
        await tx.execute("INSERT INTO sqlite_sequence (name, seq) VALUES ('matches', ?)", (value,))
    else:
        await tx.fetch("SELECT setval('matches_id_seq', ?, true)", (value,))


async def copy_database(source: Store, target: Store) -> MigrateReport:
    """Copy every table of `source` into the empty `target` (both open, same schema
    version after opening) in one transaction. Raises `MigrateError` (nothing written)
    when the target is not empty, lacks a table, or refuses a row."""
    src_version, dst_version = await source.schema_version(), await target.schema_version()
    if src_version != dst_version:
        raise MigrateError(
            f"the source is at schema version {src_version} and the target at {dst_version}"
        )
    names = await tables(source)
    missing = set(names) - set(await tables(target))
    if missing:
        raise MigrateError(f"the target has no table {', '.join(sorted(missing))}")
    busy = [t for t in names if await count(target, t)]
    if busy:
        raise MigrateError(
            f"the target is not empty ({', '.join(busy)} hold rows); migrate into a new, "
            "empty database"
        )
    data: dict[str, list[Row]] = {t: await source._read(f"SELECT * FROM {t}") for t in names}
    high = await id_high_water(source)

    async def body(tx: Tx) -> None:
        for table, rows in data.items():
            if not rows:
                continue
            cols = list(rows[0].keys())
            sql = f"INSERT INTO {table} ({', '.join(cols)}) VALUES ({', '.join('?' for _ in cols)})"
            values = [tuple(r[c] for c in cols) for r in rows]
            for start in range(0, len(values), _BATCH):
                try:
                    await tx.executemany(sql, values[start : start + _BATCH])
                except (StoreIntegrityError, StoreDataError) as exc:
                    raise MigrateError(f"the target refused a row of {table}: {exc}") from exc
        await _set_high_water(tx, target.backend, high)

    await target._transaction(body)
    report = MigrateReport(next_id=high + 1)
    for table, rows in data.items():
        copied = await count(target, table)
        if copied != len(rows):
            raise MigrateError(f"{table}: {len(rows)} rows read but {copied} in the target")
        report.rows[table] = copied
    return report


def summary(report: MigrateReport) -> str:
    """One line per table, for the operator."""
    lines = [f"  {table:<10} {n:>8} rows" for table, n in report.rows.items()]
    return "\n".join([*lines, f"  next match id: {report.next_id}"])


__all__ = ["MigrateError", "MigrateReport", "copy_database", "summary", "tables"]
