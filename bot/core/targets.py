""" "Where can it go?": the cells a picked group of moves reaches, each tagged like the
move menu's options.

After a player picks what to move (one group of `bot.matches.picker`), the private
answer shows the board with every cell those moves end on marked by a short tag (A, B, C…,
then AA, AB…), and each option of the move menu starts with the same tag, so the picture
and the menu match at a glance. Tags follow the menu's order; moves without a cell (a
pass, a card, Cat and the Tower's placements in millimetres) get none. Pure functions over
`MoveChoice.cells` (origin first, then the targets, see `Game.move_cells`): a move ends on
its last cell and starts from its first when it touches two or more.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from string import ascii_uppercase
from typing import Any

from bot.core.protocol import AnyState, Game, MoveChoice
from bot.core.views import TargetView, View

#: How the tags of several moves ending on one cell are listed in its badge ("A/B").
TAG_JOIN = "/"


def tag(index: int) -> str:
    """The tag of the `index`-th (0-based) tagged move: A … Z, then AA, AB … ZZ, AAA…"""
    if index < 0:
        raise ValueError(f"no tag for index {index}")
    letters = ""
    n = index + 1
    while n:
        n, rest = divmod(n - 1, 26)
        letters = ascii_uppercase[rest] + letters
    return letters


def destination(choice: MoveChoice) -> str | None:
    """The cell `choice` ends on (its last cell), or None for a move without cells."""
    return choice.cells[-1] if choice.cells else None


def origin(choice: MoveChoice) -> str | None:
    """The cell `choice` starts from (its first cell when it touches two or more), or None
    (a placement, a move without cells)."""
    return choice.cells[0] if len(choice.cells) >= 2 else None


def move_tags(choices: Sequence[MoveChoice]) -> list[str | None]:
    """The tag of each of `choices` in order: consecutive tags (A, B, C…) for the moves
    with cells, None for the others."""
    out: list[str | None] = []
    count = 0
    for c in choices:
        if destination(c) is None:
            out.append(None)
        else:
            out.append(tag(count))
            count += 1
    return out


def targets_of(
    choices: Sequence[MoveChoice], only: Collection[str] | None = None
) -> list[TargetView]:
    """One entry per cell the `choices` end on, in the order the cells first appear: the
    cell, its moves' tags (`move_tags`) listed together (`TAG_JOIN`) and, when those moves
    all start from one cell, that cell as `picked`. With `only`, the moves whose notation
    is not in it keep their tag in the count but are not marked. Empty when no choice has
    a cell."""
    tags: dict[str, list[str]] = {}
    starts: dict[str, set[str | None]] = {}
    for c, t in zip(choices, move_tags(choices), strict=True):
        cell = destination(c)
        if cell is None or t is None or (only is not None and c.notation not in only):
            continue
        tags.setdefault(cell, []).append(t)
        starts.setdefault(cell, set()).add(origin(c))
    out: list[TargetView] = []
    for cell, cell_tags in tags.items():
        entry: TargetView = {"cell": cell, "label": TAG_JOIN.join(cell_tags)}
        (start,) = starts[cell] if len(starts[cell]) == 1 else (None,)
        if start is not None:
            entry["picked"] = start
        out.append(entry)
    return out


def targets_for(
    game: Game[Any, Any], state: AnyState, seat: int, group: Sequence[MoveChoice]
) -> list[TargetView]:
    """The targets of the picked `group` (tagged in the group's order, as its menu is) for
    `seat` in `state`: a move no longer legal for the seat keeps its tag but is not marked;
    empty for a game without cells."""
    if not game.cell_names(state):
        return []
    legal = {c.notation for c in game.move_choices(state, seat)}
    return targets_of(group, legal)


def with_targets(view: View, targets: Sequence[TargetView]) -> View:
    """A copy of `view` that marks `targets` (the key is left out when there are none)."""
    marked = view.copy()
    if targets:
        marked["targets"] = [t.copy() for t in targets]
    else:
        marked.pop("targets", None)
    return marked
