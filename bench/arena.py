"""Play seeded games between two agents and print win/draw/loss with a 95 % Wilson interval.

    python -m bench.arena --game towers --a hard --b random --games 20 [--players 4]
    python -m bench.arena --game towers --a hard --b old:hard --games 40 [--first 20]

Agent A takes seat (i mod players) in game i, so A and B alternate who moves first; with
more than two players every other seat is played by B. A shared win counts as a draw.

`old:LEVEL` is the AI of an older commit (`--old-commit`, default cc467f7, the AI before
fixed budgets): the commit is checked out into a temporary git worktree at run time and
its `choose_move` runs in a separate Python process that sees only that tree; it gets the
same view (`game.view(state, seat)`, whose snapshot format has not changed) and answers with
notation. `--first K` starts at game K, so a long match can be split over several runs.

`--clock cpu` (the default) lets every search's wall-clock cap read the CPU time of its own
process instead (`time.process_time`): old hard's 1.8 s cap then stops it where it would stop
on an idle machine, and new hard's 5 s safety net never fires, whatever else the machine is
running, so a match measures the AIs and not the load. `--clock wall` keeps the real clock
(old hard then searches less the busier the machine is).
"""

from __future__ import annotations

import argparse
import atexit
import importlib
import json
import math
import subprocess
import sys
import tempfile
import time
import types
from pathlib import Path
from typing import Any

from bot.ai.agents import AGENT_NAMES, Agent, make_agent
from bot.ai.heuristics.base import acting_seat
from bot.core.protocol import AnyGame, AnyState
from bot.core.registry import get_game

ROOT = Path(__file__).resolve().parent.parent

#: The worker run by an `old:` agent: one JSON request per line on stdin, one answer per
#: line on stdout; it imports `bot` only from the old tree given as its first argument.
_WORKER = """
import json, sys, time
if sys.argv[1:] == ["cpu"]:
    time.perf_counter = time.process_time
from bot.ai import choose_move
for line in sys.stdin:
    req = json.loads(line)
    try:
        out = {"move": choose_move(req["game"], req["view"], req["seat"], req["level"], req["seed"])}
    except Exception as exc:
        out = {"error": repr(exc)}
    print(json.dumps(out), flush=True)
"""


class OldAgent:
    """The AI of level `level` at git commit `commit`, in its own process and tree."""

    def __init__(self, level: str, commit: str, clock: str = "cpu") -> None:
        self.level = level
        self.tree = Path(tempfile.mkdtemp(prefix="oldai-")) / "tree"
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", str(self.tree), commit],
            check=True,
            capture_output=True,
        )
        atexit.register(self.close)
        self.proc = subprocess.Popen(
            [sys.executable, "-c", _WORKER, clock],
            cwd=str(self.tree),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def __call__(self, game: AnyGame, state: AnyState, seat: int, seed: int) -> str:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        request = {
            "game": game.key,
            "view": game.view(state, seat),
            "seat": seat,
            "level": self.level,
            "seed": seed,
        }
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        answer = json.loads(self.proc.stdout.readline())
        if "error" in answer:
            raise RuntimeError(f"old AI failed: {answer['error']}")
        return str(answer["move"])

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(self.tree)],
            capture_output=True,
            check=False,
        )


def agent(name: str, old_commit: str, clock: str = "cpu") -> Agent:
    """`make_agent(name)`, or an `OldAgent` for `old:LEVEL`."""
    if name.startswith("old:"):
        return OldAgent(name[4:], old_commit, clock)
    return make_agent(name)


def use_cpu_clock() -> None:
    """Make the searches of this process read their wall-clock cap from this process's CPU
    time (see `--clock`)."""
    cpu_time = types.SimpleNamespace(perf_counter=time.process_time)
    # by their module objects: `bot.ai.decide` as an attribute is the function the
    # package re-exports, not the module that computes the deadline
    for name in ("bot.ai.alphabeta", "bot.ai.decide", "bot.ai.mcts"):
        vars(importlib.import_module(name))["time"] = cpu_time


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion `successes`/`n`."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def play_game(
    game: AnyGame,
    players: int,
    seed: int,
    agents: list[Agent],
    options: dict[str, Any],
    max_plies: int = 2000,
    log: list[str] | None = None,
) -> tuple[AnyState, int]:
    """Play one game, seat s using agents[s]; returns the final state and the ply count.
    The notation of every move is appended to `log` when given."""
    state = game.new_state(players, seed, game.validate_options(players, options))
    plies = 0
    while state.outcome() is None and plies < max_plies:
        forced = state.forced_move()
        seat = acting_seat(state)
        if seat is None:
            break
        if forced is not None:
            notation = game.format_move(state, forced)
            state = state.apply(forced, seat)
        else:
            notation = agents[seat](game, state, seat, seed * 100_003 + plies)
            state = state.apply(game.parse_move(state, notation, seat), seat)
        if log is not None:
            log.append(notation)
        plies += 1
    return state, plies


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--game", required=True)
    p.add_argument("--a", default="hard", help=f"{', '.join(AGENT_NAMES)} or cfg:FIELD=VALUE,...")
    p.add_argument("--b", default="random", help="as --a")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--option", action="append", default=[], help="match option NAME=VALUE")
    p.add_argument("--quiet", action="store_true", help="only the summary")
    p.add_argument("--log", action="store_true", help="print every game's moves")
    p.add_argument(
        "--first", type=int, default=0, help="index of the first game (to split a match over runs)"
    )
    p.add_argument(
        "--old-commit", default="cc467f7", help="the commit an `old:LEVEL` agent plays from"
    )
    p.add_argument(
        "--clock",
        choices=("cpu", "wall"),
        default="cpu",
        help="what the searches' time caps read: this process's CPU time or the wall clock",
    )
    args = p.parse_args(argv)
    if args.clock == "cpu":
        use_cpu_clock()
    game = get_game(args.game)
    options = dict(o.split("=", 1) for o in args.option)
    agent_a = agent(args.a, args.old_commit, args.clock)
    agent_b = agent(args.b, args.old_commit, args.clock)
    wins = draws = losses = 0
    start = time.perf_counter()
    for i in range(args.first, args.first + args.games):
        a_seat = i % args.players
        agents = [agent_a if s == a_seat else agent_b for s in range(args.players)]
        t0 = time.perf_counter()
        moves: list[str] = []
        final, plies = play_game(game, args.players, args.seed + i, agents, options, log=moves)
        outcome = final.outcome()
        winners = outcome.winners if outcome is not None else ()
        if winners == (a_seat,):
            wins += 1
            result = "A wins"
        elif a_seat in winners or not winners:
            draws += 1
            result = "draw" if outcome is not None else "unfinished"
        else:
            losses += 1
            result = "A loses"
        if not args.quiet:
            reason = str(outcome.reason) if outcome is not None else f"stopped after {plies} plies"
            if outcome is not None and outcome.scores is not None:
                reason += "; scores " + "/".join(f"{x:g}" for x in outcome.scores)
            print(
                f"game {i + 1:3d}: A={args.a} in seat {a_seat}: {result:10s} "
                f"({plies} plies, {reason}; {time.perf_counter() - t0:.1f} s)",
                flush=True,
            )
            if args.log:
                print("    moves: " + " ".join(moves), flush=True)
    n = args.games
    lo, hi = wilson(wins, n)
    slo, shi = wilson(wins + draws / 2, n)
    print(
        f"{args.game}: {args.a} vs {args.b} ({args.players} players), {n} games, "
        f"{time.perf_counter() - start:.0f} s, clock {args.clock}"
    )
    print(f"  A wins {wins}, draws {draws}, losses {losses}")
    print(f"  win rate {wins / n:.1%}  95% Wilson [{lo:.1%}, {hi:.1%}]")
    print(f"  score (draw = 1/2) {(wins + draws / 2) / n:.1%}  95% Wilson [{slo:.1%}, {shi:.1%}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
