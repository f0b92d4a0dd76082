"""Turns: the moves a seat may make, a move checked and played with the forced moves that
follow it (`bot.core.protocol.turn`, the loop the terminal game and the lessons use too), and a
resignation. Each accepted action is committed with everything it caused before the
report is returned."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from bot.core.errors import GameError, IllegalMoveError, StaleMoveError
from bot.core.play import MOVE, RESIGN
from bot.core.protocol import MoveChoice, State, Step, turn
from bot.i18n import Said, said
from bot.matches.errors import MoveFailedError
from bot.matches.models import Applied, Match, TurnReport
from bot.matches.tables import Entry, Part
from data.rows import MatchStatus

log = logging.getLogger(__name__)

#: The answer to a player whose seat an AI took over after a time-out.
HANDED_OVER = said("match-handed-over")
#: Cached move lists (match, ply, seat) kept before the cache starts over.
CHOICES_CACHE_SIZE = 512


class Turns(Part):
    """Playing a running match."""

    def move_choices(self, m: Match, user_id: int) -> list[MoveChoice]:
        """The user's legal moves now (cached per ply), or [] if they may not act."""
        seat = m.seat_of(user_id)
        if (
            seat is None
            or m.state is None
            or m.status != MatchStatus.ACTIVE
            or m.damaged
            or seat not in m.state.actors()
            or m.seats[seat].is_ai
        ):
            return []
        cache, key = self.tables.choices_cache, (m.id, m.ply, seat)
        if key not in cache:
            if len(cache) > CHOICES_CACHE_SIZE:
                cache.clear()
            cache[key] = m.game.move_choices(m.state, seat)
        return cache[key]

    def check_move(self, m: Match, user_id: int, text: str) -> tuple[int, Any]:
        """Validate a move without changing anything: returns (seat, move) or raises."""
        state = self.tables.require_playable(m)
        seat = self.tables.seat_for(m, user_id)
        if m.seats[seat].is_ai:
            raise GameError(HANDED_OVER)
        m.game.check_turn(state, seat)
        if not str(text).strip():
            raise IllegalMoveError(said("match-type-a-move"))
        return seat, m.game.parse_move(state, text, seat)

    async def play(
        self, match_id: int, user_id: int, text: str, *, expected_ply: int | None = None
    ) -> TurnReport:
        """Apply the user's move (notation) and commit it; raises a `GameError` otherwise
        (`StaleMoveError` when `expected_ply` is given and the match has moved on)."""
        m = self.tables.get(match_id)
        async with m.lock:
            if expected_ply is not None and expected_ply != m.ply:
                raise StaleMoveError(said("match-board-moved-on"))
            seat, move = self.check_move(m, user_id, text)
            return await self.play_checked(m, seat, move)

    async def play_seat(self, m: Match, seat: int, text: str, *, expected_ply: int) -> TurnReport:
        """Apply a move for `seat` (the AI's path); stale if the match moved meanwhile."""
        async with m.lock:
            if expected_ply != m.ply or m.status != MatchStatus.ACTIVE:
                raise StaleMoveError(said("match-ai-moved-on"))
            state = self.tables.require_playable(m)
            m.game.check_turn(state, seat)
            move = m.game.parse_move(state, text, seat)
            return await self.play_checked(m, seat, move)

    async def resign(self, match_id: int, user_id: int) -> TurnReport:
        """The user resigns; the game ends as its rules say (`Game.resign`)."""
        m = self.tables.get(match_id)
        async with m.lock:
            state = self.tables.require_playable(m)
            seat = self.tables.seat_for(m, user_id)
            after = m.game.resign(state, seat)
            who = m.seat_label(seat)
            report = TurnReport(
                m,
                [Applied(seat, "resign", [said("match-resigns", who=who)], who=who)],
                state,
                after,
            )
            return await self._commit_report(m, report, [(seat, RESIGN, "")])

    async def play_checked(self, m: Match, seat: int, move: Any) -> TurnReport:
        """`move` (checked: `check_move`) by `seat` in `m` (under its lock), the forced moves
        after it, one commit for all of them."""
        game, before = m.game, m.state
        assert before is not None
        steps = await self._run_turn(m, before, move, seat)
        applied, entries = [], []
        for s in steps:
            # Labels as the seats were when they acted (colours may swap after).
            who = m.seat_label(s.seat) if s.seat is not None else ""
            announcements: list[Said | str] = list(game.announce(s.before, s.move, s.after))
            text = game.public_move_text(s.before, s.move)
            applied.append(Applied(s.seat, text, announcements, forced=s.forced, who=who))
            entries.append((s.seat, MOVE, game.format_move(s.before, s.move)))
        report = TurnReport(m, applied, before, steps[-1].after, [move])
        return await self._commit_report(m, report, entries)

    async def _run_turn(
        self, m: Match, state: State[Any], move: Any, seat: int
    ) -> list[Step[State[Any], Any]]:
        """The steps of `turn(state, move, seat)`, off the event loop for heavy games. A
        rules error passes through; anything else is a damaged step: logged with the match
        and the move, and refused as `MoveFailedError` so the table stays playable."""
        try:
            if m.game.caps.heavy_moves:
                loop = asyncio.get_running_loop()
                return await loop.run_in_executor(
                    self.tables.apply_executor, lambda: list(turn(state, move, seat))
                )
            return list(turn(state, move, seat))
        except GameError:
            raise
        except Exception:
            log.exception("match %s: applying %r for seat %s failed", m.id, move, seat)
            raise MoveFailedError(said("match-move-failed")) from None

    async def _commit_report(
        self, m: Match, report: TurnReport, entries: list[Entry]
    ) -> TurnReport:
        """Commit `entries` reaching `report.after`, then complete the report."""
        report.results = await self.tables.commit(m, entries, report.after)
        report.after_ply = m.ply
        return report
