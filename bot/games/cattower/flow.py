"""The legal moves of every step and the dispatch of `apply`.

Draft moves (walls, spacing, nudge, floor offset, colour, floor, at, on, lift) only change
the plan; `confirm` and `pet` run the physics (see `execute`).
"""

from __future__ import annotations

from dataclasses import replace

from bot.core.errors import IllegalMoveError, NotYourTurnError
from bot.games.cattower import execute as ex
from bot.games.cattower.competitive import movable_friends, start_friend_move
from bot.games.cattower.data import ActionOption, load_data
from bot.games.cattower.drafts import (
    FLOOR_OFFSET_RANGE,
    FLOOR_OFFSETS,
    SPACING_RANGE,
    WALL_SHIFT_RANGE,
    can_build,
    default_spot,
    free_spots,
    placement_problem,
    spot_range,
    wall_combos,
)
from bot.games.cattower.moves import NUDGE_MM, SPACING_PRESETS, CatMove, format_move, mm
from bot.games.cattower.state import (
    CARD,
    CLIMB,
    FLOOR,
    FRIEND,
    GOAL,
    HIGHER,
    PET,
    WALLS,
    CatState,
    Draft,
    Turn,
)

CONFIRM = CatMove("confirm")
BACK = CatMove("back")
END = CatMove("end")
GIVE_UP = CatMove("forfeit")


# ----- what can be done ----------------------------------------------------------------------------
def performable(state: CatState, option: ActionOption) -> bool:
    """Whether a card option can be carried out on the tower as it stands."""
    friends = len(state.friends_on_tower())
    if option.kind == "build":
        return can_build(state, option)
    if option.kind == "cat":
        if option.on_top:
            in_stock = any(state.friend_stock(c) for c in load_data().friend_colours)
            return friends >= (1 if in_stock else 2)
        return True
    return friends >= (option.n if option.distinct else 1)


def can_back(state: CatState) -> bool:
    t = state.turn
    if t.tries or t.pending:
        return False
    if t.step == CLIMB or (t.step == FRIEND and t.purpose == "move"):
        return True
    return t.step in (WALLS, FRIEND, PET) and t.part == 0 and t.done == 0


def _nudges(shift: float, low: float, high: float) -> list[CatMove]:
    out = []
    if shift - NUDGE_MM >= low - 1e-9:
        out.append(CatMove("nudge", ("left",)))
    if shift + NUDGE_MM <= high + 1e-9:
        out.append(CatMove("nudge", ("right",)))
    return out


def friend_floors(state: CatState) -> list[int]:
    """Floors a Friend may be placed on now."""
    if state.turn.purpose == "move":
        return [f for f in state.floors if f > state.cats[state.active]]
    return list(state.floors)


def friend_supports(state: CatState, draft: Draft) -> list[str]:
    """Friends the planned Friend may be set on top of."""
    out = [f for f in state.friends_on_tower() if f != draft.source]
    if state.turn.purpose == "move":
        floor = state.cats[state.active]
        out = [f for f in out if (state.scene.floor_of(f) or 0) > floor]
    return out


def _climb_moves(state: CatState, goals: list[str], base: int) -> list[CatMove]:
    data = load_data()
    room = state.floors_above(base)
    return [
        CatMove("goal", (g, c)) for g in goals for c in range(min(data.goal(g).climb, room), 0, -1)
    ]


def legal_moves(state: CatState) -> list[CatMove]:
    """The moves of the current step, in a stable order (presets only, no typed values)."""
    t = state.turn
    d = t.draft
    data = load_data()
    if t.step == CARD:
        moves = [
            CatMove("take", (c, side))
            for c in state.decks.action_up
            for side, opt in data.action(c).options
            if performable(state, opt)
        ]
        return moves or [CatMove("discard", (c,)) for c in state.decks.action_up]
    if t.step == HIGHER:
        more = state.story + 1 < len(data.stories)
        return ([CatMove("higher")] if more else []) + [CatMove("stop")]
    if t.step == GOAL:
        if state.coop:
            return _climb_moves(state, ex.completable_goals(state), state.toto_floor) + [END]
        lifts = [CatMove("lift", (f,)) for f in movable_friends(state)]
        return (
            lifts
            + _climb_moves(state, ex.completable_goals(state), state.cats[state.active])
            + [END]
        )
    if t.step == PET:
        option = ex.current_option(state)
        moves = [
            CatMove("pet", (f,))
            for f in state.friends_on_tower()
            if not option.distinct or f not in t.petted
        ]
        return moves + ([BACK] if can_back(state) else [])
    assert d is not None
    moves: list[CatMove] = []
    if t.step == WALLS:
        moves += [
            CatMove("walls", pair)
            for pair in wall_combos(state, ex.current_option(state))
            if pair != (d.left, d.right)
        ]
        moves += [CatMove("spacing", (v,)) for _, v in SPACING_PRESETS if v != d.spacing]
        moves += _nudges(d.shift, *WALL_SHIFT_RANGE)
    elif t.step == FLOOR:
        moves += [CatMove("offset", (v,)) for v in FLOOR_OFFSETS if v != d.shift]
        moves += _nudges(d.shift, *FLOOR_OFFSET_RANGE)
    elif t.step == FRIEND:
        moves += _friend_moves(state, d)
    elif t.step == CLIMB:
        if d.on:
            moves.append(CatMove("floor", (d.floor,)))
        else:
            moves += [CatMove("at", (x,)) for x in free_spots(state, d) if x != d.shift]
        moves += [CatMove("on", (f,)) for f in climb_supports(state, d) if f != d.on]
        moves += _nudges(d.shift, *spot_range(d, _climber(state)))
    if placement_problem(state) is None:
        moves.append(CONFIRM)
    moves.append(BACK if can_back(state) else GIVE_UP)
    return moves


def climb_supports(state: CatState, d: Draft) -> list[str]:
    """Friends on the floor Toto / the cat climbs to, which he may stand on."""
    return [f for f in state.friends_on_tower() if state.scene.floor_of(f) == d.floor]


def _climber(state: CatState) -> str:
    return "toto" if state.coop else state.cat_piece(state.active)


def _friend_moves(state: CatState, d: Draft) -> list[CatMove]:
    option = ex.current_option(state)
    moving = state.turn.purpose == "move"
    moves: list[CatMove] = []
    if not moving and option.colour == "any":
        moves += [CatMove("colour", (c,)) for c in load_data().friend_colours if c != d.colour]
    if not option.on_top or moving:
        moves += [CatMove("floor", (k,)) for k in friend_floors(state) if d.on or k != d.floor]
    moves += [CatMove("on", (f,)) for f in friend_supports(state, d) if f != d.on]
    if not d.on and d.floor:
        moves += [CatMove("at", (x,)) for x in free_spots(state, d) if x != d.shift]
    if not moving and d.colour and not state.friend_stock(d.colour):
        moves += [CatMove("lift", (f,)) for f in state.friends_on_tower(d.colour) if f != d.source]
    if d.on or d.floor:
        moves += _nudges(d.shift, *spot_range(d))
    return moves


# ----- typed values and explanations ----------------------------------------------------------------
def _in(value: float, bounds: tuple[float, float]) -> bool:
    return bounds[0] - 1e-9 <= value <= bounds[1] + 1e-9


def normalize(state: CatState, move: CatMove) -> CatMove:
    """The legal move `move` stands for (typed numbers within range are accepted), or
    raise `IllegalMoveError` saying why it cannot be played now."""
    legal = state.legal_moves()
    if move in legal:
        return move
    t, d, v, a = state.turn, state.turn.draft, move.verb, move.args
    step_of = {
        "take": CARD,
        "discard": CARD,
        "walls": WALLS,
        "spacing": WALLS,
        "offset": FLOOR,
        "colour": FRIEND,
        "pet": PET,
        "higher": HIGHER,
        "stop": HIGHER,
    }
    if v in step_of and t.step != step_of[v]:
        raise IllegalMoveError(f"`{format_move(move)}` does not fit now: {step_hint(state)}")
    if v == "spacing" and d is not None:
        if not _in(float(a[0]), SPACING_RANGE):  # type: ignore[arg-type]
            raise IllegalMoveError(
                f"The spacing must be {SPACING_RANGE[0]:g} to {SPACING_RANGE[1]:g} mm."
            )
        return move
    if v == "offset" and d is not None:
        if not _in(float(a[0]), FLOOR_OFFSET_RANGE):  # type: ignore[arg-type]
            raise IllegalMoveError(
                f"The floor offset must be {FLOOR_OFFSET_RANGE[0]:g} to {FLOOR_OFFSET_RANGE[1]:g} mm."
            )
        return move
    if v == "at" and d is not None and t.step in (FRIEND, CLIMB):
        if t.step == FRIEND and not d.floor and not d.on:
            raise IllegalMoveError("Choose a floor first (`floor 3`).")
        bounds = spot_range(d, _climber(state) if t.step == CLIMB else None)
        if not _in(float(a[0]), bounds):  # type: ignore[arg-type]
            raise IllegalMoveError(
                f"The spot must be {bounds[0]:g} to {bounds[1]:g} mm from the centre."
            )
        return move
    if v == "place" and t.step == FRIEND and d is not None:
        return _check_place(state, move)
    if v == "goal" and t.step == GOAL:
        return _check_goal(state, move, legal)
    if v == "confirm" and d is not None:
        raise IllegalMoveError(placement_problem(state) or "You cannot confirm now.")
    raise IllegalMoveError(_explain(state, move))


def _check_place(state: CatState, move: CatMove) -> CatMove:
    colour, where, value = move.args
    d = state.turn.draft
    assert d is not None
    option = ex.current_option(state)
    if state.turn.purpose == "move" and colour != d.colour:
        raise IllegalMoveError(f"You are moving {d.source}, a {d.colour} Friend.")
    if option.colour not in ("any", colour) and state.turn.purpose != "move":
        raise IllegalMoveError(f"This card places a {option.colour} Friend.")
    trial = replace(d, colour=str(colour))
    if where == "on":
        if value not in friend_supports(state, trial):
            raise IllegalMoveError(f"{value} is not a Friend on the tower you can stand on.")
    else:
        if option.on_top and state.turn.purpose != "move":
            raise IllegalMoveError(
                "This card's Friend must go on top of another Friend: use `on f5`."
            )
        if where not in friend_floors(state):
            raise IllegalMoveError(f"Floor {where} is not a floor you can use now.")
        if not _in(float(value), spot_range(replace(trial, floor=int(where)))):  # type: ignore[arg-type]
            raise IllegalMoveError("That spot is off the floor.")
    return move


def _check_goal(state: CatState, move: CatMove, legal: list[CatMove]) -> CatMove:
    gid, climb = move.args
    same = [m for m in legal if m.verb == "goal" and m.args[0] == gid]
    if not same:
        pool = state.decks.goal_up if state.coop else state.decks.hands[state.active]
        if gid not in pool:
            where = "face up" if state.coop else "in your hand"
            raise IllegalMoveError(f"{gid} is not {where}.")
        area = "the floor directly above Toto" if state.coop else "the floors above your cat"
        raise IllegalMoveError(f"{gid}'s condition is not met on {area}.")
    top = max(int(m.args[1]) for m in same)  # type: ignore[arg-type]
    card_climb = load_data().goal(str(gid)).climb
    if int(climb) == 0 or top < int(climb) <= card_climb:  # type: ignore[arg-type]
        return CatMove("goal", (gid, top))  # FAQ: as high as the tower goes
    raise IllegalMoveError(
        f"{gid} lets {'Toto' if state.coop else 'your cat'} climb at most {card_climb} floors."
    )


def step_hint(state: CatState) -> str:
    from bot.games.cattower.view import step_text

    return step_text(state) + "."


def _explain(state: CatState, move: CatMove) -> str:
    v, a = move.verb, move.args
    if v == "take":
        card, side = a
        if card not in state.decks.action_up:
            return f"{card} is not face up."
        options = dict(load_data().action(str(card)).options)
        if side not in options:
            return f"{card} has only one option: `take {card}`."
        return f"{card}'s {side} option cannot be done now (no Friends to pet, or no floor left)."
    if v == "discard":
        return "You may discard a card only when no face-up option can be done."
    if v == "walls":
        return "Those walls are not available for this card (the FAQ allows a substitute only for a type out of stock)."
    if v == "nudge":
        return "The piece cannot go further that way."
    if v in ("floor", "on", "lift", "pet", "colour"):
        return f"`{format_move(move)}` is not possible now: check the floor or Friend you named."
    if v == "back":
        return "You can go back only before the first try."
    if v == "end":
        return f"You cannot end the turn yet: {step_hint(state)}"
    if v == "goal":
        return "Goals are completed after the action."
    return f"`{format_move(move)}` does not fit now: {step_hint(state)}"


# ----- apply -------------------------------------------------------------------------------------------
def apply_move(state: CatState, move: object, seat: int | None = None) -> CatState:
    """The state after the active player plays `move` (a `CatMove`)."""
    if state.result is not None:
        raise IllegalMoveError("The game is over.")
    if seat is not None and seat != state.active:
        raise NotYourTurnError("It is not your turn.")
    if not isinstance(move, CatMove):
        raise IllegalMoveError("That is not a Cat and the Tower move.")
    return play(state, normalize(state, move))


def play(state: CatState, move: CatMove) -> CatState:
    """Apply a move already known to be legal (perft, replays of `legal_moves` output)."""
    from bot.games.cattower.view import public_text

    after = _dispatch(
        replace(state, count_frames=None, count_verdict=None, slip=None, notice=None), move
    )
    return replace(after, plies=state.plies + 1, last_move=public_text(state, move))


def _set_draft(state: CatState, **changes: object) -> CatState:
    draft = replace(state.turn.draft, **changes)  # type: ignore[arg-type]
    plan = draft if draft.kind == "walls" else state.turn.plan
    return state.with_turn(draft=draft, plan=plan)


def _dispatch(state: CatState, move: CatMove) -> CatState:
    v, a = move.verb, move.args
    t, d = state.turn, state.turn.draft
    if v == "take":
        state = state.with_turn(
            card=a[0], side=a[1], part=0, done=0, petted=(), tries=0, purpose="action"
        )
        return ex.start_option(state)
    if v == "discard":
        return ex.action_done(state.with_turn(card=a[0], side="left"))
    if v == "walls":
        return _set_draft(state, left=a[0], right=a[1])
    if v == "spacing":
        return _set_draft(state, spacing=mm(a[0]))  # type: ignore[arg-type]
    if v == "nudge":
        assert d is not None
        return _set_draft(state, shift=mm(d.shift + (NUDGE_MM if a[0] == "right" else -NUDGE_MM)))
    if v in ("offset", "at"):
        return _set_draft(state, shift=mm(a[0]))  # type: ignore[arg-type]
    if v == "colour":
        return _choose_colour(state, str(a[0]))
    if v == "floor":
        state = _set_draft(state, floor=int(a[0]), on="")  # type: ignore[arg-type]
        return _set_draft(state, shift=default_spot(state, state.turn.draft) or 0.0)  # type: ignore[arg-type]
    if v == "on":
        keep_floor = d.floor if t.step == CLIMB and d is not None else 0
        state = _set_draft(state, on=str(a[0]), floor=keep_floor)
        return _set_draft(state, shift=default_spot(state, state.turn.draft) or 0.0)  # type: ignore[arg-type]
    if v == "lift":
        if t.step == GOAL:
            return start_friend_move(state, str(a[0]))
        return _set_draft(state, source=str(a[0]))
    if v == "place":
        return _place(state, move)
    if v == "confirm":
        assert d is not None
        handler = {
            "walls": ex.confirm_walls,
            "floor": ex.confirm_floor,
            "friend": ex.confirm_friend,
        }
        return handler.get(d.kind, ex.confirm_climb)(state)
    if v == "back":
        if t.step == CLIMB or t.purpose == "move":
            return state.with_turn(step=GOAL, draft=None, purpose="action", goal="", tries=0)
        return replace(
            state,
            turn=Turn(
                start=t.start,
                toto_start=t.toto_start,
                cats_start=t.cats_start,
                moved_friend=t.moved_friend,
            ),
        )
    if v == "forfeit":
        return _give_up(state)
    if v == "pet":
        return ex.pet(state, str(a[0]))
    if v == "goal":
        return _start_climb(state, str(a[0]), int(a[1]))  # type: ignore[arg-type]
    if v == "end":
        return ex.end_turn(state)
    if v == "higher":
        return ex.go_higher(state)
    if v == "stop":
        return ex.stop(state)
    raise IllegalMoveError("Unknown move.")


def _give_up(state: CatState) -> CatState:
    """Abandon the piece in hand: the option (or the Friend move, or the climb) is forfeited
    and whatever was set down this turn without its floor goes back to stock."""
    t = state.turn
    note = "The player gave up the placement; the option is forfeited."
    state = replace(state, notice=note)
    if t.step == CLIMB:
        return ex.end_turn(state)
    if t.purpose == "move":
        from bot.games.cattower.competitive import friend_move_done

        return friend_move_done(state)
    pending = set(t.pending)
    state = replace(state, bodies=tuple(b for b in state.bodies if b.id not in pending)).with_turn(
        pending=()
    )
    return ex.action_done(state)


def _choose_colour(state: CatState, colour: str) -> CatState:
    source = "" if state.friend_stock(colour) else state.friends_on_tower(colour)[0]
    state = _set_draft(state, colour=colour, source=source)
    d = state.turn.draft
    assert d is not None
    if d.floor:
        state = _set_draft(state, shift=default_spot(state, d) or 0.0)
    return state


def _place(state: CatState, move: CatMove) -> CatState:
    colour, where, value = move.args
    d = state.turn.draft
    assert d is not None
    if colour != d.colour and state.turn.purpose != "move":
        state = _choose_colour(state, str(colour))
    if where == "on":
        return _set_draft(state, on=str(value), floor=0, shift=0.0)
    return _set_draft(state, floor=int(where), on="", shift=mm(value))  # type: ignore[arg-type]


def _start_climb(state: CatState, gid: str, climb: int) -> CatState:
    base = state.toto_floor if state.coop else state.cats[state.active]
    target = state.floor_above(base, climb)
    assert target is not None
    draft = Draft("toto" if state.coop else "cat", floor=target)
    state = state.with_turn(step=CLIMB, goal=gid, draft=draft, tries=0, purpose="goal")
    spot = default_spot(state, draft)
    if spot is None:
        for friend in climb_supports(state, draft):
            on_top = default_spot(state, replace(draft, on=friend))
            if on_top is not None:
                return _set_draft(state, on=friend, shift=on_top)
    return _set_draft(state, shift=spot or 0.0)


__all__ = ["apply_move", "legal_moves", "normalize", "performable", "play"]
