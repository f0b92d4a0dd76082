"""Hand-built Cat and the Tower views for the renderer tests and benchmark.

Geometry follows the component sizes of `cat-tower-cards.toml` (mm, y up, y = 0 the table
top): floor planks 90 × 3, walls as upright strips, Friends 12 × 16, Toto and Black Cats
14 × 19. Each floor rests on two walls standing near the ends of the floor below.
"""

from __future__ import annotations

import copy
import math
from typing import Any

#: wall type → (height, foot width, top width)
WALLS = {
    "bricks": (44.0, 16.0, 16.0),
    "windows": (47.0, 16.0, 16.0),
    "arches": (50.0, 15.0, 15.0),
    "angels": (53.0, 13.0, 17.0),
    "pillars": (70.0, 18.0, 8.0),
}
PAIRS = [
    ("bricks", "windows"),
    ("angels", "arches"),
    ("pillars", "pillars"),
    ("windows", "bricks"),
    ("arches", "angels"),
    ("bricks", "arches"),
    ("arches", "bricks"),
]
WALL_OFFSET = 34.0


def _shape(cx: float, cy: float, angle: float, pts: list[tuple[float, float]]) -> list[list[float]]:
    """Local points (x right, y up) rotated by `angle` rad about, then moved to, (cx, cy)."""
    c, s = math.cos(angle), math.sin(angle)
    return [[round(cx + x * c - y * s, 3), round(cy + x * s + y * c, 3)] for x, y in pts]


def _strip(
    cx: float, cy: float, angle: float, foot: float, top: float, h: float
) -> list[list[float]]:
    """An upright strip of height h with the given foot/top widths, bottom centre at (cx, cy)."""
    return _shape(cx, cy, angle, [(-foot / 2, 0), (foot / 2, 0), (top / 2, h), (-top / 2, h)])


def body(
    bid: str,
    kind: str,
    poly: list[list[float]],
    label: str = "",
    wall_type: str | None = None,
    colour: str | None = None,
    debris: bool = False,
) -> dict[str, Any]:
    return {
        "id": bid,
        "kind": kind,
        "label": label,
        "wall_type": wall_type,
        "colour": colour,
        "poly": poly,
        "debris": debris,
    }


class TowerBuilder:
    """Builds a tower floor by floor; remembers each floor's top surface (centre, angle)."""

    def __init__(self) -> None:
        self.bodies: list[dict[str, Any]] = [
            body("table", "table", [[-400, 0], [400, 0], [400, -25], [-400, -25]])
        ]
        self.floors: dict[int, tuple[float, float, float]] = {}  # k -> (x, y of top centre, angle)
        self.bodies.append(body("f1", "floor", _strip(0, 0, 0, 90, 90, 3), "1"))
        self.floors[1] = (0.0, 3.0, 0.0)

    def on_floor(self, k: int, offset: float, up: float = 0.0) -> tuple[float, float, float]:
        """The world point `offset` mm along floor k's top (and `up` mm above it), its angle."""
        x, y, a = self.floors[k]
        return (
            x + offset * math.cos(a) - up * math.sin(a),
            y + offset * math.sin(a) + up * math.cos(a),
            a,
        )

    def walls_and_floor(
        self, k: int, left: str, right: str, shift: float = 0.0
    ) -> list[dict[str, Any]]:
        """The two walls standing on floor k-1 and floor k laid on them (not yet added)."""
        out = []
        tops = []
        for side, wt in ((-1, left), (1, right)):
            h, foot, top = WALLS[wt]
            x, y, a = self.on_floor(k - 1, side * WALL_OFFSET)
            out.append(
                body(f"w{k}{'lr'[side > 0]}", "wall", _strip(x, y, a, foot, top, h), wall_type=wt)
            )
            tops.append((x - h * math.sin(a), y + h * math.cos(a)))
        (xl, yl), (xr, yr) = tops
        ang = math.atan2(yr - yl, xr - xl)
        cx, cy = (xl + xr) / 2 + shift * math.cos(ang), (yl + yr) / 2 + shift * math.sin(ang)
        out.append(body(f"f{k}", "floor", _strip(cx, cy, ang, 90, 90, 3), str(k)))
        return out

    def build(self, k: int, left: str, right: str, shift: float = 0.0) -> None:
        new = self.walls_and_floor(k, left, right, shift)
        self.bodies.extend(new)
        poly = new[-1]["poly"]
        ang = math.atan2(poly[1][1] - poly[0][1], poly[1][0] - poly[0][0])
        cx = (poly[2][0] + poly[3][0]) / 2
        cy = (poly[2][1] + poly[3][1]) / 2
        self.floors[k] = (cx, cy, ang)

    def cat(
        self,
        kind: str,
        k: int,
        offset: float,
        colour: str | None = None,
        up: float = 0.0,
        bid: str = "",
    ) -> dict[str, Any]:
        w, h = (12.0, 16.0) if kind == "friend" else (14.0, 19.0)
        x, y, a = self.on_floor(k, offset, up)
        b = body(bid or f"{kind}{len(self.bodies)}", kind, _strip(x, y, a, w, w, h), colour=colour)
        self.bodies.append(b)
        return b


def tower(n: int) -> TowerBuilder:
    """A neat tower of n floors, wall pairs cycling through PAIRS."""
    t = TowerBuilder()
    for k in range(2, n + 1):
        left, right = PAIRS[(k - 2) % len(PAIRS)]
        t.build(k, left, right)
    return t


def base_view(t: TowerBuilder, toto_floor: int, **extra: Any) -> dict[str, Any]:
    """A co-op view around the builder's bodies (Toto must already be among them)."""
    floors = max(t.floors)
    view: dict[str, Any] = {
        "game": "cattower",
        "mode": "coop",
        "players": 3,
        "seat_names": ["Mira", "Jonas", "Ada"],
        "to_move": 1,
        "bodies": t.bodies,
        "ghost": None,
        "floors": floors,
        "toto_floor": toto_floor,
        "goal_floor": toto_floor + 1,
        "target_floor": 10,
        "fallen_walls": 0,
        "max_fallen": 5,
        "face_up_actions": [
            {
                "id": "A07",
                "options": [
                    {"side": "left", "text": "Build: Bricks + Angels"},
                    {"side": "right", "text": "Place a white Friend"},
                ],
            },
            {"id": "A16", "options": [{"side": "left", "text": "Place two Friends of any colour"}]},
        ],
        "face_up_goals": [
            {"id": "G02", "name": "Nose to Nose", "text": "Two Friends touching", "climb": 2},
            {
                "id": "G09",
                "name": "Cat Tower",
                "text": "Three Friends stacked one on another",
                "climb": 5,
            },
        ],
        "cats": [],
        "ranking": [],
        "step": "Choose a card",
        "slip": None,
        "discards": {"actions": ["A01", "A03"], "goals": ["G01"]},
        "story": {
            "target": 10,
            "title": "The Tenth Floor",
            "text": "Toto sees the whole town below and, far above, one star blinking back.",
        },
        "count_frames": None,
        "last_move": None,
        "outcome": None,
        "secret": None,
    }
    view.update(extra)
    return view


def empty_view() -> dict[str, Any]:
    """The setup: floor 1 on the table, Toto on it."""
    t = TowerBuilder()
    t.cat("toto", 1, 0.0, bid="toto")
    return base_view(t, 1)


def mid_view(ghost: bool = True) -> dict[str, Any]:
    """A 10-floor tower, Toto on floor 6, Friends on floor 7 (two touching, one on top), a
    ghost of the next build (floor 11) and a slip note."""
    t = tower(10)
    t.cat("toto", 6, -10.0, bid="toto")
    t.cat("friend", 7, -18.0, "white")
    t.cat("friend", 7, -6.0, "ginger")
    t.cat("friend", 7, -12.0, "grey", up=16.0)
    t.cat("friend", 7, 20.0, "brown")
    t.cat("friend", 3, 10.0, "ginger")
    view = base_view(
        t,
        6,
        fallen_walls=2,
        slip="The hand slipped 3.1 mm left and tilted 1.4°",
        last_move="A07 left: Bricks + Angels",
    )
    if ghost:
        view["ghost"] = t.walls_and_floor(11, "bricks", "angels", shift=4.0)
    return view


def friend_ghost_view() -> dict[str, Any]:
    """A 5-floor tower with a ghost Friend about to go on floor 3."""
    t = tower(5)
    t.cat("toto", 2, 5.0, bid="toto")
    view = base_view(t, 2, step="Confirm the placement")
    spare = TowerBuilder()
    spare.floors = dict(t.floors)
    view["ghost"] = [spare.cat("friend", 3, 8.0, "grey")]
    return view


def tall_view(n: int = 22, toto_floor: int = 4) -> dict[str, Any]:
    """A very tall tower with Toto far below the top."""
    t = tower(n)
    t.cat("toto", toto_floor, 0.0, bid="toto")
    t.cat("friend", toto_floor + 1, 12.0, "brown")
    t.cat("friend", n, -20.0, "white")
    return base_view(
        t,
        toto_floor,
        target_floor=20,
        story={"target": 20, "title": "Mama's Star", "text": "He is home."},
    )


def debris_view() -> dict[str, Any]:
    """A 4-floor tower with fallen walls and a Friend lying on the table, 3 of 5 walls down."""
    t = tower(4)
    t.cat("toto", 3, 0.0, bid="toto")
    lying = [(-105.0, "bricks"), (95.0, "angels"), (150.0, "windows"), (330.0, "arches")]
    for i, (x, wt) in enumerate(lying):
        h, foot, _ = WALLS[wt]
        flat = _shape(x, 0.0, 0.0, [(-h / 2, 0), (h / 2, 0), (h / 2, foot), (-h / 2, foot)])
        t.bodies.append(body(f"d{i}", "wall", flat, wall_type=wt, debris=True))
    t.bodies.append(
        body(
            "d9",
            "friend",
            _shape(-65.0, 0.0, 0.0, [(-8, 0), (8, 0), (8, 12), (-8, 12)]),
            colour="ginger",
            debris=True,
        )
    )
    return base_view(t, 3, fallen_walls=3)


def competitive_view(n: int = 6) -> dict[str, Any]:
    """Four players' Black Cats: two beside floor 1 on the table, two up the tower."""
    t = tower(n)
    t.bodies.append(body("c0", "blackcat", _strip(-70.0, 0.0, 0.0, 14, 14, 19), colour="red"))
    t.bodies.append(body("c1", "blackcat", _strip(-88.0, 0.0, 0.0, 14, 14, 19), colour="orange"))
    t.cat("blackcat", 3, -15.0, "blue", bid="c2")
    t.cat("blackcat", 5, 12.0, "purple", bid="c3")
    t.cat("friend", 5, -14.0, "grey")
    t.cat("friend", 4, 0.0, "ginger")
    cats = [
        {"seat": 0, "floor": 1, "scarf": "red", "arrived": 0},
        {"seat": 1, "floor": 1, "scarf": "orange", "arrived": 1},
        {"seat": 2, "floor": 3, "scarf": "blue", "arrived": 5},
        {"seat": 3, "floor": 5, "scarf": "purple", "arrived": 7},
    ]
    view = base_view(
        t,
        1,
        mode="competitive",
        players=4,
        seat_names=["Mira", "Jonas", "Ada", "Kwame"],
        to_move=2,
        cats=cats,
        ranking=[3, 2, 0, 1],
        face_up_goals=[],
        goal_floor=2,
    )
    view["face_up_actions"].append(
        {
            "id": "A11",
            "options": [
                {"side": "left", "text": "Build: Pillars + Pillars"},
                {"side": "right", "text": "Pet one Friend"},
            ],
        }
    )
    return view


def count_view() -> dict[str, Any]:
    """Toto reached floor 10; five count frames in which the top floor slowly slides."""
    view = mid_view(ghost=False)
    view["toto_floor"], view["goal_floor"] = 10, 11
    frames = []
    for i in range(5):
        bodies = copy.deepcopy(view["bodies"])
        for b in bodies:
            if b["kind"] in ("floor", "wall") and b["id"] in ("f10", "w10l", "w10r"):
                b["poly"] = [[x + 1.5 * i, y] for x, y in b["poly"]]
        frames.append(bodies)
    view["count_frames"] = frames
    view["step"] = "Everyone counts to five"
    view["slip"] = None
    return view
