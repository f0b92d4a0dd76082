"""Reading a snapshot (`codec.encode`'s output, or a hand-written position in the same
format) back into a state, with a precise `PositionError` for anything malformed or
inconsistent."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cached_property
from typing import Any

from bot.core.errors import decoded
from bot.core.protocol import Outcome
from bot.games.cattower.data import load_data
from bot.games.cattower.fields import BAD_SNAPSHOT, known_cards, wall_types
from bot.games.cattower.fields import bodies as _bodies
from bot.games.cattower.fields import cards as _cards
from bot.games.cattower.fields import fail as _fail
from bot.games.cattower.fields import items as _list
from bot.games.cattower.fields import num as _num
from bot.games.cattower.fields import opt_text as _opt_str
from bot.games.cattower.fields import text as _str
from bot.games.cattower.fields import whole as _int
from bot.games.cattower.geometry import is_piece
from bot.games.cattower.model import (
    CARD,
    CLIMB,
    COMPETITIVE,
    COOP,
    FLOOR,
    FRIEND,
    GOAL,
    HIGHER,
    PET,
    WALLS,
    Decks,
    Draft,
    Turn,
)
from bot.games.cattower.physics import PYMUNK_VERSION
from bot.games.cattower.position import Position
from bot.games.cattower.setup import DIFFICULTIES, new_game
from bot.games.cattower.state import CatState
from bot.i18n import Said, said

STEPS = (CARD, WALLS, FLOOR, FRIEND, PET, GOAL, CLIMB, HIGHER)
DRAFT_KINDS = ("walls", "floor", "friend", "toto", "cat")
PURPOSES = ("action", "move", "goal")


def _said(raw: Any, what: str) -> Said | None:
    """A stored text: a `Said` in JSON form, or (a row from before the texts were `Said`)
    an English string, kept as it is; None stays None."""
    if raw is None:
        return None
    if isinstance(raw, Mapping) and isinstance(raw.get("key"), str):
        found = Said.from_json(raw)
        if isinstance(found, Said):
            return found
    if isinstance(raw, str):
        return said("cattower-stored", text=raw) if raw else None
    raise _fail(f"{what} must be a text")


def _draft(raw: Any) -> Draft | None:
    if raw is None:
        return None
    if not isinstance(raw, Mapping):
        raise _fail("a draft must be an object")
    kind = _str(raw.get("kind"), "draft kind")
    if kind not in DRAFT_KINDS:
        raise _fail(f"unknown draft kind {kind!r}")
    data = load_data()
    draft = Draft(
        kind,
        _str(raw.get("left", ""), "draft left"),
        _str(raw.get("right", ""), "draft right"),
        _num(raw.get("spacing", 0.0), "draft spacing"),
        _num(raw.get("shift", 0.0), "draft shift"),
        _str(raw.get("colour", ""), "draft colour"),
        _int(raw.get("floor", 0), "draft floor", 0, data.floor_count),
        _str(raw.get("on", ""), "draft on"),
        _str(raw.get("source", ""), "draft source"),
    )
    walls = wall_types()
    if kind == "walls" and (draft.left not in walls or draft.right not in walls):
        raise _fail("a walls draft needs two wall types")
    if draft.colour and draft.colour not in data.friend_colours:
        raise _fail("unknown Friend colour in the draft")
    for pid in (draft.on, draft.source):
        if pid and not is_piece(pid):
            raise _fail(f"unknown piece {pid!r} in the draft")
    return draft


def _decode_turn(raw: Any, players: int) -> Turn:
    if not isinstance(raw, Mapping):
        raise _fail("turn must be an object")
    step = _str(raw.get("step", CARD), "step")
    if step not in STEPS:
        raise _fail(f"unknown step {step!r}")
    purpose = _str(raw.get("purpose", "action"), "purpose")
    if purpose not in PURPOSES:
        raise _fail(f"unknown purpose {purpose!r}")
    card = _str(raw.get("card", ""), "turn card")
    if card and card not in known_cards("A"):
        raise _fail("turn card holds an unknown card")
    side = _str(raw.get("side", ""), "turn side")
    if side not in ("", "left", "right"):
        raise _fail("turn side must be left or right")
    petted = _list(raw.get("petted", []), "petted")
    pieces = [_str(p, "piece") for p in petted + _list(raw.get("pending", []), "pending")]
    if any(not is_piece(p) for p in pieces):
        raise _fail("unknown piece in the turn")
    goal = _str(raw.get("goal", ""), "turn goal")
    if goal and goal not in known_cards("G"):
        raise _fail("turn goal holds an unknown card")
    return Turn(
        step=step,
        card=card,
        side=side,
        part=_int(raw.get("part", 0), "part", 0, 1),
        done=_int(raw.get("done", 0), "done", 0, 2),
        petted=tuple(pieces[: len(petted)]),
        draft=_draft(raw.get("draft")),
        tries=_int(raw.get("tries", 0), "tries", 0, 3),
        pending=tuple(pieces[len(petted) :]),
        plan=_draft(raw.get("plan")),
        purpose=purpose,
        goal=goal,
        moved_friend=bool(raw.get("moved_friend", False)),
        start=_bodies(raw.get("start", []), "turn start"),
        toto_start=_int(raw.get("toto_start", 1), "toto_start", 1, 24),
        cats_start=tuple(
            _int(c, "cats_start", 0, 24) for c in _list(raw.get("cats_start", []), "cats_start")
        ),
    )


def decode(raw: Any) -> CatState:
    """A state from `encode`'s output (or a hand-written position in the same format;
    missing optional keys take the values of a fresh game). Raises `PositionError`."""
    return decoded(
        lambda: _decode(raw),
        BAD_SNAPSHOT,
        (TypeError, ValueError, KeyError, IndexError, AttributeError),
    )


def _decode(raw: Any) -> CatState:
    if not isinstance(raw, Mapping):
        raise _fail("a snapshot must be a JSON object")
    if raw.get("game", "cattower") != "cattower":
        raise _fail("this is not a Cat and the Tower position")
    data = load_data()
    mode = _str(raw.get("mode", COOP), "mode")
    if mode not in (COOP, COMPETITIVE):
        raise _fail("mode must be coop or competitive")
    low = 1 if mode == COOP else 2
    players = _int(raw.get("players", low), "players", low, 5)
    seed_raw = raw.get("seed", 0)
    seed = _int(seed_raw if seed_raw is not None else 0, "seed", 0, 2**64)
    difficulty = tuple(
        _str(d, "difficulty")
        for d in _list(raw.get("difficulty", ["normal"] * players), "difficulty")
    )
    names = dict(data.dexterity.presets)
    if len(difficulty) != players or any(d not in names for d in difficulty):
        raise _fail("difficulty must name a preset for every seat")
    story = _int(raw.get("story", 0), "story", 0, len(data.stories) - 1)
    base = _Fresh(
        players,
        seed,
        {"mode": mode, "target": data.stories[story].target, "difficulty": list(difficulty)},
    )
    if any(d not in DIFFICULTIES for d in difficulty):
        base.state  # noqa: B018 - the set-up refuses such a hand, as it always did
    decks = _decode_decks(raw.get("decks"), base, players, mode)
    bodies = _bodies(raw["bodies"], "bodies") if "bodies" in raw else base.state.bodies
    fallen = tuple(_str(w, "fallen") for w in _list(raw.get("fallen", []), "fallen"))
    if any(not w.startswith("w") or not is_piece(w) for w in fallen) or len(set(fallen)) != len(
        fallen
    ):
        raise _fail("fallen must list wall ids once each")
    if set(fallen) & {b.id for b in bodies}:
        raise _fail("a fallen wall is also on the tower")
    raw_cats = _given(raw, "cats", lambda: list(base.state.cats))
    cats = tuple(_int(c, "cats", 0, 24) for c in _list(raw_cats, "cats"))
    raw_arrivals = _given(raw, "arrivals", lambda: list(base.state.arrivals))
    arrivals = tuple(_int(c, "arrivals") for c in _list(raw_arrivals, "arrivals"))
    track = tuple(_int(c, "track", 0, 24) for c in _list(raw.get("track", list(cats)), "track"))
    if mode == COMPETITIVE and not (len(cats) == len(arrivals) == len(track) == players):
        raise _fail("cats, track and arrivals need one entry per seat")
    if mode == COOP and (cats or arrivals or track):
        raise _fail("co-op play has no Black Cats")
    outcome = raw.get("outcome")
    result = None
    if outcome is not None:
        if not isinstance(outcome, Mapping):
            raise _fail("outcome must be an object")
        winners = tuple(
            _int(w, "winner", 0, players - 1) for w in _list(outcome.get("winners", []), "winners")
        )
        scores = outcome.get("scores")
        result = Outcome(
            winners,
            _said(outcome.get("reason", ""), "reason") or said("cattower-stored", text=""),
            None if scores is None else tuple(_num(s, "score") for s in _list(scores, "scores")),
        )
    frames = raw.get("count_frames")
    turn = (
        _decode_turn(raw.get("turn", {"start": raw.get("bodies", [])}), players)
        if "turn" in raw
        else None
    )
    collapser = raw.get("collapser")
    state = CatState(
        players=players,
        seed=seed,
        mode=mode,
        difficulty=difficulty,
        story=story,
        decks=decks,
        bodies=bodies,
        active=_int(raw.get("active", 0), "active", 0, players - 1),
        turn=turn
        if turn is not None
        else Turn(
            start=bodies,
            toto_start=_int(raw.get("toto_floor", 1), "toto_floor", 1, 24),
            cats_start=cats,
        ),
        fallen=fallen,
        toto_floor=_int(raw.get("toto_floor", 1), "toto_floor", 1, 24),
        cats=cats,
        track=track,
        arrivals=arrivals,
        clock=_int(_given(raw, "clock", lambda: base.state.clock), "clock"),
        hand_counter=_int(raw.get("hand_counter", 0), "hand_counter"),
        stories_won=tuple(
            _str(s, "stories_won") for s in _list(raw.get("stories_won", []), "stories_won")
        ),
        plies=_int(raw.get("ply", 0), "ply"),
        last_move=_opt_str(raw.get("last_move"), "last_move"),
        slip=_said(raw.get("slip"), "slip"),
        notice=_said(raw.get("notice"), "notice"),
        count_frames=None
        if frames is None
        else tuple(_bodies(f, "count frame") for f in _list(frames, "count_frames")),
        count_verdict=_verdict(raw.get("count_verdict")),
        debris_shown=_bodies(raw.get("debris_shown", []), "debris_shown", keep_order=True),
        collapser=None if collapser is None else _int(collapser, "collapser", 0, players - 1),
        result=result,
        physics_version=_str(raw.get("pymunk", PYMUNK_VERSION), "pymunk"),
    )
    _check_consistency(state)
    return state


def _verdict(raw: Any) -> str | None:
    if raw is None:
        return None
    if raw not in ("held", "fell"):
        raise _fail("count_verdict must be held or fell")
    return str(raw)


def _given(raw: Mapping[str, Any], key: str, default: Callable[[], Any]) -> Any:
    """raw[key], or `default()` when the key is missing (null is a value)."""
    return raw[key] if key in raw else default()


class _Fresh:
    """A fresh game of the snapshot's set-up, whose values stand in for the keys a
    snapshot leaves out: set up (the decks shuffled) only when one is missing."""

    def __init__(self, players: int, seed: int, options: dict[str, Any]) -> None:
        self._args = players, seed, options

    @cached_property
    def state(self) -> CatState:
        return new_game(*self._args)


def _decode_decks(raw: Any, base: _Fresh, players: int, mode: str) -> Decks:
    if raw is None:
        return base.state.decks
    if not isinstance(raw, Mapping):
        raise _fail("decks must be an object")

    def given(key: str) -> Any:
        """The snapshot's value of `key`, or the fresh game's (as lists, like JSON)."""
        if key in raw:
            return raw[key]
        value = getattr(base.state.decks, key)
        return [list(h) for h in value] if key == "hands" else list(value)

    hands = tuple(_cards(h, "G", "a hand") for h in _list(given("hands"), "hands"))
    decks = Decks(
        _cards(given("action_deck"), "A", "action_deck"),
        _cards(given("action_up"), "A", "action_up"),
        _cards(given("action_discard"), "A", "action_discard"),
        _cards(given("goal_deck"), "G", "goal_deck"),
        _cards(given("goal_up"), "G", "goal_up"),
        _cards(given("goal_discard"), "G", "goal_discard"),
        hands,
        _int(raw.get("shuffles", 0), "shuffles"),
    )
    actions = decks.action_deck + decks.action_up + decks.action_discard
    goals = (
        decks.goal_deck + decks.goal_up + decks.goal_discard + tuple(g for h in hands for g in h)
    )
    if len(set(actions)) != len(actions) or len(set(goals)) != len(goals):
        raise _fail("a card appears twice")
    if mode == COMPETITIVE and len(hands) != players:
        raise _fail("competitive play needs a goal hand per seat")
    if mode == COOP and hands:
        raise _fail("co-op play has no goal hands")
    if not decks.action_up:
        raise _fail("no Action Card is face up")
    return decks


def _check_consistency(state: Position) -> None:
    ids = {b.id for b in state.bodies}
    floors = [1] + [int(b.id[2:]) for b in state.bodies if b.id.startswith("fl")]
    if state.coop and "toto" not in ids:
        raise _fail("Toto is missing from the tower")
    if not state.coop and "toto" in ids:
        raise _fail("Toto does not play in the competitive variant")
    if state.toto_floor not in floors:
        raise _fail("Toto stands on a floor that is not on the tower")
    for seat, floor in enumerate(state.cats):
        if floor and floor not in floors:
            raise _fail(f"seat {seat}'s cat stands on a floor that is not on the tower")
    if len(state.turn.cats_start) != len(state.cats):
        raise _fail("cats_start needs one entry per cat")
    if state.result is None:
        _check_turn(state, ids, floors)


def _check_turn(state: Position, ids: set[str], floors: list[int]) -> None:
    """The turn under way fits the position. (Not checked once the game is over: the turn
    stays as the move that ended it left it, and the collapse may have taken the floor or
    the walls it was about.)"""
    t = state.turn
    d = t.draft
    kinds = {
        WALLS: ("walls",),
        FLOOR: ("floor",),
        FRIEND: ("friend",),
        CLIMB: ("toto",) if state.coop else ("cat",),
    }
    if (d is None) != (t.step not in kinds) or (d is not None and d.kind not in kinds[t.step]):
        raise _fail("the turn's step and draft do not match")
    if t.step in (WALLS, FLOOR, FRIEND, PET) and t.purpose == "action":
        if t.card not in state.decks.action_up:
            raise _fail("the card being played is not face up")
        options = dict(load_data().action(t.card).options)
        if t.side not in options or (t.part == 1 and options[t.side].then is None):
            raise _fail("the card has no such option")
    if t.purpose == "move" and (state.coop or t.step != FRIEND):
        raise _fail("a Friend move belongs to the competitive variant")
    if any(p not in ids for p in t.pending) or (t.step == FLOOR and len(t.pending) != 2):
        raise _fail("the walls awaiting their floor are not on the tower")
    if t.step == CLIMB:
        pool = state.decks.goal_up if state.coop else state.decks.hands[state.active]
        if (
            t.goal not in pool
            or d is None
            or d.floor not in floors
            or d.floor <= (state.toto_floor if state.coop else state.cats[state.active])
        ):
            raise _fail("the climb does not match a goal and a floor above")
    if d is not None:
        friends = {p for p in ids if p.startswith("f") and not p.startswith("fl")}
        if d.on and d.on not in friends:
            raise _fail("the draft stands on a Friend that is not on the tower")
        if d.source and (not d.source.startswith("f") or d.source.startswith("fl")):
            raise _fail("only a Friend can be lifted")
        if d.kind == "friend" and d.floor and d.floor not in floors:
            raise _fail("the draft's floor is not on the tower")
