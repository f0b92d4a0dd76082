"""Cluster settings: `KITTY_SHARDS` / `KITTY_SHARD_COUNT` in `.env`, `--shards` /
`--shard-count` on the command line, the shard formula, and clear refusals."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.__main__ import main
from bot.app import KittyBot, ShardedKittyBot, make_bot
from bot.config import Settings
from bot.matches.ownership import Cluster, ClusterConfigError, parse_shards, shard_of
from bot.run import with_cluster
from tests.cluster.conftest import guild_on


def test_the_shard_formula_is_discords() -> None:
    assert shard_of(None, 8) == 0
    for shard in range(8):
        assert shard_of(guild_on(shard, 3, 8), 8) == shard
    assert shard_of(81384788765712384, 8) == (81384788765712384 >> 22) % 8


@pytest.mark.parametrize(
    ("text", "ids"),
    [("0-3", (0, 1, 2, 3)), ("4,6", (4, 6)), ("0-1, 5", (0, 1, 5)), ("7", (7,))],
)
def test_shard_ranges(text: str, ids: tuple[int, ...]) -> None:
    assert parse_shards(text, 8) == ids


@pytest.mark.parametrize(
    ("shards", "count", "words"),
    [
        ("0-3", "", "KITTY_SHARD_COUNT"),
        ("0-3", "two", "KITTY_SHARD_COUNT"),
        ("8", "8", "does not exist"),
        ("3-1", "8", "backwards"),
        ("a-b", "8", "not a shard id"),
        (",", "8", "empty"),
    ],
)
def test_unusable_settings_are_refused_with_the_reason(shards: str, count: str, words: str) -> None:
    with pytest.raises(ClusterConfigError, match=words):
        Cluster.parse(shards, count)


def test_no_setting_means_one_process_with_every_shard(tmp_path: Path) -> None:
    env = tmp_path / ".env"
    env.write_text("DISCORD_TOKEN=x\n")
    settings = Settings.load(env)
    assert settings.cluster is None
    assert type(make_bot(settings)) is KittyBot


def test_env_file_sets_the_cluster(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("KITTY_SHARDS", raising=False)
    monkeypatch.delenv("KITTY_SHARD_COUNT", raising=False)
    env = tmp_path / ".env"
    env.write_text(f"KITTY_SHARDS=4-7\nKITTY_SHARD_COUNT=8\nKITTY_DATABASE={tmp_path}/k.db\n")
    settings = Settings.load(env)
    assert settings.cluster == Cluster((4, 5, 6, 7), 8)
    bot = make_bot(settings)
    assert isinstance(bot, ShardedKittyBot)
    assert bot.shard_ids == [4, 5, 6, 7] and bot.shard_count == 8
    assert bot.service.tables.ownership == settings.cluster


def test_command_line_flags_win_over_the_env_file(tmp_path: Path) -> None:
    env = tmp_path / ".env"
    env.write_text("KITTY_SHARDS=4-7\nKITTY_SHARD_COUNT=8\n")
    settings = Settings.load(env)
    assert with_cluster(settings, "0-3", None).cluster == Cluster((0, 1, 2, 3), 8)
    assert with_cluster(settings, None, "16").cluster == Cluster((4, 5, 6, 7), 16)
    assert with_cluster(settings, None, None) is settings
    bare = Settings.load(tmp_path / "none.env")
    with pytest.raises(ClusterConfigError, match="--shard-count"):
        with_cluster(bare, "0-3", None)


def test_python_m_bot_with_bad_shards_says_why(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    assert main(["--shards", "0-9", "--shard-count", "8"]) == 2
    assert "shard 9 does not exist" in capsys.readouterr().err
