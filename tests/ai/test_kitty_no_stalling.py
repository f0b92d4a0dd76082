"""Kitty Stack Tower: a losing AI does not keep the game alive by repeating positions
(issue 27, item 11). Only passes end the game; when no line of its own moves can get it
level, the AI passes at once instead of flipping one stack back and forth."""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable

import pytest

from bot.ai import LEVELS, choose_decision
from bot.ai.heuristics import kitty_lost
from bot.ai.heuristics.base import acting_seat
from bot.ai.heuristics.kitty import HEURISTIC, PATIENCE, standing
from bot.ai.heuristics.kitty_lost import cannot_win
from bot.core.registry import get_game
from bot.games.kitty.cards import COLOR_MASTER, LAYERED_PEAKS, TOWER_KING, VIBRANT_COLORS
from bot.games.kitty.state import KittyState
from tests.ai.conftest import needs_engine
from tests.games.kitty.helpers import notations, position, with_cards

LEVEL_NAMES = list(LEVELS)

#: Issue 27's position. Red (10) to move, Yellow (20) just passed and has no board action:
#: its one stack g1 touches nothing. Red's stacks a1 (2) and a2 (3) can only flip a1 over
#: a2 to a3 and back (a2 is "ryr", so it stays Red's), or merge (still 10); d4 is alone.
DUEL = {"a1": "yr", "a2": "ryr", "d4": "yyyyr", "g1": "rrrrrrrrrrryyyyyyyyy"}
#: The same on the three-player board: Red 10, Yellow 19, Blue 16; only Red can act.
TRIO = {
    "a1": "yr",
    "a2": "ryr",
    "e5": "yyyyr",
    "i1": "rrrrrrrrrrrbbbbb",
    "g2": "bbbbbbbbbbyyyyyyyyy",
}


def _key(state: KittyState) -> Hashable:
    return (state.cells, state.turn, state.step, state.passes)


def _duel() -> KittyState:
    return position(DUEL, passes=1)


def _trio() -> KittyState:
    return position(TRIO, players="ryb", passes=2, radius=4)


def _duel_with_cards() -> KittyState:
    # Red's cards add +1 per stack it owns and +1 per two-coloured stack: 16 at most.
    return with_cards(_duel(), [[LAYERED_PEAKS, COLOR_MASTER], [TOWER_KING, VIBRANT_COLORS]])


def _play_out(state: KittyState, level: str, plies: int = 12) -> tuple[KittyState, Counter]:
    """Red (the AI at `level`) against opponents who always pass, for at most `plies`
    plies; returns the last position and how often each position occurred."""
    game = get_game("kitty")
    seen: Counter[Hashable] = Counter({_key(state): 1})
    for ply in range(plies):
        seat = acting_seat(state)
        if seat is None:
            break
        if seat == 0:
            text = choose_decision("kitty", game.view(state, 0), 0, level, 40 + ply).notation
        else:
            text = "pass"
        state = state.apply(game.parse_move(state, text, seat), seat)
        seen[_key(state)] += 1
    return state, seen


def test_the_position_is_the_one_of_the_issue() -> None:
    state = _duel()
    assert [int(v) for v in standing(state)] == [10, 20]
    assert notations(state, 0) == ["flip a1>a2", "stack a2>a1", "pass"]
    assert notations(state, 1) == []  # Yellow may only pass (when its turn comes)
    trio = _trio()
    assert [int(v) for v in standing(trio)] == [10, 19, 16]
    assert notations(trio, 0) == ["flip a1>a2", "stack a2>a1", "pass"]
    assert notations(trio, 1) == notations(trio, 2) == []


@needs_engine("kitty")
@pytest.mark.parametrize("level", LEVEL_NAMES)
@pytest.mark.parametrize("build", [_duel, _trio, _duel_with_cards], ids=["duel", "trio", "cards"])
def test_a_lost_ai_passes_at_once_instead_of_repeating_positions(level: str, build) -> None:
    """Every level and search (alpha-beta in the duel, MCTS with three players or with
    cards): the game ends on the AI's first move and no position occurs twice."""
    end, seen = _play_out(build(), level)
    outcome = end.outcome()
    assert outcome is not None, "the AI kept the lost game going"
    assert 0 not in outcome.winners
    assert end.ply - build().ply == 1  # the others had passed: Red's pass ended it
    assert max(seen.values()) == 1


#: Red 10 against Yellow 11, Yellow without a board action. ONE_MOVE: Red's d4 (5) stacked
#: onto Yellow's single d3 makes it 11 to 10. TWO_MOVES: Yellow's single is on a4, next to
#: a3 only: Red flips a1 over a2 to a3, then stacks a3 onto a4 (11 to 10).
ONE_MOVE = {"a1": "yr", "a2": "ryr", "d4": "rrrrr", "g1": "yyyyyyyyyy", "d3": "y"}
TWO_MOVES = {"a1": "yr", "a2": "ryr", "d4": "rrrrr", "g1": "yyyyyyyyyy", "a4": "y"}


@needs_engine("kitty")
@pytest.mark.parametrize("level", LEVEL_NAMES)
@pytest.mark.parametrize("stacks", [ONE_MOVE, TWO_MOVES], ids=["one_move", "two_moves"])
def test_an_ai_that_can_still_get_ahead_plays_on(level: str, stacks: dict[str, str]) -> None:
    state = position(stacks, passes=1)
    assert [int(v) for v in standing(state)] == [10, 11]
    assert notations(state, 1) == []  # Yellow can only pass
    assert not cannot_win(state, 0, standing, HEURISTIC.state_key)
    game = get_game("kitty")
    assert choose_decision("kitty", game.view(state, 0), 0, level, 3).notation != "pass"


def test_the_proof_needs_every_line_lost() -> None:
    """In TWO_MOVES the only way level is two moves deep; the proof finds it, and with a
    budget too small to reach it the proof does not claim a loss either."""
    state = position(TWO_MOVES, passes=1)
    after_flip = state.apply(get_game("kitty").parse_move(state, "flip a1>a2", 0), 0)
    assert [int(v) for v in standing(after_flip)] == [10, 11]  # one move is not enough
    assert not cannot_win(state, 0, standing, HEURISTIC.state_key)


def test_the_proof_gives_up_when_its_budget_runs_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """With a budget of one move the duel of the issue is not proved lost (the AI then
    searches as before); the real budget proves it."""
    assert cannot_win(_duel(), 0, standing, HEURISTIC.state_key)
    monkeypatch.setattr(kitty_lost, "BUDGET", 1)  # the flip, then no room for the merge
    assert not cannot_win(_duel(), 0, standing, HEURISTIC.state_key)


def _self_play(levels: tuple[str, ...], seed: int) -> tuple[KittyState, Counter[Hashable]]:
    """A whole game between AIs (`levels[seat]` per seat, random set-up), capped at the
    AI's patience; returns the end and how often each board position occurred (the board
    and whose turn it is, consecutive passes ignored)."""
    game = get_game("kitty")
    players = len(levels)
    state = game.new_state(players, seed, game.validate_options(players, {"setup": "random"}))
    seen: Counter[Hashable] = Counter()
    while state.outcome() is None and state.ply < PATIENCE:
        seat = acting_seat(state)
        assert seat is not None
        view = game.view(state, seat)
        text = choose_decision("kitty", view, seat, levels[seat], seed * 1000 + state.ply).notation
        state = state.apply(game.parse_move(state, text, seat), seat)
        if state.phase == "play":
            seen[(state.cells, state.tokens, state.turn, state.step)] += 1
    return state, seen


@needs_engine("kitty")
@pytest.mark.slow
@pytest.mark.parametrize(
    ("levels", "seed"),
    [
        (("easy", "easy", "easy", "easy"), 5),
        (("easy", "easy", "easy", "easy"), 7),
        (("medium", "easy", "easy", "medium"), 2),
        (("easy", "medium", "easy"), 3),
        (("easy", "easy"), 24),
        (("easy", "medium"), 1),
        (("medium", "medium"), 1),
        (("hard", "medium"), 1),
    ],
    ids=lambda v: "-".join(v) if isinstance(v, tuple) else f"seed{v}",
)
def test_ai_games_end_without_repeating_positions(levels: tuple[str, ...], seed: int) -> None:
    """Seeded games between the levels (MCTS with three and four players, alpha-beta in
    the duels) end by passes long before the patience limit, and no board position occurs
    more than twice. (Before the fix, the four easy players of seed 7 went round one
    position 13 times.)"""
    end, seen = _self_play(levels, seed)
    assert end.outcome() is not None
    assert end.ply < PATIENCE
    assert max(seen.values()) <= 2
