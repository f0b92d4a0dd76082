"""Where a player's choice puts a piece (the ghost) and what the hand then does (a try).

A placement is described by `Spot`s: the piece id, the frame of the surface it goes on
(origin on the surface, x along it), the chosen offset along that surface and the wall
fold. `ghost_pose` is the intended pose; `run_try` releases the pieces with the seeded
tremor into a fresh pymunk world built from the snapshot and settles it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.cattower.data import load_data
from bot.games.cattower.geometry import (
    FLOOR1_POSE,
    BodyRec,
    Pose,
    boxes_near,
    collide,
    contact_convex,
    convex,
    distance_convex,
    kind_key,
    local_outline,
    order_key,
    piece_info,
    piece_outline,
    pose_from_bottom,
    to_world,
    top_frame,
    world_poly,
)
from bot.games.cattower.physics import World
from bot.games.cattower.texts import hand_text, slip_sentence
from bot.games.cattower.tremor import PERFECT, Tremor, hand_rng, sample_brush, sample_tremor
from bot.i18n import Said

#: A ghost may press into a neighbour by at most this much (mm) before it "overlaps".
OVERLAP_TOL = 0.3


@dataclass(frozen=True)
class Spot:
    """One piece to set down: its id, the surface frame, the offset along it, the fold."""

    pid: str
    frame: Pose
    x: float
    fold: float = 1.0

    def pose(self, tremor: Tremor = PERFECT) -> Pose:
        return pose_from_bottom(
            self.pid, self.frame, self.x + tremor.dx, tremor.lift, tremor.tilt, self.fold
        )


# ----- frames ------------------------------------------------------------------------------
def body_map(bodies: Sequence[BodyRec]) -> dict[str, BodyRec]:
    return {b.id: b for b in bodies}


def floor_pose(bodies: dict[str, BodyRec], k: int) -> Pose | None:
    """The centre pose of floor `k` (None when it is not on the tower)."""
    if k == 1:
        return FLOOR1_POSE
    rec = bodies.get(f"fl{k}")
    return None if rec is None else rec.pose


def floor_frame(bodies: dict[str, BodyRec], k: int) -> Pose | None:
    """The frame on floor `k`'s top face, origin at its centre."""
    pose = floor_pose(bodies, k)
    return None if pose is None else top_frame("fl1", pose)


def friend_frame(bodies: dict[str, BodyRec], fid: str) -> Pose | None:
    rec = bodies.get(fid)
    return None if rec is None else top_frame(fid, rec.pose)


def apex(rec: BodyRec) -> tuple[float, float]:
    """The highest point of a wall's crown in the world (its middle vertex)."""
    local, _ = piece_outline(rec.id, rec.fold)
    mid = local[2 + (len(local) - 2) // 2]
    return to_world(rec.pose, mid)


def wall_top_frame(left: BodyRec, right: BodyRec) -> Pose:
    """The frame on the two wall tops: origin halfway between the crowns, x along them."""
    (x0, y0), (x1, y1) = apex(left), apex(right)
    return Pose((x0 + x1) / 2.0, (y0 + y1) / 2.0, math.atan2(y1 - y0, x1 - x0))


# ----- ghosts --------------------------------------------------------------------------------
def spot_poly(spot: Spot) -> tuple[tuple[float, float], ...]:
    return world_poly(spot.pid, spot.pose(), spot.fold)


#: No piece reaches further than this from its centre of mass (a floor plank: 45 mm).
_REACH = 50.0


def first_overlap(spots: Sequence[Spot], bodies: Sequence[BodyRec], ignore: set[str]) -> str | None:
    """The id of the first body a ghost would press into (or another ghost), else None."""
    shapes = [convex(spot_poly(s)) for s in spots]
    poses = [s.pose() for s in spots]
    for i, shape in enumerate(shapes):
        pid = spots[i].pid
        for j in range(i):
            if collide(pid, spots[j].pid) and distance_convex(shape, shapes[j]) < -OVERLAP_TOL:
                return spots[j].pid
        px, py = poses[i].x, poses[i].y
        for rec in bodies:
            if abs(rec.x - px) > 2 * _REACH or abs(rec.y - py) > 2 * _REACH:
                continue
            if rec.id in ignore or rec.id == pid or not collide(rec.id, pid):
                continue
            other = convex(world_poly(rec.id, rec.pose, rec.fold))
            if not boxes_near(shape.box, other.box, 0.0):
                continue
            if contact_convex(shape, other, -OVERLAP_TOL)[0] < -OVERLAP_TOL:
                return rec.id
    return None


def half_width(pid: str, fold: float = 1.0) -> float:
    local, _ = local_outline(kind_key(pid), fold)
    xs = [p[0] for p in local]
    return (max(xs) - min(xs)) / 2.0


def base_half_width(pid: str, fold: float = 1.0) -> float:
    """Half the width of a piece's foot (walls: the stance)."""
    info = piece_info(pid)
    if info.kind == "wall":
        return load_data().wall(info.wall_type or "").stance * fold / 2.0
    return half_width(pid, fold)


def fits_on_floor(spot: Spot) -> bool:
    """The foot of the piece lies entirely on the floor plank it is set on."""
    half_floor = load_data().floor.width / 2.0
    return abs(spot.x) + base_half_width(spot.pid, spot.fold) <= half_floor + 1e-9


# ----- a try -------------------------------------------------------------------------------
@dataclass(frozen=True)
class TryResult:
    records: tuple[BodyRec, ...]
    off_table: tuple[BodyRec, ...]
    slips: tuple[Tremor, ...]
    brushed: str | None


def run_try(
    bodies: Sequence[BodyRec],
    spots: Sequence[Spot],
    *,
    seed: int,
    counter: int,
    factor: float,
    remove: Sequence[str] = (),
) -> TryResult:
    """Lift `remove` off the tower, set `spots` down with the seeded tremor (walls also get
    a fold), maybe brush the tower, and settle. Deterministic in all its inputs."""
    data = load_data()
    rng = hand_rng(seed, counter)
    tremors = [
        sample_tremor(rng, factor, data.dexterity, piece_info(s.pid).kind == "wall") for s in spots
    ]
    brush = sample_brush(rng, data.dexterity)
    keep = [b for b in bodies if b.id not in remove and all(b.id != s.pid for s in spots)]
    world = World(keep)
    for spot, tremor in zip(spots, tremors):
        fold = tremor.fold if piece_info(spot.pid).kind == "wall" else spot.fold
        placed = Spot(spot.pid, spot.frame, spot.x, fold)
        pose = placed.pose(tremor)
        c, s = math.cos(spot.frame.a), math.sin(spot.frame.a)
        world.add(
            BodyRec(
                spot.pid, pose.x, pose.y, pose.a, tremor.vx * c, tremor.vx * s, tremor.spin, fold
            )
        )
    brushed = None
    if brush is not None:
        candidates = sorted((b.id for b in keep), key=order_key)
        if candidates:
            brushed = candidates[min(len(candidates) - 1, int(brush.pick * len(candidates)))]
            local, _ = piece_outline(brushed, world.folds[brushed])
            ys = [p[1] for p in local]
            height = min(ys) + brush.height * (max(ys) - min(ys))
            world.impulse(brushed, brush.sign * data.dexterity.brush_impulse, 0.0, (0.0, height))
    world.settle()
    off = tuple(world.off_table[k] for k in sorted(world.off_table, key=order_key))
    return TryResult(world.records(), off, tuple(tremors), brushed)


def slip_text(spots: Sequence[Spot], result: TryResult) -> Said | None:
    """'The hand slipped 3.1 mm left and tipped 1.4° to the right.' (one part per piece;
    the words are `texts.slip_sentence`'s)."""
    parts = [
        hand_text(
            tremor.dx,
            math.degrees(tremor.tilt),
            tremor.fold if piece_info(spot.pid).kind == "wall" else 1.0,
        )
        for spot, tremor in zip(spots, result.slips)
    ]
    return slip_sentence(parts, result.brushed)
