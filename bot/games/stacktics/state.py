"""The Stacktics position: board, turn, captures, pie rule and the draw bookkeeping."""

from __future__ import annotations

from typing import NamedTuple

from bot.core.errors import IllegalMoveError
from bot.core.protocol import Outcome, State
from bot.games.stacktics.geometry import Geometry, stack_pips
from bot.games.stacktics.movegen import generate, play
from bot.games.stacktics.moves import KEEP, SWAP, StackticsMove
from bot.i18n import Said, said

# Pie-rule status values.
PIE_OFF = "off"  # the pie rule is not in use
PIE_WAITING = "waiting"  # on; Red has not made the first move yet
PIE_OPEN = "open"  # Blue may swap colours now (or play on)
PIE_KEPT = "kept"  # Blue played on with its own pieces
PIE_SWAPPED = "swapped"  # the seats exchanged colours
PIE_STATUSES = (PIE_OFF, PIE_WAITING, PIE_OPEN, PIE_KEPT, PIE_SWAPPED)


class LastMove(NamedTuple):
    """What the previous move did, kept so its notation and picture need no older state:
    the move, the origin stack before it moved and the enemy stack it captured ("")."""

    move: StackticsMove
    origin: str
    captured: str


#: `tuple.__new__`: builds a `LastMove` without its generated Python-level `__new__`.
_tuple_new = tuple.__new__


class StackticsState(State[StackticsMove]):
    """An immutable Stacktics position; `apply` returns a new one.

    `colour` is the colour to move (0 Red, 1 Blue); `swapped` tells whether the pie rule
    exchanged the seats, so the seat on turn is ``colour ^ swapped``. `captured` holds the
    pips captured by Red and by Blue. `history` lists the boards since the last capture
    (the current one last): no earlier board can come back once pieces left the game.
    """

    __slots__ = (
        "_judged",
        "_moves",
        "_outcome",
        "_ply",
        "captured",
        "cells",
        "colour",
        "draw_limit",
        "geo",
        "history",
        "last",
        "pie",
        "quiet",
        "swapped",
    )
    num_players = 2

    def __init__(
        self,
        geo: Geometry,
        cells: tuple[str, ...],
        colour: int = 0,
        captured: tuple[int, int] = (0, 0),
        *,
        swapped: bool = False,
        pie: str = PIE_OFF,
        draw_limit: int = 60,
        quiet: int = 0,
        history: tuple[tuple[str, ...], ...] | None = None,
        ply: int = 0,
        last: LastMove | None = None,
    ) -> None:
        self.geo = geo
        self.cells = cells
        self.colour = colour
        self.captured = captured
        self.swapped = swapped
        self.pie = pie
        self.draw_limit = draw_limit
        self.quiet = quiet
        self.history = (cells,) if history is None else history
        self._ply = ply
        self.last = last
        self._outcome: Outcome | None = None
        self._judged = False
        self._moves: list[StackticsMove] | None = None

    # ----- seats and colours ----------------------------------------------------------
    def seat_of(self, colour: int) -> int:
        """The seat that plays `colour` (seats exchange colours after a pie swap)."""
        return colour ^ int(self.swapped)

    def colour_of(self, seat: int) -> int:
        """The colour (0 Red, 1 Blue) that `seat` plays."""
        return seat ^ int(self.swapped)

    @property
    def side(self) -> int:
        """The seat on turn, even once the game is over."""
        return self.seat_of(self.colour)

    @property
    def ply(self) -> int:
        return self._ply

    @property
    def to_move(self) -> int | None:
        if not self._judged:
            self._outcome = self._judge()
            self._judged = True
        return None if self._outcome is not None else self.colour ^ self.swapped

    @property
    def pie_open(self) -> bool:
        """True while Blue may still swap colours."""
        return self.pie == PIE_OPEN

    # ----- the rules ------------------------------------------------------------------
    def board_moves(self) -> list[StackticsMove]:
        """The side to move's board moves (pie decisions and the end of game aside)."""
        if self._moves is None:
            self._moves = generate(self.geo, self.cells, self.colour)
        return self._moves

    def legal_moves(self, seat: int | None = None) -> list[StackticsMove]:
        """The side to move's moves (`StackticsMove` values): `SWAP` and `KEEP` first
        while the pie decision is open, then the board moves of `board_moves`."""
        if not self._judged:
            self._outcome = self._judge()
            self._judged = True
        if self._outcome is not None or (seat is not None and seat != self.colour ^ self.swapped):
            return []
        moves = self._moves
        if moves is None:
            moves = self._moves = generate(self.geo, self.cells, self.colour)
        if self.pie == PIE_OPEN:
            return [SWAP, KEEP, *moves]
        return moves.copy()

    def is_legal(self, move: object) -> bool:
        """True when `move` is legal for the side to move now."""
        if self.outcome() is not None or not isinstance(move, tuple):
            return False
        if move in (SWAP, KEEP):
            return self.pie == PIE_OPEN
        try:
            return move in self.board_moves()  # the shared move objects: found by identity
        except TypeError:  # a look-alike that cannot be compared is never a move
            return False

    def apply(self, move: StackticsMove, seat: int | None = None) -> StackticsState:
        if not self._judged:
            self._outcome = self._judge()
            self._judged = True
        if self._outcome is not None:
            raise IllegalMoveError(said("core-game-over"))
        if seat is not None and seat != self.colour ^ self.swapped:
            raise IllegalMoveError(said("core-not-your-turn"))
        try:  # the moves generated for `legal_moves` hold the very move objects handed out
            listed = self._moves is not None and move in self._moves
        except TypeError:  # a look-alike that cannot be compared is never a move
            listed = False
        if not listed and not self.is_legal(move):
            raise IllegalMoveError(said("stacktics-move-not-legal"))
        return self.play(move)

    def play(self, move: StackticsMove) -> StackticsState:
        """The state after `move`, which the caller guarantees is legal."""
        frm, base, to = move
        if frm < 0:  # SWAP or KEEP
            return StackticsState(
                self.geo,
                self.cells,
                self.colour,
                self.captured,
                swapped=self.swapped != (move == SWAP),
                pie=PIE_SWAPPED if move == SWAP else PIE_KEPT,
                draw_limit=self.draw_limit,
                quiet=self.quiet,
                history=self.history,
                ply=self._ply + 1,
                last=LastMove(move, "", ""),
            )
        cells = self.cells
        board, taken = play(cells, frm, base, to)
        new = object.__new__(StackticsState)  # every field set below, as __init__ would
        if taken:
            captured = self.captured
            gained = captured[self.colour] + stack_pips(taken)
            new.captured = (gained, captured[1]) if self.colour == 0 else (captured[0], gained)
            new.quiet = 0
            new.history = (board,)
        else:
            new.captured = self.captured
            new.quiet = self.quiet + 1
            new.history = self.history + (board,)
        pie = self.pie
        if pie == PIE_WAITING:
            pie = PIE_OPEN
        elif pie == PIE_OPEN:
            pie = PIE_KEPT
        new.geo = self.geo
        new.cells = board
        new.colour = 1 - self.colour
        new.swapped = self.swapped
        new.pie = pie
        new.draw_limit = self.draw_limit
        new._ply = self._ply + 1
        new.last = _tuple_new(LastMove, (move, cells[frm], taken))  # LastMove(...), faster
        new._outcome = None
        new._judged = False
        new._moves = None
        return new

    def repetitions(self) -> int:
        """How many times the current board with the same colour to move has occurred."""
        return self.history[-1::-2].count(self.cells)

    def outcome(self) -> Outcome | None:
        if not self._judged:
            self._outcome = self._judge()
            self._judged = True
        return self._outcome

    def _judge(self) -> Outcome | None:
        threshold = self.geo.threshold
        mover = 1 - self.colour
        if max(self.captured) >= threshold:
            for colour in (mover, self.colour):
                if self.captured[colour] >= threshold:
                    return self._result(
                        (self.seat_of(colour),),
                        said(
                            "stacktics-result-captured",
                            colour=said(f"stacktics-seat-{colour + 1}"),
                            pips=self.captured[colour],
                        ),
                    )
        moves = self._moves  # the moves are wanted next anyway
        if moves is None:
            moves = self._moves = generate(self.geo, self.cells, self.colour)
        if not moves and self.pie != PIE_OPEN:
            return self._result(
                (self.seat_of(mover),),
                said("stacktics-result-no-move", colour=said(f"stacktics-seat-{self.colour + 1}")),
            )
        if len(self.history) >= 9 and self.repetitions() >= 3:  # 3 occurrences need 8 plies
            return self._result((), said("stacktics-result-repetition"))
        if self.draw_limit and self.quiet >= self.draw_limit:
            return self._result((), said("stacktics-result-quiet", limit=self.draw_limit))
        return None

    def _result(self, winners: tuple[int, ...], reason: Said) -> Outcome:
        return Outcome(winners, reason, self.scores())

    def scores(self) -> tuple[float, float]:
        """Pips captured per seat."""
        by_seat = [0.0, 0.0]
        for colour in (0, 1):
            by_seat[self.seat_of(colour)] = float(self.captured[colour])
        return by_seat[0], by_seat[1]
