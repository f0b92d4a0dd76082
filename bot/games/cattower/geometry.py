"""Pieces, their side-view outlines and plain 2D geometry (no physics library here).

Every piece has a short id: floor tiles `fl1`..`fl24`, walls `w1`..`w54` (bricks w1–w12,
windows w13–w24, arches w25–w36, angels w37–w48, pillars w49–w54), Feline Friends
`f1`..`f16` (white f1–f4, ginger f5–f8, grey f9–f12, brown f13–f16), `toto`, and the
Black Cats `cat-red`, `cat-orange`, … A piece on the table/tower is a `BodyRec`: its id,
the pose of its centre of mass (mm, radians; x = 0 at the table centre, y up, y = 0 the
table top), its velocities, and for walls the fold (share of the full stance kept).

Floor 1 is glued to the table: it is never a `BodyRec`; its pose is `FLOOR1_POSE`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from bot.games.cattower.data import load_data
from bot.games.cattower.specs import WALL_FRICTION

Point = tuple[float, float]
Poly = tuple[Point, ...]
TABLE_DEPTH = 20.0
#: Bodies whose centre falls below this height have left the table.
OFF_TABLE_Y = -40.0


class Pose(NamedTuple):
    x: float
    y: float
    a: float


class BodyRec(NamedTuple):
    """A piece in the world: id, centre-of-mass pose and velocity, wall fold."""

    id: str
    x: float
    y: float
    a: float
    vx: float = 0.0
    vy: float = 0.0
    w: float = 0.0
    fold: float = 1.0

    @property
    def pose(self) -> Pose:
        return Pose(self.x, self.y, self.a)


@dataclass(frozen=True)
class PieceInfo:
    """What a piece id stands for."""

    id: str
    kind: str  # floor | wall | friend | toto | blackcat
    label: str  # floor number or ""
    wall_type: str | None
    colour: str | None  # Friend colour or Black Cat scarf
    number: int  # floor number, wall/friend index, seat for cats, 0 for Toto


# ----- ids -------------------------------------------------------------------------------
def floor_id(k: int) -> str:
    return f"fl{k}"


def friend_ids(colour: str) -> tuple[str, ...]:
    """The four Friend ids of `colour`, lowest first."""
    data = load_data()
    i = data.friend_colours.index(colour)
    return tuple(f"f{i * data.per_colour + j + 1}" for j in range(data.per_colour))


def wall_ids(wall_type: str) -> tuple[str, ...]:
    """The wall ids of `wall_type`, lowest first."""
    start = 1
    for spec in load_data().walls:
        if spec.key == wall_type:
            return tuple(f"w{start + j}" for j in range(spec.count))
        start += spec.count
    raise KeyError(wall_type)


def cat_id(scarf: str) -> str:
    return f"cat-{scarf}"


@lru_cache(maxsize=256)
def piece_info(pid: str) -> PieceInfo:
    """Parse a piece id; raises KeyError for anything that is not a piece."""
    data = load_data()
    if pid == "toto":
        return PieceInfo(pid, "toto", "", None, None, 0)
    if pid.startswith("cat-") and pid[4:] in data.scarves:
        return PieceInfo(pid, "blackcat", "", None, pid[4:], data.scarves.index(pid[4:]))
    if pid.startswith("fl") and pid[2:].isdigit():
        k = int(pid[2:])
        if 1 <= k <= data.floor_count and pid == floor_id(k):
            return PieceInfo(pid, "floor", str(k), None, None, k)
    elif pid.startswith("w") and pid[1:].isdigit() and pid == f"w{int(pid[1:])}":
        n = int(pid[1:])
        start = 1
        for spec in data.walls:
            if start <= n < start + spec.count:
                return PieceInfo(pid, "wall", "", spec.key, None, n)
            start += spec.count
    elif pid.startswith("f") and pid[1:].isdigit() and pid == f"f{int(pid[1:])}":
        n = int(pid[1:])
        if 1 <= n <= len(data.friend_colours) * data.per_colour:
            return PieceInfo(
                pid, "friend", "", None, data.friend_colours[(n - 1) // data.per_colour], n
            )
    raise KeyError(pid)


def is_piece(pid: str) -> bool:
    try:
        piece_info(pid)
    except KeyError:
        return False
    return True


@lru_cache(maxsize=256)
def layer(pid: str) -> str:
    """The depth layer of a piece: walls stand at the tile's edges, Friends / Toto / cats in
    its middle, so in the side view the two layers pass each other; floors and the table
    meet everything."""
    if pid in ("table", "fl1"):
        return "base"
    kind = piece_info(pid).kind
    if kind == "wall":
        return "wall"
    if kind == "floor":
        return "base"
    return "cat"


@lru_cache(maxsize=8192)
def collide(a: str, b: str) -> bool:
    """Whether two pieces can touch (not a wall and a cat-like piece)."""
    return {layer(a), layer(b)} != {"wall", "cat"}


def order_key(pid: str) -> tuple[int, int]:
    """The canonical order of bodies in a snapshot (and in the physics world)."""
    info = piece_info(pid)
    rank = {"floor": 0, "wall": 1, "friend": 2, "toto": 3, "blackcat": 4}[info.kind]
    return rank, info.number


# ----- outlines --------------------------------------------------------------------------
def _crowned_strip(stance: float, top: float, height: float, radius: float, steps: int = 6) -> Poly:
    """A wall outline, bottom centre at the origin: straight sides, a circular crown of
    `radius` across the top width (convex, counter-clockwise)."""
    half = top / 2.0
    sag = radius - math.sqrt(max(radius * radius - half * half, 0.0))
    pts: list[Point] = [(-stance / 2.0, 0.0), (stance / 2.0, 0.0)]
    for i in range(steps + 1):
        x = half - 2.0 * half * i / steps
        y = height - sag + (math.sqrt(max(radius * radius - x * x, 0.0)) - (radius - sag))
        pts.append((x, y))
    return tuple(pts)


def _box(width: float, height: float) -> Poly:
    w = width / 2.0
    return ((-w, 0.0), (w, 0.0), (w, height), (-w, height))


@lru_cache(maxsize=512)
def outline_from_bottom(kind_key: str, fold: float = 1.0) -> Poly:
    """The outline of a piece class (`floor`, `friend`, `toto`, `blackcat` or a wall type)
    with the bottom centre at the origin, unrotated."""
    data = load_data()
    if kind_key == "floor":
        return _box(data.floor.width, data.floor.height)
    if kind_key == "friend":
        return _box(data.friend.width, data.friend.height)
    if kind_key in ("toto", "blackcat"):
        return _box(data.toto.width, data.toto.height)
    spec = data.wall(kind_key)
    return _crowned_strip(spec.stance * fold, spec.top * fold, spec.height, spec.crown_radius)


def centroid(poly: Sequence[Point]) -> Point:
    """The area centroid of a simple polygon."""
    area = cx = cy = 0.0
    n = len(poly)
    for i in range(n):
        x0, y0 = poly[i]
        x1, y1 = poly[(i + 1) % n]
        cross = x0 * y1 - x1 * y0
        area += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    area *= 0.5
    return cx / (6.0 * area), cy / (6.0 * area)


def kind_key(pid: str) -> str:
    """The key of the piece's outline: a wall's type, else its kind ("floor", "friend"…)."""
    info = piece_info(pid)
    if info.kind == "wall" and info.wall_type is not None:
        return info.wall_type
    return info.kind


@lru_cache(maxsize=512)
def local_outline(key: str, fold: float = 1.0) -> tuple[Poly, Point]:
    """(outline relative to the centre of mass, centre of mass relative to the bottom centre)."""
    poly = outline_from_bottom(key, fold)
    c = centroid(poly)
    return tuple((x - c[0], y - c[1]) for x, y in poly), c


def piece_outline(pid: str, fold: float = 1.0) -> tuple[Poly, Point]:
    return local_outline(kind_key(pid), fold)


def piece_mass(pid: str) -> float:
    data = load_data()
    info = piece_info(pid)
    if info.kind == "floor":
        return data.floor.mass
    if info.kind == "wall":
        return data.wall(info.wall_type or "").mass
    if info.kind == "friend":
        return data.friend.mass
    return data.toto.mass


def piece_friction(pid: str) -> float:
    data = load_data()
    kind = piece_info(pid).kind
    if kind == "floor":
        return data.floor.friction
    if kind == "wall":
        return WALL_FRICTION
    if kind == "friend":
        return data.friend.friction
    return data.toto.friction


# ----- poses and transforms --------------------------------------------------------------
def to_world(pose: Pose, pt: Point) -> Point:
    c, s = math.cos(pose.a), math.sin(pose.a)
    return pose.x + pt[0] * c - pt[1] * s, pose.y + pt[0] * s + pt[1] * c


def to_local(pose: Pose, pt: Point) -> Point:
    c, s = math.cos(pose.a), math.sin(pose.a)
    dx, dy = pt[0] - pose.x, pt[1] - pose.y
    return dx * c + dy * s, -dx * s + dy * c


def compose(frame: Pose, local: Pose) -> Pose:
    """The world pose of `local` given in `frame`."""
    x, y = to_world(frame, (local.x, local.y))
    return Pose(x, y, frame.a + local.a)


def relative(frame: Pose, pose: Pose) -> Pose:
    """`pose` expressed in `frame` (inverse of `compose`)."""
    x, y = to_local(frame, (pose.x, pose.y))
    return Pose(x, y, pose.a - frame.a)


def world_poly(pid: str, pose: Pose, fold: float = 1.0) -> Poly:
    local, _ = piece_outline(pid, fold)
    c, s = math.cos(pose.a), math.sin(pose.a)
    return tuple((pose.x + x * c - y * s, pose.y + x * s + y * c) for x, y in local)


def rec_poly(rec: BodyRec) -> Poly:
    return world_poly(rec.id, rec.pose, rec.fold)


def pose_from_bottom(
    pid: str, frame: Pose, local_x: float, lift: float = 0.0, tilt: float = 0.0, fold: float = 1.0
) -> Pose:
    """The centre-of-mass pose of `pid` standing with its bottom centre at (`local_x`,
    `lift`) of `frame`, rotated by `tilt` (radians) about that point."""
    _, com = piece_outline(pid, fold)
    base = compose(frame, Pose(local_x, lift, tilt))
    x, y = to_world(base, com)
    return Pose(x, y, base.a)


def top_frame(pid: str, pose: Pose, fold: float = 1.0) -> Pose:
    """The frame on the top face of a box piece (origin at its top centre)."""
    local, _ = piece_outline(pid, fold)
    top = max(y for _, y in local)
    x, y = to_world(pose, (0.0, top))
    return Pose(x, y, pose.a)


FLOOR1_POSE = Pose(0.0, 1.5, 0.0)


def floor1_poly() -> Poly:
    return world_poly("fl1", FLOOR1_POSE)


def table_poly() -> Poly:
    half = load_data().table_half_width
    return ((-half, -TABLE_DEPTH), (half, -TABLE_DEPTH), (half, 0.0), (-half, 0.0))


# ----- convex polygon queries ------------------------------------------------------------
class Convex(NamedTuple):
    """A convex polygon with its edge normals and bounding box, computed once."""

    poly: Poly
    axes: tuple[Point, ...]
    box: tuple[float, float, float, float]


def convex(poly: Poly) -> Convex:
    axes = []
    n = len(poly)
    for i in range(n):
        x0, y0 = poly[i]
        x1, y1 = poly[(i + 1) % n]
        ex, ey = x1 - x0, y1 - y0
        length = math.hypot(ex, ey)
        if length > 1e-9:
            axes.append((-ey / length, ex / length))
    return Convex(poly, tuple(axes), bbox(poly))


def bbox(poly: Poly) -> tuple[float, float, float, float]:
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    return min(xs), min(ys), max(xs), max(ys)


def _segment_distance(p: Point, a: Point, b: Point) -> float:
    ex, ey = b[0] - a[0], b[1] - a[1]
    length2 = ex * ex + ey * ey
    t = (
        0.0
        if length2 < 1e-18
        else max(0.0, min(1.0, ((p[0] - a[0]) * ex + (p[1] - a[1]) * ey) / length2))
    )
    return math.hypot(p[0] - a[0] - t * ex, p[1] - a[1] - t * ey)


def contact_convex(ca: Convex, cb: Convex, stop: float = math.inf) -> tuple[float, Point]:
    """(gap, normal): the separation of two convex polygons along their best separating
    axis (negative = penetration depth) and that axis, pointing from A towards B. Stops
    early once a separation above `stop` is found."""
    best_sep = -math.inf
    normal: Point = (0.0, 1.0)
    pa, pb = ca.poly, cb.poly
    for axes in (ca.axes, cb.axes):
        for ax, ay in axes:
            a0 = a1 = pa[0][0] * ax + pa[0][1] * ay
            for x, y in pa:
                d = x * ax + y * ay
                if d < a0:
                    a0 = d
                elif d > a1:
                    a1 = d
            b0 = b1 = pb[0][0] * ax + pb[0][1] * ay
            for x, y in pb:
                d = x * ax + y * ay
                if d < b0:
                    b0 = d
                elif d > b1:
                    b1 = d
            if b0 - a1 >= a0 - b1:
                sep, n = b0 - a1, (ax, ay)
            else:
                sep, n = a0 - b1, (-ax, -ay)
            if sep > best_sep:
                best_sep, normal = sep, n
                if sep > stop:
                    return best_sep, normal
    return best_sep, normal


def distance_convex(ca: Convex, cb: Convex) -> float:
    """Distance between two convex polygons; negative = penetration depth."""
    best_sep, _ = contact_convex(ca, cb)
    if best_sep <= 0.0:
        return best_sep
    best = math.inf
    for src, dst in ((ca.poly, cb.poly), (cb.poly, ca.poly)):
        n = len(dst)
        for p in src:
            for i in range(n):
                d = _segment_distance(p, dst[i], dst[(i + 1) % n])
                best = min(best, d)
    return best


def gap(pa: Poly, pb: Poly) -> float:
    """Distance between two convex polygons; negative = penetration depth when they overlap."""
    return distance_convex(convex(pa), convex(pb))


def boxes_near(
    ba: tuple[float, float, float, float], bb: tuple[float, float, float, float], tol: float
) -> bool:
    return not (
        ba[2] + tol < bb[0] or bb[2] + tol < ba[0] or ba[3] + tol < bb[1] or bb[3] + tol < ba[1]
    )
