"""Reading and writing Tumbling Down positions: the rules file's position format and the
full snapshot the store and the AI use.

Position format (rules file)::

    {"game": "tumbling", "files": 8, "ranks": 8, "to_move": "b",
     "stacks": {"a1": ["w", "w", "w", "w"], "h8": ["b", "b", "b", "b"]}}

Missing keys default to an 8×8 board, Black to move and — when "stacks" is absent — the
standard set-up. The snapshot adds "ply", "last" (notation), "last_path", "last_height", "seen"
(repetition counts), "outcome" and "fallen" (the king cells whose capture ended the game).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from itertools import repeat
from typing import Any

from bot.core import fields
from bot.core.errors import GameError, PositionError
from bot.core.protocol import Outcome
from bot.games.tumbling.geometry import (
    COLOURS,
    DIRECTION_SHORT,
    MAX_FILES,
    MAX_RANKS,
    STANDARD_SIZE,
    Geometry,
    geometry,
    standard_cells,
)
from bot.games.tumbling.moves import TumblingMove, path_of
from bot.games.tumbling.notation import format_move
from bot.games.tumbling.state import PositionKey, TumblingState, position_key_text
from bot.i18n import Said, said

_SIDE_WORDS = {"b": 0, "black": 0, "w": 1, "white": 1}
_CANONICAL = re.compile(r"^([a-z][0-9]+)(?:-([a-z][0-9]+)|>([a-z]{1,2}))$")
_SEEN_LETTERS = re.compile(r"[bw/:]*")
_STACK_LETTERS = re.compile(r"[bw]*")


@cache
def cell_index(geo: Geometry) -> dict[str, int]:
    """{cell name: index} of `geo` (one per board size: geometries are shared)."""
    return {name: i for i, name in enumerate(geo.names)}


def position_from_json(data: Any) -> TumblingState:
    """A state from the rules file's position format (undecided, as perft takes its root).
    Raises `PositionError` on anything malformed."""
    if not isinstance(data, Mapping):
        raise PositionError("A Tumbling Down position must be a JSON object.")
    try:
        geo, cells, side = _board(data)
    except GameError as exc:
        raise PositionError(str(exc)) from None
    return TumblingState(geo, cells, side, seen={(cells, side): 1})


def position_to_json(state: TumblingState) -> dict[str, Any]:
    """The rules file's position format for `state`."""
    return {
        "game": "tumbling",
        "files": state.geo.files,
        "ranks": state.geo.ranks,
        "to_move": COLOURS[state.side],
        "stacks": stacks_of(state.geo, state.cells),
    }


def stacks_of(geo: Geometry, cells: tuple[str, ...]) -> dict[str, list[str]]:
    """The occupied cells as {name: [pieces bottom→top]}, in cell order."""
    occupied = [i for i, stack in enumerate(cells) if stack]
    return dict(
        zip(map(geo.names.__getitem__, occupied), map(list, map(cells.__getitem__, occupied)))
    )


def encode_state(state: TumblingState) -> dict[str, Any]:
    """A JSON-able snapshot of everything in `state` (see the module docstring)."""
    geo = state.geo
    out = state.outcome()
    return {
        **position_to_json(state),
        "ply": state.ply,
        "last": None if state.last is None else format_move(geo, state.last),
        "last_path": [geo.name(c) for c in state.last_path],
        "last_height": state.last_height,
        "seen": state.seen_text,
        "outcome": None
        if out is None
        else {"winners": list(out.winners), "reason": out.reason.to_json()},
        "fallen": [geo.name(c) for c in state.fallen],
    }


def decode_state(data: Any) -> TumblingState:
    """Inverse of `encode_state`. Raises `PositionError` on malformed data."""
    if not isinstance(data, Mapping):
        raise PositionError("A Tumbling Down snapshot must be a JSON object.")
    try:
        geo, cells, side = _board(data)
        ply = fields.count(data.get("ply", 0), "ply")
        last = _last_move(geo, data.get("last"))
        path = _cells_named(geo, data.get("last_path"), "last_path")
        height = fields.whole(data.get("last_height", 0), "last_height", 0, 10**6)
        raw_seen = data.get("seen", {})
        seen_text = _checked_seen_text(geo, raw_seen, (cells, side))
        seen = None if seen_text is not None else _seen(geo, raw_seen, (cells, side))
        outcome = _outcome(data.get("outcome"))
        fallen = _cells_named(geo, data.get("fallen"), "fallen")
    except GameError as exc:
        raise PositionError(str(exc)) from None
    if last is not None and not path:
        path = path_of(geo, cells, last) if not last.tumble else (last.frm,)
    if last is not None and height < 1:
        height = 1 if not last.tumble else max(2, len(path) - 1)
    return TumblingState(
        geo,
        cells,
        side,
        ply=ply,
        last=last,
        last_path=path,
        last_height=height,
        seen=seen,
        seen_text=seen_text,
        outcome=outcome,
        fallen=fallen if outcome is not None else (),
    )


# ----- pieces of the parsers ----------------------------------------------------------
def _board(data: Mapping[str, Any]) -> tuple[Geometry, tuple[str, ...], int]:
    game = data.get("game", "tumbling")
    if game != "tumbling":
        raise PositionError(f"This is not a Tumbling Down position (game {game!r}).")
    files = fields.whole(_given(data, "files", STANDARD_SIZE), "files", 1, MAX_FILES)
    ranks = fields.whole(_given(data, "ranks", STANDARD_SIZE), "ranks", 1, MAX_RANKS)
    geo = geometry(files, ranks)
    side_text = _given(data, "to_move", "b")
    if not isinstance(side_text, str) or side_text.strip().lower() not in _SIDE_WORDS:
        raise PositionError(f'`to_move` must be "b" or "w", not {side_text!r}.')
    side = _SIDE_WORDS[side_text.strip().lower()]
    if "stacks" not in data or data["stacks"] is None:
        if (files, ranks) != (STANDARD_SIZE, STANDARD_SIZE):
            raise PositionError("`stacks` is required on a board other than 8×8.")
        return geo, standard_cells(), side
    raw = data["stacks"]
    if not isinstance(raw, Mapping):
        raise PositionError("`stacks` must map cell names to lists of pieces.")
    written = _written_cells(geo, raw)
    if written is not None:
        return geo, written, side
    cells = [""] * geo.size
    for name, pieces in raw.items():
        if not isinstance(name, str):
            raise PositionError(f"{name!r} is not a cell name.")
        index = geo.parse(name)
        if cells[index]:
            raise PositionError(f"The cell {name} is given twice.")
        cells[index] = _stack(name, pieces)
    return geo, tuple(cells), side


def _written_cells(geo: Geometry, raw: Mapping[str, Any]) -> tuple[str, ...] | None:
    """The cells of `raw` when it is exactly as `stacks_of` writes it (canonical names,
    non-empty lists of "b"/"w"); None for anything else, which the checking reader then
    reads or refuses. Checked whole-board at a time (C loops, not one per piece)."""
    indices = list(map(cell_index(geo).get, raw, repeat(-1)))
    pieces = list(raw.values())
    if -1 in indices or set(map(type, pieces)) - {list}:
        return None
    try:
        stacks = list(map("".join, pieces))
    except TypeError:
        return None
    # One letter per piece, no empty stack, and nothing but b and w.
    lengths = list(map(len, stacks))
    if lengths != list(map(len, pieces)) or 0 in lengths:
        return None
    if not _STACK_LETTERS.fullmatch("".join(stacks)):
        return None
    cells = [""] * geo.size
    for i, stack in zip(indices, stacks):
        cells[i] = stack
    return tuple(cells)


def _cells_named(geo: Geometry, raw: Any, what: str) -> tuple[int, ...]:
    """The cell indices of a list of cell names (null: none); raises `GameError`."""
    names = fields.items(raw or [], what)
    index = cell_index(geo)
    try:
        return tuple(index[n] for n in names)
    except (KeyError, TypeError):  # not written as `encode_state` writes: the parser decides
        return tuple(geo.parse(str(n)) for n in names)


def _given(data: Mapping[str, Any], key: str, default: Any) -> Any:
    """data[key], or `default` when the key is missing or null."""
    value = data.get(key)
    return default if value is None else value


def _stack(name: str, pieces: Any) -> str:
    if isinstance(pieces, str):
        pieces = list(pieces)
    if not isinstance(pieces, list):
        raise PositionError(f'The stack on {name} must be a list of "b"/"w", bottom first.')
    out = []
    for piece in pieces:
        if not isinstance(piece, str) or piece.strip().lower() not in COLOURS:
            raise PositionError(f'The stack on {name} holds {piece!r}: pieces are "b" or "w".')
        out.append(piece.strip().lower())
    return "".join(out)


def _last_move(geo: Geometry, text: Any) -> TumblingMove | None:
    if text is None:
        return None
    match = _CANONICAL.match(str(text).strip().lower())
    if not match:
        raise PositionError(f"`last` is not a move: {text!r}.")
    frm = geo.parse(match.group(1))
    if match.group(3) is not None:
        if match.group(3) not in DIRECTION_SHORT:
            raise PositionError(f"`last` has no such direction: {text!r}.")
        direction = DIRECTION_SHORT.index(match.group(3))
        if geo.step_to[frm][direction] < 0:
            raise PositionError(f"`last` tumbles off the board: {text!r}.")
        return TumblingMove(frm, direction, True)
    to = geo.parse(match.group(2))
    for direction, neighbour in geo.neighbours[frm]:
        if neighbour == to:
            return TumblingMove(frm, direction, False)
    raise PositionError(f"`last` is not a step to a neighbour: {text!r}.")


def _checked_seen_text(geo: Geometry, raw: Any, current: PositionKey) -> dict[str, int] | None:
    """A copy of `raw` when it is exactly as `encode_state` writes `seen`: every key the
    text of a position of this board (`position_key_text`), the current one among them,
    every count a whole number from 1 to 10**6. None for anything else (`_seen` then reads
    or refuses it). Checked whole-dict at a time, so a long game costs a few C loops."""
    if type(raw) is not dict or position_key_text(current) not in raw:
        return None
    counts = raw.values()
    if set(map(type, counts)) != {int} or min(counts) < 1 or max(counts) > 10**6:
        return None
    if set(map(type, raw)) != {str}:
        return None
    # Each ends in ":b" or ":w" and has size - 1 "/"; as many ":" as keys (so one each);
    # nothing but b, w, "/" and ":" anywhere: then every key splits into this board's cells.
    if not all(map(str.endswith, raw, repeat((":b", ":w")))):
        return None
    if set(map(str.count, raw, repeat("/"))) != {geo.size - 1}:
        return None
    joined = "".join(raw)
    if joined.count(":") != len(raw) or not _SEEN_LETTERS.fullmatch(joined):
        return None
    return dict(raw)


def _seen(geo: Geometry, raw: Any, current: PositionKey) -> dict[PositionKey, int] | None:
    if raw is None:
        return None
    if not isinstance(raw, Mapping):
        raise PositionError("`seen` must map positions to counts.")
    seen: dict[PositionKey, int] = {}
    for text, count in raw.items():
        seen[_key(geo, text)] = fields.whole(count, "seen count", 1, 10**6)
    seen.setdefault(current, 1)
    return seen


def _key(geo: Geometry, text: Any) -> PositionKey:
    if not isinstance(text, str) or text.count(":") != 1:
        raise PositionError("A `seen` entry is not a position.")
    board, side = text.split(":")
    cells = tuple(board.split("/"))
    # One strip over the whole board: empty exactly when every cell holds only b and w.
    if side not in ("b", "w") or len(cells) != geo.size or board.strip("bw/"):
        raise PositionError("A `seen` entry is not a position of this board.")
    return cells, COLOURS.index(side)


def _outcome(raw: Any) -> Outcome | None:
    if raw is None:
        return None
    if not isinstance(raw, Mapping):
        raise PositionError("`outcome` must be an object.")
    winners = fields.items(raw.get("winners", []), "outcome winners")
    if any(isinstance(w, bool) or w not in (0, 1) for w in winners) or len(winners) > 1:
        raise PositionError("`outcome` winners must be one seat (0 or 1) or none.")
    reason = Said.from_json(raw.get("reason", ""))
    if not isinstance(reason, Said):  # a row stored before the reasons were `Said`
        reason = said("tumbling-result-stored", text=reason)
    return Outcome(tuple(int(w) for w in winners), reason)
