"""The game protocol every engine implements (modelled on python-chess and OpenSpiel).

A `Game` is a pure definition: it makes states, parses and formats moves, encodes states
for the store and turns the rules files' position JSON into states. A `State` is an
immutable position: `apply` returns a new state and never changes the one it was called on.

Seats are the integers ``0 .. num_players-1`` in seat order. A move is any hashable value
the engine chooses (usually a small frozen dataclass); outside the engine a move travels as
its canonical notation (`Game.format_move`), which `Game.parse_move` reads back.

Randomness (card deals, random set-ups, physics tremor) comes only from the seed given to
`Game.new_state`, kept inside the state, so seed + move log replays a match exactly.

A turn is a move and the forced moves the bot plays after it (`State.forced_move`, a pass
for a seat that cannot act) until someone has a choice or the game ends: `turn`, the one
loop everything plays with. What a game declares besides its rules (options, capabilities,
buttons and menus) and the plain values it gives (an outcome, move choices) are in
`bot.core.values`, re-exported here.
"""

from __future__ import annotations

import abc
import random
from collections.abc import Hashable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Self, TypeVar, cast

from bot.core.errors import IllegalMoveError, InvalidMoveError, NotYourTurnError, OptionError
from bot.core.values import (
    RANDOM_FIRST,
    ButtonSpec,
    CommandSpec,
    GameCaps,
    MoveChoice,
    OptionSpec,
    Outcome,
    SeatOptionSpec,
    SelectSpec,
    first_seat,
)
from bot.core.views import View
from bot.i18n import Said, exists, said

Move = Hashable
JSON = Any
#: A game's move type (a small frozen value).
M = TypeVar("M", bound=Hashable)
#: A game's state type.
S = TypeVar("S", bound="State[Any]")


class State(abc.ABC, Generic[M]):
    """An immutable game position whose moves are of type `M`."""

    num_players: int

    @property
    @abc.abstractmethod
    def to_move(self) -> int | None:
        """The seat whose turn it is; None when the game is over or several seats may act."""

    def actors(self) -> frozenset[int]:
        """Seats that may act now. By default only `to_move`; a phase where several seats
        act at their own pace (free set-up, an exchange answer) overrides this."""
        if self.outcome() is not None or self.to_move is None:
            return frozenset()
        return frozenset((self.to_move,))

    @abc.abstractmethod
    def legal_moves(self, seat: int | None = None) -> list[M]:
        """Every legal move of `seat` (default: `to_move`) in a stable order.
        Empty when the game is over or the seat may not act."""

    @abc.abstractmethod
    def apply(self, move: M, seat: int | None = None) -> Self:
        """The state after `seat` (default: `to_move`) plays `move`.
        Raises `IllegalMoveError` if the move is not legal for that seat now."""

    @abc.abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once the game is over, else None."""

    def forced_move(self) -> M | None:
        """A move the bot plays on the player's behalf (a forced pass), else None."""
        return None

    @property
    @abc.abstractmethod
    def ply(self) -> int:
        """Number of moves applied since the start."""


class Game(abc.ABC, Generic[S, M]):
    """A pure game definition, registered under `key`, over states `S` and moves `M`."""

    key: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    options: ClassVar[tuple[OptionSpec, ...]] = ()
    #: Colour names per seat, used by messages ("Yellow to move").
    seat_names: ClassVar[tuple[str, ...]] = ()
    #: True where some information is secret per seat (objective cards, goal cards).
    hidden_information: ClassVar[bool] = False
    #: Declared capabilities (see `GameCaps`).
    caps: ClassVar[GameCaps] = GameCaps()

    # ----- options and set-up -------------------------------------------------------
    def validate_options(self, players: int, raw: Mapping[str, Any]) -> dict[str, Any]:
        """Fill defaults and check every option for this player count.
        Raises `OptionError` with a message for the player."""
        if not self.min_players <= players <= self.max_players:
            if self.min_players == self.max_players:
                raise OptionError(f"{self.title} is for exactly {self.min_players} players.")
            raise OptionError(
                f"{self.title} is for {self.min_players} to {self.max_players} players."
            )
        known = {o.name: o for o in self.options}
        out: dict[str, Any] = {}
        for name, value in raw.items():
            if value is None:
                continue
            if name not in known:
                raise OptionError(f"{self.title} has no option `{name}`.")
            out[name] = known[name].coerce(value)
        for o in self.options:
            out.setdefault(o.name, o.default)
        return out

    @abc.abstractmethod
    def new_state(self, players: int, seed: int, options: Mapping[str, Any]) -> S:
        """The starting state (set-up phase included) for validated options."""

    # ----- notation -----------------------------------------------------------------
    @abc.abstractmethod
    def parse_move(self, state: S, text: str, seat: int | None = None) -> M:
        """Read a move typed by a player. Raises `InvalidMoveError` when the text cannot be
        read and `IllegalMoveError` when it reads but is not legal for `seat` now."""

    @abc.abstractmethod
    def format_move(self, state: S, move: M) -> str:
        """The canonical notation of `move` in `state` (what `parse_move` reads back)."""

    def public_move_text(self, state: S, move: M) -> str:
        """The move as everyone may read it (games with secrets hide their parts)."""
        return self.format_move(state, move)

    def describe_move(self, state: S, move: M) -> Said | str:
        """A label in words for autocomplete and announcements (defaults to notation,
        which is the same in every language)."""
        return self.format_move(state, move)

    def move_cells(self, state: S, move: M) -> tuple[str, ...]:
        """The board cells `move` touches, as notation (`b4`): its origin first, then its
        target or targets; empty for a move that touches no cell (a pass, a card) and in a
        game without cells. Every cell is one of `cell_names(state)`. Autocomplete lists
        the moves *from* a typed cell first, then the moves *to* it. Every registered game
        answers for itself (the conformance test checks it)."""
        return ()

    def cell_names(self, state: S) -> frozenset[str]:
        """Every cell of `state`'s board as notation (empty for a game without cells)."""
        return frozenset()

    def move_choices(self, state: S, seat: int | None = None) -> list[MoveChoice]:
        """The legal moves of `seat` as notation + label + cells, in the engine's stable
        order."""
        return [
            MoveChoice(
                self.format_move(state, m), self.describe_move(state, m), self.move_cells(state, m)
            )
            for m in state.legal_moves(seat)
        ]

    def announce(self, before: S, move: M, after: S) -> list[Said]:
        """Public sentences about what `move` did beyond the move itself (a card revealed,
        points banked, a stack removed, "Blue has no move and passes"). Never a secret."""
        return []

    def is_draft(self, state: S, move: M, seat: int) -> bool:
        """True when `move` by `seat` is a small step that should update the current board message
        in place instead of posting a new board (a set-up placement, a placement preview,
        a nudge). Default False."""
        return False

    def is_cooperative(self, state: S) -> bool:
        """True when all seats win or lose together (an outcome with no winners is then a
        defeat, not a draw). Default False."""
        return False

    def buttons(self, state: S) -> list[ButtonSpec]:
        """Game-specific buttons to show under the board for this state (default none)."""
        return []

    def selects(self, state: S) -> list[SelectSpec]:
        """Game-specific select menus to show under the board (default none)."""
        return []

    def check_turn(self, state: S, seat: int) -> None:
        """Raise `NotYourTurnError` unless `seat` may act now."""
        if state.outcome() is not None:
            raise IllegalMoveError(said("core-game-over"))
        if seat not in state.actors():
            raise NotYourTurnError(said("core-not-your-turn"))

    # ----- persistence --------------------------------------------------------------
    def encode_move(self, state: S, move: M) -> JSON:
        """A JSON-able form of `move` for the move log (default: its notation)."""
        return self.format_move(state, move)

    def decode_move(self, state: S, data: JSON, seat: int | None = None) -> M:
        return self.parse_move(state, data, seat)

    @abc.abstractmethod
    def encode_state(self, state: S) -> JSON:
        """A JSON-able snapshot holding everything, secrets included (for the store)."""

    @abc.abstractmethod
    def decode_state(self, data: JSON) -> S:
        """Inverse of `encode_state`. Raises `PositionError` on malformed data."""

    @abc.abstractmethod
    def position_from_json(self, data: JSON) -> S:
        """A state from the rules file's position format. Raises `PositionError`."""

    def position_to_json(self, state: S) -> JSON:
        """The rules file's position format for `state` (where the game has one)."""
        raise NotImplementedError

    # ----- ending a game by the players' will --------------------------------------
    def warn_before(self, state: S, move: M, seat: int) -> Said | None:
        """A sentence the player must confirm before `move` is played (e.g. a pass that
        ends the game), or None to play it at once."""
        return None

    def resign(self, state: S, seat: int) -> State[M]:
        """The state after `seat` resigns. Two-player default: the opponent wins."""
        others = tuple(s for s in range(state.num_players) if s != seat)
        name = self.seat_name(seat)
        return Ended(state, Outcome(others, said("core-resigned", name=name)))

    def agreed_end(self, state: S) -> State[M]:
        """The state after all players agree to end the game (default: a draw)."""
        return Ended(state, Outcome((), said("core-agreed-draw")))

    def takeback_refusal(self, before: S, move: M, after: S) -> Said | None:
        """Why `move` (played in `before`, reaching `after`) may not be taken back — it
        showed someone a hidden card, drew or traded one — as a sentence for the players;
        None when undoing it hides nothing anyone has seen. Default: a game with hidden
        information refuses when any seat's own secrets changed; a perfect-information
        game allows every takeback."""
        if not self.hidden_information:
            return None
        for seat in range(before.num_players):
            if self.seat_view(before, seat).get("secret") != self.seat_view(after, seat).get(
                "secret"
            ):
                return said("core-hidden-cards-changed")
        return None

    # ----- views --------------------------------------------------------------------
    def view(self, state: State[M], seat: int | None = None) -> View:
        """What `seat` may see of `state` (None: the public channel), boardgame.io's
        `playerView`. The public view never holds a secret that is not yet revealed; a
        state ended by resignation or agreement shows its outcome."""
        if isinstance(state, Ended):
            inner = self.view(state.inner, seat)
            inner["to_move"] = None
            out = state.outcome()
            inner["outcome"] = {"winners": list(out.winners), "reason": out.reason.to_json()}
            return inner
        # Every live state handed to a game is one of its own (`S`); only `Ended` wraps one.
        return self.seat_view(cast(S, state), seat)

    @abc.abstractmethod
    def seat_view(self, state: S, seat: int | None) -> View:
        """What `seat` (None: the channel) may see of a live state of this game: always
        "game", "to_move", "players" and "last_move"; a seat's own secrets under "secret"
        in that seat's view only."""

    # ----- hidden information -------------------------------------------------------
    def determinize(self, view: Mapping[str, Any], seat: int, rng: random.Random) -> S:
        """A full state consistent with `view` (what `seat` sees), every unseen secret
        sampled from `rng`. Used by the AI, which never sees the real hidden state.
        Perfect-information games rebuild the state from the view."""
        return self.decode_state(view["state"])

    # ----- perft --------------------------------------------------------------------
    def perft(self, state: S, depth: int) -> int:
        """Leaf count `depth` plies below `state` (engines may override with a faster
        walk that must give the same numbers)."""
        return perft(state, depth)

    # ----- text ---------------------------------------------------------------------
    def seat_name(self, seat: int) -> Said | str:
        """The seat's colour or role in words ("Red"): catalogue message
        `<key>-seat-<n>` (n from 1) for a seat in `seat_names` (which stay the English
        words a typed option such as `first:red` reads); a game without that message (a
        test game) shows its `seat_names` word as it is."""
        if seat < len(self.seat_names):
            key = f"{self.key}-seat-{seat + 1}"
            return said(key) if exists(key) else self.seat_names[seat]
        return said("core-player-number", number=seat + 1)

    def card_texts(self) -> Mapping[str, tuple[Said, Said]]:
        """The cards a player may look up with the rules (id → (name, text)), in table
        order; empty for games without cards."""
        return {}

    def rules_text(self) -> Said:
        """The rules as `/kitty rules` shows them: catalogue message `<key>-rules`."""
        return said(f"{self.key}-rules")


class Ended(State[M]):
    """A state ended from outside the rules (resignation, agreement)."""

    def __init__(self, inner: State[M], outcome: Outcome) -> None:
        self.inner = inner
        self.num_players = inner.num_players
        self._outcome = outcome

    @property
    def to_move(self) -> int | None:
        return None

    @property
    def ply(self) -> int:
        return self.inner.ply

    def legal_moves(self, seat: int | None = None) -> list[M]:
        return []

    def apply(self, move: M, seat: int | None = None) -> Self:
        raise IllegalMoveError("The game is over.")

    def outcome(self) -> Outcome:
        return self._outcome


#: A state or a game of any kind (game-agnostic code: the service, the AI, records).
AnyState = State[Any]
AnyGame = Game[Any, Any]


# ----- a turn: the move, then the forced moves that follow --------------------------------
@dataclass(frozen=True)
class Step(Generic[S, M]):
    """One move applied: who played it, the states around it (of the game's state type
    `S`), and whether the bot played it on the seat's behalf (`forced`)."""

    seat: int | None
    before: S
    move: M
    after: S
    forced: bool = False


def forced_steps(state: S) -> Iterator[Step[S, Any]]:
    """The forced moves that follow `state` (`State.forced_move`), each applied to the
    state the one before reached, until the game ends or the seat to move has a choice.
    Yields nothing when `state` has no forced move. Rule errors pass through."""
    while state.outcome() is None:
        move = state.forced_move()
        if move is None:
            return
        seat = state.to_move
        after = state.apply(move, seat)
        yield Step(seat, state, move, after, forced=True)
        state = after


def turn(state: S, move: M, seat: int | None) -> Iterator[Step[S, M]]:
    """`seat` plays `move` in `state`, then the forced moves that follow: the move's own
    step first, then every forced step (see `forced_steps`). Raises the engine's
    `IllegalMoveError` (before yielding anything) when the move is not legal. The one
    forced-move loop: the match service, the terminal game and the lessons play with it."""
    after = state.apply(move, seat)
    yield Step(seat, state, move, after)
    yield from forced_steps(after)


def find_move(game: Game[S, M], state: S, text: str, seat: int | None = None) -> M:
    """Shared helper for `parse_move`: match `text` against the notation of every legal
    move (case- and space-insensitive). Raises `IllegalMoveError` when nothing matches."""
    want = normalize_notation(text)
    for m in state.legal_moves(seat):
        if normalize_notation(game.format_move(state, m)) == want:
            found: M = m
            return found
    raise IllegalMoveError(f"`{text.strip()}` is not a legal move now.")


def normalize_notation(text: str) -> str:
    return "".join(str(text).lower().split())


def require(cond: bool, message: str) -> None:
    """Raise `InvalidMoveError(message)` unless `cond`."""
    if not cond:
        raise InvalidMoveError(message)


def perft(state: State[Any], depth: int) -> int:
    """Number of leaf nodes `depth` plies below `state` (terminal nodes count as leaves
    only at depth 0; a terminal node above that adds nothing)."""
    if depth == 0:
        return 1
    if state.outcome() is not None:
        return 0
    moves = state.legal_moves()
    if depth == 1:
        return len(moves)
    return sum(perft(state.apply(m), depth - 1) for m in moves)


def divide(game: Game[S, M], state: S, depth: int) -> Iterable[tuple[str, int]]:
    """(notation, perft(depth-1)) for every legal move of `state`."""
    for m in state.legal_moves():
        yield game.format_move(state, m), perft(state.apply(m), depth - 1)


__all__ = [
    "JSON",
    "RANDOM_FIRST",
    "AnyGame",
    "AnyState",
    "ButtonSpec",
    "CommandSpec",
    "Ended",
    "Game",
    "GameCaps",
    "Move",
    "MoveChoice",
    "OptionSpec",
    "Outcome",
    "SeatOptionSpec",
    "SelectSpec",
    "State",
    "Step",
    "View",
    "divide",
    "find_move",
    "first_seat",
    "forced_steps",
    "normalize_notation",
    "perft",
    "require",
    "turn",
]
