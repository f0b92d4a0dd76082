"""Towers, plainly (`shared/rules/towers.md`): a dict {(file, rank): "tower bottom→top"}."""

from __future__ import annotations

COLOURS = "yb"
SIZE = 6
QUIET_LIMIT = 40
Move = tuple[tuple[int, int], tuple[int, int]] | None  # None = pass


class PlainState:
    def __init__(
        self, board: dict[tuple[int, int], str], to_move: int, quiet: int, passes: int
    ) -> None:
        self.board = board
        self.to_move = to_move
        self.quiet = quiet
        self.passes = passes
        self._moves: list[Move] | None = None

    def legal_moves(self) -> list[Move]:
        if self._moves is None:
            me = COLOURS[self.to_move]
            moves: list[Move] = []
            for (f, r), tower in self.board.items():
                if tower[-1] != me:
                    continue
                for df, dr in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                    to = (f + df, r + dr)
                    if not (0 <= to[0] < SIZE and 0 <= to[1] < SIZE):
                        continue
                    if len(self.board.get(to, "")) <= len(tower):
                        moves.append(((f, r), to))
            self._moves = moves or [None]
        return self._moves

    def apply(self, move: Move) -> PlainState:
        if move not in self.legal_moves():
            raise ValueError("illegal move")
        if move is None:
            return PlainState(self.board, 1 - self.to_move, self.quiet + 1, self.passes + 1)
        frm, to = move
        board = dict(self.board)
        tower = board.pop(frm)
        merged = to in board
        board[to] = board.get(to, "") + tower
        return PlainState(board, 1 - self.to_move, 0 if merged else self.quiet + 1, 0)

    def scores(self) -> list[int]:
        out = [0, 0]
        for tower in self.board.values():
            out[COLOURS.index(tower[-1])] += len(tower)
        return out

    def outcome(self) -> tuple[int, ...] | None:
        owners = {tower[-1] for tower in self.board.values()}
        if len(owners) > 1 and self.passes < 2 and self.quiet < QUIET_LIMIT:
            return None
        y, b = self.scores()
        return (0,) if y > b else (1,) if b > y else ()


def start(seed: int) -> PlainState:
    board = {(f, r): COLOURS[(f + r) % 2] for f in range(SIZE) for r in range(SIZE)}
    return PlainState(board, 0, 0, 0)
