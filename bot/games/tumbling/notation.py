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
    DIRECTION_SHORT,
    Geometry,
    direction_between,
)
from bot.games.tumbling.moves import TumblingMove
from bot.i18n import Said, said

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


def colour_word(seat: int) -> Said:
    """A seat's colour in words ("Black")."""
    return said(f"tumbling-seat-{seat + 1}")


def direction_word(direction: int) -> Said:
    """A direction in words ("north-east")."""
    return said(f"tumbling-direction-{DIRECTION_SHORT[direction]}")


def describe(geo: Geometry, cells: tuple[str, ...], move: TumblingMove) -> Said:
    """A label in words for `move` on `cells` (before it is played):
    "step d4 → e5 (onto 2)", "tumble d4 (3) north-east → e5 f6 g7",
    "tumble g6 (3) north-east → h7×3"."""
    if move.tumble:
        return describe_tumble(geo, move, len(cells[move.frm]))
    return describe_step(geo, move, len(cells[geo.step_to[move.frm][move.direction]]))


def describe_step(geo: Geometry, move: TumblingMove, below: int) -> Said:
    """ "step d4 → e5", with " (onto N)" when the step lands on a stack `below` high."""
    to = geo.step_to[move.frm][move.direction]
    ends = {"from": geo.name(move.frm), "to": geo.name(to)}
    if below:
        return said("tumbling-describe-step-onto", **ends, below=below)
    return said("tumbling-describe-step", **ends)


def describe_tumble(geo: Geometry, move: TumblingMove, height: int) -> Said:
    """ "tumble d4 (3) north-east → e5 f6 g7" for a `height`-high stack; pieces piled on
    the edge cell are written once with a count ("h7×3")."""
    groups: list[list[int]] = []
    for target in geo.landing(move.frm, move.direction, height):
        if groups and groups[-1][0] == target:
            groups[-1][1] += 1
        else:
            groups.append([target, 1])
    where = " ".join(geo.name(t) + (f"×{n}" if n > 1 else "") for t, n in groups)
    return said(
        "tumbling-describe-tumble",
        **{"from": geo.name(move.frm)},
        height=height,
        direction=direction_word(move.direction),
        where=where,
    )


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
        raise InvalidMoveError(said("tumbling-type-a-move"))
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
            raise InvalidMoveError(said("tumbling-unreadable", text=str(text).strip()))
    if tumble_hint and step_hint:
        raise InvalidMoveError(said("tumbling-step-and-tumble"))
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
        raise InvalidMoveError(said("tumbling-where-to", cell=places[0]))
    raise InvalidMoveError(said("tumbling-unreadable-move", text=str(text).strip()))


def _direction_to(geo: Geometry, frm: int, to: int, places: list[str]) -> int:
    if frm == to:
        raise IllegalMoveError(said("tumbling-must-leave", cell=places[0]))
    direction = direction_between(geo, frm, to)
    if direction < 0:
        raise IllegalMoveError(said("tumbling-not-next", to=places[1], **{"from": places[0]}))
    return direction


def _checked(geo: Geometry, cells: tuple[str, ...], seat: int, move: TumblingMove) -> TumblingMove:
    """`move` if it is legal for `seat`, else `IllegalMoveError` saying why."""
    problem = explain(geo, cells, seat, move)
    if problem is not None:
        raise IllegalMoveError(problem)
    return move


def explain(geo: Geometry, cells: tuple[str, ...], seat: int, move: TumblingMove) -> Said | None:
    """None when `move` is legal for `seat` on `cells`, else why not, for the player."""
    name = geo.name(move.frm)
    stack = cells[move.frm]
    if not stack:
        return said("tumbling-no-stack", cell=name)
    if stack[-1] != COLOURS[seat]:
        owner = colour_word(COLOURS.index(stack[-1]))
        return said("tumbling-not-yours", cell=name, owner=owner)
    if geo.step_to[move.frm][move.direction] < 0:
        key = "tumbling-edge-tumble" if move.tumble else "tumbling-edge-step"
        return said(key, cell=name, direction=direction_word(move.direction))
    if move.tumble and len(stack) < 2:
        to = geo.name(geo.step_to[move.frm][move.direction])
        return said("tumbling-single", cell=name, to=to)
    return None
