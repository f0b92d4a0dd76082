"""The typed view of Cat and the Tower: what `CatTowerGame.view(state, seat)` returns and
`render.cattower` draws. Lengths are mm, y up, y = 0 the table top.

A leaf module (it imports only `typing` and `bot.core`), so a renderer can read the view's
type without importing the engine.
"""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict

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
    #: The option in words: a `Said` in JSON form (`Said.to_json`; read it with
    #: `words.say`), as every text of this view.
    text: dict[str, Any]


class ActionCardView(TypedDict):
    id: str
    options: list[OptionView]


class GoalCardView(TypedDict):
    id: str
    #: The goal's name and its condition in words (`Said` JSON).
    name: dict[str, Any]
    text: dict[str, Any]
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
    #: The title (`Said` JSON) and the story's text once the story is won (`Said` JSON;
    #: "" before).
    title: dict[str, Any]
    text: dict[str, Any] | str
    read: bool


class SecretGoalsView(TypedDict):
    """A competitive seat's own goal cards (only in that seat's view)."""

    #: "Your goal cards" (`Said` JSON).
    title: dict[str, Any]
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
    #: What the active player is deciding, in words (`Said` JSON).
    step: dict[str, Any]
    #: How the hand slipped on the last placement (`Said` JSON).
    slip: dict[str, Any] | None
    #: What the last move did to the tower (`Said` JSON).
    notice: dict[str, Any] | None
    tries: int
    #: Each seat's hand ("steady", "normal", "shaky", "butterfingers").
    difficulty: list[str]
    discards: DiscardsView
    story: StoryView
    stories_won: list[str]
    #: "held" or "fell" after a count of five, else None.
    count_verdict: str | None
    #: The sentence over the count of five in words (`Said` JSON); `count_caption` holds
    #: it in English while `View.count_caption` is a str.
    count_caption_said: NotRequired[dict[str, Any]]
    ply: int
