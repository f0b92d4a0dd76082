"""Loading the open matches at start-up. A row that cannot be used becomes a damaged
match: its channel says so and a moderator can cancel it, never a dead channel."""

from __future__ import annotations

import logging
from typing import Any

from bot.core.errors import GameError, PositionError
from bot.core.registry import AnyGame, get_game
from bot.matches.missing import MissingGame, missing_game
from bot.matches.models import Match, Seat
from bot.matches.replay import rebuild_state
from bot.matches.tables import Part
from data.rows import MatchStatus
from data.store import DamagedRow, MatchRow, Store

log = logging.getLogger(__name__)

#: What reading a row's seats, snapshot or log may raise on data that does not fit:
#: a number too large for a float, JSON nested too deep, as well as the usual.
_UNUSABLE = (
    GameError,
    KeyError,
    TypeError,
    ValueError,
    AttributeError,
    IndexError,
    ArithmeticError,
    RecursionError,
)


#: What a row that cannot be decoded at all says about itself.
UNREADABLE = "the row cannot be read"


class Loading(Part):
    """The service's start-up."""

    async def load_all(self) -> list[Match]:
        """Load every lobby and active match (and finished ones whose final board was never
        shown) from the store — of this process's shards only, in a cluster. A row that
        cannot be used becomes a damaged match. Never raises for a bad row."""
        loaded = []
        games: dict[str, AnyGame] = {}  # one registry look-up per game key, not per row
        cluster = self.tables.ownership
        shards = (None, ()) if cluster is None else (cluster.shard_count, cluster.shard_ids)
        for row in await self.tables.store.load_open(*shards):
            m = (
                damaged_match(row)
                if isinstance(row, DamagedRow)
                else await load_row(self.tables.store, row, games)
            )
            self.tables.open(m)
            loaded.append(m)
        return loaded


def _game(key: str, known: dict[str, AnyGame] | None = None) -> AnyGame:
    """The game registered as `key` (remembered in `known`), or a `MissingGame`."""
    if known is not None and key in known:
        return known[key]
    try:
        game = get_game(key)
    except KeyError:
        return missing_game(key)
    if known is not None:
        known[key] = game
    return game


def known_status(text: str) -> MatchStatus | None:
    """The status a row stores, or None for a text that names none."""
    try:
        return MatchStatus(text)
    except ValueError:
        return None


def damaged_match(row: DamagedRow) -> Match:
    """The match of a row that cannot be decoded: it holds its channel (as a lobby or a
    running game; a finished or abandoned row keeps its status), keeps the row's times,
    and only a moderator's cancel can close it — no automatic close (`Lifecycle.expired`
    and the clocks skip a damaged match)."""
    log.error("match %s is damaged: %s", row.id, row.reason)
    # A known status is kept; any other reads as a running game, so the match still holds
    # its channel.
    status = known_status(row.status) or MatchStatus.ACTIVE
    return Match(
        id=row.id,
        game=_game(row.game),
        guild_id=row.guild_id,
        channel_id=row.channel_id,
        host_id=row.host_id,
        seed=0,
        options={},
        requested_players=None,
        status=status,
        seats=[],
        damaged=UNREADABLE,
        opened_at=row.created_at,
        active_at=row.last_move_at or row.created_at,
    )


async def load_row(store: Store, row: MatchRow, games: dict[str, AnyGame] | None = None) -> Match:
    """The match of a decoded row, its state rebuilt (`rebuild_state`) when it started. A
    seat, snapshot or log that does not fit the game makes it a damaged match. `games`
    remembers the games looked up so far (a load of many rows passes one)."""
    game = _game(row.game, games)
    m = Match(
        id=row.id,
        game=game,
        guild_id=row.guild_id,
        channel_id=row.channel_id,
        host_id=row.host_id,
        seed=row.seed,
        options=row.options,
        requested_players=_int_or_none(row.options.get("_players")),
        status=known_status(row.status) or MatchStatus.ACTIVE,
        seats=[],
        ply=row.ply,
        lobby_message_id=row.lobby_message_id,
        board_message_id=row.board_message_id,
        meta=row.meta,
        announced_ply=row.announced_ply,
        old_boards=list(row.old_boards),
        opened_at=row.created_at,
        active_at=row.last_move_at or row.created_at,
    )
    try:
        if isinstance(game, MissingGame):
            raise PositionError(f"unknown game {row.game!r}")
        if known_status(row.status) is None:
            raise PositionError(f"unknown status {row.status!r}")
        m.seats = [Seat.from_json(s) for s in row.seats]
        if row.status in (MatchStatus.ACTIVE, MatchStatus.FINISHED):
            m.state = await rebuild_state(game, row, store.moves, len(m.seats))
            if row.status == MatchStatus.ACTIVE and m.state.outcome() is not None:
                raise PositionError("the stored game is over but still marked as running")
    except _UNUSABLE as exc:
        m.damaged = str(exc) or type(exc).__name__
        log.error("match %s is damaged: %s", row.id, m.damaged)
    return m


def _int_or_none(value: Any) -> int | None:
    try:
        return None if value is None else int(value)
    except (TypeError, ValueError):
        return None
