"""Ending a game from outside the moves: resignation and agreement. Both return a new
position of the type they were given."""

from __future__ import annotations

from typing import TypeVar

from bot.core.errors import IllegalMoveError
from bot.games.kitty.exchange import give
from bot.games.kitty.legal import outcome
from bot.games.kitty.model import STEP_FORCE_GIVE, STEP_TURN, Changes, Position
from bot.games.kitty.scoring import scored_outcome
from bot.games.kitty.turns import advance, next_placer, start_play
from bot.i18n import Said, said

P = TypeVar("P", bound=Position)


def resign(state: P, seat: int) -> P:
    """`seat` resigns. Two players: the other wins. Three or four: the seat is out (passes
    automatically, cannot win); when one seat is left it wins."""
    if outcome(state) is not None:
        raise IllegalMoveError(said("core-game-over"))
    if not 0 <= seat < state.num_players or state.out[seat]:
        raise IllegalMoveError(said("kitty-not-in-game"))
    name = state.player(seat)
    out = list(state.out)
    out[seat] = True
    ch: Changes = {"out": tuple(out), "_ply": state.ply + 1, "last": None}
    events = [said("kitty-event-resigns", name=name)]
    active = [s for s in range(state.num_players) if not out[s]]
    if len(active) == 1:
        winner = active[0]
        reason = (
            said("kitty-reason-resigned", name=name)
            if state.num_players == 2
            else said("kitty-reason-last-left", name=name, winner=state.player(winner))
        )
        after = state.replace(**ch)
        return after.replace(ended=scored_outcome(after, reason, (winner,)), events=tuple(events))
    if state.phase == "setup":
        unplaced = list(state.unplaced)
        unplaced[seat] = 0
        ch["unplaced"] = tuple(unplaced)
        if sum(unplaced) == 0:
            start_play(state, ch, events)
        elif state.setup_mode == "turns" and state.turn == seat:
            ch["turn"] = next_placer(state, unplaced, seat)
    else:
        _resign_in_play(state, seat, ch, events)
    ch["events"] = tuple(events)
    return state.replace(**ch)


def _resign_in_play(state: Position, seat: int, ch: Changes, events: list[Said]) -> None:
    """Settle the exchange the seat was part of, then end its turn if it was on turn
    (resigning before acting counts as its pass)."""
    pend = state.pending
    if pend is not None and seat in (pend.frm, pend.to):
        if pend.kind == "offer":
            ch.update({"pending": None, "step": STEP_TURN})
        elif state.step == STEP_FORCE_GIVE and seat == pend.to:
            give(state, state.hands[seat][0], ch, events)
        elif state.step == STEP_FORCE_GIVE:
            ch.update({"pending": None, "step": STEP_TURN})
        elif seat == pend.frm:
            give(state, next(c for c in state.hands[seat] if c != pend.card), ch, events)
    if state.turn != seat:
        return
    if ch.get("step", state.step) == STEP_TURN:
        passes = state.passes + 1
        ch["passes"] = passes
        if passes >= state.num_players:
            events.append(said("kitty-event-all-passed"))
            return
    advance(state, ch, events)


def agreed_end(state: P) -> P:
    """The game ends now by agreement, scored as usual."""
    if outcome(state) is not None:
        raise IllegalMoveError(said("core-game-over"))
    ended = scored_outcome(state, said("kitty-reason-agreed"))
    return state.replace(ended=ended, _ply=state.ply + 1, events=(said("kitty-event-agreed"),))
