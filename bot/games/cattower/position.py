"""A Cat and the Tower position as data, and the facts read off it.

`Position` is a frozen dataclass: the match set-up, the decks, the canonical tower
snapshot (`bodies`, a tuple of `BodyRec` of plain floats), the walls set aside, Toto's and
the cats' floors, whose turn it is and the `Turn` being drafted. The rule modules take a
position and return a new one of the same class (`dataclasses.replace` keeps the class,
so `state.CatState`, the protocol face, goes through the rules unchanged). Nothing here
changes after construction except lazily cached views of the same data (the contact
scene, the floors).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Self, TypeVar, Unpack

from bot.core.protocol import Outcome
from bot.games.cattower.contacts import Scene
from bot.games.cattower.data import load_data
from bot.games.cattower.geometry import (
    BodyRec,
    cat_id,
    floor_id,
    friend_ids,
    order_key,
    piece_info,
    wall_ids,
)
from bot.games.cattower.model import COOP, Decks, Turn, TurnChanges
from bot.games.cattower.specs import Story
from bot.i18n import Said


@dataclass(frozen=True, eq=False)
class Position:
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
    slip: Said | None = None
    notice: Said | None = None
    count_frames: tuple[tuple[BodyRec, ...], ...] | None = None
    count_verdict: str | None = None  # "held" / "fell" after the count of five
    debris_shown: tuple[BodyRec, ...] = ()
    collapser: int | None = None
    result: Outcome | None = None
    physics_version: str = ""

    def __getstate__(self) -> dict[str, object]:
        # cached_property values are derived data: leave them out of pickles.
        cached = {
            name
            for klass in type(self).__mro__
            for name, value in vars(klass).items()
            if isinstance(value, cached_property)
        }
        return {k: v for k, v in self.__dict__.items() if k not in cached}

    def __setstate__(self, data: dict[str, object]) -> None:
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

    def with_turn(self, **changes: Unpack[TurnChanges]) -> Self:
        """This position with the turn's `changes` made."""
        return replace(self, turn=replace(self.turn, **changes))


#: Any position class: the rule functions return the class they were given.
P = TypeVar("P", bound=Position)
