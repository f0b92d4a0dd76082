"""The side-view pymunk world: built fresh from a canonical snapshot for every simulation.

A `World` is made from a tuple of `BodyRec` (the state's snapshot, in canonical order),
pieces being placed are added after them, the world is stepped until everything sleeps
(or a time cap), and `records()` reads the canonical snapshot back as plain floats. No
pymunk object outlives one simulation, so a fresh process and a long-running one do
exactly the same arithmetic: seed + choices reproduce a match bit for bit.

Tuning (the rules file's prototype notes): 480 Hz, 150 solver iterations, a small
collision slop, sleeping bodies, crowned wall tops (see `geometry`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

import pymunk

from bot.games.cattower.data import load_data
from bot.games.cattower.geometry import (
    FLOOR1_POSE,
    OFF_TABLE_Y,
    TABLE_DEPTH,
    BodyRec,
    layer,
    order_key,
    piece_friction,
    piece_mass,
    piece_outline,
)

#: Collision categories: walls and cat-like pieces stand in different depth layers.
_CATEGORY = {"base": 0b001, "wall": 0b010, "cat": 0b100}
_MASK = {"base": 0b111, "wall": 0b011, "cat": 0b101}


def _filter(pid: str) -> pymunk.ShapeFilter:
    lay = layer(pid)
    return pymunk.ShapeFilter(categories=_CATEGORY[lay], mask=_MASK[lay])


PYMUNK_VERSION = pymunk.version
STEP_HZ = 480
DT = 1.0 / STEP_HZ
SOLVER_ITERATIONS = 150
GRAVITY = 9810.0  # mm/s²
COLLISION_SLOP = 0.05  # mm
DAMPING = 0.2  # share of velocity kept per second (air drag on light paper, flex)
SLEEP_TIME = 0.25  # s a body must idle before it sleeps
IDLE_SPEED = 3.0  # mm/s below which a body counts as idle
SETTLE_CAP = 3.0  # s of simulated time at most per settle
CHUNK = 24  # steps between sleep / off-table checks (50 ms)


class World:
    """One pymunk space holding the table (with floor 1 glued on) and the pieces."""

    def __init__(self, records: Iterable[BodyRec], shaking: bool = False) -> None:
        space = pymunk.Space()
        space.gravity = (0.0, -GRAVITY)
        space.iterations = SOLVER_ITERATIONS
        space.collision_slop = COLLISION_SLOP
        space.damping = DAMPING
        space.sleep_time_threshold = SLEEP_TIME
        space.idle_speed_threshold = IDLE_SPEED
        self.space = space
        data = load_data()
        kind = pymunk.Body.KINEMATIC if shaking else pymunk.Body.STATIC
        self.table = pymunk.Body(body_type=kind)
        half = data.table_half_width
        top = pymunk.Poly(
            self.table, [(-half, -TABLE_DEPTH), (half, -TABLE_DEPTH), (half, 0.0), (-half, 0.0)]
        )
        top.friction = data.table_friction
        f1_local, _ = piece_outline("fl1")
        floor1 = pymunk.Poly(
            self.table, [(x + FLOOR1_POSE.x, y + FLOOR1_POSE.y) for x, y in f1_local]
        )
        floor1.friction = data.floor.friction
        space.add(self.table, top, floor1)
        self.bodies: dict[str, pymunk.Body] = {}
        self.folds: dict[str, float] = {}
        self.off_table: dict[str, BodyRec] = {}
        self.time = 0.0
        for rec in records:
            self.add(rec)

    def add(self, rec: BodyRec) -> pymunk.Body:
        """Add a piece at the record's pose and velocity."""
        local, _ = piece_outline(rec.id, rec.fold)
        mass = piece_mass(rec.id)
        body = pymunk.Body(mass, pymunk.moment_for_poly(mass, local))
        shape = pymunk.Poly(body, local)
        shape.friction = piece_friction(rec.id)
        shape.filter = _filter(rec.id)
        body.position = (rec.x, rec.y)
        body.angle = rec.a
        body.velocity = (rec.vx, rec.vy)
        body.angular_velocity = rec.w
        self.space.add(body, shape)
        self.bodies[rec.id] = body
        self.folds[rec.id] = rec.fold
        return body

    def remove(self, pid: str) -> None:
        body = self.bodies.pop(pid)
        self.space.remove(body, *body.shapes)

    def impulse(self, pid: str, jx: float, jy: float, local_point: tuple[float, float]) -> None:
        """Give piece `pid` a world-frame impulse (g·mm/s) at a point given in its own frame."""
        body = self.bodies[pid]
        body.activate()
        body.apply_impulse_at_world_point((jx, jy), body.local_to_world(local_point))

    def _all_asleep(self) -> bool:
        return all(b.is_sleeping for b in self.bodies.values())

    def _drop_fallen(self) -> None:
        half = load_data().table_half_width + 60.0
        for pid in [
            p
            for p, b in self.bodies.items()
            if b.position.y < OFF_TABLE_Y or abs(b.position.x) > half
        ]:
            self.off_table[pid] = self._record(pid)
            self.remove(pid)

    def step(self, n: int, on_step: Callable[[float], None] | None = None) -> None:
        for _ in range(n):
            if on_step is not None:
                on_step(self.time)
            self.space.step(DT)
            self.time += DT

    def settle(self, cap: float = SETTLE_CAP) -> int:
        """Step until every piece sleeps (checked every 50 ms) or `cap` seconds passed.
        Pieces that leave the table are taken out. Returns the steps taken."""
        limit = round(cap * STEP_HZ)
        taken = 0
        while taken < limit:
            self.step(CHUNK)
            taken += CHUNK
            self._drop_fallen()
            if self._all_asleep():
                break
        return taken

    def shake(
        self, seconds: float, amplitude: float, frequency: float, on_second: Callable[[int], None]
    ) -> None:
        """Tremble the (kinematic) table sideways for `seconds`; call `on_second(k)` after
        each whole simulated second."""
        omega = 2.0 * math.pi * frequency
        table = self.table

        def drive(t: float) -> None:
            table.position = (amplitude * math.sin(omega * t), 0.0)
            table.velocity = (amplitude * omega * math.cos(omega * t), 0.0)

        whole = round(seconds)
        for k in range(1, whole + 1):
            for _ in range(STEP_HZ // CHUNK):
                self.step(CHUNK, drive)
                self._drop_fallen()
            on_second(k)
        table.position = (0.0, 0.0)
        table.velocity = (0.0, 0.0)

    def _record(self, pid: str) -> BodyRec:
        b = self.bodies[pid]
        p, v = b.position, b.velocity
        return BodyRec(
            pid,
            float(p.x),
            float(p.y),
            float(b.angle),
            float(v.x),
            float(v.y),
            float(b.angular_velocity),
            self.folds[pid],
        )

    def records(self) -> tuple[BodyRec, ...]:
        """The pieces still on the table, as plain floats in canonical order."""
        return tuple(self._record(pid) for pid in sorted(self.bodies, key=order_key))
