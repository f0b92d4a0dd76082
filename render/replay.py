"""A whole game as one animated GIF: the start, then one frame per log entry, each with a
caption strip ("12/40 · alice: a1-a2"). GIF because Discord plays it inline everywhere,
phones included (APNG shows as a still image on some clients).

Reads public views only (like every renderer). Frames are the boards' own palette images
(every renderer maps onto a fixed palette), so every frame shares one palette and Pillow's
GIF writer stores only the rectangle that changed from the previous frame.

A replay always fits a Discord upload of a server without boosts: a game of more than
`MAX_FRAMES` positions keeps its start and its end and samples the moves between evenly
(the caption's "37/144" shows which move a frame is); the encoded GIF is then measured, and
while it is larger than `MAX_BYTES` it is encoded again with the boards scaled down (nearest
pixels, down to `MIN_SCALE`), then with fewer frames (start and end kept while there are
two or more)."""

from __future__ import annotations

import io
import itertools
import math
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageChops, ImageDraw, ImageFont

from render import names, render_view
from render.common import font
from render.lang import current, note, say

#: Height of the caption strip under each board, and its text size.
CAPTION_HEIGHT = 28
CAPTION_SIZE = 16
#: Milliseconds per frame; the last frame stays longer.
FRAME_MS = 900
LAST_FRAME_MS = 4000
#: Boards wider than this are scaled down (a replay is watched on phones).
MAX_WIDTH = 800
#: Most frames a replay shows (start and end included): 100 frames are 90 s of animation.
MAX_FRAMES = 100
#: Largest GIF made: 7.5 MiB, well under Discord's upload limit for a server without
#: boosts (10 MiB now, 8 MiB before).
MAX_BYTES = 7_864_320
#: Boards are never scaled below this fraction of their size (fewer frames instead).
MIN_SCALE = 0.5


def frame_indices(count: int, limit: int = MAX_FRAMES) -> list[int]:
    """Which of `count` positions a replay shows: all of them when they are at most `limit`,
    else the first, the last and `limit - 2` evenly spaced between (sorted, no repeats)."""
    if count <= limit:
        return list(range(count))
    if limit <= 1:
        return [count - 1]
    step = (count - 1) / (limit - 1)
    return sorted({round(k * step) for k in range(limit)} | {0, count - 1})


def _board(png: bytes) -> Image.Image:
    """The board image of PNG bytes `png`, palette mode when the renderer made one."""
    img: Image.Image = Image.open(io.BytesIO(png))
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


def render_replay(
    views: Sequence[Mapping[str, Any]],
    captions: Sequence[Any],
    *,
    max_bytes: int = MAX_BYTES,
    max_frames: int = MAX_FRAMES,
) -> bytes:
    """GIF bytes of the positions `views` (frame i shows a view with its caption), looping,
    at most `max_bytes` long (see the module). With at most `max_frames` views and a small
    enough game, exactly one frame per view (captions differ per frame, so no two merge)."""
    if not views or len(views) != len(captions):
        raise ValueError("a replay needs one caption per view, and at least one view")
    keep = frame_indices(len(views), max_frames)
    boards = [render_view(dict(views[i]), current()) for i in keep]
    return encode_replay(boards, [captions[i] for i in keep], max_bytes=max_bytes)


def encode_replay(
    boards: Sequence[bytes], captions: Sequence[Any], *, max_bytes: int = MAX_BYTES
) -> bytes:
    """The replay GIF of board PNGs `boards` (already drawn, one per caption): every board
    at full size when that fits `max_bytes`, else scaled down, then thinned (the first and
    last kept) until it does. Never longer than `max_bytes` unless a single board at
    `MIN_SCALE` is (no board is near that)."""
    if not boards or len(boards) != len(captions):
        raise ValueError("a replay needs one caption per board, and at least one board")
    captions = [say(c) for c in captions]  # `Said`, its JSON form or text: said once
    images = [_board(b) for b in boards]
    keep = list(range(len(images)))
    scale = 1.0
    while True:
        gif = _encode([images[i] for i in keep], [captions[i] for i in keep], scale)
        if len(gif) <= max_bytes or (len(keep) == 1 and scale <= MIN_SCALE):
            return gif
        ratio = max_bytes / len(gif)
        if scale > MIN_SCALE:
            scale = max(MIN_SCALE, scale * math.sqrt(ratio) * 0.95)
        else:
            wanted = min(len(keep) - 1, max(1, math.floor(len(keep) * ratio * 0.9)))
            keep = [keep[i] for i in frame_indices(len(keep), wanted)]


def _scaled(board: Image.Image, scale: float, palette_img: Image.Image) -> Image.Image:
    """`board` on the first board's palette, scaled by `scale`."""
    same = board.mode == "P" and board.getpalette() == palette_img.getpalette()
    if scale >= 1.0:
        if same:
            return board
        return board.convert("RGB").quantize(palette=palette_img, dither=Image.Dither.NONE)
    size = (max(1, round(board.width * scale)), max(1, round(board.height * scale)))
    if same:
        # Nearest pixels keep the palette's flat colours: smoothing would add in-between
        # colours that compress so badly that a 3/4 size GIF outweighs the full size one.
        return board.resize(size, Image.Resampling.NEAREST)
    small = board.convert("RGB").resize(size, Image.Resampling.NEAREST)
    return small.quantize(palette=palette_img, dither=Image.Dither.NONE)


def _encode(boards: Sequence[Image.Image], captions: Sequence[str], scale: float) -> bytes:
    """One GIF of `boards` scaled by `scale`, each over its caption."""
    first = (
        boards[0] if boards[0].mode == "P" else boards[0].quantize(255, dither=Image.Dither.NONE)
    )
    palette_img = first
    palette = list(first.getpalette() or [])[: 256 * 3]
    scaled = [_scaled(b, scale, palette_img) for b in boards]
    width = max(b.width for b in scaled)
    height = max(b.height for b in scaled) + CAPTION_HEIGHT
    ink = _nearest(palette, (250, 250, 250))
    paper = _nearest(palette, (30, 30, 30))
    text_font = font(CAPTION_SIZE, bold=True)
    frames: list[Image.Image] = []
    for board, caption in zip(scaled, captions):
        frame = Image.new("P", (width, height), paper)
        frame.putpalette(palette)
        frame.paste(board, (0, 0))
        draw = ImageDraw.Draw(frame)
        draw.fontmode = "1"
        _caption(draw, (8, height - CAPTION_HEIGHT + 5), caption, width - 16, ink, text_font)
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


def _caption(
    draw: ImageDraw.ImageDraw,
    xy: tuple[int, int],
    caption: str,
    room: int,
    ink: int,
    text_font: ImageFont.FreeTypeFont,
) -> None:
    """A frame's caption: its first 90 characters; a caption in a script DejaVu lacks
    (Japanese) in runs of the fonts that have it, shortened to `room` px."""
    text = caption[:90]
    note(text)
    if names.needs_fallback(text):
        line = names.shorten(text, CAPTION_SIZE, room)
        names.draw_name(draw, (xy[0], xy[1] + text_font.getmetrics()[0]), line, CAPTION_SIZE, ink)
        return
    draw.text(xy, text, fill=ink, font=text_font)


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
