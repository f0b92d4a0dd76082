"""Cat and the Tower: one strip of the scene painted — sky, target line, table and bodies.

The camera (`Camera`, its `Band`s) says which millimetres each strip shows. A strip is
painted in two layers: the settled tower (backdrop at 1×, each side-by-side cluster of
bodies drawn at SS× and reduced) and, over it, the translucent ghost of the intended
placement. The settled layer only changes when a piece lands or the camera moves, while
a turn redraws the board at every step (a card, an aim, a nudge), so it is cached: a few
strips, keyed by everything that draws them, and built outside the lock (two threads may
build the same strip; both results are equal). The ghost is drawn fresh each time on a
small SS× patch that repaints just the settled bodies under it, so the picture is the one
a single canvas would give.
"""

from __future__ import annotations

import math
import threading
from collections import OrderedDict
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from render.cattower_panel import GOAL_TINT, GOLD
from render.cattower_parts import Painter, Piece, Transform, mix

RULER_W = 70
SS = 2  # bodies are drawn at 2× and reduced: smooth edges
SKY_LOW, SKY_HIGH = (244, 240, 232), (212, 212, 236)
SKY_STEPS = 10  # dusk steps per metre, each one an exact palette key
#: Settled strips kept (the scene's and the close-up's for a couple of tables): about
#: 1.5 MB each at most.
CACHE_SIZE = 4
_ORDER = {"table": 0, "wall": 1, "floor": 2}
_PAD = 7  # pixels around a body's box for its outline and tail

Tint = tuple[float, float] | None
Patch = tuple[Image.Image, tuple[int, int]]


@dataclass(frozen=True)
class Band:
    """A horizontal strip of the scene: height `mm_top` at pixel row `top`, down to `bottom`."""

    mm_top: float
    top: int
    bottom: int


@dataclass(frozen=True)
class Camera:
    """Where the scene looks: `scale` px/mm, `x0` mm at the scene's left edge, its bands."""

    scale: float
    x0: float
    width: int
    bands: tuple[Band, ...]

    def row(self, y: float) -> float | None:
        """The image row of height `y` mm, or None when no band shows it."""
        for b in self.bands:
            r = b.top + (b.mm_top - y) * self.scale
            if b.top - 0.5 <= r <= b.bottom + 0.5:
                return r
        return None

    def col(self, x: float) -> float:
        return RULER_W + (x - self.x0) * self.scale


@lru_cache(maxsize=1)
def sky_colours() -> tuple[tuple[int, int, int], ...]:
    """Every colour the sky can take (plain, then goal-tinted). Channels are multiples of 4
    so the palette mapping (which works in 4-unit cells) keeps each step exact: no
    uneven banding."""

    def cell(c: tuple[int, int, int]) -> tuple[int, int, int]:
        return (4 * round(c[0] / 4), 4 * round(c[1] / 4), 4 * round(c[2] / 4))

    plain = [cell(mix(SKY_LOW, SKY_HIGH, i / (SKY_STEPS - 1))) for i in range(SKY_STEPS)]
    return tuple(plain + [cell(mix(c, GOAL_TINT, 0.3)) for c in plain])


def paint_strip(
    cam: Camera,
    band: Band,
    pieces: Sequence[Piece],
    ghost: Sequence[Piece],
    tint: Tint,
    target_y: float | None,
) -> list[Patch]:
    """The strip `band` as images to paste at their (x, y) offsets within the strip, in
    order: the settled layer (shared: read it, never draw on it), then one patch per
    ghost cluster. `tint` is the goal floor's storey (mm) washed in yellow, `target_y`
    the height of the dashed target line."""
    tables = [p for p in pieces if p.kind == "table"] or [
        Piece("table", "", None, None, [(-400, 0), (400, 0), (400, -25), (-400, -25)], False)
    ]
    key = (cam, band, _pieces_key(pieces), tint, target_y)
    settled = _cached(key)
    if settled is None:
        settled = _settled(cam, band, pieces, tint, target_y, tables)
        _store(key, settled)
    patches: list[Patch] = [(settled, (0, 0))]
    solid = sorted(_boxes(cam, band, pieces), key=lambda t: t[0])
    for x0, x1, y0, y1, ghosts in _clusters(_boxes(cam, band, ghost)):
        canvas = _backdrop(cam, band, (x0, y0, x1, y1), SS, tint, target_y, tables)
        under = [
            p for bx0, bx1, by0, by1, p in solid if bx0 < x1 and x0 < bx1 and by0 < y1 and y0 < by1
        ]
        draw = ImageDraw.Draw(canvas, "RGBA")
        tf = _transform(cam, band, x0, y0)
        _bodies(draw, tf, under)
        ghostly = Painter(draw, tf, "ghost")
        for p in sorted(ghosts, key=lambda p: _ORDER.get(p.kind, 3)):
            ghostly.body(p.kind, p.poly, p.wall_type, p.colour)
            ghostly.dashed(p.poly)
        patches.append((canvas.reduce(SS), (x0, y0)))
    return patches


def clear_cache() -> None:
    """Forget every cached settled strip (benchmarks measure the cold path with it)."""
    with _LOCK:
        _CACHE.clear()


# ---------------------------------------------------------------------------- cache
_LOCK = threading.Lock()
_CACHE: OrderedDict[Hashable, Image.Image] = OrderedDict()


def _pieces_key(pieces: Sequence[Piece]) -> Hashable:
    return tuple((p.kind, p.wall_type, p.colour, tuple(p.poly), p.debris) for p in pieces)


def _cached(key: Hashable) -> Image.Image | None:
    with _LOCK:
        img = _CACHE.get(key)
        if img is not None:
            _CACHE.move_to_end(key)
        return img


def _store(key: Hashable, img: Image.Image) -> None:
    with _LOCK:
        _CACHE[key] = img
        _CACHE.move_to_end(key)
        while len(_CACHE) > CACHE_SIZE:
            _CACHE.popitem(last=False)


# ---------------------------------------------------------------------------- painting
def _settled(
    cam: Camera,
    band: Band,
    pieces: Sequence[Piece],
    tint: Tint,
    target_y: float | None,
    tables: Sequence[Piece],
) -> Image.Image:
    """Backdrop, target line and table at 1×, and every cluster of settled bodies drawn
    at SS× and reduced on top."""
    base = _backdrop(
        cam, band, (0, 0, cam.width, band.bottom - band.top), 1, tint, target_y, tables
    )
    for x0, x1, y0, y1, group in _clusters(_boxes(cam, band, pieces)):
        canvas = _backdrop(cam, band, (x0, y0, x1, y1), SS, tint, target_y, tables)
        _bodies(ImageDraw.Draw(canvas, "RGBA"), _transform(cam, band, x0, y0), group)
        base.paste(canvas.reduce(SS), (x0, y0))
    return base


def _transform(cam: Camera, band: Band, x0: int, y0: int, ss: int = SS) -> Transform:
    """Millimetres → pixels of an `ss`× canvas whose corner is the strip's pixel (x0, y0)."""
    return Transform(cam.scale * ss, cam.x0, band.mm_top, x0 * ss, y0 * ss)


def _bodies(draw: ImageDraw.ImageDraw, tf: Transform, pieces: Sequence[Piece]) -> None:
    """Settled bodies in drawing order: debris first (faded), then tables, walls, floors
    and the rest."""
    faded, solid = Painter(draw, tf, "faded"), Painter(draw, tf)
    for p in sorted(pieces, key=lambda p: (not p.debris, _ORDER.get(p.kind, 3))):
        (faded if p.debris else solid).body(p.kind, p.poly, p.wall_type, p.colour)


Box = tuple[int, int, int, int, Piece]


def _boxes(cam: Camera, band: Band, pieces: Sequence[Piece]) -> list[Box]:
    """The padded 1× pixel box (x0, x1, y0, y1) of each visible body of `band` but tables."""
    rows = band.bottom - band.top
    out: list[Box] = []
    for p in pieces:
        if p.kind == "table":
            continue
        xs = [(x - cam.x0) * cam.scale for x, _ in p.poly]
        ys = [(band.mm_top - y) * cam.scale for _, y in p.poly]
        x0, x1 = max(0, int(min(xs)) - _PAD), min(cam.width, int(max(xs)) + _PAD + 1)
        y0, y1 = max(0, int(min(ys)) - _PAD), min(rows, int(max(ys)) + _PAD + 1)
        if x0 < x1 and y0 < y1:
            out.append((x0, x1, y0, y1, p))
    return out


def _clusters(boxes: list[Box]) -> list[tuple[int, int, int, int, list[Piece]]]:
    """Group boxes that overlap side by side into clusters drawn on one SS× canvas each.
    Only these are drawn at SS×: the open sky around them needs no smoothing."""
    out: list[tuple[int, int, int, int, list[Piece]]] = []
    for x0, x1, y0, y1, p in sorted(boxes, key=lambda t: t[0]):
        if out and x0 <= out[-1][1] + 8:
            cx0, cx1, cy0, cy1, group = out[-1]
            group.append(p)
            out[-1] = (cx0, max(cx1, x1), min(cy0, y0), max(cy1, y1), group)
        else:
            out.append((x0, x1, y0, y1, [p]))
    return out


def _backdrop(
    cam: Camera,
    band: Band,
    box: tuple[int, int, int, int],
    ss: int,
    tint: Tint,
    target_y: float | None,
    tables: Sequence[Piece],
) -> Image.Image:
    """Sky, dashed target line and table for the 1× pixel `box` of `band`, at `ss`×."""
    x0, y0, x1, y1 = box
    canvas = _sky((x1 - x0) * ss, (y1 - y0) * ss, band.mm_top, cam.scale * ss, y0 * ss, tint, ss)
    draw = ImageDraw.Draw(canvas)
    tf = _transform(cam, band, x0, y0, ss)
    if target_y is not None:
        yy = tf.px(0, target_y)[1]
        for gx in range(x0 - x0 % 14, x1, 14):  # dashes keep one phase across boxes
            draw.line(((gx - x0) * ss, yy, (gx - x0 + 7) * ss, yy), fill=GOLD, width=ss + 1)
    painter = Painter(draw, tf, ss=ss)
    for t in tables:
        painter.body("table", t.poly, None, None)
    return canvas


def _sky(
    width: int, rows: int, mm_top: float, scale: float, skip: int, tint: Tint, step: int
) -> Image.Image:
    """The backdrop: paper at the table, dusk at a metre up (in SKY_STEPS steps), the mm
    range `tint` (the goal floor's storey) washed in yellow, for the rows from `skip` (a
    multiple of `step`) of a strip whose row 0 is `mm_top`. One sample per `step` rows (so
    a 2× canvas matches the 1× one exactly), painted as runs of equal rows."""
    colours = sky_colours()
    canvas = Image.new("RGB", (width, rows))
    if rows <= 0 or width <= 0:
        return canvas

    def index(r: int) -> int:
        mm = mm_top - (r + skip) / scale
        i = min(SKY_STEPS - 1, max(0, int(mm * SKY_STEPS / 1000.0)))
        if tint is not None and tint[0] <= mm <= tint[1]:
            i += SKY_STEPS
        return i

    # The colour only changes where a sample crosses a dusk step or a tint edge: sample
    # just those rows (and their neighbours, against rounding) instead of every row.
    bounds = [k * 1000.0 / SKY_STEPS for k in range(1, SKY_STEPS)] + (list(tint) if tint else [])
    samples = {0}
    for b in bounds:
        k = math.floor((mm_top - b) * scale / step)
        rs = (j * step - skip for j in (k - 1, k, k + 1, k + 2))
        samples.update(r for r in rs if 0 < r < rows)
    run_start, run_colour = 0, index(0)
    for r in sorted(samples)[1:]:
        i = index(r)
        if i != run_colour:
            canvas.paste(colours[run_colour], (0, run_start, width, r))
            run_start, run_colour = r, i
    canvas.paste(colours[run_colour], (0, run_start, width, rows))
    return canvas
