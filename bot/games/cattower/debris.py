"""The debris rules, applied to a settled world.

After every simulation:
- a piece on the table (touching it, or resting only on such pieces) that touches no tower
  floor is debris: walls are set aside (and counted), floors and Friends go back to stock;
- a piece on the table still touching a floor tile is put back where it was before the
  turn (relative to the floor it stood on); if that cannot be done (its floor is gone, or
  the spot is taken) it goes back to stock without penalty;
- floors tilted more than 35°, or less than 20 mm above the floor below, are unusable:
  they and everything resting only on them become debris (partial collapse);
- walls left standing without the floor they carried are debris as well (the FAQ's
  partial collapse: they would be in the way of the next build);
- Toto (and a Black Cat) is never debris: if he fell he goes back to the floor he stood on
  before the turn, or the nearest surviving floor below;
- pieces being placed this turn (`protected`) are judged by the caller, not here.
Restored and returned pieces are settled again (at most three rounds).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from bot.games.cattower.contacts import FLOOR1, Scene
from bot.games.cattower.geometry import (
    BodyRec,
    Pose,
    collide,
    compose,
    gap,
    order_key,
    piece_info,
    relative,
    world_poly,
)
from bot.games.cattower.physics import World
from bot.games.cattower.placement import (
    OVERLAP_TOL,
    Spot,
    first_overlap,
    fits_on_floor,
    floor_frame,
    floor_pose,
)

MAX_TILT = math.radians(35.0)
MIN_STOREY = 20.0
ROUNDS = 3
FREE_SPOTS = (0.0, -6.0, 6.0, -12.0, 12.0, -18.0, 18.0, -24.0, 24.0, -30.0, 30.0, -36.0, 36.0)


@dataclass
class Resolution:
    """What the debris rules did, and the tower they left."""

    records: tuple[BodyRec, ...] = ()
    fallen_walls: list[str] = field(default_factory=list)
    to_stock: list[str] = field(default_factory=list)
    restored: list[str] = field(default_factory=list)
    returned: list[str] = field(default_factory=list)
    debris_view: list[BodyRec] = field(default_factory=list)
    unusable: list[str] = field(default_factory=list)

    @property
    def lost_structure(self) -> bool:
        """A wall or floor fell, was made unusable or had to be taken off."""
        return bool(self.fallen_walls) or any(
            piece_info(p).kind in ("floor", "wall") for p in self.to_stock
        )


def floor_number(pid: str) -> int:
    return int(piece_info(pid).label)


def unusable_floors(scene: Scene) -> list[str]:
    """Tower floors tilted over 35° or closer than 20 mm to the tower floor below."""
    floors = sorted((f for f in scene.tower_floors if f != FLOOR1), key=floor_number)
    out = []
    below_y = scene.centre_y[FLOOR1]
    for f in floors:
        rec = scene.recs[f]
        tilt = abs(math.remainder(rec.a, 2 * math.pi))
        if tilt > MAX_TILT or rec.y - below_y < MIN_STOREY:
            out.append(f)
            continue
        below_y = rec.y
    return out


def _base_floor(scene: Scene, pid: str) -> int | None:
    """The floor a piece stood on in `scene` (the floor below, for a floor tile)."""
    info = piece_info(pid)
    if info.kind == "floor":
        lower = [floor_number(f) for f in scene.tower_floors if floor_number(f) < info.number]
        return max(lower) if lower else None
    if info.kind == "wall":
        floors = [floor_number(s) for s in scene.supporters(pid) if s in scene.tower_floors]
        return max(floors) if floors else None
    return scene.floor_of(pid)


class _Resolver:
    def __init__(
        self, start: Sequence[BodyRec], protected: set[str], keepers: Mapping[str, tuple[int, int]]
    ) -> None:
        self.start = {b.id: b for b in start}
        self._start_scene: Scene | None = None
        self.protected = protected
        self.expected = {k: v[0] for k, v in keepers.items()}
        self.home = {k: v[1] for k, v in keepers.items()}
        self.out = Resolution()

    @property
    def start_scene(self) -> Scene:
        if self._start_scene is None:
            self._start_scene = Scene.build(self.start.values())
        return self._start_scene

    def _discard(self, rec: BodyRec) -> None:
        kind = piece_info(rec.id).kind
        self.out.debris_view.append(rec)
        if kind == "wall":
            self.out.fallen_walls.append(rec.id)
        else:
            self.out.to_stock.append(rec.id)

    def _restore_pose(self, pid: str, recs: dict[str, BodyRec]) -> Pose | None:
        old = self.start.get(pid)
        if old is None:
            return None
        base = _base_floor(self.start_scene, pid)
        if base is None:
            return None
        was, now = floor_pose(self.start, base), floor_pose(recs, base)
        if was is None or now is None:
            return None
        target = compose(now, relative(was, old.pose))
        poly = world_poly(pid, target, old.fold)
        for other in recs.values():
            if (
                other.id != pid
                and collide(pid, other.id)
                and gap(poly, world_poly(other.id, other.pose, other.fold)) < -OVERLAP_TOL
            ):
                return None
        return target

    def _home_pose(self, pid: str, recs: dict[str, BodyRec]) -> tuple[int, Pose]:
        """Where a keeper (Toto, a cat) goes back to: its floor before the turn, or the
        nearest floor below that still stands; its old spot if free, else a free one."""
        present = sorted(floor_number(f) for f in Scene.build(recs.values()).tower_floors)
        want = self.home[pid]
        floor = max([k for k in present if k <= want], default=1)
        others = {k: v for k, v in recs.items() if k != pid}
        if pid in self.start and self.start_scene.floor_of(pid) == floor:
            pose = self._restore_pose(pid, others)
            if pose is not None:
                return floor, pose
        frame = floor_frame(others, floor)
        assert frame is not None
        for x in FREE_SPOTS:
            spot = Spot(pid, frame, x)
            if fits_on_floor(spot) and first_overlap([spot], list(others.values()), set()) is None:
                return floor, spot.pose()
        return floor, Spot(pid, frame, 0.0).pose()

    def run(self, records: Sequence[BodyRec], off_table: Sequence[BodyRec]) -> Resolution:
        recs = {r.id: r for r in records}
        missing_keepers = [k for k in self.expected if k not in recs]
        for rec in off_table:
            if rec.id not in self.expected and rec.id not in self.protected:
                self._discard(rec)
        for rnd in range(ROUNDS):
            changed = self._round(recs, missing_keepers, final=rnd == ROUNDS - 1)
            missing_keepers = []
            if not changed or rnd == ROUNDS - 1:
                break
            world = World(sorted(recs.values(), key=lambda r: order_key(r.id)))
            world.settle()
            recs = {r.id: r for r in world.records()}
            for pid, rec in world.off_table.items():
                if pid in self.expected:
                    missing_keepers.append(pid)
                elif pid not in self.protected:
                    self._discard(rec)
        self._drop_orphan_walls(recs)
        self._rehome_stranded(recs)
        self.out.records = tuple(sorted(recs.values(), key=lambda r: order_key(r.id)))
        return self.out

    def _rehome_stranded(self, recs: dict[str, BodyRec]) -> None:
        """A keeper whose floor is gone after the last round (a floor it was sent back to
        collapsed in that round) moves to the highest floor that still stands below it, or
        beside the tower for a Black Cat that started there: a keeper's floor is always a
        floor of the tower."""
        present = {1} | {floor_number(p) for p in recs if piece_info(p).kind == "floor"}
        for pid in sorted(self.expected, key=order_key):
            want = self.expected[pid]
            if want <= 0 or want in present:
                continue
            recs.pop(pid, None)
            self.out.returned.append(pid)
            if self.home[pid] <= 0:
                self.expected[pid] = 0
                continue
            self.home[pid] = max(k for k in present if k <= want)
            floor, pose = self._home_pose(pid, recs)
            recs[pid] = BodyRec(pid, pose.x, pose.y, pose.a)
            self.expected[pid] = floor

    def _drop_orphan_walls(self, recs: dict[str, BodyRec]) -> None:
        """Walls left standing without the floor they carried are in the way of the next
        build: a partial collapse, so they are debris (and count)."""
        scene = Scene.build(recs.values())
        for pid in sorted(recs, key=order_key):
            if pid in self.protected or piece_info(pid).kind != "wall":
                continue
            carries = any(
                piece_info(o).kind == "floor" and scene.rests_on(o, pid)
                for o in scene.touch.get(pid, ())
            )
            if not carries:
                self.out.unusable.append(pid)
                self._discard(recs.pop(pid))

    def _round(self, recs: dict[str, BodyRec], missing: list[str], final: bool) -> bool:
        scene = Scene.build(recs.values())
        grounded = scene.grounded
        to_restore: list[str] = []
        gone: set[str] = set()
        for pid in list(recs):
            if pid in self.protected or pid in self.expected or pid not in grounded:
                continue
            if scene.touches_floor(pid):
                to_restore.append(pid)
            else:
                gone.add(pid)
        doomed = set(unusable_floors(scene))
        self.out.unusable.extend(sorted(doomed))
        if doomed:
            lost = doomed | set(grounded) | gone
            grew = True
            while grew:
                grew = False
                for pid in recs:
                    if pid in lost or pid in self.protected:
                        continue
                    sup = scene.supporters(pid) - {"table"}
                    if sup and sup <= lost:
                        lost.add(pid)
                        doomed.add(pid)
                        grew = True
        returning = list(missing)
        for pid in self.expected:
            if pid not in recs:
                continue
            fell = pid in grounded or pid in doomed or scene.floor_of(pid) != self.expected[pid]
            if fell:
                returning.append(pid)
                recs.pop(pid)
        for pid in sorted(gone | (doomed - set(self.expected)), key=order_key):
            if pid in recs:
                self._discard(recs.pop(pid))
        restored_any = False
        for pid in sorted(to_restore, key=order_key):
            rec = recs.pop(pid, None)
            if rec is None:
                continue
            pose = None if final else self._restore_pose(pid, recs)
            if pose is None:
                self.out.to_stock.append(pid)
                self.out.debris_view.append(rec)
            else:
                recs[pid] = BodyRec(pid, pose.x, pose.y, pose.a, 0.0, 0.0, 0.0, rec.fold)
                self.out.restored.append(pid)
                restored_any = True
        for pid in sorted(set(returning), key=order_key):
            self.out.returned.append(pid)
            if self.home[pid] <= 0:  # a Black Cat that started beside the tower
                self.expected[pid] = 0
                continue
            floor, pose = self._home_pose(pid, recs)
            recs[pid] = BodyRec(pid, pose.x, pose.y, pose.a)
            self.expected[pid] = floor
        return restored_any or any(self.home[p] > 0 for p in returning)


def resolve(
    records: Sequence[BodyRec],
    off_table: Sequence[BodyRec],
    *,
    start: Sequence[BodyRec],
    protected: set[str],
    keepers: Mapping[str, tuple[int, int]],
) -> tuple[Resolution, dict[str, int]]:
    """Apply the debris rules to a settled world. `keepers` maps Toto / cat ids to (the
    floor they should be on, the floor they go back to if they fell). Returns the
    resolution and the keepers' floors afterwards."""
    resolver = _Resolver(start, protected, keepers)
    out = resolver.run(records, off_table)
    return out, dict(resolver.expected)
