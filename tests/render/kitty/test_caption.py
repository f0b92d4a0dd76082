"""What the caption and footer say (the words players read under and above the board)."""

from __future__ import annotations

from render.kitty_caption import describe_last, status_lines
from render.kitty_panel import row_cells
from render.kitty_view import read_view
from tests.render.kitty.helpers import make_view


def test_turn_and_pass_count() -> None:
    main, sub = status_lines(read_view(make_view(to_move=2, passes=2)))
    assert main == "Blue to play"
    assert "2 passes in a row" in sub


def test_pending_choice_is_shown() -> None:
    _main, sub = status_lines(read_view(make_view(pending="Blue chooses a card to give Red")))
    assert "Blue chooses a card to give Red" in sub


def test_setup_progress_lists_who_still_places() -> None:
    """Each seat's pieces left are in its score row (the status line no longer repeats
    them, which cut the line at four players with long names)."""
    view = make_view(players=2, phase="setup", unplaced=[3, 0], to_move=None, actors=[0, 1])
    board = read_view(view)
    assert status_lines(board) == ("Setting up the board", "")
    assert [row_cells(board, seat)[0].text for seat in (0, 1)] == ["3", "✓"]
    done = read_view(make_view(players=2, phase="setup", unplaced=[0, 0], to_move=None))
    assert status_lines(done)[1] == "Every piece is placed"


def test_results() -> None:
    one = make_view(phase="over", to_move=None, outcome={"winners": [2], "reason": "x"})
    assert status_lines(read_view(one))[0] == "Game over — Blue wins!"
    shared = make_view(
        phase="over", to_move=None, final={"scores": [9, 9, 3, 1], "winners": [0, 1], "cards": []}
    )
    assert "share the win" in status_lines(read_view(shared))[0]


def test_last_actions_in_words() -> None:
    def said(kind: str, cells: list[str]) -> str | None:
        view = make_view(last_action={"kind": kind, "seat": 1, "cells": cells})
        return describe_last(read_view(view))

    assert said("stack", ["d4", "e5"]) == "Yellow stacked d4 onto e5"
    assert said("flip", ["d4", "e5", "f6"]) == "Yellow jumped d4 → f6, flipping e5"
    assert said("disassemble", ["d4", "e5"]) == "Yellow pulled pieces from e5 under d4"
    assert said("chain", ["c3", "d4", "e5"]) == "Yellow stacked along c3 → d4 → e5 (2 steps)"
    assert said("frenzy", ["e5"]) == "Yellow removed the stack on e5 (Monochromatic Frenzy)"
    assert said("pass", []) == "Yellow passed"
    assert describe_last(read_view(make_view())) is None
