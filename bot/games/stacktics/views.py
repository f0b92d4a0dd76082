"""The typed view of a Stacktics position: what `StackticsGame.view` returns and the
renderer reads. Stacktics hides nothing, so every seat gets the same view."""

from __future__ import annotations

from typing import Any

from bot.core.views import View


class StackticsView(View):
    """A Stacktics board as the players see it ("outcome" once the game is over).

    Pieces are written colour letter + size digit ("r3" is a large Red piece); colours
    are "r" (Red, moves first) and "b" (Blue). After a pie swap the seats exchange colours,
    so "seat_names" and "seat_colours" give the colour each seat plays now."""

    #: Colour letter per seat.
    seat_colours: list[str]
    #: The colour to move ("r"/"b"), None once the game is over.
    to_move_colour: str | None
    files: int
    ranks: int
    #: The board's option name ("7x6").
    board: str
    #: Trees per player.
    size: int
    #: Captured pips that win (3·size).
    threshold: int
    #: How far a loaded stack may move.
    loaded_range: int
    #: The occupied cells as {name: [pieces bottom→top]} ("b1": ["r3", "r2", "r1"]).
    stacks: dict[str, list[str]]
    #: Pips captured per colour: {"r": 4, "b": 2}.
    captured: dict[str, int]
    #: The pieces each colour has taken, largest first: {"r": ["b3", "b1"], "b": []}.
    captured_pieces: dict[str, list[str]]
    #: The last move's [from, to] cell names (None before the first move and after a pie
    #: decision), whether it captured, and the pieces it took.
    last_cells: list[str] | None
    last_capture: bool
    last_captured: list[str]
    #: The pie rule: "off", "waiting", "open", "kept" or "swapped", and a sentence on it:
    #: a `Said` in JSON form (`Said.to_json`; read it with `words.say`), "" when it is off.
    pie: str
    pie_enabled: bool
    pie_text: dict[str, Any] | str
    swapped: bool
    no_capture_plies: int
    #: Plies without a capture that draw the game (0 = off).
    draw_limit: int
    #: How often the current board (same colour to move) has occurred.
    repetitions: int
    ply: int
