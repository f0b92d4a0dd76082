"""The view of a Towers position (the same for every seat: nothing is secret)."""

from __future__ import annotations

from bot.games.towers.codec import encode, stacks_of
from bot.games.towers.model import COLOURS, NAMES, PASS
from bot.games.towers.notation import cell_name, notation
from bot.games.towers.state import TowersState
from bot.games.towers.views import TowersView


def build_view(state: TowersState) -> TowersView:
    """The `TowersView` of `state`, with the full snapshot under "state" for the AI."""
    last = state.last
    view = TowersView(
        game="towers",
        players=2,
        seat_names=list(NAMES),
        colours=list(COLOURS),
        to_move=state.to_move,
        files=state.files,
        ranks=state.ranks,
        stacks=stacks_of(state),
        scores=list(state.scores()),
        quiet=state.quiet,
        quiet_limit=state.quiet_limit,
        passes=state.passes,
        ply=state.ply,
        last_move=None if last is None else notation(state, last),
        last_cells=None
        if last is None or last == PASS
        else [cell_name(state, last.frm), cell_name(state, last.to)],
        state=encode(state),
    )
    outcome = state.outcome()
    if outcome is not None:
        view["outcome"] = {"winners": list(outcome.winners), "reason": outcome.reason.to_json()}
    return view
