"""Tumbling Down notation: `d4-e5` for a step, `d4>ne` for a tumble.

`parse` also reads `step d4 e5`, `d4 e5`, `d4→e5`, `tumble d4 ne`, `d4 > north-east`,
`tumble d4 e5` (toward a neighbour), in any case. A parsed move that is not legal raises
`IllegalMoveError` with the precise reason ("You do not own d4 …").
"""

from __future__ import annotations

import re

from bot.core.errors import IllegalMoveError, InvalidMoveError
from bot.games.tumbling.geometry import (
    COLOURS,
    DIRECTION_LONG,
    DIRECTION_SHORT,
    NAMES,
    Geometry,
    direction_between,
)
from bot.games.tumbling.moves import TumblingMove

HOW_TO = "Write a step like `d4-e5` or a tumble like `d4>ne`."

_COMPOUND = re.compile(r"\b(north|south)[\s_\-]*(east|west)\b")
_WORDS = {
    "north": "n",
    "south": "s",
    "east": "e",
    "west": "w",
    "up": "n",
    "down": "s",
    "left": "w",
    "right": "e",
}
_TOKEN = re.compile(r"[a-z]+[0-9]+|[a-z]+|[0-9]+|\S")
_CELL = re.compile(r"^[a-z][0-9]+$")
_TUMBLE_WORDS = {"tumble", "tumbles", "t", "topple"}
_STEP_WORDS = {"step", "steps", "move", "m"}
_FILLER = {"to", "onto", "toward", "towards"}
_ARROWS = ("->", "→", "⟶", "–", "—", "−")


def format_move(geo: Geometry, move: TumblingMove) -> str:
    """The canonical notation: `d4-e5` (step) or `d4>ne` (tumble)."""
    if move.tumble:
        return f"{geo.name(move.frm)}>{DIRECTION_SHORT[move.direction]}"
    return f"{geo.name(move.frm)}-{geo.name(geo.step_to[move.frm][move.direction])}"


def cells(geo: Geometry, cells: tuple[str, ...], move: TumblingMove) -> tuple[str, ...]:
    """The cells `move` touches on `cells`: the stack's cell, then the neighbour it steps or
    tumbles toward, then (a tumble) every further cell a piece lands on."""
    to = geo.step_to[move.frm][move.direction]
    touched = [move.frm, to]
    if move.tumble:
        touched += geo.landing(move.frm, move.direction, len(cells[move.frm]))
    return tuple(geo.name(c) for c in dict.fromkeys(touched))


def describe(geo: Geometry, cells: tuple[str, ...], move: TumblingMove) -> str:
    """A label in words for `move` on `cells` (before it is played):
    "step d4 → e5 (onto 2)", "tumble d4 (3) north-east → e5 f6 g7",
    "tumble g6 (3) north-east → h7×3"."""
    if move.tumble:
        return describe_tumble(geo, move, len(cells[move.frm]))
    return describe_step(geo, move, len(cells[geo.step_to[move.frm][move.direction]]))


def describe_step(geo: Geometry, move: TumblingMove, below: int) -> str:
    """ "step d4 → e5", with " (onto N)" when the step lands on a stack `below` high."""
    to = geo.step_to[move.frm][move.direction]
    return f"step {geo.name(move.frm)} → {geo.name(to)}" + (f" (onto {below})" if below else "")


def describe_tumble(geo: Geometry, move: TumblingMove, height: int) -> str:
    """ "tumble d4 (3) north-east → e5 f6 g7" for a `height`-high stack; pieces piled on
    the edge cell are written once with a count ("h7×3")."""
    groups: list[list[int]] = []
    for target in geo.landing(move.frm, move.direction, height):
        if groups and groups[-1][0] == target:
            groups[-1][1] += 1
        else:
            groups.append([target, 1])
    where = " ".join(geo.name(t) + (f"×{n}" if n > 1 else "") for t, n in groups)
    return f"tumble {geo.name(move.frm)} ({height}) {DIRECTION_LONG[move.direction]} → {where}"


def _normalise(text: str) -> str:
    raw = str(text).strip().lower()
    for arrow in _ARROWS:
        raw = raw.replace(arrow, "-")
    raw = _COMPOUND.sub(lambda m: m.group(1)[0] + m.group(2)[0], raw)
    return raw


def parse(geo: Geometry, cells: tuple[str, ...], seat: int, text: str) -> TumblingMove:
    """The move `text` names for `seat` on `cells`. Raises `InvalidMoveError` when the text
    is not a move, `IllegalMoveError` (with the reason) when it is not legal now."""
    raw = _normalise(text)
    if not raw:
        raise InvalidMoveError("Type a move. " + HOW_TO)
    tumble_hint = step_hint = dash = False
    places: list[str] = []
    directions: list[int] = []
    for token in _TOKEN.findall(raw):
        if token in _TUMBLE_WORDS or token == ">":
            tumble_hint = True
        elif token in _STEP_WORDS:
            step_hint = True
        elif token == "-":
            dash = True
        elif token in _FILLER or token in (",", ":"):
            continue
        elif token in DIRECTION_SHORT or token in _WORDS:
            directions.append(DIRECTION_SHORT.index(_WORDS.get(token, token)))
        elif _CELL.match(token):
            places.append(token)
        else:
            raise InvalidMoveError(f"I cannot read `{str(text).strip()}`. " + HOW_TO)
    if tumble_hint and step_hint:
        raise InvalidMoveError("A move is either a step or a tumble, not both. " + HOW_TO)
    if len(places) == 2 and not directions:
        frm, to = geo.parse(places[0]), geo.parse(places[1])
        direction = _direction_to(geo, frm, to, places)
        return _checked(geo, cells, seat, TumblingMove(frm, direction, tumble_hint))
    if len(places) == 1 and len(directions) == 1:
        frm = geo.parse(places[0])
        # `d4>ne`, `d4 ne`, `tumble d4 ne` tumble; `d4-ne` and `step d4 ne` step.
        tumble = tumble_hint or not (step_hint or dash)
        return _checked(geo, cells, seat, TumblingMove(frm, directions[0], tumble))
    if len(places) == 1 and not directions:
        raise InvalidMoveError(
            f"Where to? Add a cell or a direction: `{places[0]}-…` or `{places[0]}>ne`."
        )
    raise InvalidMoveError(f"I cannot read `{str(text).strip()}` as a move. " + HOW_TO)


def _direction_to(geo: Geometry, frm: int, to: int, places: list[str]) -> int:
    if frm == to:
        raise IllegalMoveError(f"A move must leave {places[0]}.")
    direction = direction_between(geo, frm, to)
    if direction < 0:
        raise IllegalMoveError(
            f"{places[1]} is not next to {places[0]}: a move goes to one of the 8 neighbouring cells."
        )
    return direction


def _checked(geo: Geometry, cells: tuple[str, ...], seat: int, move: TumblingMove) -> TumblingMove:
    """`move` if it is legal for `seat`, else `IllegalMoveError` saying why."""
    problem = explain(geo, cells, seat, move)
    if problem is not None:
        raise IllegalMoveError(problem)
    return move


def explain(geo: Geometry, cells: tuple[str, ...], seat: int, move: TumblingMove) -> str | None:
    """None when `move` is legal for `seat` on `cells`, else why not, for the player."""
    name = geo.name(move.frm)
    stack = cells[move.frm]
    if not stack:
        return f"There is no stack on {name}."
    if stack[-1] != COLOURS[seat]:
        owner = NAMES[COLOURS.index(stack[-1])]
        return f"You do not own {name}: a {owner} piece is on top."
    if geo.step_to[move.frm][move.direction] < 0:
        way = DIRECTION_LONG[move.direction]
        what = "tumble" if move.tumble else "step"
        return f"{name} is at the edge of the board: it cannot {what} {way}."
    if move.tumble and len(stack) < 2:
        to = geo.name(geo.step_to[move.frm][move.direction])
        return f"{name} has only one piece: step instead (`{name}-{to}`)."
    return None
