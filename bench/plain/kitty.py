"""Kitty Stack Tower for two players without cards, plainly (`shared/rules/kitty-stack-tower.md`):
random set-up, then Stack / Flip / Disassemble / Pass on a radius-3 hex board held as a dict
{(q, r): "stack bottom→top"} (after `tests/games/kitty/reference.py`)."""

from __future__ import annotations

import random

RADIUS = 3
COLOURS = "ry"
PIECES = 15
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
Cell = tuple[int, int]
Move = tuple[str, Cell, int] | None  # None = pass


def on_board(q: int, r: int) -> bool:
    return max(abs(q), abs(r), abs(q + r)) <= RADIUS


class PlainState:
    def __init__(self, board: dict[Cell, str], to_move: int, passes: int) -> None:
        self.board = board
        self.to_move = to_move
        self.passes = passes
        self._moves: list[Move] | None = None

    def legal_moves(self) -> list[Move]:
        if self._moves is None:
            me = COLOURS[self.to_move]
            board = self.board
            moves: list[Move] = []
            for c, s in board.items():
                if s[-1] != me:
                    continue
                for k, (dq, dr) in enumerate(DIRECTIONS):
                    d = (c[0] + dq, c[1] + dr)
                    if d not in board:
                        continue
                    t = board[d]
                    e = (d[0] + dq, d[1] + dr)
                    if len(s) >= len(t):
                        moves.append(("stack", c, k))
                    if 2 <= len(s) <= len(t) and on_board(*e) and e not in board:
                        moves.append(("flip", c, k))
                    owner = t[-1]
                    if owner != me and me in t and s.count(me) > t.count(owner):
                        moves.append(("disassemble", c, k))
            moves.append(None)
            self._moves = moves
        return self._moves

    def apply(self, move: Move) -> PlainState:
        if move not in self.legal_moves():
            raise ValueError("illegal move")
        nxt = 1 - self.to_move
        if move is None:
            return PlainState(self.board, nxt, self.passes + 1)
        kind, c, k = move
        dq, dr = DIRECTIONS[k]
        d = (c[0] + dq, c[1] + dr)
        s, t = self.board[c], self.board[d]
        board = dict(self.board)
        if kind == "stack":
            del board[c]
            board[d] = t + s
        elif kind == "flip":
            del board[c]
            board[(d[0] + dq, d[1] + dr)] = s
            board[d] = t[::-1]
        else:
            top = max(i for i, p in enumerate(t) if p == s[-1])
            board[d] = t[: top + 1]
            board[c] = t[top + 1 :] + s
        return PlainState(board, nxt, 0)

    def outcome(self) -> tuple[int, ...] | None:
        if self.passes < len(COLOURS):
            return None
        best: list[tuple[int, int]] = []
        for colour in COLOURS:
            mine = [s for s in self.board.values() if s[-1] == colour]
            best.append((sum(len(s) for s in mine), sum(s.count(colour) for s in mine)))
        top = max(best)
        return tuple(seat for seat, score in enumerate(best) if score == top)


def start(seed: int) -> PlainState:
    rng = random.Random(seed)
    cells = [
        (q, r)
        for q in range(-RADIUS, RADIUS + 1)
        for r in range(-RADIUS, RADIUS + 1)
        if on_board(q, r)
    ]
    pieces = [colour for colour in COLOURS for _ in range(PIECES)]
    board = dict(zip(rng.sample(cells, len(pieces)), pieces))
    return PlainState(board, 0, 0)
