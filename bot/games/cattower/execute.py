"""What `confirm` and `pet` do: simulate, judge the try, apply the debris rules, move on.

Each function takes the state before the move and returns the state after it (never
mutating the old one). Physics always starts from the state's canonical snapshot.
"""

from __future__ import annotations

import math
from dataclasses import replace

from bot.core.protocol import Outcome
from bot.games.cattower import cards
from bot.games.cattower.competitive import can_move_friend
from bot.games.cattower.contacts import Scene
from bot.games.cattower.data import ActionOption, load_data
from bot.games.cattower.debris import Resolution, resolve
from bot.games.cattower.drafts import (
    floor_spot,
    friend_draft,
    friend_piece,
    piece_spot,
    wall_spots,
    walls_draft,
)
from bot.games.cattower.geometry import BodyRec, floor_id, order_key, piece_info
from bot.games.cattower.goals import GoalScene, holds
from bot.games.cattower.model import (
    FLOOR,
    FRIEND,
    GOAL,
    HIGHER,
    MAX_FALLEN,
    MAX_TRIES,
    PET,
    WALLS,
    Draft,
    Turn,
)
from bot.games.cattower.physics import World
from bot.games.cattower.placement import Spot, TryResult, describe_piece, run_try, slip_text
from bot.games.cattower.position import P, Position
from bot.games.cattower.tremor import hand_rng, sample_pat

MAX_WALL_LEAN = math.radians(25.0)
MAX_FLOOR_TILT = math.radians(35.0)
MIN_STOREY = 20.0


# ----- turn structure --------------------------------------------------------------------------
def current_option(state: Position) -> ActionOption:
    option = load_data().action(state.turn.card).option(state.turn.side)
    if state.turn.part == 1 and option.then is not None:
        return option.then
    return option


def start_turn(state: P, seat: int) -> P:
    """A fresh turn for `seat`, remembering the tower as it stands (for restoring)."""
    turn = Turn(start=state.bodies, toto_start=state.toto_floor, cats_start=state.cats)
    return replace(state, active=seat, turn=turn)


def end_turn(state: P) -> P:
    """End the active player's turn. Co-op, while Toto stands on the target floor or higher
    and the story is not yet won (a count of five failed), everyone counts to five again
    first; otherwise the next player starts."""
    if state.result is not None:
        return state
    if target_unproven(state):
        return victory_count(
            state,
            f"Toto still stands on floor {state.toto_floor}, at or above the "
            f"target floor {state.target_floor}: everyone counts to five again",
        )
    if not state.coop and all(c >= load_data().floor_count for c in state.cats):
        return finish_competitive(state, "every cat reached floor 24")
    return next_turn(state)


def next_turn(state: P) -> P:
    """The next player's turn starts (no end-of-turn checks)."""
    return start_turn(state, (state.active + 1) % state.players)


def target_unproven(state: Position) -> bool:
    """Co-op: Toto stands on the story's target floor or higher, but the count of five
    for this story has not succeeded yet."""
    return (
        state.coop
        and state.result is None
        and state.toto_floor >= state.target_floor
        and state.story_card.id not in state.stories_won
    )


def start_option(state: P) -> P:
    """Begin the current part of the chosen option."""
    option = current_option(state)
    if option.kind == "build":
        draft = walls_draft(state, option)
        return state.with_turn(step=WALLS, draft=draft, plan=draft, done=0, tries=0)
    if option.kind == "cat":
        return state.with_turn(step=FRIEND, draft=friend_draft(state, option), done=0, tries=0)
    if not state.friends_on_tower():
        return part_done(state)
    return state.with_turn(step=PET, draft=None, done=0, petted=(), tries=0)


def part_done(state: P) -> P:
    option = load_data().action(state.turn.card).option(state.turn.side)
    if state.turn.part == 0 and option.then is not None:
        return start_option(state.with_turn(part=1, done=0, petted=()))
    return action_done(state)


def action_done(state: P) -> P:
    """Discard the Action Card, refill, and go on to the goal step (or end the turn)."""
    decks = cards.discard_action(state.decks, state.turn.card, state.seed)
    state = replace(state, decks=decks)
    state = state.with_turn(step=GOAL, draft=None, pending=(), plan=None, tries=0, purpose="action")
    return goal_step_or_end(state)


def goal_step_or_end(state: P) -> P:
    if state.coop:
        return state if completable_goals(state) else end_turn(state)
    if completable_goals(state) or can_move_friend(state):
        return state
    return end_turn(state)


def friend_move_done(state: P) -> P:
    """Back to the optional goal step once a competitive Friend move is over (placed or
    forfeited)."""
    state = state.with_turn(step=GOAL, purpose="action", draft=None, moved_friend=True, tries=0)
    return goal_step_or_end(state)


def goal_scene(state: Position) -> GoalScene | None:
    """The Friends that count for goals: co-op the floor directly above Toto;
    competitive any floor above the active player's cat."""
    if state.coop:
        k = state.goal_floor
        return None if k is None else GoalScene.from_scene(state.scene, [k])
    cat_floor = state.cats[state.active]
    floors = [f for f in state.floors if f > cat_floor]
    return GoalScene.from_scene(state.scene, floors) if floors else None


def completable_goals(state: Position) -> list[str]:
    """The goal cards the active player could complete now (face up, or in hand)."""
    scene = goal_scene(state)
    if scene is None:
        return []
    data = load_data()
    pool = state.decks.goal_up if state.coop else state.decks.hands[state.active]
    return [g for g in pool if holds(data.goal(g), scene)]


# ----- outcome -----------------------------------------------------------------------------------
def finish_competitive(state: P, reason: str) -> P:
    ranking = state.ranking()
    names = load_data().scarves
    best = ranking[0]
    floor = state.track[best]
    where = "still beside the tower" if floor == 0 else f"climbed to floor {floor}"
    text = f"{reason}; the {names[best]} cat ranks first ({where})"
    scores = tuple(float(state.players - ranking.index(s)) for s in range(state.players))
    return replace(state, result=Outcome((best,), text, scores))


def check_defeat(state: P) -> P:
    if len(state.fallen) < MAX_FALLEN or state.result is not None:
        return state
    if state.coop:
        won = state.stories_won
        reached = (
            f" (they had reached floor {load_data().stories[state.story - 1].target})"
            if won
            else ""
        )
        text = f"The tower collapsed: {len(state.fallen)} walls fell{reached}"
        best = float(load_data().stories[state.story - 1].target) if won else 0.0
        return replace(state, result=Outcome((), text, tuple(best for _ in range(state.players))))
    state = replace(state, collapser=state.active)
    return finish_competitive(state, f"the tower collapsed ({len(state.fallen)} walls fell)")


# ----- applying a simulation -----------------------------------------------------------------------
def keepers(state: Position) -> dict[str, tuple[int, int]]:
    if state.coop:
        return {"toto": (state.toto_floor, state.turn.toto_start)}
    out = {}
    for seat, floor in enumerate(state.cats):
        start = state.turn.cats_start[seat] if state.turn.cats_start else floor
        if floor > 0 or start > 0:
            out[state.cat_piece(seat)] = (floor, start)
    return out


def settle_rules(
    state: P,
    records: tuple[BodyRec, ...],
    off: tuple[BodyRec, ...],
    protected: set[str],
    expected: dict[str, tuple[int, int]] | None = None,
) -> tuple[P, Resolution]:
    """Apply the debris rules to a settled world and store the result in the state."""
    keep = keepers(state) if expected is None else expected
    res, floors = resolve(records, off, start=state.turn.start, protected=protected, keepers=keep)
    toto_floor, cats = state.toto_floor, state.cats
    if state.coop:
        toto_floor = floors.get("toto", state.toto_floor)
    else:
        cats = tuple(floors.get(state.cat_piece(seat), c) for seat, c in enumerate(state.cats))
    after = replace(
        state,
        bodies=res.records,
        fallen=state.fallen + tuple(res.fallen_walls),
        debris_shown=tuple(res.debris_view),
        toto_floor=toto_floor,
        cats=cats,
    )
    return after, res


def damage_text(res: Resolution, fallen_total: int) -> str:
    parts = []
    if res.fallen_walls:
        n = len(res.fallen_walls)
        parts.append(
            f"{n} wall{'s' if n > 1 else ''} fell from the tower ({fallen_total} of {MAX_FALLEN} down)"
        )
    lost = [p for p in res.to_stock if p not in res.restored]
    if lost:
        parts.append("back to stock: " + ", ".join(describe_piece(p) for p in lost))
    if res.restored:
        parts.append(
            "put back where they were: " + ", ".join(describe_piece(p) for p in res.restored)
        )
    if res.returned:
        who = ", ".join(describe_piece(p) for p in dict.fromkeys(res.returned))
        parts.append(
            f"{who} went back to a floor below (where the turn started, if it still stands)"
        )
    return "; ".join(parts)


def _notice(*parts: str) -> str | None:
    sentences = [p[0].upper() + p[1:] for p in parts if p]
    sentences = [p if p[-1] in ".!?" else p + "." for p in sentences]
    return " ".join(sentences) or None


def _simulate(state: Position, spots: list[Spot], remove: tuple[str, ...] = ()) -> TryResult:
    return run_try(
        state.bodies,
        spots,
        seed=state.seed,
        counter=state.hand_counter,
        factor=state.factor(state.active),
        remove=remove,
    )


def _without(records: tuple[BodyRec, ...], ids: set[str]) -> tuple[BodyRec, ...]:
    return tuple(r for r in records if r.id not in ids)


def _failed_try(state: P, what: str) -> tuple[P, str]:
    tries = state.turn.tries + 1
    if tries >= MAX_TRIES:
        return state.with_turn(
            tries=tries
        ), f"{what} — that was the third try, so the option is forfeited"
    state = _repair_draft(state.with_turn(tries=tries))
    if state.turn.tries >= MAX_TRIES:
        return state, f"{what} — and the spot it was meant for is gone, so the option is forfeited"
    return state, f"{what} — try {tries + 1} of {MAX_TRIES} next"


def _repair_draft(state: P) -> P:
    """After a failed try the tower may have lost the floor (or the Friend) the plan
    pointed at: aim the next try at the nearest floor that still stands, or forfeit when
    no floor can take it (a climb with no floor left above Toto or the cat)."""
    d = state.turn.draft
    if d is None:
        return state
    floors = state.floors
    on_ok = not d.on or d.on in state.friends_on_tower()
    if d.kind == "friend" and (not on_ok or (d.floor and d.floor not in floors)):
        if state.turn.purpose == "move":
            target = state.floor_above(state.cats[state.active])
        else:
            target = max([f for f in floors if f <= (d.floor or floors[-1])], default=floors[-1])
        if target is None:
            return state.with_turn(tries=MAX_TRIES)
        return state.with_turn(draft=replace(d, floor=target, on="", shift=0.0))
    if d.kind in ("toto", "cat") and (not on_ok or d.floor not in floors):
        base = state.toto_floor if state.coop else state.cats[state.active]
        target = state.floor_above(base)
        if target is None:
            return state.with_turn(tries=MAX_TRIES)
        return state.with_turn(draft=replace(d, floor=target, on="", shift=0.0))
    return state


def _standing_wall(scene: Scene, pid: str, floor: str) -> bool:
    rec = scene.recs.get(pid)
    base = scene.recs.get(floor)
    base_angle = 0.0 if base is None else base.a
    return (
        rec is not None
        and pid not in scene.grounded
        and scene.touching(pid, floor)
        and abs(math.remainder(rec.a - base_angle, 2 * math.pi)) < MAX_WALL_LEAN
    )


# ----- confirm: walls ------------------------------------------------------------------------------
def confirm_walls(state: P) -> P:
    draft = state.turn.draft
    assert draft is not None
    spots = wall_spots(state, draft)
    result = _simulate(state, spots)
    ids = {s.pid for s in spots}
    scene = Scene.build(result.records)
    top = floor_id(state.top_floor)
    ok = all(_standing_wall(scene, pid, top) for pid in ids)
    records = result.records if ok else _without(result.records, ids)
    off = tuple(r for r in result.off_table if r.id not in ids)
    state = replace(state, hand_counter=state.hand_counter + 1, slip=slip_text(spots, result))
    state, res = settle_rules(state, records, off, ids if ok else set())
    damage = damage_text(res, len(state.fallen))
    if ok:
        state = state.with_turn(
            step=FLOOR,
            pending=tuple(s.pid for s in spots),
            plan=draft,
            draft=Draft("floor"),
            tries=0,
        )
        state = replace(state, notice=_notice("the walls stand", damage))
        return check_defeat(state)
    state, text = _failed_try(state, "a wall did not stay standing on the top floor")
    state = replace(state, notice=_notice(text, damage))
    state = check_defeat(state)
    if state.result is None and state.turn.tries >= MAX_TRIES:
        return action_done(state)
    return state


# ----- confirm: floor ------------------------------------------------------------------------------
def confirm_floor(state: P) -> P:
    draft = state.turn.draft
    assert draft is not None
    spot = floor_spot(state, draft)
    result = _simulate(state, [spot])
    walls = set(state.turn.pending)
    scene = Scene.build(result.records)
    below = floor_id(state.top_floor)
    walls_ok = all(_standing_wall(scene, w, below) for w in walls)
    rec = scene.recs.get(spot.pid)
    # The floor the walls stand on may itself have been knocked off the table by this
    # try: then the walls cannot stand on it and the try has failed (never a KeyError).
    below_y = scene.centre_y.get(below)
    walls_ok = walls_ok and below_y is not None
    floor_ok = (
        walls_ok
        and rec is not None
        and below_y is not None
        and spot.pid not in scene.grounded
        and all(scene.touching(spot.pid, w) for w in walls)
        and abs(math.remainder(rec.a, 2 * math.pi)) < MAX_FLOOR_TILT
        and rec.y - below_y >= MIN_STOREY
    )
    state = replace(state, hand_counter=state.hand_counter + 1, slip=slip_text([spot], result))
    if floor_ok:
        state = state.with_turn(pending=())
        state, res = settle_rules(state, result.records, result.off_table, set())
        state = replace(
            state,
            notice=_notice(
                f"floor {piece_info(spot.pid).label} is on", damage_text(res, len(state.fallen))
            ),
        )
        state = check_defeat(state)
        return state if state.result is not None else part_done(state.with_turn(tries=0))
    drop = {spot.pid} if walls_ok else {spot.pid} | walls
    records = _without(result.records, drop)
    off = tuple(r for r in result.off_table if r.id not in drop)
    state, res = settle_rules(state, records, off, set() if not walls_ok else walls)
    what = (
        "the floor did not settle on the walls"
        if walls_ok
        else "the walls went over under the floor"
    )
    state, text = _failed_try(state, what)
    state = replace(state, notice=_notice(text, damage_text(res, len(state.fallen))))
    if not walls_ok:
        state = state.with_turn(pending=(), step=WALLS, draft=state.turn.plan)
    state = check_defeat(state)
    if state.result is None and state.turn.tries >= MAX_TRIES:
        pending = set(state.turn.pending)
        state = replace(state, bodies=_without(state.bodies, pending)).with_turn(pending=())
        return action_done(state)
    return state


# ----- confirm: a Friend ---------------------------------------------------------------------------
def confirm_friend(state: P) -> P:
    draft = state.turn.draft
    assert draft is not None
    pid = friend_piece(state, draft)
    spot = piece_spot(state, draft, pid or "")
    assert pid is not None and spot is not None
    result = _simulate(state, [spot])
    scene = Scene.build(result.records)
    floor = scene.floor_of(pid)
    ok = pid in scene.recs and pid not in scene.grounded and floor is not None
    moving = state.turn.purpose == "move"
    if ok and moving:
        ok = floor is not None and floor > state.cats[state.active]
    if ok and not moving and current_option(state).on_top:
        ok = any(scene.on_top(pid, f) for f in scene.friends() if f != pid)
    records = result.records if ok else _without(result.records, {pid})
    off = tuple(r for r in result.off_table if r.id != pid)
    state = replace(state, hand_counter=state.hand_counter + 1, slip=slip_text([spot], result))
    state, res = settle_rules(state, records, off, {pid} if ok else set())
    damage = damage_text(res, len(state.fallen))
    if ok:
        where = (
            f"on floor {floor}"
            if not current_option(state).on_top or moving
            else "on top of another Friend"
        )
        state = replace(state, notice=_notice(f"{describe_piece(pid)} stays {where}", damage))
        state = check_defeat(state)
        if state.result is not None:
            return state
        if moving:
            return friend_move_done(state)
        done = state.turn.done + 1
        option = current_option(state)
        if done < option.n:
            state = state.with_turn(done=done, tries=0)
            return state.with_turn(draft=friend_draft(state, option))
        return part_done(state.with_turn(done=done, tries=0))
    goal = (
        "on top of another Friend"
        if current_option(state).on_top and not moving
        else "on the tower"
    )
    state, text = _failed_try(state, f"{describe_piece(pid)} did not stay {goal}")
    state = replace(state, notice=_notice(text, damage))
    state = check_defeat(state)
    if state.result is None and state.turn.tries >= MAX_TRIES:
        if moving:
            return friend_move_done(state)
        return action_done(state)
    return state


# ----- pet -------------------------------------------------------------------------------------------
def pet(state: P, fid: str) -> P:
    """Pat Friend `fid` on the head (a seeded touch), settle and apply the debris rules."""
    data = load_data()
    rng = hand_rng(state.seed, state.hand_counter)
    pat = sample_pat(rng, state.factor(state.active), data.pet)
    world = World(state.bodies)
    half = data.friend.width / 2.0
    world.impulse(fid, pat.side, -pat.down, (pat.offset * half, data.friend.height / 2.0))
    world.settle()
    off = tuple(world.off_table[k] for k in sorted(world.off_table, key=order_key))
    state = replace(
        state,
        hand_counter=state.hand_counter + 1,
        slip=f"The pat pressed {pat.down / data.friend.mass:.0f} mm/s down and "
        f"{abs(pat.side) / data.friend.mass:.0f} mm/s {'left' if pat.side < 0 else 'right'}.",
    )
    state, res = settle_rules(state, world.records(), off, set())
    state = replace(
        state,
        notice=_notice(f"{describe_piece(fid)} was petted", damage_text(res, len(state.fallen))),
    )
    state = check_defeat(state)
    if state.result is not None:
        return state
    option = current_option(state)
    done = state.turn.done + 1
    petted = state.turn.petted + (fid,)
    state = state.with_turn(done=done, petted=petted)
    left = [f for f in state.friends_on_tower() if not option.distinct or f not in petted]
    if done >= option.n or not left:
        return part_done(state)
    return state


# ----- confirm: Toto / a cat climbs ------------------------------------------------------------------
def confirm_climb(state: P) -> P:
    draft = state.turn.draft
    assert draft is not None
    pid = "toto" if draft.kind == "toto" else state.cat_piece(state.active)
    spot = piece_spot(state, draft, pid)
    assert spot is not None
    result = _simulate(state, [spot])
    scene = Scene.build(result.records)
    ok = pid in scene.recs and pid not in scene.grounded and scene.floor_of(pid) == draft.floor
    state = replace(state, hand_counter=state.hand_counter + 1, slip=slip_text([spot], result))
    records = result.records if ok else _without(result.records, {pid})
    off = tuple(r for r in result.off_table if r.id != pid)
    keep = keepers(state)
    if ok:
        keep[pid] = (draft.floor, keep.get(pid, (0, 0))[1])
    else:
        old = state.toto_floor if state.coop else state.cats[state.active]
        keep[pid] = (old, old)
    state, res = settle_rules(state, records, off, set(), keep)
    damage = damage_text(res, len(state.fallen))
    state = check_defeat(state)
    if state.result is not None:
        return replace(state, notice=_notice(damage))
    landed = (state.toto_floor if state.coop else state.cats[state.active]) == draft.floor and ok
    if not landed:
        state, text = _failed_try(
            state, f"{describe_piece(pid)} did not stay on floor {draft.floor}"
        )
        state = replace(state, notice=_notice(text, damage))
        if state.turn.tries >= MAX_TRIES:
            return end_turn(state)
        return state
    state = replace(
        state, notice=_notice(f"{describe_piece(pid)} climbed to floor {draft.floor}", damage)
    )
    if state.coop:
        decks = cards.discard_goal(state.decks, state.turn.goal, state.seed)
        state = replace(state, decks=decks)
        if state.toto_floor >= state.target_floor:
            return victory_count(state)
        return end_turn(state)
    decks = cards.discard_goal(state.decks, state.turn.goal, state.seed, state.active)
    return end_turn(advance_track(replace(state, decks=decks), state.active, draft.floor))


def advance_track(state: P, seat: int, floor: int) -> P:
    """Move `seat`'s paw token up to `floor` (a later arrival on a shared floor ranks lower)."""
    if floor <= state.track[seat]:
        return state
    track = tuple(floor if s == seat else t for s, t in enumerate(state.track))
    arrivals = tuple(state.clock if s == seat else a for s, a in enumerate(state.arrivals))
    return replace(state, track=track, arrivals=arrivals, clock=state.clock + 1)


# ----- the victory count ------------------------------------------------------------------------------
def victory_count(state: P, why: str = "") -> P:
    """Everyone counts to five: five simulated seconds with a trembling table. If the tower
    held, the story is won (the player chooses to go higher or stop, or the game is won
    after the last story); if not, the debris rules apply and the next player starts
    (`why`, when given, opens the notice)."""
    data = load_data()
    world = World(state.bodies, shaking=True)
    frames: list[tuple[BodyRec, ...]] = []
    amplitude = data.victory.shake_amplitude + data.victory.shake_per_floor * state.top_floor
    world.shake(
        data.victory.count_seconds,
        amplitude,
        data.victory.shake_frequency,
        lambda k: frames.append(world.records()),
    )
    off = tuple(world.off_table[k] for k in sorted(world.off_table, key=order_key))
    before = state
    state, res = settle_rules(state, world.records(), off, set())
    stands = not res.lost_structure and "toto" not in res.returned
    state = replace(state, count_frames=tuple(frames), count_verdict="held" if stands else "fell")
    if not stands:
        text = _notice(
            why,
            "the tower did not hold through the count of five",
            damage_text(res, len(state.fallen)),
        )
        state = check_defeat(replace(state, notice=text))
        return next_turn(state) if state.result is None else state
    story = before.story_card
    state = replace(
        state,
        stories_won=state.stories_won + (story.id,),
        notice=_notice(why, f"the tower held! {story.title}: {story.text}"),
    )
    if state.story + 1 >= len(data.stories):
        return replace(state, result=victory_outcome(state))
    return state.with_turn(step=HIGHER, draft=None)


def victory_outcome(state: Position) -> Outcome:
    data = load_data()
    best = max(data.stories, key=lambda s: s.target if s.id in state.stories_won else 0)
    return Outcome(
        tuple(range(state.players)),
        f"Toto reached floor {best.target}: {best.title}",
        tuple(float(best.target) for _ in range(state.players)),
    )


def go_higher(state: P) -> P:
    """Take on the next Story Card; the next player starts. When Toto already stands on the
    new target floor or higher, everyone counts to five at once (victory is "Toto on the
    target floor or higher, then the count of five")."""
    state = replace(state, story=state.story + 1, count_frames=None)
    if target_unproven(state):
        state = start_turn(state, state.active)
        return victory_count(
            state,
            f"Toto already stands on floor {state.toto_floor}, at or above the "
            f"new target floor {state.target_floor}: everyone counts to five",
        )
    return next_turn(state)


def stop(state: P) -> P:
    return replace(state, result=victory_outcome(state))


__all__ = [
    "action_done",
    "completable_goals",
    "confirm_climb",
    "confirm_floor",
    "confirm_friend",
    "confirm_walls",
    "current_option",
    "end_turn",
    "friend_move_done",
    "go_higher",
    "goal_scene",
    "next_turn",
    "pet",
    "start_option",
    "start_turn",
    "stop",
    "target_unproven",
    "victory_count",
]
