"""Towers notation: `c3-c4` (the tower on c3 moves onto c4) and `pass`; forgiving input,
labels in words and errors that say which rule a move breaks."""

from __future__ import annotations

from bot.core.errors import IllegalMoveError, InvalidMoveError
from bot.games.towers.model import COLOURS, PASS, TowersMove, neighbours
from bot.games.towers.state import TowersState


def cell_name(state: TowersState, index: int) -> str:
    """The name (`c3`) of cell index `index` on `state`'s board."""
    files = state.files
    return state.grid.name((index % files, index // files))


def notation(state: TowersState, move: TowersMove) -> str:
    """The canonical notation of `move`: `c3-c4`, or `pass`."""
    if move == PASS:
        return "pass"
    return f"{cell_name(state, move.frm)}-{cell_name(state, move.to)}"


def cells(state: TowersState, move: TowersMove) -> tuple[str, ...]:
    """The cells `move` touches: the tower's cell, then the cell it moves onto; none for
    `pass`."""
    if move == PASS:
        return ()
    return cell_name(state, move.frm), cell_name(state, move.to)


def describe(state: TowersState, move: TowersMove) -> str:
    """A label in words for `move` in `state` (before it is played):
    "c3 (2) → c4 (empty)", "c3 (2) → c4 onto their 1 = 3 high", "pass (no legal move)"."""
    if move == PASS:
        return "pass (no legal move)"
    a, b = cell_name(state, move.frm), cell_name(state, move.to)
    h = len(state.cells[move.frm])
    dst = state.cells[move.to]
    what = f"{a} ({h}) → {b}"
    if not dst:
        return what + " (empty)"
    owner = "your" if dst[-1] == COLOURS[state.side] else "their"
    return what + f" onto {owner} {len(dst)} = {h + len(dst)} high"


def parse(state: TowersState, text: str, seat: int | None = None) -> TowersMove:
    """The legal move `text` names for `seat` (`c3-c4`, `c3 c4`, `c3>c4`, `pass`).
    Raises `InvalidMoveError` when the text is not a move and `IllegalMoveError`, saying
    why, when it is not legal now."""
    raw = str(text).strip().lower()
    if raw == "pass":
        if state.legal_moves(seat) == [PASS]:
            return PASS
        raise IllegalMoveError("You may pass only when you have no legal move.")
    parts = raw.replace("–", "-").replace(">", "-").replace(" ", "-").split("-")
    parts = [p for p in parts if p]
    if len(parts) != 2:
        raise InvalidMoveError(f"`{text}` is not a move: write it like `c3-c4` (from-to).")
    g = state.grid
    a, b = g.parse(parts[0]), g.parse(parts[1])
    move = TowersMove(a[1] * state.files + a[0], b[1] * state.files + b[0])
    if move in state.legal_moves(seat):
        return move
    raise IllegalMoveError(_why_not(state, move, parts, seat))


def _why_not(state: TowersState, move: TowersMove, parts: list[str], seat: int | None) -> str:
    """Why the move from `parts[0]` to `parts[1]` is not legal for `seat` now."""
    if seat is not None and seat != state.to_move:
        return "It is not your turn."
    src, dst = state.cells[move.frm], state.cells[move.to]
    if not src:
        return f"There is no tower on {parts[0]}."
    if src[-1] != COLOURS[state.side]:
        return f"The tower on {parts[0]} is not yours."
    if move.to not in neighbours(state.files, state.ranks)[move.frm]:
        return f"{parts[1]} is not next to {parts[0]} (moves go one cell up, down, left or right)."
    if len(dst) > len(src):
        return f"The tower on {parts[1]} ({len(dst)} high) is taller than yours ({len(src)} high)."
    return f"`{'-'.join(parts)}` is not a legal move now."
