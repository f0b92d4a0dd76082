"""`python -m bot migrate-db FROM TO`: move a server's data between backends — an SQLite
file and a PostgreSQL database (`postgresql://…`), either way round.

Stop the bot first. FROM is opened as the bot opens it (brought to the current schema);
TO must be empty (a new SQLite file, or a new database: `createdb kitty`). Every table is
copied with its ids in one transaction, the row counts are checked, and the target's id
counter is moved past every id the source ever gave. Then point the bot at TO
(KITTY_DATABASE_URL or KITTY_DATABASE) and start it. See docs/deploy.md."""

from __future__ import annotations

import argparse
import asyncio
import sys

from data.migrate import MigrateError, copy_database, summary
from data.store import StoreOpenError, open_store, safe_target

PROG = "python -m bot migrate-db"


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog=PROG,
        description="Copy every match, move, result and rating from one database to another "
        "(an SQLite file path or a postgresql:// URL). The target must be empty.",
    )
    p.add_argument("source", metavar="FROM", help="the database to read (path or URL)")
    p.add_argument("target", metavar="TO", help="the empty database to fill (path or URL)")
    return p


async def migrate(source: str, target: str) -> str:
    """Copy `source` into `target`; returns the summary. Raises `MigrateError` or
    `StoreOpenError` with a message for the operator (nothing written to the target)."""
    if source == target:
        raise MigrateError("FROM and TO are the same database")
    if not source.startswith(("postgresql://", "postgres://")):
        from pathlib import Path

        if not Path(source).is_file():
            raise MigrateError(f"there is no database file at {source}")
    src = open_store(source, lock_wait=5.0)
    dst = open_store(target, lock_wait=5.0)
    await src.open()
    try:
        await dst.open()
        try:
            report = await copy_database(src, dst)
        finally:
            await dst.close()
    finally:
        await src.close()
    return summary(report)


def main(argv: list[str]) -> int:
    """Run the command; prints a summary (or why not) and returns the exit code."""
    args = _parser().parse_args(argv)
    try:
        text = asyncio.run(migrate(args.source, args.target))
    except (MigrateError, StoreOpenError) as exc:
        print(f"migrate-db: {exc}", file=sys.stderr)
        return 1
    print(f"Copied {safe_target(args.source)} → {safe_target(args.target)}:\n{text}")
    return 0
