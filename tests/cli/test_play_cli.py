"""The terminal `python -m bot play` command, run as a player would run it."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

from bot.core.registry import get_game
from bot.play_cli import play
from render.textboard import text_board

ROOT = Path(__file__).resolve().parents[2]


def run_play(
    args: list[str], stdin: str = "", timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot", "play", *args],
        input=stdin,
        check=False,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=timeout,
    )


def test_watch_plays_a_seeded_towers_game_to_the_end() -> None:
    done = run_play(["towers", "--ai", "easy", "--watch", "--seed", "3"])
    assert done.returncode == 0, done.stderr
    assert "Game over." in done.stdout
    last_turn = [
        line for line in done.stdout.splitlines() if " wins" in line or line.startswith("Draw")
    ]
    assert last_turn, done.stdout[-500:]


def test_watch_is_reproducible_for_a_seed() -> None:
    first = run_play(["towers", "--ai", "easy", "--watch", "--seed", "5"])
    second = run_play(["towers", "--ai", "easy", "--watch", "--seed", "5"])
    assert first.stdout == second.stdout


def test_scripted_human_gets_errors_a_move_list_and_a_reply() -> None:
    script = "b9-b8\nc3-c3\n?\nc3-c4\n"
    done = run_play(["towers", "--ai", "easy", "--seed", "1"], stdin=script)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "off the board" in out  # b9 is not on a 6x6 board
    assert "a1-a2" in out and "onto their 1 = 2 high" in out  # the `?` list with labels
    assert "(AI easy) plays" in out  # Blue answered c3-c4
    assert "end of input" in out  # then stdin ran out: clean exit


def test_quit_leaves_at_once() -> None:
    done = run_play(["towers", "--seed", "1"], stdin="quit\nc3-c4\n")
    assert done.returncode == 0
    assert "(you left the game)" in done.stdout
    assert "plays" not in done.stdout


def test_png_is_written_after_each_move(tmp_path: Path) -> None:
    png = tmp_path / "board.png"
    done = run_play(["towers", "--ai", "easy", "--seed", "1", "--png", str(png)], stdin="c3-c4\n")
    assert done.returncode == 0, done.stderr
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"


def test_unknown_game_is_an_error_not_a_crash() -> None:
    done = run_play(["chess"])
    assert done.returncode == 2
    assert "unknown game" in done.stderr


def test_in_process_human_plays_to_the_end_against_the_ai() -> None:
    """The human side answers from the legal moves (read off the printed `?` list)."""
    game = get_game("towers")

    class Reader:
        """Answers each prompt with `?` then the first move the list offered."""

        def __init__(self, out: io.StringIO) -> None:
            self.out = out
            self.asked = False
            self.mark = 0

        def readline(self) -> str:
            if not self.asked:
                self.asked = True
                self.mark = len(self.out.getvalue())
                return "?\n"
            self.asked = False
            listing = self.out.getvalue()[self.mark :].splitlines()
            first = next(line.split()[0] for line in listing if line.startswith("  "))
            return first + "\n"

    out = io.StringIO()
    code = play(game, 2, 7, "easy", False, {"quiet": 20}, Reader(out), out)
    assert code == 0
    assert out.getvalue().rstrip().endswith("Game over.")


def test_text_board_shows_owner_and_height() -> None:
    game = get_game("towers")
    state = game.position_from_json(
        {"game": "towers", "to_move": "b", "stacks": {"a1": ["y", "b", "b"], "f6": ["y"]}}
    )
    board = text_board(game.view(state, None)).splitlines()
    assert board[0].split() == ["6", ".", ".", ".", ".", ".", "Y"]
    assert board[5].split() == ["1", "B3", ".", ".", ".", ".", "."]
    assert board[-1] == "Blue to move"
