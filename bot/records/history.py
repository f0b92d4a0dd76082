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
from bot.i18n import ENGLISH_WORDS, Said, Words, said

#: The catalogue key of a line whose move was made after its player asked for a hint
#: (`bot.matches.hint_table`): the line ends with " 💡 (after a hint)".
HINTED_MARK = "rec-step-hinted"

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
) -> Said:
    """ "alice: a1-a2" — who acted and what, in public text (`full`: the stored notation,
    secrets included, for finished games only)."""
    e = step.entry
    who = _who(e.seat, names)
    if e.kind == RESIGN:
        return said("rec-step-resigns", who=who)
    if e.kind == AGREE:
        return said("rec-step-agreed")
    if e.kind == TIMEOUT:
        return said("rec-step-timeout", who=who)
    text = e.move if full else game.public_move_text(step.before, step.move)
    return said("rec-step-move", who=who, move=text)


def _who(seat: int | None, names: Sequence[str]) -> Said | str:
    """The name of `seat`, or "The game" for an entry no seat made."""
    return names[seat] if seat is not None and seat < len(names) else said("rec-the-game")


def history_lines(
    game: AnyGame,
    steps: Sequence[LogStep[Any]],
    names: Sequence[str],
    *,
    full: bool = False,
    hinted: Collection[tuple[int, int]] = (),
) -> list[Said]:
    """One numbered line per move of the game as played ("12. alice: a1-a2"); a takeback
    is noted on a line of its own ("↩ alice took back 2 moves") where it happened, and the
    moves it undid are left out. A move at a (log position, seat) of `hinted` — its player
    had asked for a hint there — ends with `HINTED_MARK`."""
    out: list[tuple[LogStep[Any] | None, Said]] = []  # (a kept step, or None for a note)
    for step in steps:
        e = step.entry
        if e.kind != TAKEBACK:
            line = step_text(game, step, names, full=full)
            if e.seat is not None and (e.ply, e.seat) in hinted:
                line = said(HINTED_MARK, line=line)
            out.append((step, line))
            continue
        target, undone = int(e.move), 0
        for i in range(len(out) - 1, -1, -1):
            kept = out[i][0]
            if kept is not None and kept.entry.ply >= target:
                del out[i]
                undone += 1
        out.append((None, said("rec-took-back", who=_who(e.seat, names), count=undone)))
    lines: list[Said] = []
    number = 0
    for kept, text in out:
        if kept is None:
            lines.append(text)
        else:
            number += 1
            lines.append(said("rec-numbered", number=number, line=text))
    return lines


def pages(
    lines: Sequence[Said | str], limit: int = PAGE_CHARS, words: Words = ENGLISH_WORDS
) -> list[str]:
    """`lines` said in `words`' language and cut into pages of at most `limit` characters
    (a line never split unless it alone is longer); at least one page."""
    out: list[str] = []
    cur = ""
    for said_line in lines:
        line = words.say(said_line)[:limit]
        if cur and len(cur) + 1 + len(line) > limit:
            out.append(cur)
            cur = ""
        cur = f"{cur}\n{line}" if cur else line
    out.append(cur)
    return out
