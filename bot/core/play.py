"""Playing a game forward, the same way everywhere: the match service, records (history,
replays, record files) and the terminal game all use these functions.

- After a move, the bot plays the forced moves that follow (a pass for a seat that cannot
  act) until someone has a choice or the game ends: `turn` and `forced_steps`.
- A match's move log replays from its seed: `replay` / `replay_from`.
- The AI's seed for one turn comes from one formula: `ai_seed`.

Pure: no I/O, no clock, no randomness of its own.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Generic

from bot.core.errors import GameError, PositionError
from bot.core.protocol import Ended, Game, M, Outcome, S, State

#: Kinds of move log entries: a move in the game's notation, a resignation, an agreed end.
MOVE, RESIGN, AGREE = "move", "resign", "agree"
#: A log entry kind: the seat ran out of time and another player claimed the win.
TIMEOUT = "timeout"
#: The result's reason of a game won on time.
TIMEOUT_REASON = "time-out"


@dataclass(frozen=True)
class LogEntry:
    """One entry of a match's move log: the `ply` it was played from (0 = first), who acted
    (None for the game itself), its kind and, for a move, its notation (else "")."""

    ply: int
    seat: int | None
    kind: str
    move: str


@dataclass(frozen=True)
class Step(Generic[S, M]):
    """One move applied: who played it, the states around it (of the game's state type
    `S`), and whether the bot played it on the seat's behalf (`forced`)."""

    seat: int | None
    before: S
    move: M
    after: S
    forced: bool = False


@dataclass(frozen=True)
class LogStep(Generic[M]):
    """One log entry replayed: the state before it, the move (None for a resignation or an
    agreed end) and the state after it."""

    entry: LogEntry
    before: State[M]
    move: M | None
    after: State[M]


def forced_steps(state: S) -> Iterator[Step[S, Any]]:
    """The forced moves that follow `state` (`State.forced_move`), each applied to the
    state the one before reached, until the game ends or the seat to move has a choice.
    Yields nothing when `state` has no forced move. Rule errors pass through."""
    while state.outcome() is None:
        move = state.forced_move()
        if move is None:
            return
        seat = state.to_move
        after = state.apply(move, seat)
        yield Step(seat, state, move, after, forced=True)
        state = after


def turn(state: S, move: M, seat: int | None) -> Iterator[Step[S, M]]:
    """`seat` plays `move` in `state`, then the forced moves that follow: the move's own
    step first, then every forced step (see `forced_steps`). Raises the engine's
    `IllegalMoveError` (before yielding anything) when the move is not legal."""
    after = state.apply(move, seat)
    yield Step(seat, state, move, after)
    yield from forced_steps(after)


def replay_from(
    game: Game[Any, M], state: State[M], log: Iterable[LogEntry]
) -> Iterator[LogStep[M]]:
    """Play `log` from `state`, one `LogStep` per entry. Raises `PositionError` when the
    log has a gap (entry i is not stored as ply i) or an entry does not replay (the log
    does not belong to these rules)."""
    for i, e in enumerate(log):
        if e.ply != i:
            raise PositionError(f"the move log has a gap: entry {i} is stored as ply {e.ply}")
        move: M | None = None
        try:
            if e.kind == MOVE:
                move = game.decode_move(state, e.move, e.seat)
                after = state.apply(move, e.seat)
            elif e.kind == RESIGN and e.seat is not None:
                after = game.resign(state, e.seat)
            elif e.kind == AGREE:
                after = game.agreed_end(state)
            elif e.kind == TIMEOUT and e.seat is not None:
                after = timed_out(state, e.seat)
            else:
                raise PositionError(f"unknown log entry kind {e.kind!r}")
        except GameError as exc:
            raise PositionError(
                f"move log entry {e.ply} ({e.move!r}) does not replay: {exc}"
            ) from None
        yield LogStep(e, state, move, after)
        state = after


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
    "TIMEOUT",
    "TIMEOUT_REASON",
    "LogEntry",
    "LogStep",
    "Step",
    "ai_seed",
    "final_state",
    "forced_steps",
    "replay",
    "replay_from",
    "timed_out",
    "turn",
]
