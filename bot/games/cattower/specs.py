"""The card set and components of Cat and the Tower as frozen data (`CatData`), the
names the rules know (wall types, card and goal kinds) and `CatDataError`.

`data.load_data()` builds these from the shipped `cards.toml`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from bot.i18n import Said, said

WALL_TYPES = ("bricks", "windows", "arches", "angels", "pillars")
FRIEND_COLOURS_EXPECTED = 4
ACTION_KINDS = ("build", "cat", "pet")
GOAL_KINDS = (
    "count",
    "touching",
    "on_top",
    "stack",
    "bridge",
    "chain",
    "hub",
    "apart",
    "all_colours",
    "alone_centre",
)
#: Wall friction is not in the TOML; the walls are the same card stock as the floor tiles.
WALL_FRICTION = 0.72


class CatDataError(ValueError):
    """The card/component data is malformed; the message names the bad entry."""


@dataclass(frozen=True)
class BoxSpec:
    """A rectangular piece seen from the side (floor plank, Friend, Toto)."""

    width: float
    height: float
    mass: float
    friction: float


@dataclass(frozen=True)
class WallSpec:
    """One wall type of the Wall Reference Card (side view of the folded tile)."""

    key: str
    count: int
    height: float
    stance: float
    top: float
    crown_radius: float
    mass: float
    pair: bool
    traits: str

    @property
    def name(self) -> Said:
        """The wall type's name ("Bricks"): catalogue message `cattower-wall-<key>`."""
        return said(f"cattower-wall-{self.key}")


@dataclass(frozen=True)
class Dexterity:
    """The tremor model's sigmas (before the difficulty factor) and presets."""

    sigma_pos: float
    sigma_angle_deg: float
    sigma_vel: float
    sigma_spin: float
    drop_gap: float
    sigma_gap: float
    brush_chance: float
    brush_impulse: float
    fold_loss_max: float
    fold_loss_sd: float
    presets: tuple[tuple[str, float], ...]

    def factor(self, preset: str) -> float:
        """The difficulty factor of a preset name (KeyError for an unknown name)."""
        return dict(self.presets)[preset]


@dataclass(frozen=True)
class PetSpec:
    impulse: float
    lognormal_sigma: float
    head_side_ratio: float


@dataclass(frozen=True)
class VictorySpec:
    count_seconds: float
    shake_amplitude: float
    shake_per_floor: float
    shake_frequency: float


@dataclass(frozen=True)
class Story:
    id: str
    target: int
    starter: bool

    @property
    def title(self) -> Said:
        """The story's title: catalogue message `cattower-story-<id>-title`."""
        return said(f"cattower-story-{self.id.lower()}-title")

    @property
    def text(self) -> Said:
        """The story read when the tower holds: catalogue message `cattower-story-<id>-text`."""
        return said(f"cattower-story-{self.id.lower()}-text")


@dataclass(frozen=True)
class ActionOption:
    """One option of an Action Card: build walls, place Friend(s) or pet Friend(s)."""

    kind: str
    walls: tuple[str, ...] = ()
    colour: str = "any"
    n: int = 1
    on_top: bool = False
    distinct: bool = False
    then: ActionOption | None = None


@dataclass(frozen=True)
class ActionCard:
    id: str
    starter: bool
    options: tuple[tuple[str, ActionOption], ...]  # ("left"|"right", option)

    def option(self, side: str) -> ActionOption:
        return dict(self.options)[side]


#: A goal condition's parameter as the TOML gives it.
GoalParam = int | float | str | bool


@dataclass(frozen=True)
class GoalCard:
    id: str
    starter: bool
    kind: str
    params: tuple[tuple[str, GoalParam], ...]
    climb: int

    @property
    def name(self) -> Said:
        """The goal's name: catalogue message `cattower-goal-<id>-name`."""
        return said(f"cattower-goal-{self.id.lower()}-name")

    @property
    def text(self) -> Said:
        """The goal's condition in words: catalogue message `cattower-goal-<id>-text`."""
        return said(f"cattower-goal-{self.id.lower()}-text")

    def count(self, default: int) -> int:
        """The condition's `n` (how many Friends), `default` when the card gives none."""
        value = dict(self.params).get("n", default)
        return value if isinstance(value, int) and not isinstance(value, bool) else default

    def word(self, name: str) -> str | None:
        """A word parameter (`colour`, `top`, `bottom`, `relation`), None when absent."""
        value = dict(self.params).get(name)
        return value if isinstance(value, str) else None

    def flag(self, name: str) -> bool:
        """A yes/no parameter (`same_colour`, `distinct_colours`); absent means no."""
        return bool(dict(self.params).get(name, False))

    def length(self, name: str, default: float) -> float:
        """A length parameter in mm (`tol_mm`), `default` when absent."""
        value = dict(self.params).get(name, default)
        return float(value) if not isinstance(value, str) else default


@dataclass(frozen=True)
class CatData:
    """Everything the engine reads from the TOML."""

    floor: BoxSpec
    floor_count: int
    friend: BoxSpec
    friend_colours: tuple[str, ...]
    per_colour: int
    toto: BoxSpec
    scarves: tuple[str, ...]
    table_friction: float
    table_half_width: float
    walls: tuple[WallSpec, ...]
    dexterity: Dexterity
    pet: PetSpec
    victory: VictorySpec
    stories: tuple[Story, ...]
    actions: tuple[ActionCard, ...]
    goals: tuple[GoalCard, ...]
    pymunk_required: str = "7"

    def wall(self, key: str) -> WallSpec:
        for w in self.walls:
            if w.key == key:
                return w
        raise KeyError(key)

    @cached_property
    def _actions_by_id(self) -> dict[str, ActionCard]:
        return {a.id: a for a in self.actions}

    @cached_property
    def _goals_by_id(self) -> dict[str, GoalCard]:
        return {g.id: g for g in self.goals}

    def action(self, card_id: str) -> ActionCard:
        """The Action Card `card_id` (KeyError when unknown)."""
        return self._actions_by_id[card_id]

    def goal(self, card_id: str) -> GoalCard:
        """The Goal Card `card_id` (KeyError when unknown)."""
        return self._goals_by_id[card_id]
