"""The caption under the board: whose turn, or the result, each player with the pieces
they control, and every counter and mark in words."""

from __future__ import annotations

from bot.core.protocol import Ended
from bot.matches.models import with_players
from render.towers import LEGEND, caption_lines

from .helpers import GAME, position, start_state


def test_start_yellow_to_move_with_scores_and_quiet_count() -> None:
    assert caption_lines(GAME.view(start_state(), None)) == [
        "▶ Yellow to play",
        "Yellow: 18 pieces",
        "Blue: 18 pieces",
        "0 of 40 moves without a merge (at 40 the game ends)",
        LEGEND,
    ]


def test_after_a_merge_the_scores_follow_the_tower_owners_and_quiet_resets() -> None:
    state = start_state()
    state = state.apply(GAME.parse_move(state, "a1-a2"))  # Yellow's 1 onto Blue's 1: Yellow owns 2
    assert caption_lines(GAME.view(state, None)) == [
        "▶ Blue to play",
        "Yellow: 19 pieces",
        "Blue: 17 pieces",
        "0 of 40 moves without a merge (at 40 the game ends)",
        LEGEND,
    ]


def test_quiet_count_grows_on_moves_to_empty_cells() -> None:
    state = position({"a1": ["y"], "f6": ["b"]}, quiet=11)
    state = state.apply(GAME.parse_move(state, "a1-b1"))
    assert caption_lines(GAME.view(state, None)) == [
        "▶ Blue to play",
        "Yellow: 1 piece",
        "Blue: 1 piece",
        "12 of 40 moves without a merge (at 40 the game ends)",
        LEGEND,
    ]


def test_quiet_count_is_left_out_when_the_limit_is_off() -> None:
    state = position({"a1": ["y"], "f6": ["b", "b"]}, quiet_limit=0)
    assert caption_lines(GAME.view(state, None)) == [
        "▶ Yellow to play",
        "Yellow: 1 piece",
        "Blue: 2 pieces",
        LEGEND,
    ]


def test_a_forced_pass_is_announced() -> None:
    # Yellow's single piece on a1 faces two 2-high Blue towers: no legal move, so it passes.
    state = position({"a1": ["y"], "a2": ["y", "b"], "b1": ["y", "b"]})
    state = state.apply(GAME.parse_move(state, "pass"))
    assert caption_lines(GAME.view(state, None)) == [
        "▶ Blue to play",
        "Yellow: 1 piece",
        "Blue: 4 pieces",
        "Yellow passed",
        "1 of 40 moves without a merge (at 40 the game ends)",
        LEGEND,
    ]


def test_winner_score_first_then_reason() -> None:
    state = position({"a1": ["y", "b"], "c3": ["b", "y", "b"], "f6": ["y"]}, to_move="b")
    state = state.apply(GAME.parse_move(state, "a1-a2"))
    # Blue still owns a2 (2) and c3 (3); Yellow owns f6 (1).
    assert caption_lines(GAME.view(state, None))[1:3] == ["Yellow: 1 piece", "Blue: 5 pieces"]
    won = position(
        {"a1": ["y", "b"], "c3": ["b", "y", "b"], "f6": ["y", "y", "b", "b"]}, to_move="y"
    )
    assert caption_lines(GAME.view(won, None)) == [
        "Blue wins 9–0",
        "Yellow: 0 pieces",
        "Blue: 9 pieces",
        "Blue owns every tower",
        LEGEND,
    ]


def test_yellow_win_puts_yellow_count_first() -> None:
    won = position({"b2": ["b", "y"], "d4": ["y"]}, to_move="b")
    assert caption_lines(GAME.view(won, None)) == [
        "Yellow wins 3–0",
        "Yellow: 3 pieces",
        "Blue: 0 pieces",
        "Yellow owns every tower",
        LEGEND,
    ]


def test_draw_after_both_players_pass() -> None:
    state = position({"a1": ["y", "b"], "f6": ["b", "y"]}, passes=2)
    assert caption_lines(GAME.view(state, None)) == [
        "Draw 2–2",
        "Yellow: 2 pieces",
        "Blue: 2 pieces",
        "Both players passed",
        LEGEND,
    ]


def test_quiet_limit_reached() -> None:
    state = position({"a1": ["y", "y"], "f6": ["b"]}, to_move="b", quiet=39)
    state = state.apply(GAME.parse_move(state, "f6-f5"))
    assert caption_lines(GAME.view(state, None)) == [
        "Yellow wins 2–1",
        "Yellow: 2 pieces",
        "Blue: 1 piece",
        "40 plies passed without a merge",
        LEGEND,
    ]


def test_agreed_end_is_scored() -> None:
    state = position({"a1": ["y"], "f6": ["b", "y", "b"]})
    ended = GAME.agreed_end(state)
    assert isinstance(ended, Ended)
    assert caption_lines(GAME.view(ended, None)) == [
        "Blue wins 3–1",
        "Yellow: 1 piece",
        "Blue: 3 pieces",
        "The players agreed to end the game",
        LEGEND,
    ]


def test_players_are_named_with_their_colour_on_the_turn_line_and_their_row() -> None:
    view = with_players(GAME.view(start_state(), None), ["Alice", "さくら"])
    assert caption_lines(view)[:3] == [
        "▶ Alice (Yellow) to play",
        "Alice (Yellow): 18 pieces",
        "さくら (Blue): 18 pieces",
    ]
    won = position({"b2": ["b", "y"], "d4": ["y"]}, to_move="b")
    named = with_players(GAME.view(won, None), ["Alice", "Kitty AI 1 (hard)"])
    assert caption_lines(named)[0] == "Alice (Yellow) wins 3–0"
    assert caption_lines(named)[2] == "Kitty AI 1 (hard) (Blue): 0 pieces"
