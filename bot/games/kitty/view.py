"""`build_view(state, seat)`: what the public channel (seat None) or one seat may see, as
the JSON-able `KittyView` of `views.py`.

The public view never holds a hidden card: hands appear only as sizes, exchanges without
their cards, and the after-action step (which only the holder of Monochromatic Frenzy
gets) under a neutral name. A seat's own view adds `secret` (its cards, and an exchange
offer it is part of) and `private` (what it has tracked about hidden cards elsewhere).
"""

from __future__ import annotations

from bot.games.kitty.cards import card_said, card_text
from bot.games.kitty.knowledge import seats_of
from bot.games.kitty.model import KEY, PUBLIC_STEPS
from bot.games.kitty.scoring import final_score, heights_and_own, public_points
from bot.games.kitty.state import KittyState
from bot.games.kitty.views import (
    CardRefView,
    FinalView,
    KittyView,
    PrivateView,
    SaidJSON,
    SeatCardView,
    SecretView,
)
from bot.i18n import said


def build_view(state: KittyState, seat: int | None) -> KittyView:
    """The view of `seat` (None, or a seat not in the game: the public view). See the
    module docstring for what it holds."""
    n = state.num_players
    if seat is not None and not 0 <= seat < n:
        seat = None
    names = state.geo.names
    outcome = state.outcome()
    over = outcome is not None
    heights, own = heights_and_own(state)
    last = state.last
    view: KittyView = {
        "game": KEY,
        "players": n,
        "seat_names": [state.name(s) for s in range(n)],
        "colours": list(state.colours),
        "radius": state.radius,
        "phase": "over" if over else state.phase,
        "to_move": state.to_move,
        "actors": sorted(state.actors()),
        "stacks": {names[i]: list(s) for i, s in enumerate(state.cells) if s},
        "tokens": {names[c]: list(t) for c, t in state.tokens if t},
        "removed": [
            {"seat": s, "cell": names[c], "pieces": list(p), "points": pts}
            for s, c, p, pts in state.removed
        ],
        "unplaced": list(state.unplaced),
        "heights": list(heights),
        "own_colour": list(own),
        "public_points": list(public_points(state)),
        "revealed": _revealed(state, over),
        "hand_sizes": [len(h) for h in state.hands],
        "objectives": state.objectives,
        "passes": state.passes,
        "ply": state.ply,
        "last_move": None if last is None else last.text,
        "last_action": None
        if last is None
        else {
            "kind": last.kind,
            "seat": last.seat,
            "cells": [names[c] for c in last.cells],
        },
        "pending": None if over else _pending_text(state),
        "final": _final(state) if over else None,
        "secret": None,
        # Extra keys (the AI's determinization and the cogs read these).
        "setup": state.setup_mode,
        "step": None if over or state.phase != "play" else PUBLIC_STEPS[state.step],
        "turn_of": state.turn
        if not over and (state.phase == "play" or state.setup_mode == "turns")
        else None,
        "out": list(state.out),
        "exchanged": list(state.exchanged),
        "offered": state.offered,
        "exchange": None
        if state.pending is None or over
        else {
            "kind": state.pending.kind,
            "from": state.pending.frm,
            "to": state.pending.to,
            "card_given": bool(state.pending.card) if state.pending.kind == "force" else None,
        },
        "discarded": [
            {"seat": s, "id": c, "name": card_said(c).to_json()} for c, s in state.discarded
        ],
        "banked": [
            {"seat": s, "id": c, "name": card_said(c).to_json(), "points": p}
            for s, entries in enumerate(state.banked)
            for c, p in entries
        ],
        "events": [e.to_json() for e in state.events],
        "private": None,
    }
    if outcome is not None:
        view["outcome"] = {"winners": list(outcome.winners), "reason": outcome.reason.to_json()}
    if seat is not None and state.objectives:
        view["secret"] = _secret(state, seat)
        view["private"] = _private(state, seat)
    return view


def _revealed(state: KittyState, over: bool) -> list[SeatCardView]:
    return [
        {"seat": s, "id": c, "name": card_said(c).to_json()}
        for s, hand in enumerate(state.hands)
        for c in hand
        if over or c in state.revealed
    ]


def _pending_text(state: KittyState) -> SaidJSON | None:
    if state.phase != "play":
        return None
    pend = state.pending
    if state.step == "frenzy":
        return said("kitty-pending-after-action", name=state.player(state.turn)).to_json()
    if pend is None:
        return None
    a, b = state.player(pend.frm), state.player(pend.to)
    if state.step == "offer":
        return said("kitty-pending-offer", name=b, offerer=a).to_json()
    if state.step == "force_give":
        return said("kitty-pending-force-give", name=b, receiver=a).to_json()
    return said("kitty-pending-force-return", name=a, receiver=b).to_json()


def _final(state: KittyState) -> FinalView:
    fs = final_score(state)
    outcome = state.outcome()
    return {
        "scores": list(fs.scores),
        "heights": list(fs.heights),
        "own_colour": list(fs.own_colour),
        "card_points": list(fs.card_points),
        "cards": [
            {"seat": c.seat, "id": c.card, "name": card_said(c.card).to_json(), "points": c.points}
            for c in fs.cards
        ],
        "winners": list(outcome.winners) if outcome is not None else list(fs.winners),
    }


def _secret(state: KittyState, seat: int) -> SecretView:
    secret: SecretView = {
        "title": said("kitty-secret-title").to_json(),
        "cards": [
            {"id": c, "name": card_said(c).to_json(), "text": card_text(c).to_json()}
            for c in state.hands[seat]
        ],
    }
    pend = state.pending
    if pend is not None and pend.kind == "offer" and seat in (pend.frm, pend.to):
        secret["offer"] = {
            "from": pend.frm,
            "to": pend.to,
            "id": pend.card,
            "name": card_said(pend.card).to_json(),
        }
    return secret


def _private(state: KittyState, seat: int) -> PrivateView:
    pend = state.pending
    pending_card: CardRefView | None = None
    if pend is not None and pend.card and seat in (pend.frm, pend.to):
        pending_card = {"id": pend.card, "name": card_said(pend.card).to_json()}
    return {
        "known": [
            {"id": c, "seats": seats_of(mask, state.num_players)}
            for c, mask in state.knowledge[seat]
        ],
        "pending_card": pending_card,
    }
