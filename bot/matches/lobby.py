"""Lobbies: opening a table, taking and leaving seats, AI seats, seat options, the start;
and the fair-use limits checked on the way (tables per server, lobbies per member,
AI-only tables per server)."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from bot.core.errors import GameError, OptionError, StaleMoveError
from bot.core.protocol import State
from bot.core.registry import AnyGame, get_game
from bot.i18n import said
from bot.matches import seats as seating
from bot.matches.clocks import with_clock
from bot.matches.errors import LimitError, NotSeatedError
from bot.matches.models import AI_LEVELS, TIME_KEY, Match, Seat
from bot.matches.seats import REMATCH, ordered
from bot.matches.tables import Part, snapshot_of
from bot.records.record import start_options
from data.rows import OPEN_STATUSES, MatchStatus
from data.store import ChannelBusyError

log = logging.getLogger(__name__)

#: The stored option holding the table size the host asked for (the bot's own key).
PLAYERS_KEY = "_players"


class Lobby(Part):
    """Every public coroutine raises a `GameError` subclass with a message for the user
    when the request cannot be honoured, and then changes nothing."""

    async def create_lobby(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_name: str,
        game_key: str,
        options: Mapping[str, Any],
        players: int | None = None,
        seat_options: Mapping[str, str] | None = None,
        meta: Mapping[str, Any] | None = None,
        time_limit: float = 0.0,
    ) -> Match:
        """Open a lobby with the host in seat 0 (with their `seat_options`), `time_limit`
        seconds per move once started (0: untimed; see `bot.matches.clocks`). Options are
        checked now (for the requested player count, or the largest table the game allows)
        and again at the start. `meta` holds the bot's own table settings (e.g. takebacks)."""
        game, guild_id = _checked_game(guild_id, game_key, options, players)
        raw = {k: v for k, v in options.items() if v is not None}
        if players is not None:
            raw[PLAYERS_KEY] = players
        if time_limit > 0:
            raw[TIME_KEY] = float(time_limit)
        picks = dict(seat_options or {})
        host = Seat(host_name, host_id, None, seating.human_options(game, picks))
        async with self.tables.open_lock:
            if channel_id in self.tables.by_channel:
                held = self.tables.in_channel(channel_id)
                if held is not None:
                    self.tables.require_intact(held)  # a damaged game says so, and who can end it
                raise ChannelBusyError(said("match-channel-busy"))
            self._check_open_limits(guild_id, host_id)
            seed = self.tables.seed_factory()
            mid = await self.tables.store.create_match(
                guild_id=guild_id,
                channel_id=channel_id,
                game=game.key,
                rules_version=game.caps.rules_version,
                seed=seed,
                options=raw,
                host_id=host_id,
                seats=[host.to_json()],
                meta=dict(meta or {}),
            )
            now = self.tables.clock()
            m = Match(
                id=mid,
                game=game,
                guild_id=guild_id,
                channel_id=channel_id,
                host_id=host_id,
                seed=seed,
                options=raw,
                requested_players=players,
                status=MatchStatus.LOBBY,
                seats=[host],
                opened_at=now,
                active_at=now,
                meta=dict(meta or {}),
            )
            self.tables.open(m)
        return m

    def check_new_lobby(
        self,
        *,
        guild_id: int | None,
        host_id: int,
        game_key: str,
        options: Mapping[str, Any],
        players: int | None = None,
    ) -> None:
        """Raise the `GameError` that `create_lobby` would raise for these inputs in a free
        channel (server only, known game, options, fair-use limits), writing nothing: what
        must be checked before making a place for the table (a new thread)."""
        _, guild = _checked_game(guild_id, game_key, options, players)
        self._check_open_limits(guild, host_id)

    def max_seats(self, m: Match) -> int:
        """How many seats the lobby offers: the requested size, else the game's largest."""
        return m.requested_players or m.game.max_players

    def _lobby_now(self, m: Match) -> None:
        """Inside the match lock: the match must still be an intact lobby."""
        self.tables.require_intact(m)
        if m.status != MatchStatus.LOBBY:
            raise StaleMoveError(said("match-lobby-closed"))

    async def join(
        self,
        match_id: int,
        user_id: int,
        name: str,
        *,
        seat_options: Mapping[str, str] | None = None,
    ) -> Match:
        """Take the next free seat (with its seat options; see `create_lobby`). In a
        rematch lobby: the seat of the rotated order, and a former player keeps their seat
        options unless new ones are given."""
        m = self.tables.get(match_id)
        spec = m.meta.get(REMATCH)
        if seat_options is None and isinstance(spec, dict):
            seat_options = await self._former_options(int(spec.get("of", 0)), user_id)
        picks = dict(seat_options or {})
        async with m.lock:
            self._lobby_now(m)
            if m.seat_of(user_id) is not None:
                raise GameError(said("match-already-joined"))
            if len(m.seats) >= self.max_seats(m):
                raise GameError(said("match-full"))
            seat = Seat(name, user_id, None, seating.human_options(m.game, picks))
            return await self.tables.change_seats(m, self._arranged(m, [*m.seats, seat]))

    def _arranged(self, m: Match, seats: list[Seat]) -> list[Seat]:
        """The seats of lobby `m` after a join, in the order they will play: join order,
        or a rematch lobby's rotated order — written with the join itself (so a Start at
        the same moment never sees them in join order)."""
        spec = m.meta.get(REMATCH)
        if not isinstance(spec, dict):
            return seats
        return ordered(seats, [str(k) for k in spec.get("order", [])])

    async def _former_options(self, match_id: int, user_id: int) -> dict[str, str] | None:
        """The seat options `user_id` played with in match `match_id`, if they did."""
        row = await self.tables.store.get_match(match_id)
        if row is None:
            return None
        for raw in row.seats:
            seat = Seat.from_json(raw)
            if seat.user_id == user_id:
                return dict(seat.options)
        return None

    async def leave(self, match_id: int, user_id: int) -> Match:
        """Give up a seat (not the host's: the host cancels the lobby instead)."""
        m = self.tables.get(match_id)
        async with m.lock:
            self._lobby_now(m)
            seat = m.seat_of(user_id)
            if seat is None:
                raise NotSeatedError(said("match-not-in-lobby"))
            if user_id == m.host_id:
                raise GameError(said("match-host-cannot-leave"))
            return await self.tables.change_seats(
                m, [s for i, s in enumerate(m.seats) if i != seat]
            )

    async def add_ai(self, match_id: int, user_id: int, level: str) -> Match:
        """Seat an AI of `level` (a seated player or the host may)."""
        m = self.tables.get(match_id)
        if level not in AI_LEVELS:
            raise OptionError(said("match-ai-level-unknown", levels=", ".join(AI_LEVELS)))
        async with m.lock:
            self._lobby_now(m)
            if m.seat_of(user_id) is None and user_id != m.host_id:
                raise NotSeatedError(said("match-join-to-add-ai"))
            if len(m.seats) >= self.max_seats(m):
                raise GameError(said("match-full"))
            n = sum(1 for s in m.seats if s.is_ai) + 1
            ai = Seat(f"Kitty AI {n}", None, level, seating.ai_options(m.game))
            return await self.tables.change_seats(m, [*m.seats, ai])

    async def unseat_host(self, match_id: int, user_id: int) -> Match:
        """The host gives up their seat and only watches (an AI-only table)."""
        m = self.tables.get(match_id)
        async with m.lock:
            self._lobby_now(m)
            seat = m.seat_of(user_id)
            if seat is None or user_id != m.host_id:
                raise GameError(said("match-seated-host-only"))
            return await self.tables.change_seats(
                m, [s for i, s in enumerate(m.seats) if i != seat]
            )

    async def set_seat_option(self, match_id: int, user_id: int, name: str, value: str) -> Match:
        """Change a seated player's pick of the declared seat option `name` in the lobby."""
        m = self.tables.get(match_id)
        async with m.lock:
            self._lobby_now(m)
            seat = m.seat_of(user_id)
            if seat is None:
                raise NotSeatedError(said("match-join-first"))
            seats = list(m.seats)
            seats[seat] = seating.changed(m.game, seats[seat], name, value)
            return await self.tables.change_seats(m, seats)

    async def start(self, match_id: int, user_id: int) -> Match:
        """Start the game from the lobby (host only) once enough players sit. The game gets
        the lobby's options plus each declared seat option as one value per seat."""
        m = self.tables.get(match_id)
        if user_id != m.host_id:
            raise GameError(said("match-host-starts"))
        async with m.lock:
            self._lobby_now(m)
            n = len(m.seats)
            need = m.requested_players or m.game.min_players
            if n < need:
                raise GameError(said("match-needs-players", game=m.game.title, need=need, seated=n))
            self._check_ai_only_limit(m)
            opts: dict[str, Any] = start_options(m.options)
            opts.update(seating.start_values(m.game, m.seats))
            validated = m.game.validate_options(n, opts)
            state = m.game.new_state(n, m.seed, validated)
            stored = dict(validated)
            if m.requested_players:
                stored[PLAYERS_KEY] = m.requested_players
            stored.update(bot_options(m.options))
            await self.tables.store.start_match(
                m.id, [s.to_json() for s in m.seats], stored, snapshot_of(m.game, state, 0, None)
            )
            m.options = stored
            m.state, m.ply, m.status, m.announced_ply = state, 0, MatchStatus.ACTIVE, -1
            m.active_at = self.tables.clock()
            await self._start_clock(m, state)
        return m

    async def _start_clock(self, m: Match, state: State[Any]) -> None:
        """Store the first turn's clock (best effort: without it, the clock counts from
        the start, `clocks.clock_of`) and queue its deadline."""
        meta = with_clock(m.meta, m, state, 0, m.active_at)
        if meta != m.meta:
            try:
                await self.tables.set_meta(m, meta)
            except GameError:
                log.warning(
                    "match %s: the first clock was not stored; counted from the start", m.id
                )
        self.tables.schedule_clock(m)

    # ----- fair-use limits ----------------------------------------------------------
    def _open_tables(self, guild_id: int) -> list[Match]:
        return [
            m
            for m in self.tables.matches.values()
            if m.guild_id == guild_id and m.status in OPEN_STATUSES and self.tables.holds_channel(m)
        ]

    def _check_open_limits(self, guild_id: int, host_id: int) -> None:
        lim = self.tables.limits
        tables = self._open_tables(guild_id)
        if lim.tables_per_guild and len(tables) >= lim.tables_per_guild:
            raise LimitError(
                said("match-limit-tables", count=len(tables), limit=lim.tables_per_guild)
            )
        hosted = [
            m
            for m in self.tables.matches.values()
            if m.status == MatchStatus.LOBBY
            and m.host_id == host_id
            and self.tables.holds_channel(m)
        ]
        if lim.lobbies_per_member and len(hosted) >= lim.lobbies_per_member:
            raise LimitError(
                said("match-limit-lobbies", count=len(hosted), limit=lim.lobbies_per_member)
            )

    def _check_ai_only_limit(self, m: Match) -> None:
        lim = self.tables.limits
        if not lim.ai_only_per_guild or not m.ai_only:
            return
        running = [
            x
            for x in self.tables.matches.values()
            if x.guild_id == m.guild_id
            and x.status == MatchStatus.ACTIVE
            and x.ai_only
            and x.id != m.id
        ]
        if len(running) >= lim.ai_only_per_guild:
            raise LimitError(
                said("match-limit-ai-only", count=len(running), limit=lim.ai_only_per_guild)
            )


def bot_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """The bot's own options of a table (keys starting with `_`: size, time per move…),
    kept when the game starts."""
    return {k: v for k, v in options.items() if k.startswith("_")}


def _checked_game(
    guild_id: int | None, game_key: str, options: Mapping[str, Any], players: int | None
) -> tuple[AnyGame, int]:
    """The game a lobby asks for and its server, once the request is known to be from a
    server channel and its options fit the game (else the `GameError` to answer)."""
    if guild_id is None:
        raise GameError(said("match-servers-only"))
    try:
        game = get_game(game_key)
    except KeyError:
        raise OptionError(said("match-no-such-game", key=str(game_key))) from None
    _check_lobby_options(game, options, players)
    return game, guild_id


def _check_lobby_options(game: AnyGame, options: Mapping[str, Any], players: int | None) -> None:
    """Options must fit the requested table, or — when no size was asked for — at least
    one table size the game allows (the largest first, whose message is shown)."""
    if players is not None:
        game.validate_options(players, options)
        return
    first: OptionError | None = None
    for count in range(game.max_players, game.min_players - 1, -1):
        try:
            game.validate_options(count, options)
            return
        except OptionError as exc:
            first = first or exc
    assert first is not None
    raise first
