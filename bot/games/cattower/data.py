"""The card set and component data of Cat and the Tower, loaded from `cards.toml`.

`load_data()` reads the TOML shipped in this package once and returns an immutable
`CatData`; `validate_data()` re-reads it and raises `CatDataError` with a precise message
when anything is missing or inconsistent (the bot calls it at start-up).
"""

from __future__ import annotations

import importlib.resources
import tomllib
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from bot.core import fields
from bot.games.cattower.specs import (
    ACTION_KINDS,
    FRIEND_COLOURS_EXPECTED,
    GOAL_KINDS,
    WALL_TYPES,
    ActionCard,
    ActionOption,
    BoxSpec,
    CatData,
    CatDataError,
    Dexterity,
    GoalCard,
    PetSpec,
    Story,
    VictorySpec,
    WallSpec,
)


# ----- parsing ---------------------------------------------------------------------------
def _num(table: Mapping[str, Any], key: str, where: str, positive: bool = True) -> float:
    value = fields.number(table.get(key), f"{where}.{key}", fail=CatDataError)
    if positive and not value > 0:
        raise CatDataError(f"`{where}.{key}` must be positive, not {value!r}.")
    return value


def _int(table: Mapping[str, Any], key: str, where: str, default: int | None = None) -> int:
    value = table.get(key, default)
    if isinstance(value, str):  # the TOML writes numbers as numbers
        raise CatDataError(f"`{where}.{key}` must be a whole number, not {value!r}.")
    return fields.count(value, f"{where}.{key}", fail=CatDataError)


def _str(table: Mapping[str, Any], key: str, where: str) -> str:
    value = fields.text(table.get(key), f"{where}.{key}", fail=CatDataError)
    if not value.strip():
        raise CatDataError(f"`{where}.{key}` must not be empty.")
    return value


def _table(root: Mapping[str, Any], path: str) -> Mapping[str, Any]:
    node: Mapping[str, Any] = root
    for part in path.split("."):
        child = node.get(part)
        if not isinstance(child, Mapping):
            raise CatDataError(f"the TOML has no [{path}] table")
        node = child
    return node


def _box(t: Mapping[str, Any], where: str, width: str, height: str) -> BoxSpec:
    return BoxSpec(
        _num(t, width, where),
        _num(t, height, where),
        _num(t, "mass_g", where),
        _num(t, "friction", where),
    )


def _option(raw: Any, where: str, colours: tuple[str, ...]) -> ActionOption:
    if not isinstance(raw, Mapping):
        raise CatDataError(f"{where} must be a table")
    kind = raw.get("kind")
    if kind not in ACTION_KINDS:
        raise CatDataError(f"{where}.kind must be one of {', '.join(ACTION_KINDS)}, not {kind!r}")
    then = _option(raw["then"], f"{where}.then", colours) if "then" in raw else None
    if kind == "build":
        walls = raw.get("walls")
        if (
            not isinstance(walls, list)
            or len(walls) != 2
            or any(w not in WALL_TYPES for w in walls)
        ):
            raise CatDataError(f"{where}.walls must name two wall types, not {walls!r}")
        if ("pillars" in walls) and walls != ["pillars", "pillars"]:
            raise CatDataError(f"{where}: pillars are always built as a pair")
        if walls[0] == walls[1] and walls[0] != "pillars":
            raise CatDataError(f"{where}: a build uses two different wall types")
        return ActionOption("build", walls=tuple(walls), then=then)
    n = _int(raw, "n", where, 1)
    if n < 1 or n > 2:
        raise CatDataError(f"{where}.n must be 1 or 2, not {n}")
    if kind == "cat":
        colour = raw.get("colour", "any")
        if colour != "any" and colour not in colours:
            raise CatDataError(f"{where}.colour {colour!r} is not a Friend colour")
        return ActionOption(
            "cat", colour=colour, n=n, on_top=bool(raw.get("on_top", False)), then=then
        )
    return ActionOption("pet", n=n, distinct=bool(raw.get("distinct", False)), then=then)


_GOAL_PARAMS: dict[str, tuple[str, ...]] = {
    "count": ("n", "colour", "same_colour", "distinct_colours"),
    "touching": ("relation",),
    "on_top": ("n", "top", "bottom"),
    "stack": ("n",),
    "bridge": (),
    "chain": ("n",),
    "hub": ("n",),
    "apart": ("n",),
    "all_colours": (),
    "alone_centre": ("tol_mm",),
}


def _goal(raw: Mapping[str, Any], colours: tuple[str, ...]) -> GoalCard:
    gid = _str(raw, "id", "[[goal]]")
    where = f"goal {gid}"
    cond = raw.get("condition")
    if not isinstance(cond, Mapping):
        raise CatDataError(f"{where} has no condition table")
    kind = cond.get("kind")
    if kind not in GOAL_KINDS:
        raise CatDataError(f"{where}: unknown condition kind {kind!r}")
    params = {k: v for k, v in cond.items() if k != "kind"}
    unknown = set(params) - set(_GOAL_PARAMS[kind])
    if unknown:
        raise CatDataError(f"{where}: condition {kind} does not take {', '.join(sorted(unknown))}")
    for key in ("n",):
        if key in params and (not isinstance(params[key], int) or not 1 <= params[key] <= 16):
            raise CatDataError(f"{where}: n must be a whole number 1..16")
    for key in ("colour", "top", "bottom"):
        if key in params and params[key] not in colours:
            raise CatDataError(f"{where}: {key} {params[key]!r} is not a Friend colour")
    if "relation" in params and params["relation"] not in ("same", "different"):
        raise CatDataError(f"{where}: relation must be same or different")
    if "tol_mm" in params:
        _num(params, "tol_mm", where)
    for key in ("same_colour", "distinct_colours"):
        if key in params and not isinstance(params[key], bool):
            raise CatDataError(f"{where}: {key} must be true or false")
    climb = _int(raw, "climb", where)
    if climb < 1:
        raise CatDataError(f"{where}: climb must be at least 1")
    return GoalCard(
        gid,
        bool(raw.get("starter", False)),
        kind,
        tuple(sorted(params.items())),
        climb,
    )


def parse_data(root: Mapping[str, Any]) -> CatData:
    """Build and validate `CatData` from the parsed TOML; raises `CatDataError`."""
    comp = _table(root, "components")
    floor_t = _table(comp, "floor")
    friend_t = _table(comp, "feline_friend")
    toto_t = _table(comp, "toto")
    colours = friend_t.get("colours")
    if (
        not isinstance(colours, list)
        or len(colours) != FRIEND_COLOURS_EXPECTED
        or len(set(colours)) != len(colours)
        or not all(isinstance(c, str) for c in colours)
    ):
        raise CatDataError("components.feline_friend.colours must list 4 different colours")
    colours_t = tuple(colours)
    scarves = _table(comp, "black_cat").get("scarf_colours")
    if (
        not isinstance(scarves, list)
        or len(scarves) != 5
        or not all(isinstance(s, str) for s in scarves)
    ):
        raise CatDataError("components.black_cat.scarf_colours must list 5 colours")
    table_t = _table(comp, "table")
    walls_t = _table(root, "walls")
    walls = []
    for key in WALL_TYPES:
        w = _table(walls_t, key)
        where = f"walls.{key}"
        spec = WallSpec(
            key,
            _int(w, "count", where),
            _num(w, "height_mm", where),
            _num(w, "stance_mm", where),
            _num(w, "top_mm", where),
            _num(w, "crown_radius_mm", where),
            _num(w, "mass_g", where),
            bool(w.get("pair", False)),
            str(w.get("traits", "")),
        )
        if spec.crown_radius * 2 < spec.top:
            raise CatDataError(f"{where}: the crown radius must be at least half the top width")
        walls.append(spec)
    if sum(w.count for w in walls) != 54:
        raise CatDataError("the wall counts must add up to 54")
    fold = _table(walls_t, "fold")
    dex_t = _table(root, "dexterity")
    presets_t = _table(dex_t, "presets")
    presets = tuple((str(k), _num(presets_t, k, "dexterity.presets")) for k in presets_t)
    for name in ("steady", "normal", "shaky", "butterfingers"):
        if name not in presets_t:
            raise CatDataError(f"dexterity.presets.{name} is missing")
    loss_max = _num(fold, "loss_max", "walls.fold")
    if loss_max >= 1:
        raise CatDataError("walls.fold.loss_max must be below 1")
    chance = _num(dex_t, "brush_chance", "dexterity", positive=False)
    if not 0 <= chance <= 1:
        raise CatDataError("dexterity.brush_chance must be between 0 and 1")
    dexterity = Dexterity(
        _num(dex_t, "sigma_pos_mm", "dexterity"),
        _num(dex_t, "sigma_angle_deg", "dexterity"),
        _num(dex_t, "sigma_vel_mm_s", "dexterity"),
        _num(dex_t, "sigma_spin_rad_s", "dexterity"),
        _num(dex_t, "drop_gap_mm", "dexterity", positive=False),
        _num(dex_t, "sigma_gap_mm", "dexterity"),
        chance,
        _num(dex_t, "brush_impulse", "dexterity"),
        loss_max,
        _num(fold, "loss_sd_per_tremor", "walls.fold"),
        presets,
    )
    pet_t = _table(root, "pet")
    pet = PetSpec(
        _num(pet_t, "impulse", "pet"),
        _num(pet_t, "lognormal_sigma", "pet"),
        _num(pet_t, "head_side_ratio", "pet"),
    )
    vic_t = _table(root, "victory")
    victory = VictorySpec(
        _num(vic_t, "count_seconds", "victory"),
        _num(vic_t, "shake_amplitude_mm", "victory"),
        _num(vic_t, "shake_per_floor_mm", "victory", positive=False),
        _num(vic_t, "shake_frequency_hz", "victory"),
    )
    stories = _stories(root)
    actions = _actions(root, colours_t)
    goals = tuple(_goal(g, colours_t) for g in _array(root, "goal"))
    _check_cards(actions, goals)
    floor_count = _int(floor_t, "count", "components.floor")
    if floor_count != 24:
        raise CatDataError("components.floor.count must be 24")
    per_colour = _int(friend_t, "per_colour", "components.feline_friend")
    if per_colour != 4:
        raise CatDataError("components.feline_friend.per_colour must be 4")
    return CatData(
        floor=_box(floor_t, "components.floor", "length_mm", "thickness_mm"),
        floor_count=floor_count,
        friend=_box(friend_t, "components.feline_friend", "width_mm", "height_mm"),
        friend_colours=colours_t,
        per_colour=per_colour,
        toto=_box(toto_t, "components.toto", "width_mm", "height_mm"),
        scarves=tuple(scarves),
        table_friction=_num(table_t, "friction", "components.table"),
        table_half_width=_num(table_t, "half_width_mm", "components.table"),
        walls=tuple(walls),
        dexterity=dexterity,
        pet=pet,
        victory=victory,
        stories=stories,
        actions=actions,
        goals=goals,
    )


def _array(root: Mapping[str, Any], key: str) -> list[Mapping[str, Any]]:
    items = root.get(key)
    if not isinstance(items, list) or not all(isinstance(i, Mapping) for i in items):
        raise CatDataError(f"the TOML needs [[{key}]] entries")
    return items


def _stories(root: Mapping[str, Any]) -> tuple[Story, ...]:
    out = []
    for raw in _array(root, "story"):
        sid = _str(raw, "id", "[[story]]")
        out.append(
            Story(
                sid,
                _int(raw, "target_floor", f"story {sid}"),
                bool(raw.get("starter", False)),
            )
        )
    targets = [s.target for s in out]
    if targets != [10, 13, 15, 17, 20]:
        raise CatDataError(f"the story targets must be 10, 13, 15, 17, 20 in order, not {targets}")
    if [s.starter for s in out].count(True) != 1 or not out[0].starter:
        raise CatDataError("exactly the first story (floor 10) carries the paw")
    return tuple(out)


def _actions(root: Mapping[str, Any], colours: tuple[str, ...]) -> tuple[ActionCard, ...]:
    out = []
    for raw in _array(root, "action"):
        aid = _str(raw, "id", "[[action]]")
        if "left" not in raw:
            raise CatDataError(f"action {aid} has no left option")
        opts = [("left", _option(raw["left"], f"action {aid}.left", colours))]
        if "right" in raw:
            opts.append(("right", _option(raw["right"], f"action {aid}.right", colours)))
        out.append(ActionCard(aid, bool(raw.get("starter", False)), tuple(opts)))
    return tuple(out)


def _check_cards(actions: tuple[ActionCard, ...], goals: tuple[GoalCard, ...]) -> None:
    if len(actions) != 20:
        raise CatDataError(f"there must be 20 Action Cards, not {len(actions)}")
    if len(goals) != 16:
        raise CatDataError(f"there must be 16 Goal Cards, not {len(goals)}")
    for label, cards in (("Action", actions), ("Goal", goals)):
        ids = [c.id for c in cards]
        if len(set(ids)) != len(ids):
            raise CatDataError(f"duplicate {label} Card ids")
        if sum(1 for c in cards if c.starter) != 2:
            raise CatDataError(f"exactly two {label} Cards carry the paw")


def _read_text() -> str:
    return importlib.resources.files(__package__).joinpath("cards.toml").read_text(encoding="utf-8")


@lru_cache(maxsize=1)
def load_data() -> CatData:
    """The validated data of the shipped `cards.toml` (read once per process)."""
    return parse_text(_read_text())


def parse_text(text: str) -> CatData:
    """Parse and validate TOML text; raises `CatDataError` (also for TOML syntax errors)."""
    try:
        root = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise CatDataError(f"cards.toml is not valid TOML: {exc}") from None
    return parse_data(root)


def validate_data() -> CatData:
    """Re-read and validate the shipped card data; raises `CatDataError` naming the problem."""
    return parse_text(_read_text())
