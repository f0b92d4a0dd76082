"""What players see: the view dict (the renderer's input), step texts, move labels, and
the buttons and select menus of the current step.

Public views never hold a secret: competitive goal cards appear only in `view(seat)` under
"secret" for that seat; deck order and the match seed are never shown.
"""

from __future__ import annotations

from typing import Any

from bot.core.protocol import ButtonSpec, SelectSpec
from bot.games.cattower.cards import option_text, short_option_text
from bot.games.cattower.data import load_data
from bot.games.cattower.drafts import ghost_spots
from bot.games.cattower.geometry import (
    BodyRec,
    Pose,
    floor1_poly,
    piece_info,
    table_poly,
    world_poly,
)
from bot.games.cattower.goals import describe
from bot.games.cattower.moves import CatMove, fmt_mm, format_move, spacing_text
from bot.games.cattower.state import (
    CARD,
    CLIMB,
    FLOOR,
    FRIEND,
    GOAL,
    HIGHER,
    MAX_FALLEN,
    MAX_TRIES,
    PET,
    WALLS,
    CatState,
)

SIDE_CATS_X = -58.0
SIDE_CATS_STEP = 17.0


# ----- bodies ----------------------------------------------------------------------------------------
def _round_poly(poly: Any) -> list[list[float]]:
    return [[round(x, 2), round(y, 2)] for x, y in poly]


def body_view(pid: str, pose: Pose, fold: float = 1.0, debris: bool = False) -> dict[str, Any]:
    info = piece_info(pid)
    return {
        "id": pid,
        "kind": info.kind,
        "label": info.label,
        "wall_type": info.wall_type,
        "colour": info.colour,
        "poly": _round_poly(world_poly(pid, pose, fold)),
        "debris": debris,
    }


def bodies_view(
    state: CatState, records: tuple[BodyRec, ...], debris: tuple[BodyRec, ...] = ()
) -> list[dict[str, Any]]:
    """The table, floor 1, every piece (and pieces shown as debris), and competitive cats
    waiting beside floor 1."""
    out = [
        {
            "id": "table",
            "kind": "table",
            "label": "",
            "wall_type": None,
            "colour": None,
            "poly": _round_poly(table_poly()),
            "debris": False,
        },
        {
            "id": "fl1",
            "kind": "floor",
            "label": "1",
            "wall_type": None,
            "colour": None,
            "poly": _round_poly(floor1_poly()),
            "debris": False,
        },
    ]
    out += [body_view(r.id, r.pose, r.fold) for r in records]
    out += [body_view(r.id, r.pose, r.fold, debris=True) for r in debris]
    if not state.coop:
        present = {r.id for r in records}
        half = load_data().toto.height / 2.0
        waiting = [s for s in range(state.players) if state.cat_piece(s) not in present]
        for i, seat in enumerate(waiting):
            pose = Pose(SIDE_CATS_X - SIDE_CATS_STEP * i, half, 0.0)
            out.append(body_view(state.cat_piece(seat), pose))
    return out


# ----- texts --------------------------------------------------------------------------------------------
def _side(x: float) -> str:
    if abs(x) < 0.05:
        return "centred"
    return f"{fmt_mm(abs(x))} mm {'left' if x < 0 else 'right'}"


def step_text(state: CatState) -> str:
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
            f"{_side(d.shift)}{tries}"
        )
    if t.step == FLOOR:
        return f"Lay floor {state.top_floor + 1} on the walls, {_side(d.shift)}{tries}"
    if t.step == FRIEND:
        verb = "Move" if t.purpose == "move" else "Place"
        what = f"{verb} {'the' if d.source else 'a'} {d.colour or '?'} Friend"
        where = (
            f"on top of {d.on}"
            if d.on
            else (f"on floor {d.floor}, {_side(d.shift)}" if d.floor else "(choose a floor)")
        )
        return f"{what} {where}{tries}"
    if t.step == CLIMB:
        who = "Toto" if state.coop else "your cat"
        where = f"on top of {d.on}" if d.on else _side(d.shift)
        return f"Set {who} down on floor {d.floor}, {where}{tries}"
    return t.step


def friend_where(state: CatState, fid: str) -> str:
    """'ginger Friend on floor 3' (or 'on top of f2')."""
    info = piece_info(fid)
    floor = state.scene.floor_of(fid)
    where = f"on floor {floor}" if floor is not None else "on the tower"
    return f"{info.colour} Friend {fid} {where}"


def describe_move(state: CatState, move: CatMove) -> str:
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
        return f"Walls {spacing_text(float(a[0]))} ({fmt_mm(float(a[0]))} mm apart)"  # type: ignore[arg-type]
    if v == "nudge":
        return f"Nudge the piece 2 mm {a[0]}"
    if v == "offset":
        return f"Floor offset {_side(float(a[0]))}"  # type: ignore[arg-type]
    if v == "colour":
        return f"Use a {a[0]} Friend"
    if v == "floor":
        return f"Put it on floor {a[0]}"
    if v == "at":
        return f"Spot: {_side(float(a[0]))}"  # type: ignore[arg-type]
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


def public_text(state: CatState, move: CatMove) -> str:
    """The move's notation with secrets hidden (a competitive goal is not named)."""
    if move.verb == "goal" and not state.coop:
        return f"goal (secret) climb {move.args[1]}"
    return format_move(move)


# ----- the view -----------------------------------------------------------------------------------------
def build_view(state: CatState, seat: int | None) -> dict[str, Any]:
    """The view schema the renderer draws (see the package README in rules.md)."""
    from bot.games.cattower.codec import public_snapshot

    data = load_data()
    decks = state.decks
    ghost = None
    spots = ghost_spots(state) if state.result is None else []
    if spots:
        ghost = [body_view(s.pid, s.pose(), s.fold) for s in spots]
    out = state.result
    story = state.story_card
    read = story.id in state.stories_won
    view: dict[str, Any] = {
        "game": "cattower",
        "mode": state.mode,
        "players": state.players,
        "seat_names": [data.scarves[s].capitalize() for s in range(state.players)],
        "to_move": state.to_move,
        "bodies": bodies_view(state, state.bodies, state.debris_shown),
        "ghost": ghost,
        "floors": state.top_floor,
        "toto_floor": state.toto_floor if state.coop else None,
        "goal_floor": (state.goal_floor or state.toto_floor + 1) if state.coop else None,
        "target_floor": state.target_floor,
        "fallen_walls": len(state.fallen),
        "max_fallen": MAX_FALLEN,
        "face_up_actions": [
            {
                "id": c,
                "options": [
                    {"side": side, "text": option_text(opt)} for side, opt in data.action(c).options
                ],
            }
            for c in decks.action_up
        ],
        "face_up_goals": [
            {
                "id": g,
                "name": data.goal(g).name,
                "text": describe(data.goal(g)),
                "climb": data.goal(g).climb,
            }
            for g in decks.goal_up
        ],
        "cats": []
        if state.coop
        else [
            {
                "seat": s,
                "floor": state.cats[s],
                "scarf": data.scarves[s],
                "arrived": state.arrivals[s],
                "track": state.track[s],
            }
            for s in range(state.players)
        ],
        "ranking": [] if state.coop else state.ranking(),
        "step": step_text(state),
        "slip": state.slip,
        "notice": state.notice,
        "tries": state.turn.tries,
        "difficulty": list(state.difficulty),
        "discards": {"actions": list(decks.action_discard), "goals": list(decks.goal_discard)},
        "story": {
            "target": story.target,
            "title": story.title,
            "text": story.text if read else "",
            "read": read,
        },
        "stories_won": list(state.stories_won),
        "count_frames": None
        if state.count_frames is None
        else [bodies_view(state, frame) for frame in state.count_frames],
        "count_verdict": state.count_verdict,
        "last_move": state.last_move,
        "ply": state.plies,
        "outcome": None if out is None else {"winners": list(out.winners), "reason": out.reason},
        "secret": None,
        "state": public_snapshot(state, seat),
    }
    if seat is not None and not state.coop and 0 <= seat < state.players:
        view["secret"] = {
            "title": "Your goal cards",
            "cards": [
                {
                    "id": g,
                    "name": data.goal(g).name,
                    "text": describe(data.goal(g)),
                    "climb": data.goal(g).climb,
                }
                for g in decks.hands[seat]
            ],
        }
    return view


# ----- buttons and menus --------------------------------------------------------------------------------
def _spread(values: list[CatMove], most: int) -> list[CatMove]:
    if len(values) <= most:
        return values
    step = (len(values) - 1) / (most - 1)
    return [values[round(i * step)] for i in range(most)]


def _button_label(state: CatState, move: CatMove) -> str:
    data = load_data()
    v, a = move.verb, move.args
    if v == "take":
        card = data.action(str(a[0]))
        arrow = "" if len(card.options) == 1 else (" ◀" if a[1] == "left" else " ▶")
        return f"{a[0]}{arrow} {short_option_text(card.option(str(a[1])))}"
    if v == "discard":
        return f"Discard {a[0]}"
    if v == "walls":
        return f"{data.wall(str(a[0])).name} | {data.wall(str(a[1])).name}"
    if v == "spacing":
        return spacing_text(float(a[0])).capitalize()  # type: ignore[arg-type]
    if v == "nudge":
        return "◀ 2 mm" if a[0] == "left" else "2 mm ▶"
    if v in ("offset", "at"):
        x = float(a[0])  # type: ignore[arg-type]
        return "Centre" if abs(x) < 0.05 else (f"◀ {fmt_mm(-x)}" if x < 0 else f"{fmt_mm(x)} ▶")
    if v == "colour":
        return str(a[0]).capitalize()
    if v == "goal":
        return f"{data.goal(str(a[0])).name}: +{a[1]}"
    return {
        "confirm": "Confirm",
        "back": "Back",
        "end": "End turn",
        "higher": "Go higher",
        "stop": "Stop here",
        "forfeit": "Give up",
    }.get(v, format_move(move))


_STYLE = {
    "confirm": "success",
    "higher": "success",
    "stop": "danger",
    "back": "secondary",
    "forfeit": "danger",
    "end": "secondary",
    "take": "primary",
    "goal": "primary",
}


def buttons(state: CatState) -> list[ButtonSpec]:
    """At most 15 buttons for the current step, clickable only by the active player."""
    if state.result is not None:
        return []
    moves = state.legal_moves()
    t = state.turn
    chosen: list[CatMove] = []
    by_verb: dict[str, list[CatMove]] = {}
    for m in moves:
        by_verb.setdefault(m.verb, []).append(m)
    if t.step in (CARD, HIGHER):
        chosen = moves
    elif t.step == GOAL:
        chosen = (by_verb.get("goal", []) if state.coop else []) + by_verb.get("end", [])
    else:
        walls = by_verb.get("walls", [])
        chosen += walls if len(walls) <= 3 else []
        chosen += by_verb.get("colour", []) + by_verb.get("spacing", []) + by_verb.get("offset", [])
        chosen += _spread(by_verb.get("at", []), 3)
        chosen += by_verb.get("nudge", []) + by_verb.get("confirm", []) + by_verb.get("back", [])
        chosen += by_verb.get("forfeit", [])
    seats = (state.active,)
    return [
        ButtonSpec(_button_label(state, m), format_move(m), seats, _STYLE.get(m.verb, "secondary"))
        for m in chosen[:15]
    ]


def selects(state: CatState) -> list[SelectSpec]:
    """Menus for choices with many options: walls (substitutes), floors, Friends."""
    if state.result is None:
        moves = state.legal_moves()
    else:
        return []
    seats = (state.active,)
    groups: list[tuple[str, list[tuple[str, str]]]] = []
    walls = [m for m in moves if m.verb == "walls"]
    if len(walls) > 3:
        groups.append(
            ("Which walls go where?", [(describe_move(state, m), format_move(m)) for m in walls])
        )
    floors = [m for m in moves if m.verb == "floor"]
    if floors:
        groups.append(
            ("Put the Friend on floor…", [(f"Floor {m.args[0]}", format_move(m)) for m in floors])
        )
    for verb, title in (
        ("on", "…or on top of a Friend"),
        ("pet", "Pet which Friend?"),
        ("lift", "Pick up which Friend?"),
    ):
        items = [m for m in moves if m.verb == verb]
        if items:
            groups.append(
                (title, [(friend_where(state, str(m.args[0])), format_move(m)) for m in items])
            )
    return [SelectSpec(title, tuple(items[:25]), seats) for title, items in groups]


__all__ = ["build_view", "buttons", "describe_move", "public_text", "selects", "step_text"]
