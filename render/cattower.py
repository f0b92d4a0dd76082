"""Cat and the Tower: the public view → a side-view PNG of the paper tower.

Left (`render.cattower_scene`): a floor ruler and the tower drawn to scale — walls
patterned by type, Friends with a colour-blind mark, Toto, Black Cats, faded debris, the
goal floor shaded, the target floor starred, a translucent ghost of the intended
placement. Under it, in its own band (`render.cattower_caption`), what the last
placement did — never over the tower. Right (`render.cattower_panel`): story, the
players by name, Toto, "Fallen walls 2/5", who is to play, the face-up cards and the
ranking track; on the end board the result instead. Bodies are drawn by
`render.cattower_parts`.

`render(view)` draws the view; `render_frame(view, i)` draws victory-count frame `i`.
The view's `secret` is never read.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import TYPE_CHECKING

from PIL import Image

from bot.core.errors import PositionError
from render.cattower_caption import caption_height, caption_lines, draw_caption
from render.cattower_panel import (
    CARD_BG,
    CLIMB_BG,
    CLIMB_INK,
    DANGER,
    GOAL_TINT,
    PANEL_BG,
    PANEL_COLOURS,
    PANEL_WIDTH,
    STEP_INK,
    TURN_BG,
    draw_panel,
)
from render.cattower_panel import PAD as PANEL_PAD
from render.cattower_parts import PART_COLOURS, read_pieces
from render.cattower_scene import (
    RULER_BG,
    SCENE_COLOURS,
    draw_closeup,
    draw_overlays,
    draw_scene,
    make_camera,
    plan_closeup,
    read_facts,
    tower_span,
)
from render.cattower_strip import RULER_W, sky_colours
from render.common import BACKGROUND, INK, MUTED
from render.palette import build_palette, encode_indexed

if TYPE_CHECKING:  # the view's type only: the renderer never loads the engine
    from bot.games.cattower.views import CatTowerView

#: The image: narrow enough that a phone (≈ 400 px wide) shows it at ~55 %, so the
#: panel's 20-px type stays ≥ 11 px; the tower column is zoomed on what stands.
WIDTH = 720
#: The least height of the scene column (the caption band, when there is one, adds to it).
MIN_HEIGHT = 960
SCENE_W = WIDTH - PANEL_WIDTH - RULER_W
CLOSEUP_MAX_H = 240


def render(view: CatTowerView) -> bytes:
    """The PNG of a Cat and the Tower view: the tower in side view and the card panel."""
    return _compose(view, None)


def render_frame(view: CatTowerView, frame_index: int) -> bytes:
    """Victory-count frame `frame_index`: the bodies of `view["count_frames"][frame_index]`
    seen by the camera of the settled tower (so frames do not jump), no ghost, under a
    big "1…", "2…" … overlay. Raises PositionError when the view has no such frame."""
    frames = view.get("count_frames")
    if (
        not isinstance(frames, list)
        or isinstance(frame_index, bool)
        or not isinstance(frame_index, int)
        or not 0 <= frame_index < len(frames)
    ):
        raise PositionError("That victory-count frame does not exist.")
    return _compose(view, frame_index)


def scene_height(view: CatTowerView, image_height: int, frame: bool = False) -> int:
    """The height of the scene column (ruler and tower) in an image `image_height` px
    tall: what the caption band under it leaves."""
    return image_height - caption_height(caption_lines(view, RULER_W + SCENE_W, frame))


def _compose(view: CatTowerView, frame: int | None) -> bytes:
    settled = read_pieces(view.get("bodies"))
    pieces = settled if frame is None else read_pieces(view["count_frames"][frame])
    ghost = read_pieces(view.get("ghost")) if frame is None else []
    facts = read_facts(view, settled)
    over = isinstance(view.get("outcome"), Mapping)
    closeup = (
        None
        if over
        else plan_closeup(facts, settled, ghost, PANEL_WIDTH - 2 * PANEL_PAD, CLOSEUP_MAX_H)
    )
    caption = caption_lines(view, RULER_W + SCENE_W, frame is not None)
    band = caption_height(caption)
    panel, free_top = draw_panel(
        view,
        MIN_HEIGHT + band,
        show_toto=facts.toto_floor is not None,
        reserve=0 if closeup is None else closeup.height + 30,
    )
    img = Image.new("RGB", (WIDTH, panel.height), BACKGROUND)
    scene = img if not band else Image.new("RGB", (RULER_W + SCENE_W, img.height - band))
    cam = make_camera(settled + ghost, facts, SCENE_W, scene.height)
    draw_scene(scene, cam, pieces, ghost, facts, big_star=frame is None)
    span = tower_span(settled)
    draw_overlays(
        scene,
        view,
        RULER_W,
        RULER_W + SCENE_W,
        None if span is None else (cam.col(span[0]), cam.col(span[1])),
        None if frame is None else frame + 1,
    )
    if band:
        img.paste(scene, (0, 0))
        draw_caption(img, caption, (0, scene.height, RULER_W + SCENE_W))
    img.paste(panel, (WIDTH - PANEL_WIDTH, 0))
    if closeup is not None:
        draw_closeup(
            img, closeup, (WIDTH - PANEL_WIDTH + PANEL_PAD, free_top), pieces, ghost, facts
        )
    return _encode(img)


def _encode(img: Image.Image) -> bytes:
    """PNG bytes of `img` on the fixed palette of `_palette` (no per-image colour
    analysis: the same image always gives the same bytes, at a fraction of the CPU)."""
    return encode_indexed(img, _palette())


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    """Every key colour exactly, plus the soft edges of the panel's and the ruler's text
    on each of their backgrounds (the 2× tower edges map onto their nearest key: measured
    closer to the drawn image on average than the old adaptive palette)."""
    inks = (INK, MUTED, STEP_INK, CLIMB_INK, DANGER)
    grounds = (PANEL_BG, CARD_BG, CLIMB_BG, GOAL_TINT, TURN_BG, BACKGROUND, RULER_BG)
    return build_palette(_key_colours(), [(fg, bg) for fg in inks for bg in grounds])


@lru_cache(maxsize=1)
def _key_colours() -> list[tuple[int, int, int]]:
    """Colours that must survive the palette: ink, paper, cards, bodies, marks, sky steps."""
    keys = {
        INK,
        MUTED,
        BACKGROUND,
        (255, 255, 255),
        *sky_colours(),
        *SCENE_COLOURS,
        *PANEL_COLOURS,
        *PART_COLOURS,
    }
    return sorted(keys)
