"""The ten objective cards: their names and texts, and the arithmetic of each effect.

Card points come in two kinds: *immediate* points (Frenzy, Rainbow Bridge, Dramatic Twist,
Continuous Stacking) are banked the moment the card triggers, and *end* points (Layered
Peaks, Color Master, Focused Power, Tower King, Vibrant Colors) are counted from the stacks
a player owns when the game ends. Forced Exchange scores nothing.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from bot.i18n import Said, said

FRENZY = "frenzy"
LAYERED_PEAKS = "layered-peaks"
COLOR_MASTER = "color-master"
FOCUSED_POWER = "focused-power"
RAINBOW_BRIDGE = "rainbow-bridge"
TOWER_KING = "tower-king"
DRAMATIC_TWIST = "dramatic-twist"
VIBRANT_COLORS = "vibrant-colors"
FORCED_EXCHANGE = "forced-exchange"
CONTINUOUS_STACKING = "continuous-stacking"

#: Token letters kept on a board cell: Rainbow Bridge and Dramatic Twist.
RAINBOW_TOKEN = "rainbow"
TWIST_TOKEN = "twist"
TOKEN_NAMES = (RAINBOW_TOKEN, TWIST_TOKEN)


@dataclass(frozen=True)
class CardInfo:
    """One objective card: short id, English name (typed card names are read against it),
    whether it is revealed when it first triggers, and when it scores ("immediate", "end"
    or "none"). In words a card is the catalogue's `kitty-card-<id>` and its rules text
    `kitty-card-<id>-text` (`card_said`, `card_text`)."""

    id: str
    name: str
    reveal: bool
    scoring: str


CARD_LIST: tuple[CardInfo, ...] = (
    CardInfo(FRENZY, "Monochromatic Frenzy", True, "immediate"),
    CardInfo(LAYERED_PEAKS, "Layered Peaks", False, "end"),
    CardInfo(COLOR_MASTER, "Color Master", False, "end"),
    CardInfo(FOCUSED_POWER, "Focused Power", False, "end"),
    CardInfo(RAINBOW_BRIDGE, "Rainbow Bridge", True, "immediate"),
    CardInfo(TOWER_KING, "Tower King", False, "end"),
    CardInfo(DRAMATIC_TWIST, "Dramatic Twist", True, "immediate"),
    CardInfo(VIBRANT_COLORS, "Vibrant Colors", False, "end"),
    CardInfo(FORCED_EXCHANGE, "Forced Exchange", False, "none"),
    CardInfo(CONTINUOUS_STACKING, "Continuous Stacking", True, "immediate"),
)

CARD_INFO: dict[str, CardInfo] = {c.id: c for c in CARD_LIST}
CARD_IDS: tuple[str, ...] = tuple(c.id for c in CARD_LIST)
CARD_ORDER: dict[str, int] = {cid: i for i, cid in enumerate(CARD_IDS)}


def card_said(card_id: str) -> Said:
    """The card's name in words, in the reader's language."""
    return said(f"kitty-card-{card_id}")


def card_text(card_id: str) -> Said:
    """The card's rules text, in the reader's language."""
    return said(f"kitty-card-{card_id}-text")


#: What the lead's commands read: card id → (name, text).
CARDS: dict[str, tuple[Said, Said]] = {c.id: (card_said(c.id), card_text(c.id)) for c in CARD_LIST}

CARDS_PER_PLAYER = 2
FRENZY_RUN = 5


def card_name(card_id: str) -> str:
    """The card's English name (logs and typed names; in words: `card_said`)."""
    return CARD_INFO[card_id].name


def sort_cards(cards: Iterable[str]) -> tuple[str, ...]:
    """`cards` in table order (a hand's canonical order)."""
    return tuple(sorted(cards, key=CARD_ORDER.__getitem__))


def frenzy_eligible(stack: str) -> bool:
    """True when `stack` has at least five pieces of one colour in a row, anywhere."""
    if len(stack) < FRENZY_RUN:
        return False
    return any(c * FRENZY_RUN in stack for c in set(stack))


def rainbow_points(colours_before: int, colours_after: int) -> int:
    """Rainbow Bridge points for a stack going from `colours_before` to `colours_after`
    distinct colours: +3 on reaching 4, else +2 on reaching 3, else 0 (one award per
    action, for the highest level reached)."""
    if colours_after >= 4 > colours_before:
        return 3
    if colours_after >= 3 > colours_before:
        return 2
    return 0


def end_points(card_id: str, owned: Sequence[str]) -> int:
    """The end-of-game points `card_id` gives a player owning the stacks `owned`
    (0 for cards that do not score at the end)."""
    if card_id == LAYERED_PEAKS:
        return len(owned)
    if card_id == COLOR_MASTER:
        return sum(max(0, len(set(s)) - 1) for s in owned)
    if card_id == FOCUSED_POWER:
        counts: dict[str, int] = {}
        for s in owned:
            for piece in s:
                counts[piece] = counts.get(piece, 0) + 1
        return max(counts.values(), default=0) // 2
    if card_id == TOWER_KING:
        return max((len(s) for s in owned), default=0) // 2
    if card_id == VIBRANT_COLORS:
        return 5 * sum(
            1 for s in owned if len(s) >= 5 and all(a != b for a, b in itertools.pairwise(s))
        )
    return 0
