"""Stacktics JSON: the rules file's position format and the full snapshot for the store.

Both share one shape (the snapshot only adds keys), so a snapshot is also a valid position:

    {"game": "stacktics", "files": 5, "ranks": 5, "size": 3, "to_move": "r",
     "captured": {"r": 0, "b": 0},
     "stacks": {"b1": ["r3", "r2", "r1"], "c5": ["b3", "b2", "b1"]}}

Snapshot extras: "swapped", "pie", "draw_limit", "no_capture_plies", "ply", "earlier"
(the boards since the last capture before the current one, each cells joined by ","),
and "last" ({"move": [frm, base, to] | "swap" | "keep", "origin": "r321", "captured": ""}).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from itertools import repeat
from typing import Any

from bot.core import fields
from bot.core.errors import InvalidMoveError, PositionError, decoded
from bot.games.stacktics.geometry import (
    BOARDS,
    BOARDS_BY_SIZE,
    COLOURS,
    Geometry,
    board_name,
    geometry,
    size_for_board,
)
from bot.games.stacktics.moves import KEEP, SWAP, StackticsMove
from bot.games.stacktics.state import (
    PIE_OFF,
    PIE_OPEN,
    PIE_STATUSES,
    PIE_SWAPPED,
    PIE_WAITING,
    LastMove,
    StackticsState,
)

_COLOUR_WORDS = {"r": 0, "red": 0, "b": 1, "blue": 1}
#: The keys of the rules file's position format (a snapshot adds the others).
POSITION_KEYS = frozenset({"game", "files", "ranks", "size", "to_move", "captured", "stacks"})


def encode(state: StackticsState) -> dict[str, Any]:
    """The full snapshot of `state` (JSON-able); `decode` reads it back exactly."""
    data = position_json(state)
    last = state.last
    last_data: dict[str, Any] | None = None
    if last is not None:
        move: Any = (
            "swap" if last.move == SWAP else "keep" if last.move == KEEP else list(last.move)
        )
        last_data = {"move": move, "origin": last.origin, "captured": last.captured}
    data.update(
        swapped=state.swapped,
        pie=state.pie,
        draw_limit=state.draw_limit,
        no_capture_plies=state.quiet,
        ply=state.ply,
        earlier=[",".join(board) for board in state.history[:-1]],
        last=last_data,
    )
    return data


def position_json(state: StackticsState) -> dict[str, Any]:
    """The rules file's position format for `state`."""
    geo = state.geo
    return {
        "game": "stacktics",
        "files": geo.files,
        "ranks": geo.ranks,
        "size": geo.size,
        "to_move": COLOURS[state.colour],
        "captured": {"r": state.captured[0], "b": state.captured[1]},
        "stacks": {
            geo.name(i): [stack[0] + size for size in stack[1:]]
            for i, stack in enumerate(state.cells)
            if stack
        },
    }


def decode(data: Any, *, default_draw_limit: int = 60) -> StackticsState:
    """A state from a snapshot or a rules-file position. Missing keys take defaults: the
    board from the size (or the size from the board; 5×5 size 3 when both are missing),
    Red to move, nothing captured, pie rule off, `default_draw_limit`.
    Raises `PositionError` on anything malformed."""
    if not isinstance(data, Mapping):
        raise PositionError("A Stacktics position must be a JSON object.")
    return decoded(
        lambda: _decode(data, default_draw_limit),
        "Malformed Stacktics position",
        (TypeError, ValueError, KeyError, AttributeError, IndexError, InvalidMoveError),
    )


def _decode(data: Mapping[str, Any], default_draw_limit: int) -> StackticsState:
    if data.get("game", "stacktics") != "stacktics":
        raise PositionError("This is not a Stacktics position.")
    files, ranks, size = _dimensions(data)
    geo = geometry(files, ranks, size)
    cells = [""] * geo.cells
    stacks = data.get("stacks", {})
    if not isinstance(stacks, Mapping):
        raise PositionError("`stacks` must map cell names to lists of pieces.")
    names = cell_index(geo)
    for name, pieces in stacks.items():
        # As `position_json` writes it: a dict look-up and a few C calls; else the parsers.
        index = names.get(name) if type(name) is str else None
        written = None if index is None else _written_stack(pieces)
        if index is None or written is None:
            index = geo.index(str(name))
        if cells[index]:
            raise PositionError(f"{name} is listed twice.")
        cells[index] = _stack(str(name), pieces) if written is None else written
    colour = _colour(data.get("to_move", "r"))
    captured = _captured(data.get("captured", {}))
    draw_limit = fields.count(data.get("draw_limit", default_draw_limit), "draw_limit")
    quiet = fields.count(data.get("no_capture_plies", 0), "no_capture_plies")
    ply = fields.count(data.get("ply", 0), "ply")
    swapped = data.get("swapped", False)
    pie = data.get("pie", PIE_OFF)
    if not isinstance(swapped, bool) or pie not in PIE_STATUSES:
        raise PositionError(
            "`swapped` must be true/false and `pie` one of " + ", ".join(PIE_STATUSES) + "."
        )
    if swapped != (pie == PIE_SWAPPED):
        raise PositionError('`swapped` must be true exactly when `pie` is "swapped".')
    if (pie == PIE_WAITING and colour != 0) or (pie == PIE_OPEN and colour != 1):
        raise PositionError(f"The pie rule cannot be {pie!r} with {COLOURS[colour]} to move.")
    board = tuple(cells)
    geo.ensure_height(
        max(sum(len(c) - 1 for c in board if c and c[0] == colour) for colour in COLOURS)
    )
    earlier = _boards(data.get("earlier", []) or [], geo.cells)
    return StackticsState(
        geo,
        board,
        colour,
        captured,
        swapped=swapped,
        pie=pie,
        draw_limit=draw_limit,
        quiet=quiet,
        history=earlier + (board,),
        ply=ply,
        last=_last(data.get("last"), geo.cells),
    )


def _dimensions(data: Mapping[str, Any]) -> tuple[int, int, int]:
    """(files, ranks, size) with the defaults of `decode`."""
    files, ranks, size = data.get("files"), data.get("ranks"), data.get("size")
    size = None if size is None else fields.whole(size, "size", 1, 20)
    if files is None and ranks is None:
        if size is not None and size not in BOARDS_BY_SIZE:
            raise PositionError(f"Give `files` and `ranks` for a size-{size} game.")
        files, ranks = BOARDS[BOARDS_BY_SIZE[size or 3][0]]
    elif files is None or ranks is None:
        known = fields.whole(
            files if files is not None else ranks, "files" if files is not None else "ranks", 2, 26
        )
        candidates = [BOARDS[b] for b in BOARDS_BY_SIZE.get(size or 0, ())]
        match = [fr for fr in candidates if fr[0 if files is not None else 1] == known]
        files, ranks = match[0] if match else (known, known)
    files, ranks = fields.whole(files, "files", 2, 26), fields.whole(ranks, "ranks", 2, 26)
    if size is None:
        try:
            size = size_for_board(board_name(files, ranks))
        except KeyError:
            raise PositionError(f"Give the `size` for a {files}x{ranks} board.") from None
    return files, ranks, size


def _colour(value: Any) -> int:
    key = str(value).strip().lower()
    if key not in _COLOUR_WORDS:
        raise PositionError(f'`to_move` must be "r" or "b", not {value!r}.')
    return _COLOUR_WORDS[key]


def _captured(value: Any) -> tuple[int, int]:
    if not isinstance(value, Mapping):
        raise PositionError('`captured` must look like {"r": 0, "b": 0}.')
    unknown = set(value) - {"r", "b"}
    if unknown:
        raise PositionError(f"`captured` has unknown keys: {', '.join(sorted(map(str, unknown)))}.")
    return fields.count(value.get("r", 0), "captured.r"), fields.count(
        value.get("b", 0), "captured.b"
    )


#: Every piece as `position_json` writes it.
_PIECES = frozenset(colour + size for colour in COLOURS for size in "123")


@cache
def cell_index(geo: Geometry) -> dict[str, int]:
    """{cell name: index} of `geo` (one per board: geometries are shared)."""
    return {geo.name(i): i for i in range(geo.cells)}


def _written_stack(pieces: Any) -> str | None:
    """The cell string of `pieces` when written exactly as `position_json` writes a stack
    (a non-empty list of pieces of one colour, like ["r3", "r2"]); None for anything else,
    which `_stack` then reads or refuses."""
    if type(pieces) is not list or not pieces:
        return None
    try:
        if not _PIECES.issuperset(pieces):
            return None
    except TypeError:  # an unhashable piece
        return None
    joined = "".join(pieces)
    if joined.count(joined[0]) != len(pieces):  # the colour letter of each piece alike
        return None
    return joined[0] + joined[1::2]


def _stack(name: str, pieces: Any) -> str:
    """The cell string for a list of pieces bottom→top (["r3", "r2", "r1"] → "r321")."""
    if not isinstance(pieces, (list, tuple)) or not pieces:
        raise PositionError(f'The stack on {name} must be a non-empty list like ["r3", "r2"].')
    colours, sizes = set(), []
    for piece in pieces:
        text = str(piece).strip().lower()
        if len(text) != 2 or text[0] not in COLOURS or text[1] not in "123":
            raise PositionError(
                f'{piece!r} on {name} is not a piece (write colour + size, e.g. "r3").'
            )
        colours.add(text[0])
        sizes.append(text[1])
    if len(colours) > 1:
        raise PositionError(
            f"The stack on {name} mixes colours; a stack holds one player's pieces."
        )
    return colours.pop() + "".join(sizes)


#: A board of `earlier`: comma-separated cells, each empty or a colour and sizes ("r321").
#: (Possessive: the grammar never needs to give a character back, and the match is quick.)
_BOARD_TEXT = re.compile(
    f"(?:[{''.join(COLOURS)}][123]++)?+(?:,(?:[{''.join(COLOURS)}][123]++)?+)*+"
)


def _boards(texts: Any, cell_count: int) -> tuple[tuple[str, ...], ...]:
    """The boards of `earlier`; raises `PositionError` on a malformed one. Checked
    whole-list at a time when every board is text (C loops, not one per board)."""
    if type(texts) is list and set(map(type, texts)) <= {str}:
        commas = set(map(str.count, texts, repeat(",")))
        # A comma joins the boards as it joins their cells: one match checks every cell.
        if commas <= {cell_count - 1} and _BOARD_TEXT.fullmatch(",".join(texts)):
            return tuple(map(tuple, map(str.split, texts, repeat(","))))
    return tuple(_board(text, cell_count) for text in texts)


def _board(text: Any, cell_count: int) -> tuple[str, ...]:
    board = str(text)
    cells = tuple(board.split(","))
    if len(cells) != cell_count or not _BOARD_TEXT.fullmatch(board):
        raise PositionError("A board in `earlier` is malformed.")
    return cells


def _last(value: Any, cell_count: int) -> LastMove | None:
    if value is None:
        return None
    if not isinstance(value, Mapping):
        raise PositionError("`last` must be an object or null.")
    raw, origin, captured = (
        value.get("move"),
        str(value.get("origin", "")),
        str(value.get("captured", "")),
    )
    if raw == "swap":
        return LastMove(SWAP, "", "")
    if raw == "keep":
        return LastMove(KEEP, "", "")
    if not isinstance(raw, (list, tuple)) or len(raw) != 3:
        raise PositionError('`last.move` must be [from, base, to], "swap" or "keep".')
    frm, base, to = (fields.whole(x, "last.move", 0, cell_count - 1) for x in raw)
    if not origin or base >= len(origin) - 1:
        raise PositionError("`last.origin` must hold the stack the last move came from.")
    _stack("the last origin", [origin[0] + s for s in origin[1:]])
    if captured:
        _stack("the last capture", [captured[0] + s for s in captured[1:]])
    return LastMove(StackticsMove(frm, base, to), origin, captured)
