"""What the channel and the players were shown: the lobby and board messages, the newest
announced ply, and each seat's secret as last sent by DM. The Discord layer sends; this
remembers, so every committed change is announced once and a closed DM is not retried."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from bot.matches.models import Match
from bot.matches.tables import Part
from data.rows import MatchStatus


class Notices(Part):
    """Bookkeeping of what was announced (stored with the match)."""

    def unannounced(self) -> list[Match]:
        """Matches whose newest committed ply has no board in the channel yet."""
        return [
            m
            for m in self.tables.matches.values()
            if not m.damaged and m.state is not None and m.announced_ply < m.ply
        ]

    def secrets_to_send(self, m: Match) -> list[tuple[int, Any]]:
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
            if secret and sent.get(str(seat)) != digest(secret):
                out.append((seat, secret))
        return out

    async def mark_secret(self, m: Match, seat: int, secret: Any, *, closed: bool = False) -> None:
        """Remember that `secret` reached `seat` — or, with `closed`, that the seat does not
        accept DMs (it is not tried again; `/kitty cards` shows the cards)."""
        sent = dict(m.meta.get("secret_sent", {}))
        sent[str(seat)] = digest(secret)
        meta = {**m.meta, "secret_sent": sent}
        if closed:
            meta["dm_failed"] = sorted(set(m.meta.get("dm_failed", [])) | {seat})
        await self.tables.set_meta(m, meta)

    async def add_old_boards(self, m: Match, message_ids: list[int]) -> None:
        """Boards of `m` found in the channel that are not its current one (e.g. posted just
        before a crash, never recorded): they are to be removed like any replaced board."""
        old = sorted(set(m.old_boards) | set(message_ids) - {m.board_message_id})
        if old != m.old_boards:
            await self.tables.store.update_match(m.id, old_boards=old)
            m.old_boards = old

    async def boards_removed(self, m: Match, message_ids: list[int], *, store: bool) -> None:
        """These old boards no longer show live buttons (deleted, gone, or stripped): they
        leave `m.old_boards` at once. With `store` the list is written now; without, the
        store learns it with the next board (`mark_announced` writes `old_boards` in its
        one statement anyway), so a move costs no write for its replaced board. Until then
        the stored list may still name a removed board: removing it again after a restart
        finds it gone (harmless)."""
        left = [i for i in m.old_boards if i not in set(message_ids)]
        if left != m.old_boards:
            if store:
                await self.tables.store.update_match(m.id, old_boards=left)
            m.old_boards = left

    async def set_lobby_message(self, m: Match, message_id: int) -> None:
        await self.tables.store.update_match(m.id, lobby_message_id=message_id)
        m.lobby_message_id = message_id

    async def mark_announced(self, m: Match, ply: int, message_id: int | None) -> None:
        """The board of `ply` is now shown as `message_id` (the mark never goes back). A new
        board message replaces the previous one, which joins `old_boards` (stored in the
        same statement) until the channel no longer shows it (`boards_removed`); a new
        message for a ply older than the shown one is itself an old board. The stored list
        is `m.old_boards` as it is now (without the boards removed since the last write)
        plus the retired board."""
        retired: int | None = None
        if message_id is not None:
            if ply < m.announced_ply:
                retired = message_id
            elif m.board_message_id != message_id:
                retired = m.board_message_id
        old = None if retired is None else sorted({*m.old_boards, retired})
        await self.tables.store.mark_announced(m.id, ply, message_id, old)
        if old is not None:
            m.old_boards = old
        if ply >= m.announced_ply:
            m.announced_ply = ply
            if message_id is not None:
                m.board_message_id = message_id
        if m.status == MatchStatus.FINISHED and m.announced_ply >= m.ply:
            self.tables.close(m, forget=False)


def digest(secret: Any) -> str:
    """A short fingerprint of a secret (JSON), to tell whether it changed."""
    return hashlib.sha256(json.dumps(secret, sort_keys=True).encode()).hexdigest()[:16]
