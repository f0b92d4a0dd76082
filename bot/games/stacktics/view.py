"""The public view of a Stacktics position (everything is public: perfect information)."""

from __future__ import annotations

from typing import Any

from bot.games.stacktics.codec import encode
from bot.games.stacktics.geometry import COLOUR_NAMES, COLOURS
from bot.games.stacktics.moves import KEEP, SWAP
from bot.games.stacktics.notation import last_notation
from bot.games.stacktics.state import PIE_OFF, StackticsState
from bot.games.stacktics.views import StackticsView
from bot.i18n import said


def pie_text(pie: str) -> dict[str, Any] | str:
    """The sentence on a pie-rule status for captions and embeds, as `Said` JSON (catalogue
    message `stacktics-pie-<status>`); "" when the pie rule is off."""
    return "" if pie == PIE_OFF else said(f"stacktics-pie-{pie}").to_json()


def build_view(state: StackticsState) -> StackticsView:
    """The `StackticsView` of `state`, with the full snapshot under "state" for the AI."""
    geo = state.geo
    outcome = state.outcome()
    last = state.last
    last_cells = None
    last_captured: list[str] = []
    if last is not None and last.move not in (SWAP, KEEP):
        last_cells = [geo.name(last.move.frm), geo.name(last.move.to)]
        last_captured = [last.captured[0] + s for s in last.captured[1:]] if last.captured else []
    view = StackticsView(
        game="stacktics",
        players=2,
        seat_names=[COLOUR_NAMES[state.colour_of(seat)] for seat in (0, 1)],
        seat_colours=[COLOURS[state.colour_of(seat)] for seat in (0, 1)],
        to_move=state.to_move,
        to_move_colour=None if outcome is not None else COLOURS[state.colour],
        files=geo.files,
        ranks=geo.ranks,
        board=geo.board,
        size=geo.size,
        threshold=geo.threshold,
        loaded_range=geo.loaded_range,
        stacks={
            geo.name(i): [stack[0] + s for s in stack[1:]]
            for i, stack in enumerate(state.cells)
            if stack
        },
        captured={"r": state.captured[0], "b": state.captured[1]},
        captured_pieces=captured_pieces(state),
        last_move=None if last is None else last_notation(state, last),
        last_cells=last_cells,
        last_capture=bool(last_captured),
        last_captured=last_captured,
        pie=state.pie,
        pie_enabled=state.pie != PIE_OFF,
        pie_text=pie_text(state.pie),
        swapped=state.swapped,
        no_capture_plies=state.quiet,
        draw_limit=state.draw_limit,
        repetitions=state.repetitions(),
        ply=state.ply,
        state=encode(state),
    )
    if outcome is not None:
        view["outcome"] = {"winners": list(outcome.winners), "reason": outcome.reason.to_json()}
    return view


def captured_pieces(state: StackticsState) -> dict[str, list[str]]:
    """The pieces each colour has taken, largest first: {"r": ["b3", "b1"], "b": [...]}.

    Pieces leave the board only by capture, so a colour's captured pieces are the
    opponent's pieces missing from its N starting trees.
    """
    on_board = {(c, s): 0 for c in COLOURS for s in "123"}
    for stack in state.cells:
        for s in stack[1:]:
            on_board[(stack[0], s)] += 1
    taken: dict[str, list[str]] = {}
    for colour, enemy in (("r", "b"), ("b", "r")):
        taken[colour] = [
            enemy + s for s in "321" for _ in range(max(0, state.geo.size - on_board[(enemy, s)]))
        ]
    return taken
