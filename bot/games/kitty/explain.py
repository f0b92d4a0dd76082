"""Why a move is not legal: one precise, friendly sentence per case (never a secret)."""

from __future__ import annotations

from typing import NoReturn

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
from bot.games.kitty.model import COLOUR_NAMES
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


def explain(state: KittyState, move: KittyMove, seat: int | None) -> None:
    """Raise `IllegalMoveError` with the reason `move` is not legal for `seat`; return
    silently if no specific reason is found (the caller then raises a generic one)."""
    if state.outcome() is not None:
        _no("The game is over.")
    if seat is None or seat not in state.actors():
        _no("It is not your turn.")
    if state.phase == "setup":
        _setup(state, move)
        return
    _step(state, move, seat)
    if move.kind in BOARD_KINDS:
        _board(state, move, seat)
    elif move.kind in (FORCE, OFFER):
        _free(state, move, seat)


def _no(message: str) -> NoReturn:
    raise IllegalMoveError(message)


def _setup(state: KittyState, move: KittyMove) -> None:
    if move.kind != PLACE:
        _no("The pieces are still being placed: use `place <cell>` or `place random`.")
    if move.cell >= 0 and state.cells[move.cell]:
        _no(f"{state.cell_name(move.cell)} already holds a piece.")


def _step(state: KittyState, move: KittyMove, seat: int) -> None:
    """Moves that belong to another sub-step of the turn."""
    step, kind = state.step, move.kind
    if step == "frenzy" and kind not in (FRENZY, DONE_KIND):
        _no(
            "You have already acted this turn: remove a stack with `frenzy <cell>` or end with `done`."
        )
    if step == "offer" and kind not in (ACCEPT, DECLINE_KIND):
        _no("Answer the exchange offer first: `accept <your card>` or `decline`.")
    if step in ("force_give", "force_return") and kind != GIVE:
        _no("Finish the Forced Exchange first: `give <card>`.")
    if step == "turn" and kind in (FRENZY, DONE_KIND, GIVE, ACCEPT, DECLINE_KIND, PLACE):
        if kind == FRENZY:
            if not state.objectives or FRENZY_CARD not in state.hands[seat]:
                _no("You do not hold Monochromatic Frenzy.")
            _no("Monochromatic Frenzy comes after your action: act (or pass) first.")
        if kind == PLACE:
            _no("Every piece is already on the board.")
        _no("There is no exchange or card step waiting for you.")
    if kind in (GIVE, ACCEPT) and move.card not in state.hands[seat]:
        _no("You do not hold that card.")
    if (
        step == "force_return"
        and kind == GIVE
        and state.pending
        and move.card == state.pending.card
    ):
        _no("Give one of your other cards, not the one you just received.")
    if kind == FRENZY:
        cell = move.cell
        me = state.colours[seat]
        stack = state.cells[cell]
        if not stack:
            _no(f"There is no stack on {state.cell_name(cell)}.")
        if stack[-1] != me:
            _no(f"The stack on {state.cell_name(cell)} is not yours.")
        if not frenzy_eligible(stack):
            _no(f"The stack on {state.cell_name(cell)} has no 5 pieces of one colour in a row.")


def _board(state: KittyState, move: KittyMove, seat: int) -> None:
    names = state.geo.names
    nbr = state.geo.neighbours
    i, k = move.cell, move.direction
    j = nbr[i][k]
    a, b = names[i], names[j]
    s, t = state.cells[i], state.cells[j]
    me = state.colours[seat]
    if not s:
        _no(f"There is no stack on {a}.")
    if s[-1] != me:
        _no(f"The stack on {a} is {_owner(state, s[-1])}'s, not yours (the top piece decides).")
    if not t:
        _no(f"There is no stack on {b} to act on.")
    h, ht = len(s), len(t)
    if move.kind == STACK and ht > h:
        _no(f"The stack on {b} ({ht} high) is taller than yours ({h} high).")
    if move.kind == CHAIN:
        if not state.objectives or CONTINUOUS_STACKING not in state.hands[seat]:
            _no("You do not hold Continuous Stacking.")
        if ht > h:
            _no(f"The stack on {b} ({ht} high) is taller than yours ({h} high).")
        _no(
            f"Continuous Stacking needs a run of at least 2 stacks with the same top colour from {b}."
        )
    if move.kind == FLIP:
        if h < 2:
            _no(f"Flip needs a stack of at least 2 pieces; {a} has {h}.")
        if ht < h:
            _no(f"Flip needs a stack at least as tall as yours: {b} is {ht} high, yours {h}.")
        e = nbr[j][k]
        if e < 0:
            _no(f"There is no cell beyond {b} to land on.")
        if state.cells[e]:
            _no(f"The landing cell {names[e]} is not empty.")
    if move.kind == DISASSEMBLE:
        if t[-1] == me:
            _no(f"The stack on {b} is already yours; Disassemble works on another player's stack.")
        if me not in t:
            _no(f"The stack on {b} holds no {state.name(seat)} piece.")
        top = t[-1]
        _no(
            f"You need more {state.name(seat)} pieces in {a} ({s.count(me)}) than "
            f"{_owner(state, top)} pieces in {b} ({t.count(top)})."
        )


def _free(state: KittyState, move: KittyMove, seat: int) -> None:
    if not state.objectives:
        _no("This game is played without objective cards.")
    if move.seat == seat:
        _no("Choose another player.")
    if state.out[move.seat]:
        _no(f"{state.name(move.seat)} is out of the game.")
    if not board_actions(state, seat):
        _no("You cannot act this turn, so you pass; exchanges wait for a turn where you can act.")
    if move.kind == FORCE:
        if FORCED_EXCHANGE not in state.hands[seat]:
            _no("You do not hold Forced Exchange.")
        if not state.hands[move.seat]:
            _no(f"{state.name(move.seat)} has no card to give.")
        return
    if move.card not in state.hands[seat]:
        _no("You do not hold that card.")
    if state.exchanged[seat]:
        _no("You have already taken part in your one voluntary exchange.")
    if state.offered:
        _no("You have already made an offer this turn.")
    if state.exchanged[move.seat]:
        _no(f"{state.name(move.seat)} has already taken part in their one voluntary exchange.")


def _owner(state: KittyState, letter: str) -> str:
    """The colour name of the player whose pieces are `letter`."""
    return COLOUR_NAMES.get(letter, letter)
