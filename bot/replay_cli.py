"""`python -m bot replay FILE`: read a game record, replay it with the engine, check that
it ends as the record says, and print the final board. Exit 0 when it checks, 1 when it
does not (or cannot be read), 2 for bad arguments."""

from __future__ import annotations

import argparse
import sys

from bot.core.registry import get_game
from bot.records.record import RecordFormatError, RecordMismatchError, parse, replay_record
from data.rows import MatchStatus
from render.textboard import text_board


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot replay",
        description="Replay and check a Kitty Tower game record (docs/records.md).",
    )
    parser.add_argument(
        "file", help="the record file (`/kitty record` attaches one); - reads standard input"
    )
    parser.add_argument("--quiet", action="store_true", help="print only the verdict")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0) and 2
    try:
        if args.file == "-":
            text = sys.stdin.read()
        else:
            with open(args.file, encoding="utf-8") as fh:
                text = fh.read()
    except OSError as exc:
        print(f"cannot read {args.file}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    try:
        record = parse(text)
        final = replay_record(record)
    except (RecordFormatError, RecordMismatchError) as exc:
        print(f"{args.file}: {exc}", file=sys.stderr)
        return 1
    if not args.quiet:
        print(text_board(get_game(record.game).view(final, None)))
        print()
    result = record.result or {}
    verdict = (
        f"result: {result.get('reason', record.status)}"
        if record.status == MatchStatus.FINISHED
        else f"status: {record.status}"
    )
    print(f"OK — {record.game} #{record.match_id}, {len(record.moves)} moves replayed; {verdict}")
    return 0
