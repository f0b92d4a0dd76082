"""Rematches: the Rematch button of a final board opens a new lobby in the same channel with
the same game, options and players, the seats rotated so that another player begins. The
clicker hosts it and sits at once, AI seats come along, the other former players join with
one click (the lobby's Join) and land in their rotated seats.

The finished match is read from the store, so the button works after a restart too. Two
clicks at the same moment open one lobby: the second clicker joins the first one's."""

from __future__ import annotations

import asyncio
from typing import Any

from bot.core.errors import GameError
from bot.core.registry import get_game
from bot.i18n import said
from bot.matches.errors import NotSeatedError
from bot.matches.hint_table import HINTS
from bot.matches.lobby import PLAYERS_KEY, Lobby
from bot.matches.models import TIME_KEY, Match, Seat
from bot.matches.seats import REMATCH, ordered, rotated, seat_key
from bot.matches.takeback import TABLE_OPTION
from bot.records.record import start_options
from data.rows import MatchStatus
from data.store import ChannelBusyError


class Rematches:
    """Rematch lobbies (opened by `Lobby`, which also seats the former players in their
    rotated order)."""

    def __init__(self, lobby: Lobby) -> None:
        self.lobby = lobby
        self.tables = lobby.tables
        #: Rematch clicks are served one at a time (two at once open one lobby).
        self._rematch_lock = asyncio.Lock()

    async def rematch(
        self, match_id: int, user_id: int, name: str, *, channel_id: int | None = None
    ) -> tuple[Match, bool]:
        """The rematch lobby of the finished match `match_id`, and whether this click
        opened it (False: it was open already and the user joined it). Refused when the
        game is not finished or not of `channel_id` (where the button was clicked), the
        user did not play in it, or the channel has another open table."""
        row = await self.tables.store.get_match(match_id)
        if row is None:
            raise GameError(said("match-rematch-gone"))
        if channel_id is not None and row.channel_id != channel_id:
            raise GameError(said("match-rematch-other-channel"))
        if row.status != MatchStatus.FINISHED:
            raise GameError("A rematch can be asked for once the game is over.")
        old = [Seat.from_json(s) for s in row.seats]
        mine = next((s for s in old if s.user_id == user_id), None)
        if mine is None:
            raise NotSeatedError(said("match-rematch-players-only"))
        new_seats = rotated(old)
        order = [seat_key(s) for s in new_seats]
        async with self._rematch_lock:
            here = self.tables.in_channel(row.channel_id)
            if here is not None:
                if (
                    here.status == MatchStatus.LOBBY
                    and here.meta.get(REMATCH, {}).get("of") == match_id
                ):
                    if here.seat_of(user_id) is None:
                        here = await self.lobby.join(here.id, user_id, name)
                    return here, False
                raise ChannelBusyError(said("match-rematch-channel-busy"))
            game = get_game(row.game)
            per_seat = {spec.name for spec in game.caps.seat_options}
            declared = {o.name for o in game.options}
            options = {
                k: v
                for k, v in start_options(row.options).items()
                if k in declared and k not in per_seat
            }
            players = row.options.get(PLAYERS_KEY)
            meta: dict[str, Any] = {REMATCH: {"of": match_id, "order": order}}
            for table_option in (TABLE_OPTION, HINTS):  # the table's own settings
                if table_option in row.meta:
                    meta[table_option] = row.meta[table_option]
            m = await self.lobby.create_lobby(
                guild_id=row.guild_id,
                channel_id=row.channel_id,
                host_id=user_id,
                host_name=name,
                game_key=row.game,
                options=options,
                players=players if isinstance(players, int) else None,
                seat_options=mine.options,
                meta=meta,
                time_limit=float(row.options.get(TIME_KEY) or 0.0),
            )
            ais = [Seat(s.name, None, s.ai_level, dict(s.options)) for s in new_seats if s.is_ai]
            if ais:
                async with m.lock:
                    await self.tables.change_seats(m, ordered([*m.seats, *ais], order))
            return m, True
