"""The buttons and select menus of the current step (what a phone player taps).

Buttons and menus are clickable only by the active player; a menu holds at most 25
options, a board at most 15 buttons.
"""

from __future__ import annotations

from bot.core.protocol import ButtonSpec, SelectSpec
from bot.games.cattower.cards import short_option_text
from bot.games.cattower.data import load_data
from bot.games.cattower.model import CARD, GOAL, HIGHER
from bot.games.cattower.notation import CatMove, fmt_mm, format_move, spacing_text
from bot.games.cattower.state import CatState
from bot.games.cattower.texts import describe_move, friend_where
from bot.i18n import Said, said


def _spread(values: list[CatMove], most: int) -> list[CatMove]:
    if len(values) <= most:
        return values
    step = (len(values) - 1) / (most - 1)
    return [values[round(i * step)] for i in range(most)]


def _button_label(move: CatMove) -> Said:
    data = load_data()
    v, a = move.verb, move.args
    if v == "take":
        card = data.action(str(a[0]))
        arrow = "" if len(card.options) == 1 else (" ◀" if a[1] == "left" else " ▶")
        option = short_option_text(str(a[0]), str(a[1]))
        return said("cattower-button-take", card=a[0], arrow=arrow, option=option)
    if v == "discard":
        return said("cattower-button-discard", card=a[0])
    if v == "walls":
        left, right = data.wall(str(a[0])).name, data.wall(str(a[1])).name
        return said("cattower-button-walls", left=left, right=right)
    if v == "spacing":
        word = spacing_text(float(a[0]))
        if word in ("narrow", "medium", "wide"):
            return said(f"cattower-button-{word}")
        return said("cattower-plain", text=word.capitalize())
    if v == "nudge":
        return said("cattower-plain", text="◀ 2 mm" if a[0] == "left" else "2 mm ▶")
    if v in ("offset", "at"):
        x = float(a[0])
        if abs(x) < 0.05:
            return said("cattower-button-centre")
        return said("cattower-plain", text=f"◀ {fmt_mm(-x)}" if x < 0 else f"{fmt_mm(x)} ▶")
    if v == "colour":
        return said(f"cattower-button-{a[0]}")
    if v == "goal":
        return said("cattower-button-goal", goal=data.goal(str(a[0])).name, floors=a[1])
    if v in ("confirm", "back", "end", "higher", "stop", "forfeit"):
        return said(f"cattower-button-{v}")
    return said("cattower-plain", text=format_move(move))


_STYLE = {
    "confirm": "success",
    "higher": "success",
    "stop": "danger",
    "back": "secondary",
    "forfeit": "danger",
    "end": "secondary",
    "take": "primary",
    "goal": "primary",
}


def buttons(state: CatState) -> list[ButtonSpec]:
    """At most 15 buttons for the current step, clickable only by the active player."""
    if state.result is not None:
        return []
    moves = state.legal_moves()
    t = state.turn
    chosen: list[CatMove] = []
    by_verb: dict[str, list[CatMove]] = {}
    for m in moves:
        by_verb.setdefault(m.verb, []).append(m)
    if t.step in (CARD, HIGHER):
        chosen = moves
    elif t.step == GOAL:
        chosen = (by_verb.get("goal", []) if state.coop else []) + by_verb.get("end", [])
    else:
        walls = by_verb.get("walls", [])
        chosen += walls if len(walls) <= 3 else []
        chosen += by_verb.get("colour", []) + by_verb.get("spacing", []) + by_verb.get("offset", [])
        chosen += _spread(by_verb.get("at", []), 3)
        chosen += by_verb.get("nudge", []) + by_verb.get("confirm", []) + by_verb.get("back", [])
        chosen += by_verb.get("forfeit", [])
    seats = (state.active,)
    return [
        ButtonSpec(_button_label(m), format_move(m), seats, _STYLE.get(m.verb, "secondary"))
        for m in chosen[:15]
    ]


def selects(state: CatState) -> list[SelectSpec]:
    """Menus for choices with many options: walls (substitutes), floors, Friends."""
    if state.result is None:
        moves = state.legal_moves()
    else:
        return []
    seats = (state.active,)
    groups: list[tuple[Said, list[tuple[Said | str, str]]]] = []
    walls = [m for m in moves if m.verb == "walls"]
    if len(walls) > 3:
        groups.append(
            (
                said("cattower-menu-walls"),
                [(describe_move(state, m), format_move(m)) for m in walls],
            )
        )
    floors = [m for m in moves if m.verb == "floor"]
    if floors:
        groups.append(
            (
                said("cattower-menu-floor"),
                [
                    (said("cattower-menu-floor-option", floor=m.args[0]), format_move(m))
                    for m in floors
                ],
            )
        )
    for verb, title in (
        ("on", said("cattower-menu-on")),
        ("pet", said("cattower-menu-pet")),
        ("lift", said("cattower-menu-lift")),
    ):
        items = [m for m in moves if m.verb == verb]
        if items:
            groups.append(
                (title, [(friend_where(state, str(m.args[0])), format_move(m)) for m in items])
            )
    return [SelectSpec(title, tuple(items[:25]), seats) for title, items in groups]


__all__ = ["buttons", "selects"]
