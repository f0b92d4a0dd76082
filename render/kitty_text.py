"""Kitty Stack Tower as a text board (`render.textboard.text_board` finds `lines` here)."""

from __future__ import annotations

from render.lang import say, seat_words, w
from render.textboard import View, hex_board, owner_height, stack_text


def lines(view: View) -> list[str]:
    stacks = dict(view.get("stacks", {}))
    lines = hex_board(int(view.get("radius", 3)), {n: owner_height(p) for n, p in stacks.items()})
    tall = [f"{n} {stack_text(p)}" for n, p in sorted(stacks.items()) if len(p) > 1]
    if tall:
        lines.append(w("render-kitty-text-stacks", stacks=", ".join(tall)))
    names = seat_words(view)
    heights = view.get("heights") or []
    points = view.get("public_points") or [0] * len(heights)
    owned = " · ".join(
        (
            w(
                "render-kitty-text-height-points",
                name=names[s] if s < len(names) else str(s),
                height=str(h),
                points=str(points[s]),
            )
            if points[s]
            else f"{names[s] if s < len(names) else s} {h}"
        )
        for s, h in enumerate(heights)
    )
    lines.append(w("render-kitty-text-heights", heights=owned))
    if view.get("phase") == "setup":
        unplaced = ", ".join(str(u) for u in view.get("unplaced", []))
        lines.append(w("render-kitty-text-unplaced", pieces=unplaced))
    lines.append(w("render-kitty-text-passes", count=int(view.get("passes", 0))))
    secret = view.get("secret") or {}
    for card in secret.get("cards", []):
        lines.append(
            w("render-kitty-text-card", name=say(card.get("name")), text=say(card.get("text")))
        )
    if view.get("pending"):
        lines.append(say(view["pending"]))
    return lines
