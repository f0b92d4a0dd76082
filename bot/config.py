"""Settings from the environment and an optional `.env` file (no extra dependency)."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from bot.matches.limits import LIMIT_KEYS, Limits


def read_env_file(path: Path) -> dict[str, str]:
    """KEY=VALUE lines of a .env file (quotes stripped, comments and blanks ignored)."""
    out: dict[str, str] = {}
    if not path.is_file():
        return out
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, value = line.split("=", 1)
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        out[key.strip()] = value
    return out


@dataclass(frozen=True)
class Settings:
    token: str | None
    database: str
    dev_guild_id: int | None
    log_level: str
    owner_ids: frozenset[int]
    ai_workers: int
    limits: Limits = field(default_factory=Limits)

    @classmethod
    def load(cls, env_file: str | Path = ".env") -> "Settings":
        """Environment variables win over the .env file."""
        values = read_env_file(Path(env_file))
        values.update({k: v for k, v in os.environ.items() if k in _KEYS})

        def get(key: str, default: str = "") -> str:
            return values.get(key, default).strip()

        guild = get("KITTY_DEV_GUILD_ID")
        owners = frozenset(int(x) for x in get("KITTY_OWNER_IDS").replace(",", " ").split() if x.isdigit())
        workers = get("KITTY_AI_WORKERS", "1")
        return cls(
            token=get("DISCORD_TOKEN") or None,
            database=get("KITTY_DATABASE", "kitty-tower.sqlite3"),
            dev_guild_id=int(guild) if guild.isdigit() else None,
            log_level=get("KITTY_LOG_LEVEL", "INFO").upper(),
            owner_ids=owners,
            ai_workers=int(workers) if workers.isdigit() else 1,
            limits=Limits.from_values(values),
        )


_KEYS = ("DISCORD_TOKEN", "KITTY_DATABASE", "KITTY_DEV_GUILD_ID", "KITTY_LOG_LEVEL", "KITTY_OWNER_IDS", "KITTY_AI_WORKERS",
         *LIMIT_KEYS)
