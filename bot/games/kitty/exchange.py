"""Card exchanges: Forced Exchange (force, give, give back) and voluntary offers (offer,
accept, decline). Public sentences name a card only when it is face up."""

from __future__ import annotations

from bot.games.kitty.cards import FORCED_EXCHANGE, card_said
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
from bot.i18n import Said, said


def move_card(
    state: Position,
    ch: Changes,
    giver: int,
    receiver: int,
    card: str,
    events: list[Said],
    in_return: bool = False,
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
    key = "kitty-event-gives-back" if in_return else "kitty-event-gives"
    who = {"name": state.player(giver), "receiver": state.player(receiver)}
    if card in ch.get("revealed", state.revealed):
        events.append(said(f"{key}-face-up", **who, card=card_said(card)))
    else:
        events.append(said(key, **who))


def force(state: Position, seat: int, target: int, ch: Changes, events: list[Said]) -> None:
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
    events.append(said("kitty-event-force", name=state.player(seat), target=state.player(target)))


def give(state: Position, card: str, ch: Changes, events: list[Said]) -> None:
    """The target gives `card` to the Forced Exchange player, or that player gives one back."""
    pend = state.pending
    assert pend is not None
    if state.step == STEP_FORCE_GIVE:
        move_card(state, ch, pend.to, pend.frm, card, events)
        ch.update({"pending": pend._replace(card=card), "step": STEP_FORCE_RETURN})
    else:
        move_card(state, ch, pend.frm, pend.to, card, events, in_return=True)
        ch.update({"pending": None, "step": STEP_TURN})


def offer(
    state: Position, seat: int, target: int, card: str, ch: Changes, events: list[Said]
) -> None:
    """`seat` offers `card` to `target`, who answers next."""
    ch.update(
        {"pending": Pending("offer", seat, target, card), "offered": True, "step": STEP_OFFER}
    )
    events.append(said("kitty-event-offer", name=state.player(seat), target=state.player(target)))


def accept(state: Position, card: str, ch: Changes, events: list[Said]) -> None:
    """The offer's target accepts, giving `card`: both have used their exchange."""
    pend = state.pending
    assert pend is not None
    events.append(
        said("kitty-event-accept", name=state.player(pend.to), offerer=state.player(pend.frm))
    )
    move_card(state, ch, pend.frm, pend.to, pend.card, events)
    move_card(state, ch, pend.to, pend.frm, card, events)
    exchanged = list(state.exchanged)
    exchanged[pend.frm] = exchanged[pend.to] = True
    ch.update({"exchanged": tuple(exchanged), "pending": None, "step": STEP_TURN})


def decline(state: Position, ch: Changes, events: list[Said], *, seen: bool = True) -> None:
    """The offer's target declines (having `seen` the offered card, unless it resigned)."""
    pend = state.pending
    assert pend is not None
    if seen and pend.card not in state.revealed:
        ch["knowledge"] = learn(state.knowledge, pend.to, pend.card, pend.frm)
    ch.update({"pending": None, "step": STEP_TURN})
    events.append(
        said("kitty-event-decline", name=state.player(pend.to), offerer=state.player(pend.frm))
    )
