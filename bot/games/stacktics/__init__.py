"""Stacktics: Icehouse pyramids in trees; move a piece with what it carries, capture by
dropping a single piece off a stack onto an enemy stack; 3·N captured pips win.

Modules: `board` (geometry, set-ups), `movegen` (raw move generation and perft),
`state` (the position with the pie rule and the end-of-game rules), `notation`
(canonical ``Mb1-b3`` / ``Sc2xd3`` / ``swap`` / ``keep``, forgiving parsing, labels,
errors), `codec` (position JSON and snapshots), `view` (the renderer's data), `game`.

Seats: seat 0 starts as Red and moves first, seat 1 as Blue. After a pie swap the seats
exchange colours (seat 0 plays Blue and moves next); `view()["seat_names"]` and
`StackticsGame.seat_label(state, seat)` always give the colour a seat plays now.

`view()` keys: game, players, seat_names, seat_colours, to_move (seat or None),
to_move_colour ("r"/"b"/None), files, ranks, board ("7x6"), size, threshold, loaded_range,
stacks {cell: ["r3","r2","r1"] bottom→top}, captured {"r": pips, "b": pips},
captured_pieces {"r": pieces Red has taken, "b": ...}, last_move (notation), last_cells
([from, to] or None), last_capture (bool), last_captured (pieces taken by the last move),
pie ("off"/"waiting"/"open"/"kept"/"swapped"), pie_enabled, pie_text, swapped,
no_capture_plies, draw_limit, repetitions, ply, outcome (None or {winners, reason}),
state (the full snapshot).
"""

from bot.core.registry import register
from bot.games.stacktics.game import StackticsGame
from bot.games.stacktics.moves import KEEP, SWAP, StackticsMove
from bot.games.stacktics.state import StackticsState

GAME = register(StackticsGame())

__all__ = ["GAME", "KEEP", "SWAP", "StackticsGame", "StackticsMove", "StackticsState"]
