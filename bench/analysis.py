"""The analysis of a finished game (`bot.ai.analysis`): CPU seconds to analyse a game of
about 100 moves of each game at the default budget, in this one process (what one AI
worker spends), scaled to 100 moves when the game ended sooner; plus the seconds to build
the public input (where the real states are) and to draw the picture. Never asserts; the
target is at most 60 s of one worker's CPU per 100 moves.

    python -m bench.analysis [--plies 100] [--nodes N] [--iterations N] [--worlds N]

The games are seeded random games (`finished_game`: random legal moves up to `plies`,
then the seats to act resign until it ends), which the tests use too.
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from bot.ai.analysis import DEFAULT_BUDGET, analyse, analysis_input
from bot.core.play import RESIGN, LogEntry, LogStep, kept_steps
from bot.core.protocol import AnyGame, AnyState
from bot.core.registry import get_game
from bot.records.history import walk
from render.analysis import render

#: name -> (game key, players, options): every kind of evaluation the analysis makes.
GAMES: dict[str, tuple[str, int, dict[str, Any]]] = {
    "towers": ("towers", 2, {"quiet": 0}),
    "stacktics": ("stacktics", 2, {"draw_limit": 0}),
    "tumbling": ("tumbling", 2, {}),
    "kitty": ("kitty", 2, {"setup": "random"}),
    "kitty4cards": ("kitty", 4, {"setup": "random", "objectives": True}),
    "cattower": ("cattower", 2, {}),
    "cattower3comp": ("cattower", 3, {"mode": "competitive"}),
}


def finished_game(
    name: str, seed: int, plies: int = 100
) -> tuple[AnyGame, AnyState, list[LogStep[Any]]]:
    """A finished seeded game of `GAMES[name]` as records replay it (`walk`, then
    `kept_steps`): random legal moves (forced ones as the service plays them) until the
    game ends or `plies` moves were made, then the seats to act resign until it ends."""
    key, players, raw = GAMES[name]
    game = get_game(key)
    options = game.validate_options(players, raw)
    rng = random.Random(seed)
    state: AnyState = game.new_state(players, seed, options)
    log: list[LogEntry] = []
    while state.outcome() is None and len(log) < plies:
        forced = state.forced_move()
        seat = state.to_move if forced is not None else min(state.actors())
        move = forced if forced is not None else rng.choice(state.legal_moves(seat))
        log.append(LogEntry(len(log), seat, "move", game.format_move(state, move)))
        state = state.apply(move, seat)
    while state.outcome() is None:  # in a game of 3-4 a resigned seat may leave play going
        seat = min(state.actors())
        log.append(LogEntry(len(log), seat, RESIGN, ""))
        state = game.resign(state, seat)
    start, steps = walk(game, players, seed, options, log)
    return game, start, kept_steps(steps)


def longest(name: str, plies: int) -> tuple[AnyGame, AnyState, list[LogStep[Any]]]:
    """The longest of a few seeded games (the first that reaches `plies` moves)."""
    best = finished_game(name, 1, plies)
    for seed in range(2, 8):
        if len(best[2]) >= plies:
            break
        found = finished_game(name, seed, plies)
        if len(found[2]) > len(best[2]):
            best = found
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--plies", type=int, default=100)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--nodes", type=int, default=DEFAULT_BUDGET.nodes)
    parser.add_argument("--iterations", type=int, default=DEFAULT_BUDGET.iterations)
    parser.add_argument("--worlds", type=int, default=DEFAULT_BUDGET.worlds)
    args = parser.parse_args()
    budget = {"nodes": args.nodes, "iterations": args.iterations, "worlds": args.worlds}
    print(f"budget: {budget}")
    print(
        f"{'game':<14} {'moves':>5} {'input s':>7} {'cpu s':>7} {'per 100':>7} "
        f"{'wall s':>7} {'work':>9} {'draw s':>6} {'png KiB':>7}"
    )
    for name in args.games.split(","):
        game, start, steps = longest(name, args.plies)
        c = time.process_time()
        record = analysis_input(game, start, steps)
        built = time.process_time() - c
        w, c = time.perf_counter(), time.process_time()
        out = analyse(game.key, record, seed=1, budget=budget)
        cpu, wall = time.process_time() - c, time.perf_counter() - w
        c = time.process_time()
        png = render(out)
        drawn = time.process_time() - c
        moves = max(1, len(steps))
        print(
            f"{name:<14} {len(steps):>5} {built:>7.2f} {cpu:>7.2f} {cpu * 100 / moves:>7.2f} "
            f"{wall:>7.2f} {out['work']:>9} {drawn:>6.2f} {len(png) / 1024:>7.1f}"
        )


if __name__ == "__main__":
    main()
