"""The pictures the bot attaches besides a board: a seat's own cards, the card sheet of
`/kitty rules` and replay GIFs, all drawn off the event loop (in the render processes of
`render.pool`, or a worker thread) so it keeps answering. Boards and the frames of an
end-of-game count are drawn with `render.pool.draw` directly (`render.pool.board_png`,
`board_with_alt`, `count_frame`). Nothing here draws on the event loop."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from typing import Any

from bot.core.registry import AnyGame
from bot.core.views import View
from bot.i18n import Said
from render import pool as render_pool

__all__ = [
    "card_sheet",
    "cards_png",
    "drawn_card_sheet",
    "game_cards",
    "has_cards",
    "replay_gif",
]

log = logging.getLogger(__name__)


async def cards_png(cards: list[dict[str, Any]], lang: str = "en") -> bytes | None:
    """A picture of `cards`, drawn off the event loop like a board (None when there are
    none, or when drawing fails: the text alone still tells the player everything)."""
    if not cards:
        return None
    try:
        return await render_pool.draw(render_pool.cards_picture, cards, lang)
    except Exception:
        log.exception("card image failed")
        return None


# ----- card catalogues ------------------------------------------------------------------


def game_cards(game: AnyGame) -> list[dict[str, Any]]:
    """The game's card catalogue (`Game.card_texts()`) as `render_cards` input, in table
    order (names and texts as `Said` JSON or plain text: the renderer says them in the
    picture's language); empty for games without cards."""
    return [
        {"id": cid, "name": _said_json(name), "text": _said_json(text)}
        for cid, (name, text) in game.card_texts().items()
    ]


def _said_json(value: object) -> object:
    return value.to_json() if isinstance(value, Said) else str(value)


#: Card sheets drawn so far, by game key and language: a catalogue never changes while
#: the bot runs.
_SHEETS: dict[tuple[str, str], bytes] = {}


def has_cards(game: AnyGame) -> bool:
    """Does `game` have a card catalogue (so `/kitty rules` shows a card sheet)?"""
    return bool(game.card_texts())


def drawn_card_sheet(game: AnyGame, lang: str = "en") -> bytes | None:
    """The card sheet of `game` in `lang` if it has been drawn already (answering with it
    is quick)."""
    return _SHEETS.get((game.key, lang))


async def card_sheet(game: AnyGame, lang: str = "en") -> bytes | None:
    """One PNG of every card of `game`, one per row (`render.cards.render_card_sheet`;
    None without cards, or when drawing fails: the rules text alone still tells everything). Drawn off
    the event loop like a board, once per game (kept; two first calls at the same moment
    may both draw it)."""
    sheet = _SHEETS.get((game.key, lang))
    if sheet is not None:
        return sheet
    cards = game_cards(game)
    if not cards:
        return None
    try:
        sheet = await render_pool.draw(render_pool.card_sheet, cards, lang)
    except Exception:
        log.exception("card sheet of %s failed", game.key)
        return None
    _SHEETS[(game.key, lang)] = sheet
    return sheet


# ----- replays ---------------------------------------------------------------------------


async def replay_gif(
    views: Sequence[View], captions: Sequence[Said | str], lang: str = "en"
) -> bytes:
    """The replay GIF of `views` (one caption each; at most `render.replay.MAX_FRAMES` of
    them, see `render.replay.frame_indices`), under Discord's upload limit, drawn off the
    event loop, every word in `lang` (captions may be `Said`): with a render pool, each board in a worker (at most one per worker at a
    time, so the boards of games being played wait at most one frame), then the GIF in a
    worker; without one, all of it in a worker thread. Raises when a board cannot be drawn."""
    pool = render_pool.installed()
    if pool is None:
        return await asyncio.to_thread(
            render_pool.replay_picture, list(views), [_said_json(c) for c in captions], lang
        )
    boards: list[bytes] = []
    for i in range(0, len(views), pool.workers):
        drawn = await asyncio.gather(*(pool.board(v, lang) for v in views[i : i + pool.workers]))
        for png in drawn:
            if png is None:
                raise LookupError("a replay frame has no renderer")
            boards.append(png)
    return await pool.replay(boards, [_said_json(c) for c in captions], lang)
