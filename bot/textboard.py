"""Text boards for the terminal `play` command: a game's view → lines of plain text.

`text_board(view)` picks a drawer by `view["game"]`; a game without its own drawer gets a
generic summary of its view (every field but the encoded state). Drawers read only the
view, like the PNG renderers, so a seat's secrets appear only in that seat's view.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.core.grid import FILES

View = Mapping[str, Any]


def stack_text(pieces: list[Any]) -> str:
    """A stack bottom→top as letters, the top piece upper-cased (its owner):
    ``["y", "b"]`` → ``"yB"``; multi-letter pieces (``"r3"``) are joined the same way."""
    if not pieces:
        return "."
    parts = [str(p) for p in pieces]
    parts[-1] = parts[-1].upper()
    return "".join(parts)


def square_board(files: int, ranks: int, cells: Mapping[str, str], min_width: int = 2) -> list[str]:
    """A square board with rank numbers on the left (highest rank on top) and file letters
    underneath; `cells` maps cell names to their text (missing cells show `.`)."""
    width = max([min_width, *(len(t) for t in cells.values())])
    lines = []
    for rank in range(ranks, 0, -1):
        row = [cells.get(f"{FILES[f]}{rank}", ".").rjust(width) for f in range(files)]
        lines.append(f"{rank:>2} " + " ".join(row))
    lines.append("   " + " ".join(FILES[f].rjust(width) for f in range(files)))
    return lines


def turn_line(view: View) -> str:
    """ "Yellow to move", or the result once the game is over."""
    names = [str(n) for n in view.get("seat_names") or []]
    outcome = view.get("outcome")
    if outcome:
        winners = [
            names[w] if w < len(names) else f"Player {w + 1}" for w in outcome.get("winners", [])
        ]
        result = (
            "Draw"
            if not winners
            else " and ".join(winners) + (" win" if len(winners) > 1 else " wins")
        )
        return f"{result} — {outcome.get('reason', '')}".rstrip(" —")
    seat = view.get("to_move")
    if seat is None:
        return "Waiting for players"
    name = names[seat] if isinstance(seat, int) and seat < len(names) else f"Player {seat}"
    return f"{name} to move"


def owner_height(pieces: list[Any]) -> str:
    """A stack as its owner (the top piece, upper-cased) and its height when above one:
    ``["y", "b", "b"]`` → ``"B3"``, ``["y"]`` → ``"Y"``."""
    if not pieces:
        return "."
    top = str(pieces[-1]).upper()
    return top if len(pieces) == 1 else f"{top}{len(pieces)}"


def _towers(view: View) -> list[str]:
    stacks = {name: owner_height(pieces) for name, pieces in dict(view.get("stacks", {})).items()}
    lines = square_board(int(view.get("files", 6)), int(view.get("ranks", 6)), stacks)
    names = [str(n) for n in view.get("seat_names") or ["Yellow", "Blue"]]
    scores = view.get("scores") or [0, 0]
    score = " · ".join(f"{n} {s}" for n, s in zip(names, scores))
    limit = view.get("quiet_limit")
    quiet = f" · quiet {view.get('quiet', 0)}/{limit}" if limit else ""
    return lines + [f"{score}{quiet}", "(each tower: its owner's letter and its height)"]


def _tumbling_cell(pieces: list[Any]) -> str:
    """Short stacks in full (top upper-cased), tall ones as height + their top three."""
    if len(pieces) <= 4:
        return stack_text(pieces)
    return f"{len(pieces)}{stack_text(pieces[-3:])}"


def _tumbling(view: View) -> list[str]:
    stacks = {name: _tumbling_cell(pieces) for name, pieces in dict(view.get("stacks", {})).items()}
    lines = square_board(int(view.get("files", 8)), int(view.get("ranks", 8)), stacks, min_width=3)
    names = dict(
        zip(view.get("colours") or ["b", "w"], view.get("seat_names") or ["Black", "White"])
    )
    kings = view.get("kings") or {}
    heights = view.get("king_heights") or {}
    lines.append(
        "Kings: "
        + " · ".join(
            f"{names.get(c, c)} {', '.join(kings.get(c, [])) or 'none'} ({heights.get(c, 0)} high)"
            for c in names
        )
    )
    lines.extend(f"! {t['text']}" for t in view.get("threats") or [])
    lines.append(
        "(stacks bottom→top, the owner's top piece in capitals; tall stacks: height + top three)"
    )
    return lines


def _stacktics(view: View) -> list[str]:
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
        + " · ".join(f"{names.get(c, c)} {captured.get(c, 0)}/{target}" for c in ("r", "b"))
    )
    if view.get("pie_text"):
        lines.append(str(view["pie_text"]))
    lines.append("(colour letter, then piece sizes bottom→top: R321 = a Red tree)")
    return lines


def hex_board(radius: int, cells: Mapping[str, str], min_width: int = 2) -> list[str]:
    """A hex-hex board drawn with each column (a, b, …) upright and neighbouring columns
    half a row apart, so every cell touches its six neighbours on screen."""
    from bot.core.grid import hex_grid

    grid = hex_grid(radius)
    width = max([min_width, *(len(t) for t in cells.values())])
    rows: dict[int, dict[int, str]] = {}
    for q, r in grid.cells:
        name = grid.name((q, r))
        text = cells.get(name, ".")
        rows.setdefault(2 * r + q, {})[q] = f"{name}:{text}".rjust(width + 4)
    lines = []
    for y in sorted(rows):
        row = rows[y]
        lines.append(
            " ".join(row.get(q, " " * (width + 4)) for q in range(-radius, radius + 1)).rstrip()
        )
    return lines


def _kitty(view: View) -> list[str]:
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


def _tower_lines(bodies: list[Mapping[str, Any]]) -> list[str]:
    """One line per floor, top first: its centre (mm from the table's centre), its tilt,
    and the Friends standing near it; then the debris count."""
    import math

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


def _cattower(view: View) -> list[str]:
    lines = [
        (
            f"Floors built: {view.get('floors')} · target floor {view.get('target_floor')} · "
            f"walls fallen {view.get('fallen_walls')}/{view.get('max_fallen')}"
        ),
    ]
    if view.get("toto_floor") is not None:
        lines.append(f"Toto is on floor {view.get('toto_floor')}")
    names = view.get("seat_names") or []
    for cat in view.get("cats") or []:
        seat = cat.get("seat", 0)
        lines.append(
            f"{names[seat] if seat < len(names) else seat}'s cat: floor {cat.get('floor')}"
        )
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


def _generic(view: View) -> list[str]:
    lines = []
    for key, value in view.items():
        if key in ("state", "game"):
            continue
        text = repr(value)
        lines.append(f"{key}: {text if len(text) <= 160 else text[:157] + '...'}")
    return lines


_DRAWERS: dict[str, Callable[[View], list[str]]] = {
    "towers": _towers,
    "tumbling": _tumbling,
    "stacktics": _stacktics,
    "kitty": _kitty,
    "cattower": _cattower,
}


def register_drawer(game: str, drawer: Callable[[View], list[str]]) -> None:
    """Use `drawer` for views of `game` (other modules may add drawers)."""
    _DRAWERS[game] = drawer


def text_board(view: View) -> str:
    """The board of `view` as text, ending with whose turn it is (or the result)."""
    drawer = _DRAWERS.get(str(view.get("game")), _generic)
    try:
        body = drawer(view)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        body = _generic(view)  # a view shape this drawer does not know yet
    return "\n".join([*body, turn_line(view)])
