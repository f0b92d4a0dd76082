"""The structure of a turn: the option being carried out, its parts, the goal step, the
end of the turn and the next player, and the count of five when Toto reaches the target."""

from __future__ import annotations

from dataclasses import replace

from bot.games.cattower import cards
from bot.games.cattower.competitive import can_move_friend
from bot.games.cattower.data import load_data
from bot.games.cattower.drafts import friend_draft, walls_draft
from bot.games.cattower.geometry import BodyRec, order_key
from bot.games.cattower.goals import GoalScene, holds
from bot.games.cattower.model import FRIEND, GOAL, HIGHER, PET, WALLS, Turn
from bot.games.cattower.physics import World
from bot.games.cattower.position import P, Position
from bot.games.cattower.settle import (
    check_defeat,
    damage_text,
    finish_competitive,
    notice,
    settle_rules,
    victory_outcome,
)
from bot.games.cattower.specs import ActionOption
from bot.i18n import Said, said


def current_option(state: Position) -> ActionOption:
    option = load_data().action(state.turn.card).option(state.turn.side)
    if state.turn.part == 1 and option.then is not None:
        return option.then
    return option


def start_turn(state: P, seat: int) -> P:
    """A fresh turn for `seat`, remembering the tower as it stands (for restoring)."""
    turn = Turn(start=state.bodies, toto_start=state.toto_floor, cats_start=state.cats)
    return replace(state, active=seat, turn=turn)


def end_turn(state: P) -> P:
    """End the active player's turn. Co-op, while Toto stands on the target floor or higher
    and the story is not yet won (a count of five failed), everyone counts to five again
    first; otherwise the next player starts."""
    if state.result is not None:
        return state
    if target_unproven(state):
        return victory_count(
            state,
            said("cattower-count-again", floor=state.toto_floor, target=state.target_floor),
        )
    if not state.coop and all(c >= load_data().floor_count for c in state.cats):
        return finish_competitive(state, said("cattower-why-all-top"))
    return next_turn(state)


def next_turn(state: P) -> P:
    """The next player's turn starts (no end-of-turn checks)."""
    return start_turn(state, (state.active + 1) % state.players)


def target_unproven(state: Position) -> bool:
    """Co-op: Toto stands on the story's target floor or higher, but the count of five
    for this story has not succeeded yet."""
    return (
        state.coop
        and state.result is None
        and state.toto_floor >= state.target_floor
        and state.story_card.id not in state.stories_won
    )


def start_option(state: P) -> P:
    """Begin the current part of the chosen option."""
    option = current_option(state)
    if option.kind == "build":
        draft = walls_draft(state, option)
        return state.with_turn(step=WALLS, draft=draft, plan=draft, done=0, tries=0)
    if option.kind == "cat":
        return state.with_turn(step=FRIEND, draft=friend_draft(state, option), done=0, tries=0)
    if not state.friends_on_tower():
        return part_done(state)
    return state.with_turn(step=PET, draft=None, done=0, petted=(), tries=0)


def part_done(state: P) -> P:
    option = load_data().action(state.turn.card).option(state.turn.side)
    if state.turn.part == 0 and option.then is not None:
        return start_option(state.with_turn(part=1, done=0, petted=()))
    return action_done(state)


def action_done(state: P) -> P:
    """Discard the Action Card, refill, and go on to the goal step (or end the turn)."""
    decks = cards.discard_action(state.decks, state.turn.card, state.seed)
    state = replace(state, decks=decks)
    state = state.with_turn(step=GOAL, draft=None, pending=(), plan=None, tries=0, purpose="action")
    return goal_step_or_end(state)


def goal_step_or_end(state: P) -> P:
    if state.coop:
        return state if completable_goals(state) else end_turn(state)
    if completable_goals(state) or can_move_friend(state):
        return state
    return end_turn(state)


def friend_move_done(state: P) -> P:
    """Back to the optional goal step once a competitive Friend move is over (placed or
    forfeited)."""
    state = state.with_turn(step=GOAL, purpose="action", draft=None, moved_friend=True, tries=0)
    return goal_step_or_end(state)


def goal_scene(state: Position) -> GoalScene | None:
    """The Friends that count for goals: co-op the floor directly above Toto;
    competitive any floor above the active player's cat."""
    if state.coop:
        k = state.goal_floor
        return None if k is None else GoalScene.from_scene(state.scene, [k])
    cat_floor = state.cats[state.active]
    floors = [f for f in state.floors if f > cat_floor]
    return GoalScene.from_scene(state.scene, floors) if floors else None


def completable_goals(state: Position) -> list[str]:
    """The goal cards the active player could complete now (face up, or in hand)."""
    scene = goal_scene(state)
    if scene is None:
        return []
    data = load_data()
    pool = state.decks.goal_up if state.coop else state.decks.hands[state.active]
    return [g for g in pool if holds(data.goal(g), scene)]


# ----- the victory count ------------------------------------------------------------------------------
def victory_count(state: P, why: Said | None = None) -> P:
    """Everyone counts to five: five simulated seconds with a trembling table. If the tower
    held, the story is won (the player chooses to go higher or stop, or the game is won
    after the last story); if not, the debris rules apply and the next player starts
    (`why`, when given, opens the notice)."""
    data = load_data()
    world = World(state.bodies, shaking=True)
    frames: list[tuple[BodyRec, ...]] = []
    amplitude = data.victory.shake_amplitude + data.victory.shake_per_floor * state.top_floor
    world.shake(
        data.victory.count_seconds,
        amplitude,
        data.victory.shake_frequency,
        lambda k: frames.append(world.records()),
    )
    off = tuple(world.off_table[k] for k in sorted(world.off_table, key=order_key))
    before = state
    state, res = settle_rules(state, world.records(), off, set())
    stands = not res.lost_structure and "toto" not in res.returned
    state = replace(state, count_frames=tuple(frames), count_verdict="held" if stands else "fell")
    if not stands:
        text = notice(
            why,
            said("cattower-count-failed"),
            damage_text(res, len(state.fallen)),
        )
        state = check_defeat(replace(state, notice=text))
        return next_turn(state) if state.result is None else state
    story = before.story_card
    state = replace(
        state,
        stories_won=state.stories_won + (story.id,),
        notice=notice(why, said("cattower-count-held", title=story.title, text=story.text)),
    )
    if state.story + 1 >= len(data.stories):
        return replace(state, result=victory_outcome(state))
    return state.with_turn(step=HIGHER, draft=None)


def go_higher(state: P) -> P:
    """Take on the next Story Card; the next player starts. When Toto already stands on the
    new target floor or higher, everyone counts to five at once (victory is "Toto on the
    target floor or higher, then the count of five")."""
    state = replace(state, story=state.story + 1, count_frames=None)
    if target_unproven(state):
        state = start_turn(state, state.active)
        return victory_count(
            state,
            said("cattower-count-at-once", floor=state.toto_floor, target=state.target_floor),
        )
    return next_turn(state)


def stop(state: P) -> P:
    return replace(state, result=victory_outcome(state))


__all__ = [
    "action_done",
    "completable_goals",
    "current_option",
    "end_turn",
    "friend_move_done",
    "go_higher",
    "goal_scene",
    "goal_step_or_end",
    "next_turn",
    "part_done",
    "start_option",
    "start_turn",
    "stop",
    "target_unproven",
    "victory_count",
]
