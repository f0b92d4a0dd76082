"""The legal moves of every step, and the facts they are built from.

Only presets are listed (typed values within range are accepted by `checks.normalize`);
the order is stable, so a move list can be replayed by index.
"""

from __future__ import annotations

from bot.games.cattower.competitive import movable_friends
from bot.games.cattower.data import load_data
from bot.games.cattower.drafts import (
    FLOOR_OFFSET_RANGE,
    FLOOR_OFFSETS,
    WALL_SHIFT_RANGE,
    can_build,
    free_spots,
    placement_problem,
    spot_range,
    wall_combos,
)
from bot.games.cattower.model import CARD, CLIMB, FLOOR, FRIEND, GOAL, HIGHER, PET, WALLS, Draft
from bot.games.cattower.notation import BACK, CONFIRM, END_TURN, NUDGE_MM, SPACING_PRESETS, CatMove
from bot.games.cattower.position import Position
from bot.games.cattower.specs import ActionOption
from bot.games.cattower.turns import completable_goals, current_option

GIVE_UP = CatMove("forfeit")


def performable(state: Position, option: ActionOption) -> bool:
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


def can_back(state: Position) -> bool:
    """Whether `back` may undo the step (only before the first try)."""
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


def friend_floors(state: Position) -> list[int]:
    """Floors a Friend may be placed on now."""
    if state.turn.purpose == "move":
        return [f for f in state.floors if f > state.cats[state.active]]
    return list(state.floors)


def friend_supports(state: Position, draft: Draft) -> list[str]:
    """Friends the planned Friend may be set on top of."""
    out = [f for f in state.friends_on_tower() if f != draft.source]
    if state.turn.purpose == "move":
        floor = state.cats[state.active]
        out = [f for f in out if (state.scene.floor_of(f) or 0) > floor]
    return out


def climb_supports(state: Position, d: Draft) -> list[str]:
    """Friends on the floor Toto / the cat climbs to, which he may stand on."""
    return [f for f in state.friends_on_tower() if state.scene.floor_of(f) == d.floor]


def climber(state: Position) -> str:
    """The piece a goal lets climb: Toto (co-op) or the active player's cat."""
    return "toto" if state.coop else state.cat_piece(state.active)


def _climb_moves(state: Position, goals: list[str], base: int) -> list[CatMove]:
    data = load_data()
    room = state.floors_above(base)
    return [
        CatMove("goal", (g, c)) for g in goals for c in range(min(data.goal(g).climb, room), 0, -1)
    ]


def legal_moves(state: Position) -> list[CatMove]:
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
            return _climb_moves(state, completable_goals(state), state.toto_floor) + [END_TURN]
        lifts = [CatMove("lift", (f,)) for f in movable_friends(state)]
        return (
            lifts
            + _climb_moves(state, completable_goals(state), state.cats[state.active])
            + [END_TURN]
        )
    if t.step == PET:
        option = current_option(state)
        moves = [
            CatMove("pet", (f,))
            for f in state.friends_on_tower()
            if not option.distinct or f not in t.petted
        ]
        return moves + ([BACK] if can_back(state) else [])
    assert d is not None
    moves = []
    if t.step == WALLS:
        moves += [
            CatMove("walls", pair)
            for pair in wall_combos(state, current_option(state))
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
        moves += _nudges(d.shift, *spot_range(d, climber(state)))
    if placement_problem(state) is None:
        moves.append(CONFIRM)
    moves.append(BACK if can_back(state) else GIVE_UP)
    return moves


def _friend_moves(state: Position, d: Draft) -> list[CatMove]:
    option = current_option(state)
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


__all__ = ["GIVE_UP", "legal_moves", "performable"]
