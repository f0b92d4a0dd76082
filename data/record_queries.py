"""The read-mostly queries of game records (history, leaderboards, stats, exports,
forgetting, "my data"): written once, on the two primitives every backend provides.
`Store` (data/store_base.py) inherits them."""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TypeVar

from data import records
from data.rows import MatchRow, decode_row
from data.tx import Row, Tx

T = TypeVar("T")


class RecordQueries(ABC):
    """Record queries over `_read` and `_transaction`."""

    @abstractmethod
    async def _read(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Rows of one query."""

    @abstractmethod
    async def _transaction(self, body: Callable[[Tx], Awaitable[T]]) -> T:
        """Run `body` in one transaction: committed when it returns, rolled back on any
        exception (also a cancellation), which is re-raised."""

    async def match_record(self, match_id: int) -> tuple[MatchRow, str, str] | None:
        """A match with its creation and last-change times (ISO 8601, UTC), or None."""
        rows = await self._read("SELECT * FROM matches WHERE id = ?", (match_id,))
        if not rows:
            return None
        return decode_row(rows[0]), str(rows[0]["created_at"]), str(rows[0]["updated_at"])

    async def match_results(self, match_id: int) -> list[records.ResultRow]:
        """The result of every seat of a finished match (empty before it finished)."""
        rows = await self._read(
            "SELECT * FROM results WHERE match_id = ? ORDER BY seat", (match_id,)
        )
        return [records.result_row(r) for r in rows]

    async def leaderboard(
        self, guild_id: int, game: str, limit: int = 10, offset: int = 0
    ) -> list[records.RatingRow]:
        """The server's ratings in `game`, best first (ties by fewer games, then name)."""
        rows = await self._read(
            "SELECT * FROM ratings WHERE guild_id = ? AND game = ?"
            " ORDER BY rating DESC, games, name LIMIT ? OFFSET ?",
            (guild_id, game, limit, offset),
        )
        return [records.rating_row(r) for r in rows]

    async def ratings_of(self, guild_id: int, player: str) -> dict[str, records.RatingRow]:
        """A player's rating per game on a server."""
        rows = await self._read(
            "SELECT * FROM ratings WHERE guild_id = ? AND player = ?", (guild_id, player)
        )
        return {str(r["game"]): records.rating_row(r) for r in rows}

    async def player_results(self, guild_id: int, player: str) -> list[records.ResultRow]:
        """Every finished game of a player on a server, oldest first."""
        rows = await self._read(
            "SELECT * FROM results WHERE guild_id = ? AND player = ?"
            " ORDER BY finished_at, match_id",
            (guild_id, player),
        )
        return [records.result_row(r) for r in rows]

    async def best_wins(self, guild_id: int, player: str) -> list[tuple[str, int, str, float]]:
        """(game, match id, opponent name, opponent's rating then) of every rated win of
        a player on a server, the strongest opponent first."""
        rows = await self._read(
            "SELECT r.game, r.match_id, o.name, o.rating_before FROM results r JOIN results o"
            " ON o.match_id = r.match_id AND o.player != r.player"
            " WHERE r.guild_id = ? AND r.player = ? AND r.outcome = 'win' AND r.rated = 1"
            " AND o.outcome != 'win' ORDER BY o.rating_before DESC, r.match_id",
            (guild_id, player),
        )
        return [(str(r[0]), int(r[1]), str(r[2]), float(r[3])) for r in rows]

    async def last_match_in(self, channel_id: int) -> int | None:
        """The newest match of a channel that started (any status), or None."""
        rows = await self._read(
            "SELECT MAX(id) FROM matches WHERE channel_id = ? AND status != 'lobby'"
            " AND snapshot IS NOT NULL",
            (channel_id,),
        )
        return None if not rows or rows[0][0] is None else int(rows[0][0])

    async def export_guild(
        self, guild_id: int, chunk: int = 500
    ) -> dict[str, list[dict[str, Any]]]:
        """Everything kept about a server's closed games: matches, logs, results, ratings.
        Read `chunk` matches at a time, so other tables' moves wait for one short read at
        most, never for the whole export."""
        out: dict[str, list[dict[str, Any]]] = {
            "matches": [],
            "moves": [],
            "results": [],
            "ratings": [],
        }
        last = 0
        while True:
            rows = await self._read(records.EXPORT_MATCHES, (guild_id, last, chunk))
            if not rows:
                break
            lo, hi = int(rows[0]["id"]), int(rows[-1]["id"])
            ids = {int(r["id"]) for r in rows}
            out["matches"] += [records.plain(r) for r in rows]
            for table, sql in (
                ("moves", records.EXPORT_MOVES),
                ("results", records.EXPORT_RESULTS),
            ):
                out[table] += [
                    records.plain(r)
                    for r in await self._read(sql, (lo, hi))
                    if r["match_id"] in ids
                ]
            last = hi
        out["ratings"] = [
            records.plain(r) for r in await self._read(records.EXPORT_RATINGS, (guild_id,))
        ]
        return out

    async def forget_guild(self, guild_id: int) -> int:
        """Delete a server's closed matches (with their logs), results and ratings in one
        transaction; open games are kept. Returns how many matches were deleted."""

        async def body(tx: Tx) -> int:
            count = 0
            for sql in records.FORGET_STATEMENTS:
                count = await tx.execute(sql, (guild_id,))
            return count

        return await self._transaction(body)

    async def user_data(self, user_id: int) -> dict[str, list[dict[str, Any]]]:
        """Everything kept about one member: their results and ratings on every server,
        the matches they hosted or finished, their settings and their place in each game's
        lessons (`/kitty learn`: the lesson, whether all are done, the moves made in it).
        The only member ids in it are the member's own: in a match, the host is
        `hosted_by_you` (and `host`, the host's seat name), and every seat is its name as
        recorded (`you` marks theirs; only their own seat keeps its `user_id`) — see
        `own_view`."""
        results = await self._read(
            "SELECT * FROM results WHERE user_id = ? ORDER BY match_id", (user_id,)
        )
        ratings = await self._read(
            "SELECT * FROM ratings WHERE user_id = ? ORDER BY guild_id, game", (user_id,)
        )
        matches = await self._read(
            "SELECT id, guild_id, channel_id, game, status, host_id, seats, result, created_at,"
            " updated_at FROM matches"
            " WHERE host_id = ? OR id IN (SELECT match_id FROM results WHERE user_id = ?)"
            " ORDER BY id",
            (user_id, user_id),
        )
        settings = await self._read(
            "SELECT name, value FROM user_settings WHERE user_id = ? ORDER BY name", (user_id,)
        )
        lessons = await self._read(
            "SELECT game, lesson, number, done, moves FROM lesson_progress WHERE user_id = ?"
            " ORDER BY game",
            (user_id,),
        )
        return {
            "results": [records.plain(r) for r in results],
            "ratings": [records.plain(r) for r in ratings],
            "matches": [own_view(records.plain(r), user_id) for r in matches],
            "settings": [records.plain(r) for r in settings],
            "lessons": [
                {**records.plain(r), "done": bool(r["done"]), "moves": json.loads(r["moves"])}
                for r in lessons
            ],
        }


def own_view(match: dict[str, Any], user_id: int) -> dict[str, Any]:
    """A match row of `user_data` as member `user_id` may take it: `host_id` becomes
    `hosted_by_you` and `host` (the host's seat name, or None when the host had no seat);
    `seats` (decoded) keeps each seat's name, AI level and options, marks the member's own
    seats with `you` and keeps `user_id` on those only."""
    out = dict(match)
    host_id = out.pop("host_id", None)
    raw = out.get("seats")
    seats: list[Any] = json.loads(raw) if isinstance(raw, str | bytes) else list(raw or [])
    shown: list[dict[str, Any]] = []
    host_name: str | None = None
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict):
            continue
        mine = seat.get("user_id") == user_id
        if host_id is not None and seat.get("user_id") == host_id and host_name is None:
            host_name = str(seat.get("name", f"Player {i + 1}"))
        entry = {k: v for k, v in seat.items() if k != "user_id"}
        entry["you"] = mine
        if mine:
            entry["user_id"] = user_id
        shown.append(entry)
    out["seats"] = shown
    out["hosted_by_you"] = host_id == user_id
    out["host"] = host_name
    return out
