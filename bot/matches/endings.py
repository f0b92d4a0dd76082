"""Ending a game by agreement: one player offers, every other person at the table must
accept (AI seats always accept); a decline or any move withdraws the offer."""

from __future__ import annotations

from typing import Any

from bot.core.errors import GameError, StaleMoveError
from bot.core.play import AGREE
from bot.core.protocol import State
from bot.i18n import Said, said
from bot.matches.models import Applied, Match, TurnReport
from bot.matches.tables import Part

#: The match's meta key holding the open offer.
OFFER = "end_offer"


class Endings(Part):
    """End offers on a running match (kept in the match's meta until answered)."""

    async def offer_end(self, match_id: int, user_id: int) -> Match:
        """Record an offer to end the game; the other players answer with buttons."""
        m = self.tables.get(match_id)
        async with m.lock:
            self.tables.require_playable(m)
            seat = self.tables.seat_for(m, user_id)
            humans = [i for i, s in enumerate(m.seats) if not s.is_ai and i != seat]
            offer = {"by": seat, "ply": m.ply, "accepted": [], "waiting": humans}
            await self.tables.set_meta(m, {**m.meta, OFFER: offer})
            return m

    async def answer_end(
        self, match_id: int, user_id: int, accept: bool, offer_ply: int
    ) -> TurnReport | None:
        """Accept or decline the open end offer. Returns the final report once every other
        human player accepted; None while waiting or after a decline."""
        m = self.tables.get(match_id)
        async with m.lock:
            state = self.tables.require_playable(m)
            seat = self.tables.seat_for(m, user_id)
            offer = m.meta.get(OFFER)
            if not offer or offer.get("ply") != offer_ply or offer_ply != m.ply:
                raise StaleMoveError(said("match-offer-closed"))
            if seat == offer["by"]:
                raise GameError(said("match-offer-yours"))
            if seat not in offer["waiting"]:
                raise GameError(said("match-offer-answered"))
            if not accept:
                await self.tables.set_meta(m, {k: v for k, v in m.meta.items() if k != OFFER})
                return None
            offer = {
                **offer,
                "waiting": [s for s in offer["waiting"] if s != seat],
                "accepted": offer["accepted"] + [seat],
            }
            if offer["waiting"]:
                await self.tables.set_meta(m, {**m.meta, OFFER: offer})
                return None
            return await self._agreed(m, state, said("match-agreed-players"))

    async def accept_for_ai(self, match_id: int, user_id: int) -> TurnReport:
        """End the game by agreement when every other seat is an AI (they always accept)."""
        m = self.tables.get(match_id)
        async with m.lock:
            state = self.tables.require_playable(m)
            seat = self.tables.seat_for(m, user_id)
            if any(not s.is_ai for i, s in enumerate(m.seats) if i != seat):
                raise GameError(said("match-offer-others-answer"))
            return await self._agreed(m, state, said("match-agreed-ai"))

    async def _agreed(self, m: Match, state: State[Any], sentence: Said) -> TurnReport:
        """Commit the agreed end (`Game.agreed_end`) and report it with `sentence`."""
        after = m.game.agreed_end(state)
        report = TurnReport(m, [Applied(None, "agreed end", [sentence])], state, after)
        report.results = await self.tables.commit(m, [(None, AGREE, "")], after)
        report.after_ply = m.ply
        return report
