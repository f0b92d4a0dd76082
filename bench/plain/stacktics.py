"""Stacktics, plainly (`shared/rules/stacktics.md`): the default game (3 trees, 5×5, no pie
rule, 60 quiet plies draw), a dict {(file, rank): [pieces bottom→top]} with pieces like
"r3", third repetition counted over the boards since the last capture."""

from __future__ import annotations

FILES = RANKS = 5
N = 3
THRESHOLD = 3 * N
LOADED_RANGE = 2
DRAW_LIMIT = 60
COLOURS = "rb"
ORTHO = ((0, 1), (1, 0), (0, -1), (-1, 0))
DIAG = ((1, 1), (1, -1), (-1, -1), (-1, 1))
Cell = tuple[int, int]
Move = tuple[Cell, int, Cell]  # (from, index of the base piece, to)


def on_board(cell: Cell) -> bool:
    return 0 <= cell[0] < FILES and 0 <= cell[1] < RANKS


BoardKey = tuple[tuple[Cell, tuple[str, ...]], ...]


def key_of(board: dict[Cell, list[str]]) -> BoardKey:
    return tuple(sorted((c, tuple(s)) for c, s in board.items()))


class PlainState:
    def __init__(
        self,
        board: dict[Cell, list[str]],
        to_move: int,
        captured: list[int],
        quiet: int,
        history: list[tuple[BoardKey, int]],
    ) -> None:
        self.board = board
        self.to_move = to_move
        self.captured = captured
        self.quiet = quiet
        self.history = history  # board keys since the last capture, this one last
        self._moves: list[Move] | None = None

    def legal_moves(self) -> list[Move]:
        if self.outcome() is not None:
            return []
        return self.board_moves()

    def board_moves(self) -> list[Move]:
        if self._moves is None:
            self._moves = self._generate()
        return self._moves

    def _generate(self) -> list[Move]:
        me = COLOURS[self.to_move]
        moves: list[Move] = []
        for cell, stack in self.board.items():
            if stack[0][0] != me:
                continue
            for base in range(len(stack)):
                size = int(stack[base][1])
                weight = sum(int(p[1]) for p in stack[base + 1 :])
                alone = base == len(stack) - 1
                if alone:
                    reach = max(FILES, RANKS)
                elif weight < size:
                    reach = LOADED_RANGE
                else:
                    reach = 1
                dirs = DIAG if size == 1 else ORTHO if size == 2 else ORTHO + DIAG
                for df, dr in dirs:
                    for dist in range(1, reach + 1):
                        to = (cell[0] + df * dist, cell[1] + dr * dist)
                        if not on_board(to):
                            break
                        dest = self.board.get(to)
                        if dest is None:
                            moves.append((cell, base, to))
                            continue
                        if dest[0][0] == me:
                            if size <= int(dest[-1][1]):
                                moves.append((cell, base, to))
                        elif alone and len(stack) >= 2:
                            moves.append((cell, base, to))
                        break
        return moves

    def apply(self, move: Move) -> PlainState:
        if move not in self.legal_moves():
            raise ValueError("illegal move")
        frm, base, to = move
        board = dict(self.board)
        stack = board[frm]
        moving = stack[base:]
        if base:
            board[frm] = stack[:base]
        else:
            del board[frm]
        captured = list(self.captured)
        dest = board.get(to)
        took = False
        if dest is None:
            board[to] = moving
        elif dest[0][0] == moving[0][0]:
            board[to] = dest + moving
        else:
            captured[self.to_move] += sum(int(p[1]) for p in dest)
            board[to] = moving
            took = True
        key = (key_of(board), 1 - self.to_move)
        history = [key] if took else self.history + [key]
        return PlainState(board, 1 - self.to_move, captured, 0 if took else self.quiet + 1, history)

    def outcome(self) -> tuple[int, ...] | None:
        for seat in (1 - self.to_move, self.to_move):
            if self.captured[seat] >= THRESHOLD:
                return (seat,)
        if not self.board_moves():
            return (1 - self.to_move,)
        if self.history.count(self.history[-1]) >= 3:
            return ()
        if self.quiet >= DRAW_LIMIT:
            return ()
        return None


def start(seed: int) -> PlainState:
    board: dict[Cell, list[str]] = {}
    for f in range(1, FILES - 1):
        board[(f, 0)] = ["r3", "r2", "r1"]
        board[(f, RANKS - 1)] = ["b3", "b2", "b1"]
    return PlainState(board, 0, [0, 0], 0, [(key_of(board), 0)])
