"""A game's move history: every log entry replayed from the seed, with who played it and
its text as everyone may read it (`Game.public_move_text`), numbered and paged."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.core.play import AGREE, RESIGN, TIMEOUT, LogEntry, LogStep, replay_from
from bot.core.protocol import State
from bot.core.registry import AnyGame

#: Characters per page of `/kitty history` (a Discord message holds 2000).
PAGE_CHARS = 1800


def walk(
    game: AnyGame,
    seats: int,
    seed: int,
    options: Mapping[str, Any],
    entries: Sequence[LogEntry],
) -> tuple[State[Any], list[LogStep[Any]]]:
    """The start state and every step of `entries` replayed from it (`bot.core.play`, the
    replay the service loads matches with). Raises `PositionError` if the log has a gap or
    an entry does not replay."""
    start: State[Any] = game.new_state(seats, seed, options)
    return start, list(replay_from(game, start, entries))


def step_text(
    game: AnyGame, step: LogStep[Any], names: Sequence[str], *, full: bool = False
) -> str:
    """ "alice: a1-a2" — who acted and what, in public text (`full`: the stored notation,
    secrets included, for finished games only)."""
    e = step.entry
    who = names[e.seat] if e.seat is not None and e.seat < len(names) else "The game"
    if e.kind == RESIGN:
        return f"{who} resigns"
    if e.kind == AGREE:
        return "The players agree to end the game"
    if e.kind == TIMEOUT:
        return f"{who} ran out of time"
    text = e.move if full else game.public_move_text(step.before, step.move)
    return f"{who}: {text}"


def history_lines(
    game: AnyGame, steps: Sequence[LogStep[Any]], names: Sequence[str], *, full: bool = False
) -> list[str]:
    """One numbered line per log entry ("12. alice: a1-a2")."""
    return [f"{i + 1}. {step_text(game, s, names, full=full)}" for i, s in enumerate(steps)]


def pages(lines: Sequence[str], limit: int = PAGE_CHARS) -> list[str]:
    """`lines` cut into pages of at most `limit` characters (a line never split unless it
    alone is longer); at least one page."""
    out: list[str] = []
    cur = ""
    for line in lines:
        line = line[:limit]
        if cur and len(cur) + 1 + len(line) > limit:
            out.append(cur)
            cur = ""
        cur = f"{cur}\n{line}" if cur else line
    out.append(cur)
    return out
