"""The caption above the Kitty Stack Tower board (whose turn, set-up progress or the result,
and one chip per seat with its public score) and the footer below it (the last action in
words, revealed or final cards, the stacks removed by Monochromatic Frenzy)."""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from render.common import HIGHLIGHT, INK, MUTED
from render.hexgeom import (
    RGB,
    WHITE,
    draw_cat_head,
    draw_crown,
    draw_piece_chip,
    draw_star,
    fit_text,
    stamp_text,
    text_width,
    wrap_text,
)
from render.kitty_view import LAWN, MARGIN, BoardView, as_int, as_seat, int_list, style_of
from render.tiles import TileCache, pixel_box

PANEL: RGB = (236, 228, 214)  # chip and footer panels
CHIP_ACTIVE: RGB = (255, 236, 170)  # the chip of a seat that may act now
STATUS_SIZE, SUB_SIZE, CHIP_NAME, CHIP_STAT, FOOT_SIZE = 28, 21, 22, 20, 21
CHIP_H = 68
CARD_BACK: RGB = (92, 84, 140)  # a face-down objective card
TOKEN_WORDS = {"rainbow": "rainbow = Rainbow Bridge token", "twist": "swirl = Dramatic Twist token"}
#: Words for the last action kinds that do not touch the board.
OTHER_KINDS = {
    "pass": "passed",
    "done": "ended the turn",
    "force": "played Forced Exchange",
    "give": "handed over a card",
    "offer": "offered to swap a card",
    "accept": "accepted the card swap",
    "decline": "declined the card swap",
}
#: Kinds whose notation adds nothing to the words.
QUIET_KINDS = frozenset(("pass", "done", "decline", "accept", "give"))
FOOT_LINE = 30
REMOVED_ROW = 40


# --------------------------------------------------------------------------- caption


def _winners(board: BoardView) -> list[int]:
    """The winning seats of a finished game (from `final`, else `outcome`)."""
    for source in (board.final, board.outcome):
        if source and isinstance(source.get("winners"), list):
            return [w for w in source["winners"] if as_seat(w, board.players) is not None]
    return []


def _final_scores(board: BoardView) -> list[int] | None:
    """Each seat's final score, or None before the end."""
    if board.final and isinstance(board.final.get("scores"), list):
        return int_list(board.final["scores"], board.players)
    return None


def status_lines(board: BoardView) -> tuple[str, str]:
    """(main status, smaller second line or ''): whose turn with any pending choice and the
    passes in a row; the set-up progress; or the result and its reason."""
    if board.phase == "setup":
        left = [f"{board.names[i]} {u} left" for i, u in enumerate(board.unplaced) if u > 0]
        main = "Setting up the board"
        if board.to_move is not None and len(board.actors) <= 1:
            main = f"{board.seat_name(board.to_move)} places a piece"
        return main, ("Placing: " + ", ".join(left)) if left else "Every piece is placed"
    if board.phase == "over":
        winners = _winners(board)
        names = [board.names[w] for w in winners]
        if not names:
            main = "Game over — a draw"
        elif len(names) == 1:
            main = f"Game over — {names[0]} wins!"
        else:
            main = f"Game over — {', '.join(names[:-1])} and {names[-1]} share the win!"
        reason = str((board.outcome or {}).get("reason") or "")
        return main, reason[:1].upper() + reason[1:]
    main = f"{board.seat_name(board.to_move)} to move" if board.to_move is not None else "Waiting"
    sub: list[str] = []
    if board.pending:
        sub.append(board.pending)
    if board.passes:
        word = "pass" if board.passes == 1 else "passes"
        sub.append(f"{board.passes} {word} in a row (the game ends at {board.players})")
    return main, " · ".join(sub)


def _card_points(board: BoardView) -> list[int]:
    """Each seat's card points in the final tally (0 when there is none)."""
    totals = [0] * board.players
    cards = board.final.get("cards") if board.final else None
    for card in cards if isinstance(cards, list) else []:
        if isinstance(card, dict):
            seat = as_seat(card.get("seat"), board.players)
            if seat is not None:
                totals[seat] += as_int(card.get("points"))
    return totals


def _chip_stat(board: BoardView, seat: int) -> str:
    """The second line of a seat's chip: pieces left, public score or final points."""
    if board.phase == "setup":
        left = board.unplaced[seat]
        return f"{left} to place" if left else "all placed"
    scores = _final_scores(board)
    if board.phase == "over" and scores is not None:
        bonus = _card_points(board)[seat]
        return f"{scores[seat]} points" + (f" ({bonus}★)" if bonus else "")
    text = f"{board.heights[seat]} high"
    if board.public_points[seat]:
        text += f" +{board.public_points[seat]}★"
    return text


def _draw_card_backs(draw: ImageDraw.ImageDraw, right: float, top: float, count: int) -> float:
    """`count` little face-down cards ending at x = `right`; returns their left edge."""
    w, h, step = 12, 17, 14
    left = right - w - step * (count - 1)
    for k in range(count):
        x = left + k * step
        draw.rounded_rectangle(
            (x, top, x + w, top + h), radius=3, fill=CARD_BACK, outline=WHITE, width=1
        )
    return left


#: The narrowest a seat's chip may be before the chips wrap onto a second row.
MIN_CHIP_W = 200
CHIP_GAP = 8


def chip_grid(players: int, width: int) -> tuple[int, int]:
    """(columns, rows) of the seat chips: one row while each chip gets `MIN_CHIP_W` px,
    else two rows (four seats on a narrow image: two by two)."""
    cols = max(1, players)
    if (width - 2 * MARGIN - CHIP_GAP * (cols - 1)) / cols < MIN_CHIP_W:
        cols = max(1, math.ceil(players / 2))
    return cols, math.ceil(max(1, players) / cols)


def header_height(board: BoardView, width: int) -> int:
    """Pixel height of the caption above the board."""
    rows = chip_grid(board.players, width)[1]
    return (
        14
        + 40
        + (30 if status_lines(board)[1] else 0)
        + 8
        + rows * (CHIP_H + CHIP_GAP)
        - CHIP_GAP
        + 6
    )


def draw_header(img: Image.Image, board: BoardView) -> None:
    """Whose turn (or set-up progress, or the result) and one chip per seat."""
    draw = ImageDraw.Draw(img)
    y = _draw_status(img, draw, board)
    n = board.players
    gap = CHIP_GAP
    cols, _rows = chip_grid(n, img.width)
    chip_w = (img.width - 2 * MARGIN - gap * (cols - 1)) / cols
    if board.phase == "over":
        active = set(_winners(board))
    else:
        active = set(board.actors or ([board.to_move] if board.to_move is not None else []))
    for seat in range(n):
        col, row = seat % cols, seat // cols
        _stamp_chip(
            img,
            board,
            seat,
            MARGIN + col * (chip_w + gap),
            y + row * (CHIP_H + gap),
            chip_w,
            seat in active,
        )


#: Seat chips drawn lately (about 45 KB each): a chip changes only with its seat's score.
_CHIPS = TileCache(32)


def clear_chips() -> None:
    """Forget every cached seat chip."""
    _CHIPS.clear()


def _stamp_chip(
    img: Image.Image, board: BoardView, seat: int, x0: float, y: float, chip_w: float, active: bool
) -> None:
    """`_draw_chip` through the tile cache, keyed by everything the chip shows; its box
    holds nothing but the caption's plain background around it."""
    cards = board.hand_sizes[seat] if board.objectives and board.phase == "play" else 0
    key = (
        x0,
        y,
        chip_w,
        active,
        board.phase,
        board.colours[seat],
        board.names[seat],
        _chip_stat(board, seat),
        cards,
    )

    def draw() -> None:
        _draw_chip(img, ImageDraw.Draw(img), board, seat, x0, y, chip_w, active)

    _CHIPS.stamp(img, key, pixel_box(x0, y, x0 + chip_w, y + CHIP_H, img.size), draw)


def _draw_status(img: Image.Image, draw: ImageDraw.ImageDraw, board: BoardView) -> int:
    """The status line(s) and the move counter; returns the y where the chips start."""
    main, sub = status_lines(board)
    y, x = 14, MARGIN
    if board.phase != "over" and board.to_move is not None:
        draw_cat_head(draw, x + 16, y + 22, 15, style_of(board.colours[board.to_move]))
        x += 42
    elif board.phase == "over" and _winners(board):
        draw_crown(draw, x + 17, y + 22, 16, HIGHLIGHT, INK)
        x += 44
    ply = f"move {board.ply}" if board.phase != "setup" else "set-up"
    stamp_text(img, (img.width - MARGIN, y + 22), ply, SUB_SIZE, MUTED, bold=False, anchor="rm")
    room = img.width - MARGIN - x - text_width(ply, SUB_SIZE, False) - 20
    stamp_text(img, (x, y + 22), fit_text(main, STATUS_SIZE, room), STATUS_SIZE, INK, anchor="lm")
    y += 40
    if sub:
        stamp_text(
            img,
            (MARGIN, y + 14),
            fit_text(sub, SUB_SIZE, img.width - 2 * MARGIN, False),
            SUB_SIZE,
            MUTED,
            bold=False,
            anchor="lm",
        )
        y += 30
    return y + 8


def _draw_chip(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    board: BoardView,
    seat: int,
    x0: float,
    y: float,
    chip_w: float,
    active: bool,
) -> None:
    """One seat's chip: its cat in its colour and mark, its name, its score line and, with
    objective cards, one face-down card per card in hand. Seats that may act now (or the
    winners) are highlighted."""
    draw.rounded_rectangle(
        (x0, y, x0 + chip_w, y + CHIP_H),
        radius=14,
        fill=CHIP_ACTIVE if active else PANEL,
        outline=HIGHLIGHT if active else LAWN,
        width=3 if active else 2,
    )
    draw_cat_head(draw, x0 + 28, y + CHIP_H / 2 + 2, 18, style_of(board.colours[seat]))
    if board.phase == "over" and active:
        draw_crown(draw, x0 + 28, y + 12, 10, HIGHLIGHT, INK)
    tx = x0 + 54
    room = stat_room = chip_w - 60
    if board.objectives and board.phase == "play" and board.hand_sizes[seat]:
        left = _draw_card_backs(draw, x0 + chip_w - 10, y + 40, min(board.hand_sizes[seat], 4))
        stat_room = left - tx - 6
    stamp_text(
        img, (tx, y + 22), fit_text(board.names[seat], CHIP_NAME, room), CHIP_NAME, INK, anchor="lm"
    )
    stamp_text(
        img,
        (tx, y + 48),
        fit_text(_chip_stat(board, seat), CHIP_STAT, stat_room, False),
        CHIP_STAT,
        INK,
        bold=False,
        anchor="lm",
    )


# --------------------------------------------------------------------------- footer


def describe_last(board: BoardView) -> str | None:
    """The last action in words ("Red stacked d4 onto e5"), or None if there is none."""
    kind, c = board.last_kind, board.last_names
    if kind is None:
        return None
    who = board.seat_name(board.last_seat)
    if kind == "stack" and len(c) >= 2:
        text = f"{who} stacked {c[0]} onto {c[1]}"
    elif kind == "chain" and len(c) >= 2:
        steps = len(c) - 1
        text = f"{who} stacked along {' → '.join(c)} ({steps} step{'s' if steps != 1 else ''})"
    elif kind == "flip" and len(c) == 3:
        text = f"{who} jumped {c[0]} → {c[2]}, flipping {c[1]}"
    elif kind == "disassemble" and len(c) == 2:
        text = f"{who} pulled pieces from {c[1]} under {c[0]}"
    elif kind == "place" and c:
        text = f"{who} placed a piece on {c[0]}"
    elif kind == "frenzy" and c:
        text = f"{who} removed the stack on {c[0]} (Monochromatic Frenzy)"
    elif kind in OTHER_KINDS:
        text = f"{who} {OTHER_KINDS[kind]}"
    else:
        text = f"{who}: {kind}"
    return text


def _footer_lines(board: BoardView, width: int) -> list[tuple[str, RGB, bool]]:
    """(text, colour, bold) of each footer line: the last action, the cards (revealed so
    far, or every card with its points at the end) and a legend of the token badges."""
    room = width - 2 * MARGIN
    lines: list[tuple[str, RGB, bool]] = []
    last = describe_last(board)
    if last:
        if board.last_move and board.last_kind not in QUIET_KINDS:
            last += f"   ({board.last_move})"
        lines += [(ln, INK, True) for ln in wrap_text("Last: " + last, FOOT_SIZE, room, bold=True)]
    cards = board.final.get("cards") if board.final else None
    if isinstance(cards, list) and cards:
        for seat in range(board.players):
            mine = [c for c in cards if isinstance(c, dict) and c.get("seat") == seat]
            if mine:
                text = f"{board.names[seat]}'s cards: " + ", ".join(
                    f"{c.get('name', c.get('id', '?'))} +{as_int(c.get('points'))}" for c in mine
                )
                lines.append((fit_text(text, FOOT_SIZE, room, False), INK, False))
    elif board.revealed:
        text = "Revealed: " + " · ".join(
            f"{board.seat_name(s)} — {name}" for s, name in board.revealed
        )
        lines += [(ln, INK, False) for ln in wrap_text(text, FOOT_SIZE, room)]
    kinds = {k for tokens in board.tokens.values() for k in tokens}
    legend = [TOKEN_WORDS[k] for k in sorted(kinds) if k in TOKEN_WORDS]
    if legend:
        lines += [
            (ln, MUTED, False) for ln in wrap_text("Badges: " + " · ".join(legend), FOOT_SIZE, room)
        ]
    return lines


def _removed_columns(width: int) -> int:
    """Frenzy removals listed per row of the footer panel."""
    return 2 if width >= 900 else 1


def footer_height(board: BoardView, width: int) -> int:
    """Pixel height of everything below the board."""
    h = 6 + FOOT_LINE * len(_footer_lines(board, width))
    if board.removed:
        rows = math.ceil(len(board.removed) / _removed_columns(width))
        h += 10 + 34 + rows * REMOVED_ROW + 8
    return h + 14


def draw_footer(img: Image.Image, board: BoardView, top: int) -> None:
    """The last action in words, revealed / final cards and the Frenzy removals panel."""
    y = top + 6
    for text, colour, bold in _footer_lines(board, img.width):
        stamp_text(img, (MARGIN, y + FOOT_LINE / 2), text, FOOT_SIZE, colour, bold, anchor="lm")
        y += FOOT_LINE
    if not board.removed:
        return
    y += 10
    cols = _removed_columns(img.width)
    rows = math.ceil(len(board.removed) / cols)
    box = (MARGIN, y, img.width - MARGIN, y + 34 + rows * REMOVED_ROW + 8)
    names = tuple(board.seat_name(seat) for seat, *_ in board.removed)
    key = ("removed", box, repr(board.removed), names, tuple(board.colours), board.players)
    _CHIPS.stamp(img, key, pixel_box(*box, img.size), lambda: _draw_removed(img, board, box, cols))


def _draw_removed(
    img: Image.Image, board: BoardView, box: tuple[int, int, int, int], cols: int
) -> None:
    """The panel of the stacks Monochromatic Frenzy removed, in `box` (on plain paper)."""
    draw = ImageDraw.Draw(img)
    y = box[1]
    draw.rounded_rectangle(box, radius=14, fill=PANEL, outline=LAWN, width=2)
    draw_star(draw, MARGIN + 22, y + 20, 10, HIGHLIGHT)
    stamp_text(
        img, (MARGIN + 40, y + 20), "Removed by Monochromatic Frenzy", FOOT_SIZE, INK, anchor="lm"
    )
    col_w = (img.width - 2 * MARGIN) / cols
    for i, (seat, cell, pieces, points) in enumerate(board.removed):
        x0 = MARGIN + (i % cols) * col_w + 14
        cy = y + 34 + (i // cols) * REMOVED_ROW + REMOVED_ROW / 2
        letter = board.colours[seat] if 0 <= seat < board.players else "w"
        draw_cat_head(draw, x0 + 12, cy + 1, 12, style_of(letter))
        label = fit_text(
            f"{fit_text(board.seat_name(seat), FOOT_SIZE, 110)} {cell} +{points}",
            FOOT_SIZE,
            col_w / 2,
        )
        right = stamp_text(img, (x0 + 32, cy), label, FOOT_SIZE, INK, anchor="lm")[2]
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
