"""Every legal move in two taps: the legal moves grouped for Discord's menus (at most 25
options per menu), first by what moves (the piece or cell, or the kind of action), then by
where it goes. Pure functions: the Discord layer turns the groups into menus."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.core.protocol import MoveChoice

#: Discord's limit of options in one select menu (and choices in one autocomplete answer).
MENU_LIMIT = 25
_SEPARATORS = "-x>"


@dataclass(frozen=True)
class MoveGroup:
    """One option of the first menu and the moves it opens."""

    key: str
    label: str
    choices: tuple[MoveChoice, ...]


def group_key(notation: str) -> str:
    """What moves: the notation before its first `-`, `x` or `>` (a cell, a piece and its
    cell, or a verb and its cell: `a1`, `Lc3`, `stack b1`), else its first word (`place`,
    `friend`, `pass`)."""
    for i, ch in enumerate(notation):
        if i > 0 and ch in _SEPARATORS:
            return notation[:i].strip()
    return notation.split(" ", 1)[0]


def group_moves(choices: Sequence[MoveChoice], limit: int = MENU_LIMIT) -> list[MoveGroup]:
    """Groups of at most `limit` moves, at most `limit` groups, every choice in exactly one
    group, in the order the engine lists them. Raises `ValueError` beyond `limit`² moves."""
    if len(choices) > limit * limit:
        raise ValueError(f"{len(choices)} moves do not fit two menus")
    by_key: dict[str, list[MoveChoice]] = {}
    for c in choices:
        by_key.setdefault(group_key(c.notation), []).append(c)
    groups: list[MoveGroup] = []
    for key, items in by_key.items():
        for start in range(0, len(items), limit):
            part = items[start : start + limit]
            label = (
                key if len(items) <= limit else f"{key} ({part[0].notation} … {part[-1].notation})"
            )
            groups.append(
                MoveGroup(
                    key if len(items) <= limit else f"{key}#{start // limit}", label, tuple(part)
                )
            )
    if len(groups) <= limit:
        return groups
    packed = _pack(groups, limit)
    if len(packed) <= limit:
        return packed
    return [
        MoveGroup(f"#{i}", f"{part[0].notation} … {part[-1].notation}", tuple(part))
        for i, part in enumerate(choices[s : s + limit] for s in range(0, len(choices), limit))
    ]


def _pack(groups: list[MoveGroup], limit: int) -> list[MoveGroup]:
    """Neighbouring groups merged while a merge holds at most `limit` moves."""
    out: list[list[MoveGroup]] = []
    for g in groups:
        if out and sum(len(x.choices) for x in out[-1]) + len(g.choices) <= limit:
            out[-1].append(g)
        else:
            out.append([g])
    return [
        MoveGroup(
            "+".join(x.key for x in run),
            run[0].label if len(run) == 1 else f"{run[0].label} … {run[-1].label}",
            tuple(c for x in run for c in x.choices),
        )
        for run in out
    ]


def find_group(choices: Sequence[MoveChoice], key: str) -> MoveGroup | None:
    """The group called `key` among the groups of `choices` (None if the moves changed)."""
    return next((g for g in group_moves(choices) if g.key == key), None)


def narrow(
    choices: Sequence[MoveChoice], typed: str, limit: int = MENU_LIMIT
) -> tuple[list[MoveChoice], int]:
    """Autocomplete: the moves matching what was typed (moves *from* a typed cell first,
    then any move that mentions it), at most `limit`, and how many matched in all."""
    want = " ".join(typed.lower().split())
    squeezed = want.replace(" ", "")
    first: list[MoveChoice] = []
    rest: list[MoveChoice] = []
    for c in choices:
        note = c.notation.lower()
        hay = f"{note} {c.label.lower()}"
        if not want or note.startswith(want) or note.replace(" ", "").startswith(squeezed):
            first.append(c)
        elif want in hay or squeezed in hay.replace(" ", ""):
            rest.append(c)
    found = first + rest
    return found[:limit], len(found)
