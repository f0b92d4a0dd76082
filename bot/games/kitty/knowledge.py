"""Moving cards between hands, and what each seat can still be sure of afterwards.

Every seat keeps a small record of hidden cards outside its own hand whose holder it has
narrowed down: (card, bitmask of seats that may hold it). Revealed cards and the discarded
Forced Exchange are public and need no record. The rules of the record:
- the giver of a hidden card knows exactly who received it;
- the receiver forgets any record of that card (it is in its own hand now);
- a third seat knows only that the giver handed over *a* card, so every record that
  allowed the giver now also allows the receiver;
- a declined offer tells the answering seat which card the offerer holds.
`determinize.py` reads these records (through the seat's view) to sample hidden hands.
"""

from __future__ import annotations

from bot.games.kitty.cards import sort_cards

Hands = tuple[tuple[str, ...], ...]
Knowledge = tuple[tuple[tuple[str, int], ...], ...]


def transfer(
    hands: Hands,
    knowledge: Knowledge,
    revealed: frozenset[str],
    giver: int,
    receiver: int,
    card: str,
) -> tuple[Hands, Knowledge]:
    """`card` moves from `giver`'s hand to `receiver`'s; returns the new hands and records."""
    new_hands = list(hands)
    new_hands[giver] = tuple(c for c in hands[giver] if c != card)
    new_hands[receiver] = sort_cards(hands[receiver] + (card,))
    if card in revealed:
        return tuple(new_hands), knowledge
    giver_bit, receiver_bit = 1 << giver, 1 << receiver
    records = []
    for seat, known in enumerate(knowledge):
        entries = dict(known)
        if seat == giver:
            entries[card] = receiver_bit
        elif seat == receiver:
            entries.pop(card, None)
        else:
            entries = {c: (m | receiver_bit if m & giver_bit else m) for c, m in entries.items()}
        records.append(tuple(sorted(entries.items())))
    return tuple(new_hands), tuple(records)


def learn(knowledge: Knowledge, seat: int, card: str, holder: int) -> Knowledge:
    """`seat` now knows that `holder` holds `card`."""
    records = list(knowledge)
    entries = dict(records[seat])
    entries[card] = 1 << holder
    records[seat] = tuple(sorted(entries.items()))
    return tuple(records)


def forget_card(knowledge: Knowledge, card: str) -> Knowledge:
    """Drop every record of `card` (it has become public)."""
    return tuple(tuple((c, m) for c, m in known if c != card) for known in knowledge)


def seats_of(mask: int, players: int) -> list[int]:
    """The seats in a bitmask."""
    return [s for s in range(players) if mask >> s & 1]
