"""Why a move is not legal: one precise, friendly sentence per case (never a secret)."""

from __future__ import annotations

from typing import Any, NoReturn

from bot.core.errors import IllegalMoveError
from bot.games.kitty.cards import (
    CONTINUOUS_STACKING,
    FORCED_EXCHANGE,
    frenzy_eligible,
)
from bot.games.kitty.cards import (
    FRENZY as FRENZY_CARD,
)
from bot.games.kitty.legal import board_actions
from bot.games.kitty.model import colour_said
from bot.games.kitty.moves import (
    ACCEPT,
    BOARD_KINDS,
    CHAIN,
    DECLINE_KIND,
    DISASSEMBLE,
    DONE_KIND,
    FLIP,
    FORCE,
    FRENZY,
    GIVE,
    OFFER,
    PLACE,
    STACK,
    KittyMove,
)
from bot.games.kitty.state import KittyState
from bot.i18n import said


def explain(state: KittyState, move: KittyMove, seat: int | None) -> None:
    """Raise `IllegalMoveError` with the reason `move` is not legal for `seat`; return
    silently if no specific reason is found (the caller then raises a generic one)."""
    if state.outcome() is not None:
        raise IllegalMoveError(said("core-game-over"))
    if seat is None or seat not in state.actors():
        raise IllegalMoveError(said("core-not-your-turn"))
    if state.phase == "setup":
        _setup(state, move)
        return
    _step(state, move, seat)
    if move.kind in BOARD_KINDS:
        _board(state, move, seat)
    elif move.kind in (FORCE, OFFER):
        _free(state, move, seat)


def _no(reason: str, **args: Any) -> NoReturn:
    """Refuse with catalogue message `kitty-no-<reason>`."""
    raise IllegalMoveError(said(f"kitty-no-{reason}", **args))


def _setup(state: KittyState, move: KittyMove) -> None:
    if move.kind != PLACE:
        _no("still-placing")
    if move.cell >= 0 and state.cells[move.cell]:
        _no("cell-taken", cell=state.cell_name(move.cell))


def _step(state: KittyState, move: KittyMove, seat: int) -> None:
    """Moves that belong to another sub-step of the turn."""
    step, kind = state.step, move.kind
    if step == "frenzy" and kind not in (FRENZY, DONE_KIND):
        _no("already-acted")
    if step == "offer" and kind not in (ACCEPT, DECLINE_KIND):
        _no("answer-offer")
    if step in ("force_give", "force_return") and kind != GIVE:
        _no("finish-force")
    if step == "turn" and kind in (FRENZY, DONE_KIND, GIVE, ACCEPT, DECLINE_KIND, PLACE):
        if kind == FRENZY:
            if not state.objectives or FRENZY_CARD not in state.hands[seat]:
                _no("frenzy-card")
            _no("frenzy-later")
        if kind == PLACE:
            _no("all-placed")
        _no("nothing-waiting")
    if kind in (GIVE, ACCEPT) and move.card not in state.hands[seat]:
        _no("card")
    if (
        step == "force_return"
        and kind == GIVE
        and state.pending
        and move.card == state.pending.card
    ):
        _no("give-other")
    if kind == FRENZY:
        cell = move.cell
        me = state.colours[seat]
        stack = state.cells[cell]
        if not stack:
            _no("stack", cell=state.cell_name(cell))
        if stack[-1] != me:
            _no("frenzy-not-yours", cell=state.cell_name(cell))
        if not frenzy_eligible(stack):
            _no("frenzy-run", cell=state.cell_name(cell))


def _board(state: KittyState, move: KittyMove, seat: int) -> None:
    names = state.geo.names
    nbr = state.geo.neighbours
    i, k = move.cell, move.direction
    j = nbr[i][k]
    a, b = names[i], names[j]
    s, t = state.cells[i], state.cells[j]
    me = state.colours[seat]
    if not s:
        _no("stack", cell=a)
    if s[-1] != me:
        _no("not-yours", cell=a, owner=colour_said(s[-1]))
    if not t:
        _no("target", cell=b)
    h, ht = len(s), len(t)
    if move.kind == STACK and ht > h:
        _no("taller", cell=b, height=ht, mine=h)
    if move.kind == CHAIN:
        if not state.objectives or CONTINUOUS_STACKING not in state.hands[seat]:
            _no("chain-card")
        if ht > h:
            _no("taller", cell=b, height=ht, mine=h)
        _no("chain-run", cell=b)
    if move.kind == FLIP:
        if h < 2:
            _no("flip-small", cell=a, height=h)
        if ht < h:
            _no("flip-short", cell=b, height=ht, mine=h)
        e = nbr[j][k]
        if e < 0:
            _no("flip-edge", cell=b)
        if state.cells[e]:
            _no("flip-landing", cell=names[e])
    if move.kind == DISASSEMBLE:
        if t[-1] == me:
            _no("disassemble-own", cell=b)
        if me not in t:
            _no("disassemble-none", cell=b, colour=state.player(seat))
        top = t[-1]
        _no(
            "disassemble-fewer",
            colour=state.player(seat),
            start=a,
            mine=s.count(me),
            owner=colour_said(top),
            end=b,
            theirs=t.count(top),
        )


def _free(state: KittyState, move: KittyMove, seat: int) -> None:
    if not state.objectives:
        _no("cards")
    if move.seat == seat:
        _no("self")
    if state.out[move.seat]:
        _no("out", name=state.player(move.seat))
    if not board_actions(state, seat):
        _no("exchange-wait")
    if move.kind == FORCE:
        if FORCED_EXCHANGE not in state.hands[seat]:
            _no("force-card")
        if not state.hands[move.seat]:
            _no("force-empty", name=state.player(move.seat))
        return
    if move.card not in state.hands[seat]:
        _no("card")
    if state.exchanged[seat]:
        _no("exchanged")
    if state.offered:
        _no("offered")
    if state.exchanged[move.seat]:
        _no("exchanged-other", name=state.player(move.seat))
