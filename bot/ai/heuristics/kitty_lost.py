"""Kitty Stack Tower: can a seat still win, whatever it does on its own?

Only passes end the game, so a player who is behind can keep it alive for ever by
flipping one stack back and forth while the others pass. The AI does not: before it
searches, it asks whether any line of its own moves, everyone else doing nothing (passing,
which each of them may always do, and using no card), reaches a position in which it would
be among the winners if the game ended there. When none does, the others can hold it to
that by passing every turn, so every line is lost and playing on would only repeat
positions: it passes.

The proof visits each position once (a position seen again is a repetition and gains
nothing) and stops after `BUDGET` moves without an answer, a count, so it answers the
same on any machine.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Hashable

from bot.ai.heuristics.base import acting_seat
from bot.games.kitty.flow import play_move
from bot.games.kitty.moves import DONE, OFFER, PASS, PASS_KIND
from bot.games.kitty.state import KittyState

#: The most moves the proof plays before it gives up. Measured on 2 092 positions of
#: random 2-4 player games: the 258 proved losses needed at most 400 moves (227 at most
#: 25); the proof took 0.2 ms at p50, 50 ms at p95 and 0.12 s at most.
BUDGET = 400

#: Per seat, the final score if the game ended now (tie-break included), as
#: `bot.ai.heuristics.kitty.standing` computes it.
Standing = Callable[[KittyState], list[float]]
#: A key equal for equal positions.
KeyOf = Callable[[KittyState], Hashable]


def cannot_win(state: KittyState, seat: int, standing: Standing, key_of: KeyOf) -> bool:
    """True only when it is proved that no sequence of `seat`'s own moves, with every
    other seat passing, reaches a position where `seat` would be among the winners if the
    game ended there (or an end it wins): the others then hold `seat` to a loss by always
    passing. False when such a position is found, when a line needs another seat to do
    more than pass (an exchange), or when the proof runs out of its budget."""
    if acting_seat(state) != seat or _can_win_here(state, seat, standing):
        return False
    seen = {key_of(state)}
    queue = deque([state])
    tried = 0
    while queue:
        node = _settle(queue.popleft(), seat)
        if node is None or _can_win_here(node, seat, standing):
            return False
        for move in node.legal_moves(seat):
            if move.kind in (PASS_KIND, OFFER):
                continue  # a pass ends the line where it stands (already judged)
            tried += 1
            if tried > BUDGET:
                return False
            child = play_move(node, move, seat)
            if _can_win_here(child, seat, standing):
                return False
            key = key_of(child)
            if key not in seen:
                seen.add(key)
                queue.append(child)
    return True


def _settle(state: KittyState, seat: int) -> KittyState | None:
    """`state` after every other seat to act has done nothing (passed, or ended its turn
    without using a card), up to `seat`'s next action or the end; None when another seat
    must do something else (give a card in an exchange)."""
    while True:
        actor = acting_seat(state)
        if actor is None or actor == seat:
            return state
        moves = state.legal_moves(actor)
        idle = PASS if PASS in moves else DONE if DONE in moves else None
        if idle is None:
            return None
        state = play_move(state, idle, actor)


def _can_win_here(state: KittyState, seat: int, standing: Standing) -> bool:
    """Would `seat` be among the winners if the game ended now (or has it ended so)?"""
    outcome = state.outcome()
    if outcome is not None:
        return seat in outcome.winners
    now = standing(state)
    mine = now[seat]
    return all(mine >= v for other, v in enumerate(now) if other != seat and not state.out[other])
