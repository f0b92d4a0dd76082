"""Towers notation: `c3-c4` (the tower on c3 moves onto c4) and `pass`; forgiving input,
labels in words and errors that say which rule a move breaks."""

from __future__ import annotations

import re

from bot.core.errors import IllegalMoveError, InvalidMoveError
from bot.games.towers.model import COLOURS, PASS, TowersMove, neighbours
from bot.games.towers.state import TowersState
from bot.i18n import Said, said

#: What a cell name looks like (`c4`), on a board of any size.
_CELL = re.compile(r"^[a-z][0-9]{1,2}$")


def cell_name(state: TowersState, index: int) -> str:
    """The name (`c3`) of cell index `index` on `state`'s board."""
    return state.grid.names[index]


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


def describe(state: TowersState, move: TowersMove) -> Said:
    """A label in words for `move` in `state` (before it is played):
    "c3 (2) → c4 (empty)", "c3 (2) → c4 onto their 1 = 3 high", "pass (no legal move)"."""
    if move == PASS:
        return said("towers-describe-pass")
    names = state.grid.names
    a, b = names[move.frm], names[move.to]
    h = len(state.cells[move.frm])
    dst = state.cells[move.to]
    if not dst:
        return said("towers-describe-empty", start=a, height=h, end=b)
    key = (
        "towers-describe-onto-yours"
        if dst[-1] == COLOURS[state.side]
        else "towers-describe-onto-theirs"
    )
    return said(key, start=a, height=h, end=b, below=len(dst), total=h + len(dst))


def parse(state: TowersState, text: str, seat: int | None = None) -> TowersMove:
    """The legal move `text` names for `seat` (`c3-c4`, `c3 c4`, `c3>c4`, `pass`).
    Raises `InvalidMoveError` when the text is not a move and `IllegalMoveError`, saying
    why, when it is not legal now."""
    raw = str(text).strip().lower()
    if raw == "pass":
        if state.legal_moves(seat) == [PASS]:
            return PASS
        raise IllegalMoveError(said("towers-pass-not-allowed"))
    parts = raw.replace("–", "-").replace(">", "-").replace(" ", "-").split("-")
    parts = [p for p in parts if p]
    if len(parts) != 2:
        raise InvalidMoveError(said("towers-not-a-move", text=str(text).strip()))
    a, b = _cell(state, parts[0]), _cell(state, parts[1])
    move = TowersMove(a[1] * state.files + a[0], b[1] * state.files + b[0])
    if move in state.legal_moves(seat):
        return move
    raise IllegalMoveError(_why_not(state, move, parts, seat))


def _cell(state: TowersState, text: str) -> tuple[int, int]:
    """The (file, rank) of the cell named `text`; `InvalidMoveError` when it is not a
    cell of this board."""
    try:
        return state.grid.parse(text)
    except InvalidMoveError as exc:
        if exc.said is not None:
            raise
        if not _CELL.match(text.strip().lower()):
            raise InvalidMoveError(said("towers-not-a-cell", text=text)) from None
        last = cell_name(state, state.files * state.ranks - 1)
        raise InvalidMoveError(said("towers-off-board", text=text, last=last)) from None


def _why_not(state: TowersState, move: TowersMove, parts: list[str], seat: int | None) -> Said:
    """Why the move from `parts[0]` to `parts[1]` is not legal for `seat` now."""
    if state.outcome() is not None:
        return said("core-game-over")
    if seat is not None and seat != state.to_move:
        return said("core-not-your-turn")
    src, dst = state.cells[move.frm], state.cells[move.to]
    if not src:
        return said("towers-no-tower", cell=parts[0])
    if src[-1] != COLOURS[state.side]:
        return said("towers-not-yours", cell=parts[0])
    if move.to not in neighbours(state.files, state.ranks)[move.frm]:
        return said("towers-not-next-to", start=parts[0], end=parts[1])
    if len(dst) > len(src):
        return said("towers-taller", cell=parts[1], height=len(dst), mine=len(src))
    return said("towers-not-legal", move="-".join(parts))
