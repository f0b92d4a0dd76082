"""Settings from the environment and optional `.env` files (no extra dependency).

Two `.env` files are read: the one beside the project (the folder that holds the `bot`
package, i.e. the repository root) and the one in the current folder. The current
folder's wins over the project's, and the environment wins over both.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from bot.matches.limits import LIMIT_KEYS, Limits
from bot.matches.ownership import Cluster

#: The repository root: the parent of the `bot` package.
PROJECT_ROOT = Path(__file__).resolve().parent.parent
ENV_FILE_NAME = ".env"


def read_env_file(path: Path) -> dict[str, str]:
    """KEY=VALUE lines of a .env file (quotes stripped, comments and blanks ignored);
    an empty dict when the file does not exist."""
    out: dict[str, str] = {}
    if not path.is_file():
        return out
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if line.startswith("export "):
            line = line[len("export ") :].lstrip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, value = line.split("=", 1)
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        out[key.strip()] = value
    return out


def env_files(cwd: Path | None = None, root: Path | None = None) -> list[Path]:
    """The `.env` files to read, weakest first: the project's, then the current folder's
    (each once, even when the current folder is the project root)."""
    here = (cwd if cwd is not None else Path.cwd()).resolve() / ENV_FILE_NAME
    project = (root if root is not None else PROJECT_ROOT).resolve() / ENV_FILE_NAME
    return [project] if project == here else [project, here]


@dataclass(frozen=True)
class Settings:
    token: str | None
    #: Where the matches are kept: an SQLite file path (KITTY_DATABASE, the default) or a
    #: `postgresql://` URL (KITTY_DATABASE_URL, which wins when set).
    database: str
    dev_guild_id: int | None
    log_level: str
    owner_ids: frozenset[int]
    ai_workers: int
    limits: Limits = field(default_factory=Limits)
    #: Seconds to keep retrying a database another program holds locked at start-up.
    lock_wait: float = 30.0
    #: The shards this process runs (`KITTY_SHARDS`, e.g. `0-3`) out of `shard_count`
    #: (`KITTY_SHARD_COUNT`); None: one process with every shard (no cluster).
    cluster: Cluster | None = None
    #: Processes that draw the boards (`KITTY_RENDER_WORKERS`, 1 when loaded from the
    #: environment); 0 draws them in a thread of the bot. Settings built in code (tests,
    #: benches) draw in a thread unless they ask: each process costs a start-up.
    render_workers: int = 0
    #: Processes that analyse finished games (`KITTY_ANALYSIS_WORKERS`, 1 when loaded from
    #: the environment; one pool apart from the AI players'); 0 analyses in a thread.
    analysis_workers: int = 0

    @classmethod
    def load(cls, env_file: str | Path | None = None) -> Settings:
        """Settings from the environment, which wins over the `.env` files. With
        `env_file`, only that file is read; otherwise `env_files()` (the current folder's
        `.env` wins over the project's)."""
        values: dict[str, str] = {}
        paths = [Path(env_file)] if env_file is not None else env_files()
        for path in paths:
            values.update(read_env_file(path))
        values.update({k: v for k, v in os.environ.items() if k in _KEYS})

        def get(key: str, default: str = "") -> str:
            return values.get(key, default).strip()

        guild = get("KITTY_DEV_GUILD_ID")
        owners = frozenset(
            int(x) for x in get("KITTY_OWNER_IDS").replace(",", " ").split() if x.isdigit()
        )
        workers = get("KITTY_AI_WORKERS", "1")
        render_workers = get("KITTY_RENDER_WORKERS", "1")
        analysis_workers = get("KITTY_ANALYSIS_WORKERS", "1")
        return cls(
            token=get("DISCORD_TOKEN") or None,
            database=get("KITTY_DATABASE_URL") or get("KITTY_DATABASE") or "kitty-tower.sqlite3",
            dev_guild_id=int(guild) if guild.isdigit() else None,
            log_level=(get("KITTY_LOG_LEVEL") or "INFO").upper(),
            owner_ids=owners,
            ai_workers=int(workers) if workers.isdigit() else 1,
            limits=Limits.from_values(values),
            lock_wait=_seconds(get("KITTY_DATABASE_LOCK_WAIT"), 30.0),
            cluster=Cluster.parse(get("KITTY_SHARDS"), get("KITTY_SHARD_COUNT")),
            render_workers=int(render_workers) if render_workers.isdigit() else 1,
            analysis_workers=int(analysis_workers) if analysis_workers.isdigit() else 1,
        )


_KEYS = (
    "DISCORD_TOKEN",
    "KITTY_DATABASE",
    "KITTY_DATABASE_URL",
    "KITTY_DEV_GUILD_ID",
    "KITTY_LOG_LEVEL",
    "KITTY_OWNER_IDS",
    "KITTY_AI_WORKERS",
    "KITTY_RENDER_WORKERS",
    "KITTY_ANALYSIS_WORKERS",
    "KITTY_DATABASE_LOCK_WAIT",
    "KITTY_SHARDS",
    "KITTY_SHARD_COUNT",
    *LIMIT_KEYS,
)


def _seconds(raw: str, default: float) -> float:
    try:
        value = float(raw)
    except ValueError:
        return default
    return value if value >= 0 else default
