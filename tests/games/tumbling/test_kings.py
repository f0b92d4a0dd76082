"""Kings and the king-capture test after every move (rules file, "Kings and the end of
the game")."""

from __future__ import annotations

from tests.games.tumbling.helpers import GAME, play, position

BLACK, WHITE = 0, 1


def kings(state):
    return GAME.view(state, None)["kings"]


def test_the_king_is_the_tallest_pure_stack_and_ties_are_all_kings():
    s = position({"a1": "ww", "h1": "ww", "c3": "w", "d4": "bww", "h8": "bbb", "g8": "b"})
    assert kings(s) == {"w": ["a1", "h1"], "b": ["h8"]}


def test_a_single_piece_can_be_a_king():
    s = position({"a1": "w", "h8": "b", "d4": "wwb"})
    assert kings(s) == {"w": ["a1"], "b": ["h8"]}


def test_impure_stacks_are_never_kings():
    s = position({"a1": "w", "d4": "wwww" + "b", "e4": "bbbw", "h8": "b"})
    assert kings(s) == {"w": ["a1"], "b": ["h8"]}


def test_covering_the_enemy_king_with_a_step_wins():
    s = position({"c3": "ww", "a8": "w", "d4": "bb", "h8": "b"}, to_move="b")
    after = play(s, "d4-c3")
    out = after.outcome()
    assert out is not None and out.winners == (BLACK,)
    assert str(out.reason) == "Black covered White's king on c3"
    assert after.to_move is None and after.legal_moves() == []


def test_covering_any_one_of_tied_kings_wins():
    s = position({"a1": "ww", "h1": "ww", "g2": "b", "h8": "b"}, to_move="b")
    out = play(s, "g2-h1").outcome()
    assert out is not None and out.winners == (BLACK,)
    assert "h1" in str(out.reason)


def test_covering_a_single_piece_king_wins():
    s = position({"c3": "w", "a8": "w", "d4": "b", "h8": "b"}, to_move="b")
    out = play(s, "d4-c3").outcome()
    assert out is not None and out.winners == (BLACK,)


def test_covering_a_stack_that_is_not_a_king_does_not_end_the_game():
    s = position({"a1": "www", "c3": "w", "d4": "b", "h8": "b"}, to_move="b")
    assert play(s, "d4-c3").outcome() is None


def test_covering_with_a_tumble_wins():
    # Black's e5 "bb" tumbles south-west: d4 gets b, c3 (White's king) gets b.
    s = position({"c3": "ww", "a8": "w", "e5": "bb", "h8": "b"}, to_move="b")
    out = play(s, "e5>sw").outcome()
    assert out is not None and out.winners == (BLACK,)
    assert str(out.reason) == "Black covered White's king on c3"


def test_a_capture_that_makes_the_victims_tallest_pure_stack_taller_does_not_count():
    # Kings of White: b2 and d4 (both 1 high). Black's e5 "wwb" tumbles south-west:
    # d4 gets w (now "ww", 2 high: White's tallest pure stack grew), c3 gets w, b2 gets b.
    s = position({"b2": "w", "d4": "w", "e5": "wwb", "h8": "b"}, to_move="b")
    after = play(s, "e5>sw")
    assert after.outcome() is None
    assert kings(after)["w"] == ["d4"]


def test_the_same_cover_without_the_growth_wins():
    # As above but d4 starts empty: it ends 1 high, not taller than before.
    s = position({"b2": "w", "a8": "w", "e5": "wwb", "h8": "b"}, to_move="b")
    out = play(s, "e5>sw").outcome()
    assert out is not None and out.winners == (BLACK,)
    assert str(out.reason) == "Black covered White's king on b2"


def test_a_king_that_moved_away_by_tumble_is_not_captured():
    s = position({"e5": "bb", "h1": "b", "a1": "w"}, to_move="b")
    after = play(s, "e5>n")
    assert after.outcome() is None


def test_a_king_that_lost_its_top_piece_by_its_owners_step_is_not_captured():
    s = position({"e5": "bbb", "h1": "b", "a1": "w"}, to_move="b")
    after = play(s, "e5-e6")
    assert after.outcome() is None
    assert kings(after)["b"] == ["e5"]  # still the tallest (2 high)


def test_a_single_piece_king_stepping_away_is_not_captured():
    s = position({"e5": "b", "a1": "w"}, to_move="b")
    assert play(s, "e5-f6").outcome() is None


def test_capturing_your_own_king_loses():
    # White's d4 "bw" tumbles south-west: c3 (White's king, 1 high) gets the Black piece.
    s = position({"d4": "bw", "c3": "w", "a8": "w", "h8": "bb"}, to_move="w")
    out = play(s, "d4>sw").outcome()
    assert out is not None and out.winners == (BLACK,)
    assert str(out.reason) == "White captured their own king on c3"


def test_if_both_kings_fall_the_mover_wins():
    # White's d4 "bw" tumbles south-west: c3 (White's king) gets b, b2 (a Black king)
    # gets w. Neither side's tallest pure stack grew: both fall, the mover (White) wins.
    s = position({"d4": "bw", "c3": "w", "b2": "b", "h8": "b"}, to_move="w")
    out = play(s, "d4>sw").outcome()
    assert out is not None and out.winners == (WHITE,)
    assert str(out.reason).startswith("White covered Black's king on b2")


def test_a_player_left_without_a_pure_stack_loses():
    # e5 is Black's only pure stack (so also its king).
    s = position({"e4": "w", "a1": "ww", "e5": "b", "h8": "bw"}, to_move="w")
    out = play(s, "e4-e5").outcome()
    assert out is not None and out.winners == (WHITE,)
    assert str(out.reason) == "White covered Black's king on e5: Black has no pure stack left"


def test_leaving_yourself_without_a_pure_stack_loses():
    # White's only pure stack steps onto a Black-topped stack: it is White's now but impure.
    s = position({"a1": "w", "a2": "wb", "h8": "b"}, to_move="w")
    out = play(s, "a1-a2").outcome()
    assert out is not None and out.winners == (BLACK,)
    assert str(out.reason) == "White has no pure stack left"


def test_the_mover_wins_even_when_it_has_no_pure_stack_left():
    # White's last pure piece covers Black's king e5; Black keeps h8 (1 high, no growth).
    s = position({"e4": "w", "e5": "b", "h8": "b"}, to_move="w")
    out = play(s, "e4-e5").outcome()
    assert out is not None and out.winners == (WHITE,)


def test_kings_are_recomputed_after_every_move():
    s = position({"a1": "ww", "c1": "w", "h8": "bb"}, to_move="w")
    after = play(s, "c1-b1")
    assert kings(after)["w"] == ["a1"]
    after = play(s, "a1>n")  # a2 w, a3 w: now four 1-high pure stacks... c1 too
    assert kings(after)["w"] == ["c1", "a2", "a3"]
