"""Tumbling Down as a text board (`render.textboard.text_board` finds `lines` here)."""

from __future__ import annotations

from typing import Any

from render.lang import colour, say, seat_words, w
from render.textboard import View, square_board, stack_text


def _cell(pieces: list[Any]) -> str:
    """Short stacks in full (top upper-cased), tall ones as height + their top three."""
    if len(pieces) <= 4:
        return stack_text(pieces)
    return f"{len(pieces)}{stack_text(pieces[-3:])}"


def lines(view: View) -> list[str]:
    stacks = {name: _cell(pieces) for name, pieces in dict(view.get("stacks", {})).items()}
    lines = square_board(int(view.get("files", 8)), int(view.get("ranks", 8)), stacks, min_width=3)
    names = dict(
        zip(
            view.get("colours") or ["b", "w"],
            seat_words(view, [colour("k"), colour("w")]),
        )
    )
    kings = view.get("kings") or {}
    heights = view.get("king_heights") or {}
    each = " · ".join(
        w(
            "render-tumbling-text-king",
            name=names.get(c, c),
            cells=", ".join(kings.get(c, [])) or w("render-tumbling-text-none"),
            height=int(heights.get(c, 0)),
        )
        for c in names
    )
    lines.append(w("render-tumbling-text-kings", kings=each))
    lines.extend(f"! {say(t['text'])}" for t in view.get("threats") or [])
    lines.append(w("render-tumbling-text-key"))
    return lines
