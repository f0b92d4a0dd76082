"""The pictures the bot attaches: boards (from the public view only), the frames of an
end-of-game count and a seat's own cards, all drawn off the event loop (in the render processes
of `cogs.render_pool`, or a worker thread) so it keeps answering; the card sheet of
`/kitty rules`."""

from __future__ import annotations

import asyncio
import functools
import io
import logging
from typing import Any

from bot.core.registry import AnyGame
from bot.core.views import View
from cogs import render_pool
from cogs.render_pool import board_png

__all__ = [
    "board_png",
    "board_png_async",
    "card_sheet",
    "cards_png",
    "count_frame_png",
    "game_cards",
]

log = logging.getLogger(__name__)

#: Cards per row of a `/kitty rules` card sheet.
CARDS_PER_ROW = 5


async def board_png_async(view: View) -> bytes | None:
    """`board_png` off the event loop: in the installed render pool's processes
    (`cogs.render_pool`, KITTY_RENDER_WORKERS ≥ 1), else in a worker thread."""
    pool = render_pool.installed()
    if pool is None:
        return await asyncio.to_thread(board_png, view)
    return await pool.board(view)


async def cards_png(cards: list[dict[str, Any]]) -> bytes | None:
    """A picture of `cards`, drawn off the event loop like a board (None when there are
    none, or when drawing fails: the text alone still tells the player everything)."""
    if not cards:
        return None
    pool = render_pool.installed()
    try:
        if pool is None:
            return await asyncio.to_thread(render_pool.cards_picture, cards)
        return await pool.cards(cards)
    except Exception:
        log.exception("card image failed")
        return None


async def count_frame_png(view: View, index: int) -> bytes:
    """Frame `index` of the count a game shows at its end (`view["count_frames"]`), drawn
    off the event loop like a board."""
    pool = render_pool.installed()
    if pool is None:
        return await asyncio.to_thread(render_pool.count_frame, view, index)
    return await pool.count_frame(view, index)


# ----- card catalogues ------------------------------------------------------------------


def game_cards(game: AnyGame) -> list[dict[str, str]]:
    """The game's card catalogue (`Game.card_texts()`) as `render_cards` input, in table
    order; empty for games without cards."""
    return [
        {"id": cid, "name": name, "text": text} for cid, (name, text) in game.card_texts().items()
    ]


@functools.lru_cache(maxsize=8)
def card_sheet(game: AnyGame) -> bytes | None:
    """One PNG of every card of `game`, in rows of CARDS_PER_ROW (None without cards).
    Cached per game: the catalogue never changes while the bot runs."""
    cards = game_cards(game)
    if not cards:
        return None
    from PIL import Image

    from render.cards import render_cards

    rows = [
        Image.open(io.BytesIO(render_cards(cards[i : i + CARDS_PER_ROW])))
        for i in range(0, len(cards), CARDS_PER_ROW)
    ]
    sheet = Image.new(
        "RGB", (max(r.width for r in rows), sum(r.height for r in rows)), rows[0].getpixel((0, 0))
    )
    y = 0
    for row in rows:
        sheet.paste(row, (0, y))
        y += row.height
    buf = io.BytesIO()
    sheet.save(buf, format="PNG", optimize=True)
    return buf.getvalue()
