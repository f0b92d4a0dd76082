"""The picture of a finished game's analysis (`bot.ai.analysis.analyse`'s output): who was
ahead move by move, one curve per player in their colour and mark, and the three biggest
swings marked on the curve and labelled underneath (the move played → the AI's move).

Drawn with Pillow, like every other picture of the bot: the fonts that draw any player's
name (`render.names`) and the colours and marks of the boards (`render.common.STYLES`) are
already here, a chart of a few hundred points takes milliseconds, and a plotting library
(matplotlib: about 40 MB installed, a second to import in every render process) would draw
the same lines in another font. The image is drawn at twice its size and scaled down once,
so the curves are smooth (Pillow's lines are not antialiased) and it stays readable when
Discord shows it 400 px wide.

    png = render(analysis, player_names=["alice", "Kitty AI 1 (hard)"])
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from render.common import (
    BACKGROUND,
    GRID_DARK,
    GRID_LIGHT,
    INK,
    LAST_MOVE,
    MUTED,
    STYLES,
    PieceStyle,
    draw_mark,
    to_png,
)
from render.lang import english, say, using, w
from render.names import draw_name, fit, shorten
from render.text import draw_line

# ----- texts (every word this picture shows: `render-analysis-…` in the catalogue) ---------
FIGURES = ("1", "2", "3")

#: The picture's size as sent (it is drawn at `SCALE` times this and scaled down).
WIDTH = 800
SCALE = 2
#: The seat colours by order, for seats whose colour name matches no style.
FALLBACK_ORDER = ("r", "b", "y", "g", "k", "w")
#: Styles whose fill is too pale for a line on the paper: their curve uses the outline.
PALE = frozenset({"w", "y"})


def seat_styles(seat_names: Sequence[str], players: int) -> list[PieceStyle]:
    """Each seat's style: the style whose colour name is the seat's name ("Blue"), else
    the next unused one in `FALLBACK_ORDER`."""
    by_name = {style.name.lower(): key for key, style in STYLES.items()}
    keys: list[str | None] = []
    for seat in range(players):
        name = seat_names[seat].strip().lower() if seat < len(seat_names) else ""
        keys.append(by_name.get(name))
    spare = [k for k in FALLBACK_ORDER if k not in keys]
    out = []
    for key in keys:
        out.append(STYLES[key if key is not None else spare.pop(0)])
    return out


def _cased(style: PieceStyle) -> bool:
    """True for a pale colour (white, yellow): its curve is drawn in its fill inside a
    border of its outline, so it shows on the paper and differs from a dark curve."""
    return any(STYLES[key] == style for key in PALE)


def render(
    analysis: Mapping[str, Any],
    player_names: Sequence[str] | None = None,
    title: str | None = None,
    lang: str = "en",
) -> bytes:
    """The PNG of `analysis`: a curve per seat (its colour, its mark every few moves and
    at the end; a legend with the players' names, else the seats' colour names), x = move
    number, y = chance to win, and the swings numbered on the chart and explained below.
    Deterministic: the same analysis gives the same bytes. Every word in `lang`."""
    with using(lang):
        return _render(analysis, player_names, title)


def _render(
    analysis: Mapping[str, Any], player_names: Sequence[str] | None, title: str | None
) -> bytes:
    title = title if title is not None else w("render-analysis-title")
    values: list[list[float]] = [[float(v) for v in row] for row in analysis.get("values", [])]
    players = int(analysis.get("players", len(values[0]) if values else 2))
    english_names = [english(s) for s in analysis.get("seat_names") or []]
    seat_names = [say(s) for s in analysis.get("seat_names") or []]
    people = [say(n) for n in player_names or []]
    names = [
        people[s] if s < len(people) and people[s].strip() else _seat_label(seat_names, s)
        for s in range(players)
    ]
    styles = seat_styles(english_names, players)
    swings: list[Mapping[str, Any]] = list(analysis.get("swings") or [])[: len(FIGURES)]

    k = SCALE
    width = WIDTH * k
    legend_rows = (players + 1) // 2
    top = (96 + 34 * legend_rows) * k
    plot_h = 300 * k
    label_h = (34 * max(1, len(swings)) + 16) * k
    height = top + plot_h + 44 * k + label_h
    img = Image.new("RGB", (width, height), BACKGROUND)
    draw = ImageDraw.Draw(img)
    draw_line(img, (24 * k, 16 * k), title, 26 * k, INK)
    _legend(img, draw, names, styles, 24 * k, 58 * k)

    left, right = 84 * k, width - 28 * k
    bottom = top + plot_h
    moves = max(1, len(values) - 1)

    def x_of(ply: float) -> float:
        return left + (right - left) * ply / moves

    def y_of(value: float) -> float:
        return bottom - plot_h * min(1.0, max(0.0, value))

    _axes(img, draw, left, right, top, bottom, moves, x_of, y_of)
    placed: list[float] = []
    for number, swing in enumerate(swings):
        ply = int(swing.get("ply", 0))
        x = x_of(ply)
        for y in range(top, bottom, 14 * k):
            draw.line((x, y, x, min(bottom, y + 7 * k)), fill=LAST_MOVE, width=2 * k)
        # Badges of swings a few moves apart sit side by side rather than on each other.
        bx = max([x, *(p + 26 * k for p in placed if abs(p - x) < 26 * k)])
        placed.append(bx)
        _badge(img, draw, bx, top - 16 * k, FIGURES[number])
    _curves(draw, values, styles, x_of, y_of, players)
    for number, swing in enumerate(swings):
        seat = int(swing.get("seat", 0))
        ply = int(swing.get("ply", 0))
        if 0 < ply < len(values) and 0 <= seat < players:
            cy = y_of(values[ply][seat])
            draw.ellipse(
                (x_of(ply) - 9 * k, cy - 9 * k, x_of(ply) + 9 * k, cy + 9 * k),
                outline=LAST_MOVE,
                width=3 * k,
            )
    _labels(img, draw, swings, names, styles, 24 * k, bottom + 44 * k, width - 48 * k)
    small = img.resize((WIDTH, height // k), Image.Resampling.LANCZOS)
    return to_png(small)


def _seat_label(seat_names: Sequence[str], seat: int) -> str:
    return seat_names[seat] if seat < len(seat_names) else f"{seat + 1}"


def _legend(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    names: Sequence[str],
    styles: Sequence[PieceStyle],
    x0: int,
    y0: int,
) -> None:
    """Two seats per row: the mark on a disc of the seat's colour, then the name."""
    k = SCALE
    column = (WIDTH * k - 2 * x0) // 2
    for seat, (name, style) in enumerate(zip(names, styles, strict=True)):
        x = x0 + column * (seat % 2)
        y = y0 + 34 * k * (seat // 2)
        _disc(draw, x + 13 * k, y + 13 * k, 13 * k, style)
        text, size = fit(name, 20 * k, column - 44 * k, 13 * k)
        draw_name(draw, (x + 34 * k, y + 21 * k), text, size, INK)


def _disc(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, style: PieceStyle) -> None:
    draw.ellipse(
        (cx - r, cy - r, cx + r, cy + r), fill=style.fill, outline=style.outline, width=SCALE
    )
    draw_mark(draw, style.mark, cx, cy, r * 0.5, style.mark_fill)


def _axes(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    left: int,
    right: int,
    top: int,
    bottom: int,
    moves: int,
    x_of: Any,
    y_of: Any,
) -> None:
    """Grid lines at 0, 25, 50, 75 and 100 % (50 % darker: level), move numbers below."""
    k = SCALE
    for share in (0.0, 0.25, 0.5, 0.75, 1.0):
        y = y_of(share)
        colour = GRID_DARK if share in (0.0, 0.5, 1.0) else GRID_LIGHT
        draw.line((left, y, right, y), fill=colour, width=(2 if share == 0.5 else 1) * k)
        draw_line(img, (left - 10 * k, y), f"{share:.0%}", 15 * k, MUTED, anchor="rm")
    draw_line(img, (8 * k, top - 40 * k), w("render-analysis-axis-y"), 14 * k, MUTED, bold=False)
    step = _tick_step(moves)
    for ply in range(0, moves + 1, step):
        x = x_of(ply)
        draw.line((x, bottom, x, bottom + 6 * k), fill=GRID_DARK, width=k)
        draw_line(img, (x, bottom + 8 * k), str(ply), 15 * k, MUTED, anchor="ma")
    axis_x = w("render-analysis-axis-x")
    draw_line(img, (right, bottom + 26 * k), axis_x, 14 * k, MUTED, bold=False, anchor="ra")


def _tick_step(moves: int) -> int:
    """A round step giving at most about ten move numbers on the axis."""
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500):
        if moves / step <= 10:
            return step
    return max(1, moves // 10)


def _curves(
    draw: ImageDraw.ImageDraw,
    values: Sequence[Sequence[float]],
    styles: Sequence[PieceStyle],
    x_of: Any,
    y_of: Any,
    players: int,
) -> None:
    """Each seat's curve, then its mark every few moves (staggered between seats so
    overlapping curves still show every mark) and at the last point."""
    k = SCALE
    if not values:
        return
    every = max(1, (len(values) - 1) // 8)
    for seat in range(players):
        points = [(x_of(i), y_of(row[seat])) for i, row in enumerate(values)]
        style = styles[seat]
        if len(points) < 2:
            continue
        if _cased(style):
            draw.line(points, fill=style.outline, width=6 * k, joint="curve")
            draw.line(points, fill=style.fill, width=3 * k, joint="curve")
        else:
            draw.line(points, fill=style.fill, width=4 * k, joint="curve")
    for seat in range(players):
        offset = (seat * every) // max(1, players)
        marked = {i for i in range(offset, len(values), every)} | {len(values) - 1}
        for i in sorted(marked):
            _disc(draw, x_of(i), y_of(values[i][seat]), 8 * k, styles[seat])


def _badge(img: Image.Image, draw: ImageDraw.ImageDraw, x: float, y: float, text: str) -> None:
    k = SCALE
    draw.ellipse((x - 12 * k, y - 12 * k, x + 12 * k, y + 12 * k), fill=LAST_MOVE)
    draw_line(img, (x, y), text, 16 * k, (255, 255, 255), anchor="mm")


def _labels(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    swings: Sequence[Mapping[str, Any]],
    names: Sequence[str],
    styles: Sequence[PieceStyle],
    x0: int,
    y0: int,
    room: int,
) -> None:
    """One line per swing: its badge, the mover's mark, the move played and the AI's."""
    k = SCALE
    if not swings:
        draw_line(img, (x0, y0), w("render-analysis-no-swings"), 18 * k, MUTED, bold=False)
        return
    for number, swing in enumerate(swings):
        y = y0 + 34 * k * number
        _badge(img, draw, x0 + 12 * k, y + 12 * k, FIGURES[number])
        seat = int(swing.get("seat", 0))
        if 0 <= seat < len(styles):
            _disc(draw, x0 + 42 * k, y + 12 * k, 10 * k, styles[seat])
        who = names[seat] if 0 <= seat < len(names) else "?"
        preferred = swing.get("preferred")
        value = swing.get("preferred_value")
        args = {
            "ply": str(swing.get("ply", "?")),
            "who": who,
            "played": say(swing.get("played", "")),
        }
        if preferred and isinstance(value, int | float):
            text = w(
                "render-analysis-swing-ai", **args, preferred=say(preferred), value=float(value)
            )
        else:
            text = w("render-analysis-swing", **args)
        size = 17 * k
        line = shorten(text, size, room - 60 * k)
        draw_name(draw, (x0 + 60 * k, y + 18 * k), line, size, INK)
