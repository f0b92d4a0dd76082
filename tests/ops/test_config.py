"""Settings: `.env` beside the project as well as in the current folder."""

from __future__ import annotations

from pathlib import Path

import pytest

import bot.config
from bot.config import Settings, env_files

KEYS = (
    "DISCORD_TOKEN",
    "KITTY_DATABASE",
    "KITTY_DEV_GUILD_ID",
    "KITTY_LOG_LEVEL",
    "KITTY_OWNER_IDS",
    "KITTY_AI_WORKERS",
)


@pytest.fixture
def places(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """A project folder and another current folder, with no Kitty settings in the environment."""
    project, elsewhere = tmp_path / "project", tmp_path / "elsewhere"
    project.mkdir()
    elsewhere.mkdir()
    monkeypatch.setattr(bot.config, "PROJECT_ROOT", project)
    monkeypatch.chdir(elsewhere)
    for key in KEYS:
        monkeypatch.delenv(key, raising=False)
    return project, elsewhere


def test_the_project_env_file_is_found_from_another_folder(places: tuple[Path, Path]) -> None:
    project, _ = places
    (project / ".env").write_text(
        "DISCORD_TOKEN=from-project\nKITTY_DEV_GUILD_ID=77\n", encoding="utf-8"
    )
    s = Settings.load()
    assert s.token == "from-project" and s.dev_guild_id == 77


def test_the_current_folder_wins_over_the_project(places: tuple[Path, Path]) -> None:
    project, elsewhere = places
    (project / ".env").write_text(
        "DISCORD_TOKEN=from-project\nKITTY_AI_WORKERS=3\n", encoding="utf-8"
    )
    (elsewhere / ".env").write_text("export DISCORD_TOKEN='from-here'\n", encoding="utf-8")
    s = Settings.load()
    assert s.token == "from-here"
    assert s.ai_workers == 3  # what only the project's file says still counts


def test_the_environment_wins_over_both_files(
    places: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    project, elsewhere = places
    (project / ".env").write_text("DISCORD_TOKEN=from-project\n", encoding="utf-8")
    (elsewhere / ".env").write_text(
        "DISCORD_TOKEN=from-here\nKITTY_LOG_LEVEL=debug\n", encoding="utf-8"
    )
    monkeypatch.setenv("DISCORD_TOKEN", "from-environment")
    s = Settings.load()
    assert s.token == "from-environment" and s.log_level == "DEBUG"


def test_no_files_gives_the_defaults(places: tuple[Path, Path]) -> None:
    s = Settings.load()
    assert s.token is None and s.database == "kitty-tower.sqlite3" and s.ai_workers == 1


def test_the_project_folder_is_read_once_when_it_is_the_current_folder(
    places: tuple[Path, Path],
) -> None:
    project, _ = places
    assert env_files(cwd=project, root=project) == [project.resolve() / ".env"]


def test_the_project_root_is_the_folder_holding_the_bot_package() -> None:
    assert bot.config.PROJECT_ROOT == Path(__file__).resolve().parents[2]
    assert (bot.config.PROJECT_ROOT / "bot" / "__main__.py").is_file()
