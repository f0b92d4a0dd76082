"""The scene's strips: the cached settled tower and the ghost drawn over it give the picture
one canvas would, whether the cache is cold or warm, and under concurrent renders."""

from __future__ import annotations

import copy
import io
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from PIL import Image, ImageDraw

from render import cattower_strip as strip
from render.cattower import SCENE_W
from render.cattower import render as render_cattower
from render.cattower_parts import Painter, read_pieces
from render.cattower_scene import make_camera, read_facts

from . import scenes

GHOST_SCENES = ["mid_view", "friend_ghost_view"]


def _strip_inputs(view: dict[str, Any]) -> tuple[Any, ...]:
    settled = read_pieces(view["bodies"])
    ghost = read_pieces(view.get("ghost"))
    facts = read_facts(view, settled)
    cam = make_camera(settled + ghost, facts, SCENE_W, 960)
    return cam, cam.bands[0], settled, ghost, facts.target_y


@pytest.mark.parametrize("name", GHOST_SCENES)
def test_ghost_patch_is_what_one_canvas_draws(name: str) -> None:
    """Each ghost patch repaints the settled bodies under it: it equals a canvas of the same
    box with *every* settled body and the ghost drawn on it."""
    cam, band, settled, ghost, target_y = _strip_inputs(getattr(scenes, name)())
    patches = strip.paint_strip(cam, band, settled, ghost, None, target_y)
    assert len(patches) >= 2, "the scene has a ghost"
    tables = [p for p in settled if p.kind == "table"]
    for patch, (x0, y0) in patches[1:]:
        box = (x0, y0, x0 + patch.width, y0 + patch.height)
        canvas = strip._backdrop(cam, band, box, strip.SS, None, target_y, tables)
        draw = ImageDraw.Draw(canvas, "RGBA")
        tf = strip._transform(cam, band, x0, y0)
        strip._bodies(draw, tf, sorted((p for p in settled if p.kind != "table"), key=_left))
        for p in sorted(ghost, key=lambda p: strip._ORDER.get(p.kind, 3)):
            Painter(draw, tf, "ghost").body(p.kind, p.poly, p.wall_type, p.colour)
            Painter(draw, tf, "ghost").dashed(p.poly)
        assert canvas.reduce(strip.SS).tobytes() == patch.tobytes()


def _left(p: Any) -> float:
    return min(x for x, _ in p.poly)


def test_settled_strip_is_cached_and_never_drawn_on() -> None:
    strip.clear_cache()
    view = scenes.mid_view()
    cold = render_cattower(view)
    cam, band, settled, ghost, target_y = _strip_inputs(view)
    first = strip.paint_strip(cam, band, settled, ghost, None, target_y)[0][0]
    before = first.tobytes()
    assert render_cattower(view) == cold  # warm: same bytes
    again = strip.paint_strip(cam, band, settled, ghost, None, target_y)[0][0]
    assert again is first and first.tobytes() == before
    strip.clear_cache()
    assert render_cattower(view) == cold


def test_cache_stays_bounded() -> None:
    strip.clear_cache()
    for n in range(3, 3 + 3 * strip.CACHE_SIZE):
        render_cattower(scenes.tall_view(n, 1))
    assert len(strip._CACHE) <= strip.CACHE_SIZE


def test_concurrent_renders_match_serial_ones() -> None:
    """Several tables drawn at once in a thread pool (as the bot does), sharing and
    evicting cache entries, give exactly the serial pictures."""
    views = [
        scenes.mid_view(),
        scenes.mid_view(ghost=False),
        scenes.friend_ghost_view(),
        scenes.tall_view(),
        scenes.debris_view(),
        scenes.competitive_view(),
    ]
    moved = copy.deepcopy(views[0])
    moved["ghost"] = [
        {**b, "poly": [[x + 9.0, y] for x, y in b["poly"]]} for b in moved.get("ghost") or []
    ]
    views.append(moved)
    strip.clear_cache()
    serial = [render_cattower(v) for v in views]
    for _ in range(2):
        strip.clear_cache()
        with ThreadPoolExecutor(max_workers=6) as pool:
            parallel = list(pool.map(render_cattower, views * 3))
        assert parallel == serial * 3


def test_damaged_bodies_do_not_poison_the_cache() -> None:
    """A view with malformed bodies renders, and the good view after it is unchanged."""
    strip.clear_cache()
    good = scenes.mid_view()
    expected = render_cattower(good)
    bad = copy.deepcopy(good)
    bad["bodies"][3]["poly"] = [[float("nan"), 1.0], "x"]
    bad["ghost"] = "not a list"
    Image.open(io.BytesIO(render_cattower(bad))).load()
    assert render_cattower(good) == expected
