"""`python -m bot` as an admin meets it: help, refusals, and one-line start-up errors."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SUBCOMMANDS = ("run", "sync", "play", "perft", "replay", "backup", "migrate-db")

#: Runs `python -m bot …` with Discord's API pointed at a closed local port: a network
#: failure that is the same on every machine.
NO_NETWORK = """\
import sys
import discord.http
discord.http.Route.BASE = "http://127.0.0.1:9/api/v10"
from bot.__main__ import main
sys.exit(main(sys.argv[1:]))
"""


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("KITTY_", "DISCORD_"))}
    # Every setting is given (empty counts), so a developer's own .env cannot change the run.
    env.update(
        PYTHONPATH=str(ROOT),
        DISCORD_TOKEN="",
        KITTY_DATABASE=str(tmp_path / "kitty.sqlite3"),
        KITTY_LOG_LEVEL="INFO",
        KITTY_DEV_GUILD_ID="",
        KITTY_OWNER_IDS="",
        KITTY_AI_WORKERS="0",
    )
    env.update(extra)
    return env


def run_bot_cli(args: list[str], tmp_path: Path, **extra: str) -> subprocess.CompletedProcess[str]:
    """`python -m bot ARGS` from an empty folder, with no token unless `extra` sets one."""
    return subprocess.run(
        check=False,
        args=[sys.executable, "-m", "bot", *args],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=_env(tmp_path, **extra),
        timeout=120,
    )


def run_offline(args: list[str], tmp_path: Path, **extra: str) -> subprocess.CompletedProcess[str]:
    script = tmp_path / "offline.py"
    script.write_text(NO_NETWORK, encoding="utf-8")
    return subprocess.run(
        check=False,
        args=[sys.executable, str(script), *args],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=_env(tmp_path, **extra),
        timeout=120,
    )


def test_help_lists_every_subcommand(tmp_path: Path) -> None:
    done = run_bot_cli(["--help"], tmp_path)
    assert done.returncode == 0, done.stderr
    listed = {line.split()[0] for line in done.stdout.splitlines() if line.startswith("  ")}
    assert listed == set(SUBCOMMANDS)


def test_an_unknown_subcommand_is_refused_in_one_line_with_exit_2(tmp_path: Path) -> None:
    done = run_bot_cli(["nonsense"], tmp_path, DISCORD_TOKEN="x.y.z")
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "unknown command `nonsense`" in lines[0], done.stderr
    assert "backup" in lines[0] and "--help" in lines[0]


def test_sync_guild_without_a_number_is_a_usage_error_not_a_traceback(tmp_path: Path) -> None:
    for args in (["sync", "--guild"], ["sync", "--guild", "home"]):
        done = run_bot_cli(args, tmp_path, DISCORD_TOKEN="x.y.z")
        assert done.returncode == 2, done.stderr
        assert "Traceback" not in done.stderr
        assert "usage: python -m bot sync" in done.stderr and "--guild" in done.stderr


def test_subcommand_help_and_stray_arguments_to_run(tmp_path: Path) -> None:
    done = run_bot_cli(["backup", "--help"], tmp_path)
    assert done.returncode == 0 and "--force" in done.stdout
    done = run_bot_cli(["run", "--now"], tmp_path, DISCORD_TOKEN="x.y.z")
    assert done.returncode == 2 and "unrecognized arguments: --now" in done.stderr


def test_no_token_explains_what_to_do(tmp_path: Path) -> None:
    for args in ([], ["run"]):
        done = run_bot_cli(args, tmp_path)
        assert done.returncode == 1
        assert "needs a Discord bot token" in done.stderr and "DISCORD_TOKEN" in done.stderr
        assert "Traceback" not in done.stderr


def test_no_network_is_one_line_without_voice_warnings(tmp_path: Path) -> None:
    done = run_offline([], tmp_path, DISCORD_TOKEN="not.a.token")
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("Could not reach Discord") and "network" in lines[0]
    # The database is checked before the login (a damaged file is explained before Discord
    # is contacted): it exists now, sound and empty.
    assert (tmp_path / "kitty.sqlite3").exists()


def test_no_network_shows_the_traceback_at_debug_level(tmp_path: Path) -> None:
    done = run_offline([], tmp_path, DISCORD_TOKEN="not.a.token", KITTY_LOG_LEVEL="debug")
    assert done.returncode == 1
    assert "Traceback" in done.stderr
    assert done.stderr.strip().splitlines()[-1].startswith("Could not reach Discord")
    assert "voice will NOT be supported" not in done.stderr


def test_sync_without_network_is_one_line(tmp_path: Path) -> None:
    done = run_offline(["sync", "--guild", "42"], tmp_path, DISCORD_TOKEN="not.a.token")
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Could not reach Discord"), done.stderr
