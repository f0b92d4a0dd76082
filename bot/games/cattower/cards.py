"""Decks, face-up cards and the words on the cards.

Decks are tuples (top card first). An empty deck is reshuffled from its discard pile with
the match seed and a shuffle counter (FAQ); the face-up card not chosen stays face up.
"""

from __future__ import annotations

from dataclasses import replace

from bot.games.cattower.data import load_data
from bot.games.cattower.model import COOP, Decks
from bot.games.cattower.tremor import deck_rng
from bot.i18n import Said, said


def setup_decks(seed: int, mode: str, players: int) -> Decks:
    """Co-op: the two paw-marked Action and Goal Cards face up, the rest shuffled.
    Competitive: everything shuffled, three Action Cards face up, two goals dealt each."""
    data = load_data()
    rng = deck_rng(seed, 0)
    actions = [a.id for a in data.actions]
    goals = [g.id for g in data.goals]
    if mode == COOP:
        up_a = tuple(a.id for a in data.actions if a.starter)
        up_g = tuple(g.id for g in data.goals if g.starter)
        rest_a = [a for a in actions if a not in up_a]
        rest_g = [g for g in goals if g not in up_g]
        rng.shuffle(rest_a)
        rng.shuffle(rest_g)
        return Decks(tuple(rest_a), up_a, (), tuple(rest_g), up_g, ())
    rng.shuffle(actions)
    rng.shuffle(goals)
    hands = tuple(tuple(goals[2 * s : 2 * s + 2]) for s in range(players))
    return Decks(
        tuple(actions[3:]), tuple(actions[:3]), (), tuple(goals[2 * players :]), (), (), hands
    )


def _draw(
    deck: tuple[str, ...], discard: tuple[str, ...], seed: int, shuffles: int
) -> tuple[str | None, tuple[str, ...], tuple[str, ...], int]:
    if not deck and discard:
        pile = list(discard)
        deck_rng(seed, shuffles + 1).shuffle(pile)
        deck, discard, shuffles = tuple(pile), (), shuffles + 1
    if not deck:
        return None, deck, discard, shuffles
    return deck[0], deck[1:], discard, shuffles


def _refill(cards: tuple[str, ...], card: str, new: str | None) -> tuple[str, ...]:
    """`cards` with `card` replaced by `new` (or left out when no card was drawn)."""
    if new is None:
        return tuple(c for c in cards if c != card)
    return tuple(new if c == card else c for c in cards)


def discard_action(decks: Decks, card: str, seed: int) -> Decks:
    """Discard a face-up Action Card and refill its place from the deck."""
    discard = decks.action_discard + (card,)
    new, deck, discard, shuffles = _draw(decks.action_deck, discard, seed, decks.shuffles)
    up = _refill(decks.action_up, card, new)
    return replace(decks, action_deck=deck, action_up=up, action_discard=discard, shuffles=shuffles)


def discard_goal(decks: Decks, card: str, seed: int, seat: int | None = None) -> Decks:
    """Discard a completed goal (face up or, competitive, from `seat`'s hand) and draw its
    replacement."""
    discard = decks.goal_discard + (card,)
    new, deck, discard, shuffles = _draw(decks.goal_deck, discard, seed, decks.shuffles)
    if seat is None:
        up = _refill(decks.goal_up, card, new)
        return replace(decks, goal_deck=deck, goal_up=up, goal_discard=discard, shuffles=shuffles)
    hand = _refill(decks.hands[seat], card, new)
    hands = tuple(hand if s == seat else h for s, h in enumerate(decks.hands))
    return replace(decks, goal_deck=deck, hands=hands, goal_discard=discard, shuffles=shuffles)


# ----- words ---------------------------------------------------------------------------------
def option_text(card: str, side: str) -> Said:
    """An Action Card option in words ('Build: Bricks + Angels', 'Place a white Friend',
    'Pet two different Friends'): catalogue message `cattower-card-<id>-<side>`."""
    return said(f"cattower-card-{card.lower()}-{side}")


def short_option_text(card: str, side: str) -> Said:
    """A button label ('Bricks + Angels', 'White Friend', 'Pet 1'): catalogue message
    `cattower-card-<id>-<side>-short`."""
    return said(f"cattower-card-{card.lower()}-{side}-short")
