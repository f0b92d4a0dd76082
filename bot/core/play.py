"""Playing a game forward, the same way everywhere: the match service, records (history,
replays, record files) and the terminal game all use these functions.

- After a move, the bot plays the forced moves that follow (a pass for a seat that cannot
  act) until someone has a choice or the game ends: `bot.core.protocol.turn` (with the
  protocol, as the one loop every caller plays a turn with).
- A match's move log replays from its seed: `replay` / `replay_from`. A takeback is an
  entry of the log too: the log only grows, while the game goes back (`kept_steps`,
  `takeback_target`).
- The AI's seed for one turn comes from one formula: `ai_seed`.

Two counts are called "ply" and never mixed up: the **log position** (how many entries the
move log holds; `LogEntry.ply`, the match's `ply`, the store's guard, board custom ids) only
grows, while the **game ply** (`State.ply`) goes back with a takeback.

Pure: no I/O, no clock, no randomness of its own.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic

from bot.core.errors import GameError, PositionError
from bot.core.protocol import Ended, Game, M, Outcome, State
from bot.i18n import said

#: Kinds of move log entries: a move in the game's notation, a resignation, an agreed end,
#: and a takeback (its `move` is the log position whose position the game returns to).
MOVE, RESIGN, AGREE, TAKEBACK = "move", "resign", "agree", "takeback"
#: A log entry kind: the seat ran out of time and another player claimed the win.
TIMEOUT = "timeout"
#: The result's reason of a game won on time.
TIMEOUT_REASON = said("core-time-out")


@dataclass(frozen=True)
class LogEntry:
    """One entry of a match's move log: its log position `ply` (0 = first entry), who acted
    (None for the game itself), its kind and, for a move, its notation; for a takeback the
    log position it returns to (the game is then as it was before that entry); else ""."""

    ply: int
    seat: int | None
    kind: str
    move: str


@dataclass(frozen=True)
class LogStep(Generic[M]):
    """One log entry replayed: the state before it, the move (None for a resignation or an
    agreed end) and the state after it."""

    entry: LogEntry
    before: State[M]
    move: M | None
    after: State[M]


def replay_from(
    game: Game[Any, M], state: State[M], log: Iterable[LogEntry]
) -> Iterator[LogStep[M]]:
    """Play `log` from `state`, one `LogStep` per entry (a takeback's step goes from the
    state it was asked in back to the state before the entry it names). Raises
    `PositionError` when the log has a gap (entry i is not stored as ply i) or an entry
    does not replay (the log does not belong to these rules)."""
    entries = list(log)
    # The states before the log positions some takeback returns to (only those are kept).
    wanted = {int(e.move) for e in entries if e.kind == TAKEBACK and e.move.isdigit()}
    before_entry: dict[int, State[M]] = {}
    line: list[int] = []  # the log positions of the game as played (see `kept_steps`)
    for i, e in enumerate(entries):
        if e.ply != i:
            raise PositionError(f"the move log has a gap: entry {i} is stored as ply {e.ply}")
        if i in wanted:
            before_entry[i] = state
        move: M | None = None
        try:
            if e.kind == MOVE:
                move = game.decode_move(state, e.move, e.seat)
                after = state.apply(move, e.seat)
            elif e.kind == RESIGN and e.seat is not None:
                after = game.resign(state, e.seat)
            elif e.kind == AGREE:
                after = game.agreed_end(state)
            elif e.kind == TAKEBACK:
                target = _takeback_position(e, line)
                after = before_entry[target]
                while line and line[-1] >= target:
                    line.pop()
            elif e.kind == TIMEOUT and e.seat is not None:
                after = timed_out(state, e.seat)
            else:
                raise PositionError(f"unknown log entry kind {e.kind!r}")
        except GameError as exc:
            raise PositionError(
                f"move log entry {e.ply} ({e.move!r}) does not replay: {exc}"
            ) from None
        if e.kind != TAKEBACK:
            line.append(i)
        yield LogStep(e, state, move, after)
        state = after


def _takeback_position(entry: LogEntry, line: Sequence[int]) -> int:
    """The log position a takeback entry returns to; `PositionError` unless it names an
    entry of the game as played so far (`line`: not one an earlier takeback undid)."""
    target = int(entry.move) if entry.move.isdigit() else -1
    if target not in line:
        raise PositionError(
            f"move log entry {entry.ply} takes back to {entry.move!r}, "
            "not an entry of the game as played"
        )
    return target


def kept_steps(steps: Iterable[LogStep[M]]) -> list[LogStep[M]]:
    """The steps of the game as it was played after its takebacks: every step a later
    takeback undid is dropped, and so are the takeback entries themselves (in log order)."""
    kept: list[LogStep[M]] = []
    for step in steps:
        if step.entry.kind == TAKEBACK:
            target = int(step.entry.move)
            while kept and kept[-1].entry.ply >= target:
                kept.pop()
        else:
            kept.append(step)
    return kept


def takeback_target(steps: Sequence[LogStep[M]], seat: int) -> int | None:
    """The log position whose position a takeback by `seat` returns to: the entry of the
    seat's last move it chose itself in the game as played (`kept_steps`; a forced move
    the bot played counts as part of the move it followed). None when the seat has no
    such move."""
    for step in reversed(kept_steps(steps)):
        e = step.entry
        if e.kind == MOVE and e.seat == seat and step.before.forced_move() is None:
            return e.ply
    return None


def timed_out(state: State[M], seat: int) -> State[M]:
    """The state after `seat` ran out of time and the win was claimed: every other seat
    wins, the reason is `TIMEOUT_REASON`."""
    others = tuple(s for s in range(state.num_players) if s != seat)
    return Ended(state, Outcome(others, TIMEOUT_REASON))


def replay(
    game: Game[Any, M],
    players: int,
    seed: int,
    options: Mapping[str, Any],
    log: Iterable[LogEntry],
) -> Iterator[LogStep[M]]:
    """The steps of `log` replayed from the game's start (`game.new_state(players, seed,
    options)`, options as the game was started with). See `replay_from`."""
    return replay_from(game, game.new_state(players, seed, options), log)


def final_state(
    game: Game[Any, M],
    players: int,
    seed: int,
    options: Mapping[str, Any],
    log: Iterable[LogEntry],
) -> State[M]:
    """The state reached by replaying `log` from the start (the start itself for an empty
    log). Raises `PositionError` as `replay_from` does."""
    state: State[M] = game.new_state(players, seed, options)
    for step in replay_from(game, state, log):
        state = step.after
    return state


def ai_seed(match_seed: int, ply: int, seat: int, attempt: int = 0) -> int:
    """The AI's seed for one turn of a match: the same formula wherever the AI plays (the
    Discord AI runner, the terminal game), so the same match seed, ply and seat give the
    same move. `attempt` counts retries of a failed turn (a fresh seed each)."""
    return (match_seed * 1_000_003 + ply * 7919 + seat + attempt * 104_729) % (2**31)


__all__ = [
    "AGREE",
    "MOVE",
    "RESIGN",
    "TAKEBACK",
    "TIMEOUT",
    "TIMEOUT_REASON",
    "LogEntry",
    "LogStep",
    "ai_seed",
    "final_state",
    "kept_steps",
    "replay",
    "replay_from",
    "takeback_target",
    "timed_out",
]
