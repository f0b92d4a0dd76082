"""The "where can it go" picture: after a player picks what to move in My moves, the
board (the public view, players named) with the cells the picked group's moves end on
marked by the tags its menu's options start with (`bot.core.targets`), drawn off the event
loop (`render.pool.draw`) and described for screen readers; and the picture of a hint, its suggested move marked the
same way. Both are private: described in the member's language (`words`)."""

from __future__ import annotations

import logging
from collections.abc import Sequence

from bot.core import targets
from bot.core.protocol import MoveChoice
from bot.core.views import TargetView, View
from bot.i18n import ENGLISH_WORDS, Said, Words
from bot.matches import Match
from cogs import prompts
from cogs.message import Attachment
from render import pool as render_pool

log = logging.getLogger(__name__)


async def picture(
    m: Match,
    view: View,
    seat: int,
    label: Said | str,
    group: Sequence[MoveChoice],
    words: Words = ENGLISH_WORDS,
) -> Attachment | None:
    """The picture of `view` (`m`'s public view) with the targets of the picked `group`
    (called `label`) for `seat`, as an attachment with its description. None when no move
    of the group ends on a cell (a game without cells, such as Cat and the Tower) or when
    drawing fails (logged: the menu alone still lets the player move)."""
    assert m.state is not None
    marks = targets.targets_for(m.game, m.state, seat, group)
    if not marks:
        return None
    marked = targets.with_targets(view, marks)
    try:
        png, alt = await render_pool.draw(
            render_pool.board_with_alt, marked, m.game.title, words.lang
        )
    except Exception:
        log.exception("match %s: the where-can-it-go picture failed", m.id)
        return None
    if png is None:
        return None
    return Attachment(
        prompts.WHERE_FILE.format(match=m.id, ply=m.ply),
        png,
        prompts.where_alt(label, marks, alt, words),
    )


def hint_mark(cells: Sequence[str]) -> list[TargetView]:
    """The mark of a suggested move touching `cells` (origin first): its last cell tagged
    `prompts.HINT_TAG`, the first highlighted as where it starts; none without cells."""
    if not cells:
        return []
    mark: TargetView = {"cell": cells[-1], "label": prompts.HINT_TAG}
    if len(cells) > 1:
        mark["picked"] = cells[0]
    return [mark]


async def hint_picture(
    m: Match, view: View, move: str, cells: Sequence[str], words: Words = ENGLISH_WORDS
) -> Attachment | None:
    """The picture of `view` (`m`'s public view) with the suggested `move` marked like a
    "where can it go" target (`hint_mark`), drawn off the event loop. None for a move
    without cells or when drawing fails (logged: the text alone still answers)."""
    filename = prompts.HINT_FILE.format(match=m.id, ply=m.ply)
    return await hint_attachment(view, move, cells, m.game.title, filename, words)


async def hint_attachment(
    view: View,
    move: str,
    cells: Sequence[str],
    title: str,
    filename: str,
    words: Words = ENGLISH_WORDS,
) -> Attachment | None:
    """`view` with the suggested `move` marked (`hint_mark`), drawn off the event loop, as
    `filename` described for screen readers; None for a move without cells or when
    drawing fails (logged)."""
    marks = hint_mark(cells)
    if not marks:
        return None
    marked = targets.with_targets(view, marks)
    try:
        png, described = await render_pool.draw(
            render_pool.board_with_alt, marked, title, words.lang
        )
    except Exception:
        log.exception("%s: the hint picture failed", filename)
        return None
    if png is None:
        return None
    alt = prompts.hint_alt(move, marks[0]["cell"], words)
    return Attachment(filename, png, f"{alt}\n{described}")
