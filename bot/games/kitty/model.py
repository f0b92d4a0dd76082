"""The data model of a Kitty Stack Tower position: constants and `Position`, every field of
a position (secrets included) with the facts that follow from the fields alone. The records
of an exchange in progress and of the last move are in `records.py`; the fields that rarely
change live in one `Shared` record (`shared.py`) that successive positions reference.

Rule modules (`legal.py`, `flow.py`, `turns.py`, `exchange.py`, `scoring.py`, `ending.py`)
read Positions and build new ones with `replace`; `state.py` makes the `KittyState` the
application plays, a Position that is also the protocol's `State`.

Fields (all immutable values):
- `radius`, `colours` (seat colour letters, e.g. "ry"), `cells` (board, see actions.py),
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
from typing import Self, TypedDict, Unpack

from bot.core.protocol import Outcome
from bot.games.kitty import movegen as T
from bot.games.kitty.cards import frenzy_eligible
from bot.games.kitty.geometry import Geometry
from bot.games.kitty.moves import KittyMove
from bot.games.kitty.records import LastMove, Pending
from bot.games.kitty.shared import SHARED_FIELDS, Kit, Shared
from bot.i18n import Said, said

#: The registry key of the game.
KEY = "kitty"
PIECES_PER_PLAYER = 15
COLOUR_ORDER = "rybg"
#: The colours' English names, as typed words and the view's "seat_names" read them; in
#: words a colour is the catalogue's `kitty-colour-<letter>` (`colour_said`).
COLOUR_NAMES = {"r": "Red", "y": "Yellow", "b": "Blue", "g": "Green"}


def colour_said(letter: str) -> Said:
    """The colour of the pieces `letter` in words ("Red"), in the reader's language."""
    return said(f"kitty-colour-{letter}")


def stored_said(value: object) -> Said:
    """A text read back from a snapshot or a view: the `Said` that `Said.to_json` wrote;
    a plain string (a snapshot from before the catalogues) is kept as it was written."""
    found = Said.from_json(value)
    return found if isinstance(found, Said) else said("kitty-stored-text", text=found)


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
    events: tuple[Said, ...]
    ended: Outcome | None


#: The fields of a position, in order (the keys of `Changes`).
FIELDS: tuple[str, ...] = tuple(Changes.__annotations__)
#: The fields each position holds itself (the others are in its `Shared` record).
OWN_FIELDS: tuple[str, ...] = tuple(f for f in FIELDS if f not in SHARED_FIELDS)
_SHARED = frozenset(SHARED_FIELDS)
_ALL = frozenset(FIELDS)

#: Per-position caches, filled by the rule modules (`legal.py`) and the fast path of
#: `flow.play_plain`; a new position starts with them empty.
CACHES = ("_moves", "_listed", "_outcome", "_done", "_tables", "_plain")


class Position:
    """Every field of a Kitty Stack Tower position. Immutable once built: a move makes a
    new Position (`replace`); only the caches fill in as the rules are asked.

    The fields of `SHARED_FIELDS` are read from `_shared`, one record that successive positions share while none of them
    changes; the others are the position's own."""

    __slots__ = (*OWN_FIELDS, "_shared", "num_players", *CACHES)

    cells: tuple[str, ...]
    tokens: Tokens
    turn: int
    step: str
    pending: Pending | None
    offered: bool
    passes: int
    _ply: int
    last: LastMove | None
    events: tuple[Said, ...]
    _shared: Shared
    #: Number of seats (the length of `colours`; the protocol's attribute).
    num_players: int
    #: Legal moves per seat asked for (None included), see `legal.legal_moves`; None
    #: until asked.
    _moves: dict[int | None, list[KittyMove]] | None
    #: In a plain turn: the legal moves of the seat on turn, once listed (`KittyState`).
    _listed: list[KittyMove] | None
    #: The outcome, once `_done` (see `legal.outcome`).
    _outcome: Outcome | None
    _done: bool
    #: Owned, occupied and single cells, see `tables`.
    _tables: T.Tables | None
    #: `plain_turn()`, once asked (or set by the fast path that made this position).
    _plain: bool | None

    def __init__(self, **fields: Unpack[Changes]) -> None:
        """A position from every field of `FIELDS` (a TypeError names any missing)."""
        if not _ALL.issubset(fields):
            missing = [f for f in FIELDS if f not in fields]
            raise TypeError(f"KittyState needs {missing}")
        given: Mapping[str, object] = fields
        for name in OWN_FIELDS:
            setattr(self, name, given[name])
        self._shared = shared = Shared(given)
        self.num_players = shared.num_players
        self._clear()

    def _clear(self) -> None:
        self._moves = None
        self._listed = None
        self._done = False
        self._outcome = None
        self._tables = None
        self._plain = None

    def replace(self, **changes: Unpack[Changes]) -> Self:
        """A copy with `changes` applied (the new position of a move), caches empty; the
        `Shared` record is copied only when a shared field changes."""
        new = object.__new__(type(self))
        given: Mapping[str, object] = changes
        for name in OWN_FIELDS:
            setattr(new, name, given[name] if name in given else getattr(self, name))
        shared = self._shared
        if not _SHARED.isdisjoint(given):
            shared = shared.changed(given)
        new._shared = shared
        new.num_players = shared.num_players
        new._clear()
        return new

    # ----- the shared fields --------------------------------------------------------
    @property
    def radius(self) -> int:
        return self._shared.radius

    @property
    def colours(self) -> str:
        return self._shared.colours

    @property
    def phase(self) -> str:
        return self._shared.phase

    @property
    def setup_mode(self) -> str:
        return self._shared.setup_mode

    @property
    def unplaced(self) -> tuple[int, ...]:
        return self._shared.unplaced

    @property
    def seed(self) -> int:
        return self._shared.seed

    @property
    def objectives(self) -> bool:
        return self._shared.objectives

    @property
    def hands(self) -> tuple[tuple[str, ...], ...]:
        return self._shared.hands

    @property
    def revealed(self) -> frozenset[str]:
        return self._shared.revealed

    @property
    def discarded(self) -> tuple[tuple[str, int], ...]:
        return self._shared.discarded

    @property
    def banked(self) -> tuple[tuple[tuple[str, int], ...], ...]:
        return self._shared.banked

    @property
    def removed(self) -> tuple[tuple[int, int, str, int], ...]:
        return self._shared.removed

    @property
    def exchanged(self) -> tuple[bool, ...]:
        return self._shared.exchanged

    @property
    def knowledge(self) -> tuple[tuple[tuple[str, int], ...], ...]:
        return self._shared.knowledge

    @property
    def out(self) -> tuple[bool, ...]:
        return self._shared.out

    @property
    def ended(self) -> Outcome | None:
        return self._shared.ended

    # ----- facts that follow from the fields ----------------------------------------
    @property
    def ply(self) -> int:
        """Number of moves applied since the start."""
        return self._ply

    @property
    def kit(self) -> Kit:
        """The constants of this board size and player count."""
        return self._shared.kit

    @property
    def geo(self) -> Geometry:
        """The board's geometry (cell names, neighbours)."""
        return self._shared.kit.geo

    def name(self, seat: int) -> str:
        """The English colour name of `seat` ("Red"), as typed words read it."""
        return COLOUR_NAMES[self.colours[seat]]

    def player(self, seat: int) -> Said:
        """The colour of `seat` in words, in the reader's language."""
        return colour_said(self.colours[seat])

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
            shared = self._shared
            plain = self._plain = (
                shared.plain_ok and self.step == STEP_TURN and self.passes < shared.num_players
            )
        return plain

    def tables(self) -> T.Tables:
        """The cells each colour owns, the occupied and the single cells (kept up to date
        by the fast path of `flow.play_plain`, else computed from `cells` once)."""
        tables = self._tables
        if tables is None:
            tables = self._tables = T.Tables.of(self.cells, self.colours)
        return tables
