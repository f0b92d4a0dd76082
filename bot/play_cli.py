"""`python -m bot play GAME [--players N] [--ai LEVEL] [--seed S] [--png FILE] [--watch]`.

Play a game in the terminal against the AI. Seat 0 is the human, who types moves in the
game's notation (`?` lists the legal moves with their labels, `quit` leaves); every other
seat is the AI. With `--watch` the AI plays every seat. Moves are read from stdin, so a game
can be scripted (`printf 'c3-c4\\n' | python -m bot play towers --seed 1`); the end of the
input leaves cleanly. After each move the text board is printed and, with `--png FILE`, the
public board image is written to FILE (no image is written without it). Each game gets a
random seed unless `--seed` fixes one; the seed is printed first so a game can be replayed.
"""

from __future__ import annotations

import argparse
import secrets
import sys
from collections.abc import Iterator
from typing import IO, Any, Protocol

from bot.ai import LEVELS, choose_move
from bot.ai.heuristics.base import acting_seat
from bot.core.errors import GameError
from bot.core.play import ai_seed
from bot.core.protocol import AnyGame, State, Step, forced_steps, turn
from bot.core.registry import get_game
from bot.core.views import View
from render.textboard import text_board

HUMAN = 0


class Lines(Protocol):
    """Where the human's moves come from (standard input, or a script in tests)."""

    def readline(self) -> str: ...


class _PngWriter:
    """Writes the public board PNG after each move; skips (with one note) when the game has
    no renderer yet."""

    def __init__(self, path: str | None, out: IO[str]) -> None:
        self.path = path
        self.out = out

    def write(self, view: View) -> None:
        if not self.path:
            return
        try:
            from render import render_view

            data = render_view(view)
        except (ModuleNotFoundError, KeyError, AttributeError) as exc:
            print(
                f"(no PNG: the {view.get('game')} renderer is not available yet — {exc})",
                file=self.out,
            )
            self.path = None
            return
        with open(self.path, "wb") as fh:
            fh.write(data)


def _parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="python -m bot play", description="Play a game against the AI in the terminal."
    )
    p.add_argument("game", help="towers, kitty, stacktics, tumbling or cattower")
    p.add_argument(
        "--players", type=int, default=None, help="number of seats (default: the game's minimum)"
    )
    p.add_argument("--ai", default="medium", choices=list(LEVELS), help="AI level (default medium)")
    p.add_argument(
        "--seed",
        type=int,
        default=None,
        help="match seed (set-up and AI choices; default: a random one, printed at the start)",
    )
    p.add_argument("--png", default=None, help="write the board image here after every move")
    p.add_argument("--watch", action="store_true", help="the AI plays every seat")
    p.add_argument(
        "--option", action="append", default=[], metavar="NAME=VALUE", help="a match option"
    )
    p.add_argument("--max-plies", type=int, default=5000, help="stop a game after this many moves")
    return p.parse_args(argv)


def random_seed() -> int:
    """A fresh six-digit seed for a game nobody asked to reproduce."""
    return 100_000 + secrets.randbelow(900_000)


def seed_line(seed: int) -> str:
    """The first line of a terminal game: its seed and how to replay it."""
    return f"seed {seed} — replay this game with --seed {seed}"


def _seat(game: AnyGame, seat: int | None) -> str:
    return "The game" if seat is None else str(game.seat_name(seat))


def _list_moves(game: AnyGame, state: State[Any], seat: int, out: IO[str]) -> None:
    for choice in game.move_choices(state, seat):
        print(f"  {choice.notation:<16} {choice.label}", file=out)


def _human_move(
    game: AnyGame, state: State[Any], seat: int, inp: Lines, out: IO[str]
) -> Any | None:
    """Read moves from `inp` until one is legal; None when the player quits or input ends."""
    while True:
        print(f"{_seat(game, seat)} (you)> ", end="", file=out, flush=True)
        line = inp.readline()
        if not line:
            print("\n(end of input — leaving the game)", file=out)
            return None
        text = line.strip()
        if not text:
            continue
        if text.lower() in ("quit", "exit", "q"):
            print("(you left the game)", file=out)
            return None
        if text in ("?", "help", "moves"):
            _list_moves(game, state, seat, out)
            continue
        try:
            return game.parse_move(state, text, seat)
        except GameError as exc:
            print(f"  {exc}", file=out)


class _Table:
    """What the terminal shows: the board after every move (as `viewer` sees it), the
    public PNG with `--png`, and the sentences a move announces."""

    def __init__(self, game: AnyGame, viewer: int | None, out: IO[str], png: str | None) -> None:
        self.game, self.viewer, self.out = game, viewer, out
        self.writer = _PngWriter(png, out)

    def board(self, state: State[Any]) -> None:
        print(text_board(self.game.view(state, self.viewer)), file=self.out)
        self.writer.write(self.game.view(state, None))

    def step(self, step: Step[State[Any], Any]) -> None:
        """A move just played: the forced move's line, what it announces, the new board."""
        game = self.game
        if step.forced:
            notation = game.format_move(step.before, step.move)
            print(f"{_seat(game, step.seat)} has no choice: {notation}", file=self.out)
        for sentence in game.announce(step.before, step.move, step.after):
            print(f"  {sentence}", file=self.out)
        self.board(step.after)


def play(
    game: AnyGame,
    players: int,
    seed: int,
    level: str,
    watch: bool,
    options: dict[str, Any],
    inp: Lines,
    out: IO[str],
    png: str | None = None,
    max_plies: int = 5000,
) -> int:
    """Play one game in the terminal; returns the exit code (0 also when the player left).
    The bot plays forced moves as in Discord (`bot.core.protocol.turn`), and the AI's seed per
    turn is `ai_seed(seed, ply, seat)`, as in Discord."""
    state: State[Any] = game.new_state(players, seed, game.validate_options(players, options))
    table = _Table(game, None if watch else HUMAN, out, png)
    table.board(state)
    plies = 0
    steps: Iterator[Step[State[Any], Any]] = forced_steps(
        state
    )  # a game may open with a forced move
    while True:
        for step in steps:
            if step.forced and plies >= max_plies:
                break
            table.step(step)
            state, plies = step.after, plies + 1
        if state.outcome() is not None:
            break
        if plies >= max_plies:
            print(f"(stopped after {plies} moves)", file=out)
            return 0
        ai_actors = sorted(a for a in state.actors() if watch or a != HUMAN)
        seat = ai_actors[0] if ai_actors else acting_seat(state)
        if seat is None:
            print("(nobody can move — stopping)", file=out)
            return 0
        if seat in ai_actors:
            view = game.view(state, seat)
            notation = choose_move(game.key, view, seat, level, ai_seed(seed, plies, seat))
            move = game.parse_move(state, notation, seat)
            print(
                f"{_seat(game, seat)} (AI {level}) plays {notation}: "
                f"{game.describe_move(state, move)}",
                file=out,
            )
        else:
            move = _human_move(game, state, seat, inp, out)
            if move is None:
                return 0
        steps = turn(state, move, seat)
    outcome = state.outcome()
    if outcome is not None and outcome.scores is not None:
        scores = ", ".join(f"{_seat(game, s)} {v:g}" for s, v in enumerate(outcome.scores))
        print(f"Final scores: {scores}", file=out)
    print("Game over.", file=out)
    return 0


def main(argv: list[str]) -> int:
    """Entry point for `python -m bot play …`; returns the process exit code."""
    args = _parse_args(argv)
    try:
        game = get_game(args.game)
    except KeyError as exc:
        print(f"play: {exc.args[0]}", file=sys.stderr)
        return 2
    players = args.players if args.players is not None else game.min_players
    options: dict[str, Any] = {}
    for item in args.option:
        name, sep, value = item.partition("=")
        if not sep:
            print(f"play: --option needs NAME=VALUE, not `{item}`", file=sys.stderr)
            return 2
        options[name.strip()] = value.strip()
    seed = args.seed if args.seed is not None else random_seed()
    try:
        print(seed_line(seed), flush=True)
        return play(
            game,
            players,
            seed,
            args.ai,
            args.watch,
            options,
            sys.stdin,
            sys.stdout,
            args.png,
            args.max_plies,
        )
    except GameError as exc:
        print(f"play: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the output was piped into something that stopped reading
        return 0
