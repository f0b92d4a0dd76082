"""The Towers position: an immutable state that generates, checks and plays moves and
judges the end of the game, exactly as `shared/rules/towers.md` states the rules."""

from __future__ import annotations

from bot.core.errors import IllegalMoveError
from bot.core.grid import SquareGrid, square_grid
from bot.core.protocol import Outcome, State
from bot.games.towers.model import (
    PASS,
    Owned,
    TowersMove,
    score_outcome,
    setup,
    start_keys,
    tally,
)
from bot.i18n import Said, said

_ILLEGAL = said("towers-illegal")

#: A blank state for `apply` to fill in (one global load instead of two lookups).
_blank = object.__new__


class TowersState(State[TowersMove]):
    """A Towers position. Immutable; `apply` returns a new state.

    The rules run on `height` (per cell, a list no one changes; `heights` is its tuple)
    and `owned` (per seat, the cells of its towers in index order), both updated from the
    move alone (the pieces per seat are summed from them when asked): who owns a tower and how tall it is is all the rules look at. `cells` (every
    tower's pieces bottom→top) is built only when asked for (views, snapshots, the AI's
    evaluation): a state made by a move keeps its parent until then. Move generation also
    keeps, per cell, the key of its tower (`_key`: cell and blocked pattern, see
    `BoardTables`), so a tower's moves are one lookup; what never changes during a game
    (board size, tables, quiet limit) is one shared `Setup`, so a move copies few fields."""

    __slots__ = (
        "_cells",
        "_key",
        "_outcome",
        "_parent",
        "_ply",
        "_setup",
        "_to_move",
        "height",
        "last",
        "owned",
        "passes",
        "quiet",
        "to_move",
    )
    num_players = 2
    #: The seat to move, None once the game is over (`side` keeps the seat on turn).
    to_move: int | None

    def __init__(
        self,
        files: int,
        ranks: int,
        cells: tuple[str, ...],
        to_move: int,
        quiet: int = 0,
        passes: int = 0,
        quiet_limit: int = 40,
        ply: int = 0,
        last: TowersMove | None = None,
        outcome: Outcome | None = None,
    ) -> None:
        self._setup = setup(files, ranks, quiet_limit)
        self._cells: tuple[str, ...] | None = cells
        self._parent: TowersState | None = None
        self._to_move = to_move
        self.quiet = quiet
        self.passes = passes
        self._ply = ply
        self.last = last
        heights, owned = tally(cells)
        #: The height per cell, as a list nothing ever changes (a move copies it); the
        #: tuple `heights` is built from it when asked for.
        self.height: list[int] = list(heights)
        self.owned: Owned = owned
        #: Per cell, the key of its tower: the cell and which neighbours are taller (its
        #: value on an empty cell means nothing and is never read).
        self._key = list(start_keys(files, ranks, heights))
        self._outcome = outcome if outcome is not None else self._judge()
        self.to_move = None if self._outcome is not None else to_move

    # ----- the board ----------------------------------------------------------------
    @property
    def files(self) -> int:
        return self._setup.files

    @property
    def ranks(self) -> int:
        return self._setup.ranks

    @property
    def quiet_limit(self) -> int:
        """Plies without a merge that end the game (0: no limit)."""
        return self._setup.quiet_limit

    @property
    def occupied(self) -> int:
        """The cells holding a tower, as a bitmask (bit i = cell i)."""
        return sum(1 << i for i, h in enumerate(self.height) if h)

    @property
    def heights(self) -> tuple[int, ...]:
        """The height of the tower on each cell (0: empty), by cell index."""
        return tuple(self.height)

    @property
    def cells(self) -> tuple[str, ...]:
        """The board: per cell index the tower bottom→top in colour letters ("" empty)."""
        cells = self._cells
        if cells is None:
            chain = []
            state: TowersState = self
            while state._cells is None:
                chain.append(state)
                parent = state._parent
                assert parent is not None
                state = parent
            cells = state._cells
            for state in reversed(chain):
                move = state.last
                assert move is not None and cells is not None
                if move.frm >= 0:
                    board = list(cells)
                    board[move.to] += board[move.frm]
                    board[move.frm] = ""
                    cells = tuple(board)
                state._cells = cells
                state._parent = None
        assert cells is not None
        return cells

    @property
    def grid(self) -> SquareGrid:
        return square_grid(self.files, self.ranks)

    @property
    def ply(self) -> int:
        return self._ply

    @property
    def side(self) -> int:
        """The seat on turn, even once the game is over."""
        return self._to_move

    def scores(self) -> tuple[int, int]:
        """Pieces controlled per seat: the summed heights of the towers each one owns."""
        a = self.height
        y_towers, b_towers = self.owned
        return sum([a[i] for i in y_towers]), sum([a[i] for i in b_towers])

    def owner(self, cell: int) -> int | None:
        """The seat owning the tower on `cell`, None for an empty cell."""
        if cell in self.owned[0]:
            return 0
        return 1 if cell in self.owned[1] else None

    # ----- the rules ----------------------------------------------------------------
    def _judge(self) -> Outcome | None:
        """The outcome of this position from the tallies and counters (None: play on)."""
        y_towers, b_towers = self.owned
        reason: Said
        if not y_towers or not b_towers:
            if y_towers or b_towers:
                reason = said(
                    "towers-reason-owns-all", name=said(f"towers-seat-{1 if y_towers else 2}")
                )
            else:
                reason = said("towers-reason-empty")
        elif self.passes >= 2:
            reason = said("towers-reason-passed")
        elif self.quiet_limit and self.quiet >= self.quiet_limit:
            reason = said("towers-reason-quiet", count=self.quiet_limit)
        else:
            return None
        return score_outcome(self.scores(), reason)

    def legal_moves(self, seat: int | None = None) -> list[TowersMove]:
        """Every move of the side to move, by cell index then N, E, S, W; [PASS] if none:
        per tower, the moves its blocked pattern leaves open (one table lookup)."""
        side = self.to_move
        if seat != side:
            if seat is not None or side is None:
                return []
        elif side is None:
            return []
        open_ = self._setup.open
        key = self._key
        moves: list[TowersMove] = []
        for i in self.owned[side]:
            moves.extend(open_[key[i]])
        return moves or [PASS]

    def forced_move(self) -> TowersMove | None:
        moves = self.legal_moves()
        return PASS if moves == [PASS] else None

    def is_legal(self, move: object) -> bool:
        """True when `move` is legal for the side to move now (checked against the rules
        directly, without listing every move)."""
        if self._outcome is not None or type(move) is not TowersMove:
            return False
        frm, to = move.frm, move.to
        if frm < 0 or to < 0:
            return frm == -1 and to == -1 and self.legal_moves() == [PASS]
        a = self.height
        return (
            frm < len(a)
            and to in self._setup.tables.near[frm]
            and frm in self.owned[self._to_move]
            and a[to] <= a[frm]
        )

    def apply(self, move: TowersMove, seat: int | None = None) -> TowersState:
        """The state after `move` by `seat` (None: whoever is on turn); raises
        `IllegalMoveError` and leaves this state as it was if the move is not legal now.

        One function checks and plays: the checks reuse what playing computes (the
        heights of both cells; finding `frm` among the mover's towers fails for a tower
        the mover does not own)."""
        mover = self.to_move
        if seat != mover:
            if mover is None or seat is not None:
                raise IllegalMoveError(said("core-not-your-turn") if seat is not None else _ILLEGAL)
        elif mover is None:
            raise IllegalMoveError(_ILLEGAL)
        if type(move) is not TowersMove:
            raise IllegalMoveError(_ILLEGAL)
        s = self._setup
        frm, to = move.frm, move.to
        new = _blank(TowersState)
        new._setup = s
        new._ply = self._ply + 1
        new.last = move
        side = new._to_move = 1 - mover
        if frm | to < 0:  # either is negative: only PASS (-1, -1) may be
            if not (frm == -1 and to == -1 and self.legal_moves() == [PASS]):
                raise IllegalMoveError(_ILLEGAL)
            new._cells = self._cells
            new._parent = None if self._cells is not None else self
            new.height = self.height
            new.owned = self.owned
            new._key = self._key
            new.quiet = self.quiet + 1
            new.passes = self.passes + 1
            new._outcome = outcome = new._judge()
            new.to_move = side if outcome is None else None
            return new
        try:  # frm must be a cell and `to` one of its neighbours
            to_links, frm_links, sideways = s.steps[frm][to]
        except (IndexError, KeyError):
            raise IllegalMoveError(_ILLEGAL) from None
        a = self.height.copy()
        h = a[frm]
        dst = a[to]
        if dst > h:
            raise IllegalMoveError(_ILLEGAL)
        owned = self.owned
        mine = list(owned[mover])
        try:
            k = mine.index(frm)
        except ValueError:
            raise IllegalMoveError(_ILLEGAL) from None
        tall = a[to] = dst + h
        a[frm] = 0
        new.height = a
        new._cells = None
        new._parent = self
        new.passes = 0
        # The blocked patterns that change: the tower now on `to`; neighbours of `to`
        # shorter than it, which may no longer move there; and, when the moved tower was
        # taller than 1, neighbours of `frm` shorter than it, which may now move there
        # (`frm`, now empty, and `to`, at least as tall, are left out of the loops).
        keys = new._key = self._key.copy()
        pattern = to << 4
        for j, bit, back in to_links:
            if hj := a[j]:
                if hj > tall:
                    pattern |= bit
                elif hj < tall:
                    keys[j] |= back
        keys[to] = pattern
        if h > 1:
            for j, back in frm_links:
                if (hj := a[j]) and hj < h:
                    keys[j] ^= back
        if not dst:
            mine[k] = to
            if not sideways:
                mine.sort()
            new.owned = (tuple(mine), owned[1]) if mover == 0 else (owned[0], tuple(mine))
            if (quiet := self.quiet + 1) >= s.quiet_end:
                new.quiet = quiet
                new._outcome = new._judge()
                new.to_move = None
                return new
            new.quiet = quiet
            new._outcome = None
            new.to_move = side
            return new
        new.quiet = 0
        theirs = owned[side]
        if to in theirs:  # an enemy tower: the mover takes it over
            mine[k] = to
            mine.sort()
            j = theirs.index(to)
            theirs = theirs[:j] + theirs[j + 1 :]
        else:  # the mover's own tower
            del mine[k]
        new.owned = (tuple(mine), theirs) if mover == 0 else (theirs, tuple(mine))
        if mine and theirs:
            new._outcome = None
            new.to_move = side
        else:
            new._outcome = new._judge()
            new.to_move = None
        return new

    #: The state after a legal `move` (the search and perft call this; it checks like
    #: `apply`, at the cost of a few comparisons).
    play = apply

    def outcome(self) -> Outcome | None:
        return self._outcome


def perft(state: TowersState, depth: int) -> int:
    """Leaf count `depth` plies below `state` (a finished position is a leaf only at
    depth 0); the same numbers as `bot.core.protocol.perft`, without its checks."""
    if state._outcome is not None:
        return 1 if depth == 0 else 0
    if depth == 0:
        return 1
    moves = state.legal_moves()
    if depth == 1:
        return len(moves)
    return sum(perft(state.play(m), depth - 1) for m in moves)
