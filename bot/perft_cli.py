"""`python -m bot perft --position FILE --depth N [--divide]` for every registered game."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from bot.core.errors import PositionError
from bot.core.registry import get_game


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="python -m bot perft", description="Count move-tree leaves.")
    p.add_argument(
        "--position",
        required=True,
        help="a position JSON file (the rules files' format), or - for stdin",
    )
    p.add_argument("--depth", required=True, type=int)
    p.add_argument(
        "--divide", action="store_true", help="one line per legal move: count, then the move"
    )
    p.add_argument("--time", action="store_true", help="print nodes per second to stderr")
    args = p.parse_args(argv)
    try:
        text = (
            sys.stdin.read()
            if args.position == "-"
            else Path(args.position).read_text(encoding="utf-8")
        )
        data = json.loads(text)
        game = get_game(str(data.get("game")))
        state = game.position_from_json(data)
    except (OSError, json.JSONDecodeError, KeyError, PositionError, AttributeError) as exc:
        print(f"perft: {exc}", file=sys.stderr)
        return 2
    if args.depth < 0:
        print("perft: --depth must be 0 or more", file=sys.stderr)
        return 2
    start = time.perf_counter()
    if args.divide and args.depth >= 1:
        total = 0
        for move in state.legal_moves():
            n = game.perft(state.apply(move), args.depth - 1)
            total += n
            print(f"{n} {game.format_move(state, move)}")
    else:
        total = game.perft(state, args.depth)
    elapsed = time.perf_counter() - start
    if args.time:
        print(f"{total / max(elapsed, 1e-9):,.0f} nodes/s ({elapsed:.2f} s)", file=sys.stderr)
    print(total)
    return 0
