"""The Competitive Variant's own steps: moving a Friend from your cat's floor, the goals in
your hand, and the ranking track.

A Black Cat starts beside floor 1 (floor 0 here: outside the tower, so no Friend shares
its floor and every tower floor is above it). Ranking: higher cat first; on a tie the cat
that arrived first; the player who collapsed the tower drops to last
(`Position.ranking`). The end of a Friend move is `turns.friend_move_done`.
"""

from __future__ import annotations

from bot.games.cattower.drafts import friend_draft
from bot.games.cattower.geometry import piece_info
from bot.games.cattower.model import FRIEND
from bot.games.cattower.position import P, Position
from bot.games.cattower.specs import ActionOption


def movable_friends(state: Position) -> list[str]:
    """Friends on the same floor as the active player's cat (they may be moved up)."""
    if state.coop or state.turn.moved_friend:
        return []
    floor = state.cats[state.active]
    if floor < 1 or state.floor_above(floor) is None:
        return []
    scene = state.scene
    return [f for f in state.friends_on_tower() if scene.floor_of(f) == floor]


def can_move_friend(state: Position) -> bool:
    return bool(movable_friends(state))


def start_friend_move(state: P, fid: str) -> P:
    """Lift Friend `fid` to place it on a floor above your cat (a normal placement)."""
    option = ActionOption("cat", colour=piece_info(fid).colour or "any")
    draft = friend_draft(state, option, purpose="move", source=fid)
    return state.with_turn(step=FRIEND, purpose="move", draft=draft, tries=0)
