"""A careful player, for tests, benchmarks and as a baseline for the AI.

`choose(state, style)` returns the next move for the active seat (always legal). `Style`
sets how the player builds: wall spacing, whether walls are oriented against the tilt,
how far floors are laid off the walls' midpoint (overhang), and whether walls and floors
are placed back over the tower's base. The default style is a careful, steady player.
Friends are placed where they complete a goal if one placement can (judged on the ghost,
without physics), else next to the Friends already on the goal floor.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from bot.games.cattower.contacts import Scene
from bot.games.cattower.data import load_data
from bot.games.cattower.drafts import free_spots, ghost_spots, placement_problem, wall_combos
from bot.games.cattower.flow import play as flow_play
from bot.games.cattower.geometry import BodyRec, floor_id, to_local
from bot.games.cattower.goals import GoalScene, holds
from bot.games.cattower.legal import performable
from bot.games.cattower.model import CARD, CLIMB, FLOOR, FRIEND, GOAL, HIGHER, PET, WALLS, Draft
from bot.games.cattower.notation import CatMove
from bot.games.cattower.placement import floor_frame, wall_top_frame
from bot.games.cattower.state import CatState
from bot.games.cattower.turns import current_option

FRIEND_WIDTH = 12.0


@dataclass(frozen=True)
class Style:
    spacing: float = 60.0  # mm between wall centres
    tilt_aware: bool = True  # put the taller wall on the lower side
    overhang: float = 0.0  # mm every floor is laid off the walls' midpoint (to the right)
    recentre: bool = True  # shift walls / floors back over the tower's base
    build_only: bool = False  # always build when a build is face up; never complete goals
    go_higher: bool = False


CAREFUL = Style()


def _clamp(x: float, limit: float) -> float:
    return max(-limit, min(limit, x))


# ----- the card ----------------------------------------------------------------------------------
def _room_wanted(state: CatState) -> int:
    """How many floors above Toto (or the cat) the player wants before placing Friends."""
    data = load_data()
    pool = state.decks.goal_up if state.coop else state.decks.hands[state.active]
    best = max((data.goal(g).climb for g in pool), default=1)
    return max(1, min(2, best))


def _take(state: CatState, style: Style) -> CatMove:
    data = load_data()
    options = [
        (c, side, opt)
        for c in state.decks.action_up
        for side, opt in data.action(c).options
        if performable(state, opt)
    ]
    if not options:
        return CatMove("discard", (state.decks.action_up[0],))
    builds = [o for o in options if o[2].kind == "build"]
    builds.sort(key=lambda o: "pillars" in o[2].walls)
    friends = [o for o in options if o[2].kind == "cat" and o[2].then is None]
    friends.sort(key=lambda o: (o[2].on_top, o[2].n))
    base = state.toto_floor if state.coop else state.cats[state.active]
    room = state.floors_above(base)
    if builds and (style.build_only or room < _room_wanted(state) or not friends):
        order = builds + friends
    else:
        order = friends + builds
    order += [o for o in options if o not in order]
    for card, side, _ in order:
        move = CatMove("take", (card, side))
        after = flow_play(state, move)
        if after.turn.step == CARD or choose(after, style) != CatMove("back"):
            return move
    return CatMove("take", (order[0][0], order[0][1]))


# ----- walls and floors ---------------------------------------------------------------------------
def _walls(state: CatState, style: Style) -> CatMove:
    d = state.turn.draft
    assert d is not None
    data = load_data()
    combos = wall_combos(state, current_option(state))
    frame = floor_frame(state.body_map, state.top_floor)
    assert frame is not None
    if style.tilt_aware:

        def lean_after(pair: tuple[str, str]) -> float:
            rise = data.wall(pair[1]).height - data.wall(pair[0]).height
            return abs(frame.a + math.atan2(rise, style.spacing))

        best = min(combos, key=lean_after)
    else:
        best = combos[0]
    shift = 2.0 * round(_clamp(-frame.x, 6.0) / 2.0) if style.recentre else 0.0
    spacings = sorted(
        {style.spacing, 56.0, 64.0, 50.0, 68.0, 44.0, 40.0, 72.0, 36.0},
        key=lambda v: (abs(v - style.spacing), v),
    )
    shifts = sorted({shift + 2.0 * k for k in range(-12, 13)}, key=lambda v: (abs(v - shift), v))
    for sh in shifts:
        if abs(sh) > 30.0:
            continue
        for spacing in spacings:
            trial = state.with_turn(
                draft=replace(d, left=best[0], right=best[1], spacing=spacing, shift=sh)
            )
            if placement_problem(trial) is not None:
                continue
            if best != (d.left, d.right):
                return CatMove("walls", best)
            if d.spacing != spacing:
                return CatMove("spacing", (spacing,))
            if d.shift != sh:
                return CatMove("nudge", ("right" if sh > d.shift else "left",))
            return CatMove("confirm")
    return _fallback(state)


def _floor(state: CatState, style: Style) -> CatMove:
    d = state.turn.draft
    assert d is not None
    left, right = (state.body_map[p] for p in state.turn.pending)
    frame = wall_top_frame(left, right)
    want = _clamp(-frame.x, 8.0) if style.recentre else 0.0
    want = float(round(_clamp(want + style.overhang, 30.0)))
    offsets = sorted(
        {want, *(float(2 * k) for k in range(-15, 16))}, key=lambda v: (abs(v - want), v)
    )
    for target in offsets:
        if placement_problem(state.with_turn(draft=replace(d, shift=target))) is None:
            return (
                CatMove("confirm") if abs(d.shift - target) < 0.05 else CatMove("offset", (target,))
            )
    return _fallback(state)


# ----- Friends ------------------------------------------------------------------------------------
def _target_floor(state: CatState) -> int | None:
    if state.coop:
        return state.goal_floor
    return state.floor_above(state.cats[state.active])


def _goal_value(state: CatState, floor: int, extra: BodyRec | None) -> float:
    """The climbs of the goals met on `floor` if `extra` were added (perfect hand)."""
    local = [state.body_map[f] for f in state.scene.friends_on({floor})]
    if floor > 1:
        local.append(state.body_map[floor_id(floor)])
    if extra is not None:
        local.append(extra)
    goals = GoalScene.from_scene(Scene.build(local), [floor])
    data = load_data()
    pool = state.decks.goal_up if state.coop else state.decks.hands[state.active]
    return float(sum(data.goal(g).climb for g in pool if holds(data.goal(g), goals)))


def _candidates(state: CatState, d: Draft, floor: int) -> list[Draft]:
    option = current_option(state)
    frame = floor_frame(state.body_map, floor)
    assert frame is not None
    friends = [f for f in state.scene.friends_on({floor}) if f != d.source]
    near = [to_local(frame, (state.body_map[f].x, state.body_map[f].y))[0] for f in friends]
    xs = sorted(
        {0.0, -14.0, 14.0, *[round(x + s, 1) for x in near for s in (-12.1, 12.1)]}, key=abs
    )
    out = []
    if not option.on_top:
        out += [replace(d, floor=floor, on="", shift=x) for x in xs if abs(x) <= 33.0]
    out += [replace(d, floor=0, on=f, shift=s) for f in friends for s in (0.0, -6.1, 6.1)]
    return out


def _friend_plan(state: CatState) -> Draft | None:
    """The placement that meets the most valuable goal on the target floor, else the one
    next to the most Friends there (None when nothing fits)."""
    d = state.turn.draft
    assert d is not None
    floor = _target_floor(state)
    option = current_option(state)
    if floor is None or state.turn.purpose == "move":
        return None
    colours = [d.colour]
    if option.colour == "any" and not d.source:
        colours = [c for c in load_data().friend_colours if state.friend_stock(c)] or [d.colour]
    base = _goal_value(state, floor, None)
    best: tuple[tuple[float, float, float], Draft] | None = None
    for colour in colours:
        for trial in _candidates(state, replace(d, colour=colour), floor):
            t_state = state.with_turn(draft=trial)
            if placement_problem(t_state) is not None:
                continue
            spot = ghost_spots(t_state)[0]
            pose = spot.pose()
            ghost = BodyRec(spot.pid, pose.x, pose.y, pose.a)
            value = _goal_value(state, floor, ghost) - base
            touching = sum(
                1
                for f in state.scene.friends_on({floor})
                if abs(state.body_map[f].x - pose.x) < FRIEND_WIDTH + 0.5
                and abs(state.body_map[f].y - pose.y) < 1.0
            )
            score = (value, -float(bool(trial.on)), touching - abs(trial.shift) / 100.0)
            if best is None or score > best[0]:
                best = (score, trial)
    return None if best is None else best[1]


def _friend(state: CatState) -> CatMove:
    d = state.turn.draft
    assert d is not None
    plan = _friend_plan(state)
    if plan is not None and (plan.colour, plan.floor, plan.shift, plan.on) != (
        d.colour,
        d.floor,
        d.shift,
        d.on,
    ):
        if plan.colour != d.colour:
            return CatMove("colour", (plan.colour,))
        if plan.on and plan.on != d.on:
            return CatMove("on", (plan.on,))
        if not plan.on and (plan.floor != d.floor or d.on):
            return CatMove("floor", (plan.floor,))
        return CatMove("at", (plan.shift,))
    if placement_problem(state) is None:
        return CatMove("confirm")
    legal = state.legal_moves()
    spots = [m for m in legal if m.verb == "at"]
    if spots and (d.floor or d.on):
        return min(spots, key=lambda m: abs(float(m.args[0])))
    floors = sorted((m for m in legal if m.verb == "floor"), key=lambda m: -int(m.args[0]))
    for m in floors + [m for m in legal if m.verb == "on"]:
        plan = replace(
            d,
            floor=int(m.args[0]) if m.verb == "floor" else 0,
            on=str(m.args[0]) if m.verb == "on" else "",
        )
        if free_spots(state.with_turn(draft=plan), plan):
            return m
    return _fallback(state)


# ----- goals and the rest ----------------------------------------------------------------------------
def _climbable(state: CatState, move: CatMove) -> bool:
    """Whether Toto / the cat would find a spot on the floor the goal lifts it to."""
    climbing = flow_play(state, move)
    return placement_problem(climbing) is None or any(
        m.verb in ("at", "on") for m in climbing.legal_moves()
    )


def _goal(state: CatState, style: Style) -> CatMove:
    if style.build_only:
        return CatMove("end")
    goals = [m for m in state.legal_moves() if m.verb == "goal" and _climbable(state, m)]
    if goals:
        return max(goals, key=lambda m: int(m.args[1]))
    return CatMove("end")


def _climb(state: CatState) -> CatMove:
    if placement_problem(state) is None:
        return CatMove("confirm")
    spots = [m for m in state.legal_moves() if m.verb in ("at", "on")]
    return spots[0] if spots else _fallback(state)


def _pet(state: CatState) -> CatMove:
    """Pet the Friend standing lowest (the safest pat)."""
    pets = [m for m in state.legal_moves() if m.verb == "pet"]
    return min(pets, key=lambda m: state.body_map[str(m.args[0])].y)


def _fallback(state: CatState) -> CatMove:
    """Back out (or give up) when nothing can be placed as planned."""
    legal = state.legal_moves()
    for verb in ("back", "forfeit", "end"):
        for m in legal:
            if m.verb == verb:
                return m
    return legal[-1]


def choose(state: CatState, style: Style = CAREFUL) -> CatMove:
    """The careful player's next move (always legal)."""
    step = state.turn.step
    if step == CARD:
        return _take(state, style)
    if step == WALLS:
        return _walls(state, style)
    if step == FLOOR:
        return _floor(state, style)
    if step == FRIEND:
        return _friend(state)
    if step == PET:
        return _pet(state)
    if step == GOAL:
        return _goal(state, style)
    if step == CLIMB:
        return _climb(state)
    if step == HIGHER:
        return (
            CatMove("higher")
            if style.go_higher and CatMove("higher") in state.legal_moves()
            else CatMove("stop")
        )
    return state.legal_moves()[0]
