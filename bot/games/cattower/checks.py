"""Typed moves against the legal ones: a typed value within range stands for itself, and
a move that cannot be played is refused with a sentence saying why."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.core.errors import IllegalMoveError
from bot.games.cattower.data import load_data
from bot.games.cattower.drafts import (
    FLOOR_OFFSET_RANGE,
    SPACING_RANGE,
    placement_problem,
    spot_range,
)
from bot.games.cattower.legal import climber, friend_floors, friend_supports
from bot.games.cattower.model import CARD, CLIMB, FLOOR, FRIEND, GOAL, HIGHER, PET, WALLS
from bot.games.cattower.notation import CatMove, format_move
from bot.games.cattower.position import Position
from bot.games.cattower.texts import colour_word, step_text
from bot.games.cattower.turns import current_option
from bot.i18n import Said, said

#: The step a verb belongs to (verbs of several steps are not listed).
STEP_OF = {
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


def _in(value: float, bounds: tuple[float, float]) -> bool:
    return bounds[0] - 1e-9 <= value <= bounds[1] + 1e-9


def normalize(state: Position, move: CatMove, legal: Sequence[CatMove]) -> CatMove:
    """The legal move `move` stands for (`legal` are the state's legal moves; typed numbers
    within range are accepted), or raise `IllegalMoveError` saying why it cannot be played
    now."""
    if move in legal:
        return move
    t, d, v, a = state.turn, state.turn.draft, move.verb, move.args
    if v in STEP_OF and t.step != STEP_OF[v]:
        raise IllegalMoveError(
            said("cattower-not-now", move=format_move(move), step=step_text(state))
        )
    if v == "spacing" and d is not None:
        if not _in(float(a[0]), SPACING_RANGE):
            low, high = SPACING_RANGE
            raise IllegalMoveError(said("cattower-spacing-range", low=low, high=high))
        return move
    if v == "offset" and d is not None:
        if not _in(float(a[0]), FLOOR_OFFSET_RANGE):
            low, high = FLOOR_OFFSET_RANGE
            raise IllegalMoveError(said("cattower-offset-range", low=low, high=high))
        return move
    if v == "at" and d is not None and t.step in (FRIEND, CLIMB):
        if t.step == FRIEND and not d.floor and not d.on:
            raise IllegalMoveError(said("cattower-choose-floor-first"))
        bounds = spot_range(d, climber(state) if t.step == CLIMB else None)
        if not _in(float(a[0]), bounds):
            raise IllegalMoveError(said("cattower-spot-range", low=bounds[0], high=bounds[1]))
        return move
    if v == "place" and t.step == FRIEND and d is not None:
        return _check_place(state, move)
    if v == "goal" and t.step == GOAL:
        return _check_goal(state, move, legal)
    if v == "confirm" and d is not None:
        raise IllegalMoveError(placement_problem(state) or said("cattower-cannot-confirm"))
    raise IllegalMoveError(_explain(state, move))


def _check_place(state: Position, move: CatMove) -> CatMove:
    colour, where, value = move.args
    d = state.turn.draft
    assert d is not None
    option = current_option(state)
    if state.turn.purpose == "move" and colour != d.colour:
        raise IllegalMoveError(
            said("cattower-moving-friend", id=d.source, colour=colour_word(d.colour))
        )
    if option.colour not in ("any", colour) and state.turn.purpose != "move":
        raise IllegalMoveError(said("cattower-card-places", colour=colour_word(option.colour)))
    trial = replace(d, colour=str(colour))
    if where == "on":
        if value not in friend_supports(state, trial):
            raise IllegalMoveError(said("cattower-not-standable", id=value))
    else:
        if option.on_top and state.turn.purpose != "move":
            raise IllegalMoveError(said("cattower-on-top-needed"))
        if where not in friend_floors(state):
            raise IllegalMoveError(said("cattower-floor-unusable", floor=where))
        if not _in(float(value), spot_range(replace(trial, floor=int(where)))):
            raise IllegalMoveError(said("cattower-spot-off"))
    return move


def _check_goal(state: Position, move: CatMove, legal: Sequence[CatMove]) -> CatMove:
    gid, climb = move.args
    same = [m for m in legal if m.verb == "goal" and m.args[0] == gid]
    if not same:
        pool = state.decks.goal_up if state.coop else state.decks.hands[state.active]
        if gid not in pool:
            key = "cattower-goal-not-up" if state.coop else "cattower-goal-not-held"
            raise IllegalMoveError(said(key, goal=gid))
        area = said("cattower-area-coop" if state.coop else "cattower-area-cat")
        raise IllegalMoveError(said("cattower-goal-not-met", goal=gid, area=area))
    top = max(int(m.args[1]) for m in same)
    card_climb = load_data().goal(str(gid)).climb
    if int(climb) == 0 or top < int(climb) <= card_climb:
        return CatMove("goal", (gid, top))  # FAQ: as high as the tower goes
    who = "toto" if state.coop else "cat"
    raise IllegalMoveError(said("cattower-climb-most", goal=gid, who=who, floors=card_climb))


def step_hint(state: Position) -> Said:
    """What the player should do instead (a phrase; the messages that use it end the
    sentence)."""
    return step_text(state)


def _explain(state: Position, move: CatMove) -> Said:
    v, a = move.verb, move.args
    if v == "take":
        card, side = a
        if card not in state.decks.action_up:
            return said("cattower-card-not-up", card=card)
        options = dict(load_data().action(str(card)).options)
        if side not in options:
            return said("cattower-card-one-option", card=card)
        return said("cattower-option-impossible", card=card, side=side)
    if v == "discard":
        return said("cattower-discard-only")
    if v == "walls":
        return said("cattower-walls-unavailable")
    if v == "nudge":
        return said("cattower-nudge-end")
    if v in ("floor", "on", "lift", "pet", "colour"):
        return said("cattower-not-possible", move=format_move(move))
    if v == "back":
        return said("cattower-back-too-late")
    if v == "end":
        return said("cattower-end-not-yet", step=step_hint(state))
    if v == "goal":
        return said("cattower-goal-after")
    return said("cattower-not-now", move=format_move(move), step=step_hint(state))


__all__ = ["normalize", "step_hint"]
