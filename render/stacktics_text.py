"""Stacktics as a text board (`render.textboard.text_board` finds `lines` here)."""

from __future__ import annotations

from render.lang import colour, say, seat_words, w
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
        zip(
            view.get("seat_colours") or ["r", "b"],
            seat_words(view, [colour("r"), colour("b")]),
        )
    )
    target = str(view.get("threshold", "?"))
    counts = " · ".join(
        w(
            "render-stacktics-text-pips",
            name=names.get(c, c),
            count=str(captured.get(c, 0)),
            target=target,
        )
        for c in ("r", "b")
    )
    lines.append(w("render-stacktics-text-captured", counts=counts))
    if view.get("pie_text"):
        lines.append(say(view["pie_text"]))
    lines.append(w("render-stacktics-text-key"))
    return lines
