"""Cat and the Tower as a text board (`render.textboard.text_board` finds `lines` here)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from render.lang import said_list, say, seat_words, w
from render.textboard import View


def _tower_lines(bodies: list[Mapping[str, Any]]) -> list[str]:
    """One line per floor, top first: its centre (mm from the table's centre), its tilt,
    and the Friends standing near it; then the debris count."""
    floors, friends, debris = [], [], 0
    for body in bodies:
        poly = body.get("poly") or []
        if body.get("debris"):
            debris += 1
            continue
        if not poly:
            continue
        cx = sum(p[0] for p in poly) / len(poly)
        cy = sum(p[1] for p in poly) / len(poly)
        if body.get("kind") == "floor":
            (x0, y0), (x1, y1) = poly[0], poly[1]
            tilt = math.degrees(math.atan2(y1 - y0, x1 - x0))
            floors.append((cy, str(body.get("label")), cx, tilt))
        elif body.get("kind") == "friend":
            friends.append((cy, str(body.get("colour"))))
    lines = []
    ordered = sorted(floors, reverse=True)
    for index, (cy, label, cx, tilt) in enumerate(ordered):
        above = ordered[index - 1][0] if index else math.inf
        here = [c for y, c in friends if cy < y < above]
        args = {"floor": f"{label:>2}", "centre": f"{cx:+.0f}", "tilt": f"{tilt:+.1f}"}
        if here:
            line = w("render-cattower-text-floor-friends", **args, friends=", ".join(here))
        else:
            line = w("render-cattower-text-floor", **args)
        lines.append("  " + line)
    if debris:
        lines.append("  " + w("render-cattower-text-debris", count=debris))
    return lines


def lines(view: View) -> list[str]:
    lines = [
        w(
            "render-cattower-text-summary",
            floors=str(view.get("floors")),
            target=str(view.get("target_floor")),
            fallen=str(view.get("fallen_walls")),
            most=str(view.get("max_fallen")),
        ),
    ]
    if view.get("toto_floor") is not None:
        lines.append(w("render-cattower-toto-on", floor=str(view.get("toto_floor"))))
    names = said_list(view.get("player_names")) or seat_words(view)
    for cat in view.get("cats") or []:
        seat = cat.get("seat", 0)
        who = names[seat] if seat < len(names) else str(seat)
        scarf = w("render-cattower-scarf", scarf=str(cat.get("scarf")))
        lines.append(
            w("render-cattower-text-cat", who=who, scarf=scarf, floor=str(cat.get("floor")))
        )
    for card in view.get("face_up_actions") or []:
        options = " | ".join(
            f"{o.get('side')}: {say(o.get('text'))}" for o in card.get("options", [])
        )
        lines.append(w("render-cattower-text-action", card=str(card.get("id")), options=options))
    lines.extend(_tower_lines(view.get("bodies") or []))
    for card in view.get("face_up_goals") or []:
        if isinstance(card, Mapping):
            lines.append(_goal("render-cattower-text-goal", card))
        else:
            lines.append(w("render-cattower-text-goal-id", card=str(card)))
    secret = view.get("secret") or {}
    for card in secret.get("cards", []):
        lines.append(_goal("render-cattower-text-your-goal", card))
    for key in ("step", "slip", "notice"):
        if view.get(key):
            lines.append(say(view[key]))
    return lines


def _goal(key: str, card: Mapping[str, Any]) -> str:
    return w(
        key,
        card=str(card.get("id")),
        name=say(card.get("name")),
        text=say(card.get("text")),
        climb=str(card.get("climb")),
    )
