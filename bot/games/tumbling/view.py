"""The public view of a Tumbling Down state (everything is public: no secrets) and the
"check" threats the board caption warns about."""

from __future__ import annotations

from typing import Any

from bot.games.tumbling.board import COLOURS, NAMES
from bot.games.tumbling.codec import encode_state, stacks_of
from bot.games.tumbling.kings import capture_of, king_info
from bot.games.tumbling.moves import generate, play
from bot.games.tumbling.notation import format_move
from bot.games.tumbling.state import TumblingState, join_cells


def threat_cells(state: TumblingState, attacker: int) -> tuple[int, ...]:
    """The cells of the opponent's kings that `attacker` could capture with one move if it
    were `attacker`'s turn now (sorted; empty when there is no such move). A move that
    leaves the opponent with no pure stack counts, with the king cells it covers."""
    victim = 1 - attacker
    before = state.kings
    other = COLOURS[attacker]
    hit: set[int] = set()
    for move in generate(state.geo, state.cells, attacker):
        cells = play(state.geo, state.cells, move)
        after = king_info(cells)
        if capture_of(victim, before, after, cells) is not None:
            hit.update(k for k in before.kings[victim] if cells[k][-1:] == other)
    return tuple(sorted(hit))


def threats(state: TumblingState) -> list[dict[str, Any]]:
    """Every king that could fall next move, as {"by", "victim" (piece letters), "cells"
    (king cell names), "check" (True when the threatened player is the one to move, so
    the warning is for them), "text" ("Black threatens White's king on c3")}.
    Empty once the game is over."""
    if state.outcome() is not None:
        return []
    geo = state.geo
    out = []
    # The player not to move first: their threat is the "check" the mover must answer.
    for attacker in (1 - state.side, state.side):
        cells = threat_cells(state, attacker)
        if not cells:
            continue
        names = [geo.name(c) for c in cells]
        victim = 1 - attacker
        noun = "king" if len(names) == 1 else "kings"
        out.append(
            {
                "by": COLOURS[attacker],
                "victim": COLOURS[victim],
                "cells": names,
                "check": victim == state.side,
                "text": f"{NAMES[attacker]} threatens {NAMES[victim]}'s {noun} on {join_cells(names)}",
            }
        )
    return out


def build_view(state: TumblingState, seat: int | None = None) -> dict[str, Any]:
    """The view of `state` (identical for every seat: Tumbling Down hides nothing).

    Keys: game, players, seat_names (["Black", "White"]: seat 0 is Black), colours
    (["b", "w"]), to_move (seat or None once over), side (piece letter of the player on
    turn, kept after the end), files, ranks, stacks {cell: [pieces bottom→top]}, kings
    {"b": [cells], "w": [cells]}, king_heights {"b": h, "w": h}, threats (see `threats`),
    last_move (notation or None), last_label (the same in words), last_path (cells the
    last move covered, in order),
    repetitions (times the current position has occurred), ply, outcome
    ({"winners", "reason"} or None), fallen (cells of the kings whose capture ended the
    game), state (the full snapshot)."""
    geo = state.geo
    info = state.kings
    out = state.outcome()
    return {
        "game": "tumbling",
        "players": 2,
        "seat_names": list(NAMES),
        "colours": list(COLOURS),
        "to_move": state.to_move,
        "side": COLOURS[state.side],
        "files": geo.files,
        "ranks": geo.ranks,
        "stacks": stacks_of(geo, state.cells),
        "kings": {COLOURS[s]: [geo.name(c) for c in info.kings[s]] for s in (0, 1)},
        "king_heights": {COLOURS[s]: info.heights[s] for s in (0, 1)},
        "threats": threats(state),
        "last_move": None if state.last is None else format_move(geo, state.last),
        "last_label": state.last_label(),
        "last_path": [geo.name(c) for c in state.last_path],
        "repetitions": state.repetitions(),
        "ply": state.ply,
        "outcome": None if out is None else {"winners": list(out.winners), "reason": out.reason},
        "fallen": [geo.name(c) for c in state.fallen],
        "state": encode_state(state),
    }
