"""What each move does: set-up placements, the board actions with their card effects,
Pass and Monochromatic Frenzy; exchanges are in `exchange.py`.

`play_move` is called by `KittyState.apply` once the move is known to be legal for `seat`.
Every function returns or collects a new position of the same type as the one it was
given; events (public sentences for `Game.announce`) never name a hidden card.
"""

from __future__ import annotations

import random
from typing import TypeVar

from bot.core.errors import IllegalMoveError
from bot.games.kitty import actions as B
from bot.games.kitty import exchange
from bot.games.kitty import movegen as T
from bot.games.kitty.cards import (
    CONTINUOUS_STACKING,
    DRAMATIC_TWIST,
    FRENZY,
    RAINBOW_BRIDGE,
    RAINBOW_TOKEN,
    TWIST_TOKEN,
    frenzy_eligible,
    rainbow_points,
)
from bot.games.kitty.legal import legal_moves
from bot.games.kitty.model import Changes, Position, Tokens
from bot.games.kitty.moves import (
    ACCEPT,
    BOARD_KINDS,
    CHAIN,
    DECLINE_KIND,
    DISASSEMBLE,
    DONE_KIND,
    FLIP,
    FORCE,
    GIVE,
    OFFER,
    PASS,
    PASS_KIND,
    STACK,
    KittyMove,
)
from bot.games.kitty.moves import (
    FRENZY as FRENZY_KIND,
)
from bot.games.kitty.notation import public_text
from bot.games.kitty.records import LastMove
from bot.games.kitty.turns import (
    add_token,
    advance,
    after_action,
    bank,
    move_tokens,
    next_placer,
    reveal,
    start_play,
    tokens_at,
)
from bot.i18n import Said, said

#: Move kinds `play_plain` carries out.
PLAIN_PLAY_KINDS = frozenset((STACK, FLIP, DISASSEMBLE, PASS_KIND))

P = TypeVar("P", bound=Position)


def play_move(state: P, move: KittyMove, seat: int) -> P:
    """The state after `seat` plays the legal `move`."""
    if state.plain_turn() and move.kind in PLAIN_PLAY_KINDS:
        return play_plain(state, move, seat)
    return play_general(state, move, seat)


def play_general(state: P, move: KittyMove, seat: int) -> P:
    """`play_move` through the general machinery (every phase, card and exchange)."""
    ch: Changes = {"_ply": state.ply + 1}
    events: list[Said] = []
    kind = move.kind
    cells: tuple[int, ...] = ()
    if state.phase == "setup":
        cells = _place(state, move, seat, ch, events)
    elif kind in BOARD_KINDS:
        cells = _board_action(state, move, seat, ch, events)
    elif kind == PASS_KIND:
        _pass(state, seat, ch, events)
    elif kind == FRENZY_KIND:
        cells = _frenzy(state, move.cell, seat, ch, events)
    elif kind == DONE_KIND:
        advance(state, ch, events)
    elif kind == FORCE:
        exchange.force(state, seat, move.seat, ch, events)
    elif kind == GIVE:
        exchange.give(state, move.card, ch, events)
    elif kind == OFFER:
        exchange.offer(state, seat, move.seat, move.card, ch, events)
    elif kind == ACCEPT:
        exchange.accept(state, move.card, ch, events)
    elif kind == DECLINE_KIND:
        exchange.decline(state, ch, events)
    else:  # pragma: no cover - legal_moves never yields another kind
        raise IllegalMoveError(said("kitty-illegal"))
    ch["last"] = LastMove(seat, public_text(state, move), kind, cells)
    ch["events"] = tuple(events)
    return state.replace(**ch)


def play_plain(state: P, move: KittyMove, seat: int) -> P:
    """`play_move` for a board action or Pass in a `plain_turn` (no cards, no exchange, no
    resigned seat): the same next state, built without the general machinery. The new
    position shares `state`'s `Shared` record (no shared field changes) and knows at
    once whether the game goes on."""
    shared = state._shared
    n = shared.num_players
    new = object.__new__(type(state))
    new._shared = shared
    new.num_players = n
    new.step = state.step
    new._ply = state._ply + 1
    new._moves = None
    new._listed = None
    new._outcome = None
    kind, i, k, _, _ = move
    if kind == PASS_KIND:
        events: tuple[Said, ...] = ()
        listed = state._listed
        if (listed if listed is not None else legal_moves(state, seat)) == [PASS]:
            events = (said("kitty-event-cannot-act", name=state.player(seat)),)
        passes = state.passes + 1
        new.passes = passes
        if passes >= n:
            events += (said("kitty-event-all-passed"),)
            new.turn = state.turn
            new.pending = state.pending
            new.offered = state.offered
            new._plain = False
            new._done = False
        else:
            new.turn = (state.turn + 1) % n
            new.pending = None
            new.offered = False
            new._plain = True
            new._done = True  # not ended, not every seat passed: no outcome
        new.cells = state.cells
        new.tokens = state.tokens
        new.last = shared.kit.passed[seat]
        new.events = events
        new._tables = state._tables
        return new
    kit = shared.kit
    new.cells, new._tables, dest = T.play_action(
        state.cells, state._tables, kit.nbr, shared.colours, kind, i, k, seat
    )
    tokens = state.tokens
    if tokens and dest >= 0:
        tokens = move_tokens(tokens, ((i, dest),))
    new.tokens = tokens
    new.passes = 0
    new.turn = (state.turn + 1) % n
    new.pending = None
    new.offered = False
    new.last = kit.moved[kind][seat][i * 6 + k]
    new.events = ()
    new._plain = True
    new._done = True  # not ended, nobody passed: no outcome
    return new


# ----- set-up --------------------------------------------------------------------------
def _place(
    state: Position, move: KittyMove, seat: int, ch: Changes, events: list[Said]
) -> tuple[int, ...]:
    """One piece on a cell, or (`place random`) the seat's remaining pieces — one piece in
    a `turns` set-up — on random empty cells drawn from the match seed and the ply."""
    cells = list(state.cells)
    if move.cell >= 0:
        chosen = [move.cell]
    else:
        rng = random.Random(f"kitty-place:{state.seed}:{state.ply}")
        empty = [i for i, s in enumerate(cells) if not s]
        count = state.unplaced[seat] if state.setup_mode != "turns" else 1
        chosen = sorted(rng.sample(empty, min(count, len(empty))))
        if count > 1:
            events.append(
                said("kitty-event-placed-at-random", name=state.player(seat), count=len(chosen))
            )
    for i in chosen:
        cells[i] = state.colours[seat]
    unplaced = list(state.unplaced)
    unplaced[seat] -= len(chosen)
    ch.update({"cells": tuple(cells), "unplaced": tuple(unplaced)})
    if sum(unplaced) == 0:
        start_play(state, ch, events)
    elif state.setup_mode == "turns":
        ch["turn"] = next_placer(state, unplaced, state.turn)
    return tuple(chosen)


# ----- board actions -------------------------------------------------------------------
def _board_action(
    state: Position, move: KittyMove, seat: int, ch: Changes, events: list[Said]
) -> tuple[int, ...]:
    res = B.play(state.cells, state.geo.neighbours, move)
    tokens = move_tokens(state.tokens, res.token_moves)
    ch.update({"cells": res.cells, "passes": 0})
    if state.objectives:
        hand = state.hands[seat]
        if move.kind == CHAIN:
            steps = len(res.touched) - 1
            reveal(state, ch, seat, CONTINUOUS_STACKING, events)
            bank(state, ch, seat, CONTINUOUS_STACKING, steps)
            events.append(said("kitty-event-chain", name=state.player(seat), steps=steps))
        if RAINBOW_BRIDGE in hand and move.kind in (STACK, DISASSEMBLE, CHAIN):
            tokens = _rainbow(state, move, seat, res, tokens, ch, events)
        if DRAMATIC_TWIST in hand and move.kind == FLIP:
            tokens = _twist(state, seat, res, tokens, ch, events)
    ch["tokens"] = tokens
    after_action(state, seat, ch, events)
    return res.touched


def _rainbow(
    state: Position,
    move: KittyMove,
    seat: int,
    res: B.ActionResult,
    tokens: Tokens,
    ch: Changes,
    events: list[Said],
) -> Tokens:
    """Rainbow Bridge: the stack the action leaves to the mover reached 3 or 4 colours.
    "Had fewer" compares with the seat's own stacks that formed it (S, and for a Stack or
    Chain every absorbed stack the seat already owned)."""
    me = state.colours[seat]
    before = len(set(state.cells[move.cell]))
    if move.kind in (STACK, CHAIN):
        for c in res.touched[1:]:
            t = state.cells[c]
            if t[-1] == me:
                before = max(before, len(set(t)))
    cell = res.result_cell
    if RAINBOW_TOKEN in tokens_at(tokens, cell):
        return tokens
    colours = len(set(res.cells[cell]))
    pts = rainbow_points(before, colours)
    if not pts:
        return tokens
    reveal(state, ch, seat, RAINBOW_BRIDGE, events)
    bank(state, ch, seat, RAINBOW_BRIDGE, pts)
    events.append(
        said(
            "kitty-event-rainbow",
            name=state.player(seat),
            cell=state.cell_name(cell),
            colours=colours,
            points=pts,
        )
    )
    return add_token(tokens, cell, RAINBOW_TOKEN)


def _twist(
    state: Position,
    seat: int,
    res: B.ActionResult,
    tokens: Tokens,
    ch: Changes,
    events: list[Said],
) -> Tokens:
    """Dramatic Twist: the flipped stack T went from another player to the mover."""
    me = state.colours[seat]
    cell = res.touched[1]
    t = state.cells[cell]
    if t[-1] == me or t[0] != me or TWIST_TOKEN in tokens_at(tokens, cell):
        return tokens
    reveal(state, ch, seat, DRAMATIC_TWIST, events)
    bank(state, ch, seat, DRAMATIC_TWIST, 2)
    events.append(said("kitty-event-twist", cell=state.cell_name(cell), name=state.player(seat)))
    return add_token(tokens, cell, TWIST_TOKEN)


def _pass(state: Position, seat: int, ch: Changes, events: list[Said]) -> None:
    if legal_moves(state, seat) == [PASS]:
        events.append(said("kitty-event-cannot-act", name=state.player(seat)))
    passes = state.passes + 1
    ch["passes"] = passes
    if passes >= state.num_players:
        events.append(said("kitty-event-all-passed"))
    else:
        after_action(state, seat, ch, events)


def _frenzy(
    state: Position, cell: int, seat: int, ch: Changes, events: list[Said]
) -> tuple[int, ...]:
    """Monochromatic Frenzy removes the stack on `cell`; the step goes on while the seat
    has another eligible stack."""
    pieces = state.cells[cell]
    cells = list(state.cells)
    cells[cell] = ""
    ch.update(
        {
            "cells": tuple(cells),
            "tokens": tuple((c, names) for c, names in state.tokens if c != cell),
            "removed": state.removed + ((seat, cell, pieces, len(pieces)),),
        }
    )
    reveal(state, ch, seat, FRENZY, events)
    bank(state, ch, seat, FRENZY, len(pieces))
    events.append(
        said(
            "kitty-event-frenzy",
            name=state.player(seat),
            height=len(pieces),
            cell=state.cell_name(cell),
        )
    )
    me = state.colours[seat]
    if not any(s and s[-1] == me and frenzy_eligible(s) for s in cells):
        advance(state, ch, events)
    return (cell,)
