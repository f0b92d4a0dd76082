"""What `confirm` and `pet` do: simulate, judge the try, apply the debris rules, move on.

Each function takes the state before the move and returns the state after it (never
mutating the old one). Physics always starts from the state's canonical snapshot.
"""

from __future__ import annotations

import math
from dataclasses import replace

from bot.games.cattower import cards
from bot.games.cattower.contacts import Scene
from bot.games.cattower.data import load_data
from bot.games.cattower.drafts import (
    floor_spot,
    friend_draft,
    friend_piece,
    piece_spot,
    wall_spots,
)
from bot.games.cattower.geometry import BodyRec, floor_id, order_key
from bot.games.cattower.model import FLOOR, MAX_TRIES, WALLS, Draft
from bot.games.cattower.physics import World
from bot.games.cattower.placement import Spot, TryResult, run_try, slip_text
from bot.games.cattower.position import P, Position
from bot.games.cattower.settle import check_defeat, damage_text, keepers, notice, settle_rules
from bot.games.cattower.texts import describe_piece, failed_try_sentence, pat_sentence
from bot.games.cattower.tremor import hand_rng, sample_pat
from bot.games.cattower.turns import (
    action_done,
    current_option,
    end_turn,
    friend_move_done,
    part_done,
    victory_count,
)
from bot.i18n import Said, said

MAX_WALL_LEAN = math.radians(25.0)
MAX_FLOOR_TILT = math.radians(35.0)
MIN_STOREY = 20.0


def _simulate(state: Position, spots: list[Spot], remove: tuple[str, ...] = ()) -> TryResult:
    return run_try(
        state.bodies,
        spots,
        seed=state.seed,
        counter=state.hand_counter,
        factor=state.factor(state.active),
        remove=remove,
    )


def _draft(state: Position) -> Draft:
    """The draft being confirmed (a confirm step is offered only with one)."""
    draft = state.turn.draft
    assert draft is not None
    return draft


def _without(records: tuple[BodyRec, ...], ids: set[str]) -> tuple[BodyRec, ...]:
    return tuple(r for r in records if r.id not in ids)


def _failed_try(state: P, what: Said) -> tuple[P, Said]:
    tries = state.turn.tries + 1
    if tries >= MAX_TRIES:
        return state.with_turn(tries=tries), failed_try_sentence(what, tries, MAX_TRIES)
    state = _repair_draft(state.with_turn(tries=tries))
    gone = state.turn.tries >= MAX_TRIES
    return state, failed_try_sentence(what, tries, MAX_TRIES, spot_gone=gone)


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
    draft = _draft(state)
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
        state = replace(state, notice=notice(said("cattower-notice-walls-stand"), damage))
        return check_defeat(state)
    state, text = _failed_try(state, said("cattower-failed-wall"))
    state = replace(state, notice=notice(text, damage))
    state = check_defeat(state)
    if state.result is None and state.turn.tries >= MAX_TRIES:
        return action_done(state)
    return state


# ----- confirm: floor ------------------------------------------------------------------------------
def confirm_floor(state: P) -> P:
    draft = _draft(state)
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
            notice=notice(
                said("cattower-notice-floor-on", piece=describe_piece(spot.pid, start=True)),
                damage_text(res, len(state.fallen)),
            ),
        )
        state = check_defeat(state)
        return state if state.result is not None else part_done(state.with_turn(tries=0))
    drop = {spot.pid} if walls_ok else {spot.pid} | walls
    records = _without(result.records, drop)
    off = tuple(r for r in result.off_table if r.id not in drop)
    state, res = settle_rules(state, records, off, set() if not walls_ok else walls)
    what = said("cattower-failed-floor" if walls_ok else "cattower-failed-walls-over")
    state, text = _failed_try(state, what)
    state = replace(state, notice=notice(text, damage_text(res, len(state.fallen))))
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
    draft = _draft(state)
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
        piece = describe_piece(pid, start=True)
        stays = (
            said("cattower-notice-stays-floor", piece=piece, floor=floor)
            if not current_option(state).on_top or moving
            else said("cattower-notice-stays-on-top", piece=piece)
        )
        state = replace(state, notice=notice(stays, damage))
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
        "cattower-failed-friend-on-top"
        if current_option(state).on_top and not moving
        else "cattower-failed-friend-tower"
    )
    state, text = _failed_try(state, said(goal, piece=describe_piece(pid, start=True)))
    state = replace(state, notice=notice(text, damage))
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
        slip=pat_sentence(pat.down / data.friend.mass, pat.side / data.friend.mass),
    )
    state, res = settle_rules(state, world.records(), off, set())
    state = replace(
        state,
        notice=notice(
            said("cattower-notice-petted", piece=describe_piece(fid, start=True)),
            damage_text(res, len(state.fallen)),
        ),
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
    draft = _draft(state)
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
        return replace(state, notice=notice(damage))
    landed = (state.toto_floor if state.coop else state.cats[state.active]) == draft.floor and ok
    if not landed:
        state, text = _failed_try(
            state,
            said("cattower-failed-climb", piece=describe_piece(pid, start=True), floor=draft.floor),
        )
        state = replace(state, notice=notice(text, damage))
        if state.turn.tries >= MAX_TRIES:
            return end_turn(state)
        return state
    state = replace(
        state,
        notice=notice(
            said(
                "cattower-notice-climbed", piece=describe_piece(pid, start=True), floor=draft.floor
            ),
            damage,
        ),
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


__all__ = [
    "advance_track",
    "confirm_climb",
    "confirm_floor",
    "confirm_friend",
    "confirm_walls",
    "pet",
]
