"""End of game: heights, the own-colour tie-break, shared wins, card points added."""

from __future__ import annotations

import random

from bot.core.protocol import Outcome
from bot.games.kitty import GAME
from bot.games.kitty.scoring import final_score, scored_outcome
from tests.games.kitty.helpers import play, position, with_cards


def test_score_is_the_height_of_the_stacks_you_own() -> None:
    # Red owns d4 "yr" and a1 "r" (3 pieces, one of them yellow); Yellow owns g4 "yy".
    state = position({"d4": "yr", "a1": "r", "g4": "yy"}, passes=1)
    over = play(state, "pass")
    outcome = over.outcome()
    assert outcome is not None
    assert outcome.scores == (3.0, 2.0)
    assert outcome.winners == (0,)
    final = GAME.view(over, None)["final"]
    assert final["scores"] == [3, 2] and final["winners"] == [0]


def test_equal_heights_are_broken_by_own_colour_pieces() -> None:
    # Both own 2 pieces; Red's stack holds 1 red, Yellow's holds 2 yellows.
    over = play(position({"d4": "yr", "g4": "yy"}, passes=1), "pass")
    assert over.outcome().winners == (1,)
    assert GAME.view(over, None)["final"]["own_colour"] == [1, 2]


def test_a_full_tie_is_a_shared_win() -> None:
    over = play(position({"d4": "rr", "g4": "yy"}, passes=1), "pass")
    assert over.outcome().winners == (0, 1)
    assert not over.outcome().is_draw


def test_card_points_are_added_before_comparing() -> None:
    # Red: two single pieces (2) + Layered Peaks (+2) = 4 beats Yellow's 3 high stack.
    state = position({"a1": "r", "g1": "r", "d4": "yyy"}, passes=1)
    state = with_cards(state, [["layered-peaks", "tower-king"], ["frenzy", "color-master"]])
    over = play(state, "pass")
    # Yellow: 3 + Color Master (1 colour: 0) = 3; Red: 2 + 2 + Tower King (1 // 2 = 0) = 4.
    assert over.outcome().scores == (4.0, 3.0)
    assert over.outcome().winners == (0,)


def test_tie_break_applies_after_card_points() -> None:
    # Red: "yr" (2) + Tower King (1) = 3, 1 red. Yellow: "yyy" (3), 3 yellows.
    state = position({"d4": "yr", "g4": "yyy"}, passes=1)
    state = with_cards(state, [["tower-king", "frenzy"], ["vibrant-colors", "color-master"]])
    over = play(state, "pass")
    assert over.outcome().scores == (3.0, 3.0)
    assert over.outcome().winners == (1,)


def test_agreed_end_scores_normally() -> None:
    state = position({"d4": "yr", "a1": "r", "g4": "yy"})
    ended = GAME.agreed_end(state)
    assert ended.outcome().winners == (0,)
    assert ended.outcome().scores == (3.0, 2.0)
    assert "agreed" in str(ended.outcome().reason)
    assert GAME.view(ended, None)["phase"] == "over"


def test_scored_outcome_without_card_points_agrees_with_the_final_score() -> None:
    """The one-pass scoring of a board without card points gives the outcome that the
    full final score (cards, tie-break, winners) gives."""
    for seed in range(30):
        rng = random.Random(seed)
        players = 2 + seed % 3
        state = GAME.new_state(
            players, seed, GAME.validate_options(players, {"setup": "random", "objectives": False})
        )
        for _ in range(rng.randrange(60)):
            if state.outcome() is not None:
                break
            moves = state.legal_moves()
            state = state.apply(moves[rng.randrange(len(moves))])
        final = final_score(state)
        expected = Outcome(final.winners, "r", tuple(float(s) for s in final.scores))
        assert scored_outcome(state, "r") == expected
