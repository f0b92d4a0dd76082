"""A throw-away PostgreSQL server for the tests: `pgserver` (PostgreSQL's binaries in a
wheel, pinned in the `test` extra) started once per test session in a temporary folder,
with a fresh database per test, all removed at the end.

If the server cannot start, the tests that need it fail (they are not skipped); a
developer who does not want them sets `KITTY_SKIP_POSTGRES=1`. Import the fixtures
(`pg_server`, `pg_url`) into a conftest or a test module to use them."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from bench.pgtemp import TempPostgres

SKIP_ENV = "KITTY_SKIP_POSTGRES"


def postgres_skipped() -> bool:
    """Whether the developer opted out of the PostgreSQL tests."""
    return os.environ.get(SKIP_ENV, "") not in ("", "0")


@pytest.fixture(scope="session")
def pg_server() -> Iterator[TempPostgres]:
    if postgres_skipped():
        pytest.skip(f"PostgreSQL tests switched off ({SKIP_ENV}=1)")
    server = TempPostgres()  # if it cannot start, every test that needs it fails
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def pg_url(pg_server: TempPostgres) -> Iterator[str]:
    """The URL of a fresh, empty database, dropped after the test."""
    url = pg_server.new_database()
    try:
        yield url
    finally:
        pg_server.drop(url)
