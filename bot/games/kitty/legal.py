"""Who may act, what they may play, and when the game is over: the rules read from a
`Position`. The answers are kept in the position's caches (a position never changes).

The moves of a seat, in a stable order: in set-up every empty cell then `place random`;
in a turn of play the board actions, Pass, then Forced Exchange and exchange offers (with
objective cards); in the after-action step every Frenzy cell then Done; in an exchange the
cards the seat may give (and Decline for an offer).
"""

from __future__ import annotations

from bot.core.protocol import Outcome
from bot.games.kitty import actions as B
from bot.games.kitty import movegen as T
from bot.games.kitty.cards import CONTINUOUS_STACKING, FORCED_EXCHANGE
from bot.games.kitty.model import (
    STEP_FORCE_GIVE,
    STEP_FORCE_RETURN,
    STEP_FRENZY,
    STEP_OFFER,
    STEP_TURN,
    Position,
)
from bot.games.kitty.moves import (
    ACCEPT,
    DECLINE,
    DONE,
    FORCE,
    GIVE,
    OFFER,
    PASS,
    PASS_KIND,
    PLACE,
    PLACE_RANDOM,
    KittyMove,
)
from bot.games.kitty.moves import (
    FRENZY as FRENZY_KIND,
)
from bot.games.kitty.scoring import scored_outcome
from bot.i18n import said


# ----- the end -------------------------------------------------------------------------
def outcome(pos: Position) -> Outcome | None:
    """The result once the game is over (ended from outside, or every player passed in a
    row and the board is scored), else None."""
    if not pos._done:
        pos._done = True
        if pos.ended is not None:
            pos._outcome = pos.ended
        elif pos.phase == "play" and pos.passes >= pos.num_players:
            pos._outcome = scored_outcome(pos, said("kitty-reason-all-passed"))
    return pos._outcome


# ----- who acts ------------------------------------------------------------------------
def to_move(pos: Position) -> int | None:
    """The seat whose turn it is: the placer of a `turns` set-up, the seat answering an
    exchange, else the seat on turn; None when the game is over or in a free set-up."""
    if outcome(pos) is not None:
        return None
    if pos.phase == "setup":
        return pos.turn if pos.setup_mode == "turns" else None
    if pos.step in (STEP_OFFER, STEP_FORCE_GIVE) and pos.pending is not None:
        return pos.pending.to
    return pos.turn


def actors(pos: Position) -> frozenset[int]:
    """The seats that may act now (in a free set-up: every seat with pieces to place)."""
    if outcome(pos) is not None:
        return frozenset()
    if pos.phase == "setup" and pos.setup_mode != "turns":
        return frozenset(s for s, n in enumerate(pos.unplaced) if n > 0 and not pos.out[s])
    seat = to_move(pos)
    return frozenset() if seat is None else frozenset((seat,))


def default_seat(pos: Position, seat: int | None) -> int | None:
    """`seat`, or when None: `to_move`, else the lowest seat that may act."""
    if seat is not None:
        return seat
    mover = to_move(pos)
    if mover is not None:
        return mover
    acting = actors(pos)
    return min(acting) if acting else None


# ----- legal moves ---------------------------------------------------------------------
def legal_moves(pos: Position, seat: int | None = None) -> list[KittyMove]:
    """Every legal move of `seat` (default: `to_move`, or the lowest actor in a free
    set-up), in a stable order; empty when the seat may not act."""
    moves = pos._moves
    if moves is None:
        moves = pos._moves = {}
    cached = moves.get(seat)  # keyed by the seat asked for (None included)
    if cached is None:
        who = default_seat(pos, seat)
        if who is None or who not in actors(pos):
            cached = []
        else:
            cached = moves.get(who)
            if cached is None:
                cached = _generate(pos, who)
                moves[who] = cached
        moves[seat] = cached
    return list(cached)


def board_actions(pos: Position, seat: int) -> list[KittyMove]:
    """The seat's Stack, Chain, Flip and Disassemble moves on the current board."""
    if pos.objectives and pos.holds(seat, CONTINUOUS_STACKING):
        return B.board_moves(pos.cells, pos.geo.neighbours, pos.colours[seat], True)
    return T.owned_moves(pos.cells, pos.tables(), pos.kit.look, seat, pos.colours[seat])


def _generate(pos: Position, seat: int) -> list[KittyMove]:
    if pos.phase == "setup":
        empty = [KittyMove(PLACE, i) for i, s in enumerate(pos.cells) if not s]
        return empty + [PLACE_RANDOM]
    if pos.step == STEP_TURN:
        actions = board_actions(pos, seat)
        if not actions:
            return [PASS]
        return actions + [PASS] + _free_actions(pos, seat)
    if pos.step == STEP_FRENZY:
        return [KittyMove(FRENZY_KIND, c) for c in pos.frenzy_cells(seat)] + [DONE]
    pend = pos.pending
    assert pend is not None
    if pos.step == STEP_OFFER:
        return [KittyMove(ACCEPT, card=c) for c in pos.hands[seat]] + [DECLINE]
    if pos.step == STEP_FORCE_GIVE:
        return [KittyMove(GIVE, card=c) for c in pos.hands[seat]]
    return [KittyMove(GIVE, card=c) for c in pos.hands[seat] if c != pend.card]


def _free_actions(pos: Position, seat: int) -> list[KittyMove]:
    """Forced Exchange and exchange offers open to `seat` before its action."""
    if not pos.objectives:
        return []
    out: list[KittyMove] = []
    others = [t for t in pos.active_seats() if t != seat and pos.hands[t]]
    hand = pos.hands[seat]
    if FORCED_EXCHANGE in hand and len(hand) >= 2:
        out.extend(KittyMove(FORCE, seat=t) for t in others)
    if not pos.offered and not pos.exchanged[seat]:
        for t in others:
            if not pos.exchanged[t]:
                out.extend(KittyMove(OFFER, seat=t, card=c) for c in hand)
    return out


def plain_legal(pos: Position, move: object) -> bool:
    """In a `plain_turn`: is `move` a legal board action or Pass of the seat on turn (the
    rule checked for this one move, without generating the others)."""
    if type(move) is not KittyMove:
        return False
    if move.kind == PASS_KIND:
        return move == PASS
    if move.seat != -1 or move.card != "" or move.kind not in B.PLAIN_KINDS:
        return False
    return B.is_board_move(pos.cells, pos.geo.neighbours, pos.colours[pos.turn], move)


def forced_move(pos: Position) -> KittyMove | None:
    """Pass for a player with no board action; the return gift of a Forced Exchange when
    only one card can be given."""
    if outcome(pos) is not None or pos.phase != "play":
        return None
    if pos.step in (STEP_TURN, STEP_FORCE_RETURN):
        moves = legal_moves(pos)
        if len(moves) == 1:
            return moves[0]
    return None
