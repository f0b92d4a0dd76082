"""The typed view of Cat and the Tower: what `CatTowerGame.view(state, seat)` returns and
`render.cattower` draws. Lengths are mm, y up, y = 0 the table top.

A leaf module (it imports only `typing` and `bot.core`), so a renderer can read the view's
type without importing the engine.
"""

from __future__ import annotations

from typing import TypedDict

from bot.core.views import View


class BodyView(TypedDict):
    """One body of the side view: the table, a floor, a wall, a Friend, Toto or a cat."""

    id: str
    #: "table", "floor", "wall", "friend", "toto" or "blackcat".
    kind: str
    #: The floor number ("" for other pieces).
    label: str
    wall_type: str | None
    #: A Friend's colour or a Black Cat's scarf.
    colour: str | None
    #: The outline in world mm, corners in order.
    poly: list[list[float]]
    #: Knocked off this turn and lying on the table (drawn faded).
    debris: bool


class OptionView(TypedDict):
    """One option of a face-up Action Card."""

    side: str
    text: str


class ActionCardView(TypedDict):
    id: str
    options: list[OptionView]


class GoalCardView(TypedDict):
    id: str
    name: str
    #: The condition in words.
    text: str
    #: Floors Toto (or the cat) climbs when it is completed.
    climb: int


class CatView(TypedDict):
    """A competitive Black Cat and its place on the ranking track."""

    seat: int
    floor: int
    scarf: str
    #: When its paw token reached its place (lower = earlier).
    arrived: int
    track: int


class DiscardsView(TypedDict):
    actions: list[str]
    goals: list[str]


class StoryView(TypedDict):
    target: int
    title: str
    #: The story's text, once the story is won ("" before).
    text: str
    read: bool


class SecretGoalsView(TypedDict):
    """A competitive seat's own goal cards (only in that seat's view)."""

    title: str
    cards: list[GoalCardView]


class CatTowerView(View):
    """The whole view. `secret` is None except in a competitive seat's own view, where it is
    a `SecretGoalsView`; `state` is the public snapshot the AI plays from."""

    #: "coop" or "competitive".
    mode: str
    bodies: list[BodyView]
    #: The planned placement drawn translucent, None when nothing is planned.
    ghost: list[BodyView] | None
    #: The top floor's number.
    floors: int
    toto_floor: int | None
    goal_floor: int | None
    target_floor: int
    fallen_walls: int
    max_fallen: int
    face_up_actions: list[ActionCardView]
    face_up_goals: list[GoalCardView]
    cats: list[CatView]
    #: Competitive seats, best first (empty in co-op play).
    ranking: list[int]
    #: What the active player is deciding, in words.
    step: str
    #: How the hand slipped on the last placement.
    slip: str | None
    #: What the last move did to the tower.
    notice: str | None
    tries: int
    #: Each seat's hand ("steady", "normal", "shaky", "butterfingers").
    difficulty: list[str]
    discards: DiscardsView
    story: StoryView
    stories_won: list[str]
    #: "held" or "fell" after a count of five, else None.
    count_verdict: str | None
    ply: int
