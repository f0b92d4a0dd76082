"""`.env.example` lists every setting the bot reads — no more, no fewer — with the code's
defaults. The settings read are found in the source of `bot/`, `cogs/`, `render/` and
`data/`: every string that is exactly a `KITTY_…` or `DISCORD_…` name (what `os.environ` /
`os.getenv` reads, and the keys `bot.config` takes from `.env` and the environment);
names inside sentences (docstrings, messages) do not count."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import bot.config
from bot.config import PROJECT_ROOT, Settings
from bot.matches.limits import Limits

#: The packages whose source is the bot (tests and benchmarks are not).
PACKAGES = ("bot", "cogs", "render", "data")
SETTING = re.compile(r"(?:KITTY|DISCORD)_[A-Z0-9_]+")
#: `NAME=value` or a commented-out `# NAME=value` (an optional setting shown unset).
LISTED = re.compile(r"^\s*#?\s*([A-Z][A-Z0-9_]*)=", re.MULTILINE)
#: Environment variables the code reads that are not settings of the bot, with the reason.
#: (None has a `KITTY_`/`DISCORD_` name today: `CC`, the C compiler mypyc builds with, is a
#: standard build variable and outside the scan.)
NOT_SETTINGS: dict[str, str] = {}


def settings_read(folders: list[Path]) -> set[str]:
    """Every `KITTY_…`/`DISCORD_…` name a string literal of the Python files under
    `folders` is exactly (f-string parts and sentences that mention a name do not count)."""
    names: set[str] = set()
    for folder in folders:
        for path in sorted(folder.rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
            in_fstrings = {
                id(part)
                for node in ast.walk(tree)
                if isinstance(node, ast.JoinedStr)
                for part in node.values
            }
            for node in ast.walk(tree):
                if (
                    isinstance(node, ast.Constant)
                    and isinstance(node.value, str)
                    and id(node) not in in_fstrings
                    and SETTING.fullmatch(node.value)
                ):
                    names.add(node.value)
    return names - set(NOT_SETTINGS)


def settings_listed(path: Path) -> set[str]:
    """The names `.env.example` sets or shows commented out."""
    return set(LISTED.findall(path.read_text(encoding="utf-8")))


def test_env_example_lists_exactly_the_settings_the_bot_reads() -> None:
    read = settings_read([PROJECT_ROOT / p for p in PACKAGES])
    listed = settings_listed(PROJECT_ROOT / ".env.example")
    assert {"DISCORD_TOKEN", "KITTY_LOBBY_MINUTES", "KITTY_ABANDON_DAYS"} <= read
    assert sorted(read - listed) == [], "read by the bot but missing from .env.example"
    assert sorted(listed - read) == [], "in .env.example but never read by the bot"


def test_every_key_the_settings_take_is_found_by_the_scan() -> None:
    """The scan sees what `Settings.load` accepts from `.env` and the environment."""
    read = settings_read([PROJECT_ROOT / p for p in PACKAGES])
    keys = set(bot.config._KEYS)
    assert keys and keys <= read


def test_the_scan_finds_every_way_of_reading_a_setting_and_ignores_sentences(
    tmp_path: Path,
) -> None:
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "mod.py").write_text(
        '"""Set KITTY_DOC in .env."""\n'
        "import os\n"
        "KEYS = ('KITTY_LISTED',)\n"
        "a = os.environ.get('KITTY_GET', '1')\n"
        "b = os.getenv('DISCORD_GETENV')\n"
        "c = os.environ['KITTY_ITEM']\n"
        "d = 'KITTY_IN' in os.environ\n"
        "def f(values, n):\n"
        "    '''KITTY_DOC2 is a docstring.'''\n"
        "    raise ValueError(f'KITTY_MESSAGE={n}: ' + 'check KITTY_TEXT')\n"
        "e = {}.get('KITTY_CONFIG_KEY')\n",
        encoding="utf-8",
    )
    assert settings_read([tmp_path]) == {
        "KITTY_LISTED",
        "KITTY_GET",
        "DISCORD_GETENV",
        "KITTY_ITEM",
        "KITTY_IN",
        "KITTY_CONFIG_KEY",
    }
    example = tmp_path / ".env.example"
    example.write_text(
        "# Comment mentioning KITTY_NOPE.\nKITTY_A=1\n# KITTY_B=postgresql://x\n\nDISCORD_C=\n",
        encoding="utf-8",
    )
    assert settings_listed(example) == {"KITTY_A", "KITTY_B", "DISCORD_C"}


def test_the_values_in_env_example_are_the_codes_defaults(monkeypatch: pytest.MonkeyPatch) -> None:
    for key in bot.config._KEYS:
        monkeypatch.delenv(key, raising=False)
    s = Settings.load(PROJECT_ROOT / ".env.example")
    assert s.limits == Limits()
    assert (s.token, s.database, s.log_level) == (None, "kitty-tower.sqlite3", "INFO")
    assert (s.ai_workers, s.render_workers, s.lock_wait) == (1, 1, 30.0)
    assert s.analysis_workers == 1
    assert s.dev_guild_id is None and s.owner_ids == frozenset() and s.cluster is None
