"""The Tumbling Down game definition: options, set-up, notation, snapshots, views and perft."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.errors import IllegalMoveError, NotYourTurnError
from bot.core.protocol import RANDOM_FIRST, Game, OptionSpec, first_seat
from bot.games.tumbling import codec, notation
from bot.games.tumbling.geometry import NAMES, STANDARD_SIZE, geometry, standard_cells
from bot.games.tumbling.moves import TumblingMove
from bot.games.tumbling.perft import perft as fast_perft
from bot.games.tumbling.state import TumblingState
from bot.games.tumbling.view import build_view, threat_text, threats
from bot.games.tumbling.views import TumblingView
from bot.i18n import Said, said


class TumblingGame(Game[TumblingState, TumblingMove]):
    """Tumbling Down (Michael Shuck, 2001): step or tumble your stacks on an 8×8 board and
    cover the opponent's king, their tallest pure stack. Seat 0 is Black, seat 1 White."""

    key = "tumbling"
    title = "Tumbling Down"
    min_players = 2
    max_players = 2
    seat_names = NAMES
    options = (
        OptionSpec(
            "first",
            "str",
            "black",
            said("tumbling-option-first"),
            choices=("black", "white", RANDOM_FIRST),
        ),
    )

    def new_state(self, players: int, seed: int, options: Mapping[str, Any]) -> TumblingState:
        """The standard set-up; Black moves first unless `first` is "white" (or "random"
        and the seed picks White)."""
        side = first_seat(options.get("first", "black"), NAMES, seed)
        cells = standard_cells()
        geo = geometry(STANDARD_SIZE, STANDARD_SIZE)
        return TumblingState(geo, cells, side, seen={(cells, side): 1})

    # ----- notation -----------------------------------------------------------------
    def parse_move(self, state: TumblingState, text: str, seat: int | None = None) -> TumblingMove:
        """`d4-e5`, `d4>ne` and the friendlier forms of `notation.parse`."""
        s = state
        if s.outcome() is not None:
            raise IllegalMoveError(said("core-game-over"))
        if seat is not None and seat != s.side:
            raise NotYourTurnError(said("core-not-your-turn"))
        return notation.parse(s.geo, s.cells, s.side, text)

    def format_move(self, state: TumblingState, move: TumblingMove) -> str:
        return notation.format_move(state.geo, move)

    def describe_move(self, state: TumblingState, move: TumblingMove) -> Said:
        return notation.describe(state.geo, state.cells, move)

    def move_cells(self, state: TumblingState, move: TumblingMove) -> tuple[str, ...]:
        return notation.cells(state.geo, state.cells, move)

    def cell_names(self, state: TumblingState) -> frozenset[str]:
        return frozenset(state.geo.names)

    def announce(
        self, before: TumblingState, move: TumblingMove, after: TumblingState
    ) -> list[Said]:
        """The "check" warning after a move: "Black threatens White's king on c3."."""
        return [threat_text(after, t, announce=True) for t in threats(after) if t["check"]]

    # ----- persistence --------------------------------------------------------------
    def encode_state(self, state: TumblingState) -> dict[str, Any]:
        return codec.encode_state(state)

    def decode_state(self, data: Any) -> TumblingState:
        return codec.decode_state(data)

    def position_from_json(self, data: Any) -> TumblingState:
        return codec.position_from_json(data)

    def position_to_json(self, state: TumblingState) -> dict[str, Any]:
        return codec.position_to_json(state)

    # ----- views and perft ----------------------------------------------------------
    def seat_view(self, state: TumblingState, seat: int | None) -> TumblingView:
        """The same view for every seat (nothing is secret)."""
        return build_view(state)

    def perft(self, state: TumblingState, depth: int) -> int:
        return fast_perft(state, depth)
