"""Text boards (the terminal `play` and `replay` commands): a game's view → plain text.

`text_board(view)` draws the board of any registered game: the game's own drawer is the
`lines(view)` function of `render.<key>_text` (found by the view's "game" key, like the
PNG renderer `render.<key>`); the shared pieces (square and hex boards, stacks, the turn
line) live here. Drawers read only the view, so a seat's secrets appear only in that
seat's own view.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any

from bot.core.grid import FILES, hex_grid
from render.lang import listing, say, seat_words, w

View = Mapping[str, Any]


def stack_text(pieces: list[Any]) -> str:
    """A stack bottom→top as letters, the top piece upper-cased (its owner):
    ``["y", "b"]`` → ``"yB"``; multi-letter pieces (``"r3"``) are joined the same way."""
    if not pieces:
        return "."
    parts = [str(p) for p in pieces]
    parts[-1] = parts[-1].upper()
    return "".join(parts)


def square_board(files: int, ranks: int, cells: Mapping[str, str], min_width: int = 2) -> list[str]:
    """A square board with rank numbers on the left (highest rank on top) and file letters
    underneath; `cells` maps cell names to their text (missing cells show `.`)."""
    width = max([min_width, *(len(t) for t in cells.values())])
    lines = []
    for rank in range(ranks, 0, -1):
        row = [cells.get(f"{FILES[f]}{rank}", ".").rjust(width) for f in range(files)]
        lines.append(f"{rank:>2} " + " ".join(row))
    lines.append("   " + " ".join(FILES[f].rjust(width) for f in range(files)))
    return lines


def turn_line(view: View) -> str:
    """ "Yellow to move", or the result once the game is over."""
    names = seat_words(view)
    outcome = view.get("outcome")
    if outcome:
        winners = [
            names[s] if s < len(names) else w("render-player", number=str(s + 1))
            for s in outcome.get("winners", [])
        ]
        result = (
            w("render-text-draw")
            if not winners
            else w("render-text-win", names=listing(winners), count=len(winners))
        )
        reason = say(outcome.get("reason") or "")
        return (
            w("render-text-result", result=result, reason=reason).rstrip(" —") if reason else result
        )
    seat = view.get("to_move")
    if seat is None:
        return w("render-text-waiting")
    name = (
        names[seat]
        if isinstance(seat, int) and seat < len(names)
        else w("render-player", number=str(seat))
    )
    return w("render-text-to-move", name=name)


def owner_height(pieces: list[Any]) -> str:
    """A stack as its owner (the top piece, upper-cased) and its height when above one:
    ``["y", "b", "b"]`` → ``"B3"``, ``["y"]`` → ``"Y"``."""
    if not pieces:
        return "."
    top = str(pieces[-1]).upper()
    return top if len(pieces) == 1 else f"{top}{len(pieces)}"


def hex_board(radius: int, cells: Mapping[str, str], min_width: int = 2) -> list[str]:
    """A hex-hex board drawn with each column (a, b, …) upright and neighbouring columns
    half a row apart, so every cell touches its six neighbours on screen."""
    grid = hex_grid(radius)
    width = max([min_width, *(len(t) for t in cells.values())])
    rows: dict[int, dict[int, str]] = {}
    for q, r in grid.cells:
        name = grid.name((q, r))
        text = cells.get(name, ".")
        rows.setdefault(2 * r + q, {})[q] = f"{name}:{text}".rjust(width + 4)
    lines = []
    for y in sorted(rows):
        row = rows[y]
        lines.append(
            " ".join(row.get(q, " " * (width + 4)) for q in range(-radius, radius + 1)).rstrip()
        )
    return lines


def generic_lines(view: View) -> list[str]:
    lines = []
    for key, value in view.items():
        if key in ("state", "game"):
            continue
        text = repr(value)
        lines.append(f"{key}: {text if len(text) <= 160 else text[:157] + '...'}")
    return lines


def drawer_for(game: str) -> Callable[[View], list[str]]:
    """The text drawer of `game` (`render.<game>_text.lines`). Raises LookupError when
    the game has none (the conformance test requires one for every registered game)."""
    try:
        module = importlib.import_module(f"render.{game}_text")
    except ModuleNotFoundError as exc:
        raise LookupError(f"no text board for `{game}` (render/{game}_text.py)") from exc
    drawer: Callable[[View], list[str]] = module.lines
    return drawer


def text_board(view: View) -> str:
    """The board of `view` as text, ending with whose turn it is (or the result); a view
    of a game without a drawer is summarised field by field."""
    try:
        drawer = drawer_for(str(view.get("game")))
    except LookupError:
        drawer = generic_lines
    return "\n".join([*drawer(view), turn_line(view)])
