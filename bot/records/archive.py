"""A stored game as records see it: its row, dates and log, loaded for one server, and
what can be made of it (the record file, the replayed states)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.core.errors import GameError
from bot.core.play import LogEntry, LogStep, kept_steps
from bot.core.protocol import State
from bot.core.registry import AnyGame, get_game
from bot.i18n import Said, said
from bot.records.history import walk
from bot.records.record import (
    GameRecord,
    names_of,
    start_options,
    stored_reason,
)
from data.rows import MatchStatus
from data.store import MatchRow, Store


class RecordNotFoundError(GameError):
    """No such game on this server (or it never started)."""


@dataclass(frozen=True)
class Archived:
    """One started match with its whole log."""

    row: MatchRow
    started: str
    updated: str
    entries: list[LogEntry]
    game: AnyGame

    @property
    def finished(self) -> bool:
        return self.row.status == MatchStatus.FINISHED

    @property
    def names(self) -> list[str]:
        return names_of(self.row.seats)

    def record(self) -> GameRecord:
        """The record file's contents (finished games: `finished` is the end time)."""
        return GameRecord(
            game=self.row.game,
            rules_version=self.row.rules_version,
            match_id=self.row.id,
            seed=self.row.seed,
            options=dict(self.row.options),
            seats=list(self.row.seats),
            status=self.row.status,
            result=self.row.result,
            started=self.started,
            finished=self.updated if self.finished else "",
            moves=list(self.entries),
        )

    def replay(self) -> tuple[State[Any], list[LogStep[Any]]]:
        """The start state and every step (CPU work: call it off the event loop)."""
        return walk(
            self.game,
            len(self.row.seats),
            self.row.seed,
            start_options(self.row.options),
            self.entries,
        )

    def played(self) -> tuple[State[Any], list[LogStep[Any]]]:
        """The start state and the steps of the game as played after its takebacks (what
        a replay animation shows; CPU work: call it off the event loop)."""
        start, steps = self.replay()
        return start, kept_steps(steps)

    def title(self) -> Said:
        """ "Towers #12 — alice vs bob": the game, its number and its players."""
        return said(
            "rec-title",
            game=self.game.title,
            id=str(self.row.id),
            players=chained("rec-versus", self.names),
        )


async def load(store: Store, match_id: int, guild_id: int) -> Archived:
    """The match `match_id` of server `guild_id` with its log. Raises
    `RecordNotFoundError` for another server's game, an unknown id or a lobby."""
    found = await store.match_record(match_id)
    if found is None or found[0].guild_id != guild_id:
        raise RecordNotFoundError(said("rec-not-found", id=str(match_id)))
    row, started, updated = found
    if row.status == MatchStatus.LOBBY or row.snapshot is None:
        raise RecordNotFoundError(said("rec-never-started", id=str(match_id)))
    try:
        game = get_game(row.game)
    except KeyError:
        raise RecordNotFoundError(
            said("rec-unknown-game", id=str(match_id), game=row.game)
        ) from None
    return Archived(row, started, updated, await store.moves(match_id), game)


def describe(result: dict[str, Any] | None, names: list[str]) -> Said:
    """ "alice won — reason" / "No winner — reason" for a stored result. The reason is
    stored as a `Said` in JSON form (`result_of`); an older row's English string is
    shown as it is."""
    if not result:
        return said("rec-not-finished")
    winners = [names[w] for w in result.get("winners", []) if isinstance(w, int) and w < len(names)]
    head = (
        said("rec-won", winners=chained("rec-and", winners)) if winners else said("rec-no-winner")
    )
    reason = stored_reason(result)
    return said("rec-result", head=head, reason=reason) if reason else head


def chained(key: str, items: Sequence[Said | str]) -> Said | str:
    """`items` joined pairwise by message `key` ("a and b and c"); "" when empty."""
    if not items:
        return ""
    out: Said | str = items[0]
    for item in items[1:]:
        out = said(key, first=out, second=item)
    return out
