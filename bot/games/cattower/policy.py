"""A careful player, for tests, benchmarks and as a baseline for the AI.

`choose(state, style)` returns the next move for the active seat. `Style` sets how the
player builds: wall spacing, whether walls are oriented against the tilt, how far floors
and walls are placed off the tower's centre line (overhang), and whether to lean against
the drift. The default style is what a careful, steady player does.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from bot.games.cattower import execute as ex
from bot.games.cattower.contacts import Scene
from bot.games.cattower.drafts import free_spots, ghost_spots
from bot.games.cattower.geometry import BodyRec, floor_id, to_local
from bot.games.cattower.goals import GoalScene, holds
from bot.games.cattower.state import Draft
from bot.games.cattower.data import load_data
from bot.games.cattower.drafts import placement_problem, wall_combos
from bot.games.cattower.flow import performable
from bot.games.cattower.flow import play as flow_play
from bot.games.cattower.moves import CatMove
from bot.games.cattower.placement import body_map, floor_frame, wall_top_frame
from bot.games.cattower.state import CARD, CLIMB, FLOOR, FRIEND, GOAL, HIGHER, PET, WALLS, CatState


@dataclass(frozen=True)
class Style:
    spacing: float = 60.0          # mm between wall centres
    tilt_aware: bool = True        # put the taller wall on the lower side
    overhang: float = 0.0          # mm every floor is laid off the walls' midpoint (to the right)
    recentre: bool = True          # shift walls / floors back over the tower's base
    build_only: bool = False       # prefer building over Friends and goals
    go_higher: bool = False


CAREFUL = Style()


def _take(state: CatState, style: Style) -> CatMove:
    data = load_data()
    options = [(c, side, opt) for c in state.decks.action_up for side, opt in data.action(c).options
               if performable(state, opt)]
    if not options:
        return CatMove("discard", (state.decks.action_up[0],))
    builds = [o for o in options if o[2].kind == "build"]
    cats = [o for o in options if o[2].kind == "cat" and not o[2].on_top and o[2].then is None]
    room = state.floors_above(state.toto_floor) if state.coop else 2
    if builds and (style.build_only or room < 2 or not cats):
        no_pillars = [b for b in builds if "pillars" not in b[2].walls]
        c, side, _ = (no_pillars or builds)[0]
        return CatMove("take", (c, side))
    if cats:
        c, side, _ = cats[0]
        return CatMove("take", (c, side))
    c, side, _ = options[0]
    return CatMove("take", (c, side))


def _clamp(x: float, limit: float) -> float:
    return max(-limit, min(limit, x))


def _walls(state: CatState, style: Style) -> CatMove:
    d = state.turn.draft
    assert d is not None
    data = load_data()
    combos = wall_combos(state, ex.current_option(state))
    frame = floor_frame(body_map(state.bodies), state.top_floor)
    assert frame is not None
    if style.tilt_aware:
        def lean_after(pair: tuple[str, str]) -> float:
            rise = data.wall(pair[1]).height - data.wall(pair[0]).height
            return abs(frame.a + math.atan2(rise, style.spacing))
        best = min(combos, key=lean_after)
    else:
        best = combos[0]
    shift = 2.0 * round(_clamp(-frame.x, 6.0) / 2.0) if style.recentre else 0.0
    spacings = sorted({style.spacing, 56.0, 64.0, 50.0, 68.0, 44.0, 40.0, 72.0, 36.0}, key=lambda v: abs(v - style.spacing))
    shifts = sorted({shift + 2.0 * k for k in range(-12, 13)}, key=lambda v: abs(v - shift))
    plans = [(best, sp, sh) for sh in shifts for sp in spacings if abs(sh) <= 30.0]
    for pair, spacing, sh in plans:
        trial = state.with_turn(draft=replace(d, left=pair[0], right=pair[1], spacing=spacing, shift=sh))
        if placement_problem(trial) is None:
            if (pair, spacing, sh) == ((d.left, d.right), d.spacing, d.shift):
                return CatMove("confirm")
            if (d.left, d.right) != pair:
                return CatMove("walls", pair)
            if d.spacing != spacing:
                return CatMove("spacing", (spacing,))
            return CatMove("nudge", ("right" if sh > d.shift else "left",))
    return CatMove("confirm") if placement_problem(state) is None else state.legal_moves()[-1]


def _floor(state: CatState, style: Style) -> CatMove:
    d = state.turn.draft
    assert d is not None
    left, right = (state.body_map[p] for p in state.turn.pending)
    frame = wall_top_frame(left, right)
    want = 0.0
    if style.recentre:
        want = _clamp(-frame.x, 8.0)
    if style.overhang:
        want += style.overhang
    want = round(_clamp(want, 30.0))
    if abs(d.shift - want) > 0.05:
        return CatMove("offset", (want,))
    if placement_problem(state) is None:
        return CatMove("confirm")
    offsets = [m for m in state.legal_moves() if m.verb == "offset"]
    for m in sorted(offsets, key=lambda m: abs(float(m.args[0]) - want)):  # type: ignore[arg-type]
        if placement_problem(state.with_turn(draft=replace(d, shift=float(m.args[0])))) is None:  # type: ignore[arg-type]
            return m
    return state.legal_moves()[-1]


def _goal_value(state: CatState, extra: BodyRec | None) -> float:
    """The climbs of the face-up goals met on the goal floor if `extra` were added."""
    k = state.goal_floor if state.coop else state.floor_above(state.cats[state.active])
    if k is None:
        return 0.0
    scene = state.scene
    local = [state.body_map[f] for f in scene.friends_on({k})]
    if k > 1:
        local.append(state.body_map[floor_id(k)])
    if extra is not None:
        local.append(extra)
    sub = Scene.build(local)
    goals = GoalScene.from_scene(sub, [k])
    data = load_data()
    pool = state.decks.goal_up if state.coop else state.decks.hands[state.active]
    return sum(data.goal(g).climb for g in pool if holds(data.goal(g), goals))


def _friend_plan(state: CatState) -> Draft | None:
    """The most useful placement for the goals (perfect hand assumed), else None."""
    d = state.turn.draft
    assert d is not None
    option = ex.current_option(state)
    k = state.goal_floor if state.coop else state.floor_above(state.cats[state.active])
    if k is None or state.turn.purpose == "move" or option.on_top:
        return None
    colours = [d.colour] if option.colour != "any" else list(load_data().friend_colours)
    frame = floor_frame(state.body_map, k)
    assert frame is not None
    near = [to_local(frame, (state.body_map[f].x, state.body_map[f].y))[0] for f in state.scene.friends_on({k})]
    xs = sorted({0.0, -12.0, 12.0, *[round(x + s, 1) for x in near for s in (-12.1, 12.1)]}, key=abs)
    best: tuple[float, float, Draft] | None = None
    base = _goal_value(state, None)
    for colour in colours:
        if state.turn.purpose != "move" and not state.friend_stock(colour) and option.colour == "any":
            continue
        for x in xs:
            trial = replace(d, colour=colour, floor=k, on="", shift=x,
                            source=d.source if colour == d.colour else "")
            t_state = state.with_turn(draft=trial)
            if abs(x) > 33 or placement_problem(t_state) is not None:
                continue
            spot = ghost_spots(t_state)[0]
            pose = spot.pose()
            value = _goal_value(state, BodyRec(spot.pid, pose.x, pose.y, pose.a))
            score = (value - base, -abs(x))
            if best is None or score > best[:2]:
                best = (score[0], score[1], trial)
    return None if best is None else best[2]


def _friend(state: CatState) -> CatMove:
    d = state.turn.draft
    assert d is not None
    plan = _friend_plan(state)
    if plan is not None and (plan.colour, plan.floor, plan.shift, plan.on) != (d.colour, d.floor, d.shift, d.on):
        if plan.colour != d.colour:
            return CatMove("colour", (plan.colour,))
        if plan.floor != d.floor or d.on:
            return CatMove("floor", (plan.floor,))
        return CatMove("at", (plan.shift,))
    if placement_problem(state) is None:
        return CatMove("confirm")
    legal = state.legal_moves()
    spots = [m for m in legal if m.verb == "at"]
    if spots and (d.floor or d.on):
        return min(spots, key=lambda m: abs(float(m.args[0])))  # type: ignore[arg-type]
    floors = sorted((m for m in legal if m.verb == "floor"), key=lambda m: -int(m.args[0]))  # type: ignore[arg-type]
    for m in floors + [m for m in legal if m.verb == "on"]:
        trial = state.with_turn(draft=replace(d, floor=int(m.args[0]) if m.verb == "floor" else 0,  # type: ignore[arg-type]
                                              on=str(m.args[0]) if m.verb == "on" else ""))
        if free_spots(trial, trial.turn.draft):  # type: ignore[arg-type]
            return m
    return legal[-1]


def _climbable(state: CatState, move: CatMove) -> bool:
    """Whether Toto / the cat would find a spot on the floor the goal lifts it to."""
    climbing = flow_play(state, move)
    return placement_problem(climbing) is None or any(m.verb in ("at", "on") for m in climbing.legal_moves())


def _goal(state: CatState, style: Style) -> CatMove:
    goals = [m for m in state.legal_moves() if m.verb == "goal" and _climbable(state, m)]
    if goals and not style.build_only:
        return max(goals, key=lambda m: int(m.args[1]))  # type: ignore[arg-type]
    return CatMove("end")


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
        return next(m for m in state.legal_moves() if m.verb == "pet")
    if step == GOAL:
        return _goal(state, style)
    if step == CLIMB:
        if placement_problem(state) is None:
            return CatMove("confirm")
        spots = [m for m in state.legal_moves() if m.verb in ("at", "on")]
        return spots[0] if spots else state.legal_moves()[-1]
    if step == HIGHER:
        return CatMove("higher") if style.go_higher and CatMove("higher") in state.legal_moves() else CatMove("stop")
    return state.legal_moves()[0]
