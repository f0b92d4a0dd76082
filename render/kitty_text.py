"""Kitty Stack Tower as a text board (`render.textboard.text_board` finds `lines` here)."""

from __future__ import annotations

from render.textboard import View, hex_board, owner_height, stack_text


def lines(view: View) -> list[str]:
    stacks = dict(view.get("stacks", {}))
    lines = hex_board(int(view.get("radius", 3)), {n: owner_height(p) for n, p in stacks.items()})
    tall = [f"{n} {stack_text(p)}" for n, p in sorted(stacks.items()) if len(p) > 1]
    if tall:
        lines.append("Stacks (bottom→top): " + ", ".join(tall))
    names = view.get("seat_names") or []
    heights = view.get("heights") or []
    points = view.get("public_points") or [0] * len(heights)
    lines.append(
        "Heights owned: "
        + " · ".join(
            f"{names[s] if s < len(names) else s} {h}"
            + (f" (+{points[s]} card pts)" if points[s] else "")
            for s, h in enumerate(heights)
        )
    )
    if view.get("phase") == "setup":
        lines.append("Pieces to place: " + ", ".join(str(u) for u in view.get("unplaced", [])))
    lines.append(f"Passes in a row: {view.get('passes', 0)}")
    secret = view.get("secret") or {}
    for card in secret.get("cards", []):
        lines.append(f"Your card: {card.get('name')} — {card.get('text')}")
    if view.get("pending"):
        lines.append(str(view["pending"]))
    return lines
