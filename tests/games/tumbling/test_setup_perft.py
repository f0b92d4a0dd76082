"""The starting set-up and perft, from the start (numbers given by the issue) and from small
positions counted by hand."""

from __future__ import annotations

from bot.core.protocol import perft as generic_perft
from tests.games.tumbling.helpers import GAME, position


def start():
    return GAME.new_state(2, 0, GAME.validate_options(2, {}))


def test_start_has_29_pieces_each_in_the_diamond():
    s = start()
    stacks = GAME.position_to_json(s)["stacks"]
    white = {c: p for c, p in stacks.items() if p[-1] == "w"}
    black = {c: p for c, p in stacks.items() if p[-1] == "b"}
    assert sum(len(p) for p in white.values()) == 29
    assert sum(len(p) for p in black.values()) == 29
    # Distance 0: the corner 4-high; 1: two 3-highs; 2 and 3: 2-highs; 4: singles.
    assert white["a1"] == ["w"] * 4
    assert white["b1"] == white["a2"] == ["w"] * 3
    for cell in ("c1", "b2", "a3", "d1", "c2", "b3", "a4"):
        assert white[cell] == ["w", "w"]
    for cell in ("e1", "d2", "c3", "b4", "a5"):
        assert white[cell] == ["w"]
    # Black mirrors White through the centre.
    assert black["h8"] == ["b"] * 4
    assert black["g8"] == black["h7"] == ["b"] * 3
    for cell in ("d8", "e7", "f6", "g5", "h4"):
        assert black[cell] == ["b"]
    assert len(white) == len(black) == 15


def test_black_moves_first_by_default_and_white_when_chosen():
    assert start().to_move == 0
    assert str(GAME.seat_name(0)) == "Black"
    s = GAME.new_state(2, 0, GAME.validate_options(2, {"first": "white"}))
    assert s.to_move == 1


def test_start_kings_are_the_corner_stacks():
    v = GAME.view(start(), None)
    assert v["kings"] == {"b": ["h8"], "w": ["a1"]}
    assert v["king_heights"] == {"b": 4, "w": 4}


def test_perft_from_the_start_matches_the_issue():
    s = start()
    assert GAME.perft(s, 1) == 148
    assert GAME.perft(s, 2) == 21_904
    assert GAME.perft(s, 3) == 3_154_640


def test_perft_from_the_rules_file_position_defaults():
    # With no stacks given, the position is the standard start, Black to move.
    s = GAME.position_from_json({"game": "tumbling"})
    assert GAME.perft(s, 2) == 21_904


def test_generic_perft_agrees_with_the_fast_walk():
    s = start()
    assert generic_perft(s, 2) == GAME.perft(s, 2) == 21_904


def test_perft_two_plies_with_a_winning_tumble_counted_by_hand():
    # White "ww" on a1, Black's only piece on c3. White: 3 steps + 3 tumbles (n, ne, e).
    # a1>ne drops a White piece on c3: Black has no pure stack, White wins: nothing below.
    # After each of the other 5 moves Black's single piece has 8 steps.
    s = position({"a1": "ww", "c3": "b"}, to_move="w")
    assert GAME.perft(s, 0) == 1
    assert GAME.perft(s, 1) == 6
    assert GAME.perft(s, 2) == 5 * 8


def test_perft_counts_a_stack_on_an_edge_only_toward_the_board():
    # a4 touches the west edge: 5 neighbours, so 5 steps and 5 tumbles (none west).
    s = position({"a4": "ww", "h8": "b"}, to_move="w")
    assert GAME.perft(s, 1) == 10
    # A corner stack has 3 neighbours: 3 steps and 3 tumbles.
    s = position({"h8": "bbb", "a1": "w"}, to_move="b")
    assert GAME.perft(s, 1) == 6


def test_perft_root_is_undecided_even_without_a_pure_stack():
    # Black owns no pure stack at the root; perft still plays from it.
    s = position({"d4": "wb", "a1": "w"}, to_move="b")
    assert s.outcome() is None
    # d4 (2 high): 8 steps + 8 tumbles.
    assert GAME.perft(s, 1) == 16


def test_perft_of_a_decided_state_is_zero_below_it():
    s = position({"a1": "ww", "c3": "b"}, to_move="w")
    won = s.apply(GAME.parse_move(s, "a1>ne"))
    assert won.outcome() is not None
    assert GAME.perft(won, 0) == 1
    assert GAME.perft(won, 1) == 0
    assert GAME.perft(won, 2) == 0


def test_fast_perft_agrees_with_the_state_walk_in_sharp_positions():
    # Positions from seeded random games where a king can be taken next move, so many
    # moves below them decide the game: the incremental perft must judge them exactly as
    # State.apply does.
    import random

    checked = 0
    for seed in range(40):
        rng = random.Random(seed)
        s = start()
        for _ in range(60):
            if s.outcome() is not None:
                break
            s = s.apply(rng.choice(s.legal_moves()))
            if s.outcome() is None and GAME.view(s, None)["threats"]:
                assert GAME.perft(s, 2) == generic_perft(s, 2)
                checked += 1
                break
        if checked >= 4:
            break
    assert checked >= 4
