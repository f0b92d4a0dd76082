"""The typed views of Kitty Stack Tower: exactly what `view.build_view` returns.

A leaf module (it imports only `typing` and `bot.core`): renderers and the Discord layer
read these types without importing the engine. Cells are named ("d4"), pieces are colour
letters bottom→top, seats are numbers.

The public view (seat None) never holds a hidden card: `secret` and `private` are None
there, and `exchange`, `hand_sizes` and `discarded` say only what everyone saw.
"""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict

from bot.core.views import View

#: A text in words as `Said.to_json` writes it ({"key": …, "args": {…}}): renderers and
#: the Discord layer say it in their reader's language with `words.say(value)`.
SaidJSON = dict[str, Any]


class LastActionView(TypedDict):
    """The last move's kind, who played it and the cells it touched, in order."""

    kind: str
    seat: int
    cells: list[str]


class RemovedView(TypedDict):
    """A stack Monochromatic Frenzy took off the board, and the points it banked."""

    seat: int
    cell: str
    pieces: list[str]
    points: int


class SeatCardView(TypedDict):
    """A face-up card and the seat it belongs to (revealed or discarded)."""

    seat: int
    id: str
    #: The card's name in words (a `SaidJSON`).
    name: SaidJSON


class ScoredCardView(SeatCardView):
    """A card with the points it scored for its seat (banked, or in the final tally)."""

    points: int


#: An exchange in progress, without its cards: "offer" or "force" from one seat to
#: another; `card_given` (Forced Exchange only) once the target has given its card.
ExchangeView = TypedDict(
    "ExchangeView", {"kind": str, "from": int, "to": int, "card_given": bool | None}
)


class FinalView(TypedDict):
    """The final tally, per seat in seat order, and every card's points."""

    scores: list[int]
    heights: list[int]
    own_colour: list[int]
    card_points: list[int]
    cards: list[ScoredCardView]
    winners: list[int]


class CardTextView(TypedDict):
    """One of the seat's own objective cards, with its rules text."""

    id: str
    #: The card's name and rules text in words (each a `SaidJSON`).
    name: SaidJSON
    text: SaidJSON


#: The card offered in an exchange the seat is part of.
#: `name` is the card's name in words (a `SaidJSON`).
OfferView = TypedDict("OfferView", {"from": int, "to": int, "id": str, "name": SaidJSON})


class SecretView(TypedDict):
    """A seat's own secrets: its cards, and an exchange offer it is part of."""

    #: The heading over the cards, in words (a `SaidJSON`).
    title: SaidJSON
    cards: list[CardTextView]
    offer: NotRequired[OfferView]


class KnownCardView(TypedDict):
    """A hidden card elsewhere and the seats that may hold it, as far as this seat knows."""

    id: str
    seats: list[int]


class CardRefView(TypedDict):
    """A card by id and name (in words: a `SaidJSON`)."""

    id: str
    name: SaidJSON


class PrivateView(TypedDict):
    """What a seat has tracked about hidden cards: given away, seen in a declined offer,
    and the card of the Forced Exchange it is part of."""

    known: list[KnownCardView]
    pending_card: CardRefView | None


class KittyView(View):
    """A Kitty Stack Tower view. `secret` (a `SecretView`) and `private` are set only in a
    seat's own view of a game with objective cards; `final` (a `FinalView`) and `outcome`
    once the game is over."""

    colours: list[str]
    radius: int
    #: "setup", "play" or "over".
    phase: str
    actors: list[int]
    #: Cell name -> pieces bottom→top.
    stacks: dict[str, list[str]]
    #: Cell name -> token names ("rainbow", "twist").
    tokens: dict[str, list[str]]
    removed: list[RemovedView]
    unplaced: list[int]
    heights: list[int]
    own_colour: list[int]
    public_points: list[int]
    revealed: list[SeatCardView]
    hand_sizes: list[int]
    objectives: bool
    passes: int
    ply: int
    last_action: LastActionView | None
    #: Who must answer what, in words (a `SaidJSON`: an exchange, the after-action
    #: step), or None.
    pending: SaidJSON | None
    #: The set-up mode: "free", "turns" or "random".
    setup: str
    #: The play sub-step by its public name ("turn", "after_action", "offer",
    #: "force_give", "force_return"), None outside play.
    step: str | None
    #: The seat whose turn it is (also while another seat answers an exchange).
    turn_of: int | None
    out: list[bool]
    exchanged: list[bool]
    offered: bool
    exchange: ExchangeView | None
    discarded: list[SeatCardView]
    banked: list[ScoredCardView]
    #: Public sentences about the last move, in words (each a `SaidJSON`).
    events: list[SaidJSON]
    private: PrivateView | None
