"""The typed view of a Towers position: what `TowersGame.view` returns and the renderer
reads. Everything in Towers is public, so every seat gets the same view."""

from __future__ import annotations

from bot.core.views import View


class TowersView(View):
    """A Towers board as the players see it (all keys always present; "outcome" once the
    game is over)."""

    #: Piece letter per seat: ["y", "b"].
    colours: list[str]
    files: int
    ranks: int
    #: The occupied cells as {name: [pieces bottom→top]} ("c3": ["b", "y"]).
    stacks: dict[str, list[str]]
    #: Pieces controlled per seat.
    scores: list[int]
    #: Plies since the last merge, and the limit that ends the game (0 = off).
    quiet: int
    quiet_limit: int
    #: Passes in a row.
    passes: int
    ply: int
    #: The last move's [from, to] cell names (None before the first move or after a pass).
    last_cells: list[str] | None
