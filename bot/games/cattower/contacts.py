"""Who touches whom, who rests on whom, and what lies on the table — from a snapshot.

The contact graph is geometric: two pieces touch when their outlines are within
`TOUCH_TOL` mm (resting contacts in the solver overlap by up to the collision slop, and
"even slightly" touching counts). A rests on B when they touch and A's lowest point is
not below B's centre (A is above B). Floor 1 (`fl1`) is glued to the table; the table is
the node `table`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property

from bot.games.cattower.geometry import (
    FLOOR1_POSE,
    BodyRec,
    Convex,
    Poly,
    collide,
    contact_convex,
    convex,
    distance_convex,
    floor1_poly,
    piece_info,
    rec_poly,
    table_poly,
)

TOUCH_TOL = 0.25
_CACHE: dict[tuple[BodyRec, ...], Scene] = {}
_CACHE_SIZE = 64
REST_NORMAL = 0.5  # cos 60°: steeper contacts are leaning, not resting
TABLE = "table"
FLOOR1 = "fl1"


@dataclass
class Scene:
    """The contact graph of one snapshot (plus floor 1 and the table)."""

    recs: dict[str, BodyRec]
    polys: dict[str, Poly]
    centre_y: dict[str, float]
    touch: dict[str, set[str]] = field(default_factory=dict)
    up: dict[tuple[str, str], float] = field(default_factory=dict)  # (a, b) -> normal b→a, y part

    @classmethod
    def build(cls, records: Iterable[BodyRec]) -> Scene:
        """The scene of `records` (cached: the same snapshot gives the same object)."""
        return _build(tuple(records))

    def _link(self, shapes: dict[str, Convex]) -> None:
        ids = list(shapes)
        touch: dict[str, set[str]] = {i: set() for i in ids}
        tol = TOUCH_TOL
        for n, a in enumerate(ids):
            ca = shapes[a]
            ba = ca.box
            for b in ids[n + 1 :]:
                cb = shapes[b]
                bb = cb.box
                if (
                    ba[2] + tol < bb[0]
                    or bb[2] + tol < ba[0]
                    or ba[3] + tol < bb[1]
                    or bb[3] + tol < ba[1]
                ):
                    continue
                if (a == TABLE and b == FLOOR1) or not collide(a, b):
                    continue
                sep, normal = contact_convex(ca, cb, tol)
                if sep <= tol and (sep <= 0.0 or distance_convex(ca, cb) <= tol):
                    touch[a].add(b)
                    touch[b].add(a)
                    self.up[(b, a)] = normal[1]  # normal from a to b: b is above a when > 0
                    self.up[(a, b)] = -normal[1]
        self.touch = touch

    # ----- relations ---------------------------------------------------------------------
    def touching(self, a: str, b: str) -> bool:
        return b in self.touch.get(a, ())

    def rests_on(self, a: str, b: str) -> bool:
        """A rests on B: they touch and the contact normal from B to A points upwards
        (within 60° of vertical)."""
        if b == TABLE:
            return self.touching(a, TABLE)
        return self.touching(a, b) and self.up.get((a, b), 0.0) >= REST_NORMAL

    def supporters(self, a: str) -> set[str]:
        return {b for b in self.touch.get(a, ()) if self.rests_on(a, b)}

    def kind(self, pid: str) -> str:
        if pid == TABLE:
            return "table"
        return piece_info(pid).kind

    @cached_property
    def grounded(self) -> frozenset[str]:
        """Pieces that ended on the table: touching it, or resting only on such pieces."""
        ground = {p for p in self.recs if self.touching(p, TABLE)}
        changed = True
        while changed:
            changed = False
            for p in self.recs:
                if p in ground:
                    continue
                sup = self.supporters(p) - {p}
                if sup and all(s in ground for s in sup):
                    ground.add(p)
                    changed = True
        return frozenset(ground)

    @cached_property
    def tower_floors(self) -> frozenset[str]:
        """Floor tiles that are part of the tower (floor 1 and every floor not grounded)."""
        return frozenset(
            {FLOOR1} | {p for p in self.recs if self.kind(p) == "floor" and p not in self.grounded}
        )

    def touches_floor(self, pid: str, floors: Iterable[str] | None = None) -> bool:
        pool = self.tower_floors if floors is None else set(floors)
        return any(f in pool for f in self.touch.get(pid, ()) if f != pid)

    def floor_of(self, pid: str, _seen: frozenset[str] = frozenset()) -> int | None:
        """The number of the tower floor a Friend / Toto / cat stands on, directly or on
        top of other Friends; None when it stands on no tower floor."""
        if pid in _seen or pid not in self.recs or pid in self.grounded:
            return None
        sup = self.supporters(pid)
        direct = [int(piece_info(s).label) for s in sup if s in self.tower_floors]
        if direct:
            return max(direct)
        for s in sorted(sup):
            if s in self.recs and self.kind(s) == "friend":
                k = self.floor_of(s, _seen | {pid})
                if k is not None:
                    return k
        return None

    def on_top(self, a: str, b: str) -> bool:
        """Friend A is on top of Friend B: A rests on B and touches no floor tile."""
        return self.rests_on(a, b) and not self.touches_floor(a, self._all_floors)

    @cached_property
    def _all_floors(self) -> frozenset[str]:
        return frozenset({FLOOR1} | {p for p in self.recs if self.kind(p) == "floor"})

    def friends(self) -> list[str]:
        return [p for p in self.recs if self.kind(p) == "friend"]

    def friends_on(self, floors: set[int]) -> list[str]:
        """The Friends standing on any of `floors` (directly or on top of Friends)."""
        return [f for f in self.friends() if self.floor_of(f) in floors]


def _build(records: tuple[BodyRec, ...]) -> Scene:
    cached = _CACHE.get(records)
    if cached is not None:
        return cached
    recs = {r.id: r for r in records}
    polys: dict[str, Poly] = {TABLE: table_poly(), FLOOR1: floor1_poly()}
    centre_y = {TABLE: -10.0, FLOOR1: FLOOR1_POSE.y}
    for r in records:
        polys[r.id] = rec_poly(r)
        centre_y[r.id] = r.y
    scene = Scene(recs, polys, centre_y)
    scene._link({k: convex(p) for k, p in polys.items()})
    if len(_CACHE) >= _CACHE_SIZE:
        _CACHE.pop(next(iter(_CACHE)))
    _CACHE[records] = scene
    return scene
