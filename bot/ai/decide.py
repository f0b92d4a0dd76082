"""From a seat's view to a move: determinize, search by the level's settings, pick.

Everything here is computed from the view alone. Hidden-information games are handled by
determinization: `AnyGame.determinize(view, seat, rng)` samples the unseen cards consistently
with what the seat knows, the search runs in several such worlds, and the votes are summed
by move notation (moves are the seat's own, so they read the same in every world).
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.ai.alphabeta import AlphaBeta
from bot.ai.config import SearchConfig
from bot.ai.heuristics.base import Heuristic
from bot.ai.mcts import MCTS
from bot.core.errors import IllegalMoveError
from bot.core.protocol import AnyGame, AnyState, Move

LOG = logging.getLogger("bot.ai")


def _clock_stopped(game: AnyGame, level: str, config: SearchConfig, done: str) -> None:
    """Log that the wall-clock safety cap ended a search before its budget: the move may
    then differ from the one the same seed gives on an idle machine."""
    LOG.warning(
        "AI safety cap: %s %s search stopped after %.1f s with %s (the move may not be "
        "reproducible)",
        game.key,
        level,
        config.time_cap,
        done,
    )


@dataclass
class Decision:
    """A chosen move (notation) and how it was found (for benchmarks and logs)."""

    notation: str
    how: str
    iterations: int = 0
    nodes: int = 0
    depth: int = 0
    details: dict[str, Any] = field(default_factory=dict)


def sample_worlds(
    game: AnyGame, view: Mapping[str, Any], seat: int, count: int, rng: random.Random
) -> list[AnyState]:
    """`count` full states consistent with `view` (one when the game has no secrets)."""
    count = max(1, count) if game.hidden_information else 1
    return [game.determinize(view, seat, random.Random(rng.getrandbits(64))) for _ in range(count)]


def winning_move(
    game: AnyGame, worlds: list[AnyState], seat: int, heuristic: Heuristic
) -> str | None:
    """The notation of a move that ends the game with `seat` the only winner in every
    world, if one exists."""
    root = worlds[0]
    for move in root.legal_moves(seat):
        if not _wins(heuristic.play(root, move, seat), seat):
            continue
        notation = game.format_move(root, move)
        if all(_wins_by_notation(game, world, notation, seat, heuristic) for world in worlds[1:]):
            return notation
    return None


def conceding_move(
    game: AnyGame, worlds: list[AnyState], seat: int, heuristic: Heuristic
) -> str | None:
    """The notation of the heuristic's `concede` move when `seat` cannot win in any
    world (the same move in each), else None. Every level asks, before any random draw,
    so a lost player never delays the end by repeating positions."""
    chosen: str | None = None
    for world in worlds:
        move = heuristic.concede(world, seat)
        if move is None:
            return None
        notation = game.format_move(world, move)
        if chosen is not None and notation != chosen:
            return None
        chosen = notation
    return chosen


def _wins(state: AnyState, seat: int) -> bool:
    outcome = state.outcome()
    return outcome is not None and outcome.winners == (seat,)


def _wins_by_notation(
    game: AnyGame, world: AnyState, notation: str, seat: int, heuristic: Heuristic
) -> bool:
    try:
        move = game.parse_move(world, notation, seat)
    except ValueError:
        return False
    return _wins(heuristic.play(world, move, seat), seat)


def decide(
    game: AnyGame,
    view: Mapping[str, Any],
    seat: int,
    level: str,
    config: SearchConfig,
    heuristic: Heuristic,
    rng: random.Random,
) -> Decision:
    """Choose a move for `seat` from `view` with the settings `config`."""
    deadline = time.perf_counter() + config.time_cap
    policy_move = heuristic.policy(game, view, seat, level, rng)
    if policy_move is not None:
        return Decision(policy_move, "policy")
    worlds = sample_worlds(game, view, seat, config.worlds, rng)
    root = worlds[0]
    moves = root.legal_moves(seat)
    if not moves:
        raise IllegalMoveError("There is no move to make now.")
    if len(moves) == 1:
        return Decision(game.format_move(root, moves[0]), "only move")
    win = winning_move(game, worlds, seat, heuristic)
    if win is not None:
        return Decision(win, "wins at once")
    give_up = conceding_move(game, worlds, seat, heuristic)
    if give_up is not None:
        return Decision(give_up, "cannot win")
    moves = list(heuristic.moves(root, seat)) or moves  # what the AI is willing to play
    if config.blunder > 0 and rng.random() < config.blunder:
        return Decision(game.format_move(root, moves[rng.randrange(len(moves))]), "blunder")
    algorithm = config.algorithm
    if algorithm == "random":
        return Decision(game.format_move(root, moves[rng.randrange(len(moves))]), "random")
    if algorithm == "greedy":
        return Decision(game.format_move(root, greedy_move(root, seat, heuristic, rng)), "greedy")
    if (
        algorithm == "alphabeta"
        and root.num_players == 2
        and len(worlds) == 1
        and heuristic.available
    ):
        search = AlphaBeta(heuristic, config, rng, deadline)
        result = search.search(root, seat)
        if search.clock_stopped:
            _clock_stopped(game, level, config, f"{result.nodes} of {config.nodes} nodes")
        return Decision(
            game.format_move(root, result.move),
            "alphabeta",
            nodes=result.nodes,
            depth=result.depth,
            details={"value": result.value, "clock_stopped": search.clock_stopped},
        )
    decision = _mcts_decision(game, worlds, seat, config, heuristic, rng, deadline)
    if decision.details.get("clock_stopped"):
        _clock_stopped(
            game, level, config, f"{decision.iterations} of {config.iterations} iterations"
        )
    return decision


def greedy_move(state: AnyState, seat: int, heuristic: Heuristic, rng: random.Random) -> Move:
    """The move whose resulting position the heuristic likes best for `seat` (one ply; ties
    broken by `rng`)."""
    moves = list(heuristic.moves(state, seat)) or list(state.legal_moves(seat))
    rng.shuffle(moves)
    best, best_value = moves[0], -1.0
    for move in moves:
        value = heuristic.values(heuristic.play(state, move, seat))[seat]
        if value > best_value:
            best, best_value = move, value
    return best


def _mcts_decision(
    game: AnyGame,
    worlds: list[AnyState],
    seat: int,
    config: SearchConfig,
    heuristic: Heuristic,
    rng: random.Random,
    deadline: float,
) -> Decision:
    per_world = max(1, config.iterations // len(worlds))
    visits: dict[str, int] = {}
    value_sums: dict[str, float] = {}
    order: list[str] = []
    done = 0
    stopped = False
    for world in worlds:
        search = MCTS(heuristic, config, rng, deadline)
        for stats in search.search(world, seat, per_world):
            notation = game.format_move(world, stats.move)
            if notation not in visits:
                order.append(notation)
                visits[notation] = 0
                value_sums[notation] = 0.0
            visits[notation] += stats.visits
            value_sums[notation] += stats.mean * stats.visits
        done += search.iterations_done
        stopped = stopped or search.clock_stopped
    legal_here = {game.format_move(worlds[0], m) for m in worlds[0].legal_moves(seat)}
    candidates = [n for n in order if n in legal_here]

    def rank(notation: str) -> tuple[int, float]:
        n = visits[notation]
        return n, (value_sums[notation] / n) if n else 0.0

    best = max(candidates, key=rank)
    return Decision(
        best,
        "mcts",
        iterations=done,
        details={"visits": visits[best], "mean": rank(best)[1], "clock_stopped": stopped},
    )
