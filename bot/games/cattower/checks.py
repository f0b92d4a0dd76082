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
from bot.games.cattower.texts import step_text
from bot.games.cattower.turns import current_option

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
        raise IllegalMoveError(f"`{format_move(move)}` does not fit now: {step_hint(state)}")
    if v == "spacing" and d is not None:
        if not _in(float(a[0]), SPACING_RANGE):
            raise IllegalMoveError(
                f"The spacing must be {SPACING_RANGE[0]:g} to {SPACING_RANGE[1]:g} mm."
            )
        return move
    if v == "offset" and d is not None:
        if not _in(float(a[0]), FLOOR_OFFSET_RANGE):
            low, high = FLOOR_OFFSET_RANGE
            raise IllegalMoveError(
                f"The floor can be shifted {low:g} to {high:g} mm from the centre."
            )
        return move
    if v == "at" and d is not None and t.step in (FRIEND, CLIMB):
        if t.step == FRIEND and not d.floor and not d.on:
            raise IllegalMoveError("Choose a floor first (`floor 3`).")
        bounds = spot_range(d, climber(state) if t.step == CLIMB else None)
        if not _in(float(a[0]), bounds):
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


def _check_place(state: Position, move: CatMove) -> CatMove:
    colour, where, value = move.args
    d = state.turn.draft
    assert d is not None
    option = current_option(state)
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
        if not _in(float(value), spot_range(replace(trial, floor=int(where)))):
            raise IllegalMoveError("That spot is off the floor.")
    return move


def _check_goal(state: Position, move: CatMove, legal: Sequence[CatMove]) -> CatMove:
    gid, climb = move.args
    same = [m for m in legal if m.verb == "goal" and m.args[0] == gid]
    if not same:
        pool = state.decks.goal_up if state.coop else state.decks.hands[state.active]
        if gid not in pool:
            where = "face up" if state.coop else "in your hand"
            raise IllegalMoveError(f"{gid} is not {where}.")
        area = "the floor directly above Toto" if state.coop else "the floors above your cat"
        raise IllegalMoveError(f"{gid}'s condition is not met on {area}.")
    top = max(int(m.args[1]) for m in same)
    card_climb = load_data().goal(str(gid)).climb
    if int(climb) == 0 or top < int(climb) <= card_climb:
        return CatMove("goal", (gid, top))  # FAQ: as high as the tower goes
    raise IllegalMoveError(
        f"{gid} lets {'Toto' if state.coop else 'your cat'} climb at most {card_climb} floors."
    )


def step_hint(state: Position) -> str:
    """What the player should do instead, as a sentence."""
    return step_text(state) + "."


def _explain(state: Position, move: CatMove) -> str:
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
        return (
            "Those walls are not available for this card (the FAQ allows a substitute only "
            "for a type out of stock)."
        )
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


__all__ = ["normalize", "step_hint"]
