"""The Tumbling Down board as a PNG: `render(view) -> bytes` for `TumblingState.view`.

Each stack is drawn from the side (its top pieces bottom→top: White as light slabs with a
ring, Black as dark slabs with a cross) with its height in a badge; every current king
wears a gold crown; the last move is ringed and drawn as an arrow through the cells it
covered; a king that can be taken next move (or whose capture ended the game) gets a red
frame; the caption says whose turn
it is (or the result), where the kings are, and any "check" threat.

Only `render.common` is used (palette, fonts), so this module stands on its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Mapping, Sequence

from PIL import Image, ImageDraw

from render.common import BACKGROUND, GRID_DARK, GRID_LIGHT, INK, MUTED, STYLES, PieceStyle, draw_mark, font, to_png

RGB = tuple[int, int, int]
FILE_LETTERS = "abcdefghijklmnopqrstuvwxyz"

#: Piece letters of the view → the shared palette ("b" is Black here, drawn as STYLES["k"]).
PIECE_STYLE = {"w": STYLES["w"], "b": STYLES["k"]}
DEFAULT_NAMES = ("Black", "White")
LAST_MOVE = (190, 30, 120)       # magenta: unlike any piece, crown or threat colour
CROWN_GOLD = (240, 180, 20)
CROWN_EDGE = (105, 66, 0)
THREAT_RED = (205, 25, 25)
FRAME = (120, 98, 70)
STUB = (196, 188, 176)
#: Pixels for the 8 cells across (image ≈ 870 px wide: sharp on a phone).
BOARD_PX = 800
HEADLINE_SIZE = 34
DETAIL_SIZE = 24
#: Slabs drawn per stack before the lower pieces fold into a "+N" stub.
MAX_SLABS = 5
#: How far the cells a tumble passed over are tinted toward the last-move colour.
PATH_TINT = 0.25
#: Opacity (0–255) of the last-move arrow drawn over the stacks.
ARROW_OPACITY = 190


@dataclass(frozen=True)
class Layout:
    """Pixel layout: `cell` px per cell, a `margin` band for coordinates on every side,
    `caption` px of text under the board."""

    files: int
    ranks: int
    cell: int
    margin: int
    caption: int

    @property
    def width(self) -> int:
        return self.files * self.cell + 2 * self.margin

    @property
    def board_bottom(self) -> int:
        return self.ranks * self.cell + 2 * self.margin

    @property
    def height(self) -> int:
        return self.board_bottom + self.caption

    def box(self, name: str) -> tuple[int, int, int, int]:
        """(x0, y0, x1, y1) of the cell named `name` (rank 1 at the bottom); x1/y1 exclusive."""
        file, rank = FILE_LETTERS.index(name[0]), int(name[1:]) - 1
        x0 = self.margin + file * self.cell
        y0 = self.margin + (self.ranks - 1 - rank) * self.cell
        return x0, y0, x0 + self.cell, y0 + self.cell

    def centre(self, name: str) -> tuple[float, float]:
        x0, y0, x1, y1 = self.box(name)
        return (x0 + x1) / 2, (y0 + y1) / 2


def _blend(base: RGB, colour: RGB, amount: float) -> RGB:
    return tuple(round(b + (c - b) * amount) for b, c in zip(base, colour))  # type: ignore[return-value]


def _style(letter: str) -> PieceStyle:
    return PIECE_STYLE.get(letter, STYLES["y"])


def _names(view: Mapping[str, Any]) -> list[str]:
    return [str(n) for n in (view.get("seat_names") or DEFAULT_NAMES)]


def _colours(view: Mapping[str, Any]) -> list[str]:
    return [str(c) for c in (view.get("colours") or ("b", "w"))]


def _name_of(view: Mapping[str, Any], letter: str) -> str:
    colours, names = _colours(view), _names(view)
    return names[colours.index(letter)] if letter in colours else letter


# ----- caption ------------------------------------------------------------------------
def caption_lines(view: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The caption as (kind, text) lines, kind "headline", "detail" or "threat":
    whose turn it is, or the result and its reason; the last move; each side's kings
    ("Kings: Black g8 h7 (3 high) · White a1 (4 high)"); then each "check" threat
    ("⚠ Black threatens White's king on c3")."""
    names = _names(view)
    lines: list[tuple[str, str]] = []
    outcome = view.get("outcome")
    if outcome is not None:
        winners = list(outcome.get("winners") or [])
        lines.append(("headline", f"{names[int(winners[0])]} wins" if len(winners) == 1 else "Draw"))
        reason = str(outcome.get("reason") or "")
        if reason:
            lines.append(("detail", reason[:1].upper() + reason[1:]))
    else:
        to_move = view.get("to_move")
        lines.append(("headline", f"{names[int(to_move)]} to move" if to_move is not None else "Game over"))
        last = str(view.get("last_label") or view.get("last_move") or "")
        if last:
            mover = _name_of(view, "w" if view.get("side") == "b" else "b")
            for verb, past in (("step ", "stepped "), ("tumble ", "tumbled ")):
                if last.startswith(verb):
                    last = past + last[len(verb):]
                    break
            else:
                last = "played " + last
            lines.append(("detail", f"{mover} {last}"))
    kings = view.get("kings") or {}
    heights = view.get("king_heights") or {}
    parts = []
    for letter in _colours(view):
        cells = list(kings.get(letter) or [])
        where = f"{' '.join(cells)} ({heights.get(letter, '?')} high)" if cells else "none"
        parts.append(f"{_name_of(view, letter)} {where}")
    lines.append(("detail", "Kings: " + " · ".join(parts)))
    if outcome is None:
        for threat in view.get("threats") or []:
            if threat.get("check"):
                lines.append(("threat", "⚠ " + str(threat.get("text", ""))))
    return lines


def _line_height(kind: str) -> int:
    return round((HEADLINE_SIZE if kind == "headline" else DETAIL_SIZE) * 1.4)


def _fit(draw: ImageDraw.ImageDraw, text: str, size: int, room: float, bold: bool) -> int:
    """The largest font size ≤ `size` at which `text` fits in `room` px."""
    while size > 12 and draw.textlength(text, font=font(size, bold)) > room:
        size -= 1
    return size


def _draw_caption(img: Image.Image, draw: ImageDraw.ImageDraw, lay: Layout, view: Mapping[str, Any]) -> None:
    room = lay.width - 2 * lay.margin
    y = lay.board_bottom
    colours = _colours(view)
    outcome = view.get("outcome")
    seat = view.get("to_move")
    if outcome is not None:
        winners = list(outcome.get("winners") or [])
        seat = winners[0] if len(winners) == 1 else None
    for kind, text in caption_lines(view):
        step = _line_height(kind)
        if kind == "headline":
            chip = round(HEADLINE_SIZE * 1.3) if seat is not None else 0
            size = _fit(draw, text, HEADLINE_SIZE, room - chip, True)
            x = (lay.width - draw.textlength(text, font=font(size)) - chip) / 2
            cy = y + step / 2
            if seat is not None:
                sprite = _slab_sprite(_style(colours[int(seat)]), round(chip * 0.8), round(chip * 0.5))
                img.paste(sprite, (round(x), round(cy - sprite.height / 2)), sprite)
            draw.text((x + chip, cy), text, font=font(size), fill=INK, anchor="lm")
        else:
            bold = kind == "threat"
            size = _fit(draw, text, DETAIL_SIZE, room, bold)
            draw.text((lay.width / 2, y + step / 2), text, font=font(size, bold),
                      fill=THREAT_RED if bold else INK, anchor="mm")
        y += step


# ----- board, stacks, crowns ------------------------------------------------------------
def _draw_board(draw: ImageDraw.ImageDraw, lay: Layout, path: Sequence[str]) -> None:
    tinted = set(path[1:-1])
    for rank in range(lay.ranks):
        for file in range(lay.files):
            name = f"{FILE_LETTERS[file]}{rank + 1}"
            colour = GRID_DARK if (file + rank) % 2 == 0 else GRID_LIGHT
            if name in tinted:
                colour = _blend(colour, LAST_MOVE, PATH_TINT)
            x0, y0, x1, y1 = lay.box(name)
            draw.rectangle((x0, y0, x1 - 1, y1 - 1), fill=colour)
    m, edge = lay.margin, max(2, lay.cell // 40)
    draw.rectangle((m - edge, m - edge, m + lay.files * lay.cell + edge - 1, m + lay.ranks * lay.cell + edge - 1),
                   outline=FRAME, width=edge)
    size = max(14, min(26, round(m * 0.6)))
    for file in range(lay.files):
        cx = m + (file + 0.5) * lay.cell
        for y in (m / 2, lay.board_bottom - m / 2):
            draw.text((cx, y), FILE_LETTERS[file], font=font(size), fill=MUTED, anchor="mm")
    for rank in range(lay.ranks):
        cy = m + (lay.ranks - 0.5 - rank) * lay.cell
        for x in (m / 2, lay.width - m / 2):
            draw.text((x, cy), str(rank + 1), font=font(size), fill=MUTED, anchor="mm")


def _rounded(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], fill: RGB, outline: RGB) -> None:
    height = box[3] - box[1]
    draw.rounded_rectangle(box, radius=max(2, round(height * 0.3)), fill=fill, outline=outline,
                           width=2 if height >= 14 else 1)


@lru_cache(maxsize=64)
def _slab_sprite(style: PieceStyle, width: int, height: int) -> Image.Image:
    """One piece as an RGBA slab with its colour-blind mark (cached: boards repeat)."""
    sprite = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    _rounded(draw, (0, 0, width - 1, height - 1), style.fill, style.outline)
    draw_mark(draw, style.mark, (width - 1) / 2, (height - 1) / 2, min(height * 0.33, width * 0.16), style.mark_fill)
    return sprite


@lru_cache(maxsize=64)
def _stub_sprite(width: int, height: int, hidden: int) -> Image.Image:
    """A grey stub standing for `hidden` lower pieces, labelled "+N"."""
    sprite = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    _rounded(draw, (0, 0, width - 1, height - 1), STUB, MUTED)
    draw.text(((width - 1) / 2, (height - 1) / 2), f"+{hidden}", font=font(max(9, round(height * 0.75))),
              fill=INK, anchor="mm")
    return sprite


def _draw_stack(img: Image.Image, lay: Layout, name: str, pieces: Sequence[str]) -> None:
    """A side view bottom→top in the left part of the cell (top pieces first when tall)."""
    height = len(pieces)
    c = lay.cell
    x0, y0, _, _ = lay.box(name)
    shown = height if height <= MAX_SLABS else MAX_SLABS - 1
    slots = shown + (1 if shown < height else 0)
    gap = max(2, round(c * 0.02))
    usable = round(c * 0.84)
    slab = min(round(c * 0.3), (usable - gap * (slots - 1)) // slots)
    width = round(c * 0.5)
    x, y = x0 + round(c * 0.07), y0 + round(c * 0.93)
    if shown < height:
        sprite = _stub_sprite(width, slab, height - shown)
        y -= slab
        img.paste(sprite, (x, y), sprite)
        y -= gap
    for letter in pieces[height - shown:]:
        sprite = _slab_sprite(_style(str(letter)), width, slab)
        y -= slab
        img.paste(sprite, (x, y), sprite)
        y -= gap


def _draw_badge(draw: ImageDraw.ImageDraw, lay: Layout, name: str, height: int) -> None:
    """The stack's height in a white disc in the cell's upper-right corner."""
    c = lay.cell
    x0, y0, _, _ = lay.box(name)
    r = c * 0.15
    cx, cy = x0 + c * 0.8, y0 + c * 0.2
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(255, 255, 255), outline=INK, width=max(2, round(r * 0.14)))
    text = str(height)
    draw.text((cx, cy + 1), text, font=font(round(r * (1.3 if len(text) == 1 else 1.0))), fill=INK, anchor="mm")


def _draw_crown(draw: ImageDraw.ImageDraw, cx: float, cy: float, width: float) -> None:
    """A gold three-pointed crown `width` px wide centred on (cx, cy)."""
    w, h = width, width * 0.75
    x0, x1 = cx - w / 2, cx + w / 2
    top, base, band = cy - h / 2, cy + h / 2, cy + h * 0.2
    edge = max(2, round(width / 14))
    points = [(x0, base), (x0, top + h * 0.15), (x0 + w * 0.28, cy - h * 0.05), (cx, top),
              (x1 - w * 0.28, cy - h * 0.05), (x1, top + h * 0.15), (x1, base)]
    draw.polygon(points, fill=CROWN_GOLD, outline=CROWN_EDGE, width=edge)
    draw.line((x0 + edge, band, x1 - edge, band), fill=CROWN_EDGE, width=max(1, edge - 1))
    r = width * 0.08
    for px, py in ((x0, top + h * 0.15), (cx, top), (x1, top + h * 0.15)):
        draw.ellipse((px - r, py - r, px + r, py + r), fill=CROWN_GOLD, outline=CROWN_EDGE, width=max(1, edge - 1))


def _draw_kings(draw: ImageDraw.ImageDraw, lay: Layout, view: Mapping[str, Any]) -> None:
    for cells in (view.get("kings") or {}).values():
        for name in cells or []:
            x0, y0, _, _ = lay.box(str(name))
            _draw_crown(draw, x0 + lay.cell * 0.8, y0 + lay.cell * 0.64, lay.cell * 0.3)


def _draw_threats(draw: ImageDraw.ImageDraw, lay: Layout, view: Mapping[str, Any]) -> None:
    """A red frame on every king in "check" and on the king whose capture ended the game."""
    width = max(4, lay.cell // 14)
    cells = [str(c) for c in view.get("fallen") or []]
    for threat in view.get("threats") or [] if view.get("outcome") is None else []:
        if threat.get("check"):
            cells.extend(str(c) for c in threat.get("cells") or [])
    for name in cells:
        x0, y0, x1, y1 = lay.box(name)
        draw.rectangle((x0, y0, x1 - 1, y1 - 1), outline=THREAT_RED, width=width)


# ----- the last move ----------------------------------------------------------------------
def _draw_move_rings(draw: ImageDraw.ImageDraw, lay: Layout, path: Sequence[str]) -> None:
    """A dashed ring in the origin cell, a solid one in the final cell."""
    width = max(3, lay.cell // 22)
    inset = width // 2 + 1
    x0, y0, x1, y1 = lay.box(path[0])
    box = (x0 + inset, y0 + inset, x1 - 1 - inset, y1 - 1 - inset)
    dash = max(6, (box[2] - box[0]) // 9)
    for ex0, ey0, ex1, ey1 in ((box[0], box[1], box[2], box[1]), (box[2], box[1], box[2], box[3]),
                               (box[2], box[3], box[0], box[3]), (box[0], box[3], box[0], box[1])):
        steps = max(1, max(abs(ex1 - ex0), abs(ey1 - ey0)) // dash)
        for i in range(0, steps, 2):
            s, e = i / steps, min(1.0, (i + 1) / steps)
            draw.line((ex0 + (ex1 - ex0) * s, ey0 + (ey1 - ey0) * s, ex0 + (ex1 - ex0) * e, ey0 + (ey1 - ey0) * e),
                      fill=LAST_MOVE, width=width)
    x0, y0, x1, y1 = lay.box(path[-1])
    draw.rectangle((x0 + inset - 1, y0 + inset - 1, x1 - inset, y1 - inset), outline=LAST_MOVE, width=width + 1)


def _draw_move_arrow(draw: ImageDraw.ImageDraw, lay: Layout, path: Sequence[str]) -> None:
    """An arrow from the origin's centre through every covered cell to the final one
    (white-edged so it reads over pieces of either colour)."""
    ax, ay = lay.centre(path[0])
    bx, by = lay.centre(path[-1])
    dx, dy = bx - ax, by - ay
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / length, dy / length
    # The tip stops a little inside the final cell, short of its centre.
    back = lay.cell * (0.5 / max(abs(ux), abs(uy)) - 0.2)
    bx, by = bx - ux * back, by - uy * back
    width = max(5, lay.cell // 13)
    head = width * 2.6
    neck = (bx - ux * head, by - uy * head)
    wing = head * 0.62
    left = (neck[0] - uy * wing, neck[1] + ux * wing)
    right = (neck[0] + uy * wing, neck[1] - ux * wing)
    edge = max(2, width // 3)
    white = (255, 255, 255)
    draw.line((ax, ay, *neck), fill=white, width=width + 2 * edge)
    draw.polygon([(bx + ux * edge * 1.6, by + uy * edge * 1.6),
                  (left[0] - uy * edge - ux * edge, left[1] + ux * edge - uy * edge),
                  (right[0] + uy * edge - ux * edge, right[1] - ux * edge - uy * edge)], fill=white)
    r = width / 2 + edge
    draw.ellipse((ax - r, ay - r, ax + r, ay + r), fill=white)
    draw.line((ax, ay, *neck), fill=LAST_MOVE, width=width)
    draw.polygon([(bx, by), left, right], fill=LAST_MOVE)
    r = width / 2
    draw.ellipse((ax - r, ay - r, ax + r, ay + r), fill=LAST_MOVE)
    for name in path[1:-1]:   # a dot on each cell a tumble dropped a piece on on its way
        cx, cy = lay.centre(name)
        r = width * 0.9
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=LAST_MOVE, outline=white, width=edge)


def _overlay_arrow(img: Image.Image, lay: Layout, path: Sequence[str]) -> None:
    """The last-move arrow, see-through so the stacks it crosses stay readable."""
    layer = Image.new("RGBA", img.size, (0, 0, 0, 0))
    _draw_move_arrow(ImageDraw.Draw(layer), lay, path)
    alpha = layer.getchannel("A").point(lambda a: a * ARROW_OPACITY // 255)
    img.paste(layer, (0, 0), alpha)


def _encode(img: Image.Image) -> bytes:
    """A palette PNG of the image's most frequent colours (visually exact for a flat board)."""
    return to_png(img, compress_level=6)


def render(view: Mapping[str, Any]) -> bytes:
    """The PNG of a Tumbling Down view: the board with coordinates, every stack with its
    top pieces and height, a crown on each king, the last move (a tumble as an arrow through
    the cells it covered), red frames on kings in "check", and the `caption_lines`."""
    files, ranks = int(view.get("files", 8)), int(view.get("ranks", 8))
    cell = max(24, BOARD_PX // max(files, ranks, 1))
    caption = 10 + sum(_line_height(kind) for kind, _ in caption_lines(view))
    lay = Layout(files, ranks, cell, max(30, round(cell * 0.34)), caption)
    img = Image.new("RGB", (lay.width, lay.height), BACKGROUND)
    draw = ImageDraw.Draw(img)
    path = [str(c) for c in (view.get("last_path") or [])]
    _draw_board(draw, lay, path)
    if len(path) >= 2:
        _draw_move_rings(draw, lay, path)
    _draw_threats(draw, lay, view)
    stacks = {str(name): pieces for name, pieces in (view.get("stacks") or {}).items() if pieces}
    for name, pieces in stacks.items():
        _draw_stack(img, lay, name, pieces)
    if len(path) >= 2:
        _overlay_arrow(img, lay, path)
    for name, pieces in stacks.items():
        if len(pieces) >= 2:
            _draw_badge(draw, lay, name, len(pieces))
    _draw_kings(draw, lay, view)
    _draw_caption(img, draw, lay, view)
    return _encode(img)
