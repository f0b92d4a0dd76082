"""`KittyState`: one immutable Kitty Stack Tower position, secrets included.

The state knows who may act and which moves are legal; what a move does lives in
`flow.py` (turn structure, cards, exchanges) and `board.py` (the three board actions).
Public and private views are built by `view.py`.

Fields (all immutable values):
- `radius`, `colours` (seat colour letters, e.g. "ry"), `cells` (board, see board.py),
  `tokens` (sorted (cell, token names) pairs);
- `phase` "setup" or "play" (the game is over when `outcome()` is set), `setup_mode`,
  `unplaced` pieces per seat;
- `turn` (whose turn it is: in `turns` set-up and in play), `step` (the sub-step of that
  turn: "turn", "frenzy", "offer", "force_give", "force_return"), `pending`
  (kind, from seat, to seat, card) of an exchange in progress, `offered` (an offer was
  made this turn), `passes` (consecutive passes), `ply`, `seed`;
- cards: `objectives`, `hands`, `revealed`, `discarded` ((card, seat) pairs), `banked`
  ((card, points) per seat), `removed` ((seat, cell, pieces, points) by Frenzy),
  `exchanged` (voluntary exchange used, per seat), `knowledge` (per seat, (card, bitmask
  of the seats that may hold it) for hidden cards it has tracked), `out` (resigned seats);
- `last` (LastMove) and `events` (public sentences about the last move), `ended` (an
  outcome from resignation or agreement).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from bot.core.errors import IllegalMoveError
from bot.core.protocol import Outcome, State
from bot.games.kitty import board as B
from bot.games.kitty.cards import CONTINUOUS_STACKING, FORCED_EXCHANGE, frenzy_eligible
from bot.games.kitty.geometry import Geometry, geometry
from bot.games.kitty.moves import (
    ACCEPT,
    DECLINE,
    DONE,
    FORCE,
    GIVE,
    OFFER,
    PASS,
    PASS_KIND,
    PLACE,
    PLACE_RANDOM,
    KittyMove,
)
from bot.games.kitty.moves import (
    FRENZY as FRENZY_KIND,
)

PIECES_PER_PLAYER = 15
COLOUR_ORDER = "rybg"
COLOUR_NAMES = {"r": "Red", "y": "Yellow", "b": "Blue", "g": "Green"}

STEP_TURN = "turn"
STEP_FRENZY = "frenzy"
STEP_OFFER = "offer"
STEP_FORCE_GIVE = "force_give"
STEP_FORCE_RETURN = "force_return"
STEPS = (STEP_TURN, STEP_FRENZY, STEP_OFFER, STEP_FORCE_GIVE, STEP_FORCE_RETURN)


class Pending(NamedTuple):
    """An exchange in progress: "offer" (frm offered `card` to to) or "force" (frm played
    Forced Exchange on to; `card` is what `to` gave, "" until then)."""

    kind: str
    frm: int
    to: int
    card: str = ""


class LastMove(NamedTuple):
    """The last move: who played it, its public text, its kind and the cells it touched."""

    seat: int
    text: str
    kind: str
    cells: tuple[int, ...]


FIELDS = (
    "radius",
    "colours",
    "cells",
    "tokens",
    "phase",
    "setup_mode",
    "unplaced",
    "turn",
    "step",
    "pending",
    "offered",
    "passes",
    "_ply",
    "seed",
    "objectives",
    "hands",
    "revealed",
    "discarded",
    "banked",
    "removed",
    "exchanged",
    "knowledge",
    "out",
    "last",
    "events",
    "ended",
)


class KittyState(State):
    """A Kitty Stack Tower position. Immutable: `apply` returns a new state."""

    __slots__ = FIELDS + ("_moves", "_outcome", "_done", "_tables")

    radius: int
    colours: str
    cells: tuple[str, ...]
    tokens: tuple[tuple[int, tuple[str, ...]], ...]
    phase: str
    setup_mode: str
    unplaced: tuple[int, ...]
    turn: int
    step: str
    pending: Pending | None
    offered: bool
    passes: int
    _ply: int
    seed: int
    objectives: bool
    hands: tuple[tuple[str, ...], ...]
    revealed: frozenset[str]
    discarded: tuple[tuple[str, int], ...]
    banked: tuple[tuple[tuple[str, int], ...], ...]
    removed: tuple[tuple[int, int, str, int], ...]
    exchanged: tuple[bool, ...]
    knowledge: tuple[tuple[tuple[str, int], ...], ...]
    out: tuple[bool, ...]
    last: LastMove | None
    events: tuple[str, ...]
    ended: Outcome | None

    def __init__(self, **fields: Any) -> None:
        missing = [f for f in FIELDS if f not in fields]
        if missing:
            raise TypeError(f"KittyState needs {missing}")
        for name in FIELDS:
            setattr(self, name, fields[name])
        self._moves: dict[int | None, list[KittyMove]] = {}
        self._done = False
        self._outcome: Outcome | None = None
        self._tables: B.Tables | None = None

    def replace(self, **changes: Any) -> KittyState:
        """A copy with `changes` applied (the new state of a move)."""
        new = object.__new__(KittyState)
        for name in FIELDS:
            setattr(new, name, changes[name] if name in changes else getattr(self, name))
        new._moves = {}
        new._done = False
        new._outcome = None
        new._tables = None
        return new

    def successor(self) -> KittyState:
        """A copy of every field with the per-state caches reset, for a transition to
        change in place before anyone sees it (the fast path of `flow.play_plain`)."""
        new = object.__new__(KittyState)
        new.radius = self.radius
        new.colours = self.colours
        new.cells = self.cells
        new.tokens = self.tokens
        new.phase = self.phase
        new.setup_mode = self.setup_mode
        new.unplaced = self.unplaced
        new.turn = self.turn
        new.step = self.step
        new.pending = self.pending
        new.offered = self.offered
        new.passes = self.passes
        new._ply = self._ply
        new.seed = self.seed
        new.objectives = self.objectives
        new.hands = self.hands
        new.revealed = self.revealed
        new.discarded = self.discarded
        new.banked = self.banked
        new.removed = self.removed
        new.exchanged = self.exchanged
        new.knowledge = self.knowledge
        new.out = self.out
        new.last = self.last
        new.events = self.events
        new.ended = self.ended
        new._moves = {}
        new._done = False
        new._outcome = None
        new._tables = None
        return new

    # ----- basic facts --------------------------------------------------------------
    @property
    def num_players(self) -> int:  # type: ignore[override]
        return len(self.colours)

    @property
    def geo(self) -> Geometry:
        return geometry(self.radius)

    @property
    def ply(self) -> int:
        return self._ply

    def name(self, seat: int) -> str:
        """The colour name of `seat` ("Red")."""
        return COLOUR_NAMES[self.colours[seat]]

    def cell_name(self, cell: int) -> str:
        return self.geo.names[cell]

    def tokens_at(self, cell: int) -> tuple[str, ...]:
        for c, names in self.tokens:
            if c == cell:
                return names
        return ()

    def holds(self, seat: int, card: str) -> bool:
        return card in self.hands[seat]

    def active_seats(self) -> list[int]:
        return [s for s in range(self.num_players) if not self.out[s]]

    def frenzy_cells(self, seat: int) -> list[int]:
        """Cells of `seat`'s stacks that Monochromatic Frenzy may remove."""
        me = self.colours[seat]
        return [i for i, s in enumerate(self.cells) if s and s[-1] == me and frenzy_eligible(s)]

    def is_over(self) -> bool:
        return self.outcome() is not None

    # ----- who acts -----------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self.outcome() is not None:
            return None
        if self.phase == "setup":
            return self.turn if self.setup_mode == "turns" else None
        if self.step in (STEP_OFFER, STEP_FORCE_GIVE) and self.pending is not None:
            return self.pending.to
        return self.turn

    def actors(self) -> frozenset[int]:
        if self.outcome() is not None:
            return frozenset()
        if self.phase == "setup" and self.setup_mode != "turns":
            return frozenset(s for s, n in enumerate(self.unplaced) if n > 0 and not self.out[s])
        seat = self.to_move
        return frozenset() if seat is None else frozenset((seat,))

    def default_seat(self, seat: int | None) -> int | None:
        """`seat`, or when None: `to_move`, else the lowest seat that may act."""
        if seat is not None:
            return seat
        if self.to_move is not None:
            return self.to_move
        actors = self.actors()
        return min(actors) if actors else None

    # ----- legal moves --------------------------------------------------------------
    def legal_moves(self, seat: int | None = None) -> list[KittyMove]:  # type: ignore[override]
        """Every legal move of `seat` (default: `to_move`, or the lowest actor in a free
        set-up), in a stable order."""
        moves = self._moves
        cached = moves.get(seat)  # keyed by the seat asked for (None included)
        if cached is None:
            who = self.default_seat(seat)
            if who is None or who not in self.actors():
                cached = []
            else:
                cached = moves.get(who)
                if cached is None:
                    cached = self._generate(who)
                    moves[who] = cached
            moves[seat] = cached
        return list(cached)

    def plain_turn(self) -> bool:
        """True in a turn of play without objective cards, exchanges or resigned seats:
        the moves are the board actions and Pass, checked and played on a fast path."""
        return (
            self.phase == "play"
            and self.step == STEP_TURN
            and not self.objectives
            and self.ended is None
            and self.passes < len(self.colours)
            and True not in self.out
        )

    def tables(self) -> B.Tables:
        """The board's heights and the cells each colour owns (kept up to date by the fast
        path of `flow.play_plain`, else computed from `cells` once)."""
        tables = self._tables
        if tables is None:
            tables = self._tables = B.Tables.of(self.cells, self.colours)
        return tables

    def board_actions(self, seat: int) -> list[KittyMove]:
        """The seat's Stack, Chain, Flip and Disassemble moves on the current board."""
        if self.objectives and self.holds(seat, CONTINUOUS_STACKING):
            return B.board_moves(self.cells, self.geo.neighbours, self.colours[seat], True)
        return B.owned_moves(
            self.cells, self.tables(), self.geo.neighbours, seat, self.colours[seat]
        )

    def _generate(self, seat: int) -> list[KittyMove]:
        if self.phase == "setup":
            empty = [KittyMove(PLACE, i) for i, s in enumerate(self.cells) if not s]
            return empty + [PLACE_RANDOM]
        if self.step == STEP_TURN:
            actions = self.board_actions(seat)
            if not actions:
                return [PASS]
            return actions + [PASS] + self._free_actions(seat)
        if self.step == STEP_FRENZY:
            return [KittyMove(FRENZY_KIND, c) for c in self.frenzy_cells(seat)] + [DONE]
        pend = self.pending
        assert pend is not None
        if self.step == STEP_OFFER:
            return [KittyMove(ACCEPT, card=c) for c in self.hands[seat]] + [DECLINE]
        if self.step == STEP_FORCE_GIVE:
            return [KittyMove(GIVE, card=c) for c in self.hands[seat]]
        return [KittyMove(GIVE, card=c) for c in self.hands[seat] if c != pend.card]

    def _free_actions(self, seat: int) -> list[KittyMove]:
        """Forced Exchange and exchange offers open to `seat` before its action."""
        if not self.objectives:
            return []
        out: list[KittyMove] = []
        others = [t for t in self.active_seats() if t != seat and self.hands[t]]
        hand = self.hands[seat]
        if FORCED_EXCHANGE in hand and len(hand) >= 2:
            out.extend(KittyMove(FORCE, seat=t) for t in others)
        if not self.offered and not self.exchanged[seat]:
            for t in others:
                if not self.exchanged[t]:
                    out.extend(KittyMove(OFFER, seat=t, card=c) for c in hand)
        return out

    def forced_move(self) -> KittyMove | None:
        """Pass for a player with no board action; the return gift of a Forced Exchange
        when only one card can be given."""
        if self.outcome() is not None or self.phase != "play":
            return None
        if self.step in (STEP_TURN, STEP_FORCE_RETURN):
            moves = self.legal_moves()
            if len(moves) == 1:
                return moves[0]
        return None

    # ----- applying -----------------------------------------------------------------
    def apply(self, move: Any, seat: int | None = None) -> KittyState:
        if self.plain_turn():
            if seat is not None and seat != self.turn:
                raise IllegalMoveError("It is not your turn.")
            if not self._plain_legal(move):
                raise IllegalMoveError("That move is not legal now.")
            from bot.games.kitty.flow import play_plain

            return play_plain(self, move, self.turn)
        if self.outcome() is not None:
            raise IllegalMoveError("The game is over.")
        who = self.default_seat(seat)
        if who is None or who not in self.actors():
            raise IllegalMoveError("It is not your turn.")
        if move not in self.legal_moves(who):
            raise IllegalMoveError("That move is not legal now.")
        from bot.games.kitty.flow import play_move

        return play_move(self, move, who)

    def _plain_legal(self, move: Any) -> bool:
        """In a `plain_turn`: is `move` a legal board action or Pass of the seat on turn
        (the rule checked for this one move)."""
        if type(move) is not KittyMove:
            return False
        if move.kind == PASS_KIND:
            return move == PASS
        if move.seat != -1 or move.card != "" or move.kind not in B.PLAIN_KINDS:
            return False
        return B.is_board_move(self.cells, self.geo.neighbours, self.colours[self.turn], move)

    # ----- outcome ------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if not self._done:
            self._done = True
            if self.ended is not None:
                self._outcome = self.ended
            elif self.phase == "play" and self.passes >= self.num_players:
                from bot.games.kitty.scoring import scored_outcome

                self._outcome = scored_outcome(self, "every player passed in a row")
        return self._outcome

    # ----- views --------------------------------------------------------------------
    def view(self, seat: int | None = None) -> dict[str, Any]:
        from bot.games.kitty.view import build_view

        return build_view(self, seat)
