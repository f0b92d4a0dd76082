"""The data model of a turn: its steps, the modes, the limits, the placement being drafted
(`Draft`), where the active player is within the turn (`Turn`) and the decks (`Decks`).

Frozen values only; the rule modules build new ones with `dataclasses.replace`, and
`DraftChanges` / `TurnChanges` name the fields such a replacement may set.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypedDict

from bot.games.cattower.geometry import BodyRec

# Steps of a turn.
CARD = "card"  # choose a face-up Action Card option
WALLS = "walls"  # place the two walls of a build
FLOOR = "floor"  # lay the next floor on them
FRIEND = "friend"  # place (or re-place / move) a Feline Friend
PET = "pet"  # pet a Friend
GOAL = "goal"  # complete a goal (or, competitive, move a Friend) or end the turn
CLIMB = "climb"  # set Toto / your cat down on the floor the goal lets it climb to
HIGHER = "higher"  # after a victory: take on the next Story Card or stop

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


class DraftChanges(TypedDict, total=False):
    """The fields of a `Draft` a draft move may change."""

    left: str
    right: str
    spacing: float
    shift: float
    colour: str
    floor: int
    on: str
    source: str


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


class TurnChanges(TypedDict, total=False):
    """The fields of a `Turn` a step of the rules may change."""

    step: str
    card: str
    side: str
    part: int
    done: int
    petted: tuple[str, ...]
    draft: Draft | None
    tries: int
    pending: tuple[str, ...]
    plan: Draft | None
    purpose: str
    goal: str
    moved_friend: bool
    start: tuple[BodyRec, ...]
    toto_start: int
    cats_start: tuple[int, ...]


@dataclass(frozen=True)
class Decks:
    """The Action and Goal decks (top card first), the face-up cards, the discard piles,
    the competitive goal hands (one per seat) and how often a deck was reshuffled."""

    action_deck: tuple[str, ...]
    action_up: tuple[str, ...]
    action_discard: tuple[str, ...]
    goal_deck: tuple[str, ...]
    goal_up: tuple[str, ...]
    goal_discard: tuple[str, ...]
    hands: tuple[tuple[str, ...], ...] = ()
    shuffles: int = 0
