"""`TowersGame`: options, set-up, notation, snapshots, views and perft, wired from the
package's modules (model → state → notation / codec / view → game)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.errors import PositionError
from bot.core.protocol import RANDOM_FIRST, Ended, Game, OptionSpec, State, first_seat
from bot.games.towers import codec, notation
from bot.games.towers.model import NAMES, TowersMove, score_outcome, start_cells
from bot.games.towers.state import TowersState, perft
from bot.games.towers.view import build_view
from bot.games.towers.views import TowersView
from bot.i18n import Said, said


class TowersGame(Game[TowersState, TowersMove]):
    """Towers on 6×6 for two players: seat 0 is Yellow, seat 1 Blue."""

    key = "towers"
    title = "Towers"
    min_players = 2
    max_players = 2
    seat_names = NAMES
    options = (
        OptionSpec(
            "quiet",
            "int",
            40,
            said("towers-option-quiet"),
            minimum=0,
            maximum=1000,
        ),
        OptionSpec(
            "first",
            "str",
            "yellow",
            said("towers-option-first"),
            choices=("yellow", "blue", RANDOM_FIRST),
        ),
    )

    def new_state(self, players: int, seed: int, options: Mapping[str, Any]) -> TowersState:
        """The checkerboard start (a1 Yellow); `first` picks who moves first ("random":
        the seed picks)."""
        files = ranks = 6
        cells = start_cells(files, ranks)
        first = first_seat(options.get("first", "yellow"), NAMES, seed)
        return TowersState(files, ranks, cells, first, quiet_limit=int(options.get("quiet", 40)))

    # ----- notation -----------------------------------------------------------------
    def parse_move(self, state: TowersState, text: str, seat: int | None = None) -> TowersMove:
        return notation.parse(state, text, seat)

    def format_move(self, state: TowersState, move: TowersMove) -> str:
        return notation.notation(state, move)

    def describe_move(self, state: TowersState, move: TowersMove) -> Said:
        return notation.describe(state, move)

    def move_cells(self, state: TowersState, move: TowersMove) -> tuple[str, ...]:
        return notation.cells(state, move)

    def cell_names(self, state: TowersState) -> frozenset[str]:
        return frozenset(notation.cell_name(state, i) for i in range(state.files * state.ranks))

    # ----- persistence --------------------------------------------------------------
    def encode_state(self, state: TowersState) -> dict[str, Any]:
        return codec.encode(state)

    def decode_state(self, data: Any) -> TowersState:
        if not isinstance(data, Mapping):
            raise PositionError("a Towers snapshot must be an object")
        return codec.decode(data)

    def position_from_json(self, data: Any) -> TowersState:
        """The rules file's format; perft ignores the quiet limit, so it is off here."""
        if not isinstance(data, Mapping):
            raise PositionError("a position must be a JSON object")
        return codec.decode({"quiet_limit": 0, **data}, default_limit=0)

    def position_to_json(self, state: TowersState) -> dict[str, Any]:
        return codec.position_json(state)

    # ----- views and the end --------------------------------------------------------
    def seat_view(self, state: TowersState, seat: int | None) -> TowersView:
        return build_view(state)

    def agreed_end(self, state: TowersState) -> State[TowersMove]:
        """The game ends now and is scored by pieces controlled."""
        return Ended(state, score_outcome(state.scores(), said("towers-reason-agreed")))

    def perft(self, state: TowersState, depth: int) -> int:
        return perft(state, depth)
