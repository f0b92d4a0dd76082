"""Text boards for the terminal, read the way a player reads them."""

from __future__ import annotations

from bot.core.registry import get_game
from render.textboard import hex_board, square_board, stack_text, text_board
from tests.ai.conftest import needs_engine


def test_stack_text_capitalises_the_owner() -> None:
    assert stack_text(["y", "b", "b"]) == "ybB"
    assert stack_text([]) == "."


def test_square_board_puts_a1_bottom_left() -> None:
    lines = square_board(3, 2, {"a1": "X", "c2": "Z"})
    assert lines[0].split() == ["2", ".", ".", "Z"]
    assert lines[1].split() == ["1", "X", ".", "."]
    assert lines[2].split() == ["a", "b", "c"]


def test_hex_board_shows_every_cell_once_with_neighbours_on_adjacent_rows() -> None:
    lines = hex_board(1, {"b2": "R"})
    text = "\n".join(lines)
    cells = [token.split(":")[0] for token in text.split()]
    assert sorted(cells) == ["a1", "a2", "b1", "b2", "b3", "c1", "c2"]
    assert "b2:R" in text
    row_of = {token.split(":")[0]: y for y, line in enumerate(lines) for token in line.split()}
    # The centre's six neighbours sit one or two text rows above or below it.
    assert all(
        1 <= abs(row_of[n] - row_of["b2"]) <= 2 for n in ("a1", "a2", "b1", "b3", "c1", "c2")
    )
    assert row_of["b3"] < row_of["b2"] < row_of["b1"]  # rows count up from the bottom


@needs_engine("tumbling")
def test_tumbling_board_names_the_kings() -> None:
    game = get_game("tumbling")
    state = game.new_state(2, 1, game.validate_options(2, {}))
    text = text_board(game.view(state, None))
    assert "Kings: Black h8 (4 high) · White a1 (4 high)" in text
    assert text.splitlines()[-1] == "Black to move"


@needs_engine("stacktics")
def test_stacktics_board_shows_trees_and_captures() -> None:
    game = get_game("stacktics")
    state = game.new_state(2, 1, game.validate_options(2, {}))
    text = text_board(game.view(state, None))
    assert " R321 R321 R321 " in text and "Captured pips: Red 0 of 9 · Blue 0 of 9" in text


def test_unknown_game_view_falls_back_to_a_summary() -> None:
    text = text_board(
        {"game": "chess", "to_move": 0, "seat_names": ["White"], "state": {"x": 1}, "fen": "8/8"}
    )
    assert "fen: '8/8'" in text and "state" not in text and text.endswith("White to move")


def test_towers_board_says_the_quiet_count_in_words() -> None:
    game = get_game("towers")
    state = game.new_state(2, 1, game.validate_options(2, {}))
    text = text_board(game.view(state, None))
    assert "Yellow 18 · Blue 18 · 0 of 40 moves without a merge (at 40 the game ends)" in text
