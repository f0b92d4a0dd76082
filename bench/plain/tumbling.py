"""Tumbling Down, plainly (`shared/rules/tumbling-down.md`, after `tests/games/tumbling/reference.py`):
a dict {(file, rank): "stack bottom→top"}, kings recomputed from the whole board after every
move, repetitions counted in a dict."""

from __future__ import annotations

SIZE = 8
COLOURS = "bw"  # seat 0 Black moves first
DIRECTIONS = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))
Cell = tuple[int, int]
Move = tuple[str, Cell, int]  # ("step" | "tumble", from, direction)


def on_board(cell: Cell) -> bool:
    return 0 <= cell[0] < SIZE and 0 <= cell[1] < SIZE


def kings(board: dict[Cell, str], colour: str) -> tuple[int, set[Cell]]:
    pure = {c: len(s) for c, s in board.items() if set(s) == {colour}}
    if not pure:
        return 0, set()
    top = max(pure.values())
    return top, {c for c, h in pure.items() if h == top}


def captured(before: dict[Cell, str], after: dict[Cell, str], colour: str) -> bool:
    old_height, old_kings = kings(before, colour)
    new_height, _ = kings(after, colour)
    if new_height == 0:
        return True
    if new_height > old_height:
        return False
    return any(after.get(c, colour)[-1] != colour for c in old_kings if c in after)


class PlainState:
    def __init__(
        self,
        board: dict[Cell, str],
        to_move: int,
        seen: dict[tuple[frozenset[tuple[Cell, str]], int], int],
        result: tuple[int, ...] | None,
    ) -> None:
        self.board = board
        self.to_move = to_move
        self.seen = seen
        self.result = result
        self._moves: list[Move] | None = None

    def legal_moves(self) -> list[Move]:
        if self._moves is None:
            me = COLOURS[self.to_move]
            moves: list[Move] = []
            for cell, stack in self.board.items():
                if stack[-1] != me:
                    continue
                for k, (df, dr) in enumerate(DIRECTIONS):
                    if not on_board((cell[0] + df, cell[1] + dr)):
                        continue
                    moves.append(("step", cell, k))
                    if len(stack) >= 2:
                        moves.append(("tumble", cell, k))
            self._moves = moves
        return self._moves

    def apply(self, move: Move) -> PlainState:
        if self.result is not None or move not in self.legal_moves():
            raise ValueError("illegal move")
        kind, cell, k = move
        df, dr = DIRECTIONS[k]
        board = dict(self.board)
        if kind == "tumble":
            pieces = board.pop(cell)
            here = cell
            for piece in pieces:
                nxt = (here[0] + df, here[1] + dr)
                if on_board(nxt):
                    here = nxt
                board[here] = board.get(here, "") + piece
        else:
            stack = board[cell]
            if len(stack) == 1:
                del board[cell]
            else:
                board[cell] = stack[:-1]
            to = (cell[0] + df, cell[1] + dr)
            board[to] = board.get(to, "") + stack[-1]
        mover = self.to_move
        result: tuple[int, ...] | None = None
        if captured(self.board, board, COLOURS[1 - mover]):
            result = (mover,)
        elif captured(self.board, board, COLOURS[mover]):
            result = (1 - mover,)
        seen = dict(self.seen)
        key = (frozenset(board.items()), 1 - mover)
        seen[key] = seen.get(key, 0) + 1
        if result is None and seen[key] >= 3:
            result = ()
        return PlainState(board, 1 - mover, seen, result)

    def outcome(self) -> tuple[int, ...] | None:
        return self.result


def start(seed: int) -> PlainState:
    board: dict[Cell, str] = {}
    heights = {0: 4, 1: 3, 2: 2, 3: 2, 4: 1}
    for f in range(SIZE):
        for r in range(SIZE):
            h = heights.get(f + r)
            if h:
                board[(f, r)] = "w" * h
                board[(SIZE - 1 - f, SIZE - 1 - r)] = "b" * h
    return PlainState(board, 0, {(frozenset(board.items()), 0): 1}, None)
