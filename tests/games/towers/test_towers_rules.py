"""Towers rules, clause by clause (shared/rules/towers.md), on hand-built positions."""

from __future__ import annotations

import pytest

from bot.core.errors import IllegalMoveError, InvalidMoveError, PositionError
from bot.core.registry import get_game
from bot.games.towers import PASS
from bot.games.towers.views import TowersView

G = get_game("towers")


def pos(stacks: dict[str, str], to_move: str = "y", **extra: int):
    """A position from {"a1": "yb"} (bottom→top letters)."""
    data = {
        "game": "towers",
        "files": 6,
        "ranks": 6,
        "to_move": to_move,
        "stacks": {k: list(v) for k, v in stacks.items()},
        **extra,
    }
    return G.position_from_json(data)


def moves(state) -> set[str]:
    return {G.format_move(state, m) for m in state.legal_moves()}


def test_start_is_a_checkers_pattern_with_yellow_on_a1_and_yellow_first():
    s = G.new_state(2, 7, G.validate_options(2, {}))
    v = G.view(s, None)
    assert TowersView.__required_keys__ <= set(v) <= set(TowersView.__annotations__)
    assert "outcome" not in v and "secret" not in v
    assert v["stacks"]["a1"] == ["y"] and v["stacks"]["b1"] == ["b"] and v["stacks"]["a2"] == ["b"]
    assert v["stacks"]["f6"] == ["y"] and len(v["stacks"]) == 36
    assert s.to_move == 0 and v["scores"] == [18, 18]


def test_blue_may_move_first_when_the_match_says_so():
    s = G.new_state(2, 7, G.validate_options(2, {"first": "blue"}))
    assert s.to_move == 1


def test_a_tower_moves_whole_to_an_orthogonal_neighbour_onto_empty_or_equal():
    s = pos({"c3": "by", "c4": "b", "d3": "yb", "b3": "yyb"})
    # c3 is Yellow's 2-high tower: c4 (1) and d3 (2) are fine, b3 (3) is taller, c2 is empty.
    assert moves(s) == {"c3-c4", "c3-d3", "c3-c2"}
    after = s.apply(G.parse_move(s, "c3-d3"))
    assert G.view(after, None)["stacks"]["d3"] == [
        "y",
        "b",
        "b",
        "y",
    ]  # moving tower on top, order kept
    assert "c3" not in G.view(after, None)["stacks"]


def test_moving_onto_a_taller_tower_is_illegal_with_a_reason():
    s = pos({"c3": "y", "c4": "yb", "a1": "b"})
    with pytest.raises(IllegalMoveError, match="taller"):
        G.parse_move(s, "c3-c4")


def test_a_player_may_merge_their_own_towers():
    s = pos({"c3": "y", "c4": "y", "a1": "b"})
    after = s.apply(G.parse_move(s, "c3-c4"))
    assert G.view(after, None)["stacks"]["c4"] == ["y", "y"]
    assert after.quiet == 0  # a merge resets the quiet count


def test_only_own_towers_move_and_diagonals_are_not_neighbours():
    s = pos({"c3": "y", "d4": "b", "c4": "b"})
    with pytest.raises(IllegalMoveError, match="not yours"):
        G.parse_move(s, "c4-c5")
    with pytest.raises(IllegalMoveError, match="not next to"):
        G.parse_move(s, "c3-d4")
    with pytest.raises(InvalidMoveError):
        G.parse_move(s, "c3")


def test_forced_pass_when_no_move_and_no_pass_otherwise():
    # Yellow's single piece is boxed in by taller Blue towers and the board edge.
    s = pos({"a1": "y", "a2": "bb", "b1": "bb"})
    assert s.legal_moves() == [PASS] and s.forced_move() == PASS
    after = s.apply(PASS)
    assert after.to_move == 1 and after.passes == 1
    t = pos({"a1": "y", "a2": "b"})
    with pytest.raises(IllegalMoveError, match="only when you have no legal move"):
        G.parse_move(t, "pass")


def test_game_ends_when_one_player_owns_every_tower_and_the_bigger_count_wins():
    s = pos({"a1": "y", "a2": "b", "c5": "yy"})
    end = s.apply(G.parse_move(s, "a1-a2"))
    out = end.outcome()
    assert out is not None and out.winners == (0,) and "owns every tower" in str(out.reason)
    assert out.scores == (4.0, 0.0)


def test_game_ends_after_two_passes_in_a_row():
    # Blue has just passed (passes=1); Yellow's only piece is boxed in, so Yellow passes too.
    boxed = pos({"a1": "y", "a2": "bb", "b1": "bb"}, passes=1)
    end = boxed.apply(PASS)
    out = end.outcome()
    assert out is not None and "passed" in str(out.reason)
    assert out.winners == (1,) and out.scores == (1.0, 4.0)


def test_quiet_limit_ends_the_game_and_equal_counts_draw():
    s = G.new_state(2, 1, G.validate_options(2, {"quiet": 2}))
    # Manufacture quiet moves: a position with space to move without merging.
    q = pos({"a1": "y", "f6": "b"}, quiet=0)
    q = type(q)(q.files, q.ranks, q.cells, 0, 0, 0, 2)
    q = q.apply(G.parse_move(q, "a1-a2"))
    assert q.outcome() is None
    q = q.apply(G.parse_move(q, "f6-f5"))
    out = q.outcome()
    assert out is not None and out.is_draw and "without a merge" in str(out.reason)
    assert s.outcome() is None


def test_agreement_ends_with_scoring():
    s = pos({"a1": "yy", "c3": "b", "f6": "y"})
    end = G.agreed_end(s)
    out = end.outcome()
    assert out.winners == (0,) and out.scores == (3.0, 1.0)


def test_resignation_gives_the_opponent_the_win():
    s = G.new_state(2, 1, G.validate_options(2, {}))
    out = G.resign(s, 0).outcome()
    assert out.winners == (1,) and "resigned" in str(out.reason)


def test_position_json_is_checked():
    for bad in (
        {"game": "towers", "stacks": {"z9": ["y"]}},
        {"game": "towers", "stacks": {"a1": ["x"]}},
        {"game": "towers", "to_move": "q"},
        {"game": "kitty"},
        "nonsense",
    ):
        with pytest.raises(PositionError):
            G.position_from_json(bad)


def test_snapshot_round_trip_keeps_everything():
    s = G.new_state(2, 3, G.validate_options(2, {"quiet": 12}))
    for _ in range(5):
        s = s.apply(s.legal_moves()[0])
    back = G.decode_state(G.encode_state(s))
    assert G.encode_state(back) == G.encode_state(s)
    assert back.quiet_limit == 12 and back.to_move == s.to_move


def test_every_legal_move_round_trips_through_notation():
    s = G.new_state(2, 3, G.validate_options(2, {}))
    for _ in range(6):
        for m in s.legal_moves():
            assert G.parse_move(s, G.format_move(s, m)) == m
        s = s.apply(s.legal_moves()[-1])
