"""The Kitty Stack Tower board image: sizes, phases, stacks, tokens and last actions."""

from __future__ import annotations

import pytest

from render.common import INK, LAST_MOVE, STYLES
from render.hexgeom import CUT, RAINBOW, TWIST
from render.kitty import cell_center, cell_size, image_size, render
from render.kitty_view import EMPTY, tint_of
from tests.render.kitty.helpers import around, count_colour, make_view, rgb

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize("radius", [3, 4, 5, 6])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_radius_and_player_count_gives_a_phone_sized_png(radius: int, players: int) -> None:
    png = render(make_view(players=players, radius=radius))
    assert png.startswith(PNG_MAGIC)
    img = rgb(png)
    width, band = image_size(radius)
    assert img.width == width
    assert 700 <= img.width <= 760  # narrow: its ≥ 20-px type stays ≥ 11 px at 400 px
    assert img.height > band  # caption and footer around the board band


def test_busy_board_png_is_small() -> None:
    stacks = {
        name: ["r", "y", "b", "g"][: 1 + i % 4]
        for i, name in enumerate(
            ["a1", "a2", "b3", "c4", "d5", "e5", "f4", "g3", "h2", "i1", "e1", "e9", "c7", "g7"]
        )
    }
    assert len(render(make_view(stacks=stacks))) <= 120 * 1024


def test_cells_are_tinted_by_the_top_colour_and_empty_cells_stay_plain() -> None:
    view = make_view(stacks={"d4": ["r", "y", "y"], "f3": ["y", "b"], "c3": ["b", "g"]})
    img = rgb(render(view))
    s = cell_size(4)
    for name, top in (("d4", "y"), ("f3", "b"), ("c3", "g")):
        x, y = cell_center(view, name)
        assert img.getpixel((round(x), round(y + 0.70 * s))) == tint_of(top), name
    x, y = cell_center(view, "e5")
    assert img.getpixel((round(x), round(y + 0.70 * s))) == EMPTY


def test_the_height_number_appears_only_on_stacks_of_two_or_more() -> None:
    view = make_view(stacks={"d4": ["r"] * 9, "f3": ["y"]})
    img = rgb(render(view))
    s = cell_size(4)
    number_area = lambda name: (
        round(cell_center(view, name)[0] + 0.05 * s),
        round(cell_center(view, name)[1] - 0.2 * s),
        round(cell_center(view, name)[0] + 0.7 * s),
        round(cell_center(view, name)[1] + 0.35 * s),
    )
    assert count_colour(img, INK, number_area("d4")) > 40
    assert count_colour(img, INK, number_area("f3")) == 0


@pytest.mark.parametrize("colour", ["r", "y", "b", "g"])
def test_each_colour_shows_its_colour_blind_mark(colour: str) -> None:
    view = make_view(stacks={"e5": [colour]})
    img = rgb(render(view))
    style = STYLES[colour]
    box = around(cell_center(view, "e5"), cell_size(4) * 0.6)
    assert count_colour(img, style.fill, box) > 100
    assert count_colour(img, style.mark_fill, box) > 10


def test_tokens_are_drawn_as_badges() -> None:
    plain = make_view(stacks={"e5": ["r", "y", "b"]})
    marked = make_view(stacks={"e5": ["r", "y", "b"]}, tokens={"e5": ["rainbow", "twist"]})
    box = around(cell_center(plain, "e5"), cell_size(4))
    before, after = rgb(render(plain)), rgb(render(marked))
    assert count_colour(before, RAINBOW[0], box) == 0
    assert count_colour(after, RAINBOW[0], box) > 5
    assert count_colour(before, TWIST, box) == 0
    assert count_colour(after, TWIST, box) > 5


def _board_box(view: dict) -> tuple[int, int, int, int]:
    """The board band of the image render(view) makes (caption and footer excluded)."""
    _x, y = cell_center(view, "e5")
    width, band = image_size(view["radius"])
    return 0, round(y - band / 2), width, round(y + band / 2)


@pytest.mark.parametrize(
    "kind, cells, colour",
    [
        ("stack", ["d4", "e5"], LAST_MOVE),
        ("chain", ["c3", "d4", "e5", "f6"], LAST_MOVE),
        ("flip", ["d4", "e5", "f6"], TWIST),
        ("disassemble", ["d4", "e5"], CUT),
        ("place", ["e5"], LAST_MOVE),
        ("frenzy", ["e5"], LAST_MOVE),
    ],
)
def test_the_last_action_is_marked_on_the_board(
    kind: str, cells: list[str], colour: tuple[int, int, int]
) -> None:
    base = make_view(stacks={"e5": ["y", "b"], "f6": ["r", "r"], "d4": ["g"]})
    marked = make_view(
        stacks=base["stacks"],
        last_move=f"{kind} {'>'.join(cells[:2])}",
        last_action={"kind": kind, "seat": 0, "cells": cells},
    )
    box = _board_box(base)
    assert count_colour(rgb(render(base)), colour, box) == 0
    assert count_colour(rgb(render(marked)), colour, box) > 50


def test_a_stack_arrow_runs_from_the_source_towards_the_target() -> None:
    view = make_view(
        stacks={"e5": ["y", "r"]},
        last_move="stack d4>e5",
        last_action={"kind": "stack", "seat": 0, "cells": ["d4", "e5"]},
    )
    img = rgb(render(view))
    (ax, ay), (bx, by) = cell_center(view, "d4"), cell_center(view, "e5")
    # a third of the way from d4 to e5 lies on the shaft (clear of d4's name pill)
    px, py = ax + (bx - ax) * 0.36, ay + (by - ay) * 0.36
    assert img.getpixel((round(px), round(py))) == LAST_MOVE


def test_a_pass_leaves_the_board_unmarked() -> None:
    base = make_view()
    passed = make_view(
        last_move="pass", last_action={"kind": "pass", "seat": 0, "cells": []}, passes=1
    )
    board_before = rgb(render(base)).crop(_board_box(base))
    board_after = rgb(render(passed)).crop(_board_box(passed))
    assert board_before.tobytes() == board_after.tobytes()


def test_unknown_action_kinds_and_bad_cells_do_not_break_the_image() -> None:
    for last in (
        {"kind": "offer", "seat": 1, "cells": []},
        {"kind": "stack", "seat": 9, "cells": ["z9", "e5"]},
        {"kind": "flip", "seat": 0, "cells": ["d4"]},
        {"kind": "mystery"},
    ):
        assert render(make_view(last_action=last, last_move="offer y")).startswith(PNG_MAGIC)


def test_setup_view_and_empty_board() -> None:
    view = make_view(
        phase="setup", stacks={}, to_move=None, actors=[0, 1, 2, 3], unplaced=[15, 15, 15, 15]
    )
    img = rgb(render(view))
    s = cell_size(4)
    for name in ("a1", "e5", "i5", "e9"):
        x, y = cell_center(view, name)
        assert img.getpixel((round(x), round(y + 0.7 * s))) == EMPTY


def test_frenzy_removals_get_a_panel_below_the_board() -> None:
    without = rgb(render(make_view()))
    removed = [
        {"seat": 0, "cell": "d4", "pieces": ["r"] * 6, "points": 6},
        {"seat": 2, "cell": "f2", "pieces": ["y"] + ["b"] * 40, "points": 41},
    ]
    with_panel = rgb(render(make_view(removed=removed)))
    assert with_panel.width == without.width
    assert with_panel.height > without.height
    footer = (0, without.height - 40, with_panel.width, with_panel.height)
    assert count_colour(with_panel, STYLES["b"].fill, footer) > 100


def test_final_view_renders_with_every_card() -> None:
    final = {
        "scores": [20, 31, 9, 14],
        "own_colour": [5, 8, 2, 4],
        "winners": [1],
        "cards": [
            {"seat": s, "id": "tower-king", "name": "Tower King", "points": s} for s in range(4)
        ],
    }
    view = make_view(
        phase="over",
        to_move=None,
        actors=[],
        final=final,
        outcome={"winners": [1], "reason": "every player passed in a row"},
    )
    assert rgb(render(view)).width == image_size(4)[0]


def test_missing_optional_keys_take_defaults() -> None:
    minimal = {"game": "kitty", "radius": 3, "stacks": {"d4": ["r", "y"]}}
    assert rgb(render(minimal)).width == image_size(3)[0]
    odd = make_view(
        stacks={"zz9": ["r"], "d4": "not a list", "e5": []},
        radius="big",
        heights=None,
        colours=["r", "q"],
    )
    odd["players"] = "x"
    assert render(odd).startswith(PNG_MAGIC)


def test_labels_and_heights_stay_readable_in_a_chat_preview() -> None:
    """At a 400-px-wide preview a radius-3 or -4 board keeps cell names >= ~10 px and
    height digits >= 15 px (the image is drawn about 1000 px wide for this)."""
    from render.kitty import label_font, number_font

    for radius in (3, 4):
        scale = 400 / image_size(radius)[0]
        s = cell_size(radius)
        assert label_font(s) * scale >= 10
        assert number_font(s, 2) * scale >= 15


def test_the_png_palette_keeps_every_board_colour_exact() -> None:
    from PIL import Image

    from render.hexgeom import encode_with_palette
    from render.kitty import _palette, board_colours

    colours = board_colours()
    img = Image.new("RGB", (len(colours), 1))
    for x, colour in enumerate(colours):
        img.putpixel((x, 0), colour)
    back = rgb(encode_with_palette(img, _palette()))
    assert [back.getpixel((x, 0)) for x in range(len(colours))] == colours
