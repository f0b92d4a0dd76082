"""The data model of a Kitty Stack Tower position: constants, the records of an exchange in
progress and of the last move, and `Position`, every field of a position (secrets included)
with the facts that follow from the fields alone.

Rule modules (`legal.py`, `flow.py`, `turns.py`, `exchange.py`, `scoring.py`, `ending.py`)
read Positions and build new ones with `replace`; `state.py` makes the `KittyState` the
application plays, a Position that is also the protocol's `State`.

Fields (all immutable values):
- `radius`, `colours` (seat colour letters, e.g. "ry"), `cells` (board, see board.py),
  `tokens` (sorted (cell, token names) pairs);
- `phase` "setup" or "play" (the game is over when the outcome is set), `setup_mode`,
  `unplaced` pieces per seat;
- `turn` (whose turn it is: in `turns` set-up and in play), `step` (the sub-step of that
  turn: "turn", "frenzy", "offer", "force_give", "force_return"), `pending`
  (kind, from seat, to seat, card) of an exchange in progress, `offered` (an offer was
  made this turn), `passes` (consecutive passes), `_ply`, `seed`;
- cards: `objectives`, `hands`, `revealed`, `discarded` ((card, seat) pairs), `banked`
  ((card, points) per seat), `removed` ((seat, cell, pieces, points) by Frenzy),
  `exchanged` (voluntary exchange used, per seat), `knowledge` (per seat, (card, bitmask
  of the seats that may hold it) for hidden cards it has tracked), `out` (resigned seats);
- `last` (LastMove) and `events` (public sentences about the last move), `ended` (an
  outcome from resignation or agreement).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple, Self, TypedDict, Unpack

from bot.core.protocol import Outcome
from bot.games.kitty import tables as T
from bot.games.kitty.cards import frenzy_eligible
from bot.games.kitty.geometry import Geometry, geometry
from bot.games.kitty.moves import KittyMove

#: The registry key of the game.
KEY = "kitty"
PIECES_PER_PLAYER = 15
COLOUR_ORDER = "rybg"
COLOUR_NAMES = {"r": "Red", "y": "Yellow", "b": "Blue", "g": "Green"}

STEP_TURN = "turn"
STEP_FRENZY = "frenzy"
STEP_OFFER = "offer"
STEP_FORCE_GIVE = "force_give"
STEP_FORCE_RETURN = "force_return"
STEPS = (STEP_TURN, STEP_FRENZY, STEP_OFFER, STEP_FORCE_GIVE, STEP_FORCE_RETURN)
#: Public names of the play sub-steps ("frenzy" is shown as "after_action": only the holder
#: of Monochromatic Frenzy gets that step, so its name would reveal the card).
PUBLIC_STEPS = {
    STEP_TURN: "turn",
    STEP_FRENZY: "after_action",
    STEP_OFFER: "offer",
    STEP_FORCE_GIVE: "force_give",
    STEP_FORCE_RETURN: "force_return",
}

#: (cell, token names) pairs, sorted by cell.
Tokens = tuple[tuple[int, tuple[str, ...]], ...]


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


class Changes(TypedDict, total=False):
    """Field values by name: every field to build a Position, or the fields a move
    changes (`Position.replace`). A transition collects them as it goes."""

    radius: int
    colours: str
    cells: tuple[str, ...]
    tokens: Tokens
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


#: The fields of a position, in order (the keys of `Changes`).
FIELDS: tuple[str, ...] = tuple(Changes.__annotations__)

#: Per-position caches, filled by the rule modules (`legal.py`) and the fast path of
#: `flow.play_plain`; a new position starts with them empty.
CACHES = ("_moves", "_outcome", "_done", "_tables", "_plain")


class Position:
    """Every field of a Kitty Stack Tower position. Immutable once built: a move makes a
    new Position (`replace`); only the caches fill in as the rules are asked."""

    __slots__ = FIELDS + CACHES + ("num_players",)

    radius: int
    colours: str
    cells: tuple[str, ...]
    tokens: Tokens
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
    #: Number of seats (the length of `colours`).
    num_players: int
    #: Legal moves per seat asked for (None included), see `legal.legal_moves`.
    _moves: dict[int | None, list[KittyMove]]
    #: The outcome, once `_done` (see `legal.outcome`).
    _outcome: Outcome | None
    _done: bool
    #: Heights and owned cells, see `tables`.
    _tables: T.Tables | None
    #: `plain_turn()`, once asked (or set by the fast path that made this position).
    _plain: bool | None

    def __init__(self, **fields: Unpack[Changes]) -> None:
        """A position from every field of `FIELDS` (a TypeError names any missing)."""
        missing = [f for f in FIELDS if f not in fields]
        if missing:
            raise TypeError(f"KittyState needs {missing}")
        given: Mapping[str, object] = fields
        for name in FIELDS:
            setattr(self, name, given[name])
        self.num_players = len(self.colours)
        self._clear()

    def _clear(self) -> None:
        self._moves = {}
        self._done = False
        self._outcome = None
        self._tables = None
        self._plain = None

    def replace(self, **changes: Unpack[Changes]) -> Self:
        """A copy with `changes` applied (the new position of a move), caches empty."""
        new = object.__new__(type(self))
        given: Mapping[str, object] = changes
        for name in FIELDS:
            setattr(new, name, given[name] if name in given else getattr(self, name))
        new.num_players = len(new.colours)
        new._clear()
        return new

    def successor(self) -> Self:
        """A copy of every field with the caches empty, for a transition to change in place
        before anyone sees it (the fast path of `flow.play_plain`)."""
        new = object.__new__(type(self))
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
        new.num_players = self.num_players
        new._moves = {}
        new._done = False
        new._outcome = None
        new._tables = None
        new._plain = None
        return new

    # ----- facts that follow from the fields ----------------------------------------
    @property
    def ply(self) -> int:
        """Number of moves applied since the start."""
        return self._ply

    @property
    def geo(self) -> Geometry:
        """The board's geometry (cell names, neighbours)."""
        return geometry(self.radius)

    def name(self, seat: int) -> str:
        """The colour name of `seat` ("Red")."""
        return COLOUR_NAMES[self.colours[seat]]

    def cell_name(self, cell: int) -> str:
        """The name of cell index `cell` ("d4")."""
        return self.geo.names[cell]

    def tokens_at(self, cell: int) -> tuple[str, ...]:
        """The token names on `cell`."""
        for c, names in self.tokens:
            if c == cell:
                return names
        return ()

    def holds(self, seat: int, card: str) -> bool:
        """True when `card` is in `seat`'s hand."""
        return card in self.hands[seat]

    def active_seats(self) -> list[int]:
        """The seats that have not resigned."""
        return [s for s in range(self.num_players) if not self.out[s]]

    def frenzy_cells(self, seat: int) -> list[int]:
        """Cells of `seat`'s stacks that Monochromatic Frenzy may remove."""
        me = self.colours[seat]
        return [i for i, s in enumerate(self.cells) if s and s[-1] == me and frenzy_eligible(s)]

    def plain_turn(self) -> bool:
        """True in a turn of play without objective cards, exchanges or resigned seats:
        the moves are the board actions and Pass, checked and played on a fast path."""
        plain = self._plain
        if plain is None:
            plain = self._plain = (
                self.phase == "play"
                and self.step == STEP_TURN
                and not self.objectives
                and self.ended is None
                and self.passes < len(self.colours)
                and True not in self.out
            )
        return plain

    def tables(self) -> T.Tables:
        """The board's heights and the cells each colour owns (kept up to date by the fast
        path of `flow.play_plain`, else computed from `cells` once)."""
        tables = self._tables
        if tables is None:
            tables = self._tables = T.Tables.of(self.cells, self.colours)
        return tables
