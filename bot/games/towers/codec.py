"""Towers JSON: the snapshot the store keeps (and the AI reads from the view), and the
rules file's position format, which is the snapshot without the counters of play:

    {"game": "towers", "files": 6, "ranks": 6, "to_move": "y", "quiet": 0, "passes": 0,
     "stacks": {"a1": ["y"], "c3": ["b", "y"]}}

The snapshot adds "quiet_limit", "ply" and "last" ([from, to] cell indices or null).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core import fields
from bot.core.errors import InvalidMoveError, PositionError, decoded
from bot.core.grid import square_grid
from bot.games.towers.model import COLOURS, TowersMove
from bot.games.towers.notation import cell_name
from bot.games.towers.state import TowersState

#: The keys of the rules file's position format.
POSITION_KEYS = ("game", "files", "ranks", "to_move", "quiet", "passes", "stacks")


def stacks_of(state: TowersState) -> dict[str, list[str]]:
    """The occupied cells as {name: [pieces bottom→top]}, in cell order."""
    return {cell_name(state, i): list(t) for i, t in enumerate(state.cells) if t}


def encode(state: TowersState) -> dict[str, Any]:
    """The full snapshot of `state` (JSON-able); `decode` reads it back exactly."""
    return {
        "game": "towers",
        "files": state.files,
        "ranks": state.ranks,
        "to_move": COLOURS[state.side],
        "quiet": state.quiet,
        "passes": state.passes,
        "quiet_limit": state.quiet_limit,
        "ply": state.ply,
        "last": None if state.last is None else [state.last.frm, state.last.to],
        "stacks": stacks_of(state),
    }


def position_json(state: TowersState) -> dict[str, Any]:
    """The rules file's position format for `state`."""
    snapshot = encode(state)
    return {k: snapshot[k] for k in POSITION_KEYS}


def decode(data: object, default_limit: int = 40) -> TowersState:
    """A state from a snapshot or a rules-file position; missing keys take defaults
    (6×6, Yellow to move, counters at 0, the quiet limit `default_limit`).
    Raises `PositionError` on anything malformed."""
    if not isinstance(data, Mapping):
        raise PositionError("a Towers position must be a JSON object")
    return decoded(
        lambda: _decode(data, default_limit),
        "malformed Towers position",
        (TypeError, ValueError, KeyError, AttributeError, InvalidMoveError),
    )


def _decode(data: Mapping[str, Any], default_limit: int) -> TowersState:
    if data.get("game", "towers") != "towers":
        raise PositionError("this position is not a Towers position")
    files = fields.whole(data.get("files", 6), "files", 2, 26)
    ranks = fields.whole(data.get("ranks", 6), "ranks", 2, 26)
    g = square_grid(files, ranks)
    cells = [""] * (files * ranks)
    for name, stack in dict(data.get("stacks", {})).items():
        f, r = g.parse(name)
        if not stack or any(p not in COLOURS for p in stack):
            raise PositionError(f"bad stack at {name}: {stack!r}")
        cells[r * files + f] = "".join(stack)
    side = str(data.get("to_move", "y"))
    if side not in COLOURS:
        raise PositionError(f"bad side to move {side!r}")
    last = data.get("last")
    return TowersState(
        files,
        ranks,
        tuple(cells),
        COLOURS.index(side),
        fields.count(data.get("quiet", 0), "quiet"),
        fields.count(data.get("passes", 0), "passes"),
        fields.count(data.get("quiet_limit", default_limit), "quiet_limit"),
        fields.count(data.get("ply", 0), "ply"),
        None if last is None else _last(last, files * ranks),
    )


def _last(raw: Any, cells: int) -> TowersMove:
    """The last move, written as [from, to] cell indices ([-1, -1]: a pass)."""
    frm, to = fields.items(raw, "last", 2)
    return TowersMove(
        fields.whole(frm, "last", -1, cells - 1), fields.whole(to, "last", -1, cells - 1)
    )
