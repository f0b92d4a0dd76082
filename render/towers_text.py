"""Towers as a text board (`render.textboard.text_board` finds `lines` here)."""

from __future__ import annotations

from render.lang import colour, seat_words, w
from render.textboard import View, owner_height, square_board


def lines(view: View) -> list[str]:
    stacks = {name: owner_height(pieces) for name, pieces in dict(view.get("stacks", {})).items()}
    lines = square_board(int(view.get("files", 6)), int(view.get("ranks", 6)), stacks)
    names = seat_words(view, [colour("y"), colour("b")])
    scores = view.get("scores") or [0, 0]
    score = " · ".join(f"{n} {s}" for n, s in zip(names, scores))
    limit = view.get("quiet_limit")
    quiet = (
        " · " + w("render-towers-quiet", count=int(view.get("quiet", 0)), limit=int(limit))
        if limit
        else ""
    )
    return lines + [f"{score}{quiet}", w("render-towers-text-key")]
