"""The caption above the Kitty Stack Tower board (who is to play, by name; set-up progress
or the result; then the score panel, `render.kitty_panel`) and the footer below it (the
last action in words, revealed or final cards, the stacks removed by Monochromatic Frenzy,
and the key to the image's marks, `render.kitty_legend`). Players' names are drawn in any
script (`render.kitty_type`)."""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from render import kitty_type, names
from render.common import HIGHLIGHT, INK, MUTED
from render.hexgeom import (
    RGB,
    draw_cat_head,
    draw_crown,
    draw_piece_chip,
    draw_star,
    stamp_text,
    text_width,
)
from render.kitty_legend import draw_legend, legend_height
from render.kitty_panel import PANEL, columns, draw_panel, panel_height, winners
from render.kitty_view import LAWN, MARGIN, BoardView, as_int, style_of
from render.lang import current, say, w
from render.tiles import TileCache, pixel_box

STATUS_SIZE, SUB_SIZE, FOOT_SIZE = 28, 21, 21
#: The widest a player's name may be in the status line (at `STATUS_SIZE`).
STATUS_NAME_ROOM = 300
#: The last action kinds that do not touch the board (each said by
#: `render-kitty-last-<kind>`).
OTHER_KINDS = frozenset(("pass", "done", "force", "give", "offer", "accept", "decline"))
#: Kinds whose notation adds nothing to the words.
QUIET_KINDS = frozenset(("pass", "done", "decline", "accept", "give"))
FOOT_LINE = 30
REMOVED_ROW = 40


# --------------------------------------------------------------------------- caption


def status_lines(board: BoardView) -> tuple[str, str]:
    """(main status, smaller second line or ''): who is to play (by name) with any pending
    choice and the passes in a row; who places during set-up; or the result and its
    reason. Long names are shortened so the words around them stay whole."""
    if board.phase == "setup":
        main = w("render-kitty-setting-up")
        if board.to_move is not None and len(board.actors) <= 1:
            main = w("render-kitty-places", who=_who(board, board.to_move))
        # The score panel's "to place" column says how many pieces each seat has left.
        return main, "" if any(board.unplaced) else w("render-kitty-all-placed")
    if board.phase == "over":
        names = [_who(board, s) for s in winners(board)]
        if not names:
            main = w("render-kitty-over-draw")
        elif len(names) == 1:
            main = w("render-kitty-over-wins", who=names[0])
        else:
            main = w("render-kitty-over-share", names=", ".join(names[:-1]), last=names[-1])
        reason = say((board.outcome or {}).get("reason") or "")
        return main, reason[:1].upper() + reason[1:]
    main = (
        w("render-to-play", who=_who(board, board.to_move))
        if board.to_move is not None
        else w("render-kitty-waiting")
    )
    sub: list[str] = []
    if board.pending:
        sub.append(board.pending)
    if board.passes:
        sub.append(w("render-kitty-passes", count=board.passes, players=board.players))
    return main, " · ".join(sub)


def _who(board: BoardView, seat: int | None) -> str:
    """A seat's name for the status line: shortened to `STATUS_NAME_ROOM` px."""
    return names.shorten(board.seat_name(seat), STATUS_SIZE, STATUS_NAME_ROOM)


def _status_height(board: BoardView) -> int:
    """Pixel height of the status line(s) above the score panel."""
    return 14 + 40 + (30 if status_lines(board)[1] else 0) + 8


def header_height(board: BoardView, width: int) -> int:
    """Pixel height of the caption above the board (status lines and score panel)."""
    return _status_height(board) + panel_height(board) + 10


def draw_header(img: Image.Image, board: BoardView) -> None:
    """Who is to play (or set-up progress, or the result) and the score panel."""
    draw = ImageDraw.Draw(img)
    _draw_status(img, draw, board)
    draw_panel(img, board, _status_height(board))


def _draw_status(img: Image.Image, draw: ImageDraw.ImageDraw, board: BoardView) -> None:
    """The status line(s) and the move counter: "▶ (cat) Alice to play", the cat in the
    seat's colour and mark; a crown over a result with a winner."""
    main, sub = status_lines(board)
    y, x = 14, MARGIN
    if board.phase != "over" and board.to_move is not None:
        draw.polygon([(x, y + 12), (x + 17, y + 22), (x, y + 32)], fill=INK)
        draw_cat_head(draw, x + 40, y + 22, 15, style_of(board.colours[board.to_move]))
        x += 64
    elif board.phase == "over" and winners(board):
        draw_crown(draw, x + 17, y + 22, 16, HIGHLIGHT, INK)
        x += 44
    ply = (
        w("render-kitty-move", ply=str(board.ply))
        if board.phase != "setup"
        else w("render-kitty-setup")
    )
    stamp_text(img, (img.width - MARGIN, y + 22), ply, SUB_SIZE, MUTED, bold=False, anchor="rm")
    room = img.width - MARGIN - x - text_width(ply, SUB_SIZE, False) - 20
    kitty_type.stamp(img, (x, y + 22), names.shorten(main, STATUS_SIZE, room), STATUS_SIZE, INK)
    y += 40
    if sub:
        line = names.shorten(sub, SUB_SIZE, img.width - 2 * MARGIN, False)
        kitty_type.stamp(img, (MARGIN, y + 14), line, SUB_SIZE, MUTED, False)


# --------------------------------------------------------------------------- footer


def describe_last(board: BoardView) -> str | None:
    """The last action in words ("Red stacked d4 onto e5"), or None if there is none."""
    kind, c = board.last_kind, board.last_names
    if kind is None:
        return None
    who = board.seat_name(board.last_seat)
    if kind == "stack" and len(c) >= 2:
        text = w("render-kitty-last-stack", who=who, start=c[0], end=c[1])
    elif kind == "chain" and len(c) >= 2:
        text = w("render-kitty-last-chain", who=who, path=" → ".join(c), steps=len(c) - 1)
    elif kind == "flip" and len(c) == 3:
        text = w("render-kitty-last-flip", who=who, start=c[0], end=c[2], flipped=c[1])
    elif kind == "disassemble" and len(c) == 2:
        text = w("render-kitty-last-disassemble", who=who, start=c[1], under=c[0])
    elif kind == "place" and c:
        text = w("render-kitty-last-place", who=who, cell=c[0])
    elif kind == "frenzy" and c:
        text = w("render-kitty-last-frenzy", who=who, cell=c[0])
    elif kind in OTHER_KINDS:
        text = w(f"render-kitty-last-{kind}", who=who)
    else:
        text = f"{who}: {kind}"
    return text


def _footer_lines(board: BoardView, width: int) -> list[tuple[str, RGB, bool]]:
    """(text, colour, bold) of each footer line: the last action, and the cards (revealed
    so far, or every card with its points at the end)."""
    room = width - 2 * MARGIN
    lines: list[tuple[str, RGB, bool]] = []
    last = describe_last(board)
    if last:
        if board.last_move and board.last_kind not in QUIET_KINDS:
            last += f" ({board.last_move})"
        said = w("render-kitty-last", action=last)
        lines += [(ln, INK, True) for ln in kitty_type.wrap(said, FOOT_SIZE, room, True)]
    cards = board.final.get("cards") if board.final else None
    if isinstance(cards, list) and cards:
        for seat in range(board.players):
            mine = [c for c in cards if isinstance(c, dict) and c.get("seat") == seat]
            if mine:
                listed = ", ".join(
                    f"{say(c.get('name', c.get('id', '?')))} +{as_int(c.get('points'))}"
                    for c in mine
                )
                text = w("render-kitty-cards-of", who=board.names[seat], cards=listed)
                lines += [(ln, INK, False) for ln in kitty_type.wrap(text, FOOT_SIZE, room)]
    elif board.revealed:
        text = w(
            "render-kitty-revealed",
            cards=" · ".join(f"{board.seat_name(s)} — {name}" for s, name in board.revealed),
        )
        lines += [(ln, INK, False) for ln in kitty_type.wrap(text, FOOT_SIZE, room)]
    return lines


def _removed_columns(width: int) -> int:
    """Frenzy removals listed per row of the footer panel."""
    return 2 if width >= 900 else 1


def _removed_height(board: BoardView, width: int) -> int:
    """Pixel height of the Frenzy removals panel and the space above it (0 without one)."""
    if not board.removed:
        return 0
    rows = math.ceil(len(board.removed) / _removed_columns(width))
    return 10 + 34 + rows * REMOVED_ROW + 8


def footer_height(board: BoardView, width: int) -> int:
    """Pixel height of everything below the board."""
    h = 6 + FOOT_LINE * len(_footer_lines(board, width)) + _removed_height(board, width)
    return h + 8 + legend_height(board, columns(board), width) + 10


def draw_footer(img: Image.Image, board: BoardView, top: int) -> None:
    """The last action in words, revealed / final cards, the Frenzy removals panel and the
    key to the image's marks."""
    y = top + 6
    for text, colour, bold in _footer_lines(board, img.width):
        kitty_type.stamp(img, (MARGIN, y + FOOT_LINE / 2), text, FOOT_SIZE, colour, bold)
        y += FOOT_LINE
    if board.removed:
        cols = _removed_columns(img.width)
        rows = math.ceil(len(board.removed) / cols)
        box = (MARGIN, y + 10, img.width - MARGIN, y + 10 + 34 + rows * REMOVED_ROW + 8)
        names = tuple(board.seat_name(seat) for seat, *_ in board.removed)
        key = (
            "removed",
            current(),
            box,
            repr(board.removed),
            names,
            tuple(board.colours),
            board.players,
        )
        _REMOVED.stamp(
            img, key, pixel_box(*box, img.size), lambda: _draw_removed(img, board, box, cols)
        )
        y += _removed_height(board, img.width)
    draw_legend(img, board, columns(board), y + 8)


#: Frenzy panels drawn lately.
_REMOVED = TileCache(16)


def clear_removed() -> None:
    """Forget every cached Frenzy panel."""
    _REMOVED.clear()


def _draw_removed(
    img: Image.Image, board: BoardView, box: tuple[int, int, int, int], cols: int
) -> None:
    """The panel of the stacks Monochromatic Frenzy removed, in `box` (on plain paper)."""
    draw = ImageDraw.Draw(img)
    y = box[1]
    draw.rounded_rectangle(box, radius=14, fill=PANEL, outline=LAWN, width=2)
    draw_star(draw, MARGIN + 22, y + 20, 10, HIGHLIGHT)
    stamp_text(img, (MARGIN + 40, y + 20), w("render-kitty-removed"), FOOT_SIZE, INK, anchor="lm")
    col_w = (img.width - 2 * MARGIN) / cols
    for i, (seat, cell, pieces, points) in enumerate(board.removed):
        x0 = MARGIN + (i % cols) * col_w + 14
        cy = y + 34 + (i // cols) * REMOVED_ROW + REMOVED_ROW / 2
        letter = board.colours[seat] if 0 <= seat < board.players else "w"
        draw_cat_head(draw, x0 + 12, cy + 1, 12, style_of(letter))
        who = names.shorten(board.seat_name(seat), FOOT_SIZE, col_w / 2 - 90)
        label = f"{who} {cell} +{points}"
        right = kitty_type.stamp(img, (x0 + 32, cy), label, FOOT_SIZE, INK)
        chip = 10.5
        step = chip * 1.75
        x = right + 14 + chip
        room = int((x0 - 14 + col_w - 10 - x) // step)
        shown = pieces if len(pieces) <= room else pieces[-max(1, room - 1) :]
        if len(shown) < len(pieces):
            stamp_text(img, (x, cy), "…", FOOT_SIZE, MUTED, anchor="mm")
            x += step
        for piece in shown:
            draw_piece_chip(draw, x, cy, chip, style_of(piece), 1)
            x += step
