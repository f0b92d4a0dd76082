"""The SimCord fixtures of the end-to-end tests, shared with the operations tests."""

from tests.e2e.conftest import close_bot_stores, db_path, simcord_bot, table  # noqa: F401
