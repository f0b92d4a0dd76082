"""Moves and their text notation.

A turn is a short sequence of draft moves; only `confirm` (and `pet`) runs the physics.

    take A07 left | take A02            choose a face-up Action Card option
    discard A18                         (only when no face-up option can be performed)
    walls bricks-left angels-right      which wall goes on which side
    spacing narrow|medium|wide|<mm>     distance between the two walls' centres
    nudge left|right                    move the planned piece 2 mm
    floor offset <mm>                   the new floor's offset along the wall tops
    friend <colour>                     the Friend's colour (cards that say "any")
    floor <n> | at <mm> | on f5         where the Friend (or Toto / your cat) goes
    lift f3                             the Friend to re-place / move
    friend ginger floor 3 at 20         all of a Friend placement at once (typed)
    friend white on f5
    confirm | back                      set the piece down / go back to the card choice
    give up                             abandon the piece in hand (after a try): option forfeited
    pet f5                              pet a Friend (runs at once)
    goal G02 climb 2 | end turn         complete a goal (Toto / your cat climbs) or end
    go higher | stop                    after a victory
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from bot.core.errors import InvalidMoveError
from bot.games.cattower.data import load_data
from bot.games.cattower.specs import WALL_TYPES
from bot.i18n import said

SPACING_PRESETS = (("narrow", 40.0), ("medium", 50.0), ("wide", 60.0))
NUDGE_MM = 2.0


#: A move argument: a card, side, wall type, colour or piece id, a floor number or a
#: length in mm.
Arg = str | int | float


@dataclass(frozen=True)
class CatMove:
    """A move: a verb and its arguments (strings, ints and floats in tenths of a mm)."""

    verb: str
    args: tuple[Arg, ...] = ()


CONFIRM = CatMove("confirm")
BACK = CatMove("back")
END_TURN = CatMove("end")
GO_HIGHER = CatMove("higher")
STOP = CatMove("stop")


def mm(value: float) -> float:
    """A length as the engine keeps it: rounded to a tenth of a millimetre."""
    v = round(float(value), 1)
    return 0.0 if v == 0 else v


def fmt_mm(value: float) -> str:
    v = mm(value)
    return f"{v:g}"


def spacing_text(value: float) -> str:
    for name, preset in SPACING_PRESETS:
        if mm(value) == preset:
            return name
    return fmt_mm(value)


def format_move(move: CatMove) -> str:
    """The canonical notation of `move`."""
    v, a = move.verb, move.args
    if v == "take":
        card, side = a
        single = len(load_data().action(str(card)).options) == 1
        return f"take {card}" if single else f"take {card} {side}"
    if v == "discard":
        return f"discard {a[0]}"
    if v == "walls":
        return f"walls {a[0]}-left {a[1]}-right"
    if v == "spacing":
        return f"spacing {spacing_text(float(a[0]))}"
    if v == "nudge":
        return f"nudge {a[0]}"
    if v == "offset":
        return f"floor offset {fmt_mm(float(a[0]))}"
    if v == "colour":
        return f"friend {a[0]}"
    if v == "floor":
        return f"floor {a[0]}"
    if v == "at":
        return f"at {fmt_mm(float(a[0]))}"
    if v in ("on", "lift", "pet"):
        return f"{v} {a[0]}"
    if v == "place":
        if a[1] == "on":
            return f"friend {a[0]} on {a[2]}"
        return f"friend {a[0]} floor {a[1]} at {fmt_mm(float(a[2]))}"
    if v == "goal":
        return f"goal {a[0]} climb {a[1]}"
    return {
        "confirm": "confirm",
        "back": "back",
        "end": "end turn",
        "higher": "go higher",
        "stop": "stop",
        "forfeit": "give up",
    }[v]


def _number(token: str, what: str) -> float:
    raw = token.lower().removesuffix("mm").replace("−", "-")
    try:
        value = float(raw)
    except ValueError:
        raise InvalidMoveError(said("cattower-not-mm", token=token, what=what)) from None
    if not math.isfinite(value):
        raise InvalidMoveError(said("cattower-not-usable", token=token))
    return mm(value)


def _int(token: str, what: str) -> int:
    if not token.lstrip("+").isdigit():
        raise InvalidMoveError(said("cattower-not-whole", token=token, what=what))
    return int(token)


def _card_id(token: str, prefix: str) -> str:
    t = token.upper()
    if len(t) >= 2 and t[0] == prefix and t[1:].isdigit():
        return f"{prefix}{int(t[1:]):02d}"
    raise InvalidMoveError(said("cattower-not-card-id", token=token, prefix=prefix))


def _piece(token: str) -> str:
    t = token.lower()
    if t.startswith("f") and t[1:].isdigit():
        return f"f{int(t[1:])}"
    raise InvalidMoveError(said("cattower-not-friend-id", token=token))


def _colour(token: str) -> str:
    colours = load_data().friend_colours
    t = token.lower()
    if t == "gray":
        t = "grey"
    if t not in colours:
        raise InvalidMoveError(said("cattower-not-colour", token=token, colours=", ".join(colours)))
    return t


def _walls(tokens: list[str]) -> CatMove:
    if len(tokens) != 2:
        raise InvalidMoveError(said("cattower-walls-how"))
    sides: dict[str, str] = {}
    bare: list[str] = []
    for tok in tokens:
        name, _, side = tok.partition("-")
        if name == "pillar":
            name = "pillars"
        if name not in WALL_TYPES:
            raise InvalidMoveError(
                said("cattower-not-wall", token=name, types=", ".join(WALL_TYPES))
            )
        if side in ("left", "right") and side not in sides:
            sides[side] = name
        elif not side:
            bare.append(name)
        else:
            raise InvalidMoveError(said("cattower-walls-how"))
    for name in bare:
        sides["left" if "left" not in sides else "right"] = name
    return CatMove("walls", (sides["left"], sides["right"]))


def parse_move(text: str) -> CatMove:
    """Read a move's notation (case and spacing free). Raises `InvalidMoveError`."""
    tokens = str(text).strip().lower().replace(",", " ").split()
    if not tokens:
        raise InvalidMoveError(said("cattower-type-a-move"))
    head, rest = tokens[0], tokens[1:]
    joined = " ".join(tokens)
    simple = {
        "confirm": CONFIRM,
        "back": BACK,
        "end turn": END_TURN,
        "end": END_TURN,
        "skip goal": END_TURN,
        "skip": END_TURN,
        "go higher": GO_HIGHER,
        "higher": GO_HIGHER,
        "stop": STOP,
        "give up": CatMove("forfeit"),
        "forfeit": CatMove("forfeit"),
    }
    if joined in simple:
        return simple[joined]
    if head == "take" and 1 <= len(rest) <= 2:
        side = rest[1] if len(rest) == 2 else "left"
        if side not in ("left", "right"):
            raise InvalidMoveError(said("cattower-choose-side"))
        return CatMove("take", (_card_id(rest[0], "A"), side))
    if head == "discard" and len(rest) == 1:
        return CatMove("discard", (_card_id(rest[0], "A"),))
    if head == "walls":
        return _walls(rest)
    if head == "spacing" and len(rest) == 1:
        presets = dict(SPACING_PRESETS)
        return CatMove(
            "spacing",
            (presets[rest[0]] if rest[0] in presets else _number(rest[0], "spacing"),),
        )
    if head == "nudge" and len(rest) == 1 and rest[0] in ("left", "right"):
        return CatMove("nudge", (rest[0],))
    if head == "offset" and len(rest) == 1:
        return CatMove("offset", (_number(rest[0], "offset"),))
    if head == "floor" and len(rest) == 2 and rest[0] == "offset":
        return CatMove("offset", (_number(rest[1], "offset"),))
    if head == "floor" and len(rest) == 1:
        return CatMove("floor", (_int(rest[0], "floor"),))
    if head == "at" and len(rest) == 1:
        return CatMove("at", (_number(rest[0], "spot"),))
    if head in ("on", "lift", "pet") and len(rest) == 1:
        return CatMove(head, (_piece(rest[0]),))
    if head == "friend" and len(rest) == 1:
        return CatMove("colour", (_colour(rest[0]),))
    if head == "friend" and len(rest) == 3 and rest[1] == "on":
        return CatMove("place", (_colour(rest[0]), "on", _piece(rest[2])))
    if head == "friend" and len(rest) in (3, 5) and rest[1] == "floor":
        at = _number(rest[4], "spot") if len(rest) == 5 and rest[3] == "at" else None
        if len(rest) == 5 and rest[3] != "at":
            raise InvalidMoveError(said("cattower-place-how"))
        return CatMove(
            "place", (_colour(rest[0]), _int(rest[2], "floor"), 0.0 if at is None else at)
        )
    if head == "goal" and len(rest) in (1, 3):
        climb = _int(rest[2], "climb") if len(rest) == 3 and rest[1] == "climb" else 0
        if len(rest) == 3 and rest[1] != "climb":
            raise InvalidMoveError(said("cattower-goal-how"))
        return CatMove("goal", (_card_id(rest[0], "G"), climb))
    raise InvalidMoveError(said("cattower-unreadable", text=text.strip()))
