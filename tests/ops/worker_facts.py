"""What a worker process tells about itself (imported by worker processes: it imports
nothing of the bot, so a fresh worker shows only what it imported by itself)."""

from __future__ import annotations

import os
import sys


def facts() -> tuple[int, bool, bool]:
    """(this process's parent pid, whether discord.py is loaded here, whether every game's
    engine and AI heuristic is)."""
    games = ("kitty", "towers", "stacktics", "tumbling", "cattower")
    loaded = all(
        f"bot.games.{g}" in sys.modules and f"bot.ai.heuristics.{g}" in sys.modules for g in games
    )
    return os.getppid(), "discord" in sys.modules, loaded
