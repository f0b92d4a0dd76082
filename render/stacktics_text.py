"""Stacktics as a text board (`render.textboard.text_board` finds `lines` here)."""

from __future__ import annotations

from render.textboard import View, square_board


def lines(view: View) -> list[str]:
    stacks = {
        name: str(pieces[0])[0].upper() + "".join(str(p)[1:] for p in pieces)
        for name, pieces in dict(view.get("stacks", {})).items()
        if pieces
    }
    lines = square_board(int(view.get("files", 5)), int(view.get("ranks", 5)), stacks, min_width=2)
    captured = view.get("captured") or {}
    names = dict(
        zip(view.get("seat_colours") or ["r", "b"], view.get("seat_names") or ["Red", "Blue"])
    )
    target = view.get("threshold", "?")
    lines.append(
        "Captured pips: "
        + " · ".join(f"{names.get(c, c)} {captured.get(c, 0)} of {target}" for c in ("r", "b"))
    )
    if view.get("pie_text"):
        lines.append(str(view["pie_text"]))
    lines.append("(colour letter, then piece sizes bottom→top: R321 = a Red tree)")
    return lines
