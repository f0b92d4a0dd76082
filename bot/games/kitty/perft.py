"""The fast board walk of perft for the card-free play phase: the board after each board
action and the number of actions, without building a move or a state. It must count the
same leaves as the protocol's state walk (`tests/games/kitty/test_perft.py` checks both)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from bot.games.kitty.actions import Cells, Neighbours

#: The saved radius-3 position of issue 3 (2 players), in the rules file's position
#: format: the perft benchmark and the perft tests both read it.
SAVED_POSITION = Path(__file__).with_name("perft_position.json")


def saved_position() -> dict[str, Any]:
    """A fresh copy of the saved position (`SAVED_POSITION`) as JSON data."""
    data: dict[str, Any] = json.loads(SAVED_POSITION.read_text(encoding="utf-8"))
    return data


def perft_board(
    cells: Cells, nbr: Neighbours, colours: str, seat: int, passes: int, depth: int
) -> int:
    """Perft of the play phase without cards: every board action plus Pass; terminal once
    `passes` reaches the number of players. Counts leaves `depth` plies down."""
    n = len(colours)
    if passes >= n:
        return 1 if depth == 0 else 0
    if depth == 0:
        return 1
    me = colours[seat]
    if depth == 1:
        return count_board_moves(cells, nbr, me) + 1
    nxt = seat + 1 if seat + 1 < n else 0
    total = 0
    if depth == 2:
        # Below every action the next seat may act again (passes reset to 0).
        nme = colours[nxt]
        for after in successors(cells, nbr, me):
            total += count_board_moves(after, nbr, nme) + 1
    else:
        for after in successors(cells, nbr, me):
            total += perft_board(after, nbr, colours, nxt, 0, depth - 1)
    return total + perft_board(cells, nbr, colours, nxt, passes + 1, depth - 1)


def count_board_moves(cells: Cells, nbr: Neighbours, me: str) -> int:
    """len(board_moves(cells, nbr, me)) without building the moves (no chains)."""
    n = 0
    for i, s in enumerate(cells):
        if not s or s[-1] != me:
            continue
        h = len(s)
        mine = -1
        for k, j in enumerate(nbr[i]):
            if j < 0:
                continue
            t = cells[j]
            if not t:
                continue
            ht = len(t)
            if h >= ht:
                n += 1
            if 2 <= h <= ht:
                e = nbr[j][k]
                if e >= 0 and not cells[e]:
                    n += 1
            top = t[-1]
            if top != me and me in t:
                if mine < 0:
                    mine = s.count(me)
                if mine > t.count(top):
                    n += 1
    return n


def successors(cells: Cells, nbr: Neighbours, me: str) -> Iterator[Cells]:
    """The board after each move of `board_moves(cells, nbr, me)`, in the same order
    (no chains): the fast path of perft."""
    for i, s in enumerate(cells):
        if not s or s[-1] != me:
            continue
        h = len(s)
        mine = -1
        for k, j in enumerate(nbr[i]):
            if j < 0:
                continue
            t = cells[j]
            if not t:
                continue
            ht = len(t)
            if h >= ht:
                b = list(cells)
                b[j] = t + s
                b[i] = ""
                yield tuple(b)
            if 2 <= h <= ht:
                e = nbr[j][k]
                if e >= 0 and not cells[e]:
                    b = list(cells)
                    b[e] = s
                    b[i] = ""
                    b[j] = t[::-1]
                    yield tuple(b)
            top = t[-1]
            if top != me and me in t:
                if mine < 0:
                    mine = s.count(me)
                if mine > t.count(top):
                    p = t.rindex(me) + 1
                    b = list(cells)
                    b[j] = t[:p]
                    b[i] = t[p:] + s
                    yield tuple(b)
