"""Words about a position: what the active player is deciding, where a Friend stands, a
move in words (for menus and announcements) and a move as everyone may read it."""

from __future__ import annotations

from bot.games.cattower.cards import option_text
from bot.games.cattower.data import load_data
from bot.games.cattower.geometry import piece_info
from bot.games.cattower.model import CARD, CLIMB, FLOOR, FRIEND, GOAL, HIGHER, MAX_TRIES, PET, WALLS
from bot.games.cattower.notation import CatMove, fmt_mm, format_move, spacing_text
from bot.games.cattower.position import Position


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
        return f"Floor offset {side_text(float(a[0]))}"
    if v == "colour":
        return f"Use a {a[0]} Friend"
    if v == "floor":
        return f"Put it on floor {a[0]}"
    if v == "at":
        return f"Spot: {side_text(float(a[0]))}"
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


__all__ = ["describe_move", "friend_where", "public_text", "side_text", "step_text"]
