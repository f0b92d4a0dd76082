"""`KittyState`: one Kitty Stack Tower position as the protocol's `State`.

The fields and the facts that follow from them are the `Position` of `model.py`; who may
act, the legal moves and the end are in `legal.py`, what a move does in `flow.py`. This
class only wires them to the protocol (and checks a move before playing it).
"""

from __future__ import annotations

from bot.core.errors import IllegalMoveError
from bot.core.protocol import Outcome, State
from bot.games.kitty import legal
from bot.games.kitty import movegen as T
from bot.games.kitty.flow import play_move, play_plain
from bot.games.kitty.model import Position
from bot.games.kitty.moves import PASS, KittyMove
from bot.i18n import said


class KittyState(Position, State[KittyMove]):
    """A Kitty Stack Tower position. Immutable: `apply` returns a new state."""

    __slots__ = ()

    @property
    def to_move(self) -> int | None:
        if self._plain or (self._plain is None and self.plain_turn()):
            return self.turn
        return legal.to_move(self)

    def actors(self) -> frozenset[int]:
        return legal.actors(self)

    def legal_moves(self, seat: int | None = None) -> list[KittyMove]:
        """Every legal move of `seat` (default: `to_move`, or the lowest actor in a free
        set-up), in a stable order."""
        turn = self.turn
        if (seat is None or seat == turn) and (
            self._plain or (self._plain is None and self.plain_turn())
        ):
            listed = self._listed  # the search asks again and again: list them once
            if listed is None:
                shared = self._shared  # the board actions and Pass
                listed = self._listed = T.owned_moves(
                    self.cells,
                    self._tables or self.tables(),
                    shared.kit.look,
                    turn,
                    shared.colours[turn],
                )
                listed.append(PASS)
            return listed[:]
        return legal.legal_moves(self, seat)

    def forced_move(self) -> KittyMove | None:
        """Pass for a player with no board action; the return gift of a Forced Exchange
        when only one card can be given."""
        return legal.forced_move(self)

    def apply(self, move: KittyMove, seat: int | None = None) -> KittyState:
        """The state after `seat` (default: the seat that may act) plays `move`; raises
        `IllegalMoveError` when the move is not legal for that seat now."""
        if self._plain or (self._plain is None and self.plain_turn()):
            turn = self.turn
            if seat is not None and seat != turn:
                raise IllegalMoveError(said("core-not-your-turn"))
            listed = self._listed
            if listed is not None:  # the moves were listed: look the move up among them
                if type(move) is not KittyMove or move not in listed:
                    raise IllegalMoveError(said("kitty-illegal"))
            elif not legal.plain_legal(self, move):
                raise IllegalMoveError(said("kitty-illegal"))
            return play_plain(self, move, turn)
        if legal.outcome(self) is not None:
            raise IllegalMoveError(said("core-game-over"))
        who = legal.default_seat(self, seat)
        if who is None or who not in legal.actors(self):
            raise IllegalMoveError(said("core-not-your-turn"))
        if move not in legal.legal_moves(self, who):
            raise IllegalMoveError(said("kitty-illegal"))
        return play_move(self, move, who)

    def outcome(self) -> Outcome | None:
        return self._outcome if self._done else legal.outcome(self)
