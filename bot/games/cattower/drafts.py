"""Planning a placement: the default draft, the choices offered, and the ghost it makes.

Everything here is pure geometry on the state's snapshot; nothing is simulated.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import product

from bot.games.cattower.data import load_data
from bot.games.cattower.geometry import BodyRec, floor_id, piece_info
from bot.games.cattower.model import Draft
from bot.games.cattower.placement import (
    Spot,
    first_overlap,
    fits_on_floor,
    floor_frame,
    friend_frame,
    half_width,
    wall_top_frame,
)
from bot.games.cattower.position import Position
from bot.games.cattower.specs import WALL_TYPES, ActionOption
from bot.games.cattower.texts import colour_word, describe_piece
from bot.i18n import Said, said

SPACING_RANGE = (20.0, 72.0)
WALL_SHIFT_RANGE = (-30.0, 30.0)
FLOOR_OFFSET_RANGE = (-30.0, 30.0)
FLOOR_OFFSETS = (-12.0, -6.0, 0.0, 6.0, 12.0)
SPOTS = (-36.0, -30.0, -24.0, -18.0, -12.0, -6.0, 0.0, 6.0, 12.0, 18.0, 24.0, 30.0, 36.0)
ON_TOP_RANGE = (-8.0, 8.0)
ON_TOP_SPOTS = (-4.0, 0.0, 4.0)
NON_PILLARS = tuple(w for w in WALL_TYPES if w != "pillars")


# ----- walls -----------------------------------------------------------------------------------
def wall_combos(state: Position, option: ActionOption) -> list[tuple[str, str]]:
    """The (left, right) wall types the player may use for a build card: the card's own
    pair in either order, or substitutes for a type out of stock (FAQ)."""
    stock = {t: len(state.wall_stock(t)) for t in WALL_TYPES}
    a, b = option.walls
    if a == b == "pillars":
        if stock["pillars"] >= 2:
            return [("pillars", "pillars")]
        pairs = [(x, y) for x, y in product(NON_PILLARS, NON_PILLARS) if x != y]
    else:
        left = [a] if stock[a] else [t for t in NON_PILLARS if stock[t]]
        right = [b] if stock[b] else [t for t in NON_PILLARS if stock[t]]
        pairs = []
        for x, y in product(left, right):
            pairs.extend([(x, y), (y, x)])
    out: list[tuple[str, str]] = []
    for x, y in pairs:
        enough = stock[x] >= 2 if x == y else stock[x] >= 1 and stock[y] >= 1
        if enough and (x, y) not in out:
            out.append((x, y))
    return out


def can_build(state: Position, option: ActionOption) -> bool:
    return state.next_floor is not None and bool(wall_combos(state, option))


def walls_draft(state: Position, option: ActionOption) -> Draft:
    left, right = wall_combos(state, option)[0]
    return Draft("walls", left=left, right=right, spacing=50.0, shift=0.0)


def wall_pieces(state: Position, draft: Draft) -> tuple[str, str]:
    """The ids of the two walls a build would take from stock."""
    left = state.wall_stock(draft.left)[0]
    right = next(w for w in state.wall_stock(draft.right) if w != left)
    return left, right


def wall_spots(state: Position, draft: Draft) -> list[Spot]:
    frame = floor_frame(state.body_map, state.top_floor)
    assert frame is not None
    left, right = wall_pieces(state, draft)
    half = draft.spacing / 2.0
    return [Spot(left, frame, draft.shift - half), Spot(right, frame, draft.shift + half)]


# ----- floor -----------------------------------------------------------------------------------
def pending_walls(state: Position) -> tuple[BodyRec, BodyRec]:
    left, right = (state.body_map[p] for p in state.turn.pending)
    return left, right


def floor_spot(state: Position, draft: Draft) -> Spot:
    left, right = pending_walls(state)
    nxt = state.top_floor + 1
    return Spot(floor_id(nxt), wall_top_frame(left, right), draft.shift)


# ----- Friends, Toto, cats ---------------------------------------------------------------------
def friend_piece(state: Position, draft: Draft) -> str | None:
    """The Friend id a placement uses: the lifted one, else the first in stock."""
    if draft.source:
        return draft.source
    stock = state.friend_stock(draft.colour) if draft.colour else ()
    return stock[0] if stock else None


def needs_lift(state: Position, draft: Draft) -> bool:
    return bool(draft.colour) and not draft.source and not state.friend_stock(draft.colour)


def spot_range(draft: Draft, pid: str | None = None) -> tuple[float, float]:
    if draft.on:
        return ON_TOP_RANGE
    half = load_data().floor.width / 2.0 - half_width(pid or "f1")
    return -round(half, 1), round(half, 1)


def piece_spot(state: Position, draft: Draft, pid: str, shift: float | None = None) -> Spot | None:
    x = draft.shift if shift is None else shift
    if draft.on:
        frame = friend_frame(state.body_map, draft.on)
    else:
        frame = floor_frame(state.body_map, draft.floor)
    return None if frame is None else Spot(pid, frame, x)


def ghost_ignores(state: Position, draft: Draft) -> set[str]:
    if draft.kind in ("walls",):
        return {floor_id(state.top_floor)}
    if draft.kind == "floor":
        return set(state.turn.pending)
    ignore = {draft.on} if draft.on else {floor_id(draft.floor)}
    if draft.source:
        ignore.add(draft.source)
    return ignore


def draft_piece(state: Position, draft: Draft) -> str | None:
    if draft.kind == "friend":
        return friend_piece(state, draft)
    if draft.kind == "toto":
        return "toto"
    if draft.kind == "cat":
        return state.cat_piece(state.active)
    return None


def free_spots(state: Position, draft: Draft) -> list[float]:
    """The preset spots along the chosen floor where the piece fits without pressing into
    anything (Friends, Toto, cats)."""
    pid = draft_piece(state, draft) or "f1"
    out = []
    ignore = ghost_ignores(state, draft) | {pid}
    for x in ON_TOP_SPOTS if draft.on else SPOTS:
        if draft.on:
            spot = piece_spot(state, draft, pid, x)
            if spot is not None and first_overlap([spot], state.bodies, ignore) is None:
                out.append(x)
            continue
        spot = piece_spot(state, draft, pid, x)
        if (
            spot is not None
            and fits_on_floor(spot)
            and first_overlap([spot], state.bodies, ignore) is None
        ):
            out.append(x)
    return out


def default_spot(state: Position, draft: Draft) -> float | None:
    """The free preset spot nearest the centre (None when no preset spot is free)."""
    free = free_spots(state, draft)
    return min(free, key=lambda x: (abs(x), x)) if free else None


def friend_draft(
    state: Position, option: ActionOption, purpose: str = "action", source: str = ""
) -> Draft:
    """The default plan for placing a Friend: the card's colour (or the first colour in
    stock), the floor most useful to the player, the free spot nearest the centre."""
    data = load_data()
    colour = piece_info(source).colour if source else option.colour
    if colour == "any":
        colour = next(
            (c for c in data.friend_colours if state.friend_stock(c)), data.friend_colours[0]
        )
    if not source and not state.friend_stock(colour or ""):
        source = state.friends_on_tower(colour)[0]
    draft = Draft("friend", colour=colour or "", source=source)
    if option.on_top:
        supports = [f for f in state.friends_on_tower() if f != source]
        for f in supports:
            trial = replace(draft, on=f)
            spot = default_spot(state, trial)
            if spot is not None:
                return replace(trial, shift=spot)
        return replace(draft, on=supports[0] if supports else "")
    if purpose == "move":
        floor = state.floor_above(state.cats[state.active]) or state.top_floor
    elif state.coop:
        floor = state.goal_floor or state.top_floor
    else:
        floor = state.floor_above(state.cats[state.active]) or state.top_floor
    draft = replace(draft, floor=floor)
    return replace(draft, shift=default_spot(state, draft) or 0.0)


# ----- the ghost -------------------------------------------------------------------------------
def ghost_spots(state: Position) -> list[Spot]:
    """The intended placement of the current draft (empty when nothing is planned)."""
    draft = state.turn.draft
    if draft is None:
        return []
    if draft.kind == "walls":
        return wall_spots(state, draft)
    if draft.kind == "floor":
        return [floor_spot(state, draft)]
    pid = draft_piece(state, draft)
    if pid is None or (draft.kind == "friend" and not draft.on and not draft.floor):
        return []
    spot = piece_spot(state, draft, pid)
    return [] if spot is None else [spot]


def placement_problem(state: Position) -> Said | None:
    """Why the current draft cannot be set down as planned (None when it can)."""
    draft = state.turn.draft
    if draft is None:
        return said("cattower-nothing-placed")
    if draft.kind == "friend":
        if needs_lift(state, draft):
            return said("cattower-all-placed", colour=colour_word(draft.colour))
        if not draft.colour:
            return said("cattower-choose-colour")
        if not draft.on and not draft.floor:
            return said("cattower-choose-floor")
    spots = ghost_spots(state)
    if not spots:
        return said("cattower-choose-where")
    for spot in spots:
        if draft.kind != "floor" and not draft.on and not fits_on_floor(spot):
            return said("cattower-overhang", piece=describe_piece(spot.pid, start=True))
    hit = first_overlap(spots, state.bodies, ghost_ignores(state, draft))
    if hit is not None:
        return said("cattower-spot-taken", piece=describe_piece(hit))
    return None
