"""Snapshots: the full JSON form of a state (for the store) and the public form (in views,
for the AI). `decode` reads them back.

Floats are written with Python's shortest round-trip repr, so encode → JSON text → decode
gives back bit-identical body poses, and the next simulation is exactly the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields
from typing import Any

from bot.games.cattower.geometry import BodyRec
from bot.games.cattower.model import Draft, Turn
from bot.games.cattower.physics import PYMUNK_VERSION
from bot.games.cattower.position import Position

VERSION = 1


# ----- encoding ---------------------------------------------------------------------------------------
def _rec(r: BodyRec) -> list[Any]:
    return [r.id, r.x, r.y, r.a, r.vx, r.vy, r.w, r.fold]


def _recs(rs: Sequence[BodyRec]) -> list[list[Any]]:
    return [_rec(r) for r in rs]


#: The fields of a draft, in order (its JSON object: what `dataclasses.asdict` gives, without
#: deep-copying plain values).
_DRAFT_FIELDS = tuple(f.name for f in fields(Draft))


def _draft(d: Draft) -> dict[str, Any]:
    return {name: getattr(d, name) for name in _DRAFT_FIELDS}


def _turn(t: Turn) -> dict[str, Any]:
    return {
        "step": t.step,
        "card": t.card,
        "side": t.side,
        "part": t.part,
        "done": t.done,
        "petted": list(t.petted),
        "draft": None if t.draft is None else _draft(t.draft),
        "tries": t.tries,
        "pending": list(t.pending),
        "plan": None if t.plan is None else _draft(t.plan),
        "purpose": t.purpose,
        "goal": t.goal,
        "moved_friend": t.moved_friend,
        "start": _recs(t.start),
        "toto_start": t.toto_start,
        "cats_start": list(t.cats_start),
    }


def encode(state: Position) -> dict[str, Any]:
    """Everything, secrets included (deck order, hands, the seed)."""
    d = state.decks
    out = state.result
    return {
        "game": "cattower",
        "version": VERSION,
        "pymunk": state.physics_version or PYMUNK_VERSION,
        "players": state.players,
        "seed": state.seed,
        "mode": state.mode,
        "difficulty": list(state.difficulty),
        "story": state.story,
        "decks": {
            "action_deck": list(d.action_deck),
            "action_up": list(d.action_up),
            "action_discard": list(d.action_discard),
            "goal_deck": list(d.goal_deck),
            "goal_up": list(d.goal_up),
            "goal_discard": list(d.goal_discard),
            "hands": [list(h) for h in d.hands],
            "shuffles": d.shuffles,
        },
        "bodies": _recs(state.bodies),
        "active": state.active,
        "turn": _turn(state.turn),
        "fallen": list(state.fallen),
        "toto_floor": state.toto_floor,
        "cats": list(state.cats),
        "track": list(state.track),
        "arrivals": list(state.arrivals),
        "clock": state.clock,
        "hand_counter": state.hand_counter,
        "stories_won": list(state.stories_won),
        "ply": state.plies,
        "last_move": state.last_move,
        "slip": None if state.slip is None else state.slip.to_json(),
        "notice": None if state.notice is None else state.notice.to_json(),
        "count_frames": None
        if state.count_frames is None
        else [_recs(f) for f in state.count_frames],
        "count_verdict": state.count_verdict,
        "debris_shown": _recs(state.debris_shown),
        "collapser": state.collapser,
        "outcome": None
        if out is None
        else {
            "winners": list(out.winners),
            "reason": out.reason.to_json(),
            "scores": None if out.scores is None else list(out.scores),
        },
    }


def public_snapshot(state: Position, seat: int | None = None) -> dict[str, Any]:
    """`encode` without secrets: no seed, the face-down decks and the other seats' goal
    cards only as counts; `seat` keeps its own hand. In the competitive variant the goal
    being completed during a climb is still in the climber's hand (`back` returns it), so
    only the climber's own view names it."""
    data = encode(state)
    data["seed"] = None
    data["count_frames"] = None  # shown in the view itself; not needed to play on
    data["count_verdict"] = None
    decks = data["decks"]
    decks["hands"] = [
        list(hand) if s == seat else len(hand) for s, hand in enumerate(state.decks.hands)
    ]
    decks["goal_deck"] = len(state.decks.goal_deck)
    decks["action_deck"] = len(state.decks.action_deck)
    if not state.coop and seat != state.active:
        data["turn"]["goal"] = ""
    data["hidden"] = True
    return data
