"""The Towers board as a PNG: `render(view) -> bytes` for a `TowersView` (`TowersGame.view`).

Each occupied cell shows its tower from the side (its top pieces bottom→top, each in its
colour with its mark), a height badge for towers of two or more, and a light tint of the
owner's colour; the last move is ringed with an arrow; the caption under the board
(`caption`) names the player on turn (or the result), each seat's player with the pieces
they control, the quiet count in words and what the numbers and tints mean.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.games.towers.views import TowersView
from bot.i18n import text
from render.common import BACKGROUND, GRID_DARK, GRID_LIGHT, INK, STYLES, PieceStyle
from render.indexed import IndexedCanvas, Paints, PartCache
from render.lang import colour, say, seat_words, w
from render.square import (
    BoardGeometry,
    blend,
    board_geometry,
    board_palette,
    checker_colour,
)
from render.square_caption import (
    Caption,
    SeatRow,
    caption_height,
    draw_caption_indexed,
    headline_text,
    person,
    seat_line,
    seat_names,
    turn_headline,
    win_headline,
)
from render.square_indexed import (
    MoveMarks,
    bare,
    cell_place,
    cell_places,
    indexed_board,
    move_marks,
    overlaps,
    paste_window,
    stack_part,
    window_image,
)
from render.square_stacks import stamp_stack
from render.targets import (
    TARGET_COLOURS,
    TARGET_PAIRS,
    Target,
    draw_square_targets,
    read_targets,
)

#: The tint of a cell whose tower a colour owns: (colour, strength) blended into the
#: checker colour. Yellow's own fill shows well; Blue uses a sky blue, since its deep fill
#: only greys the warm board.
OWNER_TINT: dict[str, tuple[tuple[int, int, int], float]] = {
    "y": ((240, 228, 66), 0.5),
    "b": ((86, 170, 230), 0.45),
}
#: Free pixels left and right of the caption.
CAPTION_INSET = 18
#: What the numbers and tints on the board mean.
LEGEND = text("en", "render-towers-legend")

RGB = tuple[int, int, int]
_FALLBACK_STYLE = PieceStyle((160, 160, 160), (80, 80, 80), "circle", (255, 255, 255), "?")


def _colour_names(view: TowersView) -> list[str]:
    return seat_words(view, [colour("y"), colour("b")])


def _scores(view: TowersView) -> list[int]:
    scores = view.get("scores") or [0, 0]
    return [int(s) for s in scores]


def caption(view: TowersView) -> Caption:
    """The caption under the board.

    Headline: whose turn it is ("▶ Alice (Yellow) to play") or the result with the
    winner's count first ("Alice (Yellow) wins 20–16", "Draw 18–18"). One row per seat:
    chip, player, pieces controlled. Notes: who passed, why the game ended, the quiet count
    in words ("12 of 40 moves without a merge (at 40 the game ends)"), and what the
    numbers and tints on the board mean."""
    colours = _colour_names(view)
    players = seat_names(view, colours)
    styles = [_style(str(c)) for c in view.get("colours") or ["y", "b"]]
    scores = _scores(view)
    notes: list[tuple[str, str]] = []
    outcome = view.get("outcome")
    to_move = view.get("to_move")
    style: PieceStyle | None = None
    if outcome is not None:
        winners = list(outcome.get("winners") or [])
        if len(winners) == 1:
            won = int(winners[0])
            rest = max((s for i, s in enumerate(scores) if i != won), default=0)
            headline = win_headline(players[won], colours[won], f"{scores[won]}–{rest}")
            style = styles[won]
        else:
            headline = ("", "", w("render-draw-score", score="–".join(str(s) for s in scores)))
        reason = say(outcome.get("reason") or "")
        if reason:
            notes.append(("detail", reason[:1].upper() + reason[1:]))
    elif to_move is not None:
        seat = int(to_move)
        headline, style = turn_headline(players[seat], colours[seat]), styles[seat]
        if view.get("last_move") == "pass":
            other = 1 - seat
            notes.append(("detail", w("render-passed", who=person(players[other], colours[other]))))
    else:
        headline = ("", "", w("render-game-over"))
    limit = int(view.get("quiet_limit") or 0)
    if limit > 0 and outcome is None:
        quiet = int(view.get("quiet") or 0)
        notes.append(("detail", w("render-towers-quiet", count=quiet, limit=limit)))
    notes.append(("legend", w("render-towers-legend")))
    seats = tuple(
        SeatRow(st, player, _seat_stat(player, colour, score), colour=colour)
        for st, player, colour, score in zip(styles, players, colours, scores)
    )
    return Caption(headline, style, seats, tuple(notes))


def _seat_stat(player: str, colour: str, score: int) -> str:
    pieces = w("render-towers-pieces", count=score)
    return pieces if player == colour else f"{colour} · {pieces}"


def caption_lines(view: TowersView) -> list[str]:
    """The caption as plain lines: the headline, "Alice (Yellow): 19 pieces" per seat,
    then the notes."""
    cap = caption(view)
    rows = [seat_line(s) for s in cap.seats]
    return [headline_text(cap), *rows, *(text for _, text in cap.notes)]


def _style(colour: str) -> PieceStyle:
    return STYLES.get(colour, _FALLBACK_STYLE)


def _owner_tint(colour: str) -> tuple[RGB, float]:
    return OWNER_TINT.get(colour, (_style(colour).fill, 0.35))


@lru_cache(maxsize=2)
def _paints(marked: bool = False) -> Paints:
    """The board's palette (`_palette`) as `Paints` (one per palette: caches key on it)."""
    return Paints(_palette(marked))


def _palette(marked: bool = False) -> Image.Image:
    """The board's PNG palette: the shared square-board colours plus every owner-tinted
    checker colour and the caption's text edges (and, when `marked`, the "where can it
    go" marks' colours)."""
    tinted = tuple(
        blend(checker, *_owner_tint(colour))
        for colour in (*OWNER_TINT, *STYLES)
        for checker in (GRID_DARK, GRID_LIGHT)
    )
    pairs = tuple((INK, bg) for bg in tinted) + ((INK, BACKGROUND),)
    if marked:
        return board_palette(tinted + _FALLBACK_COLOURS + TARGET_COLOURS, pairs + TARGET_PAIRS)
    return board_palette(tinted + _FALLBACK_COLOURS, pairs)


_FALLBACK_COLOURS: tuple[RGB, ...] = (_FALLBACK_STYLE.fill, _FALLBACK_STYLE.outline)
#: Slabs a cell shows at most (`square_stacks.stack_layout`).
MAX_SLABS = 5
#: Cells with their towers, mapped (`square_indexed.stack_part`), by what they show.
_CELLS = PartCache(512)


def _cell_part(
    paints: Paints, cell: int, file: int, rank: int, pieces: Sequence[str]
) -> Image.Image:
    """The cell at (`file`, `rank`) holding the tower `pieces` on its owner's tint, mapped
    (kept by what it shows: its ground and its top pieces)."""
    key = (paints, cell, (file + rank) % 2, len(pieces), tuple(pieces[-MAX_SLABS:]))
    return _CELLS.get(key, lambda: _draw_cell(paints, cell, file, rank, pieces))


def _draw_cell(
    paints: Paints, cell: int, file: int, rank: int, pieces: Sequence[str]
) -> Image.Image:
    styles = [_style(str(p)) for p in pieces]
    ground = blend(checker_colour(file, rank), *_owner_tint(str(pieces[-1])))
    return stack_part(paints, cell, ground, styles, MAX_SLABS, styles[-1].outline)


def render(view: TowersView) -> bytes:
    """The PNG of a Towers view: the board with coordinates on every edge, each tower's
    pieces in order with its height, owners' tints, the last move ringed with an arrow, the
    "where can it go" marks of `targets` when the view has them, and the caption of
    `caption_lines`.

    Composed in palette mode (`render.square_indexed`): towers are pasted already mapped,
    and only the cells under the last move's marks (the whole board when it is marked with
    targets) are drawn in RGB and mapped; the same pixels as drawing it all in RGB."""
    files, ranks = int(view.get("files", 6)), int(view.get("ranks", 6))
    cap = caption(view)
    room = board_geometry(files, ranks).width - 2 * CAPTION_INSET
    geo = board_geometry(files, ranks, caption_height(cap, room))
    stacks: Mapping[str, Sequence[str]] = view.get("stacks") or {}
    targets = read_targets(view)
    canvas = indexed_board(geo, _paints(bool(targets)))
    last = view.get("last_cells")
    move = (geo.cell_of(last[0]), geo.cell_of(last[1])) if last and len(last) == 2 else None
    marks = move_marks(bare(geo), *move) if move is not None else None
    window = None
    if targets:
        window = (0, 0, geo.width, geo.board_bottom)
    elif marks is not None:
        window = marks.window
    inside: dict[str, Sequence[str]] = {}
    places = cell_places(bare(geo))
    for name, pieces in stacks.items():
        if not pieces:
            continue
        file, rank, box = places.get(name) or cell_place(geo, name)
        if window is not None and overlaps(box, window):
            inside[name] = pieces
        else:
            canvas.paste(_cell_part(canvas.paints, geo.cell, file, rank, pieces), box[:2])
    if window is not None:
        _draw_window(canvas, geo, window, inside, marks, move, targets)
    draw_caption_indexed(canvas, geo.board_bottom, CAPTION_INSET, room, cap)
    return canvas.png()


def _draw_window(
    canvas: IndexedCanvas,
    geo: BoardGeometry,
    window: tuple[int, int, int, int],
    stacks: Mapping[str, Sequence[str]],
    marks: MoveMarks | None,
    move: tuple[tuple[int, int], tuple[int, int]] | None,
    targets: list[Target],
) -> None:
    """Draw the cells in `window` (whole cells; the whole board when there are
    `targets`) in RGB as on a whole board — owners' tints, the last move's rings, the
    towers `stacks` (in cells under the rings drawn afresh, elsewhere stamped from the
    tile cache), its arrow, the targets' marks — then map them onto `canvas`."""
    img = window_image(geo, window)
    ox, oy = window[:2]
    draw = ImageDraw.Draw(img)
    busy = set(move) if move is not None else set()
    towers: list[tuple[tuple[int, int, int, int], list[PieceStyle], RGB | None]] = []
    for name, pieces in stacks.items():
        file, rank = geo.cell_of(name)
        x0, y0, x1, y1 = geo.cell_box(file, rank)
        box = (x0 - ox, y0 - oy, x1 - ox, y1 - oy)
        ground = blend(checker_colour(file, rank), *_owner_tint(str(pieces[-1])))
        draw.rectangle((box[0], box[1], box[2] - 1, box[3] - 1), fill=ground)
        styles = [_style(str(p)) for p in pieces]
        towers.append((box, styles, None if (file, rank) in busy else ground))
    if marks is not None:
        marks.rings.stamp(img, (ox, oy))
    for box, styles, kept in towers:
        stamp_stack(img, box, styles, kept, MAX_SLABS, styles[-1].outline)
    if marks is not None:
        marks.arrow.stamp(img, (ox, oy))
    if targets:  # drawn at fractional coordinates: only on the whole board
        assert (ox, oy) == (0, 0)
        draw_square_targets(img, draw, geo, targets)
    paste_window(canvas, img, window)
