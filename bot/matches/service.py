"""The match service: the one place where an engine, the store and the AI meet.

It keeps every open match in memory (loaded from the store at start-up), serialises the
actions on each match with a lock, and commits every accepted action (with the forced moves
the bot plays after it) before returning, so a reply is never sent for a move that is not
saved. Memory changes only after the store's write committed: a failed write leaves the
match exactly as the database has it. Discord is not imported here: the cogs turn the
reports into messages.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import random
import time
from collections.abc import Callable, Mapping
from concurrent.futures import Executor
from typing import Any

from bot.core.errors import GameError, IllegalMoveError, OptionError, PositionError, StaleMoveError
from bot.core.protocol import Game, MoveChoice, State
from bot.core.registry import get_game
from bot.matches.limits import Limits
from bot.matches.models import (
    AI_LEVELS,
    DIFFICULTIES,
    Applied,
    Match,
    MissingGame,
    Seat,
    TurnReport,
)
from bot.matches.replay import rebuild_state, snapshot_of
from bot.records.finish import recorder
from data.records import SeatResult
from data.store import ChannelBusyError, DamagedRow, MatchRow, MatchStore

log = logging.getLogger(__name__)

DAMAGED_TEXT = (
    "This game's saved data is damaged and cannot continue ({reason}). "
    "A moderator can end it with `/kitty cancel`."
)


class NotSeatedError(GameError):
    """The user has no seat in this match."""


class LimitError(GameError):
    """A fair-use limit would be exceeded."""


class MoveFailedError(GameError):
    """Applying an accepted kind of move raised unexpectedly; nothing changed."""


class MatchService:
    """Lobbies, seats, turns. Every public coroutine raises a `GameError` subclass with a
    message for the user when the request cannot be honoured, and then changes nothing."""

    def __init__(
        self,
        store: MatchStore,
        *,
        seed_factory: Callable[[], int] | None = None,
        apply_executor: Executor | None = None,
        limits: Limits | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self.matches: dict[int, Match] = {}
        self._by_channel: dict[int, int] = {}
        self._seed_factory = seed_factory or (lambda: random.SystemRandom().randrange(1, 2**31))
        self._apply_executor = apply_executor
        self._choices_cache: dict[tuple[int, int, int], list[MoveChoice]] = {}
        self.limits = limits or Limits()
        #: Seconds since the epoch (tests inject their own clock).
        self.clock = clock
        self._open_lock = asyncio.Lock()  # lobby creation: limits are checked and used at once

    # ----- loading ------------------------------------------------------------------
    async def load_all(self) -> list[Match]:
        """Load every lobby and active match (and finished ones whose final board was never
        shown) from the store. A row that cannot be used becomes a damaged match: its
        channel says so and a moderator can cancel it. Never raises for a bad row."""
        loaded = []
        for row in await self.store.load_open():
            m = (
                self._damaged_match(row)
                if isinstance(row, DamagedRow)
                else await self._load_row(row)
            )
            self.matches[m.id] = m
            if m.status in ("lobby", "active"):
                self._by_channel[m.channel_id] = m.id
            loaded.append(m)
        return loaded

    def _damaged_match(self, row: DamagedRow) -> Match:
        log.error("match %s is damaged: %s", row.id, row.reason)
        try:
            game: Game = get_game(row.game)
        except KeyError:
            game = MissingGame(row.game)
        status = row.status if row.status in ("lobby", "active", "finished") else "active"
        return Match(
            id=row.id,
            game=game,
            guild_id=row.guild_id,
            channel_id=row.channel_id,
            host_id=row.host_id,
            seed=0,
            options={},
            requested_players=None,
            status=status,
            seats=[],
            damaged="the row cannot be read",
        )

    async def _load_row(self, row: MatchRow) -> Match:
        try:
            game: Game = get_game(row.game)
        except KeyError:
            game = MissingGame(row.game)
        m = Match(
            id=row.id,
            game=game,
            guild_id=row.guild_id,
            channel_id=row.channel_id,
            host_id=row.host_id,
            seed=row.seed,
            options=row.options,
            requested_players=_int_or_none(row.options.get("_players")),
            status=row.status,
            seats=[],
            ply=row.ply,
            lobby_message_id=row.lobby_message_id,
            board_message_id=row.board_message_id,
            meta=row.meta,
            announced_ply=row.announced_ply,
            opened_at=row.created_at,
            active_at=row.last_move_at or row.created_at,
        )
        try:
            if isinstance(game, MissingGame):
                raise PositionError(f"unknown game {row.game!r}")
            m.seats = [Seat.from_json(s) for s in row.seats]
            if row.status in ("active", "finished"):
                m.state = await rebuild_state(game, row, self.store.moves, len(m.seats))
                if row.status == "active" and m.state.outcome() is not None:
                    raise PositionError("the stored game is over but still marked as running")
        except (GameError, KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            m.damaged = str(exc) or type(exc).__name__
            log.error("match %s is damaged: %s", row.id, m.damaged)
        return m

    # ----- lookups ------------------------------------------------------------------
    def in_channel(self, channel_id: int) -> Match | None:
        mid = self._by_channel.get(channel_id)
        return None if mid is None else self.matches.get(mid)

    def get(self, match_id: int) -> Match:
        m = self.matches.get(match_id)
        if m is None:
            raise StaleMoveError("This game is over or was cancelled.")
        return m

    def require_channel_match(self, channel_id: int) -> Match:
        m = self.in_channel(channel_id)
        if m is None:
            raise GameError("There is no game in this channel. Start one with `/kitty start`.")
        return m

    def require_intact(self, m: Match) -> None:
        if m.damaged:
            raise GameError(DAMAGED_TEXT.format(reason=m.damaged))

    def require_playable(self, m: Match) -> State:
        self.require_intact(m)
        if m.status == "lobby":
            raise GameError("The game has not started yet.")
        if m.status != "active" or m.state is None:
            raise GameError("This game is over.")
        return m.state

    def seat_for(self, m: Match, user_id: int) -> int:
        seat = m.seat_of(user_id)
        if seat is None:
            raise NotSeatedError("You are not playing in this game.")
        return seat

    def unannounced(self) -> list[Match]:
        """Matches whose newest committed ply has no board in the channel yet."""
        return [
            m
            for m in self.matches.values()
            if not m.damaged and m.state is not None and m.announced_ply < m.ply
        ]

    # ----- lobby --------------------------------------------------------------------
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
        difficulty: str | None = None,
    ) -> Match:
        """Open a lobby with the host in seat 0. Options are checked now (for the requested
        player count, or the largest table the game allows) and again at the start."""
        if guild_id is None:
            raise GameError("Kitty Tower works in server channels, not in direct messages.")
        try:
            game = get_game(game_key)
        except KeyError:
            raise OptionError(f"There is no game called {game_key!r}.") from None
        _check_lobby_options(game, options, players)
        raw = {k: v for k, v in options.items() if v is not None}
        if players is not None:
            raw["_players"] = players
        host = Seat(name=host_name, user_id=host_id, difficulty=_difficulty(difficulty))
        async with self._open_lock:
            if channel_id in self._by_channel:
                raise ChannelBusyError(
                    "This channel already has a game. Finish or cancel it first."
                )
            self._check_open_limits(guild_id, host_id)
            seed = self._seed_factory()
            mid = await self.store.create_match(
                guild_id=guild_id,
                channel_id=channel_id,
                game=game.key,
                rules_version=game.caps.rules_version,
                seed=seed,
                options=raw,
                host_id=host_id,
                seats=[host.to_json()],
            )
            now = self.clock()
            m = Match(
                id=mid,
                game=game,
                guild_id=guild_id,
                channel_id=channel_id,
                host_id=host_id,
                seed=seed,
                options=raw,
                requested_players=players,
                status="lobby",
                seats=[host],
                opened_at=now,
                active_at=now,
            )
            self.matches[mid] = m
            self._by_channel[channel_id] = mid
        return m

    def _open_tables(self, guild_id: int) -> list[Match]:
        return [
            m
            for m in self.matches.values()
            if m.guild_id == guild_id
            and m.status in ("lobby", "active")
            and self._by_channel.get(m.channel_id) == m.id
        ]

    def _check_open_limits(self, guild_id: int, host_id: int) -> None:
        lim = self.limits
        tables = self._open_tables(guild_id)
        if lim.tables_per_guild and len(tables) >= lim.tables_per_guild:
            raise LimitError(
                f"This server already has {len(tables)} open tables (the limit is "
                f"{lim.tables_per_guild}). Finish or cancel one first."
            )
        hosted = [
            m
            for m in self.matches.values()
            if m.status == "lobby"
            and m.host_id == host_id
            and self._by_channel.get(m.channel_id) == m.id
        ]
        if lim.lobbies_per_member and len(hosted) >= lim.lobbies_per_member:
            raise LimitError(
                f"You already host {len(hosted)} open lobbies (the limit is "
                f"{lim.lobbies_per_member}). Start or cancel one first."
            )

    def _check_ai_only_limit(self, m: Match, seats: list[Seat]) -> None:
        lim = self.limits
        if not lim.ai_only_per_guild or not seats or not all(s.is_ai for s in seats):
            return
        running = [
            x
            for x in self.matches.values()
            if x.guild_id == m.guild_id and x.status == "active" and x.ai_only and x.id != m.id
        ]
        if len(running) >= lim.ai_only_per_guild:
            raise LimitError(
                f"This server already runs {len(running)} AI-only tables (the limit is "
                f"{lim.ai_only_per_guild}). Wait for one to finish."
            )

    def max_seats(self, m: Match) -> int:
        return m.requested_players or m.game.max_players

    def _lobby_now(self, m: Match) -> None:
        """Inside the match lock: the match must still be an intact lobby."""
        self.require_intact(m)
        if m.status != "lobby":
            raise StaleMoveError("This lobby is closed: the game has already started or ended.")

    async def _change_seats(self, m: Match, seats: list[Seat]) -> Match:
        """Write the new seat list (guarded: still a lobby), then take it into memory."""
        await self.store.update_match(
            m.id, expect_status="lobby", seats=[s.to_json() for s in seats]
        )
        m.seats = seats
        return m

    async def join(
        self, match_id: int, user_id: int, name: str, difficulty: str | None = None
    ) -> Match:
        m = self.get(match_id)
        async with m.lock:
            self._lobby_now(m)
            if m.seat_of(user_id) is not None:
                raise GameError("You have already joined this game.")
            if len(m.seats) >= self.max_seats(m):
                raise GameError("This game is full.")
            seat = Seat(name=name, user_id=user_id, difficulty=_difficulty(difficulty))
            return await self._change_seats(m, [*m.seats, seat])

    async def leave(self, match_id: int, user_id: int) -> Match:
        m = self.get(match_id)
        async with m.lock:
            self._lobby_now(m)
            seat = m.seat_of(user_id)
            if seat is None:
                raise NotSeatedError("You are not in this lobby.")
            if user_id == m.host_id:
                raise GameError("You are the host: use Cancel to close the lobby.")
            return await self._change_seats(m, [s for i, s in enumerate(m.seats) if i != seat])

    async def add_ai(self, match_id: int, user_id: int, level: str) -> Match:
        m = self.get(match_id)
        if level not in AI_LEVELS:
            raise OptionError(f"AI level must be one of {', '.join(AI_LEVELS)}.")
        async with m.lock:
            self._lobby_now(m)
            if m.seat_of(user_id) is None and user_id != m.host_id:
                raise NotSeatedError("Join the game first to add AI players.")
            if len(m.seats) >= self.max_seats(m):
                raise GameError("This game is full.")
            n = sum(1 for s in m.seats if s.is_ai) + 1
            ai = Seat(name=f"Kitty AI {n}", ai_level=level, difficulty="steady")
            return await self._change_seats(m, [*m.seats, ai])

    async def unseat_host(self, match_id: int, user_id: int) -> Match:
        """The host gives up their seat and only watches (an AI-only table)."""
        m = self.get(match_id)
        async with m.lock:
            self._lobby_now(m)
            seat = m.seat_of(user_id)
            if seat is None or user_id != m.host_id:
                raise GameError("Only the seated host can do that.")
            return await self._change_seats(m, [s for i, s in enumerate(m.seats) if i != seat])

    async def set_difficulty(self, match_id: int, user_id: int, difficulty: str) -> Match:
        """Change a seated player's hand (Cat and the Tower) while in the lobby."""
        m = self.get(match_id)
        async with m.lock:
            self._lobby_now(m)
            seat = m.seat_of(user_id)
            if seat is None:
                raise NotSeatedError("Join the game first.")
            seats = list(m.seats)
            old = seats[seat]
            seats[seat] = Seat(
                name=old.name,
                user_id=old.user_id,
                ai_level=old.ai_level,
                difficulty=_difficulty(difficulty),
            )
            return await self._change_seats(m, seats)

    async def start(self, match_id: int, user_id: int) -> Match:
        """Start the game from the lobby (host only) once enough players sit."""
        m = self.get(match_id)
        if user_id != m.host_id:
            raise GameError("Only the host can start the game.")
        async with m.lock:
            self._lobby_now(m)
            n = len(m.seats)
            need = m.requested_players or m.game.min_players
            if n < need:
                raise GameError(f"{m.game.title} needs {need} players; {n} seated so far.")
            self._check_ai_only_limit(m, m.seats)
            opts = {k: v for k, v in m.options.items() if not k.startswith("_")}
            if "difficulty" in {o.name for o in m.game.options}:
                opts["difficulty"] = [s.difficulty for s in m.seats]
            validated = m.game.validate_options(n, opts)
            state = m.game.new_state(n, m.seed, validated)
            stored = dict(validated)
            if m.requested_players:
                stored["_players"] = m.requested_players
            await self.store.start_match(
                m.id, [s.to_json() for s in m.seats], stored, snapshot_of(m.game, state, 0, None)
            )
            m.options = stored
            m.state, m.ply, m.status, m.announced_ply = state, 0, "active", -1
            m.active_at = self.clock()
        return m

    async def cancel(self, match_id: int, user_id: int, *, moderator: bool) -> Match:
        """Abandon a lobby (host) or any open match (host of a lobby, or a moderator).
        A damaged match can always be cancelled by a moderator."""
        m = self.get(match_id)
        if m.status not in ("lobby", "active") or self._by_channel.get(m.channel_id) != m.id:
            raise StaleMoveError("This game is already over.")
        if not moderator and not (m.status == "lobby" and user_id == m.host_id):
            if m.status == "lobby":
                raise GameError("Only the host or a moderator can cancel this lobby.")
            raise GameError(
                "Only a moderator (Manage Messages) can cancel a running game; players can "
                "`/kitty resign` or offer to end it with `/kitty end`."
            )
        async with m.lock:
            if m.status not in ("lobby", "active"):
                raise StaleMoveError("This game is already over.")
            await self.store.update_match(m.id, status="abandoned")
            m.status = "abandoned"
            self._close(m)
        return m

    def expired(self) -> list[tuple[Match, str]]:
        """Open tables past their time: lobbies nobody started within `lobby_ttl`, games
        with no move for `abandon_after`; each with the sentence that says why."""
        now, lim, out = self.clock(), self.limits, []
        for m in list(self.matches.values()):
            if self._by_channel.get(m.channel_id) != m.id:
                continue
            if m.status == "lobby" and lim.lobby_ttl and now - m.opened_at >= lim.lobby_ttl:
                out.append(
                    (
                        m,
                        f"This lobby closed itself: nobody started it within {_duration(lim.lobby_ttl)}.",
                    )
                )
            elif (
                m.status == "active"
                and lim.abandon_after
                and now - m.active_at >= lim.abandon_after
            ):
                out.append(
                    (
                        m,
                        f"This game was closed as abandoned: no move for {_duration(lim.abandon_after)}.",
                    )
                )
        return out

    async def close_expired(self, m: Match) -> bool:
        """Close `m` as abandoned if it is still past its time (checked again under its lock).
        True when it was closed; the channel is free then."""
        async with m.lock:
            if not any(x is m for x, _ in self.expired()):
                return False
            await self.store.update_match(m.id, expect_status=m.status, status="abandoned")
            m.status = "abandoned"
            self._close(m)
            return True

    def _close(self, m: Match, *, forget: bool = True) -> None:
        """Free the channel for a new match; `forget` also drops the match from memory."""
        if self._by_channel.get(m.channel_id) == m.id:
            del self._by_channel[m.channel_id]
        if forget:
            self.matches.pop(m.id, None)

    # ----- play ---------------------------------------------------------------------
    def move_choices(self, m: Match, user_id: int) -> list[MoveChoice]:
        """The user's legal moves now (cached per ply), or [] if they may not act."""
        seat = m.seat_of(user_id)
        if (
            seat is None
            or m.state is None
            or m.status != "active"
            or m.damaged
            or seat not in m.state.actors()
        ):
            return []
        key = (m.id, m.ply, seat)
        if key not in self._choices_cache:
            if len(self._choices_cache) > 512:
                self._choices_cache.clear()
            self._choices_cache[key] = m.game.move_choices(m.state, seat)
        return self._choices_cache[key]

    def check_move(self, m: Match, user_id: int, text: str) -> tuple[int, Any]:
        """Validate a move without changing anything: returns (seat, move) or raises."""
        state = self.require_playable(m)
        seat = self.seat_for(m, user_id)
        m.game.check_turn(state, seat)
        if not str(text).strip():
            raise IllegalMoveError("Type a move, e.g. pick one from the list.")
        return seat, m.game.parse_move(state, text, seat)

    async def play(
        self, match_id: int, user_id: int, text: str, *, expected_ply: int | None = None
    ) -> TurnReport:
        """Apply the user's move (notation) and commit it; raises a `GameError` otherwise."""
        m = self.get(match_id)
        async with m.lock:
            if expected_ply is not None and expected_ply != m.ply:
                raise StaleMoveError("This board has moved on.")
            seat, move = self.check_move(m, user_id, text)
            return await self._apply(m, seat, move)

    async def play_seat(self, m: Match, seat: int, text: str, *, expected_ply: int) -> TurnReport:
        """Apply a move for `seat` (the AI's path); stale if the match moved meanwhile."""
        async with m.lock:
            if expected_ply != m.ply or m.status != "active":
                raise StaleMoveError("The game moved on while the AI was thinking.")
            state = self.require_playable(m)
            m.game.check_turn(state, seat)
            move = m.game.parse_move(state, text, seat)
            return await self._apply(m, seat, move)

    async def _apply(self, m: Match, seat: int, move: Any) -> TurnReport:
        game, before = m.game, m.state
        assert before is not None
        who = m.label(seat)
        text = game.format_move(before, move)
        state = await self._run_apply(m, before, move, seat)
        applied = Applied(
            seat, game.public_move_text(before, move), game.announce(before, move, state), who=who
        )
        return await self._finish(m, before, state, applied, (seat, "move", text), [move])

    async def _finish(
        self,
        m: Match,
        before: State,
        state: State,
        applied: Applied,
        entry: tuple[int | None, str, str],
        moves: list[Any],
    ) -> TurnReport:
        """Play the forced moves that follow (a pass for a player who cannot act), then
        commit everything in one transaction and report it."""
        game = m.game
        report = TurnReport(m, [applied], before, state, moves)
        entries = [entry]
        while state.outcome() is None:
            forced = state.forced_move()
            if forced is None:
                break
            mover = state.to_move
            who = m.label(mover) if mover is not None else ""
            nxt = await self._run_apply(m, state, forced, mover)
            report.applied.append(
                Applied(
                    mover,
                    game.public_move_text(state, forced),
                    game.announce(state, forced, nxt),
                    forced=True,
                    who=who,
                )
            )
            entries.append((mover, "move", game.format_move(state, forced)))
            state = nxt
        report.results = await self._commit(m, entries, state)
        report.after, report.after_ply = state, m.ply
        return report

    async def _run_apply(self, m: Match, state: State, move: Any, seat: int | None) -> State:
        """`state.apply(move, seat)`, off the loop for heavy games. A rules error passes
        through; anything else is a damaged step: logged with the match and the move, and
        refused as `MoveFailedError` so the table stays playable."""
        try:
            if m.game.caps.heavy_moves:
                loop = asyncio.get_running_loop()
                return await loop.run_in_executor(self._apply_executor, state.apply, move, seat)
            return state.apply(move, seat)
        except GameError:
            raise
        except Exception:
            log.exception("match %s: applying %r for seat %s failed", m.id, move, seat)
            raise MoveFailedError(
                "That move could not be carried out because of an error on my side (it has "
                "been logged). Nothing changed; try another move, or `/kitty board`."
            ) from None

    async def _commit(
        self, m: Match, entries: list[tuple[int | None, str, str]], state: State
    ) -> list[SeatResult]:
        """Append `entries`, store the snapshot, then take the new state into memory. A
        finishing commit also writes each seat's result and rating in the same transaction
        (returned; empty while the game goes on)."""
        outcome = state.outcome()
        status = "active" if outcome is None else "finished"
        result = None
        if outcome is not None:
            result = {
                "winners": list(outcome.winners),
                "reason": outcome.reason,
                "scores": None if outcome.scores is None else list(outcome.scores),
            }
        meta = {k: v for k, v in m.meta.items() if k != "end_offer"}
        new_ply = m.ply + len(entries)
        _seat, kind, text = entries[-1]
        snapshot = snapshot_of(m.game, state, new_ply, (kind, text))
        rated: list[SeatResult] = []
        extra = None
        if outcome is not None and m.guild_id is not None:
            extra = recorder(
                m.id,
                m.guild_id,
                m.game,
                state,
                outcome,
                [(s.user_id, s.ai_level, s.name) for s in m.seats],
                rated,
            )
        await self.store.record_moves(
            m.id, m.ply, entries, snapshot, status=status, result=result, meta=meta, extra=extra
        )
        m.ply, m.state, m.status, m.meta = new_ply, state, status, meta
        m.active_at = self.clock()
        if status == "finished":
            self._close(m, forget=False)  # old buttons still answer until the bot restarts
        return rated

    async def resign(self, match_id: int, user_id: int) -> TurnReport:
        m = self.get(match_id)
        async with m.lock:
            state = self.require_playable(m)
            seat = self.seat_for(m, user_id)
            after = m.game.resign(state, seat)
            applied = Applied(seat, "resign", [f"{m.label(seat)} resigns."], who=m.label(seat))
            return await self._finish(m, state, after, applied, (seat, "resign", ""), [])

    async def _set_meta(self, m: Match, meta: dict[str, Any]) -> None:
        await self.store.update_match(m.id, meta=meta)
        m.meta = meta

    async def offer_end(self, match_id: int, user_id: int) -> Match:
        """Record an offer to end the game; the other players answer with buttons."""
        m = self.get(match_id)
        async with m.lock:
            self.require_playable(m)
            seat = self.seat_for(m, user_id)
            humans = [i for i, s in enumerate(m.seats) if not s.is_ai and i != seat]
            offer = {"by": seat, "ply": m.ply, "accepted": [], "waiting": humans}
            await self._set_meta(m, {**m.meta, "end_offer": offer})
            return m

    async def answer_end(
        self, match_id: int, user_id: int, accept: bool, offer_ply: int
    ) -> TurnReport | None:
        """Accept or decline the open end offer. Returns the final report once every other
        human player accepted; None while waiting or after a decline."""
        m = self.get(match_id)
        async with m.lock:
            state = self.require_playable(m)
            seat = self.seat_for(m, user_id)
            offer = m.meta.get("end_offer")
            if not offer or offer.get("ply") != offer_ply or offer_ply != m.ply:
                raise StaleMoveError("That offer is no longer open.")
            if seat == offer["by"]:
                raise GameError("You made this offer; the other players answer it.")
            if seat not in offer["waiting"]:
                raise GameError("You have already answered this offer.")
            if not accept:
                await self._set_meta(m, {k: v for k, v in m.meta.items() if k != "end_offer"})
                return None
            offer = {
                **offer,
                "waiting": [s for s in offer["waiting"] if s != seat],
                "accepted": offer["accepted"] + [seat],
            }
            if offer["waiting"]:
                await self._set_meta(m, {**m.meta, "end_offer": offer})
                return None
            after = m.game.agreed_end(state)
            report = TurnReport(
                m,
                [Applied(None, "agreed end", ["The players agreed to end the game."])],
                state,
                after,
            )
            report.results = await self._commit(m, [(None, "agree", "")], after)
            report.after_ply = m.ply
            return report

    async def accept_for_ai(self, match_id: int, user_id: int) -> TurnReport:
        """End the game by agreement when every other seat is an AI (they always accept)."""
        m = self.get(match_id)
        async with m.lock:
            state = self.require_playable(m)
            seat = self.seat_for(m, user_id)
            if any(not s.is_ai for i, s in enumerate(m.seats) if i != seat):
                raise GameError("The other players must answer the offer.")
            after = m.game.agreed_end(state)
            report = TurnReport(
                m, [Applied(None, "agreed end", ["The AI agreed to end the game."])], state, after
            )
            report.results = await self._commit(m, [(None, "agree", "")], after)
            report.after_ply = m.ply
            return report

    # ----- secrets and messages -----------------------------------------------------
    def secrets_to_send(self, m: Match) -> list[tuple[int, dict[str, Any]]]:
        """(seat, secret) for every human seat whose secret changed since it was last sent
        and whose DMs are not closed."""
        if m.state is None or m.damaged:
            return []
        sent = m.meta.get("secret_sent", {})
        failed = set(m.meta.get("dm_failed", []))
        out = []
        for seat, s in enumerate(m.seats):
            if s.is_ai or seat in failed:
                continue
            secret = m.game.view(m.state, seat).get("secret")
            if secret and sent.get(str(seat)) != _digest(secret):
                out.append((seat, secret))
        return out

    async def mark_secret(
        self, m: Match, seat: int, secret: dict[str, Any], *, closed: bool = False
    ) -> None:
        """Remember that `secret` reached `seat` — or, with `closed`, that the seat does not
        accept DMs (it is not tried again; `/kitty cards` shows the cards)."""
        sent = dict(m.meta.get("secret_sent", {}))
        sent[str(seat)] = _digest(secret)
        meta = {**m.meta, "secret_sent": sent}
        if closed:
            meta["dm_failed"] = sorted(set(m.meta.get("dm_failed", [])) | {seat})
        await self._set_meta(m, meta)

    async def set_lobby_message(self, m: Match, message_id: int) -> None:
        await self.store.update_match(m.id, lobby_message_id=message_id)
        m.lobby_message_id = message_id

    async def mark_announced(self, m: Match, ply: int, message_id: int | None) -> None:
        """The board of `ply` is now shown as `message_id` (the mark never goes back)."""
        await self.store.mark_announced(m.id, ply, message_id)
        if ply >= m.announced_ply:
            m.announced_ply = ply
            if message_id is not None:
                m.board_message_id = message_id
        if m.status == "finished" and m.announced_ply >= m.ply:
            self._close(m, forget=False)


def _check_lobby_options(game: Game, options: Mapping[str, Any], players: int | None) -> None:
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


def _duration(seconds: float) -> str:
    """ "1 hour", "90 minutes", "7 days" — a limit in words."""
    for unit, size in (("day", 86400), ("hour", 3600), ("minute", 60)):
        if seconds >= size and seconds % size == 0 or (unit == "minute" and seconds >= size):
            n = round(seconds / size)
            return f"{n} {unit}{'s' if n != 1 else ''}"
    return f"{int(seconds)} seconds"


def _digest(secret: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(secret, sort_keys=True).encode()).hexdigest()[:16]


def _int_or_none(value: Any) -> int | None:
    try:
        return None if value is None else int(value)
    except (TypeError, ValueError):
        return None


def _difficulty(value: str | None) -> str:
    if value is None:
        return "normal"
    if value not in DIFFICULTIES:
        raise OptionError(f"Difficulty must be one of {', '.join(DIFFICULTIES)}.")
    return value
