"""The match service: the one place where an engine, the store and the AI meet.

It keeps every open match in memory (loaded from the store at start-up), serialises the
actions on each match with a lock, and commits every accepted action (with the forced moves
the bot plays after it) before returning, so a reply is never sent for a move that is not
saved. Discord is not imported here: the cogs turn the reports into messages.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import random
from concurrent.futures import Executor
from typing import Any, Callable, Mapping

from bot.core.errors import GameError, IllegalMoveError, OptionError, StaleMoveError
from bot.core.protocol import Ended, Game, MoveChoice, State
from bot.core.registry import get_game
from bot.matches.models import AI_LEVELS, DIFFICULTIES, Applied, Match, Seat, TurnReport
from bot.matches.replay import rebuild_state
from data.store import ChannelBusyError, CorruptRowError, MatchStore, decode_row

log = logging.getLogger(__name__)


class NotSeatedError(GameError):
    """The user has no seat in this match."""


class MatchService:
    """Lobbies, seats, turns. Every public coroutine raises a `GameError` subclass with a
    message for the user when the request cannot be honoured, and then changes nothing."""

    def __init__(
        self, store: MatchStore, *, seed_factory: Callable[[], int] | None = None,
        apply_executor: Executor | None = None,
    ) -> None:
        self.store = store
        self.matches: dict[int, Match] = {}
        self._by_channel: dict[int, int] = {}
        self._seed_factory = seed_factory or (lambda: random.SystemRandom().randrange(1, 2**31))
        self._apply_executor = apply_executor
        self._choices_cache: dict[tuple[int, int, int], list[MoveChoice]] = {}

    # ----- loading ------------------------------------------------------------------
    async def load_all(self) -> list[Match]:
        """Load every lobby and active match from the store. A damaged row is kept out of
        play (its channel answers with an explanation) and never crashes the start."""
        loaded = []
        for raw in await self.store.open_match_rows():
            try:
                row = decode_row(raw)
            except CorruptRowError as exc:
                log.error("%s", exc)
                continue
            try:
                game = get_game(row.game)
            except KeyError:
                log.error("match %s: unknown game %s", row.id, row.game)
                continue
            m = Match(
                id=row.id, game=game, guild_id=row.guild_id, channel_id=row.channel_id,
                host_id=row.host_id, seed=row.seed, options=row.options,
                requested_players=row.options.get("_players"), status=row.status,
                seats=[], ply=row.ply, lobby_message_id=row.lobby_message_id,
                board_message_id=row.board_message_id, meta=row.meta,
            )
            try:
                m.seats = [Seat.from_json(s) for s in row.seats]
                if row.status == "active":
                    log_entries = await self.store.moves(row.id)
                    m.state = rebuild_state(game, row, log_entries, len(m.seats))
            except (GameError, KeyError, TypeError, ValueError) as exc:
                m.damaged = str(exc)
                log.error("match %s is damaged: %s", row.id, exc)
            self.matches[m.id] = m
            self._by_channel[m.channel_id] = m.id
            loaded.append(m)
        return loaded

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

    def require_playable(self, m: Match) -> State:
        if m.damaged:
            raise GameError(
                "This game's saved data is damaged and cannot continue. "
                "A moderator can end it with `/kitty cancel`."
            )
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

    # ----- lobby --------------------------------------------------------------------
    async def create_lobby(
        self, *, guild_id: int | None, channel_id: int, host_id: int, host_name: str,
        game_key: str, options: Mapping[str, Any], players: int | None = None,
        difficulty: str | None = None,
    ) -> Match:
        """Open a lobby with the host in seat 0. Options are checked now (for the requested
        player count, or the smallest the game allows) and again at the start."""
        game = get_game(game_key)
        if channel_id in self._by_channel:
            raise ChannelBusyError("This channel already has a game. Finish or cancel it first.")
        count = players if players is not None else game.min_players
        game.validate_options(count, options)
        raw = {k: v for k, v in options.items() if v is not None}
        if players is not None:
            raw["_players"] = players
        host = Seat(name=host_name, user_id=host_id, difficulty=_difficulty(difficulty))
        seed = self._seed_factory()
        mid = await self.store.create_match(
            guild_id=guild_id, channel_id=channel_id, game=game.key,
            rules_version=getattr(game, "rules_version", 1), seed=seed, options=raw,
            host_id=host_id, seats=[host.to_json()],
        )
        m = Match(
            id=mid, game=game, guild_id=guild_id, channel_id=channel_id, host_id=host_id,
            seed=seed, options=raw, requested_players=players, status="lobby", seats=[host],
        )
        self.matches[mid] = m
        self._by_channel[channel_id] = mid
        return m

    def _lobby(self, match_id: int) -> Match:
        m = self.get(match_id)
        if m.status != "lobby":
            raise StaleMoveError("This lobby is closed: the game has already started or ended.")
        return m

    def max_seats(self, m: Match) -> int:
        return m.requested_players or m.game.max_players

    async def join(self, match_id: int, user_id: int, name: str, difficulty: str | None = None) -> Match:
        m = self._lobby(match_id)
        async with m.lock:
            if m.seat_of(user_id) is not None:
                raise GameError("You have already joined this game.")
            if len(m.seats) >= self.max_seats(m):
                raise GameError("This game is full.")
            m.seats.append(Seat(name=name, user_id=user_id, difficulty=_difficulty(difficulty)))
            await self._save_seats(m)
        return m

    async def leave(self, match_id: int, user_id: int) -> Match:
        m = self._lobby(match_id)
        async with m.lock:
            seat = m.seat_of(user_id)
            if seat is None:
                raise NotSeatedError("You are not in this lobby.")
            if user_id == m.host_id:
                raise GameError("You are the host: use Cancel to close the lobby.")
            del m.seats[seat]
            await self._save_seats(m)
        return m

    async def add_ai(self, match_id: int, user_id: int, level: str) -> Match:
        m = self._lobby(match_id)
        if level not in AI_LEVELS:
            raise OptionError(f"AI level must be one of {', '.join(AI_LEVELS)}.")
        async with m.lock:
            if m.seat_of(user_id) is None and user_id != m.host_id:
                raise NotSeatedError("Join the game first to add AI players.")
            if len(m.seats) >= self.max_seats(m):
                raise GameError("This game is full.")
            n = sum(1 for s in m.seats if s.is_ai) + 1
            m.seats.append(Seat(name=f"Kitty AI {n}", ai_level=level, difficulty="steady"))
            await self._save_seats(m)
        return m

    async def unseat_host(self, match_id: int, user_id: int) -> Match:
        """The host gives up their seat and only watches (an AI-only table)."""
        m = self._lobby(match_id)
        async with m.lock:
            seat = m.seat_of(user_id)
            if seat is None or user_id != m.host_id:
                raise GameError("Only the seated host can do that.")
            del m.seats[seat]
            await self._save_seats(m)
        return m

    async def set_difficulty(self, match_id: int, user_id: int, difficulty: str) -> Match:
        """Change a seated player's hand (Cat and the Tower) while in the lobby."""
        m = self._lobby(match_id)
        async with m.lock:
            seat = m.seat_of(user_id)
            if seat is None:
                raise NotSeatedError("Join the game first.")
            m.seats[seat].difficulty = _difficulty(difficulty)
            await self._save_seats(m)
        return m

    async def _save_seats(self, m: Match) -> None:
        await self.store.update_match(m.id, seats=[s.to_json() for s in m.seats])

    async def start(self, match_id: int, user_id: int) -> Match:
        """Start the game from the lobby (host only) once enough players sit."""
        m = self._lobby(match_id)
        if user_id != m.host_id:
            raise GameError("Only the host can start the game.")
        async with m.lock:
            if m.status != "lobby":
                raise StaleMoveError("The game has already started.")
            n = len(m.seats)
            need = m.requested_players or m.game.min_players
            if n < need:
                raise GameError(f"{m.game.title} needs {need} players; {n} seated so far.")
            opts = {k: v for k, v in m.options.items() if not k.startswith("_")}
            validated = m.game.validate_options(n, opts)
            if "difficulty" in {o.name for o in m.game.options} or m.game.key == "cattower":
                validated["difficulty"] = [s.difficulty for s in m.seats]
            state = m.game.new_state(n, m.seed, validated)
            snapshot = m.game.encode_state(state)
            stored = dict(validated)
            if m.requested_players:
                stored["_players"] = m.requested_players
            await self.store.start_match(m.id, [s.to_json() for s in m.seats], stored, snapshot)
            m.options = stored
            m.state, m.ply, m.status = state, 0, "active"
        return m

    async def cancel(self, match_id: int, user_id: int, *, moderator: bool) -> Match:
        """Abandon a lobby (host) or any open match (host of a lobby, or a moderator)."""
        m = self.get(match_id)
        if m.status not in ("lobby", "active"):
            raise StaleMoveError("This game is already over.")
        if not moderator and not (m.status == "lobby" and user_id == m.host_id):
            if m.status == "lobby":
                raise GameError("Only the host or a moderator can cancel this lobby.")
            raise GameError(
                "Only a moderator (Manage Messages) can cancel a running game; players can "
                "`/kitty resign` or offer to end it with `/kitty end`."
            )
        async with m.lock:
            await self.store.update_match(m.id, status="abandoned")
            m.status = "abandoned"
            self._close(m)
        return m

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
        if seat is None or m.state is None or m.status != "active" or seat not in m.state.actors():
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

    async def play(self, match_id: int, user_id: int, text: str, *, expected_ply: int | None = None) -> TurnReport:
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
        state = await self._run_apply(game, before, move, seat)
        applied = Applied(seat, public_move_text(game, before, move), game.announce(before, move, state), who=who)
        return await self._finish(m, before, state, applied, (seat, "move", game.format_move(before, move)), [move])

    async def _finish(
        self, m: Match, before: State, state: State, applied: Applied,
        entry: tuple[int | None, str, str], moves: list[Any],
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
            nxt = await self._run_apply(game, state, forced, mover)
            report.applied.append(Applied(mover, public_move_text(game, state, forced),
                                          game.announce(state, forced, nxt), forced=True, who=who))
            entries.append((mover, "move", game.format_move(state, forced)))
            state = nxt
        await self._commit(m, entries, state)
        report.after = state
        return report

    async def _run_apply(self, game: Game, state: State, move: Any, seat: int | None) -> State:
        if getattr(game, "heavy_moves", False):
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(self._apply_executor, state.apply, move, seat)
        return state.apply(move, seat)

    async def _commit(self, m: Match, entries: list[tuple[int | None, str, str]], state: State) -> None:
        outcome = state.outcome()
        status = "active" if outcome is None else "finished"
        result = None
        if outcome is not None:
            result = {"winners": list(outcome.winners), "reason": outcome.reason,
                      "scores": None if outcome.scores is None else list(outcome.scores)}
        meta = dict(m.meta)
        meta.pop("end_offer", None)
        m.ply = await self.store.record_moves(
            m.id, m.ply, entries, snapshot_of(m.game, state), status=status, result=result, meta=meta,
        )
        m.state, m.status, m.meta = state, status, meta
        if status == "finished":
            self._close(m, forget=False)  # old buttons still answer until the bot restarts

    async def resign(self, match_id: int, user_id: int) -> TurnReport:
        m = self.get(match_id)
        async with m.lock:
            state = self.require_playable(m)
            seat = self.seat_for(m, user_id)
            after = m.game.resign(state, seat)
            applied = Applied(seat, "resign", [f"{m.label(seat)} resigns."], who=m.label(seat))
            return await self._finish(m, state, after, applied, (seat, "resign", ""), [])

    async def offer_end(self, match_id: int, user_id: int) -> Match:
        """Record an offer to end the game; the other players answer with buttons."""
        m = self.get(match_id)
        async with m.lock:
            self.require_playable(m)
            seat = self.seat_for(m, user_id)
            humans = [i for i, s in enumerate(m.seats) if not s.is_ai and i != seat]
            offer = {"by": seat, "ply": m.ply, "accepted": [], "waiting": humans}
            m.meta = {**m.meta, "end_offer": offer}
            await self.store.update_match(m.id, meta=m.meta)
            return m

    async def answer_end(self, match_id: int, user_id: int, accept: bool, offer_ply: int) -> TurnReport | None:
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
                m.meta = {k: v for k, v in m.meta.items() if k != "end_offer"}
                await self.store.update_match(m.id, meta=m.meta)
                return None
            offer = {**offer, "waiting": [s for s in offer["waiting"] if s != seat],
                     "accepted": offer["accepted"] + [seat]}
            if offer["waiting"]:
                m.meta = {**m.meta, "end_offer": offer}
                await self.store.update_match(m.id, meta=m.meta)
                return None
            after = m.game.agreed_end(state)
            report = TurnReport(m, [Applied(None, "agreed end", ["The players agreed to end the game."])], state, after)
            await self._commit(m, [(None, "agree", "")], after)
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
            report = TurnReport(m, [Applied(None, "agreed end", ["The AI agreed to end the game."])], state, after)
            await self._commit(m, [(None, "agree", "")], after)
            return report

    # ----- secrets ------------------------------------------------------------------
    def secrets_to_send(self, m: Match) -> list[tuple[int, dict[str, Any]]]:
        """(seat, secret) for every human seat whose secret changed since it was last sent
        and whose DMs have not failed before."""
        if m.state is None:
            return []
        sent = m.meta.get("secret_sent", {})
        failed = set(m.meta.get("dm_failed", []))
        out = []
        for seat, s in enumerate(m.seats):
            if s.is_ai or seat in failed:
                continue
            secret = m.state.view(seat).get("secret")
            if secret and sent.get(str(seat)) != _digest(secret):
                out.append((seat, secret))
        return out

    async def mark_secret(self, m: Match, seat: int, secret: dict[str, Any], delivered: bool) -> None:
        sent = dict(m.meta.get("secret_sent", {}))
        sent[str(seat)] = _digest(secret)
        meta = {**m.meta, "secret_sent": sent}
        if not delivered:
            meta["dm_failed"] = sorted(set(m.meta.get("dm_failed", [])) | {seat})
        m.meta = meta
        await self.store.update_match(m.id, meta=meta)

    async def set_messages(self, m: Match, *, lobby: int | None = None, board: int | None = None) -> None:
        fields: dict[str, Any] = {}
        if lobby is not None:
            m.lobby_message_id = lobby
            fields["lobby_message_id"] = lobby
        if board is not None:
            m.board_message_id = board
            fields["board_message_id"] = board
        await self.store.update_match(m.id, **fields)


def snapshot_of(game: Game, state: State) -> Any:
    """The stored snapshot of `state`; a game ended from outside the rules (resignation,
    agreement) stores the position it ended in (the outcome goes in the result column)."""
    inner = state.inner if isinstance(state, Ended) else state
    return game.encode_state(inner)


def public_move_text(game: Game, state: State, move: Any) -> str:
    """The move as everyone may read it (a game with secrets hides their parts)."""
    hide = getattr(game, "public_move_text", None)
    return hide(state, move) if callable(hide) else game.format_move(state, move)


def _digest(secret: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(secret, sort_keys=True).encode()).hexdigest()[:16]


def _difficulty(value: str | None) -> str:
    if value is None:
        return "normal"
    if value not in DIFFICULTIES:
        raise OptionError(f"Difficulty must be one of {', '.join(DIFFICULTIES)}.")
    return value
