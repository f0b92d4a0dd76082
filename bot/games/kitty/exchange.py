"""Card exchanges: Forced Exchange (force, give, give back) and voluntary offers (offer,
accept, decline). Public sentences name a card only when it is face up."""

from __future__ import annotations

from bot.games.kitty.cards import FORCED_EXCHANGE, card_name
from bot.games.kitty.knowledge import forget_card, learn, transfer
from bot.games.kitty.model import (
    STEP_FORCE_GIVE,
    STEP_FORCE_RETURN,
    STEP_OFFER,
    STEP_TURN,
    Changes,
    Position,
)
from bot.games.kitty.records import Pending


def move_card(
    state: Position,
    ch: Changes,
    giver: int,
    receiver: int,
    card: str,
    events: list[str],
    words: str = "",
) -> None:
    """`giver` hands `card` to `receiver`; each seat's card records are updated."""
    hands, knowledge = transfer(
        ch.get("hands", state.hands),
        ch.get("knowledge", state.knowledge),
        ch.get("revealed", state.revealed),
        giver,
        receiver,
        card,
    )
    ch.update({"hands": hands, "knowledge": knowledge})
    what = (
        f"the face-up {card_name(card)}" if card in ch.get("revealed", state.revealed) else "a card"
    )
    events.append(f"{state.name(giver)} gives {state.name(receiver)} {what}{words}.")


def force(state: Position, seat: int, target: int, ch: Changes, events: list[str]) -> None:
    """`seat` plays Forced Exchange on `target` (the card is discarded, face up)."""
    hands = list(state.hands)
    hands[seat] = tuple(c for c in hands[seat] if c != FORCED_EXCHANGE)
    ch.update(
        {
            "hands": tuple(hands),
            "discarded": state.discarded + ((FORCED_EXCHANGE, seat),),
            "knowledge": forget_card(state.knowledge, FORCED_EXCHANGE),
            "pending": Pending("force", seat, target, ""),
            "step": STEP_FORCE_GIVE,
        }
    )
    events.append(
        f"{state.name(seat)} plays Forced Exchange on {state.name(target)}: "
        f"{state.name(target)} chooses a card to give."
    )


def give(state: Position, card: str, ch: Changes, events: list[str]) -> None:
    """The target gives `card` to the Forced Exchange player, or that player gives one back."""
    pend = state.pending
    assert pend is not None
    if state.step == STEP_FORCE_GIVE:
        move_card(state, ch, pend.to, pend.frm, card, events)
        ch.update({"pending": pend._replace(card=card), "step": STEP_FORCE_RETURN})
    else:
        move_card(state, ch, pend.frm, pend.to, card, events, " in return")
        ch.update({"pending": None, "step": STEP_TURN})


def offer(
    state: Position, seat: int, target: int, card: str, ch: Changes, events: list[str]
) -> None:
    """`seat` offers `card` to `target`, who answers next."""
    ch.update(
        {"pending": Pending("offer", seat, target, card), "offered": True, "step": STEP_OFFER}
    )
    events.append(f"{state.name(seat)} offers {state.name(target)} an exchange of one card each.")


def accept(state: Position, card: str, ch: Changes, events: list[str]) -> None:
    """The offer's target accepts, giving `card`: both have used their exchange."""
    pend = state.pending
    assert pend is not None
    events.append(f"{state.name(pend.to)} accepts {state.name(pend.frm)}'s offer.")
    move_card(state, ch, pend.frm, pend.to, pend.card, events)
    move_card(state, ch, pend.to, pend.frm, card, events)
    exchanged = list(state.exchanged)
    exchanged[pend.frm] = exchanged[pend.to] = True
    ch.update({"exchanged": tuple(exchanged), "pending": None, "step": STEP_TURN})


def decline(state: Position, ch: Changes, events: list[str], *, seen: bool = True) -> None:
    """The offer's target declines (having `seen` the offered card, unless it resigned)."""
    pend = state.pending
    assert pend is not None
    if seen and pend.card not in state.revealed:
        ch["knowledge"] = learn(state.knowledge, pend.to, pend.card, pend.frm)
    ch.update({"pending": None, "step": STEP_TURN})
    events.append(f"{state.name(pend.to)} declines {state.name(pend.frm)}'s offer.")
