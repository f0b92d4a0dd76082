"""The public Kitty Stack Tower view as the renderer reads it: `read_view` checks a
`KittyView` (typed in `bot.games.kitty.views`; it may come from JSON, so every value is
checked) and returns a `BoardView` holding only the public facts the image shows, with
defaults for missing optional keys. Seats are named by their players (`player_names`,
set by the application) or, without them, by their colours. `secret` is never read.

Also the shared look of the Kitty images: colours, sizes, and piece styles by colour letter.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from bot.core.grid import hex_grid
from bot.games.kitty.views import KittyView
from render.common import STYLES, PieceStyle
from render.hexgeom import RGB, WHITE, HexLayout, blend
from render.lang import colour, said_list, say, seat_words
from render.names import clean

LAWN: RGB = (200, 212, 186)  # the grout between cushions ("Meow Lawn")
LAWN_EDGE: RGB = (160, 176, 146)
EMPTY: RGB = (239, 232, 218)  # an empty cushion
LABEL: RGB = (132, 122, 108)  # cell names on empty cells
#: The narrowest image: shown 400 px wide on a phone, its 20-px type stays ≥ 11 px.
MIN_WIDTH = 720
MARGIN = 22
BOARD_PAD = 10
MAX_SHOWN = 4  # pieces drawn per stack (the number tells the rest)


def style_of(colour: str) -> PieceStyle:
    """The drawing style of piece colour `colour` (unknown letters draw as white)."""
    return STYLES.get(colour, STYLES["w"])


def tint_of(colour: str) -> RGB:
    """The cushion colour of a cell whose stack has `colour` on top."""
    return blend(style_of(colour).fill, WHITE, 0.34)


def cell_size(radius: int) -> int:
    """Hex circumradius in pixels for a board of `radius`: the image about 720 px wide
    (radius 3–5; 744 px at radius 6), so a phone shows it at ~55 % with names and heights
    ≥ 11 px and each piece of a stack a clear band of colour."""
    return {3: 58, 4: 48, 5: 40, 6: 35}.get(radius, min(58, max(30, 700 // (3 * radius + 2))))


def image_size(radius: int) -> tuple[int, int]:
    """(image width, height of the board band) in pixels for a board of `radius`; the
    caption and footer add to the height."""
    s = cell_size(radius)
    bw, bh = HexLayout.board_extent(radius, s)
    return max(MIN_WIDTH, math.ceil(bw) + 2 * MARGIN), math.ceil(bh) + 2 * BOARD_PAD


# --------------------------------------------------------------------------- the view


@dataclass
class BoardView:
    """The public facts of a view that the image shows, checked and with defaults."""

    radius: int
    #: Who sits in each seat as the image names them: the players' names (`player_names`,
    #: `names.clean`), else the colour names.
    names: list[str]
    colours: list[str]
    phase: str
    to_move: int | None
    actors: list[int]
    stacks: dict[tuple[int, int], list[str]]
    tokens: dict[tuple[int, int], list[str]]
    removed: list[tuple[int, str, list[str], int]]
    unplaced: list[int]
    heights: list[int]
    public_points: list[int]
    hand_sizes: list[int]
    revealed: list[tuple[int, str]]
    objectives: bool
    passes: int
    ply: int
    last_move: str | None
    last_kind: str | None
    last_seat: int | None
    last_cells: list[tuple[int, int]] = field(default_factory=list)
    last_names: list[str] = field(default_factory=list)
    pending: str | None = None
    final: dict[str, Any] | None = None
    outcome: dict[str, Any] | None = None

    @property
    def players(self) -> int:
        """Number of seats."""
        return len(self.colours)

    def seat_name(self, seat: int | None) -> str:
        """The name of `seat`, or "?" for no seat or one that does not exist."""
        if seat is None or not 0 <= seat < self.players:
            return "?"
        return self.names[seat]


def as_int(value: object, default: int = 0) -> int:
    """`value` if it is a true int (not a bool), else `default`."""
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def int_list(value: object, n: int) -> list[int]:
    """Exactly `n` ints read from the list `value` (0 for anything missing or not an int)."""
    seq = value if isinstance(value, (list, tuple)) else []
    return [as_int(seq[i]) if i < len(seq) else 0 for i in range(n)]


def as_seat(value: object, n: int) -> int | None:
    """`value` if it is a seat number of an `n`-seat game, else None."""
    return (
        value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < n else None
    )


def _strings(value: object) -> list[str]:
    return [str(x) for x in value] if isinstance(value, (list, tuple)) else []


def _cells(mapping: object, radius: int) -> dict[tuple[int, int], list[str]]:
    """{cell: [str, ...]} from a {name: list} mapping, skipping names off this board and
    empty or malformed entries."""
    grid = hex_grid(radius)
    out: dict[tuple[int, int], list[str]] = {}
    if not isinstance(mapping, dict):
        return out
    for name, items in mapping.items():
        try:
            cell = grid.parse(str(name))
        except ValueError:
            continue
        if _strings(items):
            out[cell] = _strings(items)
    return out


def _colours(view: KittyView) -> list[str]:
    """The seats' colour letters; without them, the first `players` of r, y, b, g."""
    colours = _strings(view.get("colours"))
    if colours:
        return colours
    players = as_int(view.get("players"), 2)
    return list("rybg"[: players if 2 <= players <= 4 else 2])


def _last_cells(
    last: dict[str, Any] | None, radius: int
) -> tuple[list[tuple[int, int]], list[str]]:
    """The cells of the last action (and their names), leaving out names off the board."""
    grid = hex_grid(radius)
    cells: list[tuple[int, int]] = []
    names: list[str] = []
    for name in _strings((last or {}).get("cells")):
        try:
            cells.append(grid.parse(name))
        except ValueError:
            continue
        names.append(name.strip().lower())
    return cells, names


def _removed(view: KittyView) -> list[tuple[int, str, list[str], int]]:
    return [
        (
            as_int(item.get("seat"), -1),
            str(item.get("cell", "")),
            _strings(item.get("pieces")),
            as_int(item.get("points")),
        )
        for item in view.get("removed") or []
        if isinstance(item, dict)
    ]


def _revealed(view: KittyView) -> list[tuple[int, str]]:
    return [
        (as_int(card.get("seat"), -1), say(card.get("name") or card.get("id") or "?"))
        for card in view.get("revealed") or []
        if isinstance(card, dict)
    ]


def _text(value: object) -> str | None:
    return value if isinstance(value, str) and value else None


def _said(value: object) -> str | None:
    """A text of the view (a `Said`'s JSON form or plain text) in the picture's language."""
    if isinstance(value, dict) and "key" in value:
        return say(value) or None
    return _text(value)


def _dict(value: object) -> dict[str, Any] | None:
    return value if isinstance(value, dict) else None


def read_view(view: KittyView) -> BoardView:
    """The drawable public part of `view`; tolerant of missing optional keys and of
    malformed values (they are left out rather than breaking the image)."""
    radius = min(max(as_int(view.get("radius"), 4), 1), 12)
    colours = _colours(view)
    n = len(colours)
    colour_names = seat_words(view)[:n]
    colour_names += [colour(c) for c in colours[len(colour_names) :]]
    people = [clean(name) for name in said_list(view.get("player_names"))[:n]]
    people += colour_names[len(people) :]
    last = _dict(view.get("last_action"))
    last_cells, last_names = _last_cells(last, radius)
    listed = view.get("actors")
    actors = listed if isinstance(listed, list) else []
    return BoardView(
        radius=radius,
        names=people,
        colours=colours,
        phase=str(view.get("phase") or "play"),
        to_move=as_seat(view.get("to_move"), n),
        actors=[a for a in actors if as_seat(a, n) is not None],
        stacks=_cells(view.get("stacks"), radius),
        tokens=_cells(view.get("tokens"), radius),
        removed=_removed(view),
        unplaced=int_list(view.get("unplaced"), n),
        heights=int_list(view.get("heights"), n),
        public_points=int_list(view.get("public_points"), n),
        hand_sizes=int_list(view.get("hand_sizes"), n),
        revealed=_revealed(view),
        objectives=bool(view.get("objectives")),
        passes=as_int(view.get("passes")),
        ply=as_int(view.get("ply")),
        last_move=_text(view.get("last_move")),
        last_kind=str(last.get("kind")) if last is not None else None,
        last_seat=as_seat(last.get("seat"), n) if last is not None else None,
        last_cells=last_cells,
        last_names=last_names,
        pending=_said(view.get("pending")),
        final=_dict(view.get("final")),
        outcome=_dict(view.get("outcome")),
    )
