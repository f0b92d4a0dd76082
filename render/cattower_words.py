"""What Cat and the Tower's panel says, read from a view: who sits where, the "Last move"
line in words, and the end board's two summary lines (floors reached, what fell). Pure
text: the panel (`render/cattower_panel.py`) draws it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from render.lang import listing, say, seat_words, w

if TYPE_CHECKING:
    from bot.games.cattower.views import CatTowerView


#: The other steps of a turn, each read in the "Last move" line as
#: `render-cattower-step-<verb>` ($rest: the step's words after its verb, as
#: `bot.games.cattower.notation.format_move` writes them).
_STEP_WORDS = frozenset(
    ("discard", "spacing", "nudge", "on", "lift", "pet", "back", "end", "go", "stop", "give")
)


def last_move_line(view: CatTowerView) -> str | None:
    """The panel's "Last move" line, saying what happened: after a confirmed placement the
    engine's `notice` ("Floor 2 is on.", "The brown Friend f13 stays on floor 2."); for
    a step of the turn, that step in words ("took Action card A07 (left)", "aimed 12 mm
    right", "completed goal G01: Toto climbs 1"); the raw notation for anything else.
    None when there is no last move."""
    last = view.get("last_move")
    if not isinstance(last, str) or not last:
        return None
    return w("render-last-move", move=_step_words(last, view.get("notice")))


def _step_words(last: str, notice: Any) -> str:
    """The last move in words (see `last_move_line`); tokens of the notation (cards,
    cells, colours, wall types) are kept as typed."""
    words = last.split()
    head, rest = words[0], words[1:]
    if head == "confirm":
        said = say(notice) if isinstance(notice, (str, Mapping)) else ""
        return said or w("render-cattower-step-confirm")
    if head == "take" and rest:
        if len(rest) > 1:
            return w("render-cattower-step-take-side", card=rest[0], side=rest[1])
        return w("render-cattower-step-take", card=rest[0])
    if head == "at" and rest and rest[0].lstrip("-").isdigit():
        mm = int(rest[0])
        return w("render-cattower-step-aim", mm=abs(mm), side=_side(mm))
    if head == "goal" and len(rest) >= 3 and rest[1] == "climb":
        return w("render-cattower-step-goal", goal=rest[0], climb=rest[2])
    if head == "floor" and len(rest) >= 2 and rest[0] == "offset" and rest[1].lstrip("-").isdigit():
        mm = int(rest[1])
        return w("render-cattower-step-shift", mm=abs(mm), side=_side(mm))
    if head == "walls" and len(rest) == 2:
        return w(
            "render-cattower-step-walls",
            left=rest[0].replace("-", " "),
            right=rest[1].replace("-", " "),
        )
    if head == "friend" and len(rest) == 1:
        return w("render-cattower-step-friend", colour=rest[0])
    if head == "friend" and len(rest) >= 3:
        return w("render-cattower-step-friend-set", colour=rest[0], where=" ".join(rest[1:]))
    if head == "floor" and len(rest) == 1:
        return w("render-cattower-step-floor", floor=rest[0])
    if head in _STEP_WORDS:
        return w(f"render-cattower-step-{head}", rest=" ".join(rest))
    return last


def _side(mm: int) -> str:
    """The side of a shift in millimetres, as the catalogue's selectors read it."""
    return "centre" if mm == 0 else "right" if mm > 0 else "left"


def as_int(v: Any, default: int = 0) -> int:
    """`v` when it is a whole number (not a bool), else `default`."""
    return v if isinstance(v, int) and not isinstance(v, bool) else default


def names_of(view: CatTowerView) -> list[str]:
    """Who sits in each seat: the players' names (`player_names`), else the seat names."""
    players = view.get("player_names")
    if isinstance(players, list) and players:
        return [say(n) for n in players]
    return seat_words(view)


def scarves_of(view: CatTowerView) -> dict[int, str]:
    """Competitive: each seat's Black Cat scarf (empty in co-op play)."""
    return {
        as_int(c.get("seat"), -1): str(c.get("scarf", ""))
        for c in view.get("cats") or []
        if isinstance(c, Mapping)
    }


def reached_line(view: CatTowerView) -> str:
    """The end board's floors: 'Toto reached floor 4 · the tower stands 6 floors high'."""
    floors = as_int(view.get("floors"))
    if view.get("mode") == "competitive":
        return w("render-cattower-tower-stands", count=floors)
    return w(
        "render-cattower-reached",
        floor=as_int(view.get("toto_floor"), 1),
        tower=w("render-cattower-tower-stands-low", count=floors),
    )


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
        w(key, count=n)
        for n, key in (
            (counts["floor"], "render-cattower-fell-floors"),
            (counts["friend"], "render-cattower-fell-friends"),
        )
        if n
    ]
    if not walls and not extra:
        return w("render-cattower-nothing-fell")
    if extra:
        return w("render-cattower-fell-last", walls=walls, last=listing(extra))
    return w("render-cattower-fell", walls=walls)
