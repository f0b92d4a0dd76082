"""Kitty Tower: run the Discord bot (`python -m bot`), or one of the tools beside it.

Without a command the bot runs (as with `run`, whose flags such as `--shards 0-3
--shard-count 8` may follow directly). Each command has its own `--help`.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

PROG = "python -m bot"


def _run(argv: list[str]) -> int:
    from bot.run import run_bot

    return run_bot(argv)


def _sync(argv: list[str]) -> int:
    from bot.run import sync_commands

    return sync_commands(argv)


def _play(argv: list[str]) -> int:
    from bot.play_cli import main

    return main(argv)


def _perft(argv: list[str]) -> int:
    from bot.perft_cli import main

    return main(argv)


def _backup(argv: list[str]) -> int:
    from bot.config import Settings
    from data.backup import main

    return main(argv, default_database=lambda: Settings.load().database)


def _migrate_db(argv: list[str]) -> int:
    from bot.migrate_cli import main

    return main(argv)


def _replay(argv: list[str]) -> int:
    from bot.replay_cli import main

    return main(argv)


#: Subcommand → (what it does, entry point taking the remaining arguments).
COMMANDS: dict[str, tuple[str, Callable[[list[str]], int]]] = {
    "run": ("run the Discord bot (the default; needs DISCORD_TOKEN in .env)", _run),
    "sync": ("publish the slash commands once: globally, or --guild ID for one server", _sync),
    "play": (
        "play a game in the terminal against the AI: play GAME [--ai LEVEL] [--seed N]",
        _play,
    ),
    "perft": ("count move-tree leaves: perft --position FILE --depth N [--divide]", _perft),
    "replay": ("replay and check a game record from /kitty record: replay FILE", _replay),
    "backup": (
        "copy the SQLite database safely while the bot runs: backup FILE [--force]",
        _backup,
    ),
    "migrate-db": (
        "copy every game between SQLite and PostgreSQL (bot stopped): migrate-db FROM TO",
        _migrate_db,
    ),
}


def usage() -> str:
    """The text of `python -m bot --help`: every subcommand with one line."""
    width = max(len(name) for name in COMMANDS)
    lines = [
        f"usage: {PROG} [COMMAND] [ARGS …]",
        "",
        (__doc__ or "").strip().splitlines()[0],
        "",
        "commands:",
    ]
    lines += [f"  {name:<{width}}  {text}" for name, (text, _) in COMMANDS.items()]
    lines += ["", f"`{PROG} COMMAND --help` explains a command's options."]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Dispatch to a subcommand; returns the process exit code (2 for an unknown one)."""
    args = list(sys.argv[1:] if argv is None else argv)
    if not args:
        return _run([])
    head, rest = args[0], args[1:]
    if head in ("-h", "--help", "help"):
        print(usage())
        return 0
    if head.startswith("--"):  # `python -m bot --shards 0-3 --shard-count 8`: run's flags
        return _run(args)
    if head not in COMMANDS:
        known = ", ".join(COMMANDS)
        print(
            f"{PROG}: unknown command `{head}` (choose from {known}; see `{PROG} --help`)",
            file=sys.stderr,
        )
        return 2
    return COMMANDS[head][1](rest)


if __name__ == "__main__":
    sys.exit(main())
