"""Hidden information: a full state consistent with what one seat sees (for the AI, which
never reads the real hidden state)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from bot.core.errors import PositionError
from bot.games.cattower.data import load_data
from bot.games.cattower.decode import decode
from bot.games.cattower.model import (
    CLIMB,
)
from bot.games.cattower.state import CatState


def determinize(view: Mapping[str, Any], seat: int, rng: random.Random) -> CatState:
    """A full state consistent with what `seat` sees: a sampled seed (the hand's future
    tremor), the face-down decks shuffled from the cards not in sight, and the other
    seats' goal cards drawn from the same unseen cards."""
    raw = view.get("state") if isinstance(view, Mapping) else None
    if not isinstance(raw, Mapping) or not isinstance(raw.get("decks"), Mapping):
        raise PositionError("the view carries no state")
    cards = load_data()
    data = dict(raw)
    data["seed"] = rng.getrandbits(62)
    decks = dict(raw["decks"])
    seen_actions = set(decks.get("action_up", [])) | set(decks.get("action_discard", []))
    actions = [a.id for a in cards.actions if a.id not in seen_actions]
    rng.shuffle(actions)
    decks["action_deck"] = actions
    hands_raw = decks.get("hands", [])
    seen_goals = set(decks.get("goal_up", [])) | set(decks.get("goal_discard", []))
    for hand in hands_raw:
        if isinstance(hand, list):
            seen_goals |= set(hand)
    pool = [g.id for g in cards.goals if g.id not in seen_goals]
    rng.shuffle(pool)
    hands = []
    for hand in hands_raw:
        if isinstance(hand, list):
            hands.append(hand)
        else:
            count = int(hand)
            hands.append(pool[:count])
            pool = pool[count:]
    decks["hands"] = hands
    decks["goal_deck"] = pool
    data["decks"] = decks
    data.pop("hidden", None)
    turn = data.get("turn")
    if isinstance(turn, Mapping) and turn.get("step") == CLIMB and not turn.get("goal"):
        # The climber's secret goal: any card of their (sampled) hand stands in for it.
        active = data.get("active", 0)
        hand = hands[active] if isinstance(active, int) and 0 <= active < len(hands) else []
        data["turn"] = {**turn, "goal": hand[0] if hand else ""}
    return decode(data)
