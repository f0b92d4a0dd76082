"""Online backup of the SQLite match database: `python -m bot backup FILE [--force]`.

SQLite's backup API (`sqlite3.Connection.backup`) copies a consistent snapshot of the
database, including what is still in the write-ahead log, while the bot keeps running
and writing (WAL mode lets readers and one writer work side by side). The copy is
written beside FILE first, checked with `PRAGMA integrity_check`, then moved into place,
so FILE is never a half-written database.

Restore: stop the bot, copy the backup over the database file (and delete any
`-wal`/`-shm` files left beside it), start the bot.
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path


class BackupError(ValueError):
    """A backup that cannot be made: no source database, a target that exists, or a copy
    that fails its integrity check."""


@dataclass(frozen=True)
class BackupReport:
    """What a finished backup wrote: where, how many bytes, how many matches."""

    source: Path
    target: Path
    size: int
    matches: int | None

    def line(self) -> str:
        """The one line `python -m bot backup` prints."""
        count = (
            ""
            if self.matches is None
            else f", {self.matches} match{'' if self.matches == 1 else 'es'}"
        )
        return f"Backed up {self.source} to {self.target} ({format_size(self.size)}{count}, integrity ok)."


def format_size(size: int) -> str:
    """`size` bytes for people: 812 B, 64.0 kB, 3.2 MB."""
    if size < 1000:
        return f"{size} B"
    if size < 1_000_000:
        return f"{size / 1000:.1f} kB"
    return f"{size / 1_000_000:.1f} MB"


def database_size(path: str | Path) -> int | None:
    """Bytes the database takes on disk (the file plus its write-ahead log), or None when
    there is no such file (or an in-memory database)."""
    main = Path(path)
    if str(path) == ":memory:" or not main.is_file():
        return None
    wal = main.with_name(main.name + "-wal")
    return main.stat().st_size + (wal.stat().st_size if wal.is_file() else 0)


def _count_matches(db: sqlite3.Connection) -> int | None:
    try:
        row = db.execute("SELECT count(*) FROM matches").fetchone()
    except sqlite3.DatabaseError:
        return None
    return int(row[0])


def backup_database(source: str | Path, target: str | Path, *, force: bool = False) -> BackupReport:
    """Copy the database `source` to `target` with SQLite's backup API and verify the copy.

    Safe while the bot is running. Raises `BackupError` when `source` is not a file, when
    `target` exists and `force` is false, or when the copy fails `PRAGMA integrity_check`
    (then `target` is left untouched)."""
    if str(source).startswith(("postgresql://", "postgres://")):
        raise BackupError(
            "the database is PostgreSQL (KITTY_DATABASE_URL): back it up with pg_dump "
            "(see docs/deploy.md)"
        )
    src_path, dst_path = Path(source), Path(target)
    if not src_path.is_file():
        raise BackupError(
            f"there is no database at {src_path} (set KITTY_DATABASE, or run the bot once)"
        )
    if dst_path.exists() and not force:
        raise BackupError(f"{dst_path} already exists; pass --force to overwrite it")
    if dst_path.exists() and dst_path.resolve() == src_path.resolve():
        raise BackupError("the backup cannot overwrite the database itself")
    dst_path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(
        prefix=f".{dst_path.name}.", suffix=".part", dir=dst_path.parent
    )
    os.close(fd)
    tmp = Path(tmp_name)
    try:
        src = sqlite3.connect(src_path)
        try:
            dst = sqlite3.connect(tmp)
            try:
                src.backup(dst)
                # A self-contained file: no -wal beside it, whatever mode the source uses.
                dst.execute("PRAGMA journal_mode=DELETE")
                problems = [str(r[0]) for r in dst.execute("PRAGMA integrity_check").fetchall()]
                if problems != ["ok"]:
                    raise BackupError(
                        f"the copy failed its integrity check: {'; '.join(problems[:3])}"
                    )
                matches = _count_matches(dst)
            finally:
                dst.close()
        finally:
            src.close()
        os.chmod(tmp, src_path.stat().st_mode & 0o666)
        os.replace(tmp, dst_path)
    except sqlite3.DatabaseError as exc:
        raise BackupError(f"could not back up {src_path}: {exc}") from exc
    finally:
        tmp.unlink(missing_ok=True)
    return BackupReport(src_path, dst_path, dst_path.stat().st_size, matches)


def main(argv: list[str], default_database: Callable[[], str]) -> int:
    """`python -m bot backup FILE [--force] [--database PATH]`; prints one line and
    returns the exit code (1 when the backup could not be made). Without `--database`
    the database is `default_database()` (the bot's setting, read by the caller)."""
    p = argparse.ArgumentParser(
        prog="python -m bot backup",
        description="Copy the match database to FILE, safely while the bot runs, and verify the copy.",
    )
    p.add_argument("file", metavar="FILE", help="where to write the backup")
    p.add_argument("--force", action="store_true", help="overwrite FILE if it exists")
    p.add_argument(
        "--database",
        metavar="PATH",
        default=None,
        help="the database to back up (default: KITTY_DATABASE, as the bot reads it)",
    )
    args = p.parse_args(argv)
    database = args.database if args.database is not None else default_database()
    try:
        report = backup_database(database, args.file, force=args.force)
    except BackupError as exc:
        print(f"backup: {exc}", file=sys.stderr)
        return 1
    print(report.line())
    return 0
