"""A game's move history: the log replayed from the seed, with who played it and its text
as everyone may read it (`Game.public_move_text`), numbered and paged; a move made after a hint is marked. The history shows
the game as played after its takebacks (`bot.core.play.kept_steps`), each takeback noted
where it happened."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from bot.core.play import AGREE, RESIGN, TAKEBACK, TIMEOUT, LogEntry, LogStep, replay_from
from bot.core.protocol import State
from bot.core.registry import AnyGame

#: The mark of a move made after its player asked for a hint (`bot.matches.hint_table`).
HINTED_MARK = " 💡 (after a hint)"

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
    game: AnyGame,
    steps: Sequence[LogStep[Any]],
    names: Sequence[str],
    *,
    full: bool = False,
    hinted: Collection[tuple[int, int]] = (),
) -> list[str]:
    """One numbered line per move of the game as played ("12. alice: a1-a2"); a takeback
    is noted on a line of its own ("↩ alice took back 2 moves") where it happened, and the
    moves it undid are left out. A move at a (log position, seat) of `hinted` — its player
    had asked for a hint there — ends with `HINTED_MARK`."""
    out: list[tuple[LogStep[Any] | None, str]] = []  # (a kept step, or None for a note)
    for step in steps:
        e = step.entry
        if e.kind != TAKEBACK:
            mark = HINTED_MARK if e.seat is not None and (e.ply, e.seat) in hinted else ""
            out.append((step, step_text(game, step, names, full=full) + mark))
            continue
        target, undone = int(e.move), 0
        for i in range(len(out) - 1, -1, -1):
            kept = out[i][0]
            if kept is not None and kept.entry.ply >= target:
                del out[i]
                undone += 1
        who = names[e.seat] if e.seat is not None and e.seat < len(names) else "The game"
        out.append((None, f"↩ {who} took back {undone} move{'' if undone == 1 else 's'}"))
    lines, number = [], 0
    for kept, text in out:
        if kept is None:
            lines.append(text)
        else:
            number += 1
            lines.append(f"{number}. {text}")
    return lines


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
