"""Text boards for the terminal `play` command: a game's view → lines of plain text.

`text_board(view)` picks a drawer by `view["game"]`; a game without its own drawer gets a
generic summary of its view (every field but the encoded state). Drawers read only the
view, like the PNG renderers, so a seat's secrets appear only in that seat's view.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from bot.core.grid import FILES

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
    """"Yellow to move", or the result once the game is over."""
    names = [str(n) for n in view.get("seat_names") or []]
    outcome = view.get("outcome")
    if outcome:
        winners = [names[w] if w < len(names) else f"Player {w + 1}" for w in outcome.get("winners", [])]
        result = "Draw" if not winners else " and ".join(winners) + (" win" if len(winners) > 1 else " wins")
        return f"{result} — {outcome.get('reason', '')}".rstrip(" —")
    seat = view.get("to_move")
    if seat is None:
        return "Waiting for players"
    name = names[seat] if isinstance(seat, int) and seat < len(names) else f"Player {seat}"
    return f"{name} to move"


def owner_height(pieces: list[Any]) -> str:
    """A stack as its owner (the top piece, upper-cased) and its height when above one:
    ``["y", "b", "b"]`` → ``"B3"``, ``["y"]`` → ``"Y"``."""
    if not pieces:
        return "."
    top = str(pieces[-1]).upper()
    return top if len(pieces) == 1 else f"{top}{len(pieces)}"


def _towers(view: View) -> list[str]:
    stacks = {name: owner_height(pieces) for name, pieces in dict(view.get("stacks", {})).items()}
    lines = square_board(int(view.get("files", 6)), int(view.get("ranks", 6)), stacks)
    names = [str(n) for n in view.get("seat_names") or ["Yellow", "Blue"]]
    scores = view.get("scores") or [0, 0]
    score = " · ".join(f"{n} {s}" for n, s in zip(names, scores))
    limit = view.get("quiet_limit")
    quiet = f" · quiet {view.get('quiet', 0)}/{limit}" if limit else ""
    return lines + [f"{score}{quiet}", "(each tower: its owner's letter and its height)"]


def _generic(view: View) -> list[str]:
    lines = []
    for key, value in view.items():
        if key in ("state", "game"):
            continue
        text = repr(value)
        lines.append(f"{key}: {text if len(text) <= 160 else text[:157] + '...'}")
    return lines


_DRAWERS: dict[str, Callable[[View], list[str]]] = {
    "towers": _towers,
}


def register_drawer(game: str, drawer: Callable[[View], list[str]]) -> None:
    """Use `drawer` for views of `game` (other modules may add drawers)."""
    _DRAWERS[game] = drawer


def text_board(view: View) -> str:
    """The board of `view` as text, ending with whose turn it is (or the result)."""
    drawer = _DRAWERS.get(str(view.get("game")), _generic)
    try:
        body = drawer(view)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        body = _generic(view)  # a view shape this drawer does not know yet
    return "\n".join([*body, turn_line(view)])
