"""Search speed per game: MCTS iterations per second (with the game's heuristic at the
leaves, and with random playouts), alpha-beta nodes per second, and the time each level
takes per move, measured on positions a few plies into seeded random games.

    python bench/ai_speed.py [--games towers,tumbling] [--positions 3]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.ai import choose_decision  # noqa: E402
from bot.ai.config import LEVELS, SearchConfig  # noqa: E402
from bot.ai.heuristics.base import acting_seat, get_heuristic  # noqa: E402
from bot.core.protocol import Game, State  # noqa: E402
from bot.core.registry import all_games  # noqa: E402


def sample_positions(game: Game, count: int, seed: int) -> list[State]:
    """`count` positions 4–20 plies into random games (forced moves played through)."""
    rng = random.Random(seed)
    out = []
    players = 4 if game.key == "kitty" else max(2, game.min_players)
    # Skip a set-up phase where the game can place everything at random (Kitty).
    options = {"setup": "random"} if any(o.name == "setup" for o in game.options) else {}
    while len(out) < count:
        state = game.new_state(players, rng.randrange(1 << 30), game.validate_options(players, options))
        for _ in range(rng.randrange(4, 21)):
            seat = acting_seat(state)
            if seat is None:
                break
            moves = state.legal_moves(seat)
            state = state.apply(moves[rng.randrange(len(moves))], seat)
        seat = acting_seat(state)
        if seat is not None and len(state.legal_moves(seat)) > 1:
            out.append(state)
    return out


def measure(game: Game, states: list[State], config: SearchConfig,
            level: str = "hard") -> tuple[float, float, float, float]:
    """(mean seconds per decision, slowest decision, iterations/s, alpha-beta nodes/s)
    over `states`."""
    total_time = slowest = iterations = nodes = 0.0
    for i, state in enumerate(states):
        seat = acting_seat(state)
        if seat is None:
            continue
        t0 = time.perf_counter()
        decision = choose_decision(game.key, state.view(seat), seat, level, i, config)
        spent = time.perf_counter() - t0
        total_time += spent
        slowest = max(slowest, spent)
        iterations += decision.iterations
        nodes += decision.nodes
    total_time = max(total_time, 1e-9)
    return total_time / len(states), slowest, iterations / total_time, nodes / total_time


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", default="", help="comma-separated game keys (default: every game)")
    p.add_argument("--positions", type=int, default=3)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    wanted = {k for k in args.games.split(",") if k}
    for game in all_games():
        if wanted and game.key not in wanted:
            continue
        heuristic = get_heuristic(game.key)
        try:
            states = sample_positions(game, args.positions, args.seed)
        except Exception as exc:  # an engine still being written
            print(f"{game.key}: skipped ({exc})")
            continue
        kind = "policy (no search)" if not heuristic.searches else "yes" if heuristic.available else "no (random playouts)"
        print(f"== {game.title} ({game.key}); heuristic: {kind}")
        probes = [("MCTS, random playouts", SearchConfig(iterations=300, rollout=-1))] if heuristic.searches else []
        if heuristic.available and heuristic.searches:
            probes.append(("MCTS, heuristic leaves", SearchConfig(iterations=3000, rollout=0)))
            probes.append(("alpha-beta", SearchConfig(algorithm="alphabeta", nodes=20000)))
        for label, config in probes:
            if config.algorithm == "alphabeta" and game.hidden_information:
                continue
            seconds, _, ips, nps = measure(game, states, config)
            rate = f"{nps:,.0f} nodes/s" if config.algorithm == "alphabeta" else f"{ips:,.0f} iterations/s"
            print(f"  {label:<26} {rate:>20}   ({seconds:.2f} s per decision)")
        for level in LEVELS:
            seconds, slowest, _, _ = measure(game, states, heuristic.config(level, states[0].view(acting_seat(states[0]))), level)
            print(f"  level {level:<20} {seconds:>14.2f} s per move (slowest {slowest:.2f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
