"""The store's SQL is written once, in SQLite's dialect with `?` placeholders.
`to_postgres` rewrites a statement for PostgreSQL: the few SQLite spellings the store uses
that PostgreSQL spells otherwise, then `?` → `$1, $2, …` (outside string literals).

Every rewrite is listed in `REWRITES`; the contract suite (tests/data) runs every store
statement on both servers, so a new non-portable spelling fails there rather than here."""

from __future__ import annotations

from functools import lru_cache

#: The current time as stored: ISO 8601, UTC, milliseconds ('2026-11-24T00:12:03.456Z').
SQLITE_NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
POSTGRES_NOW = "to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"

#: (SQLite spelling, PostgreSQL spelling), applied in order.
REWRITES: tuple[tuple[str, str], ...] = (
    (SQLITE_NOW, POSTGRES_NOW),
    ("char(31)", "chr(31)"),
    ("MAX(announced_ply, ?)", "GREATEST(announced_ply, ?)"),
)


@lru_cache(maxsize=512)
def to_postgres(sql: str) -> str:
    """`sql` (SQLite dialect, `?` placeholders) as PostgreSQL reads it."""
    for old, new in REWRITES:
        sql = sql.replace(old, new)
    return number_placeholders(sql)


def number_placeholders(sql: str) -> str:
    """`?` → `$1`, `$2`, … in order, leaving string literals and quoted names alone."""
    out: list[str] = []
    quote: str | None = None
    n = 0
    for ch in sql:
        if quote is not None:
            if ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch == "?":
            n += 1
            out.append(f"${n}")
            continue
        out.append(ch)
    return "".join(out)
