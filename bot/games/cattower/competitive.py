"""The Competitive Variant's own steps: moving a Friend from your cat's floor, the goals in
your hand, and the ranking track.

A Black Cat starts beside floor 1 (floor 0 here: outside the tower, so no Friend shares
its floor and every tower floor is above it). Ranking: higher cat first; on a tie the cat
that arrived first; the player who collapsed the tower drops to last (`CatState.ranking`).
"""

from __future__ import annotations

from bot.games.cattower.data import ActionOption
from bot.games.cattower.state import FRIEND, GOAL, CatState


def movable_friends(state: CatState) -> list[str]:
    """Friends on the same floor as the active player's cat (they may be moved up)."""
    if state.coop or state.turn.moved_friend:
        return []
    floor = state.cats[state.active]
    if floor < 1 or state.floor_above(floor) is None:
        return []
    scene = state.scene
    return [f for f in state.friends_on_tower() if scene.floor_of(f) == floor]


def can_move_friend(state: CatState) -> bool:
    return bool(movable_friends(state))


def start_friend_move(state: CatState, fid: str) -> CatState:
    """Lift Friend `fid` to place it on a floor above your cat (a normal placement)."""
    from bot.games.cattower.execute import friend_draft
    from bot.games.cattower.geometry import piece_info

    option = ActionOption("cat", colour=piece_info(fid).colour or "any")
    draft = friend_draft(state, option, purpose="move", source=fid)
    return state.with_turn(step=FRIEND, purpose="move", draft=draft, tries=0)


def friend_move_done(state: CatState) -> CatState:
    """Back to the optional goal step once the Friend move is over (placed or forfeited)."""
    from bot.games.cattower.execute import goal_step_or_end

    state = state.with_turn(step=GOAL, purpose="action", draft=None, moved_friend=True, tries=0)
    return goal_step_or_end(state)
