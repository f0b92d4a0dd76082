"""The caption under a square board (Towers, Stacktics, Tumbling Down): who plays, whose
turn it is, and what every counter on the board means, readable on a phone.

A caption is a `Caption`: a headline ("▶ Alice (Yellow) to play", or the result), one
`SeatRow` per seat (its colour chip with the colour-blind mark, the player's name shortened
to its room, and the seat's numbers in words), then notes in plain sentences (the last move,
warnings, what the marks on the board mean). `caption_height` says how tall it is,
`draw_caption` draws it.

Players' names come from the view's `player_names` (set by the application for live
boards, final boards and replay frames); without them a seat is named by its colour.
Names are drawn by `render.names` (any script; characters no font draws left out); the
rest, texts of our own, by `render.text`. Every user-facing sentence of the square boards'
captions is built here or in the renderer that owns it, next to the other texts.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from PIL import Image

from render import names
from render.common import BACKGROUND, INK, MUTED, PieceStyle, font
from render.hexgeom import break_wide
from render.indexed import Band, IndexedCanvas, PartCache, stamp_bands
from render.lang import say, w
from render.square_stacks import draw_chip
from render.text import draw_line, fit_size, line_width
from render.tiles import TileCache

RGB = tuple[int, int, int]
#: Draws a seat's chip: (image, centre, width).
ChipDrawer = Callable[[Image.Image, PieceStyle, tuple[float, float], int], None]

#: The sign before the player on turn.
TURN_MARK = "▶"
HEADLINE_SIZE = 30
#: The headline shrinks down to this size before a long name is shortened.
HEADLINE_MIN = 22
ROW_SIZE = 24
NOTE_SIZE = 20
#: The smallest type of a caption: ≥ 11 px once a ~600-px board is shown 400 px wide.
MIN_SIZE = 17
#: Vertical space per line, as a multiple of its type size.
HEADLINE_STEP = 1.36
ROW_STEP = 1.4
NOTE_STEP = 1.3
#: Colours of the notes by kind.
NOTE_COLOURS: dict[str, RGB] = {
    "detail": INK,
    "legend": MUTED,
    "threat": (205, 25, 25),
}


@dataclass(frozen=True)
class SeatRow:
    """One seat under the board: its piece `style`, the player's `name`, its numbers in
    words (`stat`, e.g. "Yellow · 19 pieces") and `room_below` px left free under the row
    for the game's own pictures (e.g. the pieces that seat took)."""

    style: PieceStyle
    name: str
    stat: str
    room_below: int = 0
    #: The seat's colour in words (the caption's language); the style's English name
    #: when not given.
    colour: str = ""


@dataclass(frozen=True)
class Caption:
    """What the caption says: the headline as (before, name, after) — only the name is
    ever shortened, e.g. ("▶ ", "Alice", " (Yellow) to play") — with the chip of
    `headline_style` after `before`, the `seats`, and (kind, sentence) `notes`, kind
    "detail", "threat" or "legend"."""

    headline: tuple[str, str, str]
    headline_style: PieceStyle | None
    seats: tuple[SeatRow, ...] = ()
    notes: tuple[tuple[str, str], ...] = field(default=())


# ----- words ------------------------------------------------------------------------------
def seat_names(view: Mapping[str, Any], colour_names: Sequence[str]) -> list[str]:
    """Who sits in each seat: the view's `player_names` when it names every seat, else
    the colour names (boards drawn outside a match: tests, benchmarks)."""
    players = view.get("player_names")
    colours = [str(c) for c in colour_names]
    if isinstance(players, list) and len(players) >= len(colours):
        return [say(p) for p in players[: len(colours)]]
    return colours


def person(name: str, colour: str) -> str:
    """A player as captions name them: "Alice (Yellow)", or just "Yellow" when the seat
    is named by its colour."""
    return colour if name == colour else w("render-person", name=name, colour=colour)


#: Stands for the player's name inside a said sentence, which is then cut around it (the
#: name alone is ever shortened).
_NAME = "⁣"


def _named(name: str, colour: str, key: str, **args: Any) -> tuple[str, str, str]:
    """Sentence `key` about the seat (its `who`) as (before the name, name, after it)."""
    if name == colour:
        return "", "", w(key, who=colour, **args)
    said = w(key, who=w("render-person", name=_NAME, colour=colour), **args)
    before, _, after = said.partition(_NAME)
    return before, name, after


def turn_headline(name: str, colour: str) -> tuple[str, str, str]:
    """The turn line, ("▶ ", "Alice", " (Yellow) to play") — "▶ Alice (Yellow) to play"."""
    before, name, after = _named(name, colour, "render-to-play")
    return (f"{TURN_MARK} {before}", name, after)


def win_headline(name: str, colour: str, score: str = "") -> tuple[str, str, str]:
    """The result line of a single winner: "Alice (Yellow) wins 20–16"."""
    if score:
        return _named(name, colour, "render-wins-score", score=score)
    return _named(name, colour, "render-wins")


def headline_text(caption: Caption) -> str:
    """The headline as one string."""
    return "".join(caption.headline)


def seat_line(seat: SeatRow) -> str:
    """A seat row as one line of text: "Alice (Yellow): 19 pieces"."""
    who = person(seat.name, seat.colour or seat.style.name)
    return w("render-seat-line", who=who, stat=seat.stat.split(" · ")[-1])


# ----- names in any script ----------------------------------------------------------------
def draw_name_line(
    img: Image.Image, xy: tuple[float, float], text: str, size: int, fill: RGB, bold: bool = True
) -> float:
    """Draw `text` (a `names.clean`ed line holding a player's name) with its left end at
    x, vertically centred on y like `draw_line(..., anchor="lm")`; returns its width."""
    ascent, descent = font(size, bold).getmetrics()
    baseline = ascent + size // 4
    mask = names.mask(text, size, bold, baseline)
    x = round(xy[0]) - names.MASK_PEN_X
    y = round(xy[1] + (ascent - descent) / 2) - baseline
    img.paste(fill, (x, y, x + mask.width, y + mask.height), mask)
    return names.width(text, size, bold)


def fit_person(
    before: str, name: str, after: str, size: int, room: float, minimum: int = MIN_SIZE
) -> tuple[str, int]:
    """`before + name + after` at the largest size in `minimum`..`size` that fits `room`
    whole; at `minimum` only the name is shortened (with "…"), never the words around it."""
    text = names.clean(name) if name else ""
    while size > minimum and names.width(before + text + after, size) > room:
        size -= 1
    if text and names.width(before + text + after, size) > room:
        text = names.shorten(text, size, max(1.0, room - names.width(before + after, size)))
    return before + text + after, size


# ----- layout -----------------------------------------------------------------------------
def _note_rows(caption: Caption, room: float) -> list[tuple[str, str, int]]:
    """The notes as (kind, text, size) rows; a note too wide at `MIN_SIZE` is split at
    " · " (and, failing that, between words) into several rows."""
    rows: list[tuple[str, str, int]] = []
    for kind, text in caption.notes:
        bold = kind == "threat"
        parts = _wrap(text, room, bold)
        size = min(fit_size(part, NOTE_SIZE, room, MIN_SIZE, bold) for part in parts)
        rows.extend((kind, part, size) for part in parts)
    return rows


def _wrap(text: str, room: float, bold: bool) -> list[str]:
    """`text` as lines that fit `room` at `MIN_SIZE` or more: whole when it fits, else cut
    at " · " (the separator kept at a line's end), then between words."""
    if line_width(text, NOTE_SIZE, bold) <= room or line_width(text, MIN_SIZE, bold) <= room:
        return [text]
    parts = text.split(" · ")
    if len(parts) == 1 and " " not in text:  # Japanese: any character may end a line
        return break_wide(text, MIN_SIZE, room, bold, line_width)
    if len(parts) > 1:
        lines: list[str] = []
        current = ""
        for k, part in enumerate(parts):
            trial = f"{current} · {part}" if current else part
            if current and line_width(trial + " ·", MIN_SIZE, bold) > room:
                lines.append(current + " ·")
                current = part
            else:
                current = trial
        return [piece for line in lines + [current] for piece in _wrap(line, room, bold)]
    # Between words, into lines of about equal width (no word left alone on a line).
    count = math.ceil(line_width(text, MIN_SIZE, bold) / room)
    target = min(room, line_width(text, MIN_SIZE, bold) / count + MIN_SIZE * 2)
    lines = []
    current = ""
    for word in text.split(" "):
        trial = f"{current} {word}" if current else word
        if current and line_width(trial, MIN_SIZE, bold) > target:
            lines.append(current)
            current = word
        else:
            current = trial
    return lines + [current] if current else lines


def caption_height(caption: Caption, room: float) -> int:
    """Pixels the caption takes under the board when its lines are `room` px wide."""
    height = 4 + round(HEADLINE_SIZE * HEADLINE_STEP)
    if _side_by_side(caption, room):
        height += round(ROW_SIZE * ROW_STEP)
    else:
        height += sum(round(ROW_SIZE * ROW_STEP) + seat.room_below for seat in caption.seats)
    height += sum(round(size * NOTE_STEP) for _, _, size in _note_rows(caption, room))
    return height + 8


#: Caption lines by content and place: the legend and the seat rows repeat from move to
#: move, the headline alternates between two players.
_LINES = TileCache(96)
#: The same lines mapped onto a board's palette (`draw_caption_indexed`), by content and
#: the parity of their row: a line moved by a longer caption above it is still found.
#: A table keeps about four lines of its own alive (its two headlines, its two seat rows),
#: so a render worker drawing for 80 tables in turn still finds them (~20 KB a line, ~7 MB
#: in all). Measured on the boards 40 Towers tables sent one worker in `bench.load`: with
#: room for 128 lines, 41 % were drawn again and a board cost 1.1 ms; with 320, 0.69 ms.
_INDEXED_LINES = PartCache(320)


def draw_caption(
    img: Image.Image,
    top: int,
    left: float,
    room: float,
    caption: Caption,
    chip: ChipDrawer | None = None,
) -> list[int]:
    """Draw `caption` from y = `top` (on the plain background) in the band `left`..`left
    + room`: headline and notes centred, seat rows from the left; `chip` draws a seat's
    chip (default: a slab with its mark). Returns, per seat row, the top y of its
    `room_below` band (where a game adds its own pictures, e.g. the pieces a seat took).

    Each line is stamped from a tile cache (`render.tiles`) when it was drawn at the same
    place before: the same pixels, one plain copy instead of a few blended pastes."""
    bands, tops = caption_bands(top, left, room, caption, chip)
    for band in bands:
        box = (0, band.top, img.width, band.top + band.height)
        _LINES.stamp(img, band.key, box, partial(band.draw, img, 0))
    return tops


def draw_caption_indexed(
    canvas: IndexedCanvas,
    top: int,
    left: float,
    room: float,
    caption: Caption,
    chip: ChipDrawer | None = None,
) -> list[int]:
    """`draw_caption` onto a palette canvas whose caption area holds the plain
    background: the same pixels, each line mapped onto the palette once and pasted from
    then on (`render.indexed.stamp_bands`)."""
    bands, tops = caption_bands(top, left, room, caption, chip)
    stamp_bands(canvas, bands, BACKGROUND, _INDEXED_LINES)
    return tops


def caption_bands(
    top: int, left: float, room: float, caption: Caption, chip: ChipDrawer | None = None
) -> tuple[list[Band], list[int]]:
    """The lines of `caption` drawn from y = `top` (see `draw_caption`) as full-width
    bands, and the top y of every seat's `room_below` band."""
    chip = chip or _slab_chip
    y = top + 4
    step = round(HEADLINE_SIZE * HEADLINE_STEP)
    key: Hashable = ("headline", caption.headline, caption.headline_style, chip, left, room, step)
    bands = [Band(key, y, step, _at(y + step / 2, _draw_headline, left, room, caption, chip))]
    y += step
    tops: list[int] = []
    row_step = round(ROW_SIZE * ROW_STEP)
    if _side_by_side(caption, room):
        key = ("seats", caption.seats, chip, left, room, row_step)
        draw = _at(y + row_step / 2, _draw_seats_in_one_row, left, room, caption, chip)
        bands.append(Band(key, y, row_step, draw))
        y += row_step
        tops = [y] * len(caption.seats)
    for seat in caption.seats if not tops else ():
        key = ("seat", seat, chip, left, room, row_step)
        bands.append(
            Band(key, y, row_step, _at(y + row_step / 2, _draw_seat, left, room, seat, chip))
        )
        y += row_step
        tops.append(y)
        y += seat.room_below
    for kind, line, size in _note_rows(caption, room):
        step = round(size * NOTE_STEP)
        colour = NOTE_COLOURS.get(kind, INK)
        key = ("note", kind, line, size, left, room, step)
        draw = _at(y + step / 2, _draw_note, left + room / 2, line, size, colour, kind == "threat")
        bands.append(Band(key, y, step, draw))
        y += step
    return bands, tops


def _at(cy: float, fn: Callable[..., None], *args: Any) -> Callable[[Image.Image, int], None]:
    """A band's drawing: `fn(img, cy - origin, *args)`, the line centred on y = `cy`."""

    def draw(img: Image.Image, origin: int) -> None:
        fn(img, cy - origin, *args)

    return draw


def _draw_note(
    img: Image.Image, cy: float, cx: float, line: str, size: int, fill: RGB, bold: bool
) -> None:
    draw_line(img, (cx, cy), line, size, fill, bold, "mm")


def _draw_headline(
    img: Image.Image, cy: float, left: float, room: float, caption: Caption, chip: ChipDrawer
) -> None:
    """The headline centred on y = `cy`: "▶ ", the chip, then the person and the verb."""
    chip_w = round(HEADLINE_SIZE * 1.25) if caption.headline_style is not None else 0
    before, name, after = caption.headline
    text, size = fit_person(before, name, after, HEADLINE_SIZE, room - chip_w, HEADLINE_MIN)
    x = left + (room - names.width(text, size) - chip_w) / 2
    if before:
        x += draw_name_line(img, (x, cy), before, size, INK)
        text = text[len(before) :]
    if caption.headline_style is not None:
        chip(img, caption.headline_style, (x + chip_w * 0.42, cy), round(chip_w * 0.8))
        x += chip_w
    draw_name_line(img, (x, cy), text, size, INK)


#: Room between seats sharing one row.
SEAT_GAP = 24


def seat_row_height() -> int:
    """The height of a seat's row (without its `room_below`)."""
    return round(ROW_SIZE * ROW_STEP)


def seat_width(seat: SeatRow) -> float:
    """The width of a seat's row at full size (its name whole): chip, name and stat."""
    stat = line_width(seat.stat, ROW_SIZE - 2, False) + 12 if seat.stat else 0.0
    return round(ROW_SIZE * 1.3) + 10 + names.width(names.clean(seat.name), ROW_SIZE) + stat


def _side_by_side(caption: Caption, room: float) -> bool:
    """Whether the seats share one row: each fits its share whole, at full size (short
    names), and no seat needs room below its row."""
    seats = caption.seats
    if len(seats) < 2 or any(seat.room_below for seat in seats):
        return False
    total = sum(seat_width(seat) for seat in seats) + SEAT_GAP * (len(seats) - 1)
    return total <= room


def _draw_seats_in_one_row(
    img: Image.Image, cy: float, left: float, room: float, caption: Caption, chip: ChipDrawer
) -> None:
    """Every seat in one row, centred, `SEAT_GAP` apart."""
    widths = [seat_width(seat) for seat in caption.seats]
    x = left + (room - sum(widths) - SEAT_GAP * (len(widths) - 1)) / 2
    for seat, width in zip(caption.seats, widths):
        _draw_seat(img, cy, x, width + 1, seat, chip)
        x += width + SEAT_GAP


def _draw_seat(
    img: Image.Image, cy: float, x: float, room: float, seat: SeatRow, chip: ChipDrawer
) -> None:
    """One seat row: chip, name (bold, shrunk then shortened to its room), stat."""
    chip_w = round(ROW_SIZE * 1.3)
    chip(img, seat.style, (x + chip_w / 2, cy), chip_w)
    x += chip_w + 10
    stat = seat.stat
    stat_w = line_width(stat, ROW_SIZE - 2, False) if stat else 0.0
    gap = 12 if stat else 0
    name, size = names.fit(
        seat.name, ROW_SIZE, max(20.0, room - chip_w - 10 - stat_w - gap), MIN_SIZE
    )
    x += draw_name_line(img, (x, cy), name, size, INK)
    if stat:
        x += gap
        draw_line(img, (x, cy), stat, ROW_SIZE - 2, INK, False, "lm")


def _slab_chip(
    img: Image.Image, style: PieceStyle, centre: tuple[float, float], width: int
) -> None:
    draw_chip(img, style, centre, width)
