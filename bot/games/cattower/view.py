"""What a seat sees: the `CatTowerView` the renderer draws.

Public views never hold a secret: competitive goal cards appear only in the view of the
seat that holds them, under "secret"; deck order and the match seed are never shown (the
view's "state" is the public snapshot, `codec.public_snapshot`).
"""

from __future__ import annotations

from bot.games.cattower.cards import option_text
from bot.games.cattower.codec import public_snapshot
from bot.games.cattower.data import load_data
from bot.games.cattower.drafts import ghost_spots
from bot.games.cattower.geometry import (
    BodyRec,
    Poly,
    Pose,
    floor1_poly,
    piece_info,
    table_poly,
    world_poly,
)
from bot.games.cattower.goals import describe
from bot.games.cattower.model import MAX_FALLEN
from bot.games.cattower.position import Position
from bot.games.cattower.texts import step_text
from bot.games.cattower.views import BodyView, CatTowerView, CatView, GoalCardView
from bot.i18n import said

#: Where competitive cats wait beside floor 1 before their first climb (mm).
SIDE_CATS_X = -58.0
SIDE_CATS_STEP = 17.0


# ----- bodies ----------------------------------------------------------------------------------------
def _round_poly(poly: Poly) -> list[list[float]]:
    return [[round(x, 2), round(y, 2)] for x, y in poly]


def body_view(pid: str, pose: Pose, fold: float = 1.0, debris: bool = False) -> BodyView:
    """Piece `pid` at `pose` as the renderer draws it."""
    info = piece_info(pid)
    return {
        "id": pid,
        "kind": info.kind,
        "label": info.label,
        "wall_type": info.wall_type,
        "colour": info.colour,
        "poly": _round_poly(world_poly(pid, pose, fold)),
        "debris": debris,
    }


def _fixed(pid: str, kind: str, label: str, poly: Poly) -> BodyView:
    return {
        "id": pid,
        "kind": kind,
        "label": label,
        "wall_type": None,
        "colour": None,
        "poly": _round_poly(poly),
        "debris": False,
    }


def bodies_view(
    state: Position, records: tuple[BodyRec, ...], debris: tuple[BodyRec, ...] = ()
) -> list[BodyView]:
    """The table, floor 1, every piece (and pieces shown as debris), and competitive cats
    waiting beside floor 1."""
    out = [_fixed("table", "table", "", table_poly()), _fixed("fl1", "floor", "1", floor1_poly())]
    out += [body_view(r.id, r.pose, r.fold) for r in records]
    out += [body_view(r.id, r.pose, r.fold, debris=True) for r in debris]
    if not state.coop:
        present = {r.id for r in records}
        half = load_data().toto.height / 2.0
        waiting = [s for s in range(state.players) if state.cat_piece(s) not in present]
        for i, seat in enumerate(waiting):
            pose = Pose(SIDE_CATS_X - SIDE_CATS_STEP * i, half, 0.0)
            out.append(body_view(state.cat_piece(seat), pose))
    return out


# ----- cards ------------------------------------------------------------------------------------------
def goal_card_view(gid: str) -> GoalCardView:
    goal = load_data().goal(gid)
    return {
        "id": gid,
        "name": goal.name.to_json(),
        "text": describe(goal).to_json(),
        "climb": goal.climb,
    }


def _cats(state: Position) -> list[CatView]:
    if state.coop:
        return []
    scarves = load_data().scarves
    return [
        {
            "seat": s,
            "floor": state.cats[s],
            "scarf": scarves[s],
            "arrived": state.arrivals[s],
            "track": state.track[s],
        }
        for s in range(state.players)
    ]


# ----- the view ---------------------------------------------------------------------------------------
def build_view(state: Position, seat: int | None) -> CatTowerView:
    """What `seat` may see (None: the channel); see `views.CatTowerView`."""
    data = load_data()
    decks = state.decks
    spots = ghost_spots(state) if state.result is None else []
    ghost = [body_view(s.pid, s.pose(), s.fold) for s in spots] if spots else None
    story = state.story_card
    read = story.id in state.stories_won
    view: CatTowerView = {
        "game": "cattower",
        "mode": state.mode,
        "players": state.players,
        "seat_names": [data.scarves[s].capitalize() for s in range(state.players)],
        "to_move": None if state.result is not None else state.active,
        "bodies": bodies_view(state, state.bodies, state.debris_shown),
        "ghost": ghost,
        "floors": state.top_floor,
        "toto_floor": state.toto_floor if state.coop else None,
        "goal_floor": (state.goal_floor or state.toto_floor + 1) if state.coop else None,
        "target_floor": state.target_floor,
        "fallen_walls": len(state.fallen),
        "max_fallen": MAX_FALLEN,
        "face_up_actions": [
            {
                "id": c,
                "options": [
                    {"side": side, "text": option_text(c, side).to_json()}
                    for side, _ in data.action(c).options
                ],
            }
            for c in decks.action_up
        ],
        "face_up_goals": [goal_card_view(g) for g in decks.goal_up],
        "cats": _cats(state),
        "ranking": [] if state.coop else state.ranking(),
        "step": step_text(state).to_json(),
        "slip": None if state.slip is None else state.slip.to_json(),
        "notice": None if state.notice is None else state.notice.to_json(),
        "tries": state.turn.tries,
        "difficulty": list(state.difficulty),
        "discards": {"actions": list(decks.action_discard), "goals": list(decks.goal_discard)},
        "story": {
            "target": story.target,
            "title": story.title.to_json(),
            "text": story.text.to_json() if read else "",
            "read": read,
        },
        "stories_won": list(state.stories_won),
        "count_frames": None
        if state.count_frames is None
        else [bodies_view(state, frame) for frame in state.count_frames],
        "count_verdict": state.count_verdict,
        "last_move": state.last_move,
        "ply": state.plies,
        "secret": None,
        "state": public_snapshot(state, seat),
    }
    if state.result is not None:
        out = state.result
        view["outcome"] = {"winners": list(out.winners), "reason": out.reason.to_json()}
    if state.count_frames is not None:
        # `View.count_caption` is a str: English here; `count_caption_said` says it.
        caption = said("cattower-count-caption")
        view["count_caption"] = str(caption)
        view["count_caption_said"] = caption.to_json()
    if seat is not None and not state.coop and 0 <= seat < state.players:
        view["secret"] = {
            "title": said("cattower-secret-title").to_json(),
            "cards": [goal_card_view(g) for g in decks.hands[seat]],
        }
    return view


__all__ = ["bodies_view", "body_view", "build_view"]
