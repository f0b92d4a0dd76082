"""What Cat and the Tower's panel says, read from a view: who sits where, the "Last move"
line in words, and the end board's two summary lines (floors reached, what fell). Pure
text: the panel (`render/cattower_panel.py`) draws it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bot.games.cattower.views import CatTowerView


#: How the other steps of a turn read in the "Last move" line ({0}: the step's words
#: after its verb, as `bot.games.cattower.notation.format_move` writes them).
_STEP_WORDS: dict[str, str] = {
    "discard": "discarded {0}",
    "spacing": "set the walls {0} apart",
    "nudge": "nudged the piece {0}",
    "on": "chose to place on {0}",
    "lift": "lifted {0}",
    "pet": "petted {0}",
    "back": "went back",
    "end": "ended the turn",
    "go": "chose to go higher",
    "stop": "stopped",
    "give": "gave up",
}


def last_move_line(view: CatTowerView) -> str | None:
    """The panel's "Last move" line, saying what happened: after a confirmed placement the
    engine's `notice` ("Floor 2 is on.", "The brown Friend f13 stays on floor 2."); for
    a step of the turn, that step in words ("took Action card A07 (left)", "aimed 12 mm
    right", "completed goal G01: Toto climbs 1"); the raw notation for anything else.
    None when there is no last move."""
    last = view.get("last_move")
    if not isinstance(last, str) or not last:
        return None
    notice = view.get("notice")
    words = last.split()
    head, rest = words[0], words[1:]
    if head == "confirm":
        return (
            f"Last move: {notice}"
            if isinstance(notice, str) and notice
            else "Last move: set the piece down"
        )
    if head == "take" and rest:
        side = f" ({rest[1]})" if len(rest) > 1 else ""
        return f"Last move: took Action card {rest[0]}{side}"
    if head == "at" and rest and rest[0].lstrip("-").isdigit():
        mm = int(rest[0])
        where = "centred" if mm == 0 else f"{abs(mm)} mm {'right' if mm > 0 else 'left'}"
        return f"Last move: aimed the piece {where}"
    if head == "goal" and len(rest) >= 3 and rest[1] == "climb":
        return f"Last move: completed goal {rest[0]}: Toto climbs {rest[2]}"
    if head == "floor" and len(rest) >= 2 and rest[0] == "offset" and rest[1].lstrip("-").isdigit():
        mm = int(rest[1])
        return (
            f"Last move: shifted the floor {abs(mm)} mm {'right' if mm > 0 else 'left'}"
            if mm
            else "Last move: floor centred"
        )
    if head == "walls" and len(rest) == 2:
        return f"Last move: walls {rest[0].replace('-', ' ')}, {rest[1].replace('-', ' ')}"
    if head == "friend" and len(rest) == 1:
        return f"Last move: chose a {rest[0]} Friend"
    if head == "friend" and len(rest) >= 3:
        return f"Last move: set a {rest[0]} Friend {' '.join(rest[1:])}"
    if head == "floor" and len(rest) == 1:
        return f"Last move: chose floor {rest[0]}"
    if head in _STEP_WORDS:
        return "Last move: " + _STEP_WORDS[head].format(" ".join(rest))
    return f"Last move: {last}"


def as_int(v: Any, default: int = 0) -> int:
    """`v` when it is a whole number (not a bool), else `default`."""
    return v if isinstance(v, int) and not isinstance(v, bool) else default


def names_of(view: CatTowerView) -> list[str]:
    """Who sits in each seat: the players' names (`player_names`), else the seat names."""
    players = view.get("player_names")
    if isinstance(players, list) and players:
        return [str(n) for n in players]
    names = view.get("seat_names")
    return [str(n) for n in names] if isinstance(names, list) else []


def scarves_of(view: CatTowerView) -> dict[int, str]:
    """Competitive: each seat's Black Cat scarf (empty in co-op play)."""
    return {
        as_int(c.get("seat"), -1): str(c.get("scarf", ""))
        for c in view.get("cats") or []
        if isinstance(c, Mapping)
    }


#: The turn line's end ("▶ Mira to play").
TO_PLAY = " to play"


def reached_line(view: CatTowerView) -> str:
    """The end board's floors: 'Toto reached floor 4 · the tower stands 6 floors high'."""
    floors = as_int(view.get("floors"))
    tower = f"the tower stands {floors} floor{'s' * (floors != 1)} high"
    if view.get("mode") == "competitive":
        return tower[0].upper() + tower[1:]
    return f"Toto reached floor {as_int(view.get('toto_floor'), 1)} · {tower}"


def fell_line(view: CatTowerView) -> str:
    """The end board's damage in one line: the walls that fell in the game, and the floors
    and Friends the last fall knocked off ('What fell: 6 walls in the game, and 2 floors
    and 3 Friends in the last fall'), or 'Nothing fell'."""
    walls = as_int(view.get("fallen_walls"))
    counts = {"floor": 0, "friend": 0}
    for body in view.get("bodies") or []:
        if isinstance(body, Mapping) and body.get("debris") and body.get("kind") in counts:
            counts[str(body["kind"])] += 1
    extra = [
        f"{n} {word}{'s' * (n != 1)}"
        for n, word in ((counts["floor"], "floor"), (counts["friend"], "Friend"))
        if n
    ]
    if not walls and not extra:
        return "Nothing fell"
    head = f"What fell: {walls} wall{'s' * (walls != 1)} in the game"
    return head + (f", and {' and '.join(extra)} in the last fall" if extra else "")
