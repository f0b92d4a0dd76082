"""The view of a Tumbling Down state (the same for every seat: nothing is secret) and the
"check" threats the board caption and the move announcements warn about."""

from __future__ import annotations

from typing import Any

from bot.games.tumbling.codec import encode_state, stacks_of
from bot.games.tumbling.geometry import COLOURS, NAMES
from bot.games.tumbling.kings import capture_of, king_info
from bot.games.tumbling.moves import generate, play
from bot.games.tumbling.notation import format_move
from bot.games.tumbling.state import TumblingState, join_cells
from bot.games.tumbling.views import ThreatView, TumblingView
from bot.i18n import Said, said


def threat_cells(state: TumblingState, attacker: int) -> tuple[int, ...]:
    """The cells of the opponent's kings that `attacker` could capture with one move if it
    were `attacker`'s turn now (sorted; empty when there is no such move). A move that
    leaves the opponent with no pure stack counts, with the king cells it covers."""
    victim = 1 - attacker
    before = state.kings
    other = COLOURS[attacker]
    hit: set[int] = set()
    for move in generate(state.geo, state.cells, attacker):
        cells = play(state.geo, state.cells, move)
        after = king_info(cells)
        if capture_of(victim, before, after, cells) is not None:
            hit.update(k for k in before.kings[victim] if cells[k][-1:] == other)
    return tuple(sorted(hit))


def threats(state: TumblingState) -> list[ThreatView]:
    """Every king that could fall next move, as {"by", "victim" (piece letters), "cells"
    (king cell names), "check" (True when the threatened player is the one to move, so
    the warning is for them), "text" ("Black threatens White's king on c3")}.
    Empty once the game is over."""
    if state.outcome() is not None:
        return []
    geo = state.geo
    out: list[ThreatView] = []
    # The player not to move first: their threat is the "check" the mover must answer.
    for attacker in (1 - state.side, state.side):
        cells = threat_cells(state, attacker)
        if not cells:
            continue
        names = [geo.name(c) for c in cells]
        victim = 1 - attacker
        threat = ThreatView(
            by=COLOURS[attacker], victim=COLOURS[victim], cells=names, check=victim == state.side
        )
        threat["text"] = threat_text(state, threat).to_json()
        out.append(threat)
    return out


def threat_text(state: TumblingState, threat: ThreatView, announce: bool = False) -> Said:
    """The threat in words: "Black threatens White's king on c3" (under the board), with a
    full stop when it is announced after a move."""
    return said(
        "tumbling-announce-threat" if announce else "tumbling-threat",
        attacker=said(f"tumbling-seat-{COLOURS.index(threat['by']) + 1}"),
        victim=said(f"tumbling-seat-{COLOURS.index(threat['victim']) + 1}"),
        count=len(threat["cells"]),
        cells=join_cells(list(threat["cells"])),
    )


def _json(text: Said | None) -> dict[str, Any] | None:
    return None if text is None else text.to_json()


def build_view(state: TumblingState) -> TumblingView:
    """The `TumblingView` of `state` (see `views.py` for the keys), with the full snapshot
    under "state" for the AI."""
    geo = state.geo
    info = state.kings
    view = TumblingView(
        game="tumbling",
        players=2,
        seat_names=list(NAMES),
        colours=list(COLOURS),
        to_move=state.to_move,
        side=COLOURS[state.side],
        files=geo.files,
        ranks=geo.ranks,
        stacks=stacks_of(geo, state.cells),
        kings={COLOURS[s]: [geo.name(c) for c in info.kings[s]] for s in (0, 1)},
        king_heights={COLOURS[s]: info.heights[s] for s in (0, 1)},
        threats=threats(state),
        last_move=None if state.last is None else format_move(geo, state.last),
        last_label=_json(state.last_label()),
        last_path=[geo.name(c) for c in state.last_path],
        repetitions=state.repetitions(),
        ply=state.ply,
        fallen=[geo.name(c) for c in state.fallen],
        state=encode_state(state),
    )
    out = state.outcome()
    if out is not None:
        view["outcome"] = {"winners": list(out.winners), "reason": out.reason.to_json()}
    return view
