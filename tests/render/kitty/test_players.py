"""The table as players see it (issue 29): each seat named by its player on every image,
score rows that never cut a value at four players with cards, and a key to every mark."""

from __future__ import annotations

import pytest

from render import names
from render.kitty import image_size, render
from render.kitty_caption import STATUS_SIZE, describe_last, header_height, status_lines
from render.kitty_legend import MEANINGS, layout, legend_keys
from render.kitty_panel import (
    COL_W,
    HEAD_SIZE,
    HEADINGS,
    NAME_SIZE,
    VALUE_SIZE,
    WIDE,
    columns,
    fit_name,
    name_room,
    row_cells,
)
from render.kitty_view import read_view
from tests.render.kitty.helpers import make_view, rgb

PEOPLE = ["Alexandra Konstantinopoulou", "さくら", "王小明", "Kitty AI 1 (hard)"]
#: The board's width at radius 4 (the width every 3–4 player board has).
WIDTH = image_size(4)[0]
PHONE = 400


def _named(**overrides: object) -> dict[str, object]:
    return make_view(player_names=PEOPLE, **overrides)


def test_seats_are_named_by_their_players() -> None:
    board = read_view(_named(to_move=3, actors=[3]))
    assert board.names == PEOPLE
    assert status_lines(board)[0] == "Kitty AI 1 (hard) to play"
    last = _named(last_action={"kind": "stack", "seat": 1, "cells": ["d4", "e5"]})
    assert describe_last(read_view(last)) == "さくら stacked d4 onto e5"


def test_without_player_names_seats_are_named_by_colour() -> None:
    board = read_view(make_view(players=3))
    assert board.names == ["Red", "Yellow", "Blue"]
    assert status_lines(board)[0] == "Red to play"


def test_characters_no_font_draws_are_left_out_of_a_name() -> None:
    board = read_view(make_view(players=2, player_names=["Al\x07ice\u200b", "\U000f0000"]))
    assert board.names == ["Alice", "?"]


def test_a_long_name_is_shortened_so_the_turn_line_stays_whole() -> None:
    board = read_view(_named(to_move=0))
    main = status_lines(board)[0]
    assert main.endswith("… to play")
    assert main.startswith("Alexandra")


def test_every_image_shows_the_players_names_not_the_colours() -> None:
    """The named and the colour-named images differ in the caption (the names) and the
    footer (the last action's words), never on the board itself."""
    last = {"kind": "stack", "seat": 1, "cells": ["d4", "e5"]}
    named = rgb(render(_named(last_action=last)))
    plain = rgb(render(make_view(last_action=last)))
    assert named.size == plain.size
    diff = [
        y
        for y in range(named.height)
        if named.crop((0, y, named.width, y + 1)).tobytes()
        != plain.crop((0, y, plain.width, y + 1)).tobytes()
    ]
    board = read_view(make_view())
    top = header_height(board, WIDTH)
    band = range(top, top + image_size(4)[1])
    assert diff and min(diff) < top and max(diff) >= band.stop
    assert not [y for y in diff if y in band]


SCORED = {
    "phase": "over",
    "to_move": None,
    "final": {
        "scores": [99, 88, 77, 66],
        "heights": [60, 60, 60, 60],
        "card_points": [15, 15, 15, 15],
        "cards": [],
        "winners": [0],
    },
}
PLAYING = {
    "objectives": True,
    "heights": [60, 59, 58, 57],
    "public_points": [12, 2, 0, 15],
    "hand_sizes": [4, 3, 2, 1],
}


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("phase", [PLAYING, {**PLAYING, **SCORED}])
def test_score_rows_fit_at_the_boards_width_with_cards(
    players: int, phase: dict[str, object]
) -> None:
    """Every value (at its largest) and heading fits its column, and the name keeps room
    for an AI seat's whole name with its level: nothing is cut."""
    board = read_view(make_view(players=players, player_names=PEOPLE[:players], **phase))
    shown = columns(board)
    assert "stars" in shown
    assert ("hand" in shown) == (board.phase == "play")
    for key in shown:
        assert names.width(HEADINGS[key], HEAD_SIZE, False) <= WIDE.get(key, COL_W) - 8
    for seat in range(players):
        for key, cell in zip(shown, row_cells(board, seat), strict=True):
            assert names.width(cell.text, VALUE_SIZE) <= WIDE.get(key, COL_W) - 8
            if key == "hand":
                assert cell.cards == min(board.hand_sizes[seat], 4)
    room = name_room(board, WIDTH)
    assert fit_name("Kitty AI 1 (hard)", room) == ("Kitty AI 1 (hard)", NAME_SIZE)
    text, size = fit_name(PEOPLE[0], room)
    assert text.endswith(names.ELLIPSIS) and size * PHONE / WIDTH >= 11


def test_three_players_with_cards_show_height_and_card_points_whole() -> None:
    """The case that was cut ("Red 16 high +…"): each value has its own column."""
    view = make_view(players=3, objectives=True, heights=[16, 3, 1], public_points=[2, 0, 0])
    view["hand_sizes"] = [2, 2, 2]
    cells = row_cells(read_view(view), 0)
    assert [c.text for c in cells[:2]] == ["16", "+2"]
    assert cells[2].cards == 2


def test_the_final_rows_show_height_card_points_and_score() -> None:
    board = read_view(make_view(**SCORED))
    assert [c.text for c in row_cells(board, 2)] == ["60", "+15", "77"]


def test_every_mark_on_the_image_is_in_its_key() -> None:
    view = make_view(
        stacks={"d4": list("rybgry"), "e5": ["b"], "c3": ["g", "r"], "f6": ["y", "y"]},
        tokens={"d4": ["rainbow", "rainbow"], "c3": ["twist"]},
        last_action={"kind": "flip", "seat": 0, "cells": ["d4", "e5", "f6"]},
        objectives=True,
        hand_sizes=[2, 2, 1, 2],
        public_points=[2, 0, 0, 0],
    )
    board = read_view(view)
    keys = legend_keys(board, columns(board))
    for key in ("cell", "height", "hidden", "last", "flip", "rainbow", "twist", "count"):
        assert key in keys
    assert {"stars", "cards"} <= set(keys)
    over = read_view(make_view(**SCORED))
    assert "crown" in legend_keys(over, columns(over))
    plain = read_view(make_view(stacks={"d4": ["r"]}))
    assert legend_keys(plain, columns(plain)) == ("cell",)


def test_the_key_fits_the_board_width() -> None:
    keys = tuple(MEANINGS)
    for line in layout(keys, WIDTH):
        key, x = line[-1]
        end = x + names.width(MEANINGS[key], 20, False) + 34
        assert end <= WIDTH - 22 + 1


def test_status_type_is_legible_on_a_phone() -> None:
    assert STATUS_SIZE * PHONE / WIDTH >= 11
