"""Cat and the Tower's small pictures: Toto, a Friend of each coat, a Black Cat in each
scarf, a star, an upright or fallen wall — drawn by the scene's painter at 4× and reduced,
once per kind and size — and which of them an option's words name."""

from __future__ import annotations

import re
from functools import lru_cache

from PIL import Image, ImageDraw

from render.cattower_parts import COATS, SCARVES, Frame, Painter, Transform, star_points

_CAT_WORDS = {c: f"friend:{c}" for c in COATS}
_WALL_WORDS = {
    "brick": "wall:bricks",
    "window": "wall:windows",
    "arch": "wall:arches",
    "angel": "wall:angels",
    "pillar": "wall:pillars",
}


@lru_cache(maxsize=128)
def icon(key: str, size: int) -> Image.Image:
    """A `size`-px RGBA icon: "toto", "friend:<coat>", "blackcat:<scarf>", "star",
    "wall:<type>" (upright) or "fallen" (a wall lying down). Drawn 4× and reduced."""
    big = size * 4
    canvas = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(canvas)
    kind, _, arg = key.partition(":")
    if kind == "star":
        draw.polygon(
            star_points(big / 2, big / 2 + big * 0.04, big * 0.48),
            fill=(246, 190, 30),
            outline=(150, 100, 0),
            width=max(2, big // 24),
        )
        return canvas.resize((size, size), Image.Resampling.LANCZOS)
    if kind in ("toto", "friend", "blackcat"):
        h, w = (19.0, 14.0) if kind != "friend" else (16.0, 12.0)
        tf = Transform(big / (h + 2.0), -(h + 2.0) / 2, h + 1.0)
        fr = Frame(0.0, 0.0, 0.0, 1.0, h, w)
        painter = Painter(draw, tf, ss=4)
        if kind == "toto":
            painter.toto(fr)
        elif kind == "friend":
            painter.cat(fr, COATS.get(arg, COATS["white"]))
        else:
            painter.black_cat(fr, SCARVES.get(arg, (200, 200, 200)))
    elif kind in ("wall", "fallen"):
        tf = Transform(big / 50.0, -25.0, 48.0)
        painter = Painter(draw, tf, ss=4)
        if kind == "wall":
            poly = [(-8.0, 2.0), (8.0, 2.0), (8.0, 46.0), (-8.0, 46.0)]
            painter.body("wall", poly, arg, None)
        else:
            poly = [(-22.0, 2.0), (22.0, 2.0), (22.0, 18.0), (-22.0, 18.0)]
            painter.body("wall", poly, "bricks", None)
    return canvas.resize((size, size), Image.Resampling.LANCZOS)


def paste_icon(img: Image.Image, ic: Image.Image, xy: tuple[int, int]) -> None:
    """Paste an RGBA icon onto `img` with its transparency."""
    img.paste(ic, xy, ic)


def icons_for(text: str) -> list[str]:
    """Icons for the coats and wall types an option's text names, in reading order."""
    found: list[tuple[int, str]] = []
    low = text.lower()
    for word, key in {**_CAT_WORDS, **_WALL_WORDS}.items():
        for m in re.finditer(rf"\b{word}", low):
            found.append((m.start(), key))
    return [k for _, k in sorted(found)]
