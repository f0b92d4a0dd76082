"""Kitty Stack Tower board image: a public `KittyView` (see `bot.games.kitty.views`) →
PNG bytes.

`render(view)` draws the flat-topped hex board with every cell's name, each stack as a
little side-view tower of its top pieces (colour + colour-blind mark) with its height in
large digits, the cell tinted by its owner, Rainbow / Twist tokens as badges and the last
action (arrow for stack / chain / flip, scissors and a dashed ring for disassemble). A
caption above says whose turn it is (or the set-up progress, or the result) and shows every
seat's public score; a footer names the last action, revealed cards and the stacks removed
by Monochromatic Frenzy. Only public keys of the view are read — never `secret`.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from bot.core.grid import hex_grid
from bot.games.kitty.views import KittyView
from render.common import BACKGROUND, HIGHLIGHT, INK, LAST_MOVE, MUTED, STYLES
from render.hexgeom import (
    CUT,
    RAINBOW,
    RGB,
    TWIST,
    WHITE,
    HexLayout,
    Point,
    draw_cat_head,
    draw_rainbow,
    draw_swirl,
    encode_with_palette,
    fit_text,
    hex_corners,
    stamp_text,
)
from render.kitty_caption import (
    clear_removed,
    draw_footer,
    draw_header,
    footer_height,
    header_height,
)
from render.kitty_legend import clear_legends
from render.kitty_marks import draw_last_action
from render.kitty_panel import CARD_BACK, CHIP_ACTIVE, PANEL, clear_rows
from render.kitty_stack import (
    band_height,
    clear_stacks,
    label_font,
    label_pos,
    number_font,
    stamp_stack,
)
from render.kitty_targets import draw_hex_targets
from render.kitty_view import (
    EMPTY,
    LABEL,
    LAWN,
    LAWN_EDGE,
    MARGIN,
    MAX_SHOWN,
    BoardView,
    cell_size,
    image_size,
    read_view,
    style_of,
    tint_of,
)
from render.lang import current, w
from render.palette import build_palette
from render.targets import TARGET_COLOURS, TARGET_PAIRS, Target, picked_cells, read_targets

__all__ = [
    "band_height",
    "cell_center",
    "cell_size",
    "clear_tiles",
    "draw_board",
    "image_size",
    "label_font",
    "number_font",
    "render",
]

# --------------------------------------------------------------------------- palette


def board_colours() -> list[RGB]:
    """Every flat colour of the board image; the PNG palette keeps each one exact."""
    used = [STYLES[c] for c in "rybgw"]  # the four seats, and unknown letters
    return [
        BACKGROUND,
        INK,
        MUTED,
        LABEL,
        LAWN,
        LAWN_EDGE,
        EMPTY,
        WHITE,
        HIGHLIGHT,
        LAST_MOVE,
        CUT,
        TWIST,
        PANEL,
        CHIP_ACTIVE,
        CARD_BACK,
        *[c for st in used for c in (st.fill, st.outline, st.mark_fill)],
        *[tint_of(c) for c in "rybg"],
        *RAINBOW,
    ]


def _text_pairs() -> list[tuple[RGB, RGB]]:
    """The (text colour, background) pairs whose soft edges the board's palette keeps."""
    used = [STYLES[c] for c in "rybgw"]
    tints = [tint_of(c) for c in "rybg"]
    backgrounds = [BACKGROUND, EMPTY, PANEL, CHIP_ACTIVE, WHITE, *tints]
    pairs = [(fg, bg) for fg in (INK, MUTED, LABEL) for bg in backgrounds]
    pairs += [(WHITE, INK)] + [(st.outline, st.fill) for st in used]
    pairs += [(st.mark_fill, st.fill) for st in used]
    pairs += [(st.fill, bg) for st in used for bg in (BACKGROUND, PANEL)]
    return pairs


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    """The fixed PNG palette: every flat colour the board uses plus text-edge blends."""
    return build_palette(board_colours(), _text_pairs())


@lru_cache(maxsize=1)
def _target_palette() -> Image.Image:
    """The palette of a "where can it go" picture: the board's plus the marks' colours."""
    return build_palette([*board_colours(), *TARGET_COLOURS], [*_text_pairs(), *TARGET_PAIRS])


# --------------------------------------------------------------------------- empty board


def _empty_board(radius: int) -> tuple[Image.Image, HexLayout]:
    """The board band with every cushion empty and named, the game's name in its corner
    (cached per radius and language; copied)."""
    return _empty_board_in(radius, current())


@lru_cache(maxsize=8)
def _empty_board_in(radius: int, lang: str) -> tuple[Image.Image, HexLayout]:
    width, height = image_size(radius)
    s = cell_size(radius)
    layout = HexLayout(radius, s, (width / 2, height / 2))
    img = Image.new("RGB", (width, height), BACKGROUND)
    draw = ImageDraw.Draw(img)
    grid = hex_grid(radius)
    for cell in grid.cells:
        cx, cy = layout.center(cell)
        draw.polygon(hex_corners(cx, cy, s + 3), fill=LAWN_EDGE)
    for cell in grid.cells:
        cx, cy = layout.center(cell)
        draw.polygon(hex_corners(cx, cy, s + 0.5), fill=LAWN)
    for cell in grid.cells:
        cx, cy = layout.center(cell)
        draw.polygon(hex_corners(cx, cy, s * 0.92), fill=EMPTY)
        stamp_text(img, (cx, cy), grid.name(cell), label_font(s), LABEL)
    _draw_title(img, draw)
    return img, layout


def _draw_title(img: Image.Image, draw: ImageDraw.ImageDraw) -> None:
    """The game's name with the four cats, in the empty top-left corner of the board."""
    x, y = MARGIN, 8
    for k, colour in enumerate("rybg"):
        draw_cat_head(draw, x + 11 + k * 25, y + 14, 10, style_of(colour), with_mark=False)
    for row, key in ((42, "render-kitty-title-top"), (66, "render-kitty-title-bottom")):
        label = fit_text(w(key), 21, 150)
        stamp_text(img, (x, y + row), label, 21, LABEL, anchor="lm")


#: Where token badges sit on a cushion, as fractions of the hex size: Rainbow top-right,
#: Twist top-left, anything else below the height number.
TOKEN_SPOTS = {"rainbow": (0.50, -0.36), "twist": (-0.50, -0.36)}
OTHER_SPOT = (0.36, 0.58)


def _draw_tokens(
    draw: ImageDraw.ImageDraw, img: Image.Image, cx: float, cy: float, s: float, tokens: list[str]
) -> None:
    """A round badge per kind of token on the stack, with a count when there are several."""
    r = s * 0.17
    for kind in sorted(set(tokens)):
        fx, fy = TOKEN_SPOTS.get(kind, OTHER_SPOT)
        bx, by = cx + s * fx, cy + s * fy
        draw.ellipse((bx - r, by - r, bx + r, by + r), fill=WHITE, outline=INK, width=2)
        if kind == "rainbow":
            draw_rainbow(draw, bx, by + r * 0.42, r * 0.84, r * 0.21)
        elif kind == "twist":
            draw_swirl(draw, bx, by, r * 0.62, TWIST, max(2, round(r / 5)))
        else:
            stamp_text(img, (bx, by), kind[:1].upper(), round(r * 1.2), INK)
        count = tokens.count(kind)
        if count > 1:  # a small dark counter dot on the badge's lower corner
            dx, dy, dr = bx + r * 0.8, by + r * 0.8, r * 0.62
            draw.ellipse((dx - dr, dy - dr, dx + dr, dy + dr), fill=INK)
            stamp_text(img, (dx, dy), str(count), round(dr * 1.5), WHITE)


def _max_shown(tokens: list[str]) -> int:
    """How many pieces a stack's side view shows (one fewer under a Twist badge)."""
    return MAX_SHOWN - 1 if "twist" in tokens else MAX_SHOWN


# --------------------------------------------------------------------------- the image


def draw_board(board: BoardView, img: Image.Image, top: int) -> None:
    """Draw the board band (cushions, stacks, tokens, last action) onto `img` with its top
    edge at y = `top`."""
    base, base_layout = _empty_board(board.radius)
    img.paste(base, (0, top))
    ox, oy = base_layout.origin
    layout = HexLayout(board.radius, base_layout.size, (ox, oy + top))
    draw = ImageDraw.Draw(img)
    s = layout.size
    grid = hex_grid(board.radius)
    for cell, pieces in board.stacks.items():
        cx, cy = layout.center(cell)
        stamp_stack(
            img,
            (board.radius, top),
            cx,
            cy,
            s,
            grid.name(cell),
            pieces,
            _max_shown(board.tokens.get(cell, [])),
        )
    for cell, tokens in board.tokens.items():
        cx, cy = layout.center(cell)
        _draw_tokens(draw, img, cx, cy, s, tokens)
    if board.last_kind is not None and board.last_cells:
        draw_last_action(draw, layout, board.last_cells, board.last_kind)
        for cell in set(board.last_cells):
            _relabel(img, draw, layout, cell, grid.name(cell), board.stacks.get(cell))


def _relabel(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    layout: HexLayout,
    cell: tuple[int, int],
    name: str,
    pieces: list[str] | None,
) -> None:
    """Write a cell's name again on a small pill, above any arrow drawn across it."""
    s = layout.size
    cx, cy = layout.center(cell)
    x, y = label_pos(cx, cy, s, not pieces)
    size = label_font(s)
    half_w, half_h = size * 0.62 * max(2, len(name)) / 2 + 5, size * 0.62
    draw.rounded_rectangle(
        (x - half_w, y - half_h, x + half_w, y + half_h),
        radius=half_h,
        fill=tint_of(pieces[-1]) if pieces else EMPTY,
    )
    stamp_text(img, (x, y), name, size, INK if pieces else LABEL)


def _relabel_marked(
    img: Image.Image, layout: HexLayout, board: BoardView, targets: list[Target]
) -> None:
    """Every marked cushion's name written again on its pill, above the marks' outlines."""
    grid = hex_grid(board.radius)
    draw = ImageDraw.Draw(img)
    names = {t.cell for t in targets} | set(picked_cells(targets))
    for cell in grid.cells:
        if grid.name(cell) in names:
            _relabel(img, draw, layout, cell, grid.name(cell), board.stacks.get(cell))


def clear_tiles() -> None:
    """Forget every cached stack, score row, Frenzy panel and key (benchmarks time the cold path with it)."""
    clear_stacks()
    clear_rows()
    clear_removed()
    clear_legends()


def cell_center(view: KittyView, name: str) -> Point:
    """Pixel centre, in the image `render(view)` makes, of the cell called `name`
    (raises `InvalidMoveError` for a name that is not on the view's board)."""
    board = read_view(view)
    _base, layout = _empty_board(board.radius)
    x, y = layout.center(hex_grid(board.radius).parse(name))
    return x, y + header_height(board, image_size(board.radius)[0])


def render(view: KittyView) -> bytes:
    """PNG bytes of the Kitty Stack Tower public `view`. Accepts radius 3–6, 2–4 seats,
    the set-up, play and finished phases; marks `targets` ("where can it go") when the
    view has them; ignores `secret` and any unknown keys."""
    board = read_view(view)
    width, band_height = image_size(board.radius)
    top = header_height(board, width)
    bottom = footer_height(board, width)
    img = Image.new("RGB", (width, top + band_height + bottom), BACKGROUND)
    draw_board(board, img, top)
    targets = read_targets(view)
    if targets:
        base_layout = _empty_board(board.radius)[1]
        ox, oy = base_layout.origin
        layout = HexLayout(board.radius, base_layout.size, (ox, oy + top))
        draw_hex_targets(img, layout, board.radius, targets)
        _relabel_marked(img, layout, board, targets)
    draw_header(img, board)
    draw_footer(img, board, top + band_height)
    return encode_with_palette(img, _target_palette() if targets else _palette())
