"""Cat and the Tower drawing parts: one body of the side view, read and drawn in its frame.

A body arrives as a polygon in millimetres (y up). `body_frame` finds the body's own axes
(up along its height, right across it) so patterns — brick courses, a window, an arch,
an angel, a pillar's fluting, a cat's ears — follow the piece when it tilts or falls.
`Painter` turns millimetres into canvas pixels and knows whether it draws the real
tower, faded debris or a translucent ghost preview. `read_pieces` validates a view's
body list (a malformed body is skipped, never fatal).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import ImageDraw

from render.common import INK

RGB = tuple[int, int, int]
Point = tuple[float, float]

#: Fill colour of each wall type; the pattern (not the hue) is what tells them apart.
WALL_FILL: dict[str, RGB] = {
    "bricks": (201, 106, 74),
    "windows": (128, 166, 196),
    "arches": (224, 194, 132),
    "angels": (190, 164, 212),
    "pillars": (214, 208, 194),
}
#: (foot, top) widths of tapering walls, used to keep patterns inside the outline.
WALL_TAPER: dict[str, tuple[float, float]] = {"angels": (13.0, 17.0), "pillars": (18.0, 8.0)}


@dataclass(frozen=True)
class CoatStyle:
    """A Feline Friend's coat: fill, outline, the colour-blind mark and its colour."""

    fill: RGB
    outline: RGB
    mark: str
    mark_fill: RGB
    eye: RGB


#: Every coat has its own mark so nobody needs to tell ginger from grey by hue.
COATS: dict[str, CoatStyle] = {
    # White: pure white with a near-black, thicker outline (see `Painter.cat`), so a white
    # Friend stands out against the warm paper and the pale walls.
    "white": CoatStyle((255, 255, 255), (36, 34, 40), "ring", (70, 66, 62), INK),
    "ginger": CoatStyle((238, 142, 58), (128, 62, 16), "stripes", (140, 64, 14), INK),
    "grey": CoatStyle((148, 152, 162), (62, 64, 72), "dot", (255, 255, 255), INK),
    "brown": CoatStyle((122, 80, 50), (60, 36, 20), "patch", (238, 216, 180), (250, 236, 200)),
}
#: Black Cat scarves (competitive variant).
SCARVES: dict[str, RGB] = {
    "red": (214, 52, 40),
    "orange": (242, 150, 30),
    "blue": (40, 112, 206),
    "purple": (146, 82, 178),
    "yellow": (248, 212, 48),
}
TOTO_BLACK: RGB = (38, 36, 42)
CAT_BLACK: RGB = (52, 50, 60)
FLOOR_FILL: RGB = (160, 116, 78)
FLOOR_EDGE: RGB = (92, 60, 36)
TABLE_FILL: RGB = (184, 138, 96)
TABLE_EDGE: RGB = (120, 82, 50)
GHOST_LINE: RGB = (0, 120, 230)
FADE_TO: RGB = (236, 228, 214)
MAX_MM = 20_000.0  # a body further than 20 m from the table is not drawn
#: flat colours of the bodies, kept exact by the PNG palette
PART_COLOURS = (
    FLOOR_FILL,
    FLOOR_EDGE,
    TABLE_FILL,
    TABLE_EDGE,
    GHOST_LINE,
    TOTO_BLACK,
    CAT_BLACK,
    *WALL_FILL.values(),
    *SCARVES.values(),
    *(c for coat in COATS.values() for c in (coat.fill, coat.outline, coat.mark_fill)),
)


@dataclass(frozen=True)
class Transform:
    """Millimetres → canvas pixels: `scale` px per mm, `x0` mm at px 0, `y_top` mm at row 0,
    then moved by whole pixels (`dx`, `dy`) for a canvas cut from a larger picture (so
    every canvas of one picture rounds each edge the same way)."""

    scale: float
    x0: float
    y_top: float
    dx: int = 0
    dy: int = 0

    def px(self, x: float, y: float) -> Point:
        return ((x - self.x0) * self.scale - self.dx, (self.y_top - y) * self.scale - self.dy)


@dataclass(frozen=True)
class Frame:
    """A body's own axes: origin at its bottom centre, `up` along its height, `right`
    across it; `height` and `width` are its extent along those axes (mm)."""

    ox: float
    oy: float
    ux: float
    uy: float
    height: float
    width: float

    def world(self, a: float, b: float) -> Point:
        """The world point `a` mm up and `b` mm right of the bottom centre."""
        return (self.ox + a * self.ux + b * self.uy, self.oy + a * self.uy - b * self.ux)


def body_frame(poly: Sequence[Point]) -> Frame:
    """The frame of a polygon: its long axis is 'up' (pointing skywards when it can),
    so an upright wall or cat gets up = +y and a fallen one lies along the table."""
    n = len(poly)
    mx = sum(p[0] for p in poly) / n
    my = sum(p[1] for p in poly) / n
    sxx = sum((p[0] - mx) ** 2 for p in poly)
    syy = sum((p[1] - my) ** 2 for p in poly)
    sxy = sum((p[0] - mx) * (p[1] - my) for p in poly)
    if abs(sxx - syy) < 1e-9 * (sxx + syy + 1e-12) and abs(sxy) < 1e-9 * (sxx + syy + 1e-12):
        ux, uy = 0.0, 1.0  # square-ish: keep it upright
    else:
        theta = 0.5 * math.atan2(2.0 * sxy, sxx - syy)
        ux, uy = math.cos(theta), math.sin(theta)
    if uy < -1e-9 or (abs(uy) <= 1e-9 and ux < 0):
        ux, uy = -ux, -uy
    along = [(p[0] - mx) * ux + (p[1] - my) * uy for p in poly]
    across = [(p[0] - mx) * uy - (p[1] - my) * ux for p in poly]
    a0, a1 = min(along), max(along)
    b0, b1 = min(across), max(across)
    bc = (b0 + b1) / 2
    return Frame(mx + a0 * ux + bc * uy, my + a0 * uy - bc * ux, ux, uy, a1 - a0, b1 - b0)


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """The colour `t` of the way from `a` to `b`."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def ellipse_local(ca: float, cb: float, ra: float, rb: float, steps: int = 20) -> list[Point]:
    """An ellipse in body coordinates (a up, b right) as a polygon."""
    return [
        (ca + ra * math.sin(2 * math.pi * i / steps), cb + rb * math.cos(2 * math.pi * i / steps))
        for i in range(steps)
    ]


def star_points(cx: float, cy: float, r: float, inner: float = 0.45) -> list[Point]:
    """A five-pointed star centred on (cx, cy) in screen pixels, point up."""
    pts = []
    for i in range(10):
        ang = -math.pi / 2 + i * math.pi / 5
        rad = r if i % 2 == 0 else r * inner
        pts.append((cx + rad * math.cos(ang), cy + rad * math.sin(ang)))
    return pts


class Painter:
    """Draws bodies onto a canvas drawn at `ss`× the final size. `style` is "solid" (the
    tower), "faded" (debris on the table) or "ghost" (the intended placement, translucent
    with a dashed edge)."""

    def __init__(
        self, draw: ImageDraw.ImageDraw, tf: Transform, style: str = "solid", ss: int = 2
    ) -> None:
        self.draw = draw
        self.tf = tf
        self.style = style
        self.ss = ss
        # outline width: whole final pixels (so 1× and SS× canvases meet without a seam)
        self.line = max(1, round(tf.scale / ss * 0.45)) * ss

    def col(self, rgb: RGB) -> tuple[int, ...]:
        if self.style == "faded":
            return mix(rgb, FADE_TO, 0.55)
        if self.style == "ghost":
            return (*rgb, 120)
        return rgb

    def outline_col(self, rgb: RGB) -> tuple[int, ...] | None:
        return None if self.style == "ghost" else self.col(rgb)

    def poly(
        self,
        world: Sequence[Point],
        fill: RGB | None,
        outline: RGB | None = None,
        width: int | None = None,
    ) -> None:
        """Fill a world polygon, then stroke its edge (a polyline: Pillow's wide polygon
        outline allocates a canvas-sized mask per call, far too slow here)."""
        pts = [self.tf.px(x, y) for x, y in world]
        if len(pts) < 2:
            return
        if fill is not None:
            self.draw.polygon(pts, fill=self.col(fill))
        edge = None if outline is None else self.outline_col(outline)
        if edge is not None:
            self.draw.line(
                pts + [pts[0], pts[1]],
                fill=edge,
                width=self.line if width is None else width,
                joint="curve",
            )

    def local(
        self,
        fr: Frame,
        pts: Sequence[Point],
        fill: RGB | None,
        outline: RGB | None = None,
        width: int | None = None,
    ) -> None:
        self.poly([fr.world(a, b) for a, b in pts], fill, outline, width)

    def seg(
        self, fr: Frame, a0: float, b0: float, a1: float, b1: float, colour: RGB, width: float
    ) -> None:
        p, q = self.tf.px(*fr.world(a0, b0)), self.tf.px(*fr.world(a1, b1))
        self.draw.line((p, q), fill=self.col(colour), width=max(1, round(width)))

    def dashed(self, world: Sequence[Point], colour: RGB = GHOST_LINE) -> None:
        """A dashed closed outline (the ghost's edge), dash length fixed in pixels."""
        pts = [self.tf.px(x, y) for x, y in world]
        dash, gap = 4.0 * self.line, 2.5 * self.line
        for i, (x0, y0) in enumerate(pts):
            x1, y1 = pts[(i + 1) % len(pts)]
            length = math.hypot(x1 - x0, y1 - y0)
            t = 0.0
            while t < length:
                t1 = min(length, t + dash)
                self.draw.line(
                    (
                        x0 + (x1 - x0) * t / length,
                        y0 + (y1 - y0) * t / length,
                        x0 + (x1 - x0) * t1 / length,
                        y0 + (y1 - y0) * t1 / length,
                    ),
                    fill=colour,
                    width=self.line,
                )
                t = t1 + gap

    # ------------------------------------------------------------------ bodies
    def body(
        self, kind: str, poly: Sequence[Point], wall_type: str | None, colour: str | None
    ) -> None:
        """Draw one body of the given kind from its world polygon."""
        if kind == "table":
            self.poly(poly, TABLE_FILL, TABLE_EDGE)
            return
        if kind == "floor":
            self.poly(poly, FLOOR_FILL, FLOOR_EDGE)
            return
        fr = body_frame(poly)
        if kind == "wall":
            self.wall(poly, fr, wall_type or "")
        elif kind == "friend":
            self.cat(fr, COATS.get(colour or "", COATS["white"]))
        elif kind == "toto":
            self.toto(fr)
        elif kind == "blackcat":
            self.black_cat(fr, SCARVES.get(colour or "", (200, 200, 200)))
        else:
            self.poly(poly, (200, 190, 180), INK)

    def wall(self, poly: Sequence[Point], fr: Frame, wall_type: str) -> None:
        """A wall seen edge-on: its outline, filled, with its type's pattern inside."""
        fill = WALL_FILL.get(wall_type, (186, 176, 166))
        edge = mix(fill, INK, 0.6)
        self.poly(poly, fill)
        h, w = fr.height, fr.width
        foot, top = WALL_TAPER.get(wall_type, (1.0, 1.0))
        big = max(foot, top)

        def half(a: float) -> float:
            return 0.5 * w * (foot + (top - foot) * a / max(h, 1e-6)) / big

        thin = max(1.0, self.tf.scale * 0.5)
        if wall_type == "bricks":
            mortar = (246, 226, 204)
            courses = max(3, round(h / 5.5))
            for i in range(courses):
                a0, a1 = h * i / courses, h * (i + 1) / courses
                if i:
                    self.seg(fr, a0, -half(a0), a0, half(a0), mortar, thin)
                joints = (0.0,) if i % 2 == 0 else (-w / 4, w / 4)
                for b in joints:
                    self.seg(fr, a0, b, a1, b, mortar, thin)
        elif wall_type == "windows":
            s = 0.34 * w
            ca = 0.6 * h
            frame_pts = [
                (ca - s - 1, -s - 1),
                (ca - s - 1, s + 1),
                (ca + s + 1, s + 1),
                (ca + s + 1, -s - 1),
            ]
            self.local(fr, frame_pts, (248, 240, 222))
            glass = [(ca - s, -s), (ca - s, s), (ca + s, s), (ca + s, -s)]
            self.local(fr, glass, (255, 206, 92), edge, max(1, self.line // 2))
            self.seg(fr, ca - s, 0, ca + s, 0, edge, thin)
            self.seg(fr, ca, -s, ca, s, edge, thin)
            self.seg(fr, 0.24 * h, -0.3 * w, 0.24 * h, 0.3 * w, edge, thin)
        elif wall_type == "arches":
            r = 0.3 * w
            a_lo, a_hi = 0.1 * h, 0.74 * h
            pts = [(a_lo, -r), (a_hi - r, -r)]
            pts += [
                (a_hi - r + r * math.sin(math.pi * k / 10), -r * math.cos(math.pi * k / 10))
                for k in range(1, 10)
            ]
            pts += [(a_hi - r, r), (a_lo, r)]
            self.local(fr, pts, (76, 62, 86))
            self.seg(fr, 0.86 * h, -half(0.86 * h), 0.86 * h, half(0.86 * h), edge, thin)
        elif wall_type == "angels":
            self.angel(fr, h, w)
        elif wall_type == "pillars":
            for frac in (-0.45, 0.0, 0.45):
                self.seg(
                    fr, 0.12 * h, frac * half(0.12 * h), 0.9 * h, frac * half(0.9 * h), edge, thin
                )
            for a in (0.06 * h, 0.12 * h):
                self.seg(fr, a, -half(a), a, half(a), edge, thin)
        self.poly(poly, None, edge)

    def angel(self, fr: Frame, h: float, w: float) -> None:
        """A small angel statue: halo, head, spread wings and a robe, in white."""
        white, gold = (252, 250, 246), (232, 178, 40)
        cb = 0.0
        robe = [
            (0.2 * h, -0.22 * w),
            (0.2 * h, 0.22 * w),
            (0.55 * h, 0.1 * w),
            (0.55 * h, -0.1 * w),
        ]
        wing_l = [(0.52 * h, -0.06 * w), (0.68 * h, -0.42 * w), (0.4 * h, -0.3 * w)]
        wing_r = [(a, -b) for a, b in wing_l]
        self.local(fr, wing_l, white)
        self.local(fr, wing_r, white)
        self.local(fr, robe, white)
        self.local(fr, ellipse_local(0.62 * h, cb, 0.12 * w, 0.12 * w, 12), white)
        ring = ellipse_local(0.73 * h, cb, 0.05 * w, 0.2 * w, 12)
        self.local(fr, ring, None, gold, max(1, self.line // 2 + 1))

    # ------------------------------------------------------------------ cats
    def cat_shape(
        self, fr: Frame, coat: RGB, line: RGB, ear_in: RGB | None = None, head: RGB | None = None
    ) -> tuple[float, float]:
        """Tail, body, head and ears of a sitting cat filling the frame; returns (H, W)."""
        h, w = fr.height, fr.width
        head = coat if head is None else head
        self.seg(fr, 0.08 * h, 0.3 * w, 0.3 * h, 0.58 * w, line, self.tf.scale * 2.6)
        self.seg(fr, 0.08 * h, 0.3 * w, 0.3 * h, 0.58 * w, coat, self.tf.scale * 1.5)
        self.local(fr, ellipse_local(0.3 * h, 0, 0.3 * h, 0.45 * w), coat, line)
        for sgn in (-1, 1):
            ear = [(0.78 * h, sgn * 0.42 * w), (h, sgn * 0.4 * w), (0.86 * h, sgn * 0.06 * w)]
            self.local(fr, ear, head, line)
            if ear_in is not None:
                inner = [
                    (0.82 * h, sgn * 0.35 * w),
                    (0.95 * h, sgn * 0.34 * w),
                    (0.86 * h, sgn * 0.16 * w),
                ]
                self.local(fr, inner, ear_in)
        self.local(fr, ellipse_local(0.68 * h, 0, 0.22 * h, 0.4 * w), head, line)
        return h, w

    def eyes(self, fr: Frame, colour: RGB, size: float = 0.07) -> None:
        h, w = fr.height, fr.width
        for sgn in (-1, 1):
            self.local(
                fr, ellipse_local(0.71 * h, sgn * 0.16 * w, size * h, size * w * 1.1, 8), colour
            )

    def cat(self, fr: Frame, style: CoatStyle) -> None:
        """A Feline Friend in its coat colour, with its colour-blind mark on the belly (a
        white Friend gets an outline one pixel heavier, to show on pale ground)."""
        saved = self.line
        if style == COATS["white"]:
            self.line = saved + self.ss
        h, w = self.cat_shape(fr, style.fill, style.outline, (236, 160, 160))
        self.line = saved
        self.eyes(fr, style.eye)
        mark, mcol = style.mark, style.mark_fill
        if mark == "ring":
            self.local(
                fr,
                ellipse_local(0.28 * h, 0, 0.12 * h, 0.2 * w, 16),
                None,
                mcol,
                max(2, round(self.tf.scale * 0.9)),
            )
        elif mark == "stripes":
            for a in (0.16 * h, 0.28 * h, 0.4 * h):
                self.seg(fr, a, -0.3 * w, a, 0.3 * w, mcol, self.tf.scale * 0.9)
        elif mark == "dot":
            self.local(fr, ellipse_local(0.28 * h, 0, 0.1 * h, 0.15 * w, 12), mcol)
        elif mark == "patch":
            patch = [
                (0.1 * h, -0.1 * w),
                (0.5 * h, -0.05 * w),
                (0.44 * h, 0.3 * w),
                (0.14 * h, 0.36 * w),
            ]
            self.local(fr, patch, mcol)

    def toto(self, fr: Frame) -> None:
        """Toto: a white kitten with a black head, black ears and a black back patch."""
        white, pink = (252, 252, 250), (240, 150, 160)
        h, w = self.cat_shape(fr, white, TOTO_BLACK, pink, head=TOTO_BLACK)
        saddle = [
            (0.16 * h, -0.44 * w),
            (0.5 * h, -0.36 * w),
            (0.44 * h, -0.12 * w),
            (0.12 * h, -0.2 * w),
        ]
        self.local(fr, saddle, TOTO_BLACK)
        blaze = [
            (0.52 * h, -0.16 * w),
            (0.52 * h, 0.16 * w),
            (0.7 * h, 0.05 * w),
            (0.7 * h, -0.05 * w),
        ]
        self.local(fr, blaze, white)
        self.eyes(fr, (120, 200, 110), 0.06)
        self.local(fr, ellipse_local(0.57 * h, 0, 0.03 * h, 0.06 * w, 8), pink)

    def black_cat(self, fr: Frame, scarf: RGB) -> None:
        """A competitive Black Cat: black all over, yellow eyes, a scarf in its colour."""
        h, w = self.cat_shape(fr, CAT_BLACK, (10, 10, 12), (120, 80, 90))
        self.eyes(fr, (250, 220, 70))
        band = [
            (0.44 * h, -0.42 * w),
            (0.44 * h, 0.42 * w),
            (0.53 * h, 0.42 * w),
            (0.53 * h, -0.42 * w),
        ]
        self.local(fr, band, scarf, (10, 10, 12), max(1, self.line // 2))
        tail = [
            (0.46 * h, 0.14 * w),
            (0.46 * h, 0.34 * w),
            (0.22 * h, 0.4 * w),
            (0.24 * h, 0.2 * w),
        ]
        self.local(fr, tail, scarf, (10, 10, 12), max(1, self.line // 2))


def parse_poly(raw: Any) -> list[Point] | None:
    """The polygon of a view body as float points, or None when it is not a usable polygon."""
    if not isinstance(raw, (list, tuple)) or len(raw) < 3:
        return None
    pts: list[Point] = []
    for p in raw:
        if not isinstance(p, (list, tuple)) or len(p) != 2:
            return None
        try:
            x, y = float(p[0]), float(p[1])
        except (TypeError, ValueError):
            return None
        if not (math.isfinite(x) and math.isfinite(y)) or abs(x) > MAX_MM or abs(y) > MAX_MM:
            return None
        pts.append((x, y))
    return pts


@dataclass(frozen=True)
class Piece:
    """One body of the view, validated."""

    kind: str
    label: str
    wall_type: str | None
    colour: str | None
    poly: list[Point]
    debris: bool


def as_int(v: Any, default: int = 0) -> int:
    """`v` when it is a plain int, else `default`."""
    return v if isinstance(v, int) and not isinstance(v, bool) else default


def read_pieces(raw: Any) -> list[Piece]:
    """The drawable bodies of a body list; anything malformed is skipped."""
    out: list[Piece] = []
    for b in raw if isinstance(raw, (list, tuple)) else []:
        if not isinstance(b, Mapping):
            continue
        poly = parse_poly(b.get("poly"))
        if poly is None:
            continue
        wt, colour = b.get("wall_type"), b.get("colour")
        out.append(
            Piece(
                str(b.get("kind", "")),
                str(b.get("label") or ""),
                wt if isinstance(wt, str) else None,
                colour if isinstance(colour, str) else None,
                poly,
                bool(b.get("debris", False)),
            )
        )
    return out
