"""The Towers engine, exactly as `shared/rules/towers.md` states the rules.

The board is a tuple of strings, one per cell (index = rank * files + file), each string
the tower bottom→top in colour letters (`"yb"` = a Yellow piece under a Blue one; `""` is an
empty cell). Seat 0 is Yellow `y`, seat 1 is Blue `b`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from bot.core.errors import IllegalMoveError, InvalidMoveError, PositionError
from bot.core.grid import ORTHOGONAL, SquareGrid, square_grid
from bot.core.protocol import Game, OptionSpec, Outcome, State, find_move

COLOURS = ("y", "b")
NAMES = ("Yellow", "Blue")


@dataclass(frozen=True, slots=True)
class TowersMove:
    """A whole tower moving from cell index `frm` to its neighbour `to`; PASS has -1, -1."""

    frm: int
    to: int


PASS = TowersMove(-1, -1)


@cache
def _neighbours(files: int, ranks: int) -> tuple[tuple[int, ...], ...]:
    """For every cell index, the indices of its orthogonal neighbours (N, E, S, W order)."""
    out = []
    for idx in range(files * ranks):
        f, r = idx % files, idx // files
        out.append(
            tuple(
                (r + dr) * files + (f + df)
                for df, dr in ORTHOGONAL
                if 0 <= f + df < files and 0 <= r + dr < ranks
            )
        )
    return tuple(out)


Owned = tuple[tuple[int, ...], tuple[int, ...]]


class _Board:
    """The tables of one board size, shared by every state of that size."""

    __slots__ = ("moves", "near", "neighbours")

    def __init__(self, files: int, ranks: int) -> None:
        self.neighbours = _neighbours(files, ranks)
        #: near[i]: the neighbours of cell i as a set (legality checks).
        self.near = tuple(frozenset(row) for row in self.neighbours)
        #: moves[i]: (neighbour j, the shared move i → j) in `neighbours` order; move
        #: generation hands out these objects instead of building new ones.
        self.moves = tuple(
            tuple((j, TowersMove(i, j)) for j in row) for i, row in enumerate(self.neighbours)
        )


@cache
def _board(files: int, ranks: int) -> _Board:
    return _Board(files, ranks)


def _tally(cells: tuple[str, ...]) -> tuple[tuple[int, ...], Owned]:
    """(height per cell, the cells each seat owns in index order) on `cells`."""
    heights = tuple(len(t) for t in cells)
    owned = (
        tuple(i for i, t in enumerate(cells) if t and t[-1] == "y"),
        tuple(i for i, t in enumerate(cells) if t and t[-1] == "b"),
    )
    return heights, owned


class TowersState(State):
    """A Towers position. Immutable; `apply` returns a new state.

    The rules run on `heights` (per cell) and `owned` (per seat, the cells of its towers in
    index order) together with the pieces each seat controls, all updated from the move
    alone: who owns a tower and how tall it is is all the rules look at. `cells` (every
    tower's pieces bottom→top) is built only when asked for (views, snapshots, the AI's
    evaluation): a state made by a move keeps its parent until then."""

    __slots__ = (
        "_board",
        "_cells",
        "_moves",
        "_outcome",
        "_parent",
        "_pieces",
        "_ply",
        "_to_move",
        "files",
        "heights",
        "last",
        "owned",
        "passes",
        "quiet",
        "quiet_limit",
        "ranks",
    )
    num_players = 2

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
        self.files = files
        self.ranks = ranks
        self._cells: tuple[str, ...] | None = cells
        self._parent: TowersState | None = None
        self._to_move = to_move
        self.quiet = quiet
        self.passes = passes
        self.quiet_limit = quiet_limit
        self._ply = ply
        self.last = last
        self._moves: list[TowersMove] | None = None
        self._board = _board(files, ranks)
        heights, owned = _tally(cells)
        self.heights: tuple[int, ...] = heights
        self.owned: Owned = owned
        self._pieces = (sum(heights[i] for i in owned[0]), sum(heights[i] for i in owned[1]))
        self._outcome = outcome if outcome is not None else self._judge()

    # ----- rules --------------------------------------------------------------------
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
    def to_move(self) -> int | None:
        return None if self._outcome is not None else self._to_move

    @property
    def side(self) -> int:
        """The seat on turn, even once the game is over."""
        return self._to_move

    def scores(self) -> tuple[int, int]:
        """Pieces controlled per seat: the summed heights of the towers each one owns."""
        return self._pieces

    def owner(self, cell: int) -> int | None:
        """The seat owning the tower on `cell`, None for an empty cell."""
        if cell in self.owned[0]:
            return 0
        return 1 if cell in self.owned[1] else None

    def _judge(self) -> Outcome | None:
        """The outcome of this position from the tallies and counters (None: play on)."""
        y_towers, b_towers = self.owned
        if not y_towers or not b_towers:
            if y_towers or b_towers:
                reason = f"{NAMES[0 if y_towers else 1]} owns every tower"
            else:
                reason = "the board is empty"
        elif self.passes >= 2:
            reason = "both players passed"
        elif self.quiet_limit and self.quiet >= self.quiet_limit:
            reason = f"{self.quiet_limit} plies passed without a merge"
        else:
            return None
        return score_outcome(self._pieces, reason)

    def legal_moves(self, seat: int | None = None) -> list[TowersMove]:
        if self._outcome is not None or (seat is not None and seat != self._to_move):
            return []
        moves = self._moves
        if moves is None:
            moves = self._moves = self._generate()
        return list(moves)

    def _generate(self) -> list[TowersMove]:
        """Every move of the side to move, by cell index then N, E, S, W; [PASS] if none."""
        a = self.heights
        table = self._board.moves
        return [m for i in self.owned[self._to_move] for j, m in table[i] if a[j] <= a[i]] or [PASS]

    def forced_move(self) -> TowersMove | None:
        moves = self.legal_moves()
        return PASS if moves == [PASS] else None

    def is_legal(self, move: Any) -> bool:
        """True when `move` is legal for the side to move now (checked against the rules
        directly, without listing every move)."""
        if self._outcome is not None or type(move) is not TowersMove:
            return False
        frm, to = move.frm, move.to
        if frm < 0 or to < 0:
            if frm != -1 or to != -1:
                return False
            moves = self._moves
            if moves is None:
                moves = self._moves = self._generate()
            return moves[0] is PASS
        a = self.heights
        return (
            frm < len(a)
            and to in self._board.near[frm]
            and frm in self.owned[self._to_move]
            and a[to] <= a[frm]
        )

    def apply(self, move: Any, seat: int | None = None) -> TowersState:
        if seat is not None and seat != self.to_move:
            raise IllegalMoveError("It is not your turn.")
        if not self.is_legal(move):
            raise IllegalMoveError("That move is not legal now.")
        return self._play(move)

    def _play(self, move: TowersMove) -> TowersState:
        """The state after the legal `move` (not re-checked)."""
        mover = self._to_move
        new = object.__new__(TowersState)
        new.files = self.files
        new.ranks = self.ranks
        new._board = self._board
        new._to_move = 1 - mover
        new.quiet_limit = self.quiet_limit
        new._ply = self._ply + 1
        new.last = move
        new._moves = None
        frm, to = move.frm, move.to
        if frm < 0:
            new._cells = self._cells
            new._parent = None if self._cells is not None else self
            new.heights = self.heights
            new.owned = self.owned
            new.quiet = self.quiet + 1
            new.passes = self.passes + 1
            new._pieces = self._pieces
            new._outcome = new._judge()
            return new
        new._cells = None
        new._parent = self
        new.passes = 0
        a = list(self.heights)
        dst = a[to]
        a[to] += a[frm]
        a[frm] = 0
        new.heights = tuple(a)
        owned = self.owned
        mine = list(owned[mover])
        if not dst:
            mine[mine.index(frm)] = to
            mine.sort()
            new.owned = (tuple(mine), owned[1]) if mover == 0 else (owned[0], tuple(mine))
            new._pieces = self._pieces
            quiet = new.quiet = self.quiet + 1
            limit = self.quiet_limit
            new._outcome = new._judge() if limit and quiet >= limit else None
            return new
        new.quiet = 0
        theirs = owned[1 - mover]
        if to in theirs:  # an enemy tower: the mover takes it over
            mine[mine.index(frm)] = to
            mine.sort()
            k = theirs.index(to)
            theirs = theirs[:k] + theirs[k + 1 :]
            py, pb = self._pieces
            new._pieces = (py + dst, pb - dst) if mover == 0 else (py - dst, pb + dst)
        else:  # the mover's own tower
            mine.remove(frm)
            new._pieces = self._pieces
        new.owned = (tuple(mine), theirs) if mover == 0 else (theirs, tuple(mine))
        new._outcome = new._judge() if not mine or not theirs else None
        return new

    def outcome(self) -> Outcome | None:
        return self._outcome

    # ----- views --------------------------------------------------------------------
    def view(self, seat: int | None = None) -> dict[str, Any]:
        g = self.grid
        last = None
        if self.last is not None and self.last != PASS:
            last = [
                g.name(_cell(self.last.frm, self.files)),
                g.name(_cell(self.last.to, self.files)),
            ]
        out = self._outcome
        return {
            "game": "towers",
            "players": 2,
            "seat_names": list(NAMES),
            "colours": list(COLOURS),
            "to_move": self.to_move,
            "files": self.files,
            "ranks": self.ranks,
            "stacks": {
                g.name(_cell(i, self.files)): list(t) for i, t in enumerate(self.cells) if t
            },
            "scores": list(self.scores()),
            "quiet": self.quiet,
            "quiet_limit": self.quiet_limit,
            "passes": self.passes,
            "ply": self._ply,
            "last_move": None if self.last is None else _notation(self, self.last),
            "last_cells": last,
            "outcome": None
            if out is None
            else {"winners": list(out.winners), "reason": out.reason},
            "state": GAME_CODEC.encode(self),
        }


def _cell(idx: int, files: int) -> tuple[int, int]:
    return idx % files, idx // files


def _notation(state: TowersState, move: TowersMove) -> str:
    if move == PASS:
        return "pass"
    g = state.grid
    return f"{g.name(_cell(move.frm, state.files))}-{g.name(_cell(move.to, state.files))}"


def score_outcome(scores: tuple[int, int], reason: str) -> Outcome:
    y, b = scores
    winners = (0,) if y > b else (1,) if b > y else ()
    return Outcome(winners, reason, (float(y), float(b)))


class _Codec:
    """Snapshot encoding shared by `view` (for the AI) and the store."""

    def encode(self, s: TowersState) -> dict[str, Any]:
        g = s.grid
        return {
            "game": "towers",
            "files": s.files,
            "ranks": s.ranks,
            "to_move": COLOURS[s.side],
            "quiet": s.quiet,
            "passes": s.passes,
            "quiet_limit": s.quiet_limit,
            "ply": s.ply,
            "last": None if s.last is None else [s.last.frm, s.last.to],
            "stacks": {g.name(_cell(i, s.files)): list(t) for i, t in enumerate(s.cells) if t},
        }

    def decode(self, data: Mapping[str, Any], default_limit: int = 40) -> TowersState:
        try:
            if data.get("game", "towers") != "towers":
                raise PositionError("this position is not a Towers position")
            files, ranks = int(data.get("files", 6)), int(data.get("ranks", 6))
            if not (2 <= files <= 26 and 2 <= ranks <= 26):
                raise PositionError("board size out of range")
            g = square_grid(files, ranks)
            cells = [""] * (files * ranks)
            for name, stack in dict(data.get("stacks", {})).items():
                f, r = g.parse(name)
                if not stack or any(p not in COLOURS for p in stack):
                    raise PositionError(f"bad stack at {name}: {stack!r}")
                cells[r * files + f] = "".join(stack)
            side = str(data.get("to_move", "y"))
            if side not in COLOURS:
                raise PositionError(f"bad side to move {side!r}")
            last = data.get("last")
            return TowersState(
                files,
                ranks,
                tuple(cells),
                COLOURS.index(side),
                int(data.get("quiet", 0)),
                int(data.get("passes", 0)),
                int(data.get("quiet_limit", default_limit)),
                int(data.get("ply", 0)),
                None if last is None else TowersMove(int(last[0]), int(last[1])),
            )
        except PositionError:
            raise
        except (TypeError, ValueError, KeyError, AttributeError, InvalidMoveError) as exc:
            raise PositionError(f"malformed Towers position: {exc}") from None


GAME_CODEC = _Codec()


class TowersGame(Game):
    key = "towers"
    title = "Towers"
    min_players = 2
    max_players = 2
    seat_names = NAMES
    options = (
        OptionSpec(
            "quiet",
            "int",
            40,
            "Plies without a merge that end the game (0 = off)",
            minimum=0,
            maximum=1000,
        ),
        OptionSpec("first", "str", "yellow", "Who moves first", choices=("yellow", "blue")),
    )

    def new_state(self, players: int, seed: int, options: Mapping[str, Any]) -> TowersState:
        files = ranks = 6
        cells = tuple(COLOURS[(f + r) % 2] for r in range(ranks) for f in range(files))
        first = 0 if options.get("first", "yellow") == "yellow" else 1
        return TowersState(files, ranks, cells, first, quiet_limit=int(options.get("quiet", 40)))

    def parse_move(self, state: State, text: str, seat: int | None = None) -> TowersMove:
        assert isinstance(state, TowersState)
        raw = str(text).strip().lower()
        if raw == "pass":
            if state.legal_moves(seat) == [PASS]:
                return PASS
            raise IllegalMoveError("You may pass only when you have no legal move.")
        parts = raw.replace("–", "-").replace(">", "-").replace(" ", "-").split("-")
        parts = [p for p in parts if p]
        if len(parts) != 2:
            raise InvalidMoveError(f"`{text}` is not a move: write it like `c3-c4` (from-to).")
        g = state.grid
        a, b = g.parse(parts[0]), g.parse(parts[1])
        frm, to = a[1] * state.files + a[0], b[1] * state.files + b[0]
        move = TowersMove(frm, to)
        if move in state.legal_moves(seat):
            return move
        return self._explain(state, move, parts, seat)

    def _explain(
        self, state: TowersState, move: TowersMove, parts: list[str], seat: int | None
    ) -> TowersMove:
        """Raise an `IllegalMoveError` that says why `move` is not legal."""
        if seat is not None and seat != state.to_move:
            raise IllegalMoveError("It is not your turn.")
        src, dst = state.cells[move.frm], state.cells[move.to]
        me = COLOURS[state.side]
        if not src:
            raise IllegalMoveError(f"There is no tower on {parts[0]}.")
        if src[-1] != me:
            raise IllegalMoveError(f"The tower on {parts[0]} is not yours.")
        if move.to not in _neighbours(state.files, state.ranks)[move.frm]:
            raise IllegalMoveError(
                f"{parts[1]} is not next to {parts[0]} (moves go one cell up, down, left or right)."
            )
        if len(dst) > len(src):
            raise IllegalMoveError(
                f"The tower on {parts[1]} ({len(dst)} high) is taller than yours ({len(src)} high)."
            )
        return find_move(self, state, "-".join(parts), seat)

    def format_move(self, state: State, move: Any) -> str:
        assert isinstance(state, TowersState)
        return _notation(state, move)

    def describe_move(self, state: State, move: Any) -> str:
        assert isinstance(state, TowersState)
        if move == PASS:
            return "pass (no legal move)"
        g = state.grid
        a, b = g.name(_cell(move.frm, state.files)), g.name(_cell(move.to, state.files))
        h = len(state.cells[move.frm])
        dst = state.cells[move.to]
        what = f"{a} ({h}) → {b}"
        if not dst:
            return what + " (empty)"
        owner = "your" if dst[-1] == COLOURS[state.side] else "their"
        return what + f" onto {owner} {len(dst)} = {h + len(dst)} high"

    def encode_state(self, state: State) -> dict[str, Any]:
        assert isinstance(state, TowersState)
        return GAME_CODEC.encode(state)

    def decode_state(self, data: Any) -> TowersState:
        if not isinstance(data, Mapping):
            raise PositionError("a Towers snapshot must be an object")
        return GAME_CODEC.decode(data)

    def position_from_json(self, data: Any) -> TowersState:
        """The rules file's format; perft ignores the quiet limit, so it is off here."""
        if not isinstance(data, Mapping):
            raise PositionError("a position must be a JSON object")
        data = dict(data)
        data.setdefault("quiet_limit", 0)
        return GAME_CODEC.decode(data, default_limit=0)

    def position_to_json(self, state: State) -> dict[str, Any]:
        assert isinstance(state, TowersState)
        d = GAME_CODEC.encode(state)
        return {k: d[k] for k in ("game", "files", "ranks", "to_move", "quiet", "passes", "stacks")}

    def agreed_end(self, state: State) -> State:
        from bot.core.protocol import Ended

        assert isinstance(state, TowersState)
        return Ended(state, score_outcome(state.scores(), "the players agreed to end the game"))

    def perft(self, state: State, depth: int) -> int:
        assert isinstance(state, TowersState)
        return _perft(state, depth)


def _perft(state: TowersState, depth: int) -> int:
    if state._outcome is not None:
        return 1 if depth == 0 else 0
    if depth == 0:
        return 1
    moves = state.legal_moves()
    if depth == 1:
        return len(moves)
    return sum(_perft(state._play(m), depth - 1) for m in moves)
