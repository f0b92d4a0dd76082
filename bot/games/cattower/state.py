"""The immutable state of a Cat and the Tower match, and what can be read off it.

`CatState` is a frozen dataclass: the match set-up, the decks, the canonical tower
snapshot (`bodies`, a tuple of `BodyRec` of plain floats), the walls set aside, Toto's and
the cats' floors, whose turn it is and the `Turn` being drafted. `apply` (in `flow`)
returns a new state; nothing here changes after construction except lazily cached views
of the same data (the contact scene, the legal moves).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any

from bot.core.protocol import Outcome, State
from bot.games.cattower.contacts import Scene
from bot.games.cattower.data import Story, load_data
from bot.games.cattower.geometry import BodyRec, cat_id, floor_id, friend_ids, piece_info, wall_ids

# Steps of a turn.
CARD = "card"  # choose a face-up Action Card option
WALLS = "walls"  # place the two walls of a build
FLOOR = "floor"  # lay the next floor on them
FRIEND = "friend"  # place (or re-place / move) a Feline Friend
PET = "pet"  # pet a Friend
GOAL = "goal"  # complete a goal (or, competitive, move a Friend) or end the turn
CLIMB = "climb"  # set Toto / your cat down on the floor the goal lets it climb to
HIGHER = "higher"  # after a victory: take on the next Story Card or stop
OVER = "over"

COOP = "coop"
COMPETITIVE = "competitive"
MAX_FALLEN = 5
MAX_TRIES = 3


@dataclass(frozen=True)
class Draft:
    """The placement being prepared (what the ghost shows).

    walls: `left`/`right` types, `spacing` between their centres, `shift` of the pair along
    the top floor. floor: `shift` = the offset along the wall tops. friend: `colour`, the
    `floor` (or `on`, a Friend to stand on), `shift` = the spot along it, `source` = a
    Friend lifted from the tower to be re-placed. toto/cat: `floor` and `shift`.
    """

    kind: str
    left: str = ""
    right: str = ""
    spacing: float = 0.0
    shift: float = 0.0
    colour: str = ""
    floor: int = 0
    on: str = ""
    source: str = ""


@dataclass(frozen=True)
class Turn:
    """Where the active player is within their turn."""

    step: str = CARD
    card: str = ""  # the Action Card being performed
    side: str = ""  # its option ("left" / "right")
    part: int = 0  # 0 = the option, 1 = its `then` part
    done: int = 0  # Friends placed / pets done in this part
    petted: tuple[str, ...] = ()
    draft: Draft | None = None
    tries: int = 0  # failed tries of the current option
    pending: tuple[str, ...] = ()  # pieces set down this turn awaiting the rest (a build's walls)
    plan: Draft | None = None  # the walls draft of the build under way (for a retry)
    purpose: str = "action"  # "action", "move" (competitive Friend move) or "goal"
    goal: str = ""  # the goal being completed during CLIMB
    moved_friend: bool = False  # competitive: the optional Friend move was made
    start: tuple[BodyRec, ...] = ()  # the tower before the turn (for restoring)
    toto_start: int = 1
    cats_start: tuple[int, ...] = ()


@dataclass(frozen=True)
class Decks:
    action_deck: tuple[str, ...]
    action_up: tuple[str, ...]
    action_discard: tuple[str, ...]
    goal_deck: tuple[str, ...]
    goal_up: tuple[str, ...]
    goal_discard: tuple[str, ...]
    hands: tuple[tuple[str, ...], ...] = ()
    shuffles: int = 0


@dataclass(frozen=True, eq=False)
class CatState(State):
    """A Cat and the Tower position (see the module docstring)."""

    players: int
    seed: int
    mode: str
    difficulty: tuple[str, ...]
    story: int  # index of the Story Card being played for
    decks: Decks
    bodies: tuple[BodyRec, ...]
    active: int = 0
    turn: Turn = field(default_factory=Turn)
    fallen: tuple[str, ...] = ()
    toto_floor: int = 1
    cats: tuple[int, ...] = ()  # competitive: each seat's cat floor (0 = beside floor 1)
    track: tuple[int, ...] = ()  # competitive ranking track: the floor each paw token marks
    arrivals: tuple[int, ...] = ()  # when each token reached its place (lower = earlier)
    clock: int = 0  # next arrival stamp
    hand_counter: int = 0  # placements so far (seeds the tremor)
    stories_won: tuple[str, ...] = ()
    plies: int = 0
    last_move: str | None = None  # public notation of the last move
    slip: str | None = None
    notice: str | None = None
    count_frames: tuple[tuple[BodyRec, ...], ...] | None = None
    count_verdict: str | None = None  # "held" / "fell" after the count of five
    debris_shown: tuple[BodyRec, ...] = ()
    collapser: int | None = None
    result: Outcome | None = None
    physics_version: str = ""

    # ----- protocol ----------------------------------------------------------------------
    @property
    def num_players(self) -> int:  # type: ignore[override]
        return self.players

    @property
    def ply(self) -> int:
        return self.plies

    @property
    def to_move(self) -> int | None:
        return None if self.result is not None else self.active

    def outcome(self) -> Outcome | None:
        return self.result

    def legal_moves(self, seat: int | None = None) -> list[Any]:
        if self.result is not None or (seat is not None and seat != self.active):
            return []
        return list(self._legal)

    @cached_property
    def _legal(self) -> tuple[Any, ...]:
        from bot.games.cattower.flow import legal_moves

        return tuple(legal_moves(self))

    def apply(self, move: Any, seat: int | None = None) -> CatState:
        from bot.games.cattower.flow import apply_move

        return apply_move(self, move, seat)

    def view(self, seat: int | None = None) -> dict[str, Any]:
        from bot.games.cattower.view import build_view

        return build_view(self, seat)

    def __getstate__(self) -> dict[str, Any]:
        # cached_property values are derived data: leave them out of pickles.
        cached = {k for k, v in vars(type(self)).items() if isinstance(v, cached_property)}
        return {k: v for k, v in self.__dict__.items() if k not in cached}

    def __setstate__(self, data: dict[str, Any]) -> None:
        self.__dict__.update(data)

    # ----- derived facts -----------------------------------------------------------------
    @property
    def coop(self) -> bool:
        return self.mode == COOP

    @cached_property
    def body_map(self) -> dict[str, BodyRec]:
        return {b.id: b for b in self.bodies}

    @cached_property
    def scene(self) -> Scene:
        return Scene.build(self.bodies)

    @cached_property
    def floors(self) -> tuple[int, ...]:
        """Numbers of the floors on the tower, bottom first (floor 1 always)."""
        nums = [piece_info(b.id).number for b in self.bodies if piece_info(b.id).kind == "floor"]
        pending = set(self.turn.pending)
        nums = [n for n in nums if floor_id(n) not in pending]
        return tuple(sorted({1, *nums}))

    @property
    def top_floor(self) -> int:
        return self.floors[-1]

    def floor_above(self, k: int, steps: int = 1) -> int | None:
        """The tower floor `steps` floors above floor `k` (None if there is none)."""
        higher = [f for f in self.floors if f > k]
        return higher[steps - 1] if len(higher) >= steps else None

    def floors_above(self, k: int) -> int:
        return sum(1 for f in self.floors if f > k)

    @property
    def next_floor(self) -> int | None:
        n = self.top_floor + 1
        return n if n <= load_data().floor_count else None

    def wall_stock(self, wall_type: str) -> tuple[str, ...]:
        """Walls of `wall_type` still in stock (not on the tower, not set aside)."""
        used = set(self.body_map) | set(self.fallen)
        return tuple(w for w in wall_ids(wall_type) if w not in used)

    def friend_stock(self, colour: str) -> tuple[str, ...]:
        return tuple(f for f in friend_ids(colour) if f not in self.body_map)

    def friends_on_tower(self, colour: str | None = None) -> tuple[str, ...]:
        from bot.games.cattower.geometry import order_key

        out = [
            b.id
            for b in self.bodies
            if piece_info(b.id).kind == "friend"
            and (colour is None or piece_info(b.id).colour == colour)
        ]
        return tuple(sorted(out, key=order_key))

    @property
    def story_card(self) -> Story:
        return load_data().stories[self.story]

    @property
    def target_floor(self) -> int:
        return self.story_card.target

    @property
    def goal_floor(self) -> int | None:
        """Co-op: the floor directly above Toto (None when Toto is on the top floor)."""
        return self.floor_above(self.toto_floor) if self.coop else None

    def factor(self, seat: int) -> float:
        return load_data().dexterity.factor(self.difficulty[seat])

    def cat_piece(self, seat: int) -> str:
        return cat_id(load_data().scarves[seat])

    def ranking(self) -> list[int]:
        """Competitive ranking, best first: the highest paw token first (the token marks the
        highest floor the cat climbed to by a goal), earlier arrival on a tie; the player who
        collapsed the tower last."""
        seats = sorted(range(self.players), key=lambda s: (-self.track[s], self.arrivals[s]))
        if self.collapser is not None:
            seats.remove(self.collapser)
            seats.append(self.collapser)
        return seats

    def with_turn(self, **changes: Any) -> CatState:
        return replace(self, turn=replace(self.turn, **changes))
