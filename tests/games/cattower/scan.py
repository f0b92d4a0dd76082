"""Checks run on every position of a played Cat and the Tower game: secret goals stay
secret, the stored snapshot loads back, Toto and the cats stand on floors of the tower.

Used by the reproduction tests and by the seeded sweeps (fast and slow)."""

from __future__ import annotations

import json
import re
import traceback
from dataclasses import dataclass, field, replace
from typing import Any

from bot.games.cattower import GAME
from bot.games.cattower.data import load_data
from bot.games.cattower.model import CLIMB
from bot.games.cattower.policy import CAREFUL, Style, choose
from bot.games.cattower.state import CatState
from bot.i18n import ENGLISH_WORDS

#: The careful builder, going higher after every story it wins (long co-op games).
LONG = replace(CAREFUL, go_higher=True)


def _goal_pattern() -> tuple[re.Pattern[str], dict[str, str]]:
    goals = load_data().goals
    by_name = {str(g.name): g.id for g in goals}
    names = sorted(by_name, key=len, reverse=True)  # 'Double Piggyback' before 'Piggyback'
    return re.compile(r"\b(G\d\d|" + "|".join(re.escape(n) for n in names) + r")\b"), by_name


_PATTERN, _BY_NAME = _goal_pattern()


def named(text: str) -> set[str]:
    """The goal cards `text` names, by id or by name."""
    return {_BY_NAME.get(m, m) for m in _PATTERN.findall(text)}


def english(value: Any) -> Any:
    """`value` (a view) with every text in it said in English (`Said` JSON → str)."""
    if isinstance(value, dict):
        if isinstance(value.get("key"), str) and set(value) == {"key", "args"}:
            return ENGLISH_WORDS.say(value)
        return {k: english(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [english(v) for v in value]
    return value


def leaks(state: CatState) -> list[str]:
    """Where a goal card in a competitive hand is named to someone who may not see it:
    in another seat's view, in the public view, or on the buttons and menus (everyone in
    the channel sees those). Empty when nothing leaks."""
    if state.coop:
        return []
    out = []
    views = {
        seat: named(json.dumps(english(GAME.view(state, seat))))
        for seat in [None, *range(state.players)]
    }
    public = named(
        json.dumps(
            [
                [(str(b.label), b.move) for b in GAME.buttons(state)],
                [[(str(label), move) for label, move in s.options] for s in GAME.selects(state)],
            ]
        )
    )
    for owner, hand in enumerate(state.decks.hands):
        for gid in hand:
            for seat, seen in views.items():
                if seat != owner and gid in seen:
                    out.append(
                        f"ply {state.plies} step {state.turn.step}: view of seat {seat} names {gid} "
                        f"(in seat {owner}'s hand)"
                    )
            if gid in public:
                out.append(
                    f"ply {state.plies}: the buttons or menus name {gid} (in seat {owner}'s hand)"
                )
    return out


def broken(state: CatState) -> list[str]:
    """Invariants every position keeps: the snapshot survives JSON and loads back (a match
    is stored and reloaded that way), Toto and the cats stand on floors of the tower."""
    out = []
    floors = set(state.floors)
    if state.coop and state.toto_floor not in floors:
        out.append(f"ply {state.plies}: Toto on floor {state.toto_floor}, floors {sorted(floors)}")
    for seat, floor in enumerate(state.cats):
        if floor and floor not in floors:
            out.append(
                f"ply {state.plies}: seat {seat}'s cat on floor {floor}, floors {sorted(floors)}"
            )
    try:
        again = GAME.decode_state(json.loads(json.dumps(GAME.encode_state(state))))
    except ValueError as exc:
        out.append(f"ply {state.plies}: the snapshot does not load back: {exc}")
    else:
        if again.bodies != state.bodies:
            out.append(f"ply {state.plies}: the snapshot does not give back the same tower")
    return out


@dataclass
class Report:
    """What one seeded game showed."""

    seed: int
    mode: str
    players: int
    plies: int = 0
    top: int = 1  # the highest the tower stood
    climbs: int = 0  # positions in a climb step (where the leak was)
    ended: str | None = None
    problems: list[str] = field(default_factory=list)


def new_game(mode: str, players: int, seed: int) -> CatState:
    options = {"mode": mode, "difficulty": "steady"}
    if mode == "coop":
        options["target"] = 15
    return GAME.new_state(players, seed, GAME.validate_options(players, options))  # type: ignore[return-value]


def play(
    mode: str, players: int, seed: int, plies: int, style: Style = LONG, every: int = 1
) -> Report:
    """Play one seeded game with the careful builder for at most `plies` moves (or to its
    end), checking `leaks` and `broken` on every `every`-th position (and on every climb
    step). An exception is reported as a problem, never raised."""
    report = Report(seed, mode, players)
    state = new_game(mode, players, seed)
    try:
        while state.result is None and report.plies < plies:
            move = choose(state, style)
            state = state.apply(GAME.parse_move(state, GAME.format_move(state, move)))
            report.plies += 1
            report.top = max(report.top, state.top_floor)
            report.climbs += state.turn.step == CLIMB
            if state.turn.step == CLIMB or report.plies % every == 0 or state.result is not None:
                report.problems += leaks(state) + broken(state)
            if len(report.problems) > 5:
                break
    except Exception:  # noqa: BLE001 (the sweep reports every failure with its seed)
        report.problems.append(f"ply {report.plies}: {traceback.format_exc(limit=6)}")
    report.ended = None if state.result is None else str(state.result.reason)
    return report


def play_job(args: tuple[str, int, int, int, int]) -> Report:
    """`play` for a process pool."""
    mode, players, seed, plies, every = args
    return play(mode, players, seed, plies, every=every)
