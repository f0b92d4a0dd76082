"""The interface a per-game heuristic implements, and the registry that finds it by key.

A heuristic gives the search three things: raw scores per seat (higher is better for that
seat), a way to turn them into win chances (`values`), and optional move ordering and a
transposition key. A game without a heuristic module gets `NO_HEURISTIC` and the search
falls back to random-rollout MCTS.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from bot.ai.config import DEFAULT_LEVELS, SearchConfig
from bot.core.protocol import Move, State
from bot.i18n import Said


class Heuristic:
    """Per-game knowledge for the search. Subclasses override what they know."""

    #: The game key this heuristic belongs to ("" for the fallback).
    key: str = ""
    #: False for a game played by `policy` alone (no search; benchmarks skip the search probes).
    searches: bool = True
    #: Raw-score units that shift the win chance by a factor e (softmax temperature).
    scale: float = 1.0
    #: The search settings per level for this game.
    levels: Mapping[str, SearchConfig] = DEFAULT_LEVELS

    @property
    def available(self) -> bool:
        """True when this is a real heuristic (not the fallback)."""
        return True

    def config(self, level: str, view: Mapping[str, Any]) -> SearchConfig:
        """The search settings of `level` for the position in `view` (default: the
        `levels` table; a game may adapt them to the player count or its options)."""
        return self.levels[level]

    def scores(self, state: State[Any]) -> Sequence[float]:
        """Raw desirability per seat of a non-terminal `state` (higher = better for it)."""
        return [0.0] * state.num_players

    def values(self, state: State[Any]) -> tuple[float, ...]:
        """Win chance per seat in [0, 1], summing to 1: the outcome's returns when the game
        is over, else a softmax of `scores` with temperature `scale`."""
        outcome = state.outcome()
        if outcome is not None:
            return outcome.returns(state.num_players)
        return softmax(self.scores(state), self.scale)

    def order(self, state: State[Any], moves: list[Move]) -> list[Move]:
        """`moves` with the most promising first (used by alpha-beta and MCTS expansion)."""
        return moves

    #: How many extra plies one search path may add where `extend` asks for them.
    max_extensions: int = 0

    def extend(self, state: State[Any]) -> bool:
        """True when alpha-beta should look one ply further at this leaf (e.g. a king in
        danger), within `max_extensions` per path."""
        return False

    def wins_now(self, state: State[Any]) -> bool:
        """True when the seat to act in the non-terminal `state` has a move that wins at
        once (alpha-beta then scores the node as a win without expanding it). Only a
        heuristic that detects this cheaply and exactly should say True."""
        return False

    def state_key(self, state: State[Any]) -> Hashable | None:
        """A hashable key equal for equal positions (for a transposition table), or None."""
        return None

    def rollout_move(self, state: State[Any], moves: list[Move], rng: Any) -> Move:
        """The move a playout picks (default: uniformly at random)."""
        index: int = rng.randrange(len(moves))
        return moves[index]

    def play(self, state: State[Any], move: Move, seat: int) -> State[Any]:
        """`state` after `seat` plays `move`, a legal move (a heuristic may use the engine's
        unchecked fast path here; the default is the checked `State.apply`)."""
        return state.apply(move, seat)

    def policy(
        self, game: Any, view: Mapping[str, Any], seat: int, level: str, rng: Any
    ) -> str | None:
        """A move chosen without search (games where search is too slow, such as physics),
        as notation; None lets the search decide (the default)."""
        return None

    def concede(self, state: State[Any], seat: int) -> Move | None:
        """The move that lets the game end (a pass) when `seat` is proved unable to win
        `state` whatever it does, in a game where a losing player could otherwise keep
        play going by repeating positions; None (the default) lets the search decide."""
        return None

    def reason(self, game: Any, before: State[Any], move: Move, seat: int) -> Said | None:
        """Why `move` is good for `seat` in `before`, in the player's words (a hint shows
        it beside the suggested move): what it captures, threatens, scores or completes;
        None (the default) when the game has nothing to say. `before` is a state rebuilt
        from `seat`'s own view, so a reason must read only what that seat can see."""
        return None

    def moves(self, state: State[Any], seat: int) -> list[Move]:
        """The legal moves of `seat` that the search considers (default: all of them)."""
        return state.legal_moves(seat)

    def suggestable(self, state: State[Any], move: Move) -> bool:
        """True when the analysis of a finished game may name `move` (played in a world
        sampled from the public view) as the AI's preferred move. A game with hidden cards
        says False for a move that would tell who holds a card nobody has seen (the
        default: every move may be named)."""
        return True

    def ordered_moves(self, state: State[Any], seat: int) -> list[Move]:
        """A new list of `order(state, moves(state, seat))` (a game may fuse the two)."""
        return list(self.order(state, list(self.moves(state, seat))))


class _NoHeuristic(Heuristic):
    @property
    def available(self) -> bool:
        return False


NO_HEURISTIC = _NoHeuristic()


def softmax(raw: Sequence[float], scale: float) -> tuple[float, ...]:
    """exp(raw/scale) normalised to sum 1 (a two-seat call is the logistic of the gap)."""
    top = max(raw)
    exps = [math.exp(max(-60.0, (x - top) / scale)) for x in raw]
    total = sum(exps)
    return tuple(e / total for e in exps)


_CACHE: dict[str, Heuristic] = {}


def get_heuristic(game_key: str) -> Heuristic:
    """The heuristic registered for `game_key` (module `bot.ai.heuristics.<key>`, which
    defines `HEURISTIC`), or `NO_HEURISTIC` when the game has none."""
    if game_key in _CACHE:
        return _CACHE[game_key]
    try:
        module = importlib.import_module(f"bot.ai.heuristics.{game_key}")
    except ModuleNotFoundError as exc:
        if exc.name != f"bot.ai.heuristics.{game_key}":
            raise
        found: Heuristic = NO_HEURISTIC
    else:
        found = module.HEURISTIC
    _CACHE[game_key] = found
    return found


def acting_seat(state: State[Any]) -> int | None:
    """The seat that acts next in a search: `to_move`, or the lowest seat among several
    `actors()` (phases where seats act at their own pace); None when nobody may act."""
    if state.outcome() is not None:
        return None
    seat = state.to_move
    if seat is not None:
        return seat
    actors = state.actors()
    return min(actors) if actors else None
