"""`determinize(view, seat, rng)`: a full state built from one seat's view alone.

Everything public is read back from the view; the other seats' hidden cards are sampled
from the cards this seat has not seen (from the public view, which holds no `secret`, every
hand is sampled: a game's analysis rebuilds positions that way), honouring what it knows: revealed cards stay with
their holders, the discarded Forced Exchange is out of play, cards it tracked (given away,
shown in a declined offer) go to a seat their record allows, and a seat standing in the
after-action step must hold Monochromatic Frenzy. The real hidden state is never needed.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from bot.core.errors import PositionError, decoded
from bot.core.protocol import Outcome
from bot.games.kitty.cards import CARD_IDS, FRENZY, sort_cards
from bot.games.kitty.geometry import geometry
from bot.games.kitty.model import PUBLIC_STEPS, stored_said
from bot.games.kitty.records import Pending
from bot.games.kitty.state import KittyState

_STEP_OF = {public: internal for internal, public in PUBLIC_STEPS.items()}


def determinize(view: Mapping[str, Any], seat: int, rng: random.Random) -> KittyState:
    """A state consistent with `view` (the view of `seat`), unseen cards sampled by `rng`."""
    return decoded(
        lambda: _build(view, seat, rng),
        "Cannot rebuild a game from this view",
        (TypeError, ValueError, KeyError, IndexError, AttributeError),
    )


def _build(view: Mapping[str, Any], seat: int, rng: random.Random) -> KittyState:
    colours = "".join(view["colours"])
    n = len(colours)
    radius = int(view["radius"])
    geo = geometry(radius)
    cells = [""] * geo.size
    for name, pieces in view["stacks"].items():
        cells[geo.index[name]] = "".join(pieces)
    tokens = tuple(
        sorted((geo.index[name], tuple(sorted(t))) for name, t in view["tokens"].items())
    )
    phase = "setup" if view["phase"] == "setup" else "play"
    step = _STEP_OF.get(view.get("step") or "turn", "turn")
    turn = view.get("turn_of")
    exchange = view.get("exchange")
    hands, pending = _sample_hands(view, seat, step, turn, exchange, rng)
    outcome = view.get("outcome")
    ended = None
    if view["phase"] == "over" and outcome is not None and int(view["passes"]) < n:
        ended = Outcome(tuple(outcome["winners"]), stored_said(outcome["reason"]))
    private = view.get("private") or {}
    knowledge: list[tuple[tuple[str, int], ...]] = [() for _ in range(n)]
    knowledge[seat] = tuple(
        sorted((k["id"], sum(1 << s for s in k["seats"])) for k in private.get("known", []))
    )
    banked: list[dict[str, int]] = [{} for _ in range(n)]
    for entry in view["banked"]:
        banked[entry["seat"]][entry["id"]] = int(entry["points"])
    return KittyState(
        radius=radius,
        colours=colours,
        cells=tuple(cells),
        tokens=tokens,
        phase=phase,
        setup_mode=str(view["setup"]),
        unplaced=tuple(int(u) for u in view["unplaced"]),
        turn=0 if turn is None else int(turn),
        step=step,
        pending=pending,
        offered=bool(view["offered"]),
        passes=int(view["passes"]),
        _ply=int(view["ply"]),
        seed=rng.getrandbits(62),
        objectives=bool(view["objectives"]),
        hands=hands,
        revealed=frozenset(r["id"] for r in view["revealed"])
        if view["phase"] != "over"
        else frozenset(),
        discarded=tuple((d["id"], int(d["seat"])) for d in view["discarded"]),
        banked=tuple(tuple(sorted(b.items())) for b in banked),
        removed=tuple(
            (r["seat"], geo.index[r["cell"]], "".join(r["pieces"]), int(r["points"]))
            for r in view["removed"]
        ),
        exchanged=tuple(bool(x) for x in view["exchanged"]),
        knowledge=tuple(knowledge),
        out=tuple(bool(x) for x in view["out"]),
        last=None,
        events=(),
        ended=ended,
    )


def _sample_hands(
    view: Mapping[str, Any],
    seat: int,
    step: str,
    turn: Any,
    exchange: Mapping[str, Any] | None,
    rng: random.Random,
) -> tuple[tuple[tuple[str, ...], ...], Pending | None]:
    n = len(view["colours"])
    sizes = [int(x) for x in view["hand_sizes"]]
    secret = view.get("secret") or {}
    private = view.get("private") or {}
    own_known = view.get("secret") is not None or not view.get("objectives")
    hands: list[list[str]] = [[] for _ in range(n)]
    hands[seat] = [c["id"] for c in secret.get("cards", [])]
    seen = set(hands[seat]) | {d["id"] for d in view["discarded"]}
    for r in view["revealed"]:
        if (r["seat"] != seat or not own_known) and r["id"] not in seen:
            hands[r["seat"]].append(r["id"])
        seen.add(r["id"])
    allowed: dict[str, list[int]] = {}
    for k in private.get("known", []):
        if k["id"] not in seen:
            allowed[k["id"]] = [s for s in k["seats"] if s != seat or not own_known]
    if (
        step == "frenzy"
        and turn is not None
        and (int(turn) != seat or not own_known)
        and FRENZY not in seen
    ):
        allowed[FRENZY] = [int(turn)]
    room = [sizes[s] - len(hands[s]) for s in range(n)]
    if own_known:
        room[seat] = 0
    if not _place_constrained(sorted(allowed), allowed, hands, room, rng):
        raise PositionError("The view's card knowledge cannot be satisfied.")
    pool = [c for c in CARD_IDS if c not in seen and c not in allowed]
    rng.shuffle(pool)
    for s in range(n):
        while room[s] > 0:
            if not pool:
                raise PositionError("The view holds more hidden cards than exist.")
            hands[s].append(pool.pop())
            room[s] -= 1
    return tuple(sort_cards(h) for h in hands), _pending(view, seat, exchange, hands, rng)


def _place_constrained(
    cards: list[str],
    allowed: dict[str, list[int]],
    hands: list[list[str]],
    room: list[int],
    rng: random.Random,
) -> bool:
    """Give each card in `cards` to a seat its record allows that has room (backtracking)."""
    if not cards:
        return True
    card, rest = cards[0], cards[1:]
    options = [s for s in allowed[card] if room[s] > 0]
    rng.shuffle(options)
    for s in options:
        hands[s].append(card)
        room[s] -= 1
        if _place_constrained(rest, allowed, hands, room, rng):
            return True
        hands[s].pop()
        room[s] += 1
    return False


def _pending(
    view: Mapping[str, Any],
    seat: int,
    exchange: Mapping[str, Any] | None,
    hands: list[list[str]],
    rng: random.Random,
) -> Pending | None:
    if not exchange:
        return None
    frm, to = int(exchange["from"]), int(exchange["to"])
    kind = str(exchange["kind"])
    secret = view.get("secret") or {}
    private = view.get("private") or {}
    if kind == "offer":
        offer = secret.get("offer")
        card = offer["id"] if offer else rng.choice(sorted(hands[frm]))
        return Pending("offer", frm, to, card)
    if not exchange.get("card_given"):
        return Pending("force", frm, to, "")
    known = private.get("pending_card")
    card = known["id"] if known else rng.choice(sorted(hands[frm]))
    return Pending("force", frm, to, card)
