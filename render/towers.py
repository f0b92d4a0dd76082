"""The Towers board as a PNG: `render(view) -> bytes` for a `TowersView` (`TowersGame.view`).

Each occupied cell shows its tower from the side (its top pieces bottom→top, each in its
colour with its mark), a height badge for towers of two or more, and a light tint of the
owner's colour; the last move is ringed with an arrow; the caption under the board says
whose turn it is (or the result) and the pieces each player controls.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import Image

from bot.games.towers.views import TowersView
from render.common import BACKGROUND, GRID_DARK, GRID_LIGHT, INK, STYLES, PieceStyle
from render.square import (
    BoardGeometry,
    blend,
    board_geometry,
    board_image,
    board_palette,
    draw_move_arrow,
    draw_move_rings,
    encode_png,
)
from render.square_stacks import draw_chip, draw_stack
from render.text import draw_line, fit_size, line_width

#: The tint of a cell whose tower a colour owns: (colour, strength) blended into the
#: checker colour. Yellow's own fill shows well; Blue uses a sky blue, since its deep fill
#: only greys the warm board.
OWNER_TINT: dict[str, tuple[tuple[int, int, int], float]] = {
    "y": ((240, 228, 66), 0.5),
    "b": ((86, 170, 230), 0.45),
}
#: Caption font sizes: the headline (turn or result) and the detail line (scores).
HEADLINE_SIZE = 32
DETAIL_SIZE = 24
#: The smallest caption size: ≥ 11 px once the image is shown 400 px wide.
MIN_SIZE = 17
CAPTION_HEIGHT = 96

RGB = tuple[int, int, int]
_FALLBACK_STYLE = PieceStyle((160, 160, 160), (80, 80, 80), "circle", (255, 255, 255), "?")


def _seat_names(view: TowersView) -> list[str]:
    names = view.get("seat_names") or ["Yellow", "Blue"]
    return [str(n) for n in names]


def _scores(view: TowersView) -> list[int]:
    scores = view.get("scores") or [0, 0]
    return [int(s) for s in scores]


def caption_lines(view: TowersView) -> list[str]:
    """The caption under the board, as two lines.

    In play: whose turn it is (and, after a pass, who passed), then each player's pieces
    controlled and the quiet count against its limit (left out when the limit is off):
    `["Yellow to move", "Yellow 19 · Blue 17 · quiet 12/40"]`.
    Finished: the result with the winner's count first, then the reason:
    `["Blue wins 20–16", "Blue owns every tower"]` or `["Draw 18–18", "Both players passed"]`.
    """
    names = _seat_names(view)
    scores = _scores(view)
    outcome = view.get("outcome")
    if outcome is not None:
        winners = list(outcome.get("winners") or [])
        reason = str(outcome.get("reason") or "")
        reason = reason[:1].upper() + reason[1:]
        if len(winners) == 1:
            w = int(winners[0])
            best = scores[w]
            rest = max((s for i, s in enumerate(scores) if i != w), default=0)
            headline = f"{names[w]} wins {best}–{rest}"
        else:
            headline = "Draw " + "–".join(str(s) for s in scores)
        return [headline, reason] if reason else [headline]
    to_move = view.get("to_move")
    headline = f"{names[int(to_move)]} to move" if to_move is not None else "Game over"
    if view.get("last_move") == "pass" and to_move is not None:
        headline += f" · {names[1 - int(to_move)]} passed"
    details = " · ".join(f"{n} {s}" for n, s in zip(names, scores))
    limit = int(view.get("quiet_limit") or 0)
    if limit > 0:
        details += f" · quiet {int(view.get('quiet') or 0)}/{limit}"
    return [headline, details]


def _headline_seat(view: TowersView) -> int | None:
    """The seat whose chip leads the headline: the one to move, or the sole winner."""
    outcome = view.get("outcome")
    if outcome is not None:
        winners = list(outcome.get("winners") or [])
        return int(winners[0]) if len(winners) == 1 else None
    to_move = view.get("to_move")
    return None if to_move is None else int(to_move)


def _style(colour: str) -> PieceStyle:
    return STYLES.get(colour, _FALLBACK_STYLE)


def _owner_tint(colour: str) -> tuple[RGB, float]:
    return OWNER_TINT.get(colour, (_style(colour).fill, 0.35))


def _palette() -> Image.Image:
    """The board's PNG palette: the shared square-board colours plus every owner-tinted
    checker colour and the caption's text edges."""
    tinted = tuple(
        blend(checker, *_owner_tint(colour))
        for colour in (*OWNER_TINT, *STYLES)
        for checker in (GRID_DARK, GRID_LIGHT)
    )
    pairs = tuple((INK, bg) for bg in tinted) + ((INK, BACKGROUND),)
    return board_palette(tinted + _FALLBACK_COLOURS, pairs)


_FALLBACK_COLOURS: tuple[RGB, ...] = (_FALLBACK_STYLE.fill, _FALLBACK_STYLE.outline)


def _draw_towers(img: Image.Image, geo: BoardGeometry, stacks: Mapping[str, Sequence[str]]) -> None:
    for name, pieces in stacks.items():
        if not pieces:
            continue
        file, rank = geo.cell_of(name)
        styles = [_style(str(p)) for p in pieces]
        draw_stack(img, geo.cell_box(file, rank), styles, badge_outline=styles[-1].outline)


def _owner_tints(
    geo: BoardGeometry, stacks: Mapping[str, Sequence[str]]
) -> dict[tuple[int, int], tuple[tuple[int, int, int], float]]:
    tints = {}
    for name, pieces in stacks.items():
        if pieces:
            tints[geo.cell_of(name)] = _owner_tint(str(pieces[-1]))
    return tints


def _draw_caption(img: Image.Image, geo: BoardGeometry, view: TowersView) -> None:
    lines = caption_lines(view)
    colours = list(view.get("colours") or ["y", "b"])
    room = geo.width - 2 * geo.margin
    y = geo.board_bottom + 4
    seat = _headline_seat(view)
    headline = lines[0]
    chip = HEADLINE_SIZE * 1.3 if seat is not None else 0.0
    size = fit_size(headline, HEADLINE_SIZE, room - chip, MIN_SIZE)
    width = line_width(headline, size) + chip
    x = (geo.width - width) / 2
    cy = y + size * 0.62
    if seat is not None:
        draw_chip(img, _style(str(colours[seat])), (x + chip * 0.4, cy), round(chip * 0.78))
    draw_line(img, (x + chip, cy), headline, size, INK, anchor="lm")
    y += round(size * 1.4)
    for line in lines[1:]:
        size = fit_size(line, DETAIL_SIZE, room, MIN_SIZE, bold=False)
        draw_line(img, (geo.width / 2, y + size * 0.55), line, size, INK, bold=False, anchor="mm")
        y += round(size * 1.35)


def render(view: TowersView) -> bytes:
    """The PNG of a Towers view: the board with coordinates on every edge, each tower's
    pieces in order with its height, owners' tints, the last move ringed with an arrow, and
    the caption of `caption_lines`."""
    geo = board_geometry(int(view.get("files", 6)), int(view.get("ranks", 6)), CAPTION_HEIGHT)
    stacks: Mapping[str, Sequence[str]] = view.get("stacks") or {}
    img, draw = board_image(geo, _owner_tints(geo, stacks))
    last = view.get("last_cells")
    move = (geo.cell_of(last[0]), geo.cell_of(last[1])) if last and len(last) == 2 else None
    if move is not None:
        draw_move_rings(draw, geo, *move)
    _draw_towers(img, geo, stacks)
    if move is not None:
        draw_move_arrow(draw, geo, *move)
    _draw_caption(img, geo, view)
    return encode_png(img, _palette())
