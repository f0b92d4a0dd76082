"""Hints (`bot.ai.hints.hint`): the suggested move is the AI's own move for the asking
seat's view, legal in the real game; the reason is in plain player words; a seat with
secrets is hinted from its own view only (nothing of another seat's hidden cards)."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

from bot.ai import choose_move
from bot.ai.hint_texts import sentence
from bot.ai.hints import hint
from bot.core.registry import get_game
from tests.ai.conftest import needs_engine

GAMES = ("towers", "stacktics", "tumbling", "kitty", "cattower")

#: Words of the engine or the search that a player should never read in a reason.
ENGINE_WORDS = re.compile(
    r"\b(ply|plies|node|nodes|alpha|beta|mcts|heuristic|eval\w*|score[sd]?|seat|index|"
    r"none|true|false|move_cells|notation|world|determini\w*|rollout|search)\b|[_{}\[\]<>=]"
    r"|\d\.\d",
    re.IGNORECASE,
)


def assert_plain(said: Any) -> None:
    """A reason is None or one plain sentence: capitalised, a full stop, no engine terms."""
    if said is None:
        return
    reason = sentence(said)
    assert reason[0].isupper() and reason.endswith("."), reason
    assert not ENGINE_WORDS.search(reason), reason


def actor(state: Any) -> int | None:
    """The seat that acts now (the lowest of several), None when nobody may."""
    if state.outcome() is not None:
        return None
    if state.to_move is not None:
        return int(state.to_move)
    actors = state.actors()
    return min(actors) if actors else None


def random_position(key: str, seed: int, plies: int, players: int | None = None) -> Any:
    """The position after `plies` random legal moves from a seeded start (fewer when the
    game ends first: the last live position)."""
    game = get_game(key)
    count = players or game.min_players
    state = game.new_state(count, seed, game.validate_options(count, {}))
    rng = random.Random(seed)
    for _ in range(plies):
        seat = actor(state)
        if seat is None:
            break
        nxt = state.apply(rng.choice(state.legal_moves(seat)), seat)
        if actor(nxt) is None:
            break
        state = nxt
    return state


#: (game, seeds, random plies, levels): Cat and the Tower's every move is a physics run,
#: so it gets fewer positions.
CASES = [
    ("towers", range(6), 14, ("easy", "medium")),
    ("stacktics", range(6), 14, ("easy", "medium")),
    ("tumbling", range(6), 14, ("easy", "medium")),
    ("kitty", range(4), 40, ("easy",)),
    ("cattower", range(3), 6, ("easy", "hard")),
]


@pytest.mark.parametrize(
    ("key", "seed", "plies", "level"),
    [(k, s, p, lv) for k, seeds, p, levels in CASES for s in seeds for lv in levels],
)
def test_hint_is_the_ai_move_and_legal(key: str, seed: int, plies: int, level: str) -> None:
    needs_engine(key)
    game = get_game(key)
    state = random_position(key, seed, plies)
    seat = actor(state)
    assert seat is not None
    view = game.view(state, seat)
    got = hint(key, view, seat, level, seed)
    assert got["move"] == choose_move(key, view, seat, level, seed)
    move = game.parse_move(state, got["move"], seat)  # reads in the real game…
    state.apply(move, seat)  # …and is legal there for the seat (`apply` checks)
    if key != "cattower":  # Cat and the Tower lists samples of its millimetre moves
        assert move in state.legal_moves(seat)
    assert got["cells"] == list(game.move_cells(state, move))
    assert set(got["cells"]) <= game.cell_names(state)
    assert_plain(got["reason"])
    json.dumps(got)  # crosses the process pool as JSON


# ----- hidden information: a hint knows no more than the asking seat ----------------------
class DeterminizeSpy:
    """Wraps `Game.determinize` and keeps every view it was handed."""

    def __init__(self, game: Any) -> None:
        self.real = game.determinize
        self.views: list[Any] = []

    def __call__(self, view: Any, seat: int, rng: random.Random) -> Any:
        self.views.append(view)
        return self.real(view, seat, rng)


def assert_names_no_secret(text: str, secrets: dict[str, str]) -> None:
    """`text` never names one of `secrets` (card id → card name) by id or by name."""
    for card, name in secrets.items():
        assert f'"{card}"' not in text and f" {card}" not in text, card
        assert name not in text, name


def _kitty_four(seed: int) -> Any:
    game = get_game("kitty")
    state = game.new_state(4, seed, game.validate_options(4, {"setup": "random"}))
    rng = random.Random(seed)
    for _ in range(6 + seed):  # a few plies into play, every hand still secret
        seat = actor(state)
        assert seat is not None
        state = state.apply(rng.choice(state.legal_moves(seat)), seat)
    return state


def _kitty_twin(state: Any, seat: int) -> Any:
    """The same game for `seat` with the other hands dealt again from the cards `seat`
    has not seen (same view for `seat`, different secrets)."""
    from bot.games.kitty.cards import CARD_IDS

    held = {c for hand in state.hands for c in hand}
    unseen = [c for c in CARD_IDS if c not in held]
    others = [s for s in range(4) if s != seat]
    pool = [c for s in others for c in state.hands[s]][2:] + unseen[:2]
    hands = list(state.hands)
    for k, s in enumerate(others):
        hands[s] = tuple(sorted(pool[2 * k : 2 * k + 2]))
    return state.replace(hands=tuple(hands))


@needs_engine("kitty")
@pytest.mark.parametrize("seed", [3, 4, 5])
def test_kitty_hint_comes_from_the_seat_view_only(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.games.kitty.cards import CARD_INFO

    game = get_game("kitty")
    state = _kitty_four(seed)
    seat = actor(state)
    assert seat is not None and state.phase == "play"
    view = game.view(state, seat)
    twin = _kitty_twin(state, seat)
    assert twin.hands != state.hands and game.view(twin, seat) == view
    spy = DeterminizeSpy(game)
    monkeypatch.setattr(game, "determinize", spy)
    got = hint("kitty", view, seat, "easy", seed)
    assert spy.views and all(v == view for v in spy.views)  # only the seat's view
    mine = set(state.hands[seat])
    secrets = {
        c: CARD_INFO[c].name
        for s in range(4)
        if s != seat
        for c in state.hands[s] + twin.hands[s]
        if c not in mine
    }
    assert_names_no_secret(json.dumps(got), secrets)
    assert hint("kitty", game.view(twin, seat), seat, "easy", seed) == got


def _cat_competitive(seed: int) -> Any:
    game = get_game("cattower")
    return game.new_state(3, seed, game.validate_options(3, {"mode": "competitive"}))


@needs_engine("cattower")
@pytest.mark.parametrize("seed", [4, 6])
def test_cattower_hint_comes_from_the_seat_view_only(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dataclasses import replace

    from bot.games.cattower.data import load_data

    game = get_game("cattower")
    state = _cat_competitive(seed)
    seat = actor(state)
    assert seat is not None
    view = game.view(state, seat)
    hands = list(state.decks.hands)
    others = [s for s in range(3) if s != seat]
    hands[others[0]], hands[others[1]] = hands[others[1]], hands[others[0]]
    twin = replace(state, decks=replace(state.decks, hands=tuple(hands)))
    assert game.view(twin, seat) == view
    spy = DeterminizeSpy(game)
    monkeypatch.setattr(game, "determinize", spy)
    got = hint("cattower", view, seat, "hard", seed)
    assert spy.views and all(v == view for v in spy.views)
    data = load_data()
    seen = set(state.decks.hands[seat]) | set(state.decks.goal_up)
    secrets = {
        c: str(data.goal(c).name)
        for s in others
        for c in state.decks.hands[s]
        if c not in seen and str(data.goal(c).name) not in {str(data.goal(g).name) for g in seen}
    }
    assert secrets
    assert_names_no_secret(json.dumps(got), secrets)
    # Texts travel as catalogue keys too: no key names a secret goal.
    assert not [c for c in secrets if f"cattower-goal-{c.lower()}" in json.dumps(got)]
    assert hint("cattower", game.view(twin, seat), seat, "hard", seed) == got


# ----- reasons in plain words ---------------------------------------------------------------
def _reason(key: str, state: Any, text: str, seat: int) -> str | None:
    """The heuristic's reason for the move `text` by `seat` (the hook a hint calls)."""
    from bot.ai.heuristics.base import get_heuristic

    game = get_game(key)
    reason = get_heuristic(key).reason(game, state, game.parse_move(state, text, seat), seat)
    assert_plain(reason)
    return None if reason is None else sentence(reason)


def _stacktics(captured_red: int) -> Any:
    # Size 3 (9 pips win): Red's small on top of c3 may capture Blue's medium on d4.
    return get_game("stacktics").position_from_json(
        {
            "game": "stacktics",
            "files": 5,
            "ranks": 5,
            "size": 3,
            "to_move": "r",
            "captured": {"r": captured_red, "b": 0},
            "stacks": {"c3": ["r3", "r1"], "d4": ["b2"], "e5": ["b3", "b1"], "e1": ["r2"]},
        }
    )


@needs_engine("stacktics")
def test_stacktics_reason_names_the_capture() -> None:
    state = _stacktics(captured_red=0)
    assert _reason("stacktics", state, "Sc3xd4", 0) == (
        "Captures Blue's medium on d4 (2 pips); you will have 2 of the 9 pips you need."
    )
    assert _reason("stacktics", state, "Me1-e2", 0) is None  # a quiet move says nothing
    won = _stacktics(captured_red=7)
    got = hint("stacktics", get_game("stacktics").view(won, 0), 0, "hard", 4)
    assert got["move"] == "Sc3xd4" and got["cells"] == ["c3", "d4"]
    assert sentence(got["reason"]) == (
        "Captures Blue's medium on d4 (2 pips); that is enough pips to win."
    )


def _tumbling(stacks: dict[str, list[str]]) -> Any:
    return get_game("tumbling").position_from_json(
        {"game": "tumbling", "to_move": "b", "stacks": stacks}
    )


@needs_engine("tumbling")
def test_tumbling_reason_names_the_king_taken() -> None:
    # White's king a1 (2 high); Black's piece on b2 steps onto it and wins.
    state = _tumbling(
        {"a1": ["w", "w"], "c3": ["w"], "b2": ["b"], "h8": ["b", "b"], "f6": ["w", "b"]}
    )
    got = hint("tumbling", get_game("tumbling").view(state, 0), 0, "medium", 3)
    assert got["move"] == "b2-a1"
    assert sentence(got["reason"]) == "Takes White's king on a1 and wins the game."
    assert_plain(got["reason"])


@needs_engine("tumbling")
def test_tumbling_reason_names_the_stack_covered_and_the_king_threat() -> None:
    # White's king: a1 (2 high). Black's piece on d4 steps onto White's piece on c3:
    # it covers it, and the new stack on c3 could tumble south-west onto a1 next move.
    # Black's piece on b3 stepping to b2 threatens a1 by a step; h8-g8 does nothing.
    state = _tumbling(
        {"a1": ["w", "w"], "c3": ["w"], "d4": ["b"], "b3": ["b"], "h8": ["b", "b"], "h1": ["w"]}
    )
    assert _reason("tumbling", state, "d4-c3", 0) == (
        "Covers White's piece on c3; threatens White's king on a1."
    )
    assert _reason("tumbling", state, "b3-b2", 0) == "Threatens White's king on a1."
    assert _reason("tumbling", state, "h8-g8", 0) is None


@needs_engine("kitty")
def test_kitty_reason_gives_the_height_owned_before_and_after() -> None:
    # Red owns d4 (3 high) and g4 (1): 4 pieces. Stacking d4 onto Yellow's d5 makes a
    # stack of 5 with Red on top: 6 pieces. Passing changes nothing.
    game = get_game("kitty")
    state = game.position_from_json(
        {
            "game": "kitty",
            "radius": 3,
            "players": ["r", "y"],
            "to_move": "r",
            "stacks": {"d4": ["y", "y", "r"], "d5": ["y", "y"], "a1": ["y"], "g4": ["r"]},
        }
    )
    assert _reason("kitty", state, "stack d4>d5", 0) == (
        "The stacks you own go from 4 to 6 pieces high in all."
    )
    assert _reason("kitty", state, "pass", 0) is None


@needs_engine("towers")
def test_towers_reason_gives_the_tower_taken_and_the_pieces_controlled() -> None:
    game = get_game("towers")
    state = game.new_state(2, 1, game.validate_options(2, {}))
    assert _reason("towers", state, "a1-a2", 0) == (
        "Takes over Blue's tower on a2 (1 piece); you control 19 pieces instead of 18."
    )
    # Yellow a1-a2, Blue b1-a1: Yellow's b2 stepping onto the empty b1 changes nothing.
    after = state.apply(game.parse_move(state, "a1-a2", 0), 0)
    later = after.apply(game.parse_move(after, "b1-a1", 1), 1)
    assert _reason("towers", later, "b2-b1", 0) is None


@needs_engine("cattower")
def test_cattower_reason_names_the_goal_completed() -> None:
    from tests.games.cattower.helpers import coop_state, floor_top, stand, tower

    game = get_game("cattower")
    recs = tower(10)
    recs["f1"] = stand("f1", floor_top(recs, 10), 0.0)
    state = coop_state(recs, toto_floor=9, toto_x=-20.0, turn={"step": "goal"})
    seat = state.to_move
    got = hint("cattower", game.view(state, seat), seat, "hard", 5)
    assert got["move"].startswith("goal G01")
    assert sentence(got["reason"]) == "Completes the goal “Hello, Friend”: Toto climbs 1 floor."
    assert_plain(got["reason"])


@needs_engine("towers")
def test_a_hint_for_a_seat_that_cannot_act_or_an_unknown_level_is_refused() -> None:
    from bot.core.errors import IllegalMoveError, OptionError

    game = get_game("towers")
    state = game.new_state(2, 1, game.validate_options(2, {}))  # Yellow (seat 0) to move
    with pytest.raises(IllegalMoveError):
        hint("towers", game.view(state, 1), 1, "easy", 1)
    with pytest.raises(OptionError):
        hint("towers", game.view(state, 0), 0, "grandmaster", 1)
