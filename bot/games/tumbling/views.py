"""The typed view of a Tumbling Down position: what `TumblingGame.view` returns and the
renderer reads. Tumbling Down hides nothing, so every seat gets the same view."""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict

from bot.core.views import View


class ThreatView(TypedDict):
    """A king that could fall next move."""

    #: Piece letters of the attacker and of the threatened player ("b"/"w").
    by: str
    victim: str
    #: The threatened king cells.
    cells: list[str]
    #: True when the threatened player is the one to move (the warning is for them).
    check: bool
    #: "Black threatens White's king on c3": a `Said` in JSON form (`Said.to_json`; read
    #: it with `words.say`).
    text: NotRequired[dict[str, Any]]


class TumblingView(View):
    """A Tumbling Down board as the players see it ("outcome" once the game is over).
    Seat 0 is Black ("b"), seat 1 White ("w")."""

    #: Piece letter per seat: ["b", "w"].
    colours: list[str]
    #: Piece letter of the player on turn (kept after the end).
    side: str
    files: int
    ranks: int
    #: The occupied cells as {name: [pieces bottom→top]} ("d4": ["w", "b"]).
    stacks: dict[str, list[str]]
    #: Per piece letter, the king cells and the kings' height.
    kings: dict[str, list[str]]
    king_heights: dict[str, int]
    #: Kings that could fall next move (empty once the game is over).
    threats: list[ThreatView]
    #: The last move in words ("tumble d4 (3) north-east → e5 f6 g7") as a `Said` in JSON
    #: form (`Said.to_json`; read it with `words.say`), and the cells it covered in order.
    last_label: dict[str, Any] | None
    last_path: list[str]
    #: How often the current position has occurred.
    repetitions: int
    ply: int
    #: The cells of the kings whose capture ended the game.
    fallen: list[str]
