"""Typed views: what a seat (or, with seat None, the channel) may see of a game.

Every game's view is a `View` plus the game's own keys: each game declares its
TypedDict (subclassing `View`) in `bot/games/<key>/views.py`, a module that imports
nothing but `bot.core`, so renderers can read typed views without importing an engine.

The keys below are the ones the application (the Discord layer, records, the AI) reads
for every game. Views are JSON-able: they travel to renderer threads and into tests.
"""

from typing import Any, NotRequired, TypedDict


class OutcomeView(TypedDict):
    """How the game ended, as shown on the final board."""

    winners: list[int]
    #: A `Said` in JSON form (`Said.to_json`); `Said.from_json` reads it back.
    reason: dict[str, Any]


class TargetView(TypedDict):
    """One cell a picked piece may go to, as "Where can it go?" marks it on the board."""

    #: The cell's notation (`c4`).
    cell: str
    #: The tags of the moves that end on the cell, as the move menu's options start
    #: ("A", or "A/B" when several moves end there).
    label: str
    #: The cell the moves start from (drawn highlighted); absent for a placement.
    picked: NotRequired[str]


class View(TypedDict):
    """The keys every game's view holds (and the optional ones the application reads)."""

    #: The registry key of the game.
    game: str
    #: The seat whose turn it is (None when over or when several seats act).
    to_move: int | None
    #: Number of seats.
    players: int
    #: The last move's public notation, or None.
    last_move: str | None
    #: Colour names per seat ("Yellow", "Blue"…).
    seat_names: NotRequired[list[str]]
    #: Who sits in each seat, as pictures name them (a member's display name; an AI as
    #: "Kitty AI 1 (hard)"). Set by the application (`bot.matches.models.with_players`),
    #: never by a game: renderers show each beside its seat's colour and mark.
    player_names: NotRequired[list[str]]
    #: Set once the game is over.
    outcome: NotRequired[OutcomeView]
    #: A seat's own secrets (only in that seat's view, never in the public view).
    secret: NotRequired[Any]
    #: Final scoring details the result message shows (games that keep score).
    final: NotRequired[Any]
    #: Frames of a count the game shows at its end (Cat and the Tower's count of five);
    #: the game's renderer draws frame i with `render_frame(view, i)`.
    count_frames: NotRequired[Any]
    #: The sentence shown over those frames.
    count_caption: NotRequired[str]
    #: "Where can it go?": the cells a picked piece's moves reach, each with the tags of
    #: its move menu's options (`bot.core.targets`); set by the application for one
    #: private picture, never by a game. Cell games' renderers mark them; Cat and the
    #: Tower has no cells, so none.
    targets: NotRequired[list[TargetView]]
    #: The full encoded state, in perfect-information games (the AI rebuilds from it).
    state: NotRequired[Any]
