"""Takebacks with consent: a player asks to return to the position before their last move
(and every move after it); every other person at the table must accept, any decline or any
move withdraws the request; against AI seats only it is granted at once. A table may
forbid takebacks (`/kitty start takebacks: forbidden`).

The move log stays append-only: a takeback is one more log entry (kind `takeback`, naming
the log position it returns to), so the log position (`Match.ply`, the store's guard, the
board buttons) keeps growing while the game goes back. The position returned to is the one
replayed from the log (`bot.core.play`), so hidden cards and seeded randomness (dice, the
physics tremor) stay exactly as they were. A takeback that would undo a move after which
someone saw hidden information is refused with the game's reason
(`Game.takeback_refusal`)."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any

from bot.core.errors import GameError, PositionError, StaleMoveError
from bot.core.play import TAKEBACK, LogStep, kept_steps, replay, takeback_target
from bot.core.protocol import State
from bot.i18n import said
from bot.matches.models import Applied, Match, TurnReport
from bot.matches.tables import Part
from bot.records.record import start_options

#: The match's meta key holding the open request (lapses with any commit: `Tables`).
REQUEST = "takeback"
#: The match's meta key of the table option ("allowed", the default, or "forbidden").
TABLE_OPTION = "takebacks"
ALLOWED, FORBIDDEN = "allowed", "forbidden"
#: The public text of a takeback in a `TurnReport` (the presenter shows its sentence only).
TAKEBACK_TEXT = "takeback"


class TakebackForbiddenError(GameError):
    """The table was started with takebacks forbidden."""


class TakebackRefusedError(GameError):
    """The takeback would undo hidden information, or there is nothing to take back."""


@dataclass(frozen=True)
class TakebackPlan:
    """What a takeback by `seat` does: return to the state before log position `target`
    (`restored`), undoing `undone` moves of the game as played."""

    seat: int
    target: int
    restored: State[Any]
    undone: int


class Takebacks(Part):
    """Takeback requests on a running match (the open one is kept in the match's meta)."""

    def takebacks_allowed(self, m: Match) -> bool:
        return bool(m.meta.get(TABLE_OPTION, ALLOWED) != FORBIDDEN)

    def open_request(self, m: Match) -> dict[str, Any] | None:
        """The request waiting for answers at the current log position, if any."""
        req = m.meta.get(REQUEST)
        if isinstance(req, dict) and req.get("ply") == m.ply:
            return req
        return None

    async def request_takeback(self, match_id: int, user_id: int) -> TurnReport | None:
        """Ask to take back the user's last move. Granted at once (the report) when every
        other seat is an AI; else the request waits for the other players (None; the
        request is in `m.meta[REQUEST]`). Refused (`GameError`) when the table forbids
        takebacks, the user has no move to take back, a request is already open, or the
        moves to undo revealed hidden information."""
        m = self.tables.get(match_id)
        async with m.lock:
            self.tables.require_playable(m)
            seat = self.tables.seat_for(m, user_id)
            if not self.takebacks_allowed(m):
                raise TakebackForbiddenError(said("match-takeback-forbidden"))
            if self.open_request(m) is not None:
                raise GameError(said("match-takeback-waiting"))
            plan = await self._plan(m, seat)
            humans = [i for i, s in enumerate(m.seats) if not s.is_ai and i != seat]
            if not humans:
                return await self._take_back(m, plan, "ai")
            req = {
                "by": seat,
                "ply": m.ply,
                "target": plan.target,
                "undone": plan.undone,
                "waiting": humans,
                "accepted": [],
            }
            await self.tables.set_meta(m, {**m.meta, REQUEST: req})
            return None

    async def answer_takeback(
        self, match_id: int, user_id: int, accept: bool, request_ply: int
    ) -> TurnReport | None:
        """Accept or decline the open request made at log position `request_ply`. Returns
        the takeback's report once every other human accepted; None while waiting or after
        a decline (which withdraws the request)."""
        m = self.tables.get(match_id)
        async with m.lock:
            self.tables.require_playable(m)
            seat = self.tables.seat_for(m, user_id)
            req = self.open_request(m)
            if req is None or request_ply != m.ply:
                raise StaleMoveError(said("match-takeback-closed"))
            if seat == req["by"]:
                raise GameError(said("match-takeback-yours"))
            if seat not in req["waiting"]:
                raise GameError(said("match-takeback-answered"))
            if not accept:
                await self.tables.set_meta(m, {k: v for k, v in m.meta.items() if k != REQUEST})
                return None
            req = {
                **req,
                "waiting": [s for s in req["waiting"] if s != seat],
                "accepted": [*req["accepted"], seat],
            }
            if req["waiting"]:
                await self.tables.set_meta(m, {**m.meta, REQUEST: req})
                return None
            plan = await self._plan(m, int(req["by"]))
            return await self._take_back(m, plan, "agreed")

    async def _plan(self, m: Match, seat: int) -> TakebackPlan:
        """The takeback `seat` may make now, from the log replayed (off the event loop for
        heavy games); `TakebackRefusedError` when there is none or it would undo a move the
        game says may not be undone."""
        entries = await self.tables.store.moves(m.id)
        if len(entries) != m.ply:
            raise GameError(said("match-takeback-log-mismatch"))
        players, options = len(m.seats), start_options(m.options)

        def steps() -> list[LogStep[Any]]:
            return list(replay(m.game, players, m.seed, options, entries))

        try:
            if m.game.caps.heavy_moves:
                loop = asyncio.get_running_loop()
                done = await loop.run_in_executor(self.tables.apply_executor, steps)
            else:
                done = steps()
        except PositionError as exc:
            raise GameError(said("match-takeback-no-replay", error=str(exc))) from None
        target = takeback_target(done, seat)
        if target is None:
            raise TakebackRefusedError(said("match-takeback-nothing"))
        undone = [s for s in kept_steps(done) if s.entry.ply >= target]
        for s in undone:
            if s.move is None:
                continue
            reason = m.game.takeback_refusal(s.before, s.move, s.after)
            if reason is not None:
                raise TakebackRefusedError(said("match-takeback-refused", reason=reason))
        return TakebackPlan(seat, target, undone[0].before, len(undone))

    async def _take_back(self, m: Match, plan: TakebackPlan, how: str) -> TurnReport:
        """Commit the takeback entry and report it (`how`: "ai" when the AI agreed at
        once, "agreed" when every other player accepted)."""
        before = m.state
        assert before is not None
        who = m.seat_label(plan.seat)
        text = said("match-takeback-done", who=who, count=plan.undone, how=how)
        applied = Applied(plan.seat, TAKEBACK_TEXT, [text], who=who)
        report = TurnReport(m, [applied], before, plan.restored)
        report.results = await self.tables.commit(
            m, [(plan.seat, TAKEBACK, str(plan.target))], plan.restored
        )
        report.after_ply = m.ply
        return report
