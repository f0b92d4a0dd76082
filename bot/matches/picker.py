"""Every legal move in two taps: the legal moves grouped for Discord's menus (at most 25
options per menu), first by what moves (the piece or cell, or the kind of action), then by
where it goes; the short option values that stand for a group or a move; and the
autocomplete's ranking. Pure functions: the Discord layer turns the groups into menus."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

from bot.core.protocol import MoveChoice
from bot.i18n import ENGLISH_WORDS, Words

#: Discord's limit of options in one select menu (and choices in one autocomplete answer).
MENU_LIMIT = 25
#: How option values start: a group of the first menu, a move of a move menu. No move
#: notation and no group key contains `~`, so a value is never mistaken for either.
GROUP_VALUE = "g~"
MOVE_VALUE = "m~"
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


def _digest(text: str) -> str:
    """12 hex digits that stand for `text` (48 bits: two of a position's moves, at most
    625, share them with a chance below one in 10⁸)."""
    return hashlib.blake2b(text.encode("utf-8"), digest_size=6).hexdigest()


def group_value(group: MoveGroup) -> str:
    """The first menu's option value for `group`: 14 characters whatever the group holds
    (a merged group's key can be far longer than Discord's 100)."""
    return GROUP_VALUE + _digest(group.key)


def move_value(choice: MoveChoice) -> str:
    """A move menu's option value for `choice`: 14 characters, never a cut notation."""
    return MOVE_VALUE + _digest(choice.notation)


def is_move_value(value: str) -> bool:
    """True when `value` is a `move_value` (older menus sent the notation itself)."""
    return value.startswith(MOVE_VALUE)


def find_group(choices: Sequence[MoveChoice], key: str) -> MoveGroup | None:
    """The group that `key` stands for among the groups of `choices`: its `group_value`,
    or its full key as menus posted before short values sent it; None if the moves changed
    so that no group has it."""
    return next(
        (g for g in group_moves(choices) if key in (g.key, group_value(g))),
        None,
    )


def find_move(choices: Sequence[MoveChoice], value: str) -> MoveChoice | None:
    """The move among `choices` whose `move_value` is `value`; None when no legal move has
    it now (a stale menu) or, against all odds, two have."""
    found = [c for c in choices if move_value(c) == value]
    return found[0] if len(found) == 1 else None


def narrow(
    choices: Sequence[MoveChoice],
    typed: str,
    limit: int = MENU_LIMIT,
    words: Words = ENGLISH_WORDS,
) -> tuple[list[MoveChoice], int]:
    """Autocomplete: the moves matching what was typed, at most `limit`, and how many
    matched in all. Typing a cell lists the moves *from* it (their first cell) first, then
    the moves *to* it (any other cell they touch); then moves whose notation starts with
    the text, then any move whose notation or label mentions it. Each group keeps the
    engine's order; nothing typed lists every move in that order. Labels are matched as
    `words` says them (the language the member reads the menu in)."""
    want = " ".join(typed.lower().split())
    squeezed = want.replace(" ", "")
    ranked: tuple[list[MoveChoice], ...] = ([], [], [], [])
    for c in choices:
        cells = [x.lower() for x in c.cells]
        note = c.notation.lower()
        hay = f"{note} {words.say(c.label).lower()}"
        if cells and cells[0] == squeezed:
            ranked[0].append(c)
        elif squeezed and squeezed in cells:
            ranked[1].append(c)
        elif not want or note.startswith(want) or note.replace(" ", "").startswith(squeezed):
            ranked[2].append(c)
        elif want in hay or squeezed in hay.replace(" ", ""):
            ranked[3].append(c)
    found = [c for group in ranked for c in group]
    return found[:limit], len(found)
