"""The description a board image carries for screen readers (Discord's attachment
description, at most 1 024 characters), built from the same view as the picture.

It says, in this order: the game, who is to play (the person and their colour) or how the
game ended, the last move, then the game's text board (its summary lines — scores,
counters — first, the grid after them), cut at a line boundary to fit.
"""

from __future__ import annotations

from bot.core.views import View
from render.textboard import text_board

#: Discord's limit for an attachment's description.
LIMIT = 1024


def _who(view: View, seat: int) -> str:
    """ "Alice (Yellow)" — the seat's player and colour, whichever the view names."""
    players = view.get("player_names") or []
    colours = view.get("seat_names") or []
    person = str(players[seat]) if seat < len(players) else ""
    colour = str(colours[seat]) if seat < len(colours) else ""
    if person and colour and person != colour:
        return f"{person} ({colour})"
    return person or colour or f"Player {seat + 1}"


def _status(view: View) -> str:
    """Who is to play, or how the game ended."""
    outcome = view.get("outcome")
    if outcome is not None:
        winners = [_who(view, w) for w in outcome.get("winners", [])]
        reason = str(outcome.get("reason") or "").strip()
        result = (
            "Game over: " + " and ".join(winners) + (" win." if len(winners) > 1 else " wins.")
            if winners
            else "Game over: a draw."
        )
        return f"{result} {reason}".strip() if reason else result
    seat = view.get("to_move")
    if seat is None:
        return ""
    return f"{_who(view, seat)} to play."


def _grid_last(lines: list[str]) -> list[str]:
    """The text board's lines with its summary (lines that are not board rows) first."""
    rows = [ln for ln in lines if _is_row(ln)]
    summary = [ln for ln in lines if not _is_row(ln)]
    return summary + rows


def _is_row(line: str) -> bool:
    """A line of the grid: it starts (after spaces) with a rank number or a cell name, or
    it is the file letters under the grid."""
    words = line.split()
    if not words:
        return False
    head = words[0]
    letters = all(len(w) == 1 and w.isalpha() and w.islower() for w in words)
    return head.isdigit() or (len(head) >= 2 and head[0].isalpha() and ":" in head) or letters


def describe(view: View, title: str) -> str:
    """The description of the board image of `view` (a game called `title`), at most
    `LIMIT` characters."""
    head = [f"{title} board."]
    status = _status(view)
    if status:
        head.append(status)
    last = view.get("last_move")
    if last:
        head.append(f"Last move: {last}.")
    text = " ".join(head)
    board = text_board(view)
    for line in _grid_last([ln.rstrip() for ln in board.splitlines() if ln.strip()]):
        if len(text) + 1 + len(line) > LIMIT:
            break
        text += "\n" + line
    return text[:LIMIT]
