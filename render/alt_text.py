"""The description a board image carries for screen readers (Discord's attachment
description, at most 1 024 characters), built from the same view as the picture.

It says, in this order: the game, who is to play (the person and their colour) or how the
game ended, the last move, then the game's text board (its summary lines — scores,
counters — first, the grid after them), cut at a line boundary to fit.
"""

from __future__ import annotations

from typing import Any

from bot.core.views import View
from render.lang import listing, said_list, say, seat_words, using, w
from render.textboard import text_board

#: Discord's limit for an attachment's description.
LIMIT = 1024


def _who(view: View, seat: int) -> str:
    """ "Alice (Yellow)" — the seat's player and colour, whichever the view names."""
    players = said_list(view.get("player_names"))
    colours = seat_words(view)
    person = players[seat] if seat < len(players) else ""
    colour = colours[seat] if seat < len(colours) else ""
    if person and colour and person != colour:
        return w("render-alt-person", name=person, colour=colour)
    return person or colour or w("render-player", number=str(seat + 1))


def _status(view: View) -> str:
    """Who is to play, or how the game ended."""
    outcome = view.get("outcome")
    if outcome is not None:
        winners = [_who(view, s) for s in outcome.get("winners", [])]
        reason = say(outcome.get("reason") or "").strip()
        result = (
            w("render-alt-won", names=listing(winners), count=len(winners))
            if winners
            else w("render-alt-draw")
        )
        return f"{result} {reason}".strip() if reason else result
    seat = view.get("to_move")
    if seat is None:
        return ""
    return w("render-alt-to-play", name=_who(view, seat))


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


def describe(view: View, title: Any, lang: str = "en") -> str:
    """The description of the board image of `view` (a game called `title`: a `Said` or
    text) in `lang`, at most `LIMIT` characters."""
    with using(lang):
        return _describe(view, title)


def _describe(view: View, title: Any) -> str:
    head = [w("render-alt-board", game=say(title))]
    status = _status(view)
    if status:
        head.append(status)
    last = view.get("last_move")
    if last:
        head.append(w("render-alt-last-move", move=say(last)))
    text = " ".join(head)
    board = text_board(view)
    for line in _grid_last([ln.rstrip() for ln in board.splitlines() if ln.strip()]):
        if len(text) + 1 + len(line) > LIMIT:
            break
        text += "\n" + line
    return text[:LIMIT]
