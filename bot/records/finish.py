"""What a finished game writes beside its last move: each seat's result and, for
competitive games, the new ratings — computed inside the store's transaction from the
ratings as they are at that moment, so two tables finishing at once are both rated."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from bot.core.protocol import Outcome, State
from bot.core.registry import AnyGame
from bot.records import ratings
from data.records import SeatResult, current_skills, write_results
from data.tx import Tx


def player_key(user_id: int | None, ai_level: str | None) -> str:
    """The rating identity of a seat: `u:<user id>` for a member, `ai:<level>` for an AI."""
    if ai_level is not None or user_id is None:
        return f"ai:{ai_level or 'unknown'}"
    return f"u:{user_id}"


def seat_results(
    before: Sequence[ratings.Skill | None],
    outcome: Outcome,
    players: Sequence[str],
    user_ids: Sequence[int | None],
    names: Sequence[str],
    cooperative: bool,
) -> list[SeatResult]:
    """Each seat's result, rated (before/after display numbers) unless `cooperative` or
    `ratings.rate_seats` leaves the seat out: a game without a member rates nobody, and an
    AI level is rated against the members' seats only."""
    n = len(players)
    results = ratings.results_of(outcome, n, cooperative)
    if cooperative or n < 2:
        return [SeatResult(i, players[i], user_ids[i], names[i], results[i]) for i in range(n)]
    skills = [b or ratings.initial() for b in before]
    after = ratings.rate_seats(skills, ratings.ranks_of(outcome, n), players)
    rows = []
    for i in range(n):
        new = after[i]
        if new is None:
            rows.append(SeatResult(i, players[i], user_ids[i], names[i], results[i]))
            continue
        rows.append(
            SeatResult(
                i,
                players[i],
                user_ids[i],
                names[i],
                results[i],
                before=skills[i].display,
                after=new.display,
                mu=new.mu,
                sigma=new.sigma,
            )
        )
    return rows


def recorder(
    match_id: int,
    guild_id: int,
    game: AnyGame,
    state: State[Any],
    outcome: Outcome,
    seats: Sequence[tuple[int | None, str | None, str]],
    into: list[SeatResult],
) -> Callable[[Tx], Awaitable[None]]:
    """The `extra` hook for `Store.record_moves` of a finishing move: reads the
    players' ratings, rates the game, writes results and ratings; appends the seat results
    to `into` (read them only after the transaction committed). `seats` holds (user id,
    AI level, name) per seat."""
    players = [player_key(u, ai) for u, ai, _ in seats]
    cooperative = game.is_cooperative(state)

    async def extra(tx: Tx) -> None:
        known = await current_skills(tx, guild_id, game.key, players)
        before = [ratings.Skill(*known[p]) if p in known else None for p in players]
        rows = seat_results(
            before,
            outcome,
            players,
            [u for u, _, _ in seats],
            [n for _, _, n in seats],
            cooperative,
        )
        await write_results(tx, match_id, guild_id, game.key, rows)
        into.extend(rows)

    return extra
