"""A deliberately plain reference of the three board actions, written straight from the
rules file in axial coordinates (no index tables), to cross-check the engine."""

from __future__ import annotations

from bot.core.grid import HEX_DIRECTIONS, hex_grid

Board = dict[tuple[int, int], str]


def reference_moves(board: Board, radius: int, me: str) -> set[tuple[str, tuple[int, int], int]]:
    """Every (kind, S cell, direction index) legal for colour `me`."""
    grid = hex_grid(radius)
    out = set()
    for c, s in board.items():
        if s[-1] != me:
            continue
        for k, (dq, dr) in enumerate(HEX_DIRECTIONS):
            d = (c[0] + dq, c[1] + dr)
            if d not in board:
                continue
            t = board[d]
            e = (d[0] + dq, d[1] + dr)
            if len(s) >= len(t):
                out.add(("stack", c, k))
            if len(s) >= 2 and len(s) <= len(t) and grid.on_board(*e) and e not in board:
                out.add(("flip", c, k))
            owner = t[-1]
            if owner != me and me in t and s.count(me) > t.count(owner):
                out.add(("disassemble", c, k))
    return out


def reference_apply(board: Board, move: tuple[str, tuple[int, int], int]) -> Board:
    kind, c, k = move
    dq, dr = HEX_DIRECTIONS[k]
    d = (c[0] + dq, c[1] + dr)
    s, t = board[c], board[d]
    new = dict(board)
    if kind == "stack":
        del new[c]
        new[d] = t + s
    elif kind == "flip":
        del new[c]
        new[(d[0] + dq, d[1] + dr)] = s
        new[d] = t[::-1]
    else:
        top = max(i for i, p in enumerate(t) if p == s[-1])
        new[d] = t[: top + 1]
        new[c] = t[top + 1 :] + s
    return new


def reference_perft(
    board: Board, radius: int, colours: str, seat: int, passes: int, depth: int
) -> int:
    if passes >= len(colours):
        return 1 if depth == 0 else 0
    if depth == 0:
        return 1
    nxt = (seat + 1) % len(colours)
    total = reference_perft(board, radius, colours, nxt, passes + 1, depth - 1)
    for move in reference_moves(board, radius, colours[seat]):
        total += reference_perft(reference_apply(board, move), radius, colours, nxt, 0, depth - 1)
    return total
