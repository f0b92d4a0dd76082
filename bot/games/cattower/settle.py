"""The debris rules applied to a settled world, what the damage was in words, and the
result when the tower collapses (five walls down) or is won."""

from __future__ import annotations

from dataclasses import replace

from bot.core.protocol import Outcome
from bot.games.cattower.data import load_data
from bot.games.cattower.debris import Resolution, resolve
from bot.games.cattower.geometry import BodyRec
from bot.games.cattower.model import MAX_FALLEN
from bot.games.cattower.position import P, Position
from bot.games.cattower.texts import damage_sentence, sentences
from bot.i18n import Said, said


def finish_competitive(state: P, reason: Said) -> P:
    ranking = state.ranking()
    names = load_data().scarves
    best = ranking[0]
    floor = state.track[best]
    scarf = said(f"cattower-scarf-{names[best]}")
    if floor == 0:
        text = said("cattower-result-ranks-first-beside", why=reason, scarf=scarf)
    else:
        text = said("cattower-result-ranks-first-floor", why=reason, scarf=scarf, floor=floor)
    scores = tuple(float(state.players - ranking.index(s)) for s in range(state.players))
    return replace(state, result=Outcome((best,), text, scores))


def check_defeat(state: P) -> P:
    if len(state.fallen) < MAX_FALLEN or state.result is not None:
        return state
    if state.coop:
        won = state.stories_won
        text = (
            said(
                "cattower-result-collapsed-reached",
                walls=len(state.fallen),
                floor=load_data().stories[state.story - 1].target,
            )
            if won
            else said("cattower-result-collapsed", walls=len(state.fallen))
        )
        best = float(load_data().stories[state.story - 1].target) if won else 0.0
        return replace(state, result=Outcome((), text, tuple(best for _ in range(state.players))))
    state = replace(state, collapser=state.active)
    return finish_competitive(state, said("cattower-why-collapsed", walls=len(state.fallen)))


def victory_outcome(state: Position) -> Outcome:
    """Co-op: everyone wins, at the highest story won."""
    data = load_data()
    best = max(data.stories, key=lambda s: s.target if s.id in state.stories_won else 0)
    return Outcome(
        tuple(range(state.players)),
        said("cattower-result-victory", floor=best.target, title=best.title),
        tuple(float(best.target) for _ in range(state.players)),
    )


# ----- applying a simulation -----------------------------------------------------------------------
def keepers(state: Position) -> dict[str, tuple[int, int]]:
    if state.coop:
        return {"toto": (state.toto_floor, state.turn.toto_start)}
    out = {}
    for seat, floor in enumerate(state.cats):
        start = state.turn.cats_start[seat] if state.turn.cats_start else floor
        if floor > 0 or start > 0:
            out[state.cat_piece(seat)] = (floor, start)
    return out


def settle_rules(
    state: P,
    records: tuple[BodyRec, ...],
    off: tuple[BodyRec, ...],
    protected: set[str],
    expected: dict[str, tuple[int, int]] | None = None,
) -> tuple[P, Resolution]:
    """Apply the debris rules to a settled world and store the result in the state."""
    keep = keepers(state) if expected is None else expected
    res, floors = resolve(records, off, start=state.turn.start, protected=protected, keepers=keep)
    toto_floor, cats = state.toto_floor, state.cats
    if state.coop:
        toto_floor = floors.get("toto", state.toto_floor)
    else:
        cats = tuple(floors.get(state.cat_piece(seat), c) for seat, c in enumerate(state.cats))
    after = replace(
        state,
        bodies=res.records,
        fallen=state.fallen + tuple(res.fallen_walls),
        debris_shown=tuple(res.debris_view),
        toto_floor=toto_floor,
        cats=cats,
    )
    return after, res


def damage_text(res: Resolution, fallen_total: int) -> Said | None:
    """What the settling did, in players' words (`texts.damage_sentence`)."""
    return damage_sentence(
        len(res.fallen_walls),
        fallen_total,
        MAX_FALLEN,
        [p for p in res.to_stock if p not in res.restored],
        list(res.restored),
        list(dict.fromkeys(res.returned)),
    )


def notice(*parts: Said | None) -> Said | None:
    """Whole sentences (each a `Said`) shown one after the other; None when none."""
    return sentences(*parts)


__all__ = [
    "check_defeat",
    "damage_text",
    "finish_competitive",
    "keepers",
    "notice",
    "settle_rules",
    "victory_outcome",
]
