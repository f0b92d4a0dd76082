"""A game's move history: every log entry replayed from the seed, with who played it and
its text as everyone may read it (`Game.public_move_text`), numbered and paged."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.core.protocol import Game, State
from bot.matches.replay import replay_steps
from data.store import LogEntry

#: Characters per page of `/kitty history` (a Discord message holds 2000).
PAGE_CHARS = 1800


@dataclass(frozen=True)
class Step:
    """One log entry replayed: the state before it, the move (None for a resignation or an
    agreed end) and the state after it."""

    entry: LogEntry
    before: State
    move: Any
    after: State


def walk(
    game: Game, seats: int, seed: int, options: dict[str, Any], entries: Sequence[LogEntry]
) -> tuple[State, list[Step]]:
    """The start state and every step of `entries` replayed from it — the same replay as
    `bot.matches.replay.replay`, keeping each state. Raises `PositionError` if the log has
    a gap or an entry does not replay."""
    start = game.new_state(seats, seed, options)
    steps = [
        Step(e, before, move, after)
        for e, before, move, after in replay_steps(game, start, entries)
    ]
    return start, steps


def step_text(game: Game, step: Step, names: Sequence[str], *, full: bool = False) -> str:
    """ "alice: a1-a2" — who acted and what, in public text (`full`: the stored notation,
    secrets included, for finished games only)."""
    e = step.entry
    who = names[e.seat] if e.seat is not None and e.seat < len(names) else "The game"
    if e.kind == "resign":
        return f"{who} resigns"
    if e.kind == "agree":
        return "The players agree to end the game"
    text = e.move if full else game.public_move_text(step.before, step.move)
    return f"{who}: {text}"


def history_lines(
    game: Game, steps: Sequence[Step], names: Sequence[str], *, full: bool = False
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
