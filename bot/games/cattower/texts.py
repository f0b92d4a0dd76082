"""Words about a position: what the active player is deciding, where a Friend stands, a
move in words (for menus and announcements) and a move as everyone may read it; and the
sentences the board and the channel show after a placement (how the hand slipped, what a
pat did, what fell) — every player-facing sentence of Cat and the Tower's engine lives
here, in players' words (no engine terms: no "fold", "stance", "mm/s").
"""

from __future__ import annotations

from bot.games.cattower.cards import option_text
from bot.games.cattower.data import load_data
from bot.games.cattower.geometry import piece_info
from bot.games.cattower.model import CARD, CLIMB, FLOOR, FRIEND, GOAL, HIGHER, MAX_TRIES, PET, WALLS
from bot.games.cattower.notation import CatMove, fmt_mm, format_move, spacing_text
from bot.games.cattower.position import Position

# ----- after a placement: the hand, the pat, the damage ---------------------------------------
#: A wall squeezed narrower than this share of its width gets a word in the slip sentence.
SQUEEZE_NOTED = 0.995
#: A pat slower than this (mm/s down) is "gentle", faster than `PAT_HARD` "heavy".
PAT_GENTLE, PAT_HARD = 25.0, 80.0
#: A pat pushing sideways slower than this (mm/s) counts as straight down; `PUSH_HARD` hard.
PUSH_NOTED, PUSH_HARD = 5.0, 30.0
#: Above this many pieces the damage sentence counts them instead of naming each one.
NAMED_PIECES = 3
#: The note of a `give up`.
GAVE_UP = "The player gave up the placement; the option is forfeited."


def describe_piece(pid: str) -> str:
    """'the ginger Friend f5', 'floor 7', 'an Angels wall', 'Toto'."""
    info = piece_info(pid)
    if info.kind == "friend":
        return f"the {info.colour} Friend {pid}"
    if info.kind == "floor":
        return f"floor {info.label}"
    if info.kind == "wall":
        name = load_data().wall(info.wall_type or "").name
        return f"{'an' if name[0] in 'AEIOU' else 'a'} {name} wall"
    if info.kind == "toto":
        return "Toto"
    return f"the {info.colour}-scarf cat"


def hand_text(dx: float, tilt_deg: float, kept: float = 1.0) -> str:
    """How the hand set one piece down: '3.1 mm left and tipped 1.4° to the right' (or
    'right on the spot and …'), and for
    a wall pinched narrower by the fingers ('kept' < 1: the share of its width it stands
    on), ', squeezed 4% narrower'."""
    side = "left" if dx < 0 else "right"
    lean = "left" if tilt_deg > 0 else "right"
    where = "right on the spot" if abs(dx) < 0.05 else f"{abs(dx):.1f} mm {side}"
    text = f"{where} and tipped {abs(tilt_deg):.1f}° to the {lean}"
    if kept < SQUEEZE_NOTED:
        text += f", squeezed {max(1, round((1.0 - kept) * 100))}% narrower"
    return text


def slip_sentence(parts: list[str], brushed: str | None) -> str:
    """'The hand slipped …' for one piece or a pair of walls (`parts` from `hand_text`),
    and which piece the hand knocked on the way ('brushed', a piece id)."""
    if len(parts) == 2:
        sentence = f"The hand slipped: left wall {parts[0]}; right wall {parts[1]}."
    else:
        sentence = f"The hand slipped {parts[0]}." if parts else ""
    if brushed:
        sentence += f" On the way it bumped {describe_piece(brushed)}."
    return sentence.strip()


def pat_sentence(down: float, side: float) -> str:
    """What a pat felt like: 'A gentle pat, pushing a little to the left.' (`down` and
    `side` are the pat's speeds, mm/s; `side` < 0 is to the left)."""
    weight = "gentle" if down < PAT_GENTLE else ("heavy" if down > PAT_HARD else "firm")
    way = "left" if side < 0 else "right"
    if abs(side) < PUSH_NOTED:
        push = "straight down"
    elif abs(side) < PUSH_HARD:
        push = f"pushing a little to the {way}"
    else:
        push = f"pushing hard to the {way}"
    return f"A {weight} pat, {push}."


def _pieces(pids: list[str]) -> str:
    """The pieces by name when few ('floor 3 and the ginger Friend f5'), else counted
    ('2 floors and 3 Friends')."""
    if len(pids) <= NAMED_PIECES:
        names = [describe_piece(p) for p in pids]
        return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    counts: dict[str, int] = {}
    for pid in pids:
        kind = piece_info(pid).kind
        counts[kind] = counts.get(kind, 0) + 1
    words = {"floor": "floor", "friend": "Friend", "wall": "wall", "toto": "Toto"}
    named = [
        f"{n} {words.get(kind, 'cat')}{'s' if n > 1 and kind != 'toto' else ''}"
        for kind, n in counts.items()
    ]
    return named[0] if len(named) == 1 else ", ".join(named[:-1]) + " and " + named[-1]


def damage_sentence(
    fallen_now: int,
    fallen_total: int,
    most: int,
    lost: list[str],
    restored: list[str],
    returned: list[str],
) -> str:
    """What the settling did, in one sentence: walls that fell (and how many are down of
    the `most` that end the game), pieces back in the stock, pieces put back, and Toto or
    cats that went back to where the turn started. Long lists are counted, not named."""
    parts = []
    if fallen_now:
        parts.append(
            f"{fallen_now} wall{'s' if fallen_now > 1 else ''} fell from the tower "
            f"({fallen_total} of {most} down)"
        )
    if lost:
        parts.append(f"{_pieces(lost)} went back to the stock")
    if restored:
        parts.append(
            f"{_pieces(restored)} put back where {'it was' if len(restored) == 1 else 'they were'}"
        )
    if returned:
        parts.append(f"{_pieces(returned)} went back down to where the turn started")
    return "; ".join(parts)


def failed_try_sentence(what: str, tries: int, most: int, spot_gone: bool = False) -> str:
    """'<what> — try 2 of 3 next', or why the option is forfeited."""
    if tries >= most and not spot_gone:
        return f"{what} — that was the last try, so the option is forfeited"
    if spot_gone:
        return f"{what} — and the spot it was meant for is gone, so the option is forfeited"
    return f"{what} — try {tries + 1} of {most} next"


def side_text(x: float) -> str:
    """'centred', or '12 mm left' / '4.5 mm right' of the centre."""
    if abs(x) < 0.05:
        return "centred"
    return f"{fmt_mm(abs(x))} mm {'left' if x < 0 else 'right'}"


def step_text(state: Position) -> str:
    """What the active player is deciding now, in words."""
    t, d = state.turn, state.turn.draft
    data = load_data()
    if state.result is not None:
        return "Game over"
    tries = f" (try {t.tries + 1} of {MAX_TRIES})" if t.tries else ""
    if t.step == CARD:
        return "Choose an Action Card"
    if t.step == HIGHER:
        return "Victory! Go higher, or stop here?"
    if t.step == GOAL:
        if state.coop:
            return "Complete a goal (Toto climbs) or end the turn"
        return "Move a Friend up, complete a goal, or end the turn"
    if t.step == PET:
        return "Pet a Friend" if t.done == 0 else "Pet another Friend"
    assert d is not None
    if t.step == WALLS:
        left, right = data.wall(d.left).name, data.wall(d.right).name
        return (
            f"Place the walls: {left} left, {right} right, {fmt_mm(d.spacing)} mm apart, "
            f"{side_text(d.shift)}{tries}"
        )
    if t.step == FLOOR:
        return f"Lay floor {state.top_floor + 1} on the walls, {side_text(d.shift)}{tries}"
    if t.step == FRIEND:
        verb = "Move" if t.purpose == "move" else "Place"
        what = f"{verb} {'the' if d.source else 'a'} {d.colour or '?'} Friend"
        where = (
            f"on top of {d.on}"
            if d.on
            else (f"on floor {d.floor}, {side_text(d.shift)}" if d.floor else "(choose a floor)")
        )
        return f"{what} {where}{tries}"
    if t.step == CLIMB:
        who = "Toto" if state.coop else "your cat"
        where = f"on top of {d.on}" if d.on else side_text(d.shift)
        return f"Set {who} down on floor {d.floor}, {where}{tries}"
    return t.step


def friend_where(state: Position, fid: str) -> str:
    """'ginger Friend on floor 3' (or 'on top of f2')."""
    info = piece_info(fid)
    floor = state.scene.floor_of(fid)
    where = f"on floor {floor}" if floor is not None else "on the tower"
    return f"{info.colour} Friend {fid} {where}"


def describe_move(state: Position, move: CatMove) -> str:
    """A label in words for menus and announcements (secret-free for other seats only in
    `public_text`)."""
    data = load_data()
    v, a = move.verb, move.args
    if v == "take":
        card = data.action(str(a[0]))
        return f"{a[0]}: {option_text(card.option(str(a[1])))}"
    if v == "discard":
        return f"Discard {a[0]} (nothing on the cards can be done)"
    if v == "walls":
        return f"{data.wall(str(a[0])).name} on the left, {data.wall(str(a[1])).name} on the right"
    if v == "spacing":
        return f"Walls {spacing_text(float(a[0]))} ({fmt_mm(float(a[0]))} mm apart)"
    if v == "nudge":
        return f"Nudge the piece 2 mm {a[0]}"
    if v == "offset":
        x = float(a[0])
        return "Lay the floor centred" if abs(x) < 0.05 else f"Shift the floor {side_text(x)}"
    if v == "colour":
        return f"Use a {a[0]} Friend"
    if v == "floor":
        return f"Put it on floor {a[0]}"
    if v == "at":
        return f"Set it down {side_text(float(a[0]))}"
    if v == "on":
        return f"On top of the {friend_where(state, str(a[0]))}"
    if v == "lift":
        return f"Pick up the {friend_where(state, str(a[0]))}"
    if v == "pet":
        return f"Pet the {friend_where(state, str(a[0]))}"
    if v == "place":
        return format_move(move)
    if v == "goal":
        floors = f"{a[1]} floor{'s' if a[1] != 1 else ''}"
        if state.coop:
            return f"Complete {data.goal(str(a[0])).name}: Toto climbs {floors}"
        hand = state.decks.hands[state.active]
        number = hand.index(str(a[0])) + 1 if a[0] in hand else 0
        return f"Complete your secret goal #{number}: your cat climbs {floors}"
    return {
        "confirm": "Confirm: set it down",
        "back": "Back to the card choice",
        "end": "End the turn",
        "higher": "Go higher: take on the next Story Card",
        "stop": "Stop here and celebrate",
        "forfeit": "Give up this placement (the option is forfeited)",
    }.get(v, format_move(move))


def public_text(state: Position, move: CatMove) -> str:
    """The move's notation with secrets hidden (a competitive goal is not named)."""
    if move.verb == "goal" and not state.coop:
        return f"goal (secret) climb {move.args[1]}"
    return format_move(move)


__all__ = [
    "GAVE_UP",
    "damage_sentence",
    "describe_move",
    "describe_piece",
    "failed_try_sentence",
    "friend_where",
    "hand_text",
    "pat_sentence",
    "public_text",
    "side_text",
    "slip_sentence",
    "step_text",
]
