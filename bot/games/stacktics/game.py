"""`StackticsGame`: options, set-up, notation, persistence, views, buttons and perft."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.errors import OptionError, PositionError
from bot.core.protocol import ButtonSpec, Ended, Game, OptionSpec, Outcome, State
from bot.games.stacktics import codec, notation
from bot.games.stacktics.geometry import (
    BOARDS,
    BOARDS_BY_SIZE,
    COLOUR_NAMES,
    PIE_FORBIDDEN,
    PIE_REQUIRED,
    geometry,
    size_for_board,
    stack_pips,
    start_cells,
)
from bot.games.stacktics.movegen import perft
from bot.games.stacktics.moves import KEEP, SWAP, StackticsMove
from bot.games.stacktics.notation import colour_word, unit_words
from bot.games.stacktics.state import PIE_OFF, PIE_WAITING, StackticsState
from bot.games.stacktics.view import build_view
from bot.games.stacktics.views import StackticsView
from bot.i18n import Said, said

DEFAULT_DRAW_LIMIT = 60


class StackticsGame(Game[StackticsState, StackticsMove]):
    """Stacktics for two players: seat 0 starts as Red and moves first, seat 1 is Blue."""

    key = "stacktics"
    title = "Stacktics"
    min_players = 2
    max_players = 2
    seat_names = COLOUR_NAMES
    options = (
        OptionSpec("size", "int", 3, said("stacktics-option-size"), minimum=2, maximum=5),
        OptionSpec(
            "board",
            "str",
            "5x5",
            said("stacktics-option-board"),
            choices=tuple(BOARDS),
        ),
        OptionSpec(
            "pie",
            "bool",
            False,
            said("stacktics-option-pie"),
        ),
        OptionSpec(
            "draw_limit",
            "int",
            DEFAULT_DRAW_LIMIT,
            said("stacktics-option-draw-limit"),
            minimum=0,
            maximum=1000,
        ),
    )

    # ----- options and set-up ---------------------------------------------------------
    def validate_options(self, players: int, raw: Mapping[str, Any]) -> dict[str, Any]:
        """Defaults by size: the board follows the size (and the size follows the board
        when only the board is given); the pie rule is on for 4×4 and may not be turned
        off there, and may not be turned on for 3×5 (the rules file keeps it off)."""
        given = {k: v for k, v in raw.items() if v is not None}
        if "board" in given:
            given["board"] = str(given["board"]).strip().lower().replace("×", "x").replace(" ", "")
        out = super().validate_options(players, given)
        if "board" not in given:
            out["board"] = BOARDS_BY_SIZE[out["size"]][0]
        elif "size" not in given:
            out["size"] = size_for_board(out["board"])
        elif out["board"] not in BOARDS_BY_SIZE[out["size"]]:
            fits = BOARDS_BY_SIZE[out["size"]]
            raise OptionError(
                said(
                    "stacktics-board-for-size",
                    board=out["board"],
                    board_size=size_for_board(out["board"]),
                    size=out["size"],
                    count=len(fits),
                    first=fits[0],
                    second=fits[-1],
                )
            )
        board = out["board"]
        if board in PIE_REQUIRED:
            if "pie" in given and not out["pie"]:
                raise OptionError(said("stacktics-pie-required", board=board))
            out["pie"] = True
        elif board in PIE_FORBIDDEN and out["pie"]:
            raise OptionError(said("stacktics-pie-forbidden", board=board))
        return out

    def new_state(self, players: int, seed: int, options: Mapping[str, Any]) -> StackticsState:
        """The start of the rules file: N trees per side on the home ranks, Red to move."""
        opts = self.validate_options(players, options)
        files, ranks = BOARDS[opts["board"]]
        geo = geometry(files, ranks, opts["size"])
        return StackticsState(
            geo,
            start_cells(files, ranks, opts["size"]),
            0,
            (0, 0),
            pie=PIE_WAITING if opts["pie"] else PIE_OFF,
            draw_limit=int(opts["draw_limit"]),
        )

    # ----- notation -------------------------------------------------------------------
    def parse_move(
        self, state: StackticsState, text: str, seat: int | None = None
    ) -> StackticsMove:
        return notation.parse(state, text, seat)

    def format_move(self, state: StackticsState, move: StackticsMove) -> str:
        return notation.notation(state, move)

    def describe_move(self, state: StackticsState, move: StackticsMove) -> Said:
        return notation.describe(state, move)

    def move_cells(self, state: StackticsState, move: StackticsMove) -> tuple[str, ...]:
        return notation.cells(state, move)

    def cell_names(self, state: StackticsState) -> frozenset[str]:
        return frozenset(state.geo.name(i) for i in range(state.geo.cells))

    def announce(
        self, before: StackticsState, move: StackticsMove, after: StackticsState
    ) -> list[Said]:
        """A sentence for a capture (with the running totals) and for a pie decision."""
        prev, nxt = before, after
        if move == SWAP:
            return [said("stacktics-announce-swap")]
        if move == KEEP:
            return [said("stacktics-announce-keep")]
        dest = prev.cells[move.to]
        if not dest or dest[0] == prev.cells[move.frm][0]:
            return []
        return [
            said(
                "stacktics-announce-capture",
                mover=colour_word(prev.colour),
                victim=colour_word(1 - prev.colour),
                pieces=unit_words(dest[1:]),
                cell=prev.geo.name(move.to),
                pips=stack_pips(dest),
                red=nxt.captured[0],
                blue=nxt.captured[1],
                threshold=prev.geo.threshold,
            )
        ]

    def buttons(self, state: StackticsState) -> list[ButtonSpec]:
        """While the pie decision is open: "Swap colours" and "Play on" for Blue's seat.
        (An old button may be asked about a resigned game: its position is used.)"""
        s = _state(state)
        if not s.pie_open or s.outcome() is not None:
            return []
        blue = s.seat_of(1)
        return [
            ButtonSpec(said("stacktics-button-swap"), "swap", seats=(blue,), style="primary"),
            ButtonSpec(said("stacktics-button-keep"), "keep", seats=(blue,), style="secondary"),
        ]

    # ----- persistence ----------------------------------------------------------------
    def encode_state(self, state: StackticsState) -> dict[str, Any]:
        return codec.encode(state)

    def decode_state(self, data: Any) -> StackticsState:
        return codec.decode(data, default_draw_limit=DEFAULT_DRAW_LIMIT)

    def position_from_json(self, data: Any) -> StackticsState:
        """The rules file's format. Perft ignores the pie rule and the draw rules, so any
        snapshot-only keys (pie status, draw counters, history) are dropped here."""
        if not isinstance(data, Mapping):
            raise PositionError("A Stacktics position must be a JSON object.")
        plain = {k: v for k, v in data.items() if k in codec.POSITION_KEYS}
        return codec.decode(plain, default_draw_limit=0)

    def position_to_json(self, state: StackticsState) -> dict[str, Any]:
        return codec.position_json(state)

    # ----- views ----------------------------------------------------------------------
    def seat_view(self, state: StackticsState, seat: int | None) -> StackticsView:
        """The same view for every seat (nothing is secret)."""
        return build_view(state)

    # ----- ending by the players' will ------------------------------------------------
    def resign(self, state: StackticsState, seat: int) -> State[StackticsMove]:
        """The opponent wins; the reason names the resigning seat's current colour."""
        s = state
        colour = s.colour_of(seat)
        return Ended(
            s, Outcome((1 - seat,), said("core-resigned", name=colour_word(colour)), s.scores())
        )

    def agreed_end(self, state: StackticsState) -> State[StackticsMove]:
        s = state
        return Ended(s, Outcome((), said("core-agreed-draw"), s.scores()))

    def seat_label(self, state: State[StackticsMove], seat: int) -> str:
        """The colour `seat` plays in `state` ("Blue" for seat 0 after a pie swap)."""
        return COLOUR_NAMES[_state(state).colour_of(seat)]

    # ----- perft ----------------------------------------------------------------------
    def perft(self, state: StackticsState, depth: int) -> int:
        """Leaves `depth` plies down, ignoring the pie rule and the draw rules."""
        return perft(state.geo, state.cells, state.colour, state.captured, depth)


def _state(state: State[StackticsMove]) -> StackticsState:
    """The Stacktics position of `state` (the position a resignation or agreement ended)."""
    inner = state.inner if isinstance(state, Ended) else state
    if not isinstance(inner, StackticsState):
        raise PositionError("That is not a Stacktics position.")
    return inner
