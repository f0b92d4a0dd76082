"""Cat and the Tower as a text board (`render.textboard.text_board` finds `lines` here)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

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
        who = f" · Friends: {', '.join(here)}" if here else ""
        lines.append(f"  floor {label:>2}: centre {cx:+.0f} mm, tilt {tilt:+.1f}°{who}")
    if debris:
        lines.append(f"  {debris} piece(s) fell as debris")
    return lines


def lines(view: View) -> list[str]:
    lines = [
        (
            f"Floors built: {view.get('floors')} · target floor {view.get('target_floor')} · "
            f"walls fallen {view.get('fallen_walls')}/{view.get('max_fallen')}"
        ),
    ]
    if view.get("toto_floor") is not None:
        lines.append(f"Toto is on floor {view.get('toto_floor')}")
    names = view.get("player_names") or view.get("seat_names") or []
    for cat in view.get("cats") or []:
        seat = cat.get("seat", 0)
        who = names[seat] if seat < len(names) else seat
        lines.append(f"{who}'s cat ({cat.get('scarf')} scarf): floor {cat.get('floor')}")
    for card in view.get("face_up_actions") or []:
        options = " | ".join(f"{o.get('side')}: {o.get('text')}" for o in card.get("options", []))
        lines.append(f"Action {card.get('id')}: {options}")
    lines.extend(_tower_lines(view.get("bodies") or []))
    for card in view.get("face_up_goals") or []:
        if isinstance(card, Mapping):
            lines.append(
                f"Goal {card.get('id')}: {card.get('name')} — {card.get('text')} (climb {card.get('climb')})"
            )
        else:
            lines.append(f"Goal {card}")
    secret = view.get("secret") or {}
    for card in secret.get("cards", []):
        lines.append(
            f"Your goal {card.get('id')}: {card.get('name')} — {card.get('text')} (climb {card.get('climb')})"
        )
    for key in ("step", "slip", "notice"):
        if view.get(key):
            lines.append(str(view[key]))
    return lines
