"""A deliberately naive second reading of the Tumbling Down rules, written straight from
`shared/rules/tumbling-down.md` with no tables or caches, to cross-check the engine.

A board is a dict {(file, rank): "pieces bottom→top"}; moves are notation strings.
"""

from __future__ import annotations

DIRECTIONS = {
    "n": (0, 1),
    "ne": (1, 1),
    "e": (1, 0),
    "se": (1, -1),
    "s": (0, -1),
    "sw": (-1, -1),
    "w": (-1, 0),
    "nw": (-1, 1),
}
LETTERS = "abcdefghijklmnopqrstuvwxyz"


def name(cell: tuple[int, int]) -> str:
    return f"{LETTERS[cell[0]]}{cell[1] + 1}"


def on_board(cell: tuple[int, int], files: int, ranks: int) -> bool:
    return 0 <= cell[0] < files and 0 <= cell[1] < ranks


def legal_moves(board: dict, files: int, ranks: int, me: str) -> set[str]:
    """Every step of an owned stack to an on-board neighbour and every tumble (height ≥ 2)
    whose first cell is on the board."""
    out = set()
    for cell, stack in board.items():
        if not stack or stack[-1] != me:
            continue
        for word, (df, dr) in DIRECTIONS.items():
            first = (cell[0] + df, cell[1] + dr)
            if not on_board(first, files, ranks):
                continue
            out.add(f"{name(cell)}-{name(first)}")
            if len(stack) >= 2:
                out.add(f"{name(cell)}>{word}")
    return out


def play(board: dict, files: int, ranks: int, move: str) -> dict:
    new = dict(board)
    if ">" in move:
        start, word = move.split(">")
        cell = (LETTERS.index(start[0]), int(start[1:]) - 1)
        df, dr = DIRECTIONS[word]
        pieces = new.pop(cell)
        here = cell
        for piece in pieces:
            nxt = (here[0] + df, here[1] + dr)
            if on_board(nxt, files, ranks):
                here = nxt
            new[here] = new.get(here, "") + piece
        return new
    a, b = move.split("-")
    frm = (LETTERS.index(a[0]), int(a[1:]) - 1)
    to = (LETTERS.index(b[0]), int(b[1:]) - 1)
    stack = new[frm]
    if len(stack) == 1:
        del new[frm]
    else:
        new[frm] = stack[:-1]
    new[to] = new.get(to, "") + stack[-1]
    return new


def kings(board: dict, colour: str) -> tuple[int, set]:
    pure = {c: len(s) for c, s in board.items() if s and set(s) == {colour}}
    if not pure:
        return 0, set()
    top = max(pure.values())
    return top, {c for c, h in pure.items() if h == top}


def captured(before: dict, after: dict, colour: str) -> bool:
    other = "b" if colour == "w" else "w"
    old_height, old_kings = kings(before, colour)
    new_height, _ = kings(after, colour)
    if new_height == 0:
        return True
    if new_height > old_height:
        return False
    return any(after.get(c, "")[-1:] == other for c in old_kings)


def winner(before: dict, after: dict, mover: str) -> str | None:
    """The winning colour after `mover`'s move, or None while the game goes on."""
    other = "b" if mover == "w" else "w"
    if captured(before, after, other):
        return mover
    if captured(before, after, mover):
        return other
    return None


def perft(board: dict, files: int, ranks: int, me: str, depth: int) -> int:
    if depth == 0:
        return 1
    total = 0
    other = "b" if me == "w" else "w"
    for move in legal_moves(board, files, ranks, me):
        after = play(board, files, ranks, move)
        if winner(board, after, me) is not None:
            total += 1 if depth == 1 else 0
        else:
            total += perft(after, files, ranks, other, depth - 1)
    return total
