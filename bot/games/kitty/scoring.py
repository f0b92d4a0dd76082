"""Final scoring: heights, own-colour tie-break, card points, winners."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.protocol import Outcome
from bot.games.kitty import movegen as T
from bot.games.kitty.actions import owned_stacks
from bot.games.kitty.cards import CARD_INFO, end_points
from bot.games.kitty.model import Position
from bot.i18n import Said


@dataclass(frozen=True)
class CardScore:
    """One card's contribution to one seat's final score."""

    seat: int
    card: str
    points: int


@dataclass(frozen=True)
class FinalScore:
    """Everything the final view shows: per-seat totals, heights, own-colour counts,
    card points, the card list and the winners."""

    scores: tuple[int, ...]
    heights: tuple[int, ...]
    own_colour: tuple[int, ...]
    card_points: tuple[int, ...]
    cards: tuple[CardScore, ...]
    winners: tuple[int, ...]


def heights_and_own(state: Position) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Per seat: total height of the stacks it owns, and its own-colour pieces in them
    (from the owned cells the fast path keeps, else worked out from the cells once)."""
    return T.heights_and_own(state.cells, state.tables().owned, state.colours)


def public_points(state: Position) -> tuple[int, ...]:
    """Per seat: card points banked so far (all from revealed cards, so public)."""
    return tuple(sum(p for _, p in banked) for banked in state.banked)


def final_score(state: Position) -> FinalScore:
    """Score the board as it stands: height + card points, ties by own colour; resigned
    seats are scored but cannot win."""
    heights, own = heights_and_own(state)
    entries: list[CardScore] = []
    card_points = []
    for seat, colour in enumerate(state.colours):
        mine = owned_stacks(state.cells, colour)
        banked = dict(state.banked[seat])
        total = 0
        for card in state.hands[seat]:
            pts = banked.pop(card, 0)
            if CARD_INFO[card].scoring == "end":
                pts += end_points(card, mine)
            entries.append(CardScore(seat, card, pts))
            total += pts
        for card, pts in banked.items():  # banked with a card since given away
            entries.append(CardScore(seat, card, pts))
            total += pts
        card_points.append(total)
    for card, seat in state.discarded:
        entries.append(CardScore(seat, card, 0))
    scores = tuple(h + c for h, c in zip(heights, card_points))
    contenders = [s for s in range(state.num_players) if not state.out[s]]
    best = max(((scores[s], own[s]) for s in contenders), default=None)
    winners = tuple(s for s in contenders if (scores[s], own[s]) == best)
    return FinalScore(scores, heights, own, tuple(card_points), tuple(entries), winners)


def scored_outcome(
    state: Position, reason: Said, winners: tuple[int, ...] | None = None
) -> Outcome:
    """The outcome of scoring `state`; `winners` overrides the scored winners (resignation)."""
    if not any(state.hands) and not any(state.banked):
        # no card points anywhere: the heights alone, in one pass over the board
        scores, own = heights_and_own(state)
    else:
        final = final_score(state)
        scores, own = final.scores, final.own_colour
    if winners is None:
        contenders = [s for s in range(state.num_players) if not state.out[s]]
        best = max(((scores[s], own[s]) for s in contenders), default=None)
        winners = tuple(s for s in contenders if (scores[s], own[s]) == best)
    return Outcome(winners, reason, tuple(float(s) for s in scores))
