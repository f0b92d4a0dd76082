"""A whole game as one animated GIF: the start, then one frame per log entry, each with a
caption strip ("12/40 · alice: a1-a2"). GIF because Discord plays it inline everywhere,
phones included (APNG shows as a still image on some clients).

Reads public views only (like every renderer). Frames are the boards' own palette images
(every renderer maps onto a fixed palette), so every frame shares one palette and Pillow's
GIF writer stores only the rectangle that changed from the previous frame."""

from __future__ import annotations

import io
import itertools
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageChops, ImageDraw

from render import render_view
from render.common import font

#: Height of the caption strip under each board, and its text size.
CAPTION_HEIGHT = 28
CAPTION_SIZE = 16
#: Milliseconds per frame; the last frame stays longer.
FRAME_MS = 900
LAST_FRAME_MS = 4000
#: Boards wider than this are scaled down (a replay is watched on phones).
MAX_WIDTH = 800


def _board(view: Mapping[str, Any]) -> Image.Image:
    """The board image of `view`, palette mode."""
    img: Image.Image = Image.open(io.BytesIO(render_view(dict(view))))
    img.load()
    if img.width > MAX_WIDTH:
        h = round(img.height * MAX_WIDTH / img.width)
        img = img.convert("RGB").resize((MAX_WIDTH, h), Image.Resampling.BILINEAR)
    return img


def _nearest(palette: list[int], rgb: tuple[int, int, int]) -> int:
    best, index = None, 0
    for i in range(len(palette) // 3):
        r, g, b = palette[3 * i : 3 * i + 3]
        d = (r - rgb[0]) ** 2 + (g - rgb[1]) ** 2 + (b - rgb[2]) ** 2
        if best is None or d < best:
            best, index = d, i
    return index


def render_replay(views: Sequence[Mapping[str, Any]], captions: Sequence[str]) -> bytes:
    """GIF bytes: frame i shows `views[i]` with `captions[i]` under it. Promises exactly
    `len(views)` frames (captions differ per frame, so no two frames merge), looping."""
    if not views or len(views) != len(captions):
        raise ValueError("a replay needs one caption per view, and at least one view")
    boards = [_board(v) for v in views]
    first = (
        boards[0] if boards[0].mode == "P" else boards[0].quantize(255, dither=Image.Dither.NONE)
    )
    palette_img = first
    palette = list(first.getpalette() or [])[: 256 * 3]
    width = max(b.width for b in boards)
    height = max(b.height for b in boards) + CAPTION_HEIGHT
    ink = _nearest(palette, (250, 250, 250))
    paper = _nearest(palette, (30, 30, 30))
    text_font = font(CAPTION_SIZE, bold=True)
    frames: list[Image.Image] = []
    for board, caption in zip(boards, captions):
        if board.mode != "P" or board.getpalette() != first.getpalette():
            board = board.convert("RGB").quantize(palette=palette_img, dither=Image.Dither.NONE)
        frame = Image.new("P", (width, height), paper)
        frame.putpalette(palette)
        frame.paste(board, (0, 0))
        draw = ImageDraw.Draw(frame)
        draw.fontmode = "1"
        draw.text((8, height - CAPTION_HEIGHT + 5), caption[:90], fill=ink, font=text_font)
        frames.append(frame)
    durations = [FRAME_MS] * (len(frames) - 1) + [LAST_FRAME_MS]
    clear = _unused_index(frames)
    if clear is not None:
        frames = [
            frames[0],
            *(_changes_only(prev, cur, clear) for prev, cur in itertools.pairwise(frames)),
        ]
    extra: dict[str, Any] = {} if clear is None else {"transparency": clear}
    buf = io.BytesIO()
    frames[0].save(
        buf,
        format="GIF",
        save_all=True,
        append_images=frames[1:],
        duration=durations,
        loop=0,
        optimize=False,
        disposal=1,
        **extra,
    )
    return buf.getvalue()


def _unused_index(frames: Sequence[Image.Image]) -> int | None:
    """A palette index no frame uses (to mark "unchanged" pixels), or None."""
    used = [False] * 256
    for f in frames:
        for i, count in enumerate(f.histogram()[:256]):
            if count:
                used[i] = True
    for i in range(255, -1, -1):
        if not used[i]:
            return i
    return None


def _changes_only(prev: Image.Image, cur: Image.Image, clear: int) -> Image.Image:
    """`cur` with every pixel equal to `prev` set to `clear` (shown through: frames are not
    disposed), so a frame stores only what the move changed."""
    diff = ImageChops.difference(_indices(prev), _indices(cur))
    unchanged = diff.point([255] + [0] * 255, "1")
    out = cur.copy()
    out.paste(clear, mask=unchanged)
    return out


def _indices(img: Image.Image) -> Image.Image:
    """The palette indices of a 'P' image as an 'L' image (no colour lookup)."""
    return Image.frombytes("L", img.size, img.tobytes())
