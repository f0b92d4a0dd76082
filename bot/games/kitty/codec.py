"""Snapshots and positions: `encode_state`/`decode_state` (everything, secrets included,
for the store) and the rules file's position format (`position_from_json`).

Every malformed input raises `PositionError`, never TypeError/KeyError/IndexError.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core import fields
from bot.core.errors import GameError, PositionError, decoded
from bot.core.protocol import Outcome
from bot.games.kitty.cards import CARD_IDS, TOKEN_NAMES, sort_cards
from bot.games.kitty.geometry import MAX_RADIUS, MIN_RADIUS, geometry
from bot.games.kitty.model import COLOUR_ORDER, PIECES_PER_PLAYER, STEPS, stored_said
from bot.games.kitty.records import LastMove, Pending
from bot.games.kitty.state import KittyState

SETUP_MODES = ("free", "turns", "random")
FORMAT = 1


# ----- the rules file's position format ----------------------------------------------------
def position_from_json(data: Any) -> KittyState:
    """A play-phase state without cards from `{"game", "radius", "players", "to_move",
    "passes", "stacks"}`. Missing keys default to: radius 3 (2 players) or 4, players
    ["r", "y"], to_move the first player, passes 0, no stacks."""
    if not isinstance(data, Mapping):
        raise PositionError("A position must be a JSON object.")
    try:
        if data.get("game", "kitty") != "kitty":
            raise PositionError("This is not a Kitty Stack Tower position.")
        colours = _colours(data.get("players", ["r", "y"]))
        radius = _radius(data.get("radius", 3 if len(colours) == 2 else 4))
        cells = _stacks(data.get("stacks", {}), radius, colours)
        side = data.get("to_move", colours[0])
        if isinstance(side, int) and not isinstance(side, bool) and 0 <= side < len(colours):
            side = colours[side]
        if isinstance(side, str):
            side = side.strip().lower()
        if not isinstance(side, str) or len(side) != 1 or side not in colours:
            raise PositionError(
                f"`to_move` must be one of the players {list(colours)}, not {side!r}."
            )
        passes = fields.whole(data.get("passes", 0), "passes", 0, 1000)
    except GameError as exc:
        if isinstance(exc, PositionError):
            raise
        raise PositionError(str(exc)) from None
    except (TypeError, ValueError, AttributeError, KeyError, IndexError) as exc:
        raise PositionError(f"Malformed Kitty Stack Tower position: {exc}") from None
    n = len(colours)
    return KittyState(
        radius=radius,
        colours=colours,
        cells=cells,
        tokens=(),
        phase="play",
        setup_mode="free",
        unplaced=(0,) * n,
        turn=colours.index(side),
        step="turn",
        pending=None,
        offered=False,
        passes=passes,
        _ply=0,
        seed=0,
        objectives=False,
        hands=((),) * n,
        revealed=frozenset(),
        discarded=(),
        banked=((),) * n,
        removed=(),
        exchanged=(False,) * n,
        knowledge=((),) * n,
        out=(False,) * n,
        last=None,
        events=(),
        ended=None,
    )


def position_to_json(state: KittyState) -> dict[str, Any]:
    """The rules file's position format for `state` (board, side to move, passes)."""
    names = state.geo.names
    return {
        "game": "kitty",
        "radius": state.radius,
        "players": list(state.colours),
        "to_move": state.colours[state.turn],
        "passes": state.passes,
        "stacks": {names[i]: list(s) for i, s in enumerate(state.cells) if s},
    }


def _colours(value: Any) -> str:
    if isinstance(value, int) and not isinstance(value, bool) and 2 <= value <= 4:
        return COLOUR_ORDER[:value]
    if not isinstance(value, (list, tuple)) or not 2 <= len(value) <= 4:
        raise PositionError('`players` must list 2 to 4 colours, e.g. ["r", "y"].')
    letters = [str(v).strip().lower() for v in value]
    if any(c not in COLOUR_ORDER or len(c) != 1 for c in letters) or len(set(letters)) != len(
        letters
    ):
        raise PositionError("`players` must be distinct colours among r, y, b, g.")
    return "".join(letters)


def _radius(value: Any) -> int:
    return fields.whole(value, "radius", MIN_RADIUS, MAX_RADIUS)


def _stacks(value: Any, radius: int, colours: str) -> tuple[str, ...]:
    if not isinstance(value, Mapping):
        raise PositionError("`stacks` must map cell names to lists of colours.")
    geo = geometry(radius)
    cells = [""] * geo.size
    for name, stack in value.items():
        index = geo.index.get(str(name).strip().lower())
        if index is None:
            raise PositionError(f"`{name}` is not a cell of a radius-{radius} board.")
        if isinstance(stack, str):
            stack = list(stack)
        if not isinstance(stack, (list, tuple)) or not stack:
            raise PositionError(f"The stack on {name} must be a non-empty list of colours.")
        pieces = [str(p).strip().lower() for p in stack]
        bad = [p for p in pieces if p not in colours]
        if bad:
            raise PositionError(f"The stack on {name} holds `{bad[0]}`, not a colour of this game.")
        if cells[index]:
            raise PositionError(f"{name} is listed twice.")
        cells[index] = "".join(pieces)
    board = "".join(cells)
    for c in colours:
        if board.count(c) > PIECES_PER_PLAYER:
            raise PositionError(f"There are more than {PIECES_PER_PLAYER} `{c}` pieces.")
    return tuple(cells)


# ----- full snapshots ------------------------------------------------------------------
def encode_state(state: KittyState) -> dict[str, Any]:
    """Everything in `state` as JSON data (secrets included: for the store only)."""
    last = state.last
    ended = state.ended
    return {
        "game": "kitty",
        "format": FORMAT,
        "radius": state.radius,
        "colours": state.colours,
        "cells": list(state.cells),
        "tokens": [[c, list(t)] for c, t in state.tokens],
        "phase": state.phase,
        "setup": state.setup_mode,
        "unplaced": list(state.unplaced),
        "turn": state.turn,
        "step": state.step,
        "pending": None if state.pending is None else list(state.pending),
        "offered": state.offered,
        "passes": state.passes,
        "ply": state.ply,
        "seed": state.seed,
        "objectives": state.objectives,
        "hands": [list(h) for h in state.hands],
        "revealed": sorted(state.revealed),
        "discarded": [list(d) for d in state.discarded],
        "banked": [[list(e) for e in b] for b in state.banked],
        "removed": [list(r) for r in state.removed],
        "exchanged": list(state.exchanged),
        "knowledge": [[list(e) for e in k] for k in state.knowledge],
        "out": list(state.out),
        "last": None if last is None else [last.seat, last.text, last.kind, list(last.cells)],
        "events": [e.to_json() for e in state.events],
        "ended": None
        if ended is None
        else {
            "winners": list(ended.winners),
            "reason": ended.reason.to_json(),
            "scores": None if ended.scores is None else list(ended.scores),
        },
    }


def decode_state(data: Any) -> KittyState:
    """Inverse of `encode_state`; raises `PositionError` on malformed data."""
    if not isinstance(data, Mapping):
        raise PositionError("A Kitty Stack Tower snapshot must be an object.")
    return decoded(
        lambda: _decode(data),
        "Malformed Kitty Stack Tower snapshot",
        (GameError, TypeError, ValueError, AttributeError, KeyError, IndexError),
    )


def _decode(d: Mapping[str, Any]) -> KittyState:
    if d.get("game") != "kitty":
        raise PositionError("This is not a Kitty Stack Tower snapshot.")
    colours = _colours(list(d["colours"]))
    n = len(colours)
    radius = _radius(d["radius"])
    size = geometry(radius).size
    cells = tuple(str(c) for c in d["cells"])
    if len(cells) != size or any(p not in colours for c in cells for p in c):
        raise PositionError("The snapshot's board does not fit its radius and colours.")
    tokens = tuple(sorted((int(c), tuple(str(t) for t in names)) for c, names in d["tokens"]))
    if any(
        not 0 <= c < size or not cells[c] or any(t not in TOKEN_NAMES for t in names)
        for c, names in tokens
    ):
        raise PositionError("The snapshot has a bad token.")
    hands = tuple(sort_cards(_card(c) for c in h) for h in _per_seat(d["hands"], n))
    pending = d.get("pending")
    step = str(d["step"])
    phase = str(d["phase"])
    setup_mode = str(d["setup"])
    if step not in STEPS or phase not in ("setup", "play") or setup_mode not in SETUP_MODES:
        raise PositionError("The snapshot has a bad phase or step.")
    last = d.get("last")
    ended = d.get("ended")
    state = KittyState(
        radius=radius,
        colours=colours,
        cells=cells,
        tokens=tokens,
        phase=phase,
        setup_mode=setup_mode,
        unplaced=tuple(fields.count(u, "unplaced") for u in _per_seat(d["unplaced"], n)),
        turn=_seat(d["turn"], n),
        step=step,
        pending=None
        if pending is None
        else Pending(str(pending[0]), _seat(pending[1], n), _seat(pending[2], n), str(pending[3])),
        offered=fields.flag(d["offered"], "offered"),
        passes=fields.count(d["passes"], "passes"),
        _ply=fields.count(d["ply"], "ply"),
        seed=fields.whole(d["seed"], "seed", -(2**63), 2**64),
        objectives=fields.flag(d["objectives"], "objectives"),
        hands=hands,
        revealed=frozenset(_card(c) for c in d["revealed"]),
        discarded=tuple((_card(c), _seat(s, n)) for c, s in d["discarded"]),
        banked=tuple(
            tuple(sorted((_card(c), int(p)) for c, p in b)) for b in _per_seat(d["banked"], n)
        ),
        removed=tuple((_seat(s, n), int(c), str(p), int(pts)) for s, c, p, pts in d["removed"]),
        exchanged=tuple(fields.flag(x, "exchanged") for x in _per_seat(d["exchanged"], n)),
        knowledge=tuple(
            tuple(sorted((_card(c), int(m)) for c, m in k)) for k in _per_seat(d["knowledge"], n)
        ),
        out=tuple(fields.flag(x, "out") for x in _per_seat(d["out"], n)),
        last=None
        if last is None
        else LastMove(int(last[0]), str(last[1]), str(last[2]), tuple(int(c) for c in last[3])),
        events=tuple(stored_said(e) for e in d.get("events", [])),
        ended=None
        if ended is None
        else Outcome(
            tuple(int(w) for w in ended["winners"]),
            stored_said(ended["reason"]),
            None if ended.get("scores") is None else tuple(float(s) for s in ended["scores"]),
        ),
    )
    _check_consistent(state)
    return state


def _per_seat(value: Any, n: int) -> list[Any]:
    items = fields.items(value, "per-seat list")
    if len(items) != n:
        raise PositionError("The snapshot has the wrong number of seats.")
    return items


def _seat(value: Any, n: int) -> int:
    return fields.whole(value, "seat", 0, n - 1)


def _card(value: Any) -> str:
    card = str(value)
    if card not in CARD_IDS:
        raise PositionError(f"`{card}` is not a card.")
    return card


def _check_consistent(state: KittyState) -> None:
    held = [c for h in state.hands for c in h] + [c for c, _ in state.discarded]
    if len(held) != len(set(held)):
        raise PositionError("A card appears twice in the snapshot.")
    if state.pending is not None and state.pending.kind not in ("offer", "force"):
        raise PositionError("The snapshot has a bad pending exchange.")
    size = len(state.cells)
    cells = [c for _, c, _, _ in state.removed] + list(state.last.cells if state.last else ())
    if any(not 0 <= c < size for c in cells):
        raise PositionError("The snapshot names a cell off the board.")
    if any(not 0 < m < 1 << state.num_players for k in state.knowledge for _, m in k):
        raise PositionError("The snapshot has a bad card record.")
    empty = sum(1 for c in state.cells if not c)
    if any(u < 0 for u in state.unplaced) or sum(state.unplaced) > empty:
        raise PositionError("The snapshot has more pieces to place than empty cells.")
