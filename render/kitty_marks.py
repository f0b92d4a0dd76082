"""The marks of the last action on the Kitty Stack Tower board, in the neutral last-move
magenta (never a seat's colour): outlines where an action started and ended, arrows for
stack / chain / flip, scissors for a disassemble, stars for a Frenzy removal."""

from __future__ import annotations

import math

from PIL import ImageDraw

from render.common import LAST_MOVE
from render.hexgeom import (
    CUT,
    RGB,
    TWIST,
    WHITE,
    HexLayout,
    Point,
    arrow_path,
    dashed_ring,
    draw_scissors,
    draw_star,
    hex_corners,
    quadratic_curve,
    toward,
)


def hex_outline(
    draw: ImageDraw.ImageDraw, centre: Point, size: float, colour: RGB, width: int
) -> None:
    """A hex edge `width` px wide just inside the hex of circumradius `size`, stroked as
    one closed line (Pillow's wide polygon outline builds a mask the size of the whole
    image on every call: far too slow for a board of outlines)."""
    pts = hex_corners(*centre, size - width / 2)
    draw.line([*pts, pts[0], pts[1]], fill=colour, width=width, joint="curve")


def _edge_ring(draw: ImageDraw.ImageDraw, centre: Point, s: float, colour: RGB = LAST_MOVE) -> None:
    """The solid last-move outline of a cushion (where an action ended)."""
    hex_outline(draw, centre, s * 0.92, colour, max(4, round(s / 10)))


def _dashed_edge(
    draw: ImageDraw.ImageDraw, centre: Point, s: float, colour: RGB = LAST_MOVE
) -> None:
    """The dashed last-move outline of a cushion (where an action started)."""
    corners = hex_corners(*centre, s * 0.92)
    width = max(3, round(s / 13))
    for k in range(6):
        (ax, ay), (bx, by) = corners[k], corners[(k + 1) % 6]
        for f0, f1 in ((0.0, 0.3), (0.7, 1.0)):
            draw.line(
                (
                    ax + (bx - ax) * f0,
                    ay + (by - ay) * f0,
                    ax + (bx - ax) * f1,
                    ay + (by - ay) * f1,
                ),
                fill=colour,
                width=width,
            )


def draw_last_action(
    draw: ImageDraw.ImageDraw, layout: HexLayout, cells: list[tuple[int, int]], kind: str
) -> None:
    """Mark the last action in the neutral last-move magenta (never a seat's colour): a
    dashed outline where it started, a solid one where it ended, an arrow (along the run
    for a chain, jumping for a flip), scissors for a disassemble."""
    s = layout.size
    pts = [layout.center(c) for c in cells]
    width = max(4, round(s / 11))
    if kind in ("stack", "chain") and len(pts) >= 2:
        _dashed_edge(draw, pts[0], s)
        _edge_ring(draw, pts[-1], s)
        path = [pts[0], *pts[1:-1], toward(pts[-1], pts[-2], s * 0.80)]
        arrow_path(draw, path, LAST_MOVE, width)
        for x, y in pts[1:-1]:
            draw.ellipse((x - 7, y - 7, x + 7, y + 7), fill=LAST_MOVE, outline=WHITE, width=2)
    elif kind == "flip" and len(pts) == 3:
        a, over, land = pts
        _dashed_edge(draw, a, s)
        _edge_ring(draw, land, s)
        hex_outline(draw, over, s * 0.92, TWIST, 4)
        dx, dy = land[0] - a[0], land[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        bulge = s * 1.1
        control = (over[0] - dy / length * bulge, over[1] + dx / length * bulge)
        if control[1] > over[1]:  # jump "upwards" on screen where possible
            control = (over[0] + dy / length * bulge, over[1] - dx / length * bulge)
        curve = quadratic_curve(a, control, land, 24)
        while len(curve) > 2 and math.dist(curve[-1], land) < s * 0.80:
            curve.pop()
        arrow_path(draw, curve, LAST_MOVE, width)
        flip_badge(draw, over[0], over[1] + s * 0.63, s * 0.17)
    elif kind == "disassemble" and len(pts) == 2:
        src, target = pts
        _edge_ring(draw, src, s)
        dashed_ring(draw, *target, s * 0.84, CUT, width=5, dashes=14)
        mx, my = (src[0] + target[0]) / 2, (src[1] + target[1]) / 2
        r = s * 0.2
        draw.ellipse(
            (mx - r * 1.35, my - r * 1.35, mx + r * 1.35, my + r * 1.35),
            fill=WHITE,
            outline=CUT,
            width=3,
        )
        draw_scissors(draw, mx, my, r, CUT)
    elif kind == "place" and pts:
        _edge_ring(draw, pts[0], s)
    elif kind == "frenzy" and pts:
        x, y = pts[0]
        dashed_ring(draw, x, y, s * 0.8, LAST_MOVE, width=5, dashes=10)
        for k in range(6):
            ang = math.radians(60 * k + 30)
            draw_star(
                draw,
                x + s * 0.62 * math.cos(ang),
                y + s * 0.62 * math.sin(ang),
                s * 0.12,
                LAST_MOVE,
            )


def flip_badge(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """A small white badge with an up-and-down arrow: this stack was turned over."""
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=WHITE, outline=TWIST, width=2)
    w = max(2, round(r / 4))
    draw.line((cx, cy - r * 0.45, cx, cy + r * 0.45), fill=TWIST, width=w)
    for sign in (-1, 1):
        tip = cy + sign * r * 0.75
        draw.polygon(
            [
                (cx, tip),
                (cx - r * 0.42, tip - sign * r * 0.42),
                (cx + r * 0.42, tip - sign * r * 0.42),
            ],
            fill=TWIST,
        )
