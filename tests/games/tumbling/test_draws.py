"""Draws: the third repetition of a position (same stacks, same side to move), agreement;
and resignation."""

from __future__ import annotations

from tests.games.tumbling.helpers import GAME, play, position

SHUFFLE = ("h4-h3", "a5-a6", "h3-h4", "a6-a5")  # Black and White step out and back


def start():
    return GAME.new_state(2, 0, GAME.validate_options(2, {}))


def test_the_third_repetition_is_a_draw():
    s = start()
    assert s.repetitions() == 1
    s = play(s, *SHUFFLE)  # the start position, Black to move, 2nd time
    assert s.repetitions() == 2 and s.outcome() is None
    s = play(s, *SHUFFLE[:3])
    assert s.outcome() is None
    s = play(s, SHUFFLE[3])  # 3rd time
    out = s.outcome()
    assert out is not None and out.is_draw
    assert "third time" in str(out.reason)
    assert s.legal_moves() == []


def test_same_stacks_with_the_other_side_to_move_is_not_a_repetition():
    s = position({"a1": "w", "c1": "w", "h8": "b", "h6": "b"}, to_move="w")
    # White a1-a2, Black h8-h7, White a2-a1, Black h7-h8: back to the same stacks, White
    # to move (2nd). Stacks with Black to move after a1-a2 ... occur only once each.
    s = play(s, "a1-a2", "h8-h7", "a2-a1", "h7-h8")
    assert s.repetitions() == 2
    s = play(s, "a1-a2")
    assert s.repetitions() == 2  # this position, Black to move, seen twice now


def test_repetition_survives_a_snapshot_round_trip():
    s = play(start(), *SHUFFLE, *SHUFFLE[:3])
    back = GAME.decode_state(GAME.encode_state(s))
    assert back.repetitions() == s.repetitions()
    final = play(back, SHUFFLE[3])
    assert final.outcome() is not None and final.outcome().is_draw


def test_perft_ignores_repetition():
    # White's a6-a5 would make the start position occur a third time: a draw in play,
    # but perft counts Black's 148 replies below it like any other move.
    s = play(start(), *SHUFFLE, *SHUFFLE[:3])
    repeat = GAME.parse_move(s, "a6-a5")
    assert s.apply(repeat).outcome().is_draw
    others = sum(len(s.apply(m).legal_moves()) for m in s.legal_moves() if m != repeat)
    assert GAME.perft(s, 1) == len(s.legal_moves())
    assert GAME.perft(s, 2) == others + 148


def test_agreement_is_a_draw_and_resignation_loses():
    s = start()
    agreed = GAME.agreed_end(s)
    assert agreed.outcome().is_draw
    resigned = GAME.resign(s, 0)
    assert resigned.outcome().winners == (1,)
    assert "Black resigned" in str(resigned.outcome().reason)


def test_perft_walks_on_from_a_position_drawn_by_repetition():
    s = play(start(), *SHUFFLE, *SHUFFLE)
    assert s.outcome().is_draw
    assert GAME.perft(s, 1) == 148  # the start position's moves
