"""Towers as a text board (`render.textboard.text_board` finds `lines` here)."""

from __future__ import annotations

from render.textboard import View, owner_height, square_board


def lines(view: View) -> list[str]:
    stacks = {name: owner_height(pieces) for name, pieces in dict(view.get("stacks", {})).items()}
    lines = square_board(int(view.get("files", 6)), int(view.get("ranks", 6)), stacks)
    names = [str(n) for n in view.get("seat_names") or ["Yellow", "Blue"]]
    scores = view.get("scores") or [0, 0]
    score = " · ".join(f"{n} {s}" for n, s in zip(names, scores))
    limit = view.get("quiet_limit")
    quiet = (
        f" · {view.get('quiet', 0)} of {limit} moves without a merge (at {limit} the game ends)"
        if limit
        else ""
    )
    return lines + [f"{score}{quiet}", "(each tower: its owner's letter and its height)"]
