"""The key under the Kitty Stack Tower board: every mark the image shows, explained in a
few words beside a small copy of it — only the marks this image holds, so the key stays
short. (Seats are named in the score panel; its columns carry their own headings.)
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from bot.i18n import text
from render import kitty_type, names
from render.common import HIGHLIGHT, INK, LAST_MOVE, MUTED
from render.hexgeom import (
    CUT,
    TWIST,
    WHITE,
    arrow_path,
    draw_crown,
    draw_rainbow,
    draw_scissors,
    draw_star,
    draw_swirl,
)
from render.kitty_marks import flip_badge
from render.kitty_panel import draw_card_backs
from render.kitty_view import LABEL, MARGIN, MAX_SHOWN, BoardView
from render.lang import current, w
from render.tiles import TileCache, pixel_box

KEY_SIZE, KEY_LINE, ICON_W, ITEM_GAP = 20, 27, 28, 20

#: The marks, in the order the key lists them; each says what it means in
#: `render-kitty-key-<mark>` (`meaning`). A key whose text starts with a sample of the mark
#: itself ("e5", "7") has no icon.
MARKS = (
    "cell",
    "height",
    "hidden",
    "last",
    "scissors",
    "flip",
    "frenzy",
    "rainbow",
    "twist",
    "count",
    "cards",
    "stars",
    "crown",
)
#: What each mark means, in English.
MEANINGS: dict[str, str] = {key: text("en", f"render-kitty-key-{key}") for key in MARKS}


def meaning(key: str) -> str:
    """What mark `key` means, in the picture's language."""
    return w(f"render-kitty-key-{key}")


#: Keys drawn as text only (the text begins with the mark).
TEXT_ONLY = frozenset(("cell", "height", "stars"))


def legend_keys(board: BoardView, shown: list[str]) -> tuple[str, ...]:
    """The marks this image shows, as keys of `MEANINGS`; `shown` are the score panel's
    columns."""
    keys = ["cell"]
    twist_cells = {c for c, t in board.tokens.items() if "twist" in t}
    if any(len(p) > 1 for p in board.stacks.values()):
        keys.append("height")
    if any(
        len(p) > (MAX_SHOWN - 1 if c in twist_cells else MAX_SHOWN) for c, p in board.stacks.items()
    ):
        keys.append("hidden")
    kind = board.last_kind
    if kind in ("stack", "chain", "flip", "disassemble", "place") and board.last_cells:
        keys.append("last")
    if kind == "disassemble" and len(board.last_cells) == 2:
        keys.append("scissors")
    if kind == "flip" and len(board.last_cells) == 3:
        keys.append("flip")
    if kind == "frenzy" and board.last_cells:
        keys.append("frenzy")
    tokens = [k for t in board.tokens.values() for k in t]
    keys += [k for k in ("rainbow", "twist") if k in tokens]
    if any(t.count(k) > 1 for t in board.tokens.values() for k in set(t)):
        keys.append("count")
    if "stars" in shown:
        keys.append("stars")
    if "hand" in shown:
        keys.append("cards")
    if board.phase == "over" and "crown" not in keys:
        keys.append("crown")
    return tuple(keys)


def layout(keys: tuple[str, ...], width: int) -> tuple[tuple[tuple[str, float], ...], ...]:
    """The key's lines: each a tuple of (key, x where its item starts)."""
    return _layout(keys, width, current())


@lru_cache(maxsize=64)
def _layout(
    keys: tuple[str, ...], width: int, lang: str
) -> tuple[tuple[tuple[str, float], ...], ...]:
    room = width - 2 * MARGIN
    lines: list[tuple[tuple[str, float], ...]] = []
    line: list[tuple[str, float]] = []
    x = 0.0
    for key in keys:
        wide = _item_width(key)
        if line and x + wide > room:
            lines.append(tuple(line))
            line, x = [], 0.0
        line.append((key, MARGIN + x))
        x += wide + ITEM_GAP
    if line:
        lines.append(tuple(line))
    return tuple(lines)


def _item_width(key: str) -> float:
    icon = 0 if key in TEXT_ONLY else ICON_W + 6
    return icon + names.width(meaning(key), KEY_SIZE, False)


def legend_height(board: BoardView, shown: list[str], width: int) -> int:
    """Pixel height of the key."""
    return KEY_LINE * len(layout(legend_keys(board, shown), width))


#: Keys drawn lately (one per image layout and set of marks).
_KEYS = TileCache(16)


def clear_legends() -> None:
    """Forget every cached key."""
    _KEYS.clear()


def draw_legend(img: Image.Image, board: BoardView, shown: list[str], top: float) -> None:
    """The key with its top edge at y = `top` (drawn on the plain background)."""
    keys = legend_keys(board, shown)
    lines = layout(keys, img.width)
    box = pixel_box(MARGIN - 2, top, img.width - MARGIN, top + KEY_LINE * len(lines), img.size)

    def draw() -> None:
        draw_ = ImageDraw.Draw(img)
        for row, items in enumerate(lines):
            cy = top + row * KEY_LINE + KEY_LINE / 2
            for key, x in items:
                if key not in TEXT_ONLY:
                    _icon(draw_, key, x + ICON_W / 2, cy)
                    x += ICON_W + 6
                said = names.shorten(meaning(key), KEY_SIZE, img.width - MARGIN - x, False)
                kitty_type.stamp(img, (x, cy), said, KEY_SIZE, MUTED, False)

    _KEYS.stamp(img, (img.width, top, keys, current()), box, draw)


def _icon(draw: ImageDraw.ImageDraw, key: str, cx: float, cy: float) -> None:
    """A small copy of the mark `key`, centred on (cx, cy)."""
    r = 11
    if key == "hidden":
        pts = [(cx - 13 + k * 26 / 6, cy + (-3 if k % 2 else 3)) for k in range(7)]
        draw.line(pts, fill=MUTED, width=2)
    elif key == "last":
        arrow_path(draw, [(cx - 14, cy), (cx + 14, cy)], LAST_MOVE, 4)
    elif key in ("rainbow", "twist", "scissors"):
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=WHITE, outline=INK, width=2)
        if key == "rainbow":
            draw_rainbow(draw, cx, cy + r * 0.42, r * 0.84, r * 0.21)
        elif key == "twist":
            draw_swirl(draw, cx, cy, r * 0.62, TWIST, 2)
        else:
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=WHITE, outline=CUT, width=2)
            draw_scissors(draw, cx, cy, r * 0.75, CUT)
    elif key == "flip":
        flip_badge(draw, cx, cy, r)
    elif key == "frenzy":
        draw_star(draw, cx, cy, r, LAST_MOVE)
    elif key == "count":
        draw.ellipse((cx - 7, cy - 7, cx + 7, cy + 7), fill=INK)
    elif key == "cards":
        draw_card_backs(draw, cx, cy, 1)
    elif key == "crown":
        draw_crown(draw, cx, cy, 11, HIGHLIGHT, INK)
    else:
        draw.ellipse((cx - 4, cy - 4, cx + 4, cy + 4), fill=LABEL)
