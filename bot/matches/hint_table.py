"""Hints at a table: whether the Hint button is offered (`bot.ai.hint_policy` applied to a
match), the inputs of a hint (the AI level and seed for the asking seat and ply), and the
record of who asked (`HINTED`, in the match's meta) so the history marks the move made
after a hint.

"Rated" is what the records rate: a table with at least two members' seats (an AI level
is rated only against members, so a lone member against the AI is not a rated *table*).
"Every player agreed" is: the table was started with `hints:on`, which the lobby card
shows from its creation, so every member seat joined while the lobby showed it.
"""

from __future__ import annotations

from typing import Any

from bot.ai.hint_policy import HINTS_OFF, HINTS_ON, HINTS_OPTION, hint_refusal
from bot.core.play import ai_seed
from bot.i18n import Said
from bot.matches.models import Match
from bot.matches.tables import Tables

#: The match's meta key of the table option ("on" / "off", the default).
HINTS = HINTS_OPTION.name
#: The match's meta key listing the hints given, as [log position, seat] pairs.
HINTED = "hinted"


def option_of(m: Match) -> str:
    """The table's `hints` option ("off" unless started with `hints:on`)."""
    value = str(m.meta.get(HINTS, HINTS_OFF)).strip().lower()
    return value if value in (HINTS_ON, HINTS_OFF) else HINTS_OFF


def is_rated(m: Match) -> bool:
    """At least two distinct members sit at the table (the records rate them)."""
    return len({s.user_id for s in m.seats if not s.is_ai and s.user_id is not None}) >= 2


def refusal(m: Match) -> Said | None:
    """None when the table offers hints, else the sentence to answer privately."""
    return hint_refusal(
        rated=is_rated(m),
        table_option=option_of(m),
        all_agreed=option_of(m) == HINTS_ON,
        is_lesson=False,
        against_ai=any(s.is_ai for s in m.seats),
    )


def offers_hints(m: Match) -> bool:
    """The board shows the Hint button: the table allows hints and a member plays."""
    return refusal(m) is None and not m.ai_only


def hint_level(m: Match) -> str:
    """The AI level a hint is searched at: the table's (medium without an AI seat)."""
    return m.table_level()


def hint_seed(m: Match, seat: int) -> int:
    """The seed of a hint for `seat` at the match's current log position: the AI's own
    seed formula, so the hint is the move the AI would choose there."""
    return ai_seed(m.seed, m.ply, seat)


def hinted(meta: dict[str, Any]) -> set[tuple[int, int]]:
    """The (log position, seat) pairs at which a hint was given."""
    pairs = meta.get(HINTED)
    if not isinstance(pairs, list):
        return set()
    return {(int(p[0]), int(p[1])) for p in pairs if isinstance(p, list) and len(p) == 2}


async def note_hint(tables: Tables, m: Match, ply: int, seat: int) -> bool:
    """Remember (stored) that `seat` got a hint at log position `ply`, under the match's
    lock; False (nothing written) when the match has moved on meanwhile."""
    async with m.lock:
        if m.ply != ply:
            return False
        pairs = hinted(m.meta)
        if (ply, seat) in pairs:
            return True
        meta = dict(m.meta)
        meta[HINTED] = [list(p) for p in sorted(pairs | {(ply, seat)})]
        await tables.set_meta(m, meta)
        return True


__all__ = [
    "HINTED",
    "HINTS",
    "hint_level",
    "hint_seed",
    "hinted",
    "is_rated",
    "note_hint",
    "offers_hints",
    "option_of",
    "refusal",
]
