"""Cat and the Tower: the scene column — camera, tower strips, floor ruler, labels, overlays.

`read_facts` pulls what the scene needs out of a view (defensively: a malformed key is
ignored, never fatal). `make_camera` fits the standing tower, the ghost and, when
it fits, the target floor into the scene; a tower too tall for a readable scale is
cropped to its top, and Toto's floors get their own strip under a zig-zag break when he
is far below. `draw_scene` paints it all; `draw_overlays` puts the end count's badge over
it. The panel is another module's job (`cattower_panel`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from render.cattower_icons import icon, paste_icon
from render.cattower_panel import GOLD
from render.cattower_parts import GHOST_LINE, Piece, Point, as_int
from render.cattower_strip import RULER_W, Band, Camera, paint_strip
from render.cattower_type import paste_name, wrap
from render.common import INK, MUTED, font
from render.lang import w
from render.names import needs_fallback, shorten
from render.names import width as name_width
from render.text import draw_line, draw_text, line_width

if TYPE_CHECKING:  # the view's type only: the renderer never loads the engine
    from bot.games.cattower.views import CatTowerView

TABLE_PX = 92  # pixels under the table top in a full view
TOP_PX = 36  # free pixels above the highest piece
HEADROOM_MM = 26.0
TARGET_REACH = 2.0  # the camera takes in the target floor only this many storeys up
TABLE_HALF_MM = 420.0
DEBRIS_REACH = 70.0  # fallen pieces this close to the tower stay in the picture       # pieces beyond the table's edge do not steer the camera
S_MAX, S_MIN = 4.5, 1.5  # px per mm
GAP_PX = 46  # the break between the top strip and Toto's strip
RULER_STEP_PX = 24  # unbuilt floors are numbered only this far apart
NAME_TAG_PX = 150  # the widest a player's name over a Black Cat is drawn
GOAL_TINT = (255, 214, 90)
RULER_BG = (236, 226, 208)
BREAK_BG = (226, 216, 198)
GOAL_EDGE = (190, 140, 0)
TAG_BG = (250, 246, 238)
#: the scene's flat colours (besides the sky), kept exact by the PNG palette
SCENE_COLOURS = (GOAL_TINT, GOLD, RULER_BG, BREAK_BG, GOAL_EDGE, TAG_BG)


@dataclass(frozen=True)
class Facts:
    """What the scene reads from a view: floor heights, Toto, the goal and target floors."""

    competitive: bool
    floors_y: dict[int, float]
    floors_x: dict[int, float]
    storey: float
    toto_floor: int | None
    goal_floor: int | None
    target: int
    target_y: float | None
    names: list[str]
    scarf_seat: dict[str, int]


# ---------------------------------------------------------------------------- reading
def read_facts(view: CatTowerView, pieces: Sequence[Piece]) -> Facts:
    """The facts of `view` whose settled bodies are `pieces`."""
    planks = [p for p in pieces if p.kind == "floor" and not p.debris and p.label.isdigit()]
    floors_y = {int(p.label): sum(y for _, y in p.poly) / len(p.poly) for p in planks}
    floors_x = {int(p.label): sum(x for x, _ in p.poly) / len(p.poly) for p in planks}
    storey = 55.0
    if len(floors_y) >= 2:
        lo, hi = min(floors_y), max(floors_y)
        if floors_y[hi] > floors_y[lo]:
            storey = (floors_y[hi] - floors_y[lo]) / (hi - lo)
    competitive = view.get("mode") == "competitive"
    has_toto = any(p.kind == "toto" for p in pieces)
    toto = as_int(view.get("toto_floor"), 0) if has_toto or not competitive else 0
    over = isinstance(view.get("outcome"), Mapping)  # no goal floor on the end board
    goal = as_int(view.get("goal_floor"), toto + 1) if toto > 0 and not over else 0
    target = 0 if competitive else as_int(view.get("target_floor"), 0)
    target_y = None
    if target in floors_y:
        target_y = floors_y[target]
    elif target > 0 and floors_y:
        top = max(floors_y)
        target_y = floors_y[top] + (target - top) * storey if target > top else None
    names = view.get("player_names") or view.get("seat_names")
    cats = view.get("cats")
    return Facts(
        competitive,
        floors_y,
        floors_x,
        storey,
        toto or None,
        goal or None,
        target,
        target_y,
        [str(n) for n in names] if isinstance(names, list) else [],
        {
            str(c.get("scarf")): as_int(c.get("seat"), -1)
            for c in (cats if isinstance(cats, list) else [])
            if isinstance(c, Mapping)
        },
    )


# ---------------------------------------------------------------------------- camera
def make_camera(pieces: Sequence[Piece], facts: Facts, width: int, height: int) -> Camera:
    """Fit the standing tower and ghost, with room for the next storey above (and the
    target floor when it is at most `TARGET_REACH` storeys higher), into `width` ×
    `height`: the camera zooms on the tower, never on empty sky. A tower too tall for a
    readable scale is cropped to its top plus a strip for Toto."""
    content = [
        p
        for p in pieces
        if p.kind != "table"
        and not p.debris
        and abs(sum(x for x, _ in p.poly) / len(p.poly)) <= TABLE_HALF_MM
    ]
    xs = [x for p in content for x, _ in p.poly] or [-45.0, 45.0]
    lo, hi = min(xs) - DEBRIS_REACH, max(xs) + DEBRIS_REACH
    near = [
        p
        for p in pieces
        if p.debris and p.kind != "table" and lo <= sum(x for x, _ in p.poly) / len(p.poly) <= hi
    ]
    xs += [x for p in near for x, _ in p.poly]  # rubble right beside the tower shows
    ys = [y for p in content for _, y in p.poly] or [20.0]
    x_mid = (min(xs) + max(xs)) / 2
    s_w = width / (max(xs) - min(xs) + 50.0)
    room = height - TABLE_PX - TOP_PX
    y_hi = max(max(ys), 20.0) + max(HEADROOM_MM, facts.storey * 1.1)
    reach = max(ys) + TARGET_REACH * facts.storey
    if (
        facts.target_y is not None
        and y_hi < facts.target_y + HEADROOM_MM <= reach
        and min(S_MAX, s_w, room / (facts.target_y + HEADROOM_MM)) >= S_MIN
    ):
        y_hi = facts.target_y + HEADROOM_MM
    s = min(S_MAX, s_w, room / y_hi)
    if s >= S_MIN or s_w <= room / y_hi:
        return Camera(
            s, x_mid - width / (2 * s), width, (Band((height - TABLE_PX) / s, 0, height),)
        )
    s = S_MIN
    x0 = x_mid - width / (2 * s)
    top = Band(y_hi + TOP_PX / s, 0, height)
    toto_y = facts.floors_y.get(facts.toto_floor or 0)
    if toto_y is None or toto_y - 30.0 >= top.mm_top - height / s:
        return Camera(s, x0, width, (top,))
    upper = facts.floors_y.get((facts.toto_floor or 0) + 2, toto_y + 2 * facts.storey) + 14.0
    strip = min(height // 2, round((upper - (toto_y - 30.0)) * s))
    return Camera(
        s,
        x0,
        width,
        (Band(top.mm_top, 0, height - strip - GAP_PX), Band(upper, height - strip, height)),
    )


# ---------------------------------------------------------------------------- painting
def _paint(
    img: Image.Image,
    xy: tuple[int, int],
    cam: Camera,
    band: Band,
    pieces: Sequence[Piece],
    ghost: Sequence[Piece],
    facts: Facts,
) -> None:
    """Paste the strip `band` (settled tower, then the ghost) with its corner at `xy`."""
    tint = None
    if facts.goal_floor in facts.floors_y:
        y0 = facts.floors_y[facts.goal_floor]
        tint = (y0, facts.floors_y.get(facts.goal_floor + 1, y0 + facts.storey))
    for patch, (dx, dy) in paint_strip(cam, band, pieces, ghost, tint, facts.target_y):
        img.paste(patch, (xy[0] + dx, xy[1] + dy))


def draw_scene(
    img: Image.Image,
    cam: Camera,
    pieces: Sequence[Piece],
    ghost: Sequence[Piece],
    facts: Facts,
    big_star: bool = True,
) -> None:
    """The tower strips, the ruler, the in-scene labels and (`big_star`) Mama's star
    shining beside the tower at the target floor's height."""
    for band in cam.bands:
        if band.bottom > band.top:
            _paint(img, (RULER_W, band.top), cam, band, pieces, ghost, facts)
    _ruler(img, cam, facts)
    _labels(img, cam, pieces, ghost, facts)
    row = cam.row(facts.target_y) if facts.target_y is not None and big_star else None
    span = tower_span(pieces)
    if row is not None:
        lo, hi = (cam.col(span[0]), cam.col(span[1])) if span else (0.0, 0.0)
        for x in (RULER_W + cam.width - 58, RULER_W + 10):
            if x + 52 < lo or x - 4 > hi:
                paste_icon(img, icon("star", 46), (x, round(row) - 23))
                break


# ---------------------------------------------------------------------------- close-up
@dataclass(frozen=True)
class CloseUp:
    """A magnified window on the scene: its title, camera and pixel height."""

    title: str
    cam: Camera

    @property
    def height(self) -> int:
        return self.cam.bands[0].bottom


def plan_closeup(
    facts: Facts, pieces: Sequence[Piece], ghost: Sequence[Piece], width: int, max_height: int
) -> CloseUp | None:
    """The close-up worth showing: the storey of the ghost's placement when there is one,
    else (co-op) the goal floor's storey when Friends stand there (Goal cards count them)."""
    fy = facts.floors_y
    if ghost:
        pts = [pt for p in ghost for pt in p.poly]
        gx_lo, gx_hi = min(x for x, _ in pts), max(x for x, _ in pts)
        gy_lo, gy_hi = min(y for _, y in pts), max(y for _, y in pts)
        base = max((k for k in fy if fy[k] <= gy_lo + 3.0), key=fy.__getitem__, default=None)
        title = w("render-cattower-preview")
    elif (
        facts.goal_floor in fy
        and not facts.competitive
        and _friends_on(facts, pieces, facts.goal_floor)
    ):
        base = facts.goal_floor
        gx_lo = gx_hi = facts.floors_x[base]
        gy_lo = gy_hi = fy[base] + facts.storey
        title = w("render-cattower-goal-close-up", floor=base)
    else:
        return None
    y_lo, y_hi = gy_lo, gy_hi
    mid = (gx_lo + gx_hi) / 2
    if base is not None:
        mid = facts.floors_x[base]
        y_lo = min(y_lo, fy[base])
        y_hi = max(y_hi, fy.get(base + 1, y_hi))
    y_lo, y_hi = y_lo - 6.0, y_hi + 6.0
    span = max(2 * max(mid - gx_lo, gx_hi - mid) + 24.0, 112.0)
    scale = min(3.6, width / span, max_height / (y_hi - y_lo))
    rows = round((y_hi - y_lo) * scale)
    return CloseUp(title, Camera(scale, mid - width / (2 * scale), width, (Band(y_hi, 0, rows),)))


def _friends_on(facts: Facts, pieces: Sequence[Piece], floor: int) -> bool:
    """Whether a standing Friend's centre lies in the storey above `floor`."""
    y0 = facts.floors_y[floor]
    y1 = facts.floors_y.get(floor + 1, y0 + facts.storey)
    return any(
        y0 < sum(y for _, y in p.poly) / len(p.poly) < y1
        for p in pieces
        if p.kind == "friend" and not p.debris
    )


def draw_closeup(
    img: Image.Image,
    plan: CloseUp,
    xy: tuple[int, int],
    pieces: Sequence[Piece],
    ghost: Sequence[Piece],
    facts: Facts,
) -> None:
    """Paint the close-up `plan` with its title, top-left corner at `xy`."""
    x, y = xy
    draw = ImageDraw.Draw(img)
    draw_line(img, (x, y), plan.title.upper(), 20, MUTED)
    band = plan.cam.bands[0]
    _paint(img, (x, y + 24), plan.cam, band, pieces, ghost, facts)
    draw.rounded_rectangle(
        (x - 2, y + 22, x + plan.cam.width + 1, y + 25 + band.bottom),
        6,
        outline=(206, 190, 162),
        width=3,
    )


# ---------------------------------------------------------------------------- ruler
def _ruler(img: Image.Image, cam: Camera, facts: Facts) -> None:
    """Floor numbers at each floor's height (unbuilt ones up to the target, muted), the
    goal floor in a yellow pill, Toto beside his floor, a star on the target floor."""
    draw = ImageDraw.Draw(img)
    draw.rectangle((0, 0, RULER_W - 1, img.height), fill=RULER_BG)
    draw.line((RULER_W - 14, 0, RULER_W - 14, img.height), fill=MUTED, width=2)
    fy = facts.floors_y
    top = max(fy) if fy else 0
    shown: list[int] = []
    target_row = None
    for k in range(1, max(top, facts.target) + 1):
        built = k in fy
        if not built and (k < top or not fy):
            continue
        if not built and k != facts.target and facts.storey * cam.scale < RULER_STEP_PX:
            continue  # unbuilt floors too close to read: only the target is numbered
        row = cam.row(fy[k] if built else fy[top] + (k - top) * facts.storey)
        if row is None:
            continue
        x = RULER_W - 24
        if built:
            shown.append(k)
            draw.line((RULER_W - 22, row, RULER_W, row), fill=INK, width=3)
        else:
            draw.line((RULER_W - 20, row, RULER_W - 8, row), fill=MUTED, width=2)
        if k == facts.goal_floor and built:
            tw = line_width(str(k), 20)
            draw.rounded_rectangle(
                (x - tw - 7, row - 14, x + 5, row + 14),
                7,
                fill=GOAL_TINT,
                outline=GOAL_EDGE,
                width=2,
            )
        draw_line(img, (x, row), str(k), 20, INK if built else MUTED, anchor="rm")
        if k == facts.target:
            target_row = row
            paste_icon(img, icon("star", 20), (0, round(row) - 10))
        if k == facts.toto_floor:
            paste_icon(img, icon("toto", 24), (0, round(row) - (36 if k == facts.target else 14)))
    if facts.target > 0 and target_row is None:
        draw.rectangle((0, 0, RULER_W - 15, 80), fill=RULER_BG)  # floor numbers yield to the marker
        paste_icon(img, icon("star", 26), (RULER_W // 2 - 20, 24))
        draw_line(img, (RULER_W // 2 - 7, 56), f"↑{facts.target}", 20, (160, 110, 0), anchor="ma")
    if len(cam.bands) == 2 and shown:
        split = cam.bands[0].bottom
        above = [k for k in shown if (cam.row(fy[k]) or 0) <= split]
        below = [k for k in shown if (cam.row(fy[k]) or 0) > split]
        if above and below and min(above) - max(below) > 1:
            hidden = w("render-cattower-not-shown", low=max(below) + 1, high=min(above) - 1)
            _break(img, cam, split, hidden)
    if shown and min(shown) > 1 and cam.row(0.0) is None:
        low = min(shown) - 1
        draw.rectangle((0, img.height - 30, RULER_W - 1, img.height), fill=RULER_BG)
        label = "▼ 1" if low == 1 else f"▼ 1–{low}"
        draw_text(img, (RULER_W / 2, img.height - 15), label, 20, MUTED, anchor="mm")


def _break(img: Image.Image, cam: Camera, row: int, text: str) -> None:
    """The zig-zag break between the top strip and Toto's strip."""
    draw = ImageDraw.Draw(img)
    right = RULER_W + cam.width
    draw.rectangle((0, row, right, row + GAP_PX), fill=BREAK_BG)
    for edge in (row + 3, row + GAP_PX - 3):
        draw.line(
            [(x, edge + (3 if (x // 12) % 2 else -3)) for x in range(0, right + 12, 12)],
            fill=MUTED,
            width=2,
        )
    draw_line(img, (right / 2, row + GAP_PX / 2), text, 20, MUTED, anchor="mm")


# ---------------------------------------------------------------------------- labels
def _labels(
    img: Image.Image, cam: Camera, pieces: Sequence[Piece], ghost: Sequence[Piece], facts: Facts
) -> None:
    """Players' names over their Black Cats (competitive; any script, shortened to
    `NAME_TAG_PX`), "preview" over the ghost, and counts of debris lying beyond the
    scene's edges."""
    draw = ImageDraw.Draw(img)
    tags: list[tuple[list[Point], str, tuple[int, int, int], bool]] = []
    if facts.competitive:
        for p in pieces:
            seat = facts.scarf_seat.get(p.colour or "", -1)
            if p.kind == "blackcat" and 0 <= seat < len(facts.names):
                tags.append((p.poly, shorten(facts.names[seat], 20, NAME_TAG_PX), INK, True))
    if ghost:
        preview = w("render-cattower-preview-tag")
        tags.append(([pt for p in ghost for pt in p.poly], preview, GHOST_LINE, False))
    _place_tags(img, cam, tags)
    lo, hi = cam.x0, cam.x0 + cam.width / cam.scale
    centres = [
        sum(x for x, _ in p.poly) / len(p.poly) for p in pieces if p.debris and p.kind != "table"
    ]
    left, right = sum(c < lo for c in centres), sum(c > hi for c in centres)
    table_row = cam.row(0.0)
    if table_row is not None:
        for count, text, x, anchor in (
            (left, "◀ " + w("render-cattower-fallen-aside", count=left), RULER_W + 8, "lm"),
            (
                right,
                w("render-cattower-fallen-aside", count=right) + " ▶",
                RULER_W + cam.width - 8,
                "rm",
            ),
        ):
            if count:
                box = _text_box(draw, (x, table_row - 58), text, anchor)
                draw.rounded_rectangle(
                    (box[0] - 6, box[1] - 4, box[2] + 6, box[3] + 4),
                    6,
                    fill=TAG_BG,
                    outline=MUTED,
                    width=1,
                )
                draw_text(img, (x, table_row - 58), text, 20, MUTED, anchor=anchor)


def _text_box(
    draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, anchor: str
) -> tuple[float, float, float, float]:
    """The box `draw_text` inks for `text` at 20 px (any script)."""
    if not needs_fallback(text):
        return draw.textbbox(xy, text, font=font(20), anchor=anchor)
    wide = name_width(text, 20)
    left = xy[0] - {"l": 0.0, "m": wide / 2, "r": wide}[anchor[0]]
    return (left, xy[1] - 12, left + wide, xy[1] + 12)


def _place_tags(
    img: Image.Image,
    cam: Camera,
    tags: list[tuple[list[Point], str, tuple[int, int, int], bool]],
) -> None:
    """Write each tag centred above its points (a player's name on a pale label, drawn by
    `render.names`); a tag that would overlap one already written moves up and keeps a
    thin leader line to its piece."""
    draw = ImageDraw.Draw(img)
    placed: list[tuple[float, float, float, float]] = []
    f = font(20)
    left_edge, right_edge = RULER_W + 2, RULER_W + cam.width - 2
    for pts, text, colour, is_name in sorted(tags, key=lambda t: -max(y for _, y in t[0])):
        row = cam.row(max(y for _, y in pts))
        if row is None:
            continue
        cx = cam.col((min(x for x, _ in pts) + max(x for x, _ in pts)) / 2)
        wide = (name_width(text, 20) if is_name or needs_fallback(text) else f.getlength(text)) + 8
        x0 = min(max(cx - wide / 2, left_edge), right_edge - wide)
        box = (x0, row - 28, x0 + wide, row - 6)
        lifted = False
        while any(
            box[0] < b[2] and b[0] < box[2] and box[1] < b[3] and b[1] < box[3] for b in placed
        ):
            box = (box[0], box[1] - 24, box[2], box[3] - 24)
            lifted = True
        placed.append(box)
        if lifted:
            draw.line((cx, box[3], cx, row - 3), fill=colour, width=2)
        if is_name:
            draw.rounded_rectangle(box, 6, fill=TAG_BG, outline=MUTED, width=1)
            paste_name(img, (box[0] + 4, box[3] - 6), text, 20, colour)
            continue
        draw_text(
            img,
            ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
            text,
            20,
            colour,
            anchor="mm",
            stroke=3,
            stroke_fill=(255, 255, 255),
        )


def tower_span(pieces: Sequence[Piece]) -> tuple[float, float] | None:
    """The x extent (mm) of what stands (not the table, not debris), or None if nothing does."""
    xs = [x for p in pieces if p.kind != "table" and not p.debris for x, _ in p.poly]
    return (min(xs), max(xs)) if xs else None


# ----- overlays ---------------------------------------------------------------------------
def draw_overlays(
    img: Image.Image,
    view: CatTowerView,
    left: int,
    right: int,
    tower_px: tuple[float, float] | None,
    count: int | None,
) -> None:
    """In a count frame, a big "n…" badge over the scene column (pixels `left`..`right`),
    near the top in the wider gutter beside the tower (whose pixel extent is `tower_px`),
    so the tower everyone is watching stays in sight. (What the last placement did is the
    caption's job, `render.cattower_caption`, in its own band under the scene.)"""
    draw = ImageDraw.Draw(img, "RGBA")
    if count is not None:
        lo, hi = tower_px if tower_px else (right, right)
        gx0, gx1 = (left, lo) if lo - left >= right - hi else (hi, right)
        r = max(44.0, min(80.0, (gx1 - gx0) / 2 - 8))
        cx = min(max((gx0 + gx1) / 2, left + r + 6), right - r - 6)
        cy = 28 + r
        draw.ellipse(
            (cx - r, cy - r, cx + r, cy + r),
            fill=(255, 250, 230, 235),
            outline=(*GOLD, 255),
            width=6,
        )
        draw_text(img, (cx + 3, cy + 2), f"{count}…", round(r * 0.9), INK, anchor="mm")
        y = cy + r + 8
        for line in wrap(w("render-cattower-count"), 20, max(2 * r + 20, gx1 - gx0 - 8)):
            draw_text(
                img, (cx, y), line, 20, INK, anchor="ma", stroke=4, stroke_fill=(255, 255, 255)
            )
            y += 26
