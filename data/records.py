"""SQL of game records: results per seat, ratings per server and game, and the queries
behind history, leaderboards, stats, exports and forgetting.

The functions taking a connection run *inside* a store transaction (`Store.record_moves`
passes its transaction to its `extra` hook), so a finished game, its results and its
ratings are committed together or not at all. Everything else is reached through the
store's methods (its lock, its write discipline)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from data.tx import Row, Tx


@dataclass(frozen=True)
class SeatResult:
    """How a finished game ended for one seat, and its rating around it (None: unrated)."""

    seat: int
    player: str  # 'u:<user id>' or 'ai:<level>'
    user_id: int | None
    name: str
    outcome: str  # 'win', 'draw' or 'loss'
    before: float | None = None
    after: float | None = None
    mu: float | None = None
    sigma: float | None = None

    @property
    def rated(self) -> bool:
        return self.after is not None


@dataclass(frozen=True)
class RatingRow:
    """A player's current rating in one game on one server."""

    player: str
    user_id: int | None
    name: str
    rating: float
    games: int
    mu: float
    sigma: float


@dataclass(frozen=True)
class ResultRow:
    """One seat of one finished game, as the stats read it."""

    match_id: int
    seat: int
    game: str
    player: str
    name: str
    outcome: str
    rated: bool
    before: float | None
    after: float | None
    finished_at: str


async def current_skills(
    tx: Tx, guild_id: int, game: str, players: Sequence[str]
) -> dict[str, tuple[float, float]]:
    """(mu, sigma) of every listed player who has a rating (inside a transaction)."""
    out: dict[str, tuple[float, float]] = {}
    for p in dict.fromkeys(players):
        rows = await tx.fetch(
            "SELECT mu, sigma FROM ratings WHERE guild_id = ? AND game = ? AND player = ?",
            (guild_id, game, p),
        )
        if rows:
            out[p] = (float(rows[0][0]), float(rows[0][1]))
    return out


async def write_results(
    tx: Tx, match_id: int, guild_id: int, game: str, seats: Sequence[SeatResult]
) -> None:
    """Insert one result row per seat and, for rated seats, set the player's rating
    (inside a transaction; a player with several seats is counted once)."""
    await tx.executemany(
        "INSERT INTO results (match_id, seat, guild_id, game, player, user_id, name, outcome, rated,"
        " rating_before, rating_after) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                match_id,
                s.seat,
                guild_id,
                game,
                s.player,
                s.user_id,
                s.name,
                s.outcome,
                int(s.rated),
                s.before,
                s.after,
            )
            for s in seats
        ],
    )
    done: set[str] = set()
    for s in seats:
        if not s.rated or s.player in done:
            continue
        done.add(s.player)
        await tx.execute(
            "INSERT INTO ratings (guild_id, game, player, user_id, name, mu, sigma, rating, games)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1)"
            " ON CONFLICT (guild_id, game, player) DO UPDATE SET name = excluded.name,"
            " mu = excluded.mu, sigma = excluded.sigma, rating = excluded.rating,"
            " games = ratings.games + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
            (guild_id, game, s.player, s.user_id, s.name, s.mu, s.sigma, s.after),
        )


def rating_row(r: Row) -> RatingRow:
    return RatingRow(
        player=str(r["player"]),
        user_id=r["user_id"],
        name=str(r["name"]),
        rating=float(r["rating"]),
        games=int(r["games"]),
        mu=float(r["mu"]),
        sigma=float(r["sigma"]),
    )


def result_row(r: Row) -> ResultRow:
    return ResultRow(
        match_id=int(r["match_id"]),
        seat=int(r["seat"]),
        game=str(r["game"]),
        player=str(r["player"]),
        name=str(r["name"]),
        outcome=str(r["outcome"]),
        rated=bool(r["rated"]),
        before=r["rating_before"],
        after=r["rating_after"],
        finished_at=str(r["finished_at"]),
    )


def plain(r: Row) -> dict[str, Any]:
    """A row as a JSON-able dict (exports)."""
    return {k: r[k] for k in r.keys()}  # noqa: SIM118 (a Row iterates its values)


#: A server's closed matches: abandoned, or finished with the final board shown.
CLOSED = "(status = 'abandoned' OR (status = 'finished' AND announced_ply >= ply))"

#: A server's export, read a chunk of matches at a time (guild, after id, limit), then
#: the logs and results of that id range (first id, last id; the caller keeps those of
#: the chunk's matches), then the ratings.
EXPORT_MATCHES = (
    f"SELECT * FROM matches WHERE guild_id = ? AND id > ? AND {CLOSED} ORDER BY id LIMIT ?"
)
EXPORT_MOVES = "SELECT * FROM moves WHERE match_id BETWEEN ? AND ? ORDER BY match_id, ply"
EXPORT_RESULTS = "SELECT * FROM results WHERE match_id BETWEEN ? AND ? ORDER BY match_id, seat"
EXPORT_RATINGS = "SELECT * FROM ratings WHERE guild_id = ? ORDER BY game, rating DESC"

#: Forgetting a server: its results and ratings, then its closed matches with their logs
#: and analyses.
FORGET_STATEMENTS = (
    "DELETE FROM results WHERE guild_id = ?",
    "DELETE FROM ratings WHERE guild_id = ?",
    f"DELETE FROM moves WHERE match_id IN (SELECT id FROM matches WHERE guild_id = ? AND {CLOSED})",
    f"DELETE FROM analyses WHERE match_id IN (SELECT id FROM matches WHERE guild_id = ? AND {CLOSED})",
    f"DELETE FROM matches WHERE guild_id = ? AND {CLOSED}",
)
