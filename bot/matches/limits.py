"""Fair-use limits (set in `.env`; 0 switches a limit off)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    """How much one member or one server may open at once."""

    #: Open lobbies one member may host at the same time (across channels).
    lobbies_per_member: int = 3
    #: Open tables (lobbies and running games) per server.
    tables_per_guild: int = 50
    #: Running games per server in which every seat is an AI.
    ai_only_per_guild: int = 2
    #: Seconds one member waits between two `/kitty board` in the same channel.
    board_cooldown: float = 10.0
    #: Seconds an AI-only table pauses between two moves (watchers can follow; others'
    #: AI turns go first anyway).
    ai_only_pace: float = 1.0
    #: Seconds a lobby may wait to be started before it closes itself.
    lobby_ttl: float = 3600.0
    #: Seconds without a move after which a running game is closed as abandoned.
    abandon_after: float = 7 * 86400.0

    @classmethod
    def from_values(cls, values: Mapping[str, str]) -> Limits:
        """Read `KITTY_MAX_LOBBIES_PER_MEMBER`, `KITTY_MAX_TABLES_PER_GUILD`,
        `KITTY_MAX_AI_ONLY_PER_GUILD`, `KITTY_BOARD_COOLDOWN` and `KITTY_AI_ONLY_PACE`
        (defaults where unset or unreadable)."""
        base = cls()

        def number(key: str, default: float) -> float:
            raw = values.get(key, "").strip()
            try:
                value = float(raw)
            except ValueError:
                return default
            return value if value >= 0 else default

        return cls(
            lobbies_per_member=int(number("KITTY_MAX_LOBBIES_PER_MEMBER", base.lobbies_per_member)),
            tables_per_guild=int(number("KITTY_MAX_TABLES_PER_GUILD", base.tables_per_guild)),
            ai_only_per_guild=int(number("KITTY_MAX_AI_ONLY_PER_GUILD", base.ai_only_per_guild)),
            board_cooldown=number("KITTY_BOARD_COOLDOWN", base.board_cooldown),
            ai_only_pace=number("KITTY_AI_ONLY_PACE", base.ai_only_pace),
            lobby_ttl=60 * number("KITTY_LOBBY_MINUTES", base.lobby_ttl / 60),
            abandon_after=86400 * number("KITTY_ABANDON_DAYS", base.abandon_after / 86400),
        )


LIMIT_KEYS = (
    "KITTY_MAX_LOBBIES_PER_MEMBER",
    "KITTY_MAX_TABLES_PER_GUILD",
    "KITTY_MAX_AI_ONLY_PER_GUILD",
    "KITTY_BOARD_COOLDOWN",
    "KITTY_AI_ONLY_PACE",
    "KITTY_LOBBY_MINUTES",
    "KITTY_ABANDON_DAYS",
)
