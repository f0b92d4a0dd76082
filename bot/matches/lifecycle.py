"""The end of a table's life outside the rules: a cancel (host or moderator), and the
sweep of lobbies nobody started and games nobody plays any more (never of a damaged
match: only a moderator closes that)."""

from __future__ import annotations

from bot.core.errors import GameError, StaleMoveError
from bot.i18n import Said, said
from bot.matches.models import Match
from bot.matches.tables import Part
from data.rows import OPEN_STATUSES, MatchStatus


class Lifecycle(Part):
    """Closing tables; a closed table frees its channel."""

    async def cancel(self, match_id: int, user_id: int, *, moderator: bool) -> Match:
        """Abandon a lobby (host) or any open match (host of a lobby, or a moderator).
        A damaged match can always be cancelled by a moderator."""
        m = self.tables.get(match_id)
        if m.status not in OPEN_STATUSES or not self.tables.holds_channel(m):
            raise StaleMoveError(said("match-already-over"))
        if not moderator and not (m.status == MatchStatus.LOBBY and user_id == m.host_id):
            if m.status == MatchStatus.LOBBY:
                raise GameError(said("match-cancel-lobby-not-host"))
            raise GameError(said("match-cancel-running-not-moderator"))
        async with m.lock:
            if m.status not in OPEN_STATUSES:
                raise StaleMoveError(said("match-already-over"))
            await self.tables.store.update_match(m.id, status=MatchStatus.ABANDONED)
            m.status = MatchStatus.ABANDONED
            self.tables.close(m)
        return m

    def expired(self) -> list[tuple[Match, Said]]:
        """Open tables past their time: lobbies nobody started within `lobby_ttl`, games
        with no move for `abandon_after`; each with the sentence that says why. A damaged
        match is never among them: it keeps its channel, saying it is damaged, until a
        moderator cancels it."""
        now, lim = self.tables.clock(), self.tables.limits
        out: list[tuple[Match, Said]] = []
        for m in list(self.tables.matches.values()):
            if m.damaged or not self.tables.holds_channel(m):
                continue
            if (
                m.status == MatchStatus.LOBBY
                and lim.lobby_ttl
                and now - m.opened_at >= lim.lobby_ttl
            ):
                out.append((m, said("match-lobby-expired", duration=duration(lim.lobby_ttl))))
            elif (
                m.status == MatchStatus.ACTIVE
                and lim.abandon_after
                and now - m.active_at >= lim.abandon_after
            ):
                out.append((m, said("match-abandoned", duration=duration(lim.abandon_after))))
        return out

    async def close_expired(self, m: Match) -> bool:
        """Close `m` as abandoned if it is still past its time (checked again under its lock).
        True when it was closed; the channel is free then."""
        async with m.lock:
            if not any(x is m for x, _ in self.expired()):
                return False
            await self.tables.store.update_match(
                m.id, expect_status=m.status, status=MatchStatus.ABANDONED
            )
            m.status = MatchStatus.ABANDONED
            self.tables.close(m)
            return True


def duration(seconds: float) -> Said:
    """ "1 hour", "90 minutes", "7 days" — a limit in words."""
    for unit, size in (("days", 86400), ("hours", 3600), ("minutes", 60)):
        if seconds >= size and seconds % size == 0 or (unit == "minutes" and seconds >= size):
            return said(f"match-duration-{unit}", count=round(seconds / size))
    return said("match-duration-seconds", count=int(seconds))
