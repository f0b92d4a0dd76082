"""`apply`: the dispatch of a move to the step it belongs to.

Draft moves (walls, spacing, nudge, floor offset, colour, floor, at, on, lift) only change
the plan; `confirm` and `pet` run the physics (see `execute`; the turn's structure is `turns`). Every function takes a
position and returns a new one of the same class.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Unpack

from bot.core.errors import IllegalMoveError, NotYourTurnError
from bot.games.cattower import execute as ex
from bot.games.cattower import turns
from bot.games.cattower.checks import normalize
from bot.games.cattower.competitive import start_friend_move
from bot.games.cattower.drafts import default_spot
from bot.games.cattower.legal import climb_supports
from bot.games.cattower.model import CLIMB, GOAL, Draft, DraftChanges, Turn
from bot.games.cattower.notation import NUDGE_MM, CatMove, mm
from bot.games.cattower.position import P
from bot.games.cattower.texts import GAVE_UP, public_text
from bot.i18n import said


def apply_move(state: P, move: CatMove, legal: Sequence[CatMove], seat: int | None = None) -> P:
    """The position after the active player plays `move`; `legal` are the position's legal
    moves. Raises `IllegalMoveError` (or `NotYourTurnError`) when it cannot be played."""
    if state.result is not None:
        raise IllegalMoveError(said("core-game-over"))
    if seat is not None and seat != state.active:
        raise NotYourTurnError(said("core-not-your-turn"))
    if not isinstance(move, CatMove):
        raise IllegalMoveError(said("cattower-not-a-move"))
    return play(state, normalize(state, move, legal))


def play(state: P, move: CatMove) -> P:
    """Apply a move already known to be legal (perft, replays of `legal_moves` output)."""
    after = _dispatch(
        replace(state, count_frames=None, count_verdict=None, slip=None, notice=None), move
    )
    return replace(after, plies=state.plies + 1, last_move=public_text(state, move))


def _draft(state: P) -> Draft:
    draft = state.turn.draft
    if draft is None:
        raise IllegalMoveError(said("cattower-nothing-placed"))
    return draft


def _set_draft(state: P, **changes: Unpack[DraftChanges]) -> P:
    draft = replace(_draft(state), **changes)
    plan = draft if draft.kind == "walls" else state.turn.plan
    return state.with_turn(draft=draft, plan=plan)


def _dispatch(state: P, move: CatMove) -> P:
    v, a = move.verb, move.args
    t = state.turn
    if v == "take":
        state = state.with_turn(
            card=str(a[0]), side=str(a[1]), part=0, done=0, petted=(), tries=0, purpose="action"
        )
        return turns.start_option(state)
    if v == "discard":
        return turns.action_done(state.with_turn(card=str(a[0]), side="left"))
    if v == "walls":
        return _set_draft(state, left=str(a[0]), right=str(a[1]))
    if v == "spacing":
        return _set_draft(state, spacing=mm(float(a[0])))
    if v == "nudge":
        step = NUDGE_MM if a[0] == "right" else -NUDGE_MM
        return _set_draft(state, shift=mm(_draft(state).shift + step))
    if v in ("offset", "at"):
        return _set_draft(state, shift=mm(float(a[0])))
    if v == "colour":
        return _choose_colour(state, str(a[0]))
    if v == "floor":
        state = _set_draft(state, floor=int(a[0]), on="")
        return _set_draft(state, shift=default_spot(state, _draft(state)) or 0.0)
    if v == "on":
        keep_floor = t.draft.floor if t.step == CLIMB and t.draft is not None else 0
        state = _set_draft(state, on=str(a[0]), floor=keep_floor)
        return _set_draft(state, shift=default_spot(state, _draft(state)) or 0.0)
    if v == "lift":
        if t.step == GOAL:
            return start_friend_move(state, str(a[0]))
        return _set_draft(state, source=str(a[0]))
    if v == "place":
        return _place(state, move)
    if v == "confirm":
        kind = _draft(state).kind
        if kind == "walls":
            return ex.confirm_walls(state)
        if kind == "floor":
            return ex.confirm_floor(state)
        if kind == "friend":
            return ex.confirm_friend(state)
        return ex.confirm_climb(state)
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
        return _start_climb(state, str(a[0]), int(a[1]))
    if v == "end":
        return turns.end_turn(state)
    if v == "higher":
        return turns.go_higher(state)
    if v == "stop":
        return turns.stop(state)
    raise IllegalMoveError(said("cattower-unknown-move"))


def _give_up(state: P) -> P:
    """Abandon the piece in hand: the option (or the Friend move, or the climb) is forfeited
    and whatever was set down this turn without its floor goes back to stock."""
    t = state.turn
    state = replace(state, notice=GAVE_UP)
    if t.step == CLIMB:
        return turns.end_turn(state)
    if t.purpose == "move":
        return turns.friend_move_done(state)
    pending = set(t.pending)
    state = replace(state, bodies=tuple(b for b in state.bodies if b.id not in pending)).with_turn(
        pending=()
    )
    return turns.action_done(state)


def _choose_colour(state: P, colour: str) -> P:
    source = "" if state.friend_stock(colour) else state.friends_on_tower(colour)[0]
    state = _set_draft(state, colour=colour, source=source)
    d = _draft(state)
    if d.floor:
        state = _set_draft(state, shift=default_spot(state, d) or 0.0)
    return state


def _place(state: P, move: CatMove) -> P:
    colour, where, value = move.args
    d = _draft(state)
    if colour != d.colour and state.turn.purpose != "move":
        state = _choose_colour(state, str(colour))
    if where == "on":
        return _set_draft(state, on=str(value), floor=0, shift=0.0)
    return _set_draft(state, floor=int(where), on="", shift=mm(float(value)))


def _start_climb(state: P, gid: str, climb: int) -> P:
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


__all__ = ["apply_move", "play"]
