"""The Cat and the Tower `Game`: options, notation, persistence, views and perft.

The rules live in the sibling modules (`legal` and `flow` for the moves of a turn, `turns`
for its structure, `execute` for the physics moves, `settle` and `debris` for what falls,
`goals`, `competitive`); this class is the protocol face the bot calls, and wires them.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from bot.core.errors import (
    IllegalMoveError,
    InvalidMoveError,
    NotYourTurnError,
    OptionError,
    PositionError,
)
from bot.core.protocol import (
    ButtonSpec,
    Ended,
    Game,
    GameCaps,
    OptionSpec,
    Outcome,
    SeatOptionSpec,
    SelectSpec,
    State,
)
from bot.games.cattower import checks, codec, controls, flow, hidden, notation, texts
from bot.games.cattower.data import validate_data as _validate_data
from bot.games.cattower.decode import decode
from bot.games.cattower.model import COMPETITIVE, COOP
from bot.games.cattower.notation import CatMove
from bot.games.cattower.settle import victory_outcome
from bot.games.cattower.setup import DIFFICULTIES, TARGETS, difficulties, new_game
from bot.games.cattower.specs import CatData
from bot.games.cattower.state import CatState
from bot.games.cattower.view import build_view
from bot.games.cattower.views import CatTowerView
from bot.i18n import Said, said

#: Verbs that only shape the piece in hand (no physics, the turn goes on).
DRAFT_VERBS = frozenset(
    ("take", "walls", "spacing", "nudge", "offset", "colour", "floor", "at", "on", "lift", "back")
)

#: How steady each seat's hand is: chosen per seat in the lobby.
HAND = SeatOptionSpec(
    name="difficulty",
    label=said("cattower-hand-label"),
    description=said("cattower-hand-description"),
    choices=DIFFICULTIES,
    default="normal",
    ai_default="steady",
)


def _state(state: State[CatMove]) -> CatState:
    """The live Cat and the Tower state (inside an `Ended` one, too)."""
    if isinstance(state, Ended):
        state = state.inner
    if not isinstance(state, CatState):
        raise IllegalMoveError(said("cattower-not-a-game"))
    return state


def _move(move: object) -> CatMove:
    if not isinstance(move, CatMove):
        raise InvalidMoveError(said("cattower-not-a-move"))
    return move


class CatTowerGame(Game[CatState, CatMove]):
    key = "cattower"
    title = "Cat and the Tower"
    min_players = 1
    max_players = 5
    seat_names = ("Red", "Orange", "Blue", "Purple", "Yellow")
    hidden_information = True
    #: `confirm`, `pet` and the victory count run the physics: the bot applies moves off
    #: the event loop. Each seat picks its own hand in the lobby.
    caps = GameCaps(heavy_moves=True, seat_options=(HAND,))
    #: The hands are the seat option `difficulty` (the service passes one per seat);
    #: `validate_options` still reads `difficulty` given as one name, a comma-separated
    #: string or a list, as stored matches and records made before the seat option hold it.
    options = (
        OptionSpec(
            "mode",
            "str",
            COOP,
            said("cattower-option-mode"),
            choices=(COOP, COMPETITIVE),
        ),
        OptionSpec("target", "int", 10, said("cattower-option-target"), choices=TARGETS),
    )

    # ----- set-up ----------------------------------------------------------------------------
    def validate_options(self, players: int, raw: Mapping[str, Any]) -> dict[str, Any]:
        """Defaults filled and checked; `difficulty` (one name, a comma-separated string or a
        list with one name per seat) becomes a list with one name per seat."""
        rest = {k: v for k, v in raw.items() if k != "difficulty"}
        out = super().validate_options(players, rest)
        out["difficulty"] = list(difficulties(raw.get("difficulty"), players))
        if out["mode"] == COMPETITIVE and players < 2:
            raise OptionError(said("cattower-error-competitive-players"))
        return out

    def new_state(self, players: int, seed: int, options: Mapping[str, Any]) -> CatState:
        return new_game(players, seed, options)

    @staticmethod
    def validate_data() -> CatData:
        """Check the shipped card TOML; raises `CatDataError` (a ValueError) naming the problem."""
        return _validate_data()

    # ----- notation ----------------------------------------------------------------------------
    def parse_move(self, state: State[CatMove], text: str, seat: int | None = None) -> CatMove:
        s = _state(state)
        move = notation.parse_move(text)
        if s.result is not None:
            raise IllegalMoveError(said("core-game-over"))
        if seat is not None and seat != s.active:
            raise NotYourTurnError(said("core-not-your-turn"))
        return checks.normalize(s, move, s.legal)

    def format_move(self, state: State[CatMove], move: object) -> str:
        return notation.format_move(_move(move))

    def describe_move(self, state: State[CatMove], move: object) -> Said | str:
        return texts.describe_move(_state(state), _move(move))

    def move_cells(self, state: State[CatMove], move: object) -> tuple[str, ...]:
        """None: the tower is built in millimetres on floors, not on a board of cells (a
        Friend id like `f5` names a piece, not a cell), so autocomplete matches the text."""
        return ()

    def public_move_text(self, state: State[CatMove], move: object) -> str:
        """The notation with secrets hidden ('goal (secret) climb 2' in competitive play)."""
        return texts.public_text(_state(state), _move(move))

    def announce(self, before: State[CatMove], move: object, after: State[CatMove]) -> list[Said]:
        a = _state(after)
        return [t for t in (a.slip, a.notice) if t is not None]

    def is_cooperative(self, state: State[CatMove]) -> bool:
        return _state(state).coop

    def is_draft(self, state: State[CatMove], move: object, seat: int) -> bool:
        """Choosing a card and adjusting a placement (walls, spacing, nudges, where a
        Friend goes) only redraws the preview: the board message is updated in place."""
        return isinstance(move, CatMove) and move.verb in DRAFT_VERBS

    def buttons(self, state: State[CatMove]) -> list[ButtonSpec]:
        return controls.buttons(_state(state))

    def selects(self, state: State[CatMove]) -> list[SelectSpec]:
        return controls.selects(_state(state))

    # ----- views -------------------------------------------------------------------------------
    def seat_view(self, state: CatState, seat: int | None) -> CatTowerView:
        """What `seat` sees (None: the channel); see `views.CatTowerView`."""
        return build_view(state, seat)

    # ----- persistence -------------------------------------------------------------------------
    def encode_state(self, state: State[CatMove]) -> dict[str, Any]:
        return codec.encode(_state(state))

    def decode_state(self, data: Any) -> CatState:
        return decode(data)

    def position_from_json(self, data: Any) -> CatState:
        """A full snapshot (`encode_state`'s format), or a new game described by `players`,
        `seed` and the options (`mode`, `target`, `difficulty`, at the top level or under
        `options`)."""
        if not isinstance(data, Mapping):
            raise PositionError("a position must be a JSON object")
        if data.get("game", self.key) != self.key:
            raise PositionError("this position is not a Cat and the Tower position")
        if "bodies" in data or "decks" in data or "turn" in data:
            return decode(data)
        raw_opts = data.get("options", {})
        if not isinstance(raw_opts, Mapping):
            raise PositionError("options must be an object")
        opts = dict(raw_opts or {})
        for key in ("mode", "target", "difficulty"):
            if key in data:
                opts[key] = data[key]
        try:
            players = int(data.get("players", 2 if opts.get("mode") == COMPETITIVE else 1))
            seed = int(data.get("seed", 0))
            return new_game(players, seed, self.validate_options(players, opts))
        except (OptionError, TypeError, ValueError) as exc:
            raise PositionError(f"bad Cat and the Tower position: {exc}") from None

    def position_to_json(self, state: State[CatMove]) -> dict[str, Any]:
        return codec.encode(_state(state))

    # ----- ending by the players' will ---------------------------------------------------------
    def resign(self, state: State[CatMove], seat: int) -> State[CatMove]:
        s = _state(state)
        name = self.seat_name(seat)
        if s.coop:
            return Ended(s, Outcome((), said("cattower-result-gave-up", name=name)))
        ranking = [p for p in s.ranking() if p != seat]
        return Ended(s, Outcome((ranking[0],), said("cattower-result-resigned", name=name)))

    def takeback_refusal(self, before: CatState, move: CatMove, after: CatState) -> Said | None:
        """A move that drew, dealt, showed or played a card may not be taken back (a card
        left its face-down deck or a hand); the tower's physics replays exactly, so a
        placement alone may."""
        if before.decks != after.decks:
            return said("cattower-takeback-cards")
        return None

    def agreed_end(self, state: State[CatMove]) -> State[CatMove]:
        s = _state(state)
        if s.coop:
            if s.stories_won:
                return Ended(s, victory_outcome(s))
            return Ended(s, Outcome((), said("cattower-result-stopped")))
        return Ended(s, Outcome((s.ranking()[0],), said("cattower-result-stopped-best")))

    # ----- hidden information ------------------------------------------------------------------
    def determinize(self, view: Mapping[str, Any], seat: int, rng: random.Random) -> CatState:
        return hidden.determinize(view, seat, rng)

    # ----- perft -------------------------------------------------------------------------------
    def perft(self, state: State[CatMove], depth: int) -> int:
        return _perft(_state(state), depth)


def _perft(state: CatState, depth: int) -> int:
    if depth == 0:
        return 1
    if state.result is not None:
        return 0
    legal = state.legal_moves()
    if depth == 1:
        return len(legal)
    return sum(_perft(flow.play(state, m), depth - 1) for m in legal)


__all__ = ["DIFFICULTIES", "HAND", "CatTowerGame"]
